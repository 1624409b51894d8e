/// `springbench compare A.csv B.csv`: regression tests on timing math.
///
/// B is the reference. Numeric cells pass when |a − b| ≤ abs + rel·|b|; other
/// cells must be equal as text. The report gives, per column, the worst
/// difference and the row where it occurs. Exit 1 when a difference exceeds
/// the tolerance or when the files differ in shape (columns or row count).
enum CompareCommand: ResolvingCommand {
  static let absoluteTolerance = Option<Double>.number(
    "abs-tolerance", value: "x", help: "Absolute tolerance per numeric cell.", default: 0, range: .nonNegative)
  static let relativeTolerance = Option<Double>.number(
    "rel-tolerance", value: "y", help: "Relative tolerance, times |b| (the second file is the reference).",
    default: 0, range: .nonNegative)
  static let columns = Option<[String]>(
    "columns", value: "c1,c2,…", help: "Compare only these columns (default: all).", default: nil,
    accepted: "a comma-separated list of column names"
  ) { text in
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    return text.isEmpty || names.contains(where: \.isEmpty) ? nil : names
  }

  static let definition = CommandDefinition(
    name: "springbench compare",
    abstract: "Compare two CSV files column by column within tolerances (exit 1 on a difference).",
    usage:
      "springbench compare <a.csv> <b.csv> [--abs-tolerance <x>] [--rel-tolerance <y>] [--columns <c1,c2,…>] [--format csv|json|table]",
    groups: [
      ("COMPARISON", [absoluteTolerance.definition, relativeTolerance.definition, columns.definition]),
      ("OUTPUT", [OutputFormat.dataOption.definition]),
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

  /// A resolved `compare`: both files read, the columns chosen, the tolerances.
  struct Request {
    let pathA: String
    let pathB: String
    let a: CSVTable
    let b: CSVTable
    /// The `--columns` typed, each in both files; nil: every column, matched by name.
    let columns: [String]?
    let absolute: Double
    let relative: Double
    let format: OutputFormat
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    guard arguments.positionals.count == 2 else {
      if arguments.positionals.count < 2 {
        throw .usage(.missingArgument(label: arguments.positionals.isEmpty ? "<a.csv>" : "<b.csv>", example: nil))
      }
      throw .usage(.unexpectedArgument(arguments.positionals[2]))
    }
    let format = try arguments.value(OutputFormat.dataOption)
    let absolute = try arguments.value(absoluteTolerance)
    let relative = try arguments.value(relativeTolerance)
    let pathA = arguments.positionals[0]
    let pathB = arguments.positionals[1]
    let a = try table(pathA)
    let b = try table(pathB)
    let names = try arguments.given(columns)
    for name in names ?? [] {
      for (table, path) in [(a, pathA), (b, pathB)] where !table.header.contains(name) {
        throw .usage(
          .invalidValue(
            flag: arguments.spelling(columns),
            accepted: "columns of both files (\(path) has \(table.header.joined(separator: ",")))",
            got: name))
      }
    }
    return Request(
      pathA: pathA, pathB: pathB, a: a, b: b, columns: names, absolute: absolute, relative: relative, format: format)
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    let (a, b, pathA, pathB) = (request.a, request.b, request.pathA, request.pathB)
    let (absolute, relative) = (request.absolute, request.relative)
    let selected: [String]
    if let names = request.columns {
      selected = names
    } else {
      // Columns are matched by name: the same set in another order compares.
      guard a.header.sorted() == b.header.sorted(), Set(a.header).count == a.header.count else {
        throw .failure(
          .shapeDiffers("columns \(a.header.joined(separator: ",")) vs \(b.header.joined(separator: ","))"))
      }
      selected = a.header
    }
    guard a.rows.count == b.rows.count else {
      throw .failure(.shapeDiffers("\(a.rows.count) rows in \(pathA) vs \(b.rows.count) in \(pathB)"))
    }
    let reports = selected.map { report($0, request) }
    var writer = try request.format.writer(
      TableLayout(
        columns: ["column", "worst_abs_diff", "worst_rel_diff", "row", "a", "b", "result"], expectedRows: reports.count,
        plot: PlotDecoration(title: "compare", xLabel: ""),
        parameters: {
          [
            ("a", .text(pathA)), ("b", .text(pathB)), ("absTolerance", .number(absolute)),
            ("relTolerance", .number(relative)),
          ]
        }))
    writer.begin(&output)
    for r in reports {
      try writer.append(
        cells: [
          .text(r.name), .number(r.worstAbsolute), .number(r.worstRelative), .wholeNumber(Double(r.row)), .text(r.a),
          .text(r.b), .text(r.failed ? (r.textMismatch ? "differs" : "exceeds") : "ok"),
        ], &output)
    }
    try writer.end(&output)
    try output.flush()
    let failed = reports.filter(\.failed)
    if let first = failed.first {
      throw .failure(
        .comparisonFailed(
          failed: failed.count, of: reports.count, column: first.name, row: first.row, a: first.a, b: first.b))
    }
  }

  /// The comparison of column `name` of the two files.
  static func report(_ name: String, _ request: Request) -> ColumnReport {
    let (a, b, absolute, relative) = (request.a, request.b, request.absolute, request.relative)
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
    return report
  }

  static func table(_ path: String) throws(CommandLineError) -> CSVTable {
    let bytes = try InputFile.contents(of: path, flag: "compare")
    do {
      return try CSVTable(parsing: bytes)
    } catch {
      throw .usage(.syntax(input: "compare: '\(path)' is not valid CSV", error))
    }
  }
}
