import Foundation
import TestSupport
import Testing

/// The README's shell examples print what the README shows: every `$ ./springbench …` line
/// of a code block is run (through `sh`, in one scratch folder per block, so that pipes and
/// files written by an earlier line work), and the lines printed under it in the README are
/// compared, byte for byte, with its stdout (or its stderr when it writes nothing to stdout).
@Suite("README examples")
struct ReadmeExampleTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// One `$ ` command and the lines the README shows under it.
  struct Example: CustomTestStringConvertible, Sendable {
    let block: Int
    let command: String
    let expected: [String]
    var testDescription: String { command }
  }

  /// Every example of README.md's code blocks, in order, with its block's index.
  static func examples() throws -> [Example] {
    let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    var examples: [Example] = []
    var inBlock = false
    var block = 0
    var command: String?
    var expected: [String] = []
    func close() {
      if let command { examples.append(Example(block: block, command: command, expected: expected)) }
      command = nil
      expected = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```") {
        if inBlock { close() } else { block += 1 }
        inBlock.toggle()
        continue
      }
      guard inBlock else { continue }
      if line.hasPrefix("$ ") {
        close()
        let body = String(line.dropFirst(2))
        command = body.hasPrefix("./springbench") || body.hasPrefix("springbench") ? body : nil
      } else if command != nil {
        expected.append(line)
      }
    }
    return examples
  }

  /// The number of examples the README holds today: a README edit that drops the `$ `
  /// prefix (so that nothing is checked) fails here.
  static let minimumExamples = 17

  @Test("the README has examples to check")
  func count() throws {
    let all = try Self.examples()
    #expect(all.count >= Self.minimumExamples, "found \(all.count)")
    #expect(all.filter { !$0.expected.isEmpty }.count >= 12, "examples with output")
  }

  @Test("every block's examples print what the README shows")
  func outputs() throws {
    let binary = BinaryRunner.executable.path
    let grouped = Dictionary(grouping: try Self.examples(), by: \.block)
    for blockIndex in grouped.keys.sorted() {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      for example in grouped[blockIndex]! {
        // The command as typed, with the binary built beside the tests; a trailing
        // `# …` comment is the shell's own comment.
        var command = example.command
        command = command.replacingOccurrences(of: "./springbench ", with: "\(binary) ")
        if command.hasPrefix("springbench ") { command = binary + command.dropFirst("springbench".count) }
        command = command.replacingOccurrences(of: "| ./springbench", with: "| \(binary)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let printed = String(decoding: stdout.isEmpty ? stderr : stdout, as: UTF8.self)
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let shown = lines.last == "" ? Array(lines.dropLast()) : lines
        if example.expected.isEmpty {
          // A command shown without output writes a file or a long table: it must succeed.
          #expect(process.terminationStatus == 0, "\(example.command): \(String(decoding: stderr, as: UTF8.self))")
        } else {
          #expect(shown == example.expected, "\(example.command)")
        }
      }
    }
  }
}
