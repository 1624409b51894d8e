import AnimationMath
import Foundation
import TestSupport
import Testing

/// `--times @FILE|-` and `ease --inputs @FILE|-` streamed: every accepted
/// layout from a file and from stdin (a pipe), bad lines named by number,
/// and memory that does not grow with the number of lines.
@Suite("Streamed times and inputs")
struct StreamingInputTests {
  /// Where the numbers come from.
  enum Source: String, CaseIterable, Sendable { case file, stdin }

  func write(_ bytes: [UInt8]) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("springbench-stream-\(UUID()).txt")
    try Data(bytes).write(to: url)
    return url.path
  }

  /// The binary with `flag` reading `bytes` from `source`.
  func run(_ arguments: [String], flag: String, bytes: [UInt8], from source: Source) throws -> ProcessResult {
    switch source {
    case .file: return try BinaryRunner.run(arguments + [flag, "@" + (try write(bytes))])
    case .stdin: return try BinaryRunner.run(arguments + [flag, "-"], standardInput: Data(bytes))
    }
  }

  static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Layouts of the numbers 0, 0.1, 0.25 that must all read the same.
  static let layouts: [(String, [UInt8])] = [
    ("LF", Array("0\n0.1\n0.25\n".utf8)),
    ("CRLF", Array("0\r\n0.1\r\n0.25\r\n".utf8)),
    ("BOM", bom + Array("0\n0.1\n0.25".utf8)),
    ("blank lines", Array("\n0\n\n   \n0.1\n\t\n 0.25 \n\n".utf8)),
    ("BOM, CRLF and blank lines", bom + Array("0\r\n\r\n0.1\r\n \r\n0.25\r\n".utf8)),
  ]

  @Test("every layout gives the rows of the inline list, from a file and from stdin", arguments: Source.allCases)
  func layoutsMatchInline(source: Source) throws {
    let spring = try BinaryRunner.run(["--mass", "1", "--times", "0,0.1,0.25"])
    let ease = try BinaryRunner.run(["ease", "ease-in-out", "--inputs", "0,0.1,0.25"])
    var checked = 0
    for (name, bytes) in Self.layouts {
      let a = try run(["--mass", "1"], flag: "--times", bytes: bytes, from: source)
      #expect(
        a.status == 0 && a.standardOutput == spring.standardOutput && a.standardError.isEmpty,
        "\(name): \(a.standardError)")
      let b = try run(["ease", "ease-in-out"], flag: "--inputs", bytes: bytes, from: source)
      #expect(b.status == 0 && b.standardOutput == ease.standardOutput, "\(name): \(b.standardError)")
      checked += 2
    }
    #expect(checked == 2 * Self.layouts.count)
  }

  @Test(
    "a CSV column with a BOM, CRLF and a quoted header reads the same from a file and from stdin",
    arguments: Source.allCases)
  func csvColumn(source: Source) throws {
    let inline = try BinaryRunner.run(["timing", "--duration", "1", "--times", "-0.5,0.5,2"])
    let csv = Self.bom + Array("x,\"t\"\r\n1,-0.5\r\n\r\n2,0.5\r\n3,2\r\n".utf8)
    let result = try run(
      ["timing", "--duration", "1", "--times-column", "t"], flag: "--times", bytes: csv, from: source)
    #expect(result.status == 0 && result.output == inline.output, "\(result.standardError)")
  }

  /// Inputs with a bad line: the text, what the error names, the good numbers before it.
  struct BadInput: Sendable, CustomTestStringConvertible {
    let content: String
    let fragment: String
    let good: Int
    var testDescription: String { content.debugDescription }
  }

  @Test(
    "a non-numeric line is a usage error naming its line number", arguments: Source.allCases,
    [
      BadInput(content: "0\n0.5\nabc\n", fragment: "line 3", good: 2),
      BadInput(content: "0\r\n\r\n-1\r\n", fragment: "line 3", good: 1),
      BadInput(content: "\u{FEFF}0\r\n0,1\r\n", fragment: "line 2", good: 1),
      BadInput(content: "abc\n0\n", fragment: "line 1", good: 0),
      BadInput(content: "\n \r\n", fragment: "no numbers", good: 0),
    ])
  func badLine(source: Source, input: BadInput) throws {
    let (content, fragment, good) = (input.content, input.fragment, input.good)
    let result = try run(["--mass", "1"], flag: "--times", bytes: Array(content.utf8), from: source)
    if source == .file || good == 0 {
      // A file is checked before any row; so is stdin before its first number.
      expectUsageError(result, naming: fragment)
    } else {
      // Stdin streams: exit 64 naming the line, and exactly the rows before it.
      #expect(result.status == 64)
      #expect(result.errorLines.first?.contains(fragment) == true, "\(result.standardError)")
      #expect(result.errorLines.first?.contains("the CSV rows of the \(good) numbers before it were written") == true)
      #expect(result.output.split(separator: "\n").count == 1 + good, "\(result.output)")
    }
  }

  @Test("a bad line after 10⁵ good ones: a file leaves stdout empty, stdin keeps exactly the rows before it")
  func lateBadLine() throws {
    let count = 100_000
    var text = (0..<count).map { "\(Double($0) / 1000)" }.joined(separator: "\n")
    text += "\n1e\n"
    let fromFile = try run(["--mass", "1"], flag: "--times", bytes: Array(text.utf8), from: .file)
    expectUsageError(fromFile, naming: "line \(count + 1)")
    let fromStdin = try run(["--mass", "1"], flag: "--times", bytes: Array(text.utf8), from: .stdin)
    #expect(fromStdin.status == 64)
    #expect(fromStdin.errorLines.first?.contains("line \(count + 1)") == true, "\(fromStdin.standardError)")
    let lines = fromStdin.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == count + 2 && lines.last == "", "rows: \(lines.count)")
    #expect(lines[count].hasPrefix("\(Double(count - 1) / 1000),"))
  }

  @Test("long inputs stream: 3·10⁵ lines split across many 64 KiB chunks give the inline rows")
  func chunkBoundaries() throws {
    // Lines of varied widths so that chunk ends fall inside lines, CRs and the BOM.
    var rng = SplitMix64(seed: 18)
    let values = (0..<300_000).map { _ in (rng.uniform(0...5) * 1e6).rounded() / 1e6 }
    let text = Self.bom + Array(values.map { "\($0)\r\n" }.joined().utf8)
    let expected = "progress\n" + values.map { "\($0)" }.joined(separator: "\n")
    for source in Source.allCases {
      let result = try run(["ease", "linear"], flag: "--inputs", bytes: text, from: source)
      #expect(result.status == 0, "\(result.standardError)")
      let firstColumn = result.output.split(separator: "\n").map { $0.split(separator: ",", maxSplits: 1)[0] }
        .joined(separator: "\n")
      #expect(firstColumn == expected, "\(source)")
    }
  }

  /// Memory allowed to grow between the small and the large run: the
  /// buffers are fixed (64 KiB reads, 64 KiB output blocks), so growth is
  /// allocator noise. A list held in memory costs ≥ 8 bytes per number as
  /// doubles plus the file's bytes: ≥ 27 MB at 10⁶ lines of ~19 bytes.
  static let allowedGrowthKilobytes = 8 * 1024

  @Test(
    "peak memory does not grow with the number of lines (10⁶ from stdin at full size, 3·10⁵ from a file)",
    .tags(.statistical))
  func constantMemory() throws {
    var rng = SplitMix64(seed: 7)
    func times(_ count: Int) throws -> String {
      try write(Array((0..<count).map { _ in "\(rng.uniform(0...2))\n" }.joined().utf8))
    }
    let small = try times(10_000)
    // 4·10⁵ lines held in memory would still cost ≥ 10 MB, past the allowed growth.
    let large = try times(StatisticalSweep.count("stdin lines", reduced: 400_000, full: 1_000_000))
    let arguments = ["--mass", "1", "--stiffness", "100", "--damping-coefficient", "10"]
    let base = try #require(BinaryRunner.peakResidentKilobytes(arguments + ["--times", "-"], standardInputPath: small))
    let big = try #require(BinaryRunner.peakResidentKilobytes(arguments + ["--times", "-"], standardInputPath: large))
    #expect(base.status == 0 && big.status == 0)
    #expect(
      big.kilobytes - base.kilobytes < Self.allowedGrowthKilobytes,
      "stdin: \(base.kilobytes) KiB → \(big.kilobytes) KiB")
    let fileLarge = try times(300_000)
    let fileBase = try #require(
      BinaryRunner.peakResidentKilobytes(arguments + ["--times", "@" + small], standardInputPath: "/dev/null"))
    let fileBig = try #require(
      BinaryRunner.peakResidentKilobytes(arguments + ["--times", "@" + fileLarge], standardInputPath: "/dev/null"))
    #expect(fileBase.status == 0 && fileBig.status == 0)
    #expect(
      fileBig.kilobytes - fileBase.kilobytes < Self.allowedGrowthKilobytes,
      "file: \(fileBase.kilobytes) KiB → \(fileBig.kilobytes) KiB")
  }
}
