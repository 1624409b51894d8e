import Foundation
import TestSupport
import Testing

/// The accuracy table (Documentation/Accuracy.md) against the tolerances the tests use: every
/// figure of a tied row's tolerance column is the named constant (``AccuracyTolerance``)
/// rounded up by at most 10 %, never tighter than what is checked. "exact" is 0.
@Suite("Accuracy.md's tolerance column is the tests' constants")
struct ReadmeToleranceTests {
  /// A table row, by its first cell, and the constants behind each `;`-separated figure
  /// of its tolerance cell, in order (a figure covering several tests lists them all).
  static let tiedRows: [(check: String, figures: [[Double]])] = [
    ("settling: last exit, inside afterwards", [[AccuracyTolerance.settlingBand]]),
    ("timing: phase, iteration, progress", [[AccuracyTolerance.timingProgress]]),
    (
      "spring engines at their own times",
      [
        [AccuracyTolerance.doubleEngines, AccuracyTolerance.jsClosedFormEngines, AccuracyTolerance.reboundRK4],
        [AccuracyTolerance.composeEngine], [AccuracyTolerance.androidEngine],
      ]
    ),
    (
      "OverScroller / Compose spline tables",
      [[AccuracyTolerance.flingResidual], [AccuracyTolerance.flingPositionEntry], [AccuracyTolerance.flingTimeEntry]]
    ),
  ]

  /// A claimed figure may exceed its constant by this factor (rounding up to two digits).
  static let roundingSlack = 1.1

  static let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Documentation/Accuracy.md")

  /// The rows of the table under "## The checks": first cell → tolerance cell (the sixth),
  /// cells split at unescaped `|`.
  static func accuracyRows(_ text: String) -> [String: String] {
    guard let start = text.range(of: "## The checks") else { return [:] }
    var rows: [String: String] = [:]
    for line in text[start.upperBound...].split(separator: "\n") {
      if line.hasPrefix("## ") { break }
      guard line.hasPrefix("| "), !line.hasPrefix("|---") else { continue }
      let cells = cells(of: String(line))
      if cells.count >= 7, cells[0] != "check" { rows[cells[0]] = cells[5] }
    }
    return rows
  }

  /// The cells of a Markdown table row, trimmed; `\|` stays inside a cell.
  static func cells(of line: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var previous: Character = " "
    for character in line.dropFirst() {
      if character == "|" && previous != "\\" {
        cells.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    return cells
  }

  /// The number a tolerance figure states: `exact` is 0, else its leading number
  /// (`1e-12·L` is 1e-12); nil when it states none.
  static func figure(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed == "exact" { return 0 }
    let number = trimmed.prefix { "0123456789.e-+".contains($0) }
    return Double(number)
  }

  /// What is wrong with `cell` as the tolerance column of a row tied to `figures`.
  static func disagreements(_ cell: String, _ figures: [[Double]]) -> [String] {
    let parts = cell.split(separator: ";").map(String.init)
    guard parts.count == figures.count else {
      return ["\(parts.count) figures in \"\(cell)\", the tests use \(figures.count)"]
    }
    var problems: [String] = []
    for (part, constants) in zip(parts, figures) {
      guard let claimed = figure(part) else {
        problems.append("\"\(part)\" states no number")
        continue
      }
      let tested = constants.max() ?? 0
      if claimed < tested {
        problems.append("\"\(part)\" claims \(claimed), tighter than the tested \(tested)")
      } else if claimed > tested * roundingSlack {
        problems.append("\"\(part)\" claims \(claimed), looser than the tested \(tested) rounded up")
      }
    }
    return problems
  }

  @Test("each tied row's tolerance figures are the tests' constants")
  func tiedRowsAgree() throws {
    let rows = Self.accuracyRows(try String(contentsOf: Self.document, encoding: .utf8))
    #expect(rows.count >= 20, "Accuracy.md's table: \(rows.count) rows parsed")
    var checked = 0
    for (check, figures) in Self.tiedRows {
      let cell = try #require(rows[check], "Accuracy.md's table has no row \"\(check)\"")
      let problems = Self.disagreements(cell, figures)
      #expect(problems.isEmpty, "Accuracy.md row \"\(check)\": \(problems.joined(separator: "; "))")
      checked += figures.count
    }
    let untied = rows.keys.filter { key in !Self.tiedRows.contains { $0.check == key } }.sorted()
    print(
      "Accuracy.md tolerances: \(checked) figures in \(Self.tiedRows.count) rows tied to named constants; "
        + "\(untied.count) rows not tied: \(untied.joined(separator: " | "))")
    #expect(checked == 8)
  }

  @Test("the check fails on a figure tighter than the test, looser, or missing")
  func checkCanFail() {
    #expect(!Self.disagreements("1e-12", [[1e-10]]).isEmpty)
    #expect(!Self.disagreements("exact", [[1e-13]]).isEmpty)
    #expect(!Self.disagreements("1e-5", [[1e-5 + 5e-7], [2.96e-5], [7.34e-5]]).isEmpty)
    #expect(!Self.disagreements("1e-8", [[1e-10]]).isEmpty)
    #expect(!Self.disagreements("theirs", [[1e-10]]).isEmpty)
    #expect(Self.disagreements("3e-5; exact", [[2.96e-5], [0]]).isEmpty)
  }
}
