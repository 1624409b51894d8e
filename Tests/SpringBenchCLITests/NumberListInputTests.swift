import Foundation
import TestSupport
import Testing

/// `--times @FILE|-` and `ease --inputs @FILE|-`: one number per line, or a
/// CSV column, with BOM, CRLF and blank lines accepted.
@Suite("Times and inputs from files and stdin")
struct NumberListInputTests {
  func write(_ bytes: [UInt8]) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("springbench-times-\(UUID()).txt")
    try Data(bytes).write(to: url)
    return url.path
  }

  /// A run with `input` on stdin.
  func run(_ arguments: [String], stdin input: String) throws -> (status: Int32, output: String) {
    let result = try BinaryRunner.run(arguments, standardInput: Data(input.utf8))
    return (result.status, result.output)
  }

  @Test("a file with a BOM, CRLF and blank lines gives the same rows as the inline list")
  func fileEqualsInline() throws {
    let path = try write([0xEF, 0xBB, 0xBF] + Array("0\r\n0.1\r\n\r\n  0.25 \r\n".utf8))
    let file = try BinaryRunner.run(["--mass", "1", "--times", "@" + path])
    let inline = try BinaryRunner.run(["--mass", "1", "--times", "0,0.1,0.25"])
    #expect(file.status == 0 && file.standardOutput == inline.standardOutput, "\(file.standardError)")
    let ease = try BinaryRunner.run(["ease", "ease", "--inputs", "@" + path])
    #expect(ease.standardOutput == (try BinaryRunner.run(["ease", "ease", "--inputs", "0,0.1,0.25"])).standardOutput)
  }

  @Test("--times - reads stdin; --times-column reads a CSV column")
  func stdinAndColumn() throws {
    let inline = try BinaryRunner.run(["timing", "--duration", "1", "--times", "-0.5,0.5"]).output
    let piped = try run(["timing", "--duration", "1", "--times", "-"], stdin: "-0.5\n0.5\n")
    #expect(piped.status == 0 && piped.output == inline)
    let csv = try write(Array("t,x\n-0.5,1\n0.5,2\n".utf8))
    #expect(
      try BinaryRunner.run(["timing", "--duration", "1", "--times", "@" + csv, "--times-column", "t"]).output == inline)
  }

  @Test(
    "a non-numeric line is a usage error naming its line",
    arguments: [
      ("0\n0.5\nabc\n", "line 3"), ("0\n-1\n", "line 2"), ("\n\n", "no numbers"),
    ])
  func badLine(content: String, fragment: String) throws {
    let path = try write(Array(content.utf8))
    expectUsageError(try BinaryRunner.run(["--mass", "1", "--times", "@" + path]), naming: fragment)
  }

  @Test("--times-column without a file, and an unknown column, are usage errors")
  func columnErrors() throws {
    expectUsageError(
      try BinaryRunner.run(["--mass", "1", "--times", "0.1", "--times-column", "t"]), naming: "--times-column")
    let csv = try write(Array("t,x\n0,1\n".utf8))
    expectUsageError(
      try BinaryRunner.run(["--mass", "1", "--times", "@" + csv, "--times-column", "nope"]), naming: "nope")
    expectUsageError(
      try BinaryRunner.run(["--mass", "1", "--times", "@/nonexistent/times.txt"]), naming: "/nonexistent/times.txt")
  }
}
