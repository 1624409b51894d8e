import Foundation
import TestSupport
import Testing

@testable import SpringBenchCLI

@Suite("springbench compare and its CSV reader")
struct CompareCommandTests {
  func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test("RFC 4180: quotes, doubled quotes, CRLF, no final newline, blank lines")
  func reader() throws {
    let table = try CSVTable(parsing: bytes("a,\"b,c\",d\r\n1,\"say \"\"hi\"\"\",3\n\n4,5,6"))
    #expect(table.header == ["a", "b,c", "d"])
    #expect(table.rows == [["1", "say \"hi\"", "3"], ["4", "5", "6"]])
    #expect(try CSVTable(parsing: bytes("t,phase\n0,\n")).rows == [["0", ""]])
  }

  @Test(
    "malformed CSV names the line",
    arguments: [
      ("a,b\n1,2,3\n", 2), ("a,b\n\"1,2\n", 2), ("a,b\n1\"x\",2\n", 2), ("a,b\n\"1\"x,2\n", 2), ("", 1),
    ])
  func malformed(text: String, line: Int) {
    do {
      _ = try CSVTable(parsing: bytes(text))
      Issue.record("no error for \(text.debugDescription)")
    } catch {
      #expect(error.line == line, "\(error.message)")
    }
  }

  func write(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString).csv").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("equal files pass; a difference within tolerance passes; beyond it exits 1")
  func tolerances() throws {
    let a = try write("t,value,phase\n0,1.0,active\n0.5,2.0,after\n")
    let b = try write("t,value,phase\n0,1.0,active\n0.5,2.001,after\n")
    #expect(try BinaryRunner.run(["compare", a, a]).status == 0)
    let strict = try BinaryRunner.run(["compare", a, b])
    #expect(strict.status == 1)
    #expect(strict.errorLines.count == 1 && strict.standardError.contains("'value' at row 2"))
    #expect(strict.output.contains("value,0.0009") && strict.output.contains(",2,2.0,2.001,exceeds"))
    #expect(try BinaryRunner.run(["compare", a, b, "--abs-tolerance", "1e-3"]).status == 0)
    #expect(try BinaryRunner.run(["compare", a, b, "--rel-tolerance=5e-4"]).status == 0)
    #expect(try BinaryRunner.run(["compare", a, b, "--columns", "t,phase"]).status == 0)
  }

  @Test("columns are matched by name: the same columns in another order compare; other names differ in shape")
  func columnsByName() throws {
    let a = try write("t,value,phase\n0,1.0,active\n0.5,2.0,after\n")
    let reordered = try write("value,phase,t\n1.0,active,0\n2.0,after,0.5\n")
    let moved = try write("value,phase,t\n1.0,active,0\n2.5,after,0.5\n")
    let renamed = try write("t,position,phase\n0,1.0,active\n0.5,2.0,after\n")
    let same = try BinaryRunner.run(["compare", a, reordered])
    #expect(same.status == 0, "\(same.standardError)")
    #expect(same.output.split(separator: "\n").count == 4, "\(same.output)")
    let differ = try BinaryRunner.run(["compare", a, moved])
    #expect(differ.status == 1 && differ.standardError.contains("'value' at row 2"), "\(differ.standardError)")
    #expect(try BinaryRunner.run(["compare", a, renamed]).standardError.contains("differ in shape"))
  }

  @Test("just inside and just outside the tolerance")
  func toleranceEdges() throws {
    // |1.25 − 1.0| = 0.25 exactly in binary, so the edges are exact too.
    let a = try write("x\n1.25\n")
    let b = try write("x\n1.0\n")
    #expect(try BinaryRunner.run(["compare", a, b, "--abs-tolerance", "0.25"]).status == 0, "on the edge passes")
    #expect(try BinaryRunner.run(["compare", a, b, "--abs-tolerance", "0.2499999"]).status == 1, "just outside fails")
    #expect(try BinaryRunner.run(["compare", a, b, "--rel-tolerance", "0.25"]).status == 0, "0.25·|b| = 0.25")
    #expect(try BinaryRunner.run(["compare", a, b, "--rel-tolerance", "0.2499999"]).status == 1)
  }

  @Test("NaN cells compare as text: equal to NaN, different from a number")
  func nanCells() throws {
    let a = try write("x,y\nnan,1\n")
    let b = try write("x,y\nnan,1\n")
    let c = try write("x,y\n0.5,1\n")
    #expect(try BinaryRunner.run(["compare", a, b]).status == 0)
    let differs = try BinaryRunner.run(["compare", a, c, "--abs-tolerance", "1e9"])
    #expect(differs.status == 1 && differs.output.contains("x,0.0,0.0,1,nan,0.5,differs"))
  }

  @Test("text cells must match exactly; shapes must match")
  func shapes() throws {
    let a = try write("t,phase\n0,active\n")
    let b = try write("t,phase\n0,before\n")
    let c = try write("t,phase\n0,active\n1,after\n")
    let d = try write("t,stage\n0,active\n")
    #expect(try BinaryRunner.run(["compare", a, b]).status == 1)
    let rows = try BinaryRunner.run(["compare", a, c])
    #expect(rows.status == 1 && rows.standardError.contains("differ in shape"))
    let columns = try BinaryRunner.run(["compare", a, d])
    #expect(columns.status == 1 && columns.standardError.contains("differ in shape"))
    // A column that is not in both files is a usage error naming --columns.
    expectUsageError(try BinaryRunner.run(["compare", a, d, "--columns", "phase"]), naming: "--columns")
  }

  @Test(
    "bad invocations exit 64 with one line",
    arguments: [
      ["compare"], ["compare", "/nonexistent.csv", "/nonexistent.csv"], ["compare", "a", "b", "c"],
      ["compare", "a", "b", "--abs-tolerance", "-1"], ["compare", "a", "b", "--rel-tolerance", "nan"],
      ["compare", "a", "b", "--columns="],
    ])
  func badInvocations(arguments: [String]) throws {
    let result = try BinaryRunner.run(arguments)
    expectUsageError(result, naming: "Error: ", hint: "springbench compare --help")
  }

  @Test("a malformed CSV file exits 64 naming the line")
  func malformedFile() throws {
    let a = try write("t,value\n0,1,2\n")
    let result = try BinaryRunner.run(["compare", a, a])
    #expect(result.status == 64 && result.standardError.contains("line 2"))
  }
}
