import Foundation
import TestSupport
import Testing

/// The README's shell examples print what the README shows: every `$ ./springbench …` line
/// of a code block is run (through `sh`, in one scratch folder per block, so that pipes and
/// files written by an earlier line work), and the lines printed under it in the README are
/// compared with its stdout (or its stderr when it writes nothing to stdout): the words exactly,
/// the numbers to ``numberTolerance``.
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

  /// Numbers in an example agree when they are within ``ulpTolerance`` units in the last
  /// place: glibc's `exp`/`log` differ in the last bit between CPUs with and without FMA,
  /// and that is all the slack a printed double gets. A relative tolerance (1e-9 once)
  /// hid a 1-ulp change of the arc-spaced path example and would hide a hand-shortened
  /// number too.
  static let ulpTolerance = 4.0
  /// Below this magnitude both numbers are rounding noise (a noise-free fit's standard
  /// errors, ~1e-17, move with the last bits of every residual) and agree.
  static let noiseFloor = 1e-12

  /// True when `a` and `b` have the same words and the same numbers to ``ulpTolerance``.
  static func agrees(_ a: String, _ b: String) -> Bool {
    if a == b { return true }
    func tokens(_ text: String) -> [Substring] {
      text.split(whereSeparator: { " ,:()=|".contains($0) })
    }
    let x = tokens(a), y = tokens(b)
    guard x.count == y.count else { return false }
    for (p, q) in zip(x, y) where p != q {
      guard let u = Double(p), let v = Double(q), u.isFinite, v.isFinite else { return false }
      if abs(u) <= noiseFloor && abs(v) <= noiseFloor { continue }
      guard abs(u - v) <= ulpTolerance * max(abs(u), abs(v)).ulp else { return false }
    }
    return true
  }

  @Test("numbers agree to the tolerance, words exactly")
  func agreement() {
    #expect(Self.agrees("settling: 0.46341719308614304 s", "settling: 0.463417193086143 s"))
    #expect(!Self.agrees("settling: 0.4634 s", "settling: 0.4635 s"))
    #expect(!Self.agrees("rest: 1308", "rest: 1309"))
    #expect(!Self.agrees("engine uikit", "engine android"))
    #expect(Self.agrees("from: 0.2 ± 2.4e-17", "from: 0.2 ± 2.0e-17"))
    // A number shortened by hand, or moved by more than a few ulps, disagrees.
    #expect(!Self.agrees("0,0.5,91.42135623730951,50.0", "0,0.5,91.42135623731,50.0"))
    #expect(!Self.agrees("stiffness: 477.73296157611907", "stiffness: 477.7329615761"))
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
          #expect(shown.count == example.expected.count, "\(example.command): \(shown)")
          for (line, expected) in zip(shown, example.expected) {
            #expect(Self.agrees(line, expected), "\(example.command): printed \(line), README shows \(expected)")
          }
        }
      }
    }
  }
}
