import Foundation
import TestSupport
import Testing

@testable import SpringBenchCLI

/// Resolve, then run: a command reads every flag and opens every file before it
/// writes, so a bad flag read last (a file, a limit, a format of one mode) exits
/// 64 with one line on stderr and not a byte on stdout.
@Suite("Every converted command resolves its arguments before any output")
struct ResolvingCommandTests {
  /// A capture fit can read, and a CSV compare can read, in a file of its own.
  static let capture: String = {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("resolving-\(ProcessInfo.processInfo.processIdentifier).csv").path
    let rows = (0...20).map { "\(Double($0) / 20),\(1 - exp(-Double($0) / 4))" }
    _ = FileManager.default.createFile(atPath: path, contents: Data(("t,value\n" + rows.joined(separator: "\n")).utf8))
    return path
  }()

  /// Each converted command with a valid start and one bad flag that is read late.
  static let cases: [(command: String, arguments: [String])] = [
    ("decay", ["decay", "--engine", "uikit", "--initial-velocity", "3000", "--summary", "--format", "svg"]),
    ("engines decay", ["engines", "decay", "--initial-velocity", "3000", "--fps", "0"]),
    ("sweep", ["sweep", "--damping", "0.3,0.5", "--samples", "20", "--max-rows", "5"]),
    ("sweep decay", ["sweep", "decay", "--engine", "uikit", "--initial-velocity", "500,1000", "--max-rows", "3"]),
    ("sweep fit", ["sweep", "fit", capture, "/nonexistent/capture.csv"]),
    ("ease", ["ease", "cubic-bezier(0.1, 0.2, 0.3, 1.5)", "--reference", "gsl", "--inputs", "0.5,2"]),
    ("path", ["path", "M 0 0 L 10 0", "--at-length", "5,20"]),
    ("timing", ["timing", "--duration", "1", "--times", "0,0.5,1", "--max-rows", "1"]),
    ("rubber-band", ["rubber-band", "--engine", "uikit", "--extent", "812", "--offsets", "0,50", "--format", "text"]),
    ("scene", ["scene", "like", "--format", "svg", "--max-rows", "2"]),
    ("compare", ["compare", capture, capture, "--columns", "t,nope"]),
    ("validate", ["validate", "springs", "--cases", "0"]),
    ("describe", ["describe", "--damping", "0.5", "--engine", "uikit", "--engine-params", "nope=1"]),
    ("export", ["export", "--scene", "like", "--channel", "nope"]),
    ("fit", ["fit", capture, "--fix", "nope=1"]),
    ("engines", ["engines", "--damping", "0.5", "--engines", "uikit,nope"]),
    ("", ["--damping", "0.5", "--samples", "20", "--max-rows", "5"]),
    ("tokens", ["tokens", "/nonexistent/motion.tokens.json", "--to", "css"]),
    ("measure", ["measure", "/nonexistent/frames", "--alpha"]),
    ("lottie", ["lottie", "/nonexistent/animation.json", "--frames", "0:10:1"]),
    ("lottie players", ["lottie", "players", "/nonexistent/animation.json", "--format", "csv"]),
    ("engines follow", ["engines", "follow", "/nonexistent/trace.csv", "--engines", "svelte"]),
  ]

  @Test("a bad late flag exits 64 with one error line and no stdout", arguments: cases)
  func noOutput(_ command: String, _ arguments: [String]) throws {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 64, "\(command): \(result.standardError)")
    #expect(result.standardOutput.isEmpty, "\(command) wrote \(result.standardOutput.count) bytes")
    #expect(result.errorLines.first?.hasPrefix("Error: ") == true, "\(command): \(result.standardError)")
  }

  @Test("the command appends nothing to its output buffer before the error", arguments: cases)
  func nothingAppended(_ command: String, _ arguments: [String]) throws {
    // A collecting buffer never flushes: any byte appended before the throw stays in it.
    let (node, _, rest) = SpringBench.tree.resolve(arguments[...])
    guard case .run(let parsed) = try CommandLineParser.parse(rest, for: node.command.definition) else {
      Issue.record("\(command): not a run")
      return
    }
    var output = OutputBuffer(collecting: 0)
    #expect(throws: CommandLineError.self) { try node.command.run(parsed, output: &output) }
    #expect(output.collectedBytes().isEmpty, "\(command)")
  }

  @Test("every converted command resolves before it runs, and has a case above")
  func everyCommandCovered() {
    let converted = SpringBench.tree.nodes.filter { $0.node.command is any ResolvingCommand.Type }
      .map { $0.path.joined(separator: " ") }
    #expect(Set(converted) == Set(Self.cases.map(\.command)))
  }
}
