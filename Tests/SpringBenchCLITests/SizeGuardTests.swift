import Foundation
import TestSupport
import Testing

@testable import SpringBenchCLI

/// `--max-rows N` and the note before an output estimated past 1 GB.
@Suite("Size guard: --max-rows and the 1 GB note")
struct SizeGuardTests {
  func write(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("springbench-guard-\(UUID()).txt")
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// Commands whose row count is known before the first row, with that count.
  static let counted: [([String], Int)] = [
    (["--mass", "1", "--samples", "1001", "--until", "1"], 1001),
    (["--mass", "1", "--times", "0,0.5,1"], 3),
    (["ease", "ease", "--samples", "11"], 11),
    (["path", "M0 0 L10 0", "--samples", "101"], 101),
    (["timing", "--duration", "1", "--samples", "21"], 21),
    (["scene", "like", "--samples", "31"], 31),
  ]

  @Test(
    "one row over --max-rows is refused up front, naming the flag and the rows; exactly at it passes",
    arguments: counted)
  func maxRows(arguments: [String], rows: Int) throws {
    let over = try BinaryRunner.run(arguments + ["--max-rows", "\(rows - 1)"])
    expectUsageError(over, naming: "--max-rows \(rows - 1)")
    #expect(over.errorLines.first?.contains("\(rows) rows") == true, "\(over.standardError)")
    let at = try BinaryRunner.run(arguments + ["--max-rows", "\(rows)"])
    #expect(at.status == 0 && at.standardError.isEmpty, "\(at.standardError)")
    #expect(at.standardOutput == (try BinaryRunner.run(arguments)).standardOutput)
  }

  @Test("a times file is counted first: --max-rows refuses it before any row")
  func maxRowsFile() throws {
    let path = try write("0\n0.1\n0.2\n0.3\n0.4\n")
    expectUsageError(try BinaryRunner.run(["--mass", "1", "--times", "@" + path, "--max-rows", "4"]), naming: "5 rows")
  }

  @Test("stdin is not counted: --max-rows stops it at row N + 1 with exit 64, after the first N rows")
  func maxRowsStdin() throws {
    let result = try BinaryRunner.run(
      ["--mass", "1", "--times", "-", "--max-rows", "4"], standardInput: Data("0\n0.1\n0.2\n0.3\n0.4\n".utf8))
    #expect(result.status == 64)
    #expect(result.errorLines.first?.contains("--max-rows 4") == true, "\(result.standardError)")
    #expect(result.errorLines.first?.contains("--times - (stdin) holds more than 4 numbers") == true)
    #expect(result.output.split(separator: "\n").count == 5)
    let within = try BinaryRunner.run(
      ["--mass", "1", "--times", "-", "--max-rows", "5"], standardInput: Data("0\n0.1\n0.2\n0.3\n0.4\n".utf8))
    #expect(within.status == 0 && within.standardError.isEmpty)
  }

  @Test("--max-rows must be a whole number ≥ 1")
  func maxRowsValue() throws {
    expectUsageError(try BinaryRunner.run(["--mass", "1", "--max-rows", "0"]), naming: "--max-rows")
    expectUsageError(try BinaryRunner.run(["--mass", "1", "--max-rows", "1.5"]), naming: "--max-rows")
  }

  @Test("an output estimated past 1 GB gets a one-line note on stderr before its first byte")
  func note() throws {
    // 2·10⁷ rows of about 61 bytes: 1.2 GB. Only the first bytes are read;
    // head closes the pipe and the run ends early.
    let err = FileManager.default.temporaryDirectory.appendingPathComponent("springbench-note-\(UUID()).err")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "\"$0\" --mass 1 --samples 20000000 --until 1 2>\"$1\" | head -c 100 >/dev/null",
      BinaryRunner.executable.path,
      err.path,
    ]
    try process.run()
    process.waitUntilExit()
    let lines = String(decoding: try Data(contentsOf: err), as: UTF8.self).split(separator: "\n")
    try? FileManager.default.removeItem(at: err)
    #expect(
      lines.first
        == "note: the output will be about 1.2 GB (20000000 rows of about 61 bytes); --max-rows N refuses more than N rows",
      "\(lines)")
    // The same request with --max-rows below it is an error, not a note.
    expectUsageError(
      try BinaryRunner.run(["--mass", "1", "--samples", "20000000", "--until", "1", "--max-rows", "1000000"]),
      naming: "20000000 rows")
  }

  @Test("a request refused for another reason gets its error alone, without the note")
  func noNoteBeforeError() throws {
    expectUsageError(
      try BinaryRunner.run(["--mass", "1", "--samples", "20000000", "--until", "1", "--format", "table"]),
      naming: "--format table")
    expectUsageError(
      try BinaryRunner.run(["ease", "ease", "--samples", "100000000", "--reference", "gsl"]), naming: "--reference")
  }

  @Test("no note below 1 GB: 10⁵ rows, SVG (decimated) and stdin below the threshold")
  func noNote() throws {
    let csv = try BinaryRunner.run(
      ["--mass", "1", "--samples", "100000", "--until", "1"], standardOutputPath: "/dev/null")
    #expect(csv.status == 0 && csv.standardError.isEmpty, "\(csv.standardError)")
    let svg = try BinaryRunner.run(
      ["--mass", "1", "--samples", "100000", "--until", "1", "--format", "svg"], standardOutputPath: "/dev/null")
    #expect(svg.status == 0 && svg.standardError.isEmpty, "\(svg.standardError)")
    let piped = try BinaryRunner.run(["--mass", "1", "--times", "-"], standardInput: Data("0\n1\n".utf8))
    #expect(piped.status == 0 && piped.standardError.isEmpty)
  }

  @Test("the note's threshold: rows × (20 bytes per cell + 1) against 10⁹ bytes")
  func threshold() {
    #expect(SizeGuard.bytesPerRow(columns: 3) == 61)
    // 16,393,442 rows × 61 = 999,999,962 bytes: no note; one more row passes 10⁹.
    #expect(16_393_442 * SizeGuard.bytesPerRow(columns: 3) <= SizeGuard.noteBytes)
    #expect(16_393_443 * SizeGuard.bytesPerRow(columns: 3) > SizeGuard.noteBytes)
    #expect(SizeGuard.gigabytes(1.22e9) == "1.2")
    #expect(SizeGuard.gigabytes(6.1e10) == "61.0")
  }

  @Test("the average cell width the estimate assumes is close to the real one (default spring, 10⁶ samples)")
  func cellWidth() throws {
    let result = try BinaryRunner.run([
      "--mass", "1", "--stiffness", "100", "--damping-coefficient", "10", "--samples", "200000", "--until", "1",
    ])
    let perRow = Double(result.standardOutput.count) / 200_000
    // Within 10 % of the estimate: the note is about the order of magnitude.
    #expect(
      abs(perRow - Double(SizeGuard.bytesPerRow(columns: 3))) < 0.1 * Double(SizeGuard.bytesPerRow(columns: 3)),
      "\(perRow) bytes per row")
  }
}
