/// `springbench compare A.csv B.csv`: regression tests on timing math.
///
/// B is the reference. Numeric cells pass when |a − b| ≤ abs + rel·|b|; other
/// cells must be equal as text. The report gives, per column, the worst
/// difference and the row where it occurs. Exit 1 when a difference exceeds
/// the tolerance or when the files differ in shape (columns or row count).
enum CompareCommand: BenchCommand {
  static let definition = CommandDefinition(
    name: "springbench compare",
    abstract: "Compare two CSV files column by column within tolerances (exit 1 on a difference).",
    usage: "springbench compare <a.csv> <b.csv> [--abs-tolerance <x>] [--rel-tolerance <y>] [--columns <c1,c2,…>]",
    groups: [
      (
        "COMPARISON",
        [
          OptionDefinition("abs-tolerance", value: "x", help: "Absolute tolerance per numeric cell.", default: "0"),
          OptionDefinition(
            "rel-tolerance", value: "y", help: "Relative tolerance, times |b| (the second file is the reference).",
            default: "0"),
          OptionDefinition("columns", value: "c1,c2,…", help: "Compare only these columns (default: all)."),
        ]
      )
    ],
    discussion: """
      Output: one line per column (column, worst_abs_diff, worst_rel_diff, row, a,
      b, result), rows counted from 1 after the header. Use '-' for stdin.
      """)

  struct ColumnReport {
    let name: String
    var worstAbsolute = 0.0
    var worstRelative = 0.0
    var row = 0
    var a = ""
    var b = ""
    var failed = false
    var textMismatch = false
  }

  static func run(_ arguments: ParsedArguments, output: inout OutputBuffer) throws(CommandLineError) {
    guard arguments.positionals.count == 2 else {
      if arguments.positionals.count < 2 {
        throw .usage("compare needs two CSV files, <a.csv> <b.csv>; got \(arguments.positionals.count)")
      }
      throw .usage("Unexpected argument '\(arguments.positionals[2])'")
    }
    let absolute = try arguments.double("abs-tolerance", default: 0, range: "a finite number ≥ 0") { $0 >= 0 }!
    let relative = try arguments.double("rel-tolerance", default: 0, range: "a finite number ≥ 0") { $0 >= 0 }!
    let pathA = arguments.positionals[0]
    let pathB = arguments.positionals[1]
    let a = try table(pathA)
    let b = try table(pathB)
    var selected: [String]
    if let list = arguments.raw("columns") {
      selected = list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard !list.isEmpty, selected.allSatisfy({ !$0.isEmpty }) else {
        throw .usage("\(arguments.spelling("columns")) takes a comma-separated list of column names; got '\(list)'")
      }
      for name in selected {
        guard a.header.contains(name) else { throw .failure("column '\(name)' is not in \(pathA) (shape differs)") }
        guard b.header.contains(name) else { throw .failure("column '\(name)' is not in \(pathB) (shape differs)") }
      }
    } else {
      guard a.header == b.header else {
        throw .failure("the files differ in shape: columns \(a.header.joined(separator: ",")) vs \(b.header.joined(separator: ","))")
      }
      selected = a.header
    }
    guard a.rows.count == b.rows.count else {
      throw .failure("the files differ in shape: \(a.rows.count) rows in \(pathA) vs \(b.rows.count) in \(pathB)")
    }
    var reports: [ColumnReport] = []
    for name in selected {
      let ia = a.header.firstIndex(of: name)!
      let ib = b.header.firstIndex(of: name)!
      var report = ColumnReport(name: name)
      for row in a.rows.indices {
        let x = a.rows[row][ia]
        let y = b.rows[row][ib]
        if let u = NumberSyntax.double(x), let v = NumberSyntax.double(y) {
          let difference = abs(u - v)
          let scaled = v.isZero ? (difference.isZero ? 0 : Double.infinity) : difference / abs(v)
          let exceeds = !(difference <= absolute + relative * abs(v))
          if difference > report.worstAbsolute || (exceeds && !report.failed) {
            report.worstAbsolute = max(report.worstAbsolute, difference)
            report.row = row + 1
            report.a = x
            report.b = y
          }
          report.worstRelative = max(report.worstRelative, scaled)
          if exceeds { report.failed = true }
        } else if x != y {
          if !report.failed || !report.textMismatch {
            report.row = row + 1
            report.a = x
            report.b = y
          }
          report.failed = true
          report.textMismatch = true
        }
      }
      reports.append(report)
    }
    output.append("column,worst_abs_diff,worst_rel_diff,row,a,b,result\n")
    for r in reports {
      output.append("\(quoted(r.name)),")
      output.append(r.worstAbsolute)
      output.append(byte: 44)
      output.append(r.worstRelative)
      output.append(",\(r.row),\(quoted(r.a)),\(quoted(r.b)),\(r.failed ? (r.textMismatch ? "differs" : "exceeds") : "ok")\n")
    }
    try output.flush()
    let failed = reports.filter(\.failed)
    if let first = failed.first {
      throw .failure("\(failed.count) of \(reports.count) columns differ beyond the tolerance; first: '\(first.name)' at row \(first.row) (\(first.a) vs \(first.b))")
    }
  }

  static func table(_ path: String) throws(CommandLineError) -> CSVTable {
    let bytes = try InputFile.contents(of: path, flag: "compare")
    do {
      return try CSVTable(parsing: bytes)
    } catch {
      throw .usage("compare: '\(path)' is not valid CSV: line \(error.line): \(error.message)")
    }
  }

  static func quoted(_ cell: String) -> String {
    cell.contains(",") || cell.contains("\"") || cell.contains("\n")
      ? "\"" + cell.replacingQuotes() + "\"" : cell
  }
}

extension String {
  /// The text with every `"` doubled, for a quoted CSV field.
  func replacingQuotes() -> String {
    var out = ""
    for character in self { out += character == "\"" ? "\"\"" : String(character) }
    return out
  }
}
