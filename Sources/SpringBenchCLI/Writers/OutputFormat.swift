/// The output formats, each one ``TableWriter``.
enum OutputFormat: String, CaseIterable, Sendable {
  /// Comma-separated values with a header row (RFC 4180 quoting).
  case csv
  /// One object: `parameters` and column arrays (or named records); Documentation/JSON.md.
  case json
  /// A self-contained SVG plot.
  case svg
  /// Aligned columns for a terminal.
  case table
  /// `key: value` lines or the command's own text (`describe`, `fit`, `export`).
  case text

  /// A writer of this format for `layout`.
  func writer(_ layout: TableLayout) throws(CommandLineError) -> any TableWriter {
    switch self {
    case .csv: try CSVWriter(layout)
    case .json: try JSONWriter(layout)
    case .svg: try SVGWriter(layout)
    case .table: try TextTableWriter(layout)
    case .text: try KeyValueWriter(layout)
    }
  }

  /// SVG and the aligned table keep the table in memory; beyond this many cells they are refused.
  static let maximumInMemoryCells = 50_000_000
}
