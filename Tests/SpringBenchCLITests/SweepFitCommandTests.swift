import AnimationMath
import Foundation
import TestSupport
import Testing

/// `springbench sweep fit FILE…` over the built binary: each row holds what
/// `springbench fit FILE --format json` prints for that file, the bytes do
/// not depend on `--jobs`, a bad file writes nothing (64), and a fit that
/// does not converge keeps its row and makes the run exit 1.
@Suite("springbench sweep fit")
struct SweepFitCommandTests {
  /// Seeded noisy spring captures (px, 60 Hz), one file each.
  static func captures(_ count: Int, seed: UInt64) throws -> [String] {
    var rng = SplitMix64(seed: seed)
    var paths: [String] = []
    for index in 0..<count {
      let zeta = rng.uniform(0.3...0.9)
      let omega = rng.uniform(15...40)
      let motion = try SpringSolution(
        parameters: SpringParameters(naturalFrequency: omega, dampingRatio: zeta), from: 0, to: 300,
        initialVelocity: rng.uniform(-500...500))
      var lines = ["t,value"]
      for k in 0..<60 {
        let t = Double(k) / 60
        lines.append("\(t),\(motion.position(at: t) + 0.3 * rng.gaussian())")
      }
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("sweep-fit-\(seed)-\(index)-\(UUID().uuidString).csv").path
      try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
      paths.append(path)
    }
    return paths
  }

