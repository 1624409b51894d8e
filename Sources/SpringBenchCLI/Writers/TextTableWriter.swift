/// Aligned columns for a terminal: a header line, then one line per row, each
/// column padded to its widest cell plus two spaces (the last column unpadded, and
/// no line ending in blanks).
/// Numbers print as the layout's ``TableNumberStyle`` says: two significant digits
/// (`1.2e-11`) or four (`0.7667`).
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
          case .number(let value):
            layout.tableNumbers == .errors ? Self.scientific(value) : Self.measurement(value)
          case .wholeNumber(let value): Self.wholeNumberText(value)
          case .text(let word): word
          case .flag(let answer): answer ? "true" : "false"
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
      // No trailing blanks when the last cells are empty.
      while text.last == " " { text.removeLast() }
      output.append(text + "\n")
    }
  }

  /// `1.2e-11`-style text with two significant digits.
  static func scientific(_ x: Double) -> String {
    guard x.isFinite else { return "\(x)" }
    guard x != 0 else { return "0" }
    let sign = x < 0 ? "-" : ""
    let (mantissa, normalExponent) = DecimalScale.normalised(abs(x))
    var exponent = normalExponent
    var rounded = (mantissa * 10).rounded() / 10
    if rounded >= 10 {
      rounded /= 10
      exponent += 1
    }
    return sign + (exponent == 0 ? "\(rounded)" : "\(rounded)e\(exponent)")
  }

  /// Four significant digits: plain notation with trailing zeros dropped when
  /// 1e-4 ≤ |x| < 1e7 (`0.7667`, `300.3`, `1498`), otherwise `1.235e-05`-style.
  static func measurement(_ x: Double) -> String {
    guard x.isFinite else { return "\(x)" }
    guard x != 0 else { return "0" }
    let magnitude = abs(x)
    guard magnitude >= 1e-4, magnitude < 1e7 else { return scientific(x, digits: 4) }
    // Decimal places so that four significant digits remain.
    let exponent = DecimalScale.normalised(magnitude).exponent
    let places = max(0, 3 - exponent)
    let scale = DecimalScale.power(places)
    let scaled = (magnitude * scale).rounded()
    var digits = String(Int64(scaled))
    if places > 0 {
      if digits.count <= places { digits = String(repeating: "0", count: places - digits.count + 1) + digits }
      let split = digits.index(digits.endIndex, offsetBy: -places)
      var fraction = String(digits[split...])
      while fraction.hasSuffix("0") { fraction.removeLast() }
      digits = String(digits[..<split]) + (fraction.isEmpty ? "" : "." + fraction)
    }
    return (x < 0 ? "-" : "") + digits
  }

  /// `d.ddde±x` text with `digits` significant digits.
  static func scientific(_ x: Double, digits: Int) -> String {
    let (mantissa, normalExponent) = DecimalScale.normalised(abs(x))
    var exponent = normalExponent
    let scale = DecimalScale.power(digits - 1)
    var rounded = (mantissa * scale).rounded()
    if rounded >= 10 * scale {
      rounded /= 10
      exponent += 1
    }
    let text = String(Int64(rounded))
    return (x < 0 ? "-" : "") + text.prefix(1) + "." + text.dropFirst() + "e\(exponent)"
  }
}
