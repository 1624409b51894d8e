/// Aligned columns for a terminal: a header line, then one line per row, each
/// column padded to its widest cell plus two spaces (the last column unpadded).
/// Numbers print with two significant digits (`1.2e-11`).
struct TextTableWriter: StoredTableWriter {
  private let layout: TableLayout
  var store: ColumnStore

  init(_ layout: TableLayout) throws(CommandLineError) {
    self.layout = layout
    store = try ColumnStore(layout, format: .table)
  }

  func end(_ output: inout OutputBuffer) {
    var table = [layout.columns]
    for row in 0..<store.rowCount {
      table.append(
        store.columns.map { column in
          switch column[row] {
          case .number(let value): Self.scientific(value)
          case .wholeNumber(let value): Self.wholeNumberText(value)
          case .text(let word): word
          case .missing: ""
          }
        })
    }
    var widths = [Int](repeating: 0, count: layout.columns.count)
    for line in table { for (i, cell) in line.enumerated() { widths[i] = max(widths[i], cell.count) } }
    for line in table {
      var text = ""
      for (i, cell) in line.enumerated() {
        text += i == line.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count + 2)
      }
      output.append(text + "\n")
    }
  }

  /// `1.2e-11`-style text with two significant digits.
  static func scientific(_ x: Double) -> String {
    guard x.isFinite else { return "\(x)" }
    guard x != 0 else { return "0" }
    let sign = x < 0 ? "-" : ""
    var exponent = 0
    var mantissa = abs(x)
    while mantissa >= 10 { mantissa /= 10; exponent += 1 }
    while mantissa < 1 { mantissa *= 10; exponent -= 1 }
    var rounded = (mantissa * 10).rounded() / 10
    if rounded >= 10 {
      rounded /= 10
      exponent += 1
    }
    return sign + (exponent == 0 ? "\(rounded)" : "\(rounded)e\(exponent)")
  }
}
