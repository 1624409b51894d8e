import Foundation
import TestSupport
import Testing

/// `springbench sweep decay` over the built binary: each case is the fling
/// `springbench decay` renders (rows and `--summary`), the product's order,
/// `--jobs` determinism and bad ranges.
@Suite("springbench sweep decay")
struct SweepDecayCommandTests {
  /// The lines of a successful run.
  func lines(_ arguments: [String]) throws -> [Substring] {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 0, "\(arguments): \(result.standardError)")
    return result.output.split(separator: "\n")
  }

  /// A one-case sweep prints `decay`'s rows with `case` in front (no swept
  /// columns: the flags are plain numbers), for engines with and without a
  /// hand-off.
  @Test(
    "one case is decay's fling",
    arguments: [
      ["--engine", "uikit", "--initial-velocity", "1500"],
      ["--engine", "android", "--initial-velocity", "-2400", "--density", "2.625", "--fps", "90"],
      ["--engine", "flutter-bouncing", "--initial-velocity", "3000", "--bounds", "0,600"],
      ["--engine", "motion", "--initial-velocity", "800", "--from", "40", "--time-constant", "0.5"],
    ])
  func oneCase(_ arguments: [String]) throws {
    let single = try lines(["decay"] + arguments)
    let swept = try lines(["sweep", "decay"] + arguments)
    #expect(swept.first == "case," + single[0])
    #expect(swept.count == single.count && swept.count > 2)
    #expect(Array(swept.dropFirst()) == single.dropFirst().map { "0," + $0 })
  }

  /// `--summary`'s row holds the numbers `decay --summary` prints for the same
  /// fling, key by key.
  @Test("--summary agrees with decay --summary for each case")
  func summary() throws {
    let rows = try lines([
      "sweep", "decay", "--engine", "flutter-bouncing", "--initial-velocity", "1500,6000", "--bounds", "0,800",
      "--summary",
    ])
    let header = rows[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    #expect(
      header == [
        "case", "initial_velocity", "completed", "rest_position", "duration", "distance", "frames",
        "model_rest_position", "handoff_phase", "handoff_time", "handoff_value", "handoff_velocity",
      ])
    #expect(rows.count == 3)
    var handOffs = 0
    for (index, velocity) in ["1500", "6000"].enumerated() {
      let fields = rows[index + 1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let text = try BinaryRunner.run(
        ["decay", "--engine", "flutter-bouncing", "--initial-velocity", velocity, "--bounds", "0,800", "--summary"])
        .output
      var summary: [String: String] = [:]
      for line in text.split(separator: "\n") {
        let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count == 2, summary[parts[0]] == nil { summary[parts[0]] = parts[1] }
      }
      for key in ["rest_position", "distance", "frames", "handoff_phase"] {
        #expect(fields[header.firstIndex(of: key)!] == summary[key], "\(key) at \(velocity)")
      }
      #expect(fields[header.firstIndex(of: "duration")!] == summary["duration"])
      if summary["handoff_phase"] != "none" {
        handOffs += 1
        for key in ["handoff_time", "handoff_value", "handoff_velocity"] {
          #expect(fields[header.firstIndex(of: key)!] == summary[key], "\(key) at \(velocity)")
        }
      }
    }
    // 6000 units/s toward an 800-unit bound overshoots it and springs back.
    #expect(handOffs >= 1)
  }

  @Test("the product: the first flag typed varies slowest; --rate sweeps its number")
  func product() throws {
    let rows = try lines([
      "sweep", "decay", "--engine", "uikit", "--rate", "0.998,0.99", "--initial-velocity", "500:1500:500", "--summary",
    ])
    #expect(rows.first?.hasPrefix("case,rate,initial_velocity,completed,") == true)
    let pairs = rows.dropFirst().map { line -> String in
      let fields = line.split(separator: ",")
      return "\(fields[0]):\(fields[1])/\(fields[2])"
    }
    #expect(
      pairs == ["0:0.998/500.0", "1:0.998/1000.0", "2:0.998/1500.0", "3:0.99/500.0", "4:0.99/1000.0", "5:0.99/1500.0"])
  }

  @Test("the bytes do not depend on --jobs, in every format", arguments: ["csv", "json", "table"])
  func jobs(_ format: String) throws {
    let arguments = [
      "sweep", "decay", "--engine", "compose", "--initial-velocity", "-3000:3000:750", "--density", "1,3",
      "--format", format,
    ]
    let one = try BinaryRunner.run(arguments + ["--jobs", "1"])
    let two = try BinaryRunner.run(arguments + ["--jobs", "2"])
    let three = try BinaryRunner.run(arguments + ["--jobs", "3"])
    #expect(one.status == 0 && !one.output.isEmpty)
    #expect(one.output == two.output && one.output == three.output)
  }

  /// Bad input: exit 64, one error line naming the flag, nothing on stdout.
  @Test(
    "bad sweeps are usage errors naming the flag",
    arguments: [
      (["--initial-velocity", "1000:0:1"], "--initial-velocity"),
      (["--initial-velocity", "0:1:0"], "--initial-velocity"),
      (["--initial-velocity", "1000", "--fps", "0,60"], "--fps"),
      (["--initial-velocity", "1000", "--friction", "0.1,0.2"], "--friction"),
      (["--initial-velocity", "1000", "--rate", "0.99,2"], "--engine uikit"),
      (["--initial-velocity", "nan,1"], "--initial-velocity"),
      (["--initial-velocity", "0:1e7:0.5"], "--initial-velocity"),
      (["--from", "0,1"], "--initial-velocity"),
      (["--initial-velocity", "1000", "--frame-times", "@frames.txt"], "--frame-times @frames.txt"),
      (["--initial-velocity", "1000", "--frame-times", "-"], "--frame-times -"),
    ])
  func badInput(_ extra: [String], _ flag: String) throws {
    let result = try BinaryRunner.run(["sweep", "decay", "--engine", "uikit"] + extra)
    #expect(result.status == 64, "\(extra)")
    #expect(result.output.isEmpty, "\(extra)")
    let first = result.standardError.split(separator: "\n").first ?? ""
    #expect(first.hasPrefix("Error: ") && first.contains(flag), "\(extra): \(first)")
  }
}
