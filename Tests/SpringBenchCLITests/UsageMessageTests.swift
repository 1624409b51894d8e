import Foundation
import TestSupport
import Testing

/// Usage errors that name what the user typed, over the real binary: each row is an
/// input a new user met and the words its one-line error must contain.
@Suite("Usage errors name the input as typed")
struct UsageMessageTests {
  struct Case: Sendable, CustomStringConvertible {
    let arguments: [String]
    let fragment: String
    var description: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    // A key no listed engine has is the user's mistake, not an empty table.
    .init(
      arguments: ["engines", "--engine-params", "foo=1"], fragment: "--engine-params must be keys that at least one"),
    .init(arguments: ["engines", "--engines", "uikit,uikit"], fragment: "naming each engine once"),
    // The text typed, not the double it became.
    .init(arguments: ["path", "M 0 0 L 100 0", "--at-length", "1000"], fragment: "got '1000'"),
    // SwiftUI's spelling gets the accepted ones, not "'Out' is not an easings.net family".
    .init(arguments: ["ease", "easeInOut"], fragment: "write ease-in-out (CSS), easeInEaseOut (Core Animation)"),
    .init(arguments: ["--times", "0.1", "--engine", "uikit"], fragment: "applies only to a spring grid"),
    .init(arguments: ["--damping", "0.6", "--damping", "0.7"], fragment: "--damping is given twice"),
    // A bad key is named as the key, not blamed on its value.
    .init(
      arguments: ["decay", "--engine", "uikit", "--initial-velocity", "100", "--engine-params", "coef=0.3"],
      fragment: "engine 'uikit' has no parameter 'coef'; its parameters: decelerationRate, threshold, screenScale"),
    // Grid limits name the flags that set the grid and the unit of the limit.
    .init(
      arguments: ["ease", "ease", "--step", "1e-10"],
      fragment: "the input grid of --step 1e-10 is limited to 1000000000 inputs"),
    .init(
      arguments: ["--until", "1e9"],
      fragment: "a grid from 0 to --until 1e9 at the default 120.0 per second is limited to 1000000000 times"),
    .init(
      arguments: ["timing", "--duration", "1e9"], fragment: "the default end, 1000000000.0 s (from --duration 1e9)"),
  ]

  @Test("one line naming the flag, exit 64", arguments: cases)
  func usage(_ c: Case) throws {
    let result = try BinaryRunner.run(c.arguments)
    expectUsageError(result, naming: c.fragment, "\(c)")
  }

  @Test("--fix names the flag and the entry once, without nested quotes, and refuses a repeat")
  func fixErrors() throws {
    let capture = "t,value\n0,0\n0.1,0.5\n0.2,0.9\n0.3,1\n"
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fix-errors-\(UUID().uuidString).csv").path
    try capture.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let bad = try BinaryRunner.run(["fit", path, "--fix", "from=a"])
    expectUsageError(bad, naming: "--fix from=a: 'from=a' is not NAME=VALUE")
    #expect(!bad.standardError.contains("''"), "\(bad.standardError)")
    let twice = try BinaryRunner.run(["fit", path, "--fix", "from=0,from=1"])
    expectUsageError(twice, naming: "from is held twice")
    let both = try BinaryRunner.run(["fit", path, "--fix", "stiffness=100,naturalFrequency=10"])
    expectUsageError(both, naming: "hold the same parameter")
  }

  @Test(
    "help of the engine commands states the engines' 60 Hz default for --fps",
    arguments: [
      ["decay", "--help"], ["engines", "--help"], ["engines", "decay", "--help"], ["sweep", "decay", "--help"],
      ["describe", "--help"],
    ])
  func fpsDefault(_ arguments: [String]) throws {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 0)
    let text = result.output.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
    #expect(!text.contains("(default: 120)"), "\(arguments)")
    #expect(text.contains("frames per second (frame k at t = k/n). (default: 60)"), "\(arguments)")
  }

  @Test("a run that does not move says why on stderr; a large snap gets a note")
  func silentRunsExplain() throws {
    let reanimated = try BinaryRunner.run(["decay", "--engine", "reanimated", "--initial-velocity", "3000"])
    #expect(reanimated.status == 0)
    #expect(reanimated.standardError.contains("never runs"), "\(reanimated.standardError)")
    let engines = try BinaryRunner.run(["engines", "--engines", "android"])
    let android = try #require(engines.output.split(separator: "\n").last)
    #expect(android.contains("snapped 62.6% of the travel"), "\(android)")
    #expect(android.contains("minimumVisibleChange"), "\(android)")
    let pixels = try BinaryRunner.run(["engines", "--engines", "android", "--from", "0", "--to", "300"])
    #expect(!(pixels.output.split(separator: "\n").last ?? "").contains("snapped"), "\(pixels.output)")
  }

  @Test("--frame-times may name the start t = 0 first; the rows are those of the list without it")
  func frameTimesFromZero() throws {
    let named = try BinaryRunner.run(["--engine", "uikit", "--frame-times", "0,0.016,0.033"])
    let implicit = try BinaryRunner.run(["--engine", "uikit", "--frame-times", "0.016,0.033"])
    #expect(named.status == 0, "\(named.standardError)")
    #expect(named.output == implicit.output)
    #expect(named.output.split(separator: "\n").count == 4)
  }

  /// Runs `springbench arguments` as if stdout were a terminal; returns (status, stdout bytes, stderr).
  func runAsTerminal(_ arguments: [String]) throws -> (status: Int32, outputBytes: Int, error: String) {
    let process = Process()
    process.executableURL = BinaryRunner.executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(["SPRINGBENCH_ASSUME_TERMINAL": "1"]) { $1 }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let bytes = out.fileHandleForReading.readDataToEndOfFile().count
    let error = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, bytes, error)
  }

  @Test("a typo that would print 131 M rows to a terminal is refused; --max-rows or a pipe lets a large output through")
  func terminalRowLimit() throws {
    let typo = try runAsTerminal(["--bounce", "-0.999999", "--duration", "0.5"])
    #expect(typo.status == 64 && typo.outputBytes == 0, "\(typo.error)")
    #expect(
      typo.error.hasPrefix("Error: the output would have 131928409 rows, more than the 100000 written to a terminal"))
    let allowed = try runAsTerminal(["--samples", "200000", "--max-rows", "200000"])
    #expect(allowed.status == 0, "\(allowed.error)")
    let small = try runAsTerminal(["--samples", "1000"])
    #expect(small.status == 0 && small.outputBytes > 0)
    let piped = try BinaryRunner.run(["--samples", "200000"])
    #expect(piped.status == 0 && piped.output.split(separator: "\n").count == 200_001)
  }

  @Test("a binary file is named 'not UTF-8 text', never echoed into the message or parsed as CSV")
  func binaryInput() throws {
    var rng = SystemRandomNumberGenerator()
    var bytes = (0..<1400).map { _ in UInt8.random(in: 0...255, using: &rng) }
    bytes[0] = 0x34  // a digit first, as in the file a user met
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("binary-\(UUID().uuidString).bin").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let times = try BinaryRunner.run(["--times", "@" + path])
    expectUsageError(times, naming: "not UTF-8 text")
    #expect(times.standardError.utf8.count < 300, "\(times.standardError.utf8.count) bytes of message")
    let fit = try BinaryRunner.run(["fit", path])
    expectUsageError(fit, naming: "not UTF-8 text")
    #expect(!fit.standardError.contains("quote"))
  }
}