  @Test("each row is fit --format json's parameters and standard errors for its file")
  func rowsAreFits() throws {
    let files = try Self.captures(4, seed: 0x5F17)
    let result = try BinaryRunner.run(["sweep", "fit"] + files)
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.output.split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    let header = lines[0]
    #expect(
      Array(header.prefix(7)) == [
        "case", "file", "converged", "rms_residual", "max_residual", "samples", "max_curve_standard_error",
      ])
    #expect(lines.count == 1 + files.count)
    for (index, file) in files.enumerated() {
      let row = lines[index + 1]
      #expect(row[0] == "\(index)" && row[1] == file && row[2] == "true")
      let json = try BinaryRunner.run(["fit", file, "--format", "json"]).output
      /// The text of a number in the JSON (both print the shortest round-trip text of the same fit).
      func text(_ key: String, in object: String? = nil) throws -> String {
        var scope = Substring(json)
        if let object, let start = json.range(of: "\"\(object)\": {") { scope = json[start.upperBound...] }
        let start = try #require(scope.range(of: "\"\(key)\": "), "\(key)")
        return String(scope[start.upperBound...].prefix { $0 != "," && $0 != "}" })
      }
      for (key, column) in [
        ("stiffness", "stiffness"), ("dampingRatio", "damping_ratio"), ("initialVelocity", "initial_velocity"),
        ("to", "to"),
      ] {
        #expect(row[header.firstIndex(of: column)!] == (try text(key, in: "parameters")), "\(key), case \(index)")
        #expect(
          row[header.firstIndex(of: column + "_se")!] == (try text(key, in: "standardErrors")),
          "\(key)_se, case \(index)")
      }
      #expect(row[header.firstIndex(of: "mass_se")!].isEmpty)  // mass is 1 by convention: no standard error
      #expect(try text("mass", in: "standardErrors") == "null")
      #expect(row[3] == (try text("rmsResidual")))
      #expect(row[6] == (try text("maxCurveStandardError")))
    }
  }

  @Test(
    "the bytes do not depend on --jobs; the header follows the model", arguments: ["spring", "cubic-bezier", "decay"])
  func jobs(_ model: String) throws {
    let files = try Self.captures(2, seed: 0x5F18)
    let arguments = ["sweep", "fit"] + files + ["--model", model]
    let one = try BinaryRunner.run(arguments + ["--jobs", "1"])
    #expect(!one.output.isEmpty)
    // The bézier fits are the slow ones in a debug build: a plain `swift test` compares
    // --jobs 1 and 3 on the spring and decay models, ./run-tests on all three.
    if model != "cubic-bezier" || StatisticalSweep.isFull {
      let three = try BinaryRunner.run(arguments + ["--jobs", "3", "--format", "csv"])
      #expect(one.output == three.output)
    }
    let first = one.output.split(separator: "\n").first.map(String.init) ?? ""
    let expected = [
      "spring":
        ",from,from_se,to,to_se,mass,mass_se,stiffness,stiffness_se,damping,damping_se,damping_ratio,damping_ratio_se,initial_velocity,initial_velocity_se,time_offset,time_offset_se",
      "cubic-bezier": ",x1,x1_se,y1,y1_se,x2,x2_se,y2,y2_se,duration,duration_se,from,from_se,to,to_se,delay,delay_se",
      "decay":
        ",from,from_se,initial_velocity,initial_velocity_se,decay_rate,decay_rate_se,rest_position,rest_position_se,time_offset,time_offset_se",
    ][model]!
    #expect(first.hasSuffix(expected), "\(first)")
  }

  @Test("a fit that does not converge keeps its row, and the run exits 1 naming it")
  func unconverged() throws {
    let files = try Self.captures(3, seed: 0x5F19)
    let result = try BinaryRunner.run(["sweep", "fit"] + files + ["--max-iterations", "1", "--jobs", "2"])
    #expect(result.status == 1)
    let rows = result.output.split(separator: "\n")
    #expect(rows.count == 1 + files.count)
    #expect(rows.dropFirst().allSatisfy { $0.split(separator: ",")[2] == "false" })
    #expect(result.standardError.contains("3 of 3 fits did not converge: case 0 ("), "\(result.standardError)")
  }

  /// Bad input: exit 64, one error line naming the problem, nothing on stdout.
  @Test(
    "bad files and flags are usage errors with nothing written",
    arguments: [
      (["@missing"], "cannot read"),
      (["@bad"], "row 2, column 'value'"),
      (["@short"], "fit: '"),
      ([], "<file.csv>"),
      (["-"], "-"),
      (["@good", "--model", "auto"], "--model"),
      (["@good", "--fix", "omega=3"], "--fix"),
    ])
  func badInput(_ arguments: [String], _ named: String) throws {
    let good = try Self.captures(1, seed: 0x5F1A)[0]
    let directory = FileManager.default.temporaryDirectory
    let bad = directory.appendingPathComponent("sweep-fit-bad-\(UUID().uuidString).csv").path
    try "t,value\n0,0\n0.1,x\n0.2,3\n".write(toFile: bad, atomically: true, encoding: .utf8)
    let short = directory.appendingPathComponent("sweep-fit-short-\(UUID().uuidString).csv").path
    try "t,value\n0,0\n0.1,1\n".write(toFile: short, atomically: true, encoding: .utf8)
    let files = [
      "@good": good, "@bad": bad, "@short": short,
      "@missing": directory.appendingPathComponent("none-\(UUID().uuidString).csv").path,
    ]
    // The good file first: the bad one after it must still leave stdout empty.
    let expanded = [good] + arguments.map { files[$0] ?? $0 }
    let result = try BinaryRunner.run(["sweep", "fit"] + (arguments.isEmpty ? [] : expanded))
    #expect(result.status == 64, "\(arguments): \(result.standardError)")
    #expect(result.output.isEmpty, "\(arguments)")
    let first = result.standardError.split(separator: "\n").first ?? ""
    #expect(first.hasPrefix("Error: ") && first.contains(named), "\(arguments): \(first)")
  }

  @Test("a capture with no motion and a poor fit keep their rows with the verdict; the run exits 1 naming them")
  func verdicts() throws {
    let good = try Self.captures(1, seed: 0x5F1B)[0]
    let directory = FileManager.default.temporaryDirectory
    let still = directory.appendingPathComponent("sweep-fit-still-\(UUID().uuidString).csv").path
    try ("t,value\n" + (0..<60).map { "\(Double($0) / 60),1\n" }.joined()).write(
      toFile: still, atomically: true, encoding: .utf8)
    // An oscillation that grows (300·t·sin 4πt): no damped spring follows it.
    let jump = directory.appendingPathComponent("sweep-fit-grow-\(UUID().uuidString).csv").path
    try
      ("t,value\n"
      + (0..<60).map { "\(Double($0) / 60),\(300 * Double($0) / 60 * sin(4 * Double.pi * Double($0) / 60))\n" }.joined())
      .write(toFile: jump, atomically: true, encoding: .utf8)
    let result = try BinaryRunner.run(["sweep", "fit", good, still, jump])
    #expect(result.status == 1)
    let lines = result.output.split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    #expect(lines.count == 4)
    let header = lines[0]
    let quality = try #require(header.firstIndex(of: "fit_quality"))
    #expect(header.contains("noise_estimate"))
    #expect(lines[1][quality] == "good")
    #expect(lines[2][quality] == "noMotion")
    #expect(
      lines[2][2].isEmpty && lines[2][header.firstIndex(of: "stiffness")!].isEmpty, "no fit, no parameters: \(lines[2])"
    )
    #expect(lines[3][quality] == "poor", "\(lines[3])")
    #expect(result.standardError.contains("1 of 3 captures have no motion: case 1 ("), "\(result.standardError)")
    #expect(result.standardError.contains("1 of 3 fits are poor"), "\(result.standardError)")
  }
}
