/// CSV (RFC 4180): a header row, then one line per row, streamed.
///
/// Numbers are shortest round-trip doubles; cells with a comma, a quote or a
/// newline are quoted with doubled quotes.
struct CSVWriter: TableWriter {
  private let layout: TableLayout
  private var rowCount = 0

  init(_ layout: TableLayout) throws(CommandLineError) {
    self.layout = layout
  }

  func begin(_ output: inout OutputBuffer) {
    for (index, name) in layout.columns.enumerated() {
      if index > 0 { output.append(byte: 44) }
      output.append(Self.field(name))
    }
    output.append(byte: 10)
  }

  mutating func append(_ row: [Double], _ output: inout OutputBuffer) throws(CommandLineError) {
    rowCount += 1
    // The whole row is checked before any of its bytes is written.
    for value in row where value.isNaN { throw .failure(.nonFinite(where: "(NaN) in row \(rowCount)")) }
    guard layout.integerColumns.isEmpty else { return try appendWithIntegers(row, &output) }
    // The hot path (every curve): each number followed by its comma, the
    // last by the line break.
    let last = row.count - 1
    for index in row.indices {
      output.append(row[index], then: index == last ? 10 : 44)
    }
    if row.isEmpty { output.append(byte: 10) }
    try output.flushIfFull()
  }

  /// ``append(_:_:)`` for a layout with whole-number columns (the row is checked).
  private func appendWithIntegers(_ row: [Double], _ output: inout OutputBuffer) throws(CommandLineError) {
    for index in row.indices {
      let value = row[index]
      if index > 0 { output.append(byte: 44) }
      if layout.integerColumns.contains(index), let whole = Int(exactly: value) {
        output.append(String(whole))
      } else {
        output.append(value)
      }
    }
    output.append(byte: 10)
    try output.flushIfFull()
  }

  mutating func append(cells row: [TableCell], _ output: inout OutputBuffer) throws(CommandLineError) {
    rowCount += 1
    for cell in row {
      if case .number(let value) = cell, value.isNaN { throw .failure(.nonFinite(where: "(NaN) in row \(rowCount)")) }
    }
    for (index, cell) in row.enumerated() {
      if index > 0 { output.append(byte: 44) }
      switch cell {
      case .number(let value): output.append(value)
      case .wholeNumber(let value): output.append(Self.wholeNumberText(value))
      case .text(let word): output.append(Self.field(word))
      case .flag(let answer): output.append(answer ? "true" : "false")
      case .missing: break
      }
    }
    output.append(byte: 10)
    try output.flushIfFull()
  }

  func end(_ output: inout OutputBuffer) {}

  /// `cell`, quoted when it holds a comma, a quote or a line break.
  static func field(_ cell: String) -> String {
    guard cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
      return cell
    }
    var out = "\""
    for character in cell { out += character == "\"" ? "\"\"" : String(character) }
    return out + "\""
  }
}
