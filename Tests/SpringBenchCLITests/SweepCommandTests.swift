import Foundation
import TestSupport
import Testing

/// `springbench sweep` over the built binary: ranges, lists, the product's
/// order, `--summary` against `describe`, `--jobs` determinism, bad ranges
/// and the case limit.
@Suite("springbench sweep")
struct SweepCommandTests {
  /// The CSV lines of a successful run.
  func lines(_ arguments: [String]) throws -> [Substring] {
    let result = try BinaryRunner.run(["sweep"] + arguments)
    #expect(result.status == 0, "\(arguments): \(result.standardError)")
    return result.output.split(separator: "\n")
  }

  @Test("a range gives its values in order, each case its rows")
  func range() throws {
    let rows = try lines(["--damping", "0.2:1.0:0.2", "--samples", "3", "--until", "1"])
    #expect(rows.first == "case,param_damping,t,value,velocity")
    #expect(rows.count == 1 + 5 * 3)
    let damping = rows.dropFirst().map { $0.split(separator: ",")[1] }
    #expect(
      damping == [
        "0.2", "0.2", "0.2", "0.4", "0.4", "0.4", "0.6", "0.6", "0.6", "0.8", "0.8", "0.8", "1.0", "1.0", "1.0",
      ])
    #expect(
      rows.dropFirst().map { $0.split(separator: ",")[0] } == [
        "0", "0", "0", "1", "1", "1", "2", "2", "2", "3", "3", "3", "4", "4", "4",
      ])
  }

  @Test("the product: the first flag typed varies slowest, whatever the declaration order")
  func product() throws {
    let rows = try lines(["--stiffness", "300,100", "--mass", "1:3:1", "--summary"])
    #expect(
      rows.first
        == "case,param_stiffness,param_mass,mass,stiffness,damping,damping_ratio,settling_duration,overshoot,peak_time")
    let pairs = rows.dropFirst().map { line -> String in
      let fields = line.split(separator: ",")
      return "\(fields[0]):\(fields[1])/\(fields[2])"
    }
    #expect(pairs == ["0:300.0/1.0", "1:300.0/2.0", "2:300.0/3.0", "3:100.0/1.0", "4:100.0/2.0", "5:100.0/3.0"])
    // The swept values are the springs evaluated (mass and stiffness columns).
    for line in rows.dropFirst() {
      let fields = line.split(separator: ",")
      #expect(fields[1] == fields[4] && fields[2] == fields[3], "\(line)")
    }
  }

  @Test("column names: as typed without dashes, - as _, param_ on a clash; plain numbers get none")
  func columns() throws {
    let rows = try lines([
      "--response", "0.3,0.5", "--damping-fraction", "0.5:0.5:1", "--from", "0,10", "--to", "100",
      "--epsilon", "1e-3,1e-2", "--initial-velocity", "0,5", "--samples", "2", "--until", "1",
    ])
    #expect(rows.first == "case,response,damping_fraction,from,epsilon,initial_velocity,t,value,velocity")
    #expect(rows.count == 1 + 16 * 2)
    let velocity = try lines(["--velocity", "0,1", "--damping-ratio", "0.5,0.7", "--summary"])
    #expect(velocity.first?.hasPrefix("case,param_velocity,param_damping_ratio,mass,") == true)
    let coefficient = try lines(["--mass", "1", "--stiffness", "100", "--damping-coefficient", "5,10", "--summary"])
    #expect(coefficient.first?.hasPrefix("case,damping_coefficient,mass,") == true)
  }

  /// The rows of the default command for the same spring, with the case
  /// columns in front: the sweep samples every case by the same code.
  @Test(
    "one case is the default command's curve",
    arguments: [
      ["--damping", "0.6", "--velocity", "0.8"],
      ["--response", "0.4", "--damping-fraction", "0.7", "--fps", "60"],
      ["--stiffness", "1500", "--damping", "1.5", "--initial-velocity", "-20", "--times", "0,0.01,0.5"],
    ])
  func oneCase(_ arguments: [String]) throws {
    let single = try BinaryRunner.run(arguments)
    var swept = arguments
    swept[1] = "\(swept[1]):\(swept[1]):1"
    let sweep = try BinaryRunner.run(["sweep"] + swept)
    let expected = single.output.split(separator: "\n").dropFirst()
    let got = sweep.output.split(separator: "\n").dropFirst().map { $0.split(separator: ",", maxSplits: 2)[2] }
    #expect(got.count == expected.count && !got.isEmpty)
    #expect(Array(got) == Array(expected))
  }

  /// `describe` prints the canonical spring through its own code path; the
  /// summary must print the same doubles.
  @Test(
    "--summary agrees with describe for each case",
    arguments: [
      (["--damping", "0.3,0.9", "--velocity", "0,1.5"], ["--damping", "--velocity"]),
      (["--response", "0.2,0.6", "--damping-fraction", "0.4,1.3"], ["--response", "--damping-fraction"]),
      (
        ["--mass", "0.5,2", "--stiffness", "100", "--damping-coefficient", "3,40"], ["--mass", "--damping-coefficient"]
      ),
    ])
  func summaryAgainstDescribe(_ arguments: [String], _ swept: [String]) throws {
    let rows = try lines(arguments + ["--summary"])
    let header = rows[0].split(separator: ",").map(String.init)
    var checked = 0
    for line in rows.dropFirst() {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      // Rebuild the case's flags from its swept columns.
      var single: [String] = []
      var index = 0
      while index < arguments.count {
        let flag = arguments[index]
        if let k = swept.firstIndex(of: flag) {
          single += [flag, fields[1 + k]]
        } else {
          single += [flag, arguments[index + 1]]
        }
        index += 2
      }
      let describe = try BinaryRunner.run(["describe"] + single)
      #expect(describe.status == 0)
      var values: [String: String] = [:]
      for entry in describe.output.split(separator: "\n") {
        guard let colon = entry.range(of: ": ") else { continue }
        values[String(entry[..<colon.lowerBound])] = String(entry[colon.upperBound...])
      }
      func column(_ name: String) -> String { fields[header.firstIndex(of: name)!] }
      #expect(column("mass") == values["mass"], "\(single)")
      #expect(column("stiffness") == values["stiffness"], "\(single)")
      #expect(column("damping") == values["damping coefficient"], "\(single)")
      #expect(column("damping_ratio") == values["damping ratio ζ"], "\(single)")
      let settling = values["settling duration (s)"].map { String($0.prefix { $0 != " " }) }
      #expect(column("settling_duration") == settling, "\(single)")
      checked += 1
    }
    #expect(checked == 4)
  }

  @Test("--summary: no overshoot for a critically damped spring at rest, none defined with zero travel")
  func summaryEdges() throws {
    let rows = try lines(["--stiffness", "100", "--damping", "1,0.5", "--summary"])
    #expect(rows[1].hasSuffix(",0.0,"))
    let still = try lines(["--from", "1,2", "--to", "1", "--initial-velocity", "3", "--summary"])
    #expect(still[1].hasSuffix(",,"))
    #expect(still[2].split(separator: ",", omittingEmptySubsequences: false).last?.isEmpty == false)
  }

  @Test(
    "--jobs 1, 2 and 3 write the same bytes over a few hundred cases",
    arguments: [
      ["--damping", "0.1:0.9:0.1", "--velocity", "0:3:0.1", "--samples", "25", "--until", "0.7"],
      ["--response", "0.1:1:0.05", "--damping-fraction", "0.2:1.6:0.1", "--summary"],
      ["--damping", "0.1:0.9:0.1", "--velocity", "0:1:0.1", "--format", "json", "--samples", "5", "--until", "1"],
    ])
  func determinism(_ arguments: [String]) throws {
    let one = try BinaryRunner.run(["sweep"] + arguments + ["--jobs", "1"])
    #expect(one.status == 0, "\(one.standardError)")
    #expect(one.standardOutput.count > 1000)
    for jobs in ["2", "3"] {
      let many = try BinaryRunner.run(["sweep"] + arguments + ["--jobs", jobs])
      #expect(many.standardOutput == one.standardOutput, "--jobs \(jobs)")
    }
  }

  @Test("the JSON document parses, with a column per name")
  func json() throws {
    let result = try BinaryRunner.run(["sweep", "--damping", "0.5,0.7", "--summary", "--format", "json"])
    let object = try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any]
    let columns = try #require(object?["columns"] as? [String: Any])
    #expect((columns["case"] as? [Int]) == [0, 1])
    // The CSV column param_damping is the camelCase JSON key paramDamping.
    #expect((columns["paramDamping"] as? [Double]) == [0.5, 0.7])
  }

  static let badRanges: [(arguments: [String], names: String)] = [
    (["--mass", "0:1:0"], "--mass '0:1:0'"),
    (["--mass", "1:0:0.1"], "--mass '1:0:0.1'"),
    (["--damping-ratio", "nan"], "--damping-ratio 'nan'"),
    (["--stiffness", "1,nan"], "--stiffness '1,nan'"),
    (["--velocity", "0:inf:1"], "--velocity '0:inf:1'"),
    (["--duration", "0:1:0.25"], "--duration '0:1:0.25'"),
    (["--bounce", "0:2:0.5", "--duration", "1"], "--bounce '0:2:0.5'"),
    (["--mass", "one,two"], "--mass 'one,two'"),
    (["--from", "1:2"], "--from '1:2'"),
    (["--mass", "1:1000:1", "--stiffness", "1:10001:1"], "--mass × --stiffness"),
    (["--mass", "1:1e9:1", "--stiffness", "1:1e9:1", "--to", "1:1e9:1"], "--mass"),
    (["--jobs", "0"], "--jobs"),
    (["--summary", "--samples", "10"], "--samples"),
    (["--tension", "1,2", "--mass", "1"], "--tension"),
    (["--rest-delta", "0.1,1"], "--rest-delta"),
    (["--engine", "swiftui", "--summary"], "--summary"),
    (["--engine", "swiftui", "--samples", "10"], "--samples"),
    (["--engine", "nope"], "--engine"),
    (["--engine", "android", "--frame-times", "-"], "--frame-times"),
  ]

  @Test("bad ranges, lists and limits are usage errors naming the flag", arguments: badRanges.indices)
  func badRange(_ index: Int) throws {
    let (arguments, names) = Self.badRanges[index]
    let result = try BinaryRunner.run(["sweep"] + arguments)
    expectUsageError(result, naming: names, hint: "springbench sweep --help", "\(arguments)")
  }

  @Test("the 10^7 limit names the accepted form and the count")
  func limitMessage() throws {
    let result = try BinaryRunner.run(["sweep", "--mass", "1:1000:1", "--stiffness", "1:10001:1"])
    #expect(
      result.errorLines.first?.contains("limited to 10000000; this one has 10001000") == true, "\(result.standardError)"
    )
    let range = try BinaryRunner.run(["sweep", "--mass", "0:1:0"])
    #expect(range.errorLines.first?.contains("a number, a list a,b,c or a range start:stop:step") == true)
  }

  @Test(
    "--engine: one case is 'springbench --engine NAME', frame for frame",
    arguments: ["swiftui", "android", "react-spring"])
  func engineOneCase(_ name: String) throws {
    let spring = ["--response", "0.55", "--damping-fraction", "0.825", "--from", "0", "--to", "300", "--engine", name]
    let single = try BinaryRunner.run(spring)
    var swept = spring
    swept[1] = "0.55:0.55:1"
    let sweep = try BinaryRunner.run(["sweep"] + swept)
    #expect(sweep.status == 0, "\(sweep.standardError)")
    let rows = sweep.output.split(separator: "\n")
    #expect(rows.first == "case,response,t,value,velocity,engine_time")
    let expected = single.output.split(separator: "\n").dropFirst()
    let got = rows.dropFirst().map { $0.split(separator: ",", maxSplits: 2)[2] }
    #expect(!got.isEmpty && Array(got) == Array(expected))
  }

  @Test("--engine: engine settings sweep too, and --jobs does not change the bytes")
  func engineSettings() throws {
    let arguments = [
      "sweep", "--engine", "react-native", "--stiffness", "100:400:100", "--rest-delta", "0.001,0.1", "--damping",
      "0.3,0.9",
    ]
    let one = try BinaryRunner.run(arguments + ["--jobs", "1"])
    let two = try BinaryRunner.run(arguments + ["--jobs", "2"])
    #expect(one.status == 0, "\(one.standardError)")
    #expect(one.output.hasPrefix("case,param_stiffness,rest_delta,param_damping,t,value,velocity,engine_time\n"))
    #expect(one.standardOutput == two.standardOutput)
    // Fewer frames with the looser rest threshold.
    let cases = one.output.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[0] }
    #expect(Set(cases).count == 16)
  }

  @Test("a case with no spring is a usage error before any output")
  func badCase() throws {
    // The second case starts at rest position with a relative velocity.
    let result = try BinaryRunner.run(["sweep", "--from", "0,1", "--to", "1", "--velocity", "1"])
    expectUsageError(result, naming: "--velocity", hint: "springbench sweep --help")
  }

  @Test("--max-rows counts every case's rows before any output; no progress line when stderr is not a terminal")
  func maxRows() throws {
    // 2 cases × 3 samples = 6 rows.
    let refused = try BinaryRunner.run(["sweep", "--mass", "1,2", "--samples", "3", "--until", "1", "--max-rows", "5"])
    expectUsageError(refused, naming: "--max-rows", hint: "springbench sweep --help")
    #expect(refused.standardOutput.isEmpty)
    let allowed = try BinaryRunner.run(["sweep", "--mass", "1,2", "--samples", "3", "--until", "1", "--max-rows", "6"])
    #expect(allowed.status == 0)
    #expect(allowed.output.split(separator: "\n").count == 1 + 6)
    #expect(allowed.standardError.isEmpty)
  }
}
