import TestSupport
import Testing

@testable import SpringBenchCLI

@Suite("springbench validate")
struct ValidateCommandTests {
  @Test("validate springs passes, one CSV row per family")
  func springsCSV() throws {
    let result = try BinaryRunner.run(["validate", "springs", "--cases", "40", "--seed", "7", "--format", "csv"])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.output.split(separator: "\n")
    #expect(
      lines.first
        == "family,reference,cases,worst_abs_error,worst_rel_error,worst_at,tolerance,result,skipped,comparisons")
    #expect(lines.count == 7)
    // Every row passes and reports the 40 cases drawn (--cases), not its comparisons.
    #expect(lines.dropFirst().allSatisfy { $0.contains(",pass,") && $0.split(separator: ",")[2] == "40" })
  }

  @Test("the table has the CSV's columns in the CSV's order, and worst_at names the timing flags, not Swift types")
  func tableMatchesCSV() throws {
    let csv = try BinaryRunner.run(["validate", "timing", "--cases", "30", "--format", "csv"])
    let table = try BinaryRunner.run(["validate", "timing", "--cases", "30", "--format", "table"])
    #expect(csv.status == 0 && table.status == 0, "\(csv.standardError) \(table.standardError)")
    let csvHeader = try #require(csv.output.split(separator: "\n").first).split(separator: ",").map(String.init)
    let tableHeader = try #require(table.output.split(separator: "\n").first).split(separator: " ").map(String.init)
    #expect(tableHeader == csvHeader)
    #expect(!csv.output.contains("AnimationMath."), "\(csv.output)")
    #expect(csv.output.contains("timing --model"), "\(csv.output)")
  }

  @Test("validate all covers springs, easing, paths and timing, and passes")
  func all() throws {
    let result = try BinaryRunner.run(["validate", "all", "--cases", "30", "--format", "csv"])
    #expect(result.status == 0, "\(result.standardError)")
    let families = result.output.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[0] }
    #expect(families.contains("easing/cubic-bezier") && families.contains("paths/arc-length"))
    #expect(families.contains("timing/eased-progress") && families.contains("springs/stiff"))
  }

  @Test(
    "scientific notation in the table",
    arguments: [(1e-14, "1.0e-14"), (9.96e-15, "1.0e-14"), (0.0, "0"), (2.5, "2.5")])
  func scientific(value: Double, text: String) {
    #expect(TextTableWriter.scientific(value) == text)
  }

  @Test(
    "measurements in the engines tables: four significant digits",
    arguments: [
      (0.76666666, "0.7667"), (300.25, "300.3"), (1498.4995, "1498"), (300.0, "300"), (-4.35, "-4.35"),
      (0.000123456, "0.0001235"), (1.23456e-5, "1.235e-5"), (12345678.0, "1.235e7"), (9.99996, "10"), (0.0, "0"),
    ])
  func measurement(value: Double, text: String) {
    #expect(TextTableWriter.measurement(value) == text)
  }

  @Test("the same seed gives the same table")
  func deterministic() throws {
    let a = try BinaryRunner.run(["validate", "--cases", "20", "--seed", "11"])
    let b = try BinaryRunner.run(["validate", "--cases=20", "--seed=11"])
    #expect(a.status == 0 && a.standardOutput == b.standardOutput)
  }

  @Test("a NaN or a GSL failure fails the row")
  func failuresFail() {
    var row = ValidationRow(family: "x", reference: "y", tolerance: 1e-10)
    row.record(absolute: 1e-12, relative: 1e-12, at: "fine")
    #expect(row.passed)
    row.record(absolute: .nan, relative: .nan, at: "nan")
    #expect(!row.passed)
    #expect(row.worstAt == "nan")
    var failed = ValidationRow(family: "x", reference: "y", tolerance: 1e-10)
    failed.recordFailure("GSL said no")
    #expect(!failed.passed)
    #expect(!ValidationRow(family: "empty", reference: "y", tolerance: 1).passed, "no cases is not a pass")
  }
}

@Suite("validate: skipped draws are counted and a minimum is checked")
struct ValidationSkipTests {
  @Test("every row checks at least its minimum, and skips are reported")
  func skipCounts() {
    let cases = 200
    let rows =
      SpringValidation.run(cases: cases, seed: 2026)
      + [
        CurveValidation.easing(cases: cases, seed: 2026), CurveValidation.paths(cases: cases, seed: 2026),
        CurveValidation.timing(cases: cases, seed: 2026),
      ]
    for row in rows {
      print("validate \(row.family): \(row.cases) checked, \(row.skipped) skipped (minimum \(row.minimumCases))")
      #expect(row.minimumCases > 0, "\(row.family) sets a minimum")
      #expect(row.cases >= row.minimumCases, "\(row.family)")
      #expect(row.passed, "\(row.family): \(row.worstRelative) at \(row.worstAt)")
    }
  }

  @Test("a row below its minimum fails")
  func belowMinimum() {
    var row = ValidationRow(family: "x", reference: "y", tolerance: 1)
    row.minimumCases = 2
    row.record(absolute: 0, relative: 0, at: "one")
    row.recordSkip()
    #expect(!row.passed)
  }
}
