import AnimationMath
import Foundation
import TestSupport
import Testing

/// Arc length is accurate to 1e-12 relative (ArcLengthTests); spacing checks
/// compare printed arc lengths, so a few ulps of the total on top.
private let arcTolerance = 1e-12

@Suite("springbench path")
struct PathCommandTests {
  @Test("columns are exactly segment,param,arc_length,x,y,angle; arc spacing puts sample k at k/(N−1) of L")
  func arcSpacing() throws {
    let data = "M 0 0 C 30 0 70 100 100 100 S 150 0 200 50"
    let length = Double(
      try BinaryRunner.run(["path", data, "--length"]).output.trimmingCharacters(in: .whitespacesAndNewlines))!
    let result = try BinaryRunner.run(["path", data, "--samples", "9", "--spacing", "arc"])
    let csv = parseCSV(result.output)
    #expect(csv.header == ["segment", "param", "arc_length", "x", "y", "angle"])
    #expect(csv.rows.count == 9)
    for (k, row) in csv.rows.enumerated() {
      expectClose(row[2], length * Double(k) / 8, absolute: arcTolerance * length, "sample \(k)")
    }
    expectClose(csv.rows.first![3], 0, absolute: 0)
    expectClose(csv.rows.last![3], 200, absolute: 1e-12)
    expectClose(csv.rows.last![4], 50, absolute: 1e-12)
  }

  @Test("a straight line: length, positions and angle in closed form")
  func line() throws {
    let result = try BinaryRunner.run(["path", "M 1 1 l 3 4", "--samples", "3"])
    let csv = parseCSV(result.output)
    let angle = atan2(4.0, 3.0)
    for (k, row) in csv.rows.enumerated() {
      let u = Double(k) / 2
      expectClose(row[2], 5 * u, absolute: 1e-14)
      expectClose(row[3], 1 + 3 * u, absolute: 1e-14)
      expectClose(row[4], 1 + 4 * u, absolute: 1e-14)
      expectClose(row[5], angle, absolute: 1e-15)
    }
  }

  @Test("--length with --reference gsl agrees with GSL to 1e-12")
  func lengthReference() throws {
    let output = try BinaryRunner.run([
      "path", "M 0 0 C 100 100 0 100 100 0 Q 150 -50 200 0", "--length", "--reference", "gsl",
    ]).output
    let lines = output.split(separator: "\n")
    // Two numbers get a header; the length alone stays a bare number for scripts.
    #expect(lines.first == "length,gsl_length")
    let values = lines.dropFirst().first.map { $0.split(separator: ",").compactMap { Double($0) } } ?? []
    #expect(values.count == 2)
    expectClose(values[0], values[1], relative: arcTolerance)
  }

  @Test(
    "bad path data and flags exit 64 with one line",
    arguments: [
      (["path"], "<path-data>"),
      (["path", "M 0 0 A 1 1 0 2 1 2 2"], "column"),  // arcs parse now; a flag must be 0 or 1
      (["path", "M 0 0 L"], "column"),
      (["path", "M 0 0 L 1e999 0"], "column"),
      (["path", "M 0 0"], "no drawing segments"),
      (["path", "L 1 1"], "column"),
      (["path", "M 0 0 L 1 1", "--samples", "1"], "--samples"),
      (["path", "M 0 0 L 1 1", "--spacing", "even"], "--spacing"),
      (["path", "M 0 0 L 1 1", "--length", "--samples", "5"], "--samples"),
      (["path", "M 0 0 L 1 1", "--reference", "gsl"], "--reference"),
      (["path", "M 0 0 L 1 1", "extra"], "extra"),
    ])
  func badInput(arguments: [String], fragment: String) throws {
    let result = try BinaryRunner.run(arguments)
    expectUsageError(result, naming: fragment, "\(arguments)")
  }
}

@Suite("springbench path --curvature at zero-speed points")
struct PathCurvatureLimitTests {
  @Test(
    "the README's cusp and zero-length segments: exit 0, every row complete, the one-sided limit",
    arguments: [
      ("M 0 0 C 100 100 0 100 100 0", ["--samples", "5"]),
      ("M 0 0 L 10 0 L 10 0 L 20 0", ["--samples", "5"]),
      ("M 0 0 L 10 0 L 10 0 L 20 0", ["--samples", "7", "--spacing", "parameter"]),
      ("M 5 5 C 5 5 5 5 5 5 L 9 9", ["--samples", "4", "--spacing", "parameter"]),
    ])
  func cusp(data: String, extra: [String]) throws {
    let result = try BinaryRunner.run(["path", "--curvature", data] + extra)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.output.hasSuffix("\n"))
    let lines = result.output.split(separator: "\n")
    for line in lines { #expect(line.split(separator: ",", omittingEmptySubsequences: false).count == 7, "\(line)") }
    #expect(!result.output.contains("nan"))
  }

  @Test("the README's cusp: an empty cell and a note at the unbounded cusp, no inf; finite beside it")
  func readmeCusp() throws {
    let result = try BinaryRunner.run(["path", "--curvature", "M 0 0 C 100 100 0 100 100 0", "--samples", "5"])
    let rows = result.output.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    #expect(rows.count == 5)
    #expect(rows[2][1] == "0.5")
    #expect(rows[2][6] == "")
    #expect(!result.output.contains("inf"))
    #expect(
      result.standardError.contains("unbounded") && result.standardError.contains("row(s) 3"), "\(result.standardError)"
    )
    #expect(Double(rows[1][6])! > 0 && Double(rows[3][6])! > 0)
  }

  @Test("a zero-length line has curvature 0, as every line has")
  func zeroLength() throws {
    let result = try BinaryRunner.run(["path", "--curvature", "M 0 0 L 10 0 L 10 0 L 20 0", "--samples", "5"])
    let rows = result.output.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
    #expect(rows.allSatisfy { $0[6] == "0.0" }, "\(rows)")
  }
}
