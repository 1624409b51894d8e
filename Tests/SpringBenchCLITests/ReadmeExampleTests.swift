import Foundation
import TestSupport
import Testing

/// The shell examples of README.md and of every `Documentation/*.md` print what the document
/// shows: every `$ ./springbench …` line of a code block is run (through `sh`, in one scratch
/// folder per block, so that pipes and files written by an earlier line work), and the lines
/// printed under it in the document are compared with its stdout (or its stderr when it writes
/// nothing to stdout): the words exactly, the numbers to ``ulpTolerance``.
@Suite("README and Documentation examples")
struct ReadmeExampleTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The examples each document holds. A document that gains or loses an example, drops a
  /// `$ ` prefix (so that nothing is checked), or is new in `Documentation/` fails ``count()``
  /// until this table says so.
  static let examplesPerDocument: [String: Int] = [
    "README.md": 3,
    "Documentation/Accuracy.md": 0,
    "Documentation/AddingAnEngine.md": 0,
    "Documentation/CLI.md": 23,
    "Documentation/Conventions.md": 0,
    "Documentation/CubicBezierSolver.md": 0,
    "Documentation/Decay.md": 3,
    "Documentation/Engines.md": 2,
    "Documentation/Fit.md": 2,
    "Documentation/JSON.md": 0,
    "Documentation/Lottie.md": 0,
    "Documentation/Performance.md": 0,
    "Documentation/SceneFormat.md": 0,
    "Documentation/Tokens.md": 2,
  ]

  /// README.md and every Markdown file of `Documentation/`, by path from the package root.
  static let documents: [String] = {
    let folder = root.appendingPathComponent("Documentation")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
  }()

  /// One `$ ` command and the lines the document shows under it.
  struct Example: CustomTestStringConvertible, Sendable {
    let block: Int
    let command: String
    let expected: [String]
    var testDescription: String { command }
  }

  /// Every `$ ` line of `document`'s code blocks, in order, with its block's index; the
  /// commands that are not `springbench` are returned apart, so that none is skipped unseen.
  static func examples(in document: String) throws -> (examples: [Example], others: [String]) {
    let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    var examples: [Example] = []
    var others: [String] = []
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
        if body.hasPrefix("./springbench") || body.hasPrefix("springbench") {
          command = body
        } else {
          others.append(body)
        }
      } else if command != nil {
        expected.append(line)
      }
    }
    return (examples, others)
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

  @Test("every document's examples are counted, none skipped")
  func count() throws {
    #expect(Set(Self.documents) == Set(Self.examplesPerDocument.keys), "documents: \(Self.documents)")
    var total = 0
    for document in Self.documents {
      let (examples, others) = try Self.examples(in: document)
      #expect(examples.count == Self.examplesPerDocument[document], "\(document): \(examples.count) examples")
      #expect(others.isEmpty, "\(document): `$ ` lines that are not springbench, never run: \(others)")
      total += examples.count
    }
    print("document examples: \(total) in \(Self.documents.count) documents")
    #expect(total == 35)
  }

  @Test("every block's examples print what the document shows", arguments: documents)
  func outputs(_ document: String) throws {
    let binary = BinaryRunner.executable.path
    let (examples, _) = try Self.examples(in: document)
    var executed = 0
    let grouped = Dictionary(grouping: examples, by: \.block)
    for blockIndex in grouped.keys.sorted() {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      for example in grouped[blockIndex]! {
        try Self.run(example, binary: binary, in: folder, document: document)
        executed += 1
      }
    }
    #expect(executed == Self.examplesPerDocument[document], "\(document): \(executed) examples executed")
  }

  /// Runs `example` in `folder` and checks what it prints against the document.
  static func run(_ example: Example, binary: String, in folder: URL, document: String) throws {
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
      #expect(
        process.terminationStatus == 0, "\(document): \(example.command): \(String(decoding: stderr, as: UTF8.self))")
    } else {
      #expect(shown.count == example.expected.count, "\(document): \(example.command): \(shown)")
      for (line, expected) in zip(shown, example.expected) {
        #expect(
          Self.agrees(line, expected),
          "\(document): \(example.command): printed \(line), the document shows \(expected)")
      }
    }
  }
}
