/// One output format: it receives a table (its layout, then rows) and writes
/// it to an ``OutputBuffer``.
///
/// Every command's output goes through one of these: curves, `validate`,
/// `compare` and `describe` alike. A format is one file conforming to this
/// protocol plus one case of ``OutputFormat``. The format is chosen once, when
/// the command's options are read; metadata (``TableLayout/parameters``) is
/// computed only by the writers that print it.
protocol TableWriter {
  /// A writer for `layout`; throws when the format cannot hold the table
  /// (SVG and the aligned table keep it in memory).
  init(_ layout: TableLayout) throws(CommandLineError)
  /// Writes what precedes the rows (a CSV header); nothing for most formats.
  mutating func begin(_ output: inout OutputBuffer)
  /// Adds one row of numbers, in column order. NaN is a runtime failure.
  mutating func append(_ row: [Double], _ output: inout OutputBuffer) throws(CommandLineError)
  /// Adds one row of cells, in column order.
  mutating func append(cells row: [TableCell], _ output: inout OutputBuffer) throws(CommandLineError)
  /// Writes what follows the rows (the whole document for JSON and SVG).
  mutating func end(_ output: inout OutputBuffer) throws(CommandLineError)
}

/// One cell of a row.
enum TableCell: Sendable {
  /// A number in shortest round-trip form; ±∞ prints as `inf` in CSV and `null` in JSON.
  case number(Double)
  /// A whole number printed without a fraction (an index, a count).
  case wholeNumber(Double)
  /// A word or a sentence (a timing phase, a parameter summary).
  case text(String)
  /// A yes/no answer: `true`/`false` in CSV and tables, a JSON boolean in JSON.
  case flag(Bool)
  /// Nothing: empty in CSV, `null` in JSON, a gap in plots.
  case missing
}

/// What a table is: its columns and what the formats that need more print.
struct TableLayout: Sendable {
  /// Column names, in order.
  var columns: [String]
  /// Columns holding whole numbers, printed without a fraction.
  var integerColumns: Set<Int> = []
  /// Rows expected (for the in-memory formats' limit and reservations).
  var expectedRows: Int
  /// The parameters JSON prints beside the columns, computed on demand; a
  /// number is a JSON number, a flag a JSON boolean, a word a string.
  var parameters: @Sendable () -> [(String, TableCell)] = { [] }
  /// How JSON arranges the rows: column arrays, or one named object per row.
  var jsonShape: JSONShape = .columns
  /// The plot's title, axes and decorations.
  var plot: PlotDecoration
  /// How the aligned table prints numbers: errors (two significant digits) or
  /// measurements (four, in plain notation where that is short).
  var tableNumbers: TableNumberStyle = .errors

  init(
    columns: [String], integerColumns: Set<Int> = [], expectedRows: Int,
    plot: PlotDecoration, parameters: @escaping @Sendable () -> [(String, TableCell)] = { [] },
    tableNumbers: TableNumberStyle = .errors, jsonShape: JSONShape = .columns
  ) {
    self.jsonShape = jsonShape
    self.tableNumbers = tableNumbers
    self.columns = columns
    self.integerColumns = integerColumns
    self.expectedRows = expectedRows
    self.plot = plot
    self.parameters = parameters
  }
}

/// How ``JSONWriter`` arranges a table's rows.
enum JSONShape: Sendable, Equatable {
  /// `"columns": {"t": [...], "value": [...]}`: one array per column (curves, tables).
  case columns
  /// `"<name>": {"mass": {"value": 1, "unit": "kg"}, ...}`: each row an object
  /// named by its first cell (a camelCase key), holding the other columns
  /// (missing cells left out). For key/value results: `describe`, `decay
  /// --summary`, `path --length`, `export`.
  case records(name: String)
}

/// How ``TextTableWriter`` prints a number.
enum TableNumberStyle: Sendable {
  /// Two significant digits, scientific away from 1 (`1.2e-11`): for errors and tolerances.
  case errors
  /// Four significant digits, plain notation for 1e-4 ≤ |x| < 1e7 (`0.7667`, `1498`):
  /// for times, positions and distances.
  case measurements
}

/// What a plot shows besides the curves.
struct PlotDecoration: Sendable {
  /// A horizontal band, e.g. a spring's settling band [to − ε·travel, to + ε·travel].
  var band: (lower: Double, upper: Double, label: String)?
  /// The plot's title.
  var title: String
  /// The label of the horizontal axis.
  var xLabel: String
  /// The command's own figure, built from the numeric columns (words and
  /// missing cells are NaN) when a plot is written; nil: one panel per
  /// column against the first.
  var figure: (@Sendable (_ columns: [[Double]]) -> PlotFigure)? = nil
}

extension TableWriter {
  /// The text of a whole number: `3`, `-1`, `inf`.
  static func wholeNumberText(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 0x1p53 else { return (value + 0).description }
    return String(Int64(value))
  }
}
