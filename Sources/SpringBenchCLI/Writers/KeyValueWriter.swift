/// `key: value` lines, one per row of a two-column table (`describe`): the
/// first cell is the key, the second the value as text.
struct KeyValueWriter: TableWriter {
  init(_ layout: TableLayout) throws(CommandLineError) {
    precondition(layout.columns.count == 2, "key: value text needs exactly two columns")
  }

  func begin(_ output: inout OutputBuffer) {}

  func append(_ row: [Double], _ output: inout OutputBuffer) throws(CommandLineError) {
    try append(cells: row.map { .number($0) }, &output)
  }

  func append(cells row: [TableCell], _ output: inout OutputBuffer) throws(CommandLineError) {
    output.append(Self.text(row[0]))
    output.append(": ")
    output.append(Self.text(row[1]))
    output.append(byte: 10)
  }

  func end(_ output: inout OutputBuffer) {}

  private static func text(_ cell: TableCell) -> String {
    switch cell {
    case .number(let value): "\(value + 0)"
    case .wholeNumber(let value): wholeNumberText(value)
    case .text(let word): word
    case .flag(let answer): answer ? "true" : "false"
    case .missing: ""
    }
  }
}
