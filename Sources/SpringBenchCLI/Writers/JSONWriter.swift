/// One JSON object: `parameters` (the layout's, computed only here) and
/// `columns`, an array of values per column. Non-finite numbers and missing
/// cells are `null`; numbers that are parameters print as numbers.
struct JSONWriter: StoredTableWriter {
  private let layout: TableLayout
  var store: ColumnStore

  init(_ layout: TableLayout) throws(CommandLineError) {
    self.layout = layout
    store = try ColumnStore(layout, format: .json)
  }

  func end(_ output: inout OutputBuffer) {
    let parameters = layout.parameters()
    output.append("{\n  \"parameters\": {")
    for (index, (key, value)) in parameters.enumerated() {
      output.append(index == 0 ? "\n    " : ",\n    ")
      output.append("\(Self.string(key)): ")
      if let number = NumberSyntax.double(value), number.isFinite {
        output.append(number)
      } else {
        output.append(Self.string(value))
      }
    }
    output.append(parameters.isEmpty ? "},\n" : "\n  },\n")
    output.append("  \"columns\": {")
    for (index, name) in layout.columns.enumerated() {
      output.append(index == 0 ? "\n    " : ",\n    ")
      output.append("\(Self.string(name)): [")
      let integer = layout.integerColumns.contains(index)
      for (k, cell) in store.columns[index].enumerated() {
        if k > 0 { output.append(byte: 44) }
        switch cell {
        case .number(let value) where value.isFinite:
          if integer, let whole = Int(exactly: value) { output.append(String(whole)) } else { output.append(value) }
        case .wholeNumber(let value) where value.isFinite: output.append(Self.wholeNumberText(value))
        case .text(let word): output.append(Self.string(word))
        default: output.append("null")
        }
      }
      output.append("]")
    }
    output.append("\n  }\n}\n")
  }

  /// `text` as a JSON string literal, with quotes, backslashes and control
  /// characters escaped; with `forScript`, `<` too, so that the literal can
  /// sit inside an HTML `<script>` element.
  static func string(_ text: String, forScript: Bool = false) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "<" where forScript: out += "\\u003c"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
