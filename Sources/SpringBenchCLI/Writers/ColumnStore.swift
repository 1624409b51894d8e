/// The cells of a table held by column, for the formats that write the whole
/// table at the end (SVG, aligned text).
struct ColumnStore: Sendable {
  /// One array of cells per column.
  private(set) var columns: [[TableCell]]
  /// Rows stored so far.
  private(set) var rowCount = 0
  private let format: OutputFormat

  /// The error for a table of `cells` cells, past ``OutputFormat/maximumInMemoryCells``.
  static func tooLarge(_ format: OutputFormat, cells: Int?) -> CommandLineError {
    .usage(
      .tooLarge(
        what: "--format \(format.rawValue), which holds the table in memory,", limit: OutputFormat.maximumInMemoryCells,
        got: cells, advice: "use csv, or fewer samples"))
  }

  /// Refuses a row past the limit (rows streamed from stdin are not counted in advance).
  private func checkRoom() throws(CommandLineError) {
    if rowCount * columns.count > OutputFormat.maximumInMemoryCells { throw Self.tooLarge(format, cells: nil) }
  }

  /// Storage for `layout`, refused beyond ``OutputFormat/maximumInMemoryCells``.
  init(_ layout: TableLayout, format: OutputFormat) throws(CommandLineError) {
    self.format = format
    let cells = layout.expectedRows * layout.columns.count
    guard cells <= OutputFormat.maximumInMemoryCells else { throw Self.tooLarge(format, cells: cells) }
    columns = Array(repeating: [], count: layout.columns.count)
    for index in columns.indices { columns[index].reserveCapacity(layout.expectedRows) }
  }

  /// Stores a row of numbers; NaN is a runtime failure.
  mutating func append(_ row: [Double]) throws(CommandLineError) {
    rowCount += 1
    try checkRoom()
    for (index, value) in row.enumerated() {
      if value.isNaN { throw .failure(.nonFinite(where: "(NaN) in row \(rowCount)")) }
      columns[index].append(.number(value))
    }
  }

  /// Stores a row of cells; NaN is a runtime failure.
  mutating func append(cells row: [TableCell]) throws(CommandLineError) {
    rowCount += 1
    try checkRoom()
    for (index, cell) in row.enumerated() {
      if case .number(let value) = cell, value.isNaN { throw .failure(.nonFinite(where: "(NaN) in row \(rowCount)")) }
      columns[index].append(cell)
    }
  }

  /// Column `index` as numbers; words and missing cells are NaN (gaps).
  func numeric(_ index: Int) -> [Double] {
    columns[index].map { cell in
      switch cell {
      case .number(let value), .wholeNumber(let value): value
      default: .nan
      }
    }
  }
}

/// A writer that holds the table until ``TableWriter/end(_:)`` (SVG,
/// aligned text): rows go to its ``ColumnStore``; nothing precedes them.
protocol StoredTableWriter: TableWriter {
  var store: ColumnStore { get set }
}

extension StoredTableWriter {
  func begin(_ output: inout OutputBuffer) {}

  mutating func append(_ row: [Double], _ output: inout OutputBuffer) throws(CommandLineError) {
    try store.append(row)
  }

  mutating func append(cells row: [TableCell], _ output: inout OutputBuffer) throws(CommandLineError) {
    try store.append(cells: row)
  }
}
