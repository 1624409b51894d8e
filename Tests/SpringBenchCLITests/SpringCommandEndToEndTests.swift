import AnimationMath
import Foundation
import SpringBenchCLI
import TestSupport
import Testing

/// The CSV prints shortest round-trip doubles: parsing them back must give the
/// core's doubles bit for bit.
private let roundTripExact = 0.0
/// Uniform grids go through the re-anchored recurrence, certified within 1e-14
/// of travel (velocity: of travel·ω0) against 60-digit references over 1e6
/// steps (SpringGridSamplesTests); the closed form is within ~1e-15 of them.
private let gridPathAgreement = 1e-14
/// GSL rk8pd at 1e-12 (the CLI default) agrees with the closed form to ~1e-11
/// of the travel over a short curve.
private let referenceAgreement = 1e-10

/// Parses CSV text into a header and rows of doubles.
func parseCSV(_ text: String) -> (header: [String], rows: [[Double]]) {
  var lines = text.split(separator: "\n").map(String.init)
  guard !lines.isEmpty else { return ([], []) }
  let header = lines.removeFirst().split(separator: ",").map(String.init)
  let rows = lines.map { $0.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) ?? .nan } }
  return (header, rows)
}

@Suite("springbench, the main job, end to end over the built binary")
struct SpringCommandEndToEndTests {
  @Test("`springbench --damping 0.6 --velocity 0.8` is UIKit's curve, sampled at 120 Hz over [0, 0.5]")
  func mainJob() throws {
    let result = try BinaryRunner.run(["--damping", "0.6", "--velocity", "0.8"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let csv = parseCSV(result.output)
    #expect(csv.header == ["t", "value", "velocity"])
    #expect(csv.rows.count == 61)
    let spring = try SpringParameters.uikit(duration: 0.5, dampingRatio: 0.6, initialSpringVelocity: 0.8)
    let motion = try SpringSolution(parameters: spring, from: 0, to: 1, initialVelocity: 0.8)
    for (k, row) in csv.rows.enumerated() {
      expectClose(row[0], Double(k) / 120, absolute: roundTripExact, "row \(k)")
      let state = motion.state(at: row[0])
      expectClose(row[1], state.position, absolute: gridPathAgreement, "row \(k)")
      expectClose(row[2], state.velocity, absolute: gridPathAgreement * spring.naturalFrequency, "row \(k)")
    }
    expectClose(csv.rows.first![1], 0, absolute: roundTripExact)
    expectClose(csv.rows.first![2], 0.8, absolute: roundTripExact)
    expectClose(csv.rows.last![0], 0.5, absolute: roundTripExact)
  }

  @Test("byte-identical output on repeated runs, and --opt=value equals --opt value")
  func deterministic() throws {
    let a = try BinaryRunner.run(["--response", "0.4", "--damping-fraction", "0.3", "--samples", "500", "--from", "-2"])
    let b = try BinaryRunner.run(["--response=0.4", "--damping-fraction=0.3", "--samples=500", "--from=-2"])
    #expect(a.status == 0 && b.status == 0)
    #expect(a.standardOutput == b.standardOutput)
    #expect(a.standardOutput.count > 10_000)
  }

  @Test("--reference adds GSL columns that agree with the closed form")
  func reference() throws {
    let result = try BinaryRunner.run([
      "--mass", "2", "--stiffness", "300", "--damping-coefficient", "4", "--reference", "rk8pd,msbdf", "--until", "2",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let csv = parseCSV(result.output)
    #expect(
      csv.header == [
        "t", "value", "velocity", "rk8pd_value", "rk8pd_velocity", "rk8pd_error", "msbdf_value", "msbdf_velocity",
        "msbdf_error",
      ])
    #expect(csv.rows.count == 241)
    for row in csv.rows {
      expectClose(row[3], row[1], absolute: referenceAgreement, "t \(row[0])")
      expectClose(row[5], abs(row[1] - row[3]), absolute: roundTripExact)
      expectClose(row[6], row[1], absolute: 1e-6, "msbdf is a lower-order method; t \(row[0])")
    }
  }

  @Test("--times, --step, --samples and --until settled")
  func sampling() throws {
    let times = try BinaryRunner.run(["--times", "0.23,0,1e-3"])
    #expect(parseCSV(times.output).rows.map { $0[0] } == [0.23, 0, 1e-3])
    let step = try BinaryRunner.run(["--step", "0.1", "--until", "0.35"])
    let stepTimes = parseCSV(step.output).rows.map { $0[0] }
    #expect(stepTimes.count == 5, "0, 0.1, 0.2, 0.3 and the end 0.35")
    expectClose(stepTimes.last!, 0.35, absolute: roundTripExact)
    let settled = try BinaryRunner.run(["--stiffness", "100", "--samples", "3"])
    let settledRows = parseCSV(settled.output).rows
    let motion = try SpringSolution(
      parameters: .init(mass: 1, stiffness: 100, damping: 10), from: 0, to: 1, initialVelocity: 0)
    expectClose(settledRows.last![0], motion.settlingDuration(), absolute: roundTripExact)
    expectClose(abs(settledRows.last![1] - 1), 1e-3, absolute: 1e-12)
  }

  @Test("--overdamping clamp reproduces the critical curve at the same ω0")
  func clamp() throws {
    let exactRun = try BinaryRunner.run(["--bounce", "-0.5", "--times", "0.3"])
    let clampRun = try BinaryRunner.run(["--bounce", "-0.5", "--times", "0.3", "--overdamping", "clamp"])
    let critical = try BinaryRunner.run(["--bounce", "0", "--times", "0.3"])
    let e = parseCSV(exactRun.output).rows[0][1]
    let c = parseCSV(clampRun.output).rows[0][1]
    let k = parseCSV(critical.output).rows[0][1]
    expectClose(c, k, absolute: 1e-15)
    #expect(abs(e - c) > 0.01, "ζ = 2 differs visibly from critical")
  }

  @Test("describe prints the canonical spring and the equivalents")
  func describe() throws {
    let result = try BinaryRunner.run(["describe", "--mass", "1", "--stiffness", "100", "--damping-coefficient", "5"])
    #expect(result.status == 0)
    let text = result.output
    for key in [
      "mass: 1.0", "stiffness: 100.0", "damping coefficient: 5.0", "natural frequency ω0 (rad/s): 10.0",
      "damping ratio ζ: 0.25", "regime: underdamped", "settling duration (s): 2.68", "SwiftUI:", "UIKit:",
      "Android SpringForce:", "Flutter:", "React Native",
    ] {
      #expect(text.contains(key), "describe lacks '\(key)'")
    }
  }

  @Test("--help and --version print to stdout and exit 0")
  func helpVersion() throws {
    let help = try BinaryRunner.run(["--help"])
    #expect(help.status == 0 && help.output.hasPrefix("OVERVIEW:") && help.standardError.isEmpty)
    let describeHelp = try BinaryRunner.run(["describe", "-h"])
    #expect(describeHelp.status == 0 && describeHelp.output.contains("USAGE: springbench describe"))
    let version = try BinaryRunner.run(["--version"])
    #expect(version.status == 0 && version.output == SpringBench.version + "\n")
  }

  @Test(
    "`springbench … | head -1` ends quietly: no error text, status 0 or SIGPIPE's",
    arguments: [
      ["--samples", "2000000"], ["ease", "ease", "--samples", "2000000"], ["scene", "like", "--samples", "200000"],
    ])
  func closedPipe(arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("pipe-\(UUID().uuidString).err")
    defer { try? FileManager.default.removeItem(at: errorFile) }
    // $0 is the binary, $1 the stderr file, the rest its arguments.
    process.arguments =
      [
        "-c", "\"$0\" \"${@:2}\" 2>\"$1\" | head -1 >/dev/null; echo \"${PIPESTATUS[0]}\"",
        BinaryRunner.executable.path, errorFile.path,
      ] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let status = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let code = Int(status.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    #expect(code == 0 || code == 141, "exit status \(code)")
    #expect(try String(contentsOf: errorFile, encoding: .utf8).isEmpty, "stderr is not empty")
  }

  @Test("writing to a full device is an error with status 1")
  func fullDevice() throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    let result = try BinaryRunner.run(["--samples", "100000"], standardOutputPath: "/dev/full")
    #expect(result.status == 1)
    #expect(result.errorLines.count == 1 && result.standardError.contains("cannot write the output"))
  }

  struct BadInput: Sendable, CustomStringConvertible {
    let arguments: [String]
    let flag: String
    var description: String { arguments.joined(separator: " ") }
  }

  /// The bad inputs: NaN, ±inf, overflow to inf, zero or negative mass or
  /// stiffness, negative damping, unknown flag, missing or non-numeric value,
  /// empty --times, --samples 0; plus mixed parametrisations and friends.
  static let badInputs: [BadInput] = [
    .init(arguments: ["--damping", "nan"], flag: "--damping"),
    .init(arguments: ["--damping", "NaN"], flag: "--damping"),
    .init(arguments: ["--velocity", "inf"], flag: "--velocity"),
    .init(arguments: ["--velocity", "-inf"], flag: "--velocity"),
    .init(arguments: ["--from", "infinity"], flag: "--from"),
    .init(arguments: ["--to", "1e999"], flag: "--to"),
    .init(arguments: ["--stiffness", "1e400"], flag: "--stiffness"),
    .init(arguments: ["--mass", "0"], flag: "--mass"),
    .init(arguments: ["--mass", "-1"], flag: "--mass"),
    .init(arguments: ["--stiffness", "0"], flag: "--stiffness"),
    .init(arguments: ["--stiffness", "-100"], flag: "--stiffness"),
    .init(arguments: ["--damping-coefficient", "-1"], flag: "--damping-coefficient"),
    .init(arguments: ["--damping-fraction", "-0.5"], flag: "--damping-fraction"),
    .init(arguments: ["--response", "0"], flag: "--response"),
    .init(arguments: ["--bounce", "-1"], flag: "--bounce"),
    .init(arguments: ["--bounce", "2"], flag: "--bounce"),
    .init(arguments: ["--damping", "0"], flag: "--damping"),
    .init(arguments: ["--damping", "1.5"], flag: "--damping"),
    .init(arguments: ["--duration", "-0.5"], flag: "--duration"),
    .init(arguments: ["--tension", "-100"], flag: "--tension"),
    .init(arguments: ["--friction", "-10"], flag: "--friction"),
    .init(arguments: ["--bounciness", "-1"], flag: "--bounciness"),
    .init(arguments: ["--speed", "nan"], flag: "--speed"),
    .init(arguments: ["--epsilon", "0"], flag: "--epsilon"),
    .init(arguments: ["--overdamping", "maybe"], flag: "--overdamping"),
    .init(arguments: ["--unknown-flag"], flag: "--unknown-flag"),
    .init(arguments: ["--damping"], flag: "--damping"),
    .init(arguments: ["--damping", "abc"], flag: "--damping"),
    .init(arguments: ["--damping", ""], flag: "--damping"),
    .init(arguments: ["--damping", "0x1p-2"], flag: "--damping"),
    .init(arguments: ["--times="], flag: "--times"),
    .init(arguments: ["--times", "0.1,,0.2"], flag: "--times"),
    .init(arguments: ["--times", "-1"], flag: "--times"),
    .init(arguments: ["--samples", "0"], flag: "--samples"),
    .init(arguments: ["--samples", "1"], flag: "--samples"),
    .init(arguments: ["--samples", "2.5"], flag: "--samples"),
    .init(arguments: ["--samples", "1e12"], flag: "--samples"),
    .init(arguments: ["--fps", "0"], flag: "--fps"),
    .init(arguments: ["--step", "-0.1"], flag: "--step"),
    .init(arguments: ["--until", "-1"], flag: "--until"),
    .init(arguments: ["--until", "1e9"], flag: "--until"),
    .init(arguments: ["--until", "soon"], flag: "--until"),
    .init(arguments: ["--fps", "60", "--samples", "10"], flag: "--fps"),
    .init(arguments: ["--times", "0.1", "--until", "1"], flag: "--until"),
    .init(arguments: ["--stiffness", "100", "--response", "1"], flag: "--response"),
    .init(arguments: ["--damping", "0.5", "--bounce", "0.2"], flag: "--bounce"),
    .init(arguments: ["--tension", "40", "--speed", "3"], flag: "--speed"),
    .init(arguments: ["--mass", "2", "--duration", "1"], flag: "--duration"),
    .init(arguments: ["--epsilon", "0.1", "--epsilon-absolute", "0.1"], flag: "--epsilon"),
    .init(arguments: ["--damping-fraction", "0", "--response", "1"], flag: "--until"),
    .init(arguments: ["--from", "-1e308", "--to", "1e308"], flag: "--from"),
    .init(arguments: ["--reference", "rk9"], flag: "--reference"),
    .init(arguments: ["--reference-epsabs", "1e-9"], flag: "--reference"),
    .init(arguments: ["--reference", "rk8pd", "--reference-epsrel", "-1"], flag: "--reference-epsrel"),
    .init(arguments: ["stray"], flag: "stray"),
    .init(arguments: ["describe", "--mass", "-1"], flag: "--mass"),
    .init(arguments: ["describe", "--bogus"], flag: "--bogus"),
    .init(arguments: ["validate", "everything"], flag: "everything"),
    .init(arguments: ["validate", "--cases", "0"], flag: "--cases"),
    .init(arguments: ["validate", "--seed", "-3"], flag: "--seed"),
    .init(arguments: ["validate", "--format", "xml"], flag: "--format"),
    .init(arguments: ["validate", "springs", "all"], flag: "all"),
  ]

  @Test("bad input: exit 64, one line on stderr naming the flag, nothing on stdout", arguments: badInputs)
  func badInput(_ c: BadInput) throws {
    let result = try BinaryRunner.run(c.arguments)
    expectUsageError(result, naming: c.flag, "\(c)")
  }
}
