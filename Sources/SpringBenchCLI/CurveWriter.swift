/// Writes a table of curves (a first column, usually time, and value columns)
/// as CSV, JSON or SVG: the `--format` of every curve command.
///
/// CSV streams row by row; JSON and SVG need every value, so they hold the
/// table in memory (and refuse more than ``maximumInMemoryCells``).
struct CurveWriter {
  /// The output formats.
  enum Format: String, CaseIterable, Sendable {
    case csv, json, svg
  }

  /// What the plot shows besides the curves.
  struct PlotDecoration: Sendable {
    /// A horizontal band, e.g. a spring's settling band [to − ε·travel, to + ε·travel].
    var band: (lower: Double, upper: Double, label: String)?
    /// The plot's title.
    var title: String
    /// The label of the horizontal axis.
    var xLabel: String
  }

  static let formatOption = OptionDefinition(
    "format", value: "csv|json|svg",
    help: "csv (default), json (column arrays plus the parameters), or svg (a self-contained plot).",
    default: "csv")

  /// JSON and SVG keep the table in memory; beyond this many cells they are refused.
  static let maximumInMemoryCells = 50_000_000

  /// One cell of a row: a number, a word (e.g. a timing phase), or nothing.
  enum Cell: Sendable {
    case number(Double)
    /// A whole number printed without a fraction (an iteration index); ±∞
    /// prints as `inf` in CSV and `null` in JSON.
    case wholeNumber(Double)
    case text(String)
    case missing
  }

  let format: Format
  let columns: [String]
  let parameters: [(String, String)]
  let decoration: PlotDecoration
  /// Columns that hold whole numbers (indices), printed without a fraction.
  var integerColumns: Set<Int> = []
  private var stored: [[Cell]]
  private var rowCount = 0

  /// A writer for `columns`, in the format `--format` names.
  init(
    _ arguments: ParsedArguments, columns: [String], rowCount expected: Int, parameters: [(String, String)],
    decoration: PlotDecoration
  ) throws(CommandLineError) {
    let name = try arguments.choice("format", Format.allCases.map(\.rawValue)) ?? "csv"
    format = Format(rawValue: name)!
    self.columns = columns
    self.parameters = parameters
    self.decoration = decoration
    stored = format == .csv ? [] : Array(repeating: [], count: columns.count)
    if format != .csv {
      guard expected * columns.count <= Self.maximumInMemoryCells else {
        throw .usage(
          "\(arguments.spelling("format")) \(name) holds the table in memory: at most \(Self.maximumInMemoryCells) cells; this one has \(expected * columns.count) (use csv, or fewer samples)")
      }
      for index in stored.indices { stored[index].reserveCapacity(expected) }
    }
  }

  /// Writes the CSV header (CSV only; JSON and SVG write at the end).
  func begin(_ output: inout OutputBuffer) {
    guard format == .csv else { return }
    output.append(columns.joined(separator: ","))
    output.append(byte: 10)
  }

  /// Adds one row of cells (in column order): missing cells are empty in CSV
  /// and `null` in JSON; words are JSON strings; numbers as ``append(_:_:)``.
  mutating func append(cells row: [Cell], _ output: inout OutputBuffer) throws(CommandLineError) {
    for cell in row {
      if case .number(let value) = cell, value.isNaN {
        throw .failure("internal error: NaN in row \(rowCount + 1); output stops here")
      }
    }
    rowCount += 1
    if format == .csv {
      for (index, cell) in row.enumerated() {
        if index > 0 { output.append(byte: 44) }
        switch cell {
        case .number(let value): output.append(value)
        case .wholeNumber(let value): output.append(Self.wholeNumberText(value))
        case .text(let word): output.append(word)
        case .missing: break
        }
      }
      output.append(byte: 10)
      try output.flushIfFull()
    } else {
      for (index, cell) in row.enumerated() { stored[index].append(cell) }
    }
  }

  /// Adds one row (in column order). NaN is a runtime failure; ±∞ (a vertical
  /// tangent's slope) prints as `inf`/`-inf` in CSV and `null` in JSON.
  mutating func append(_ row: [Double], _ output: inout OutputBuffer) throws(CommandLineError) {
    for value in row where value.isNaN {
      throw .failure("internal error: NaN in row \(rowCount + 1); output stops here")
    }
    rowCount += 1
    if format == .csv {
      let hasIntegers = !integerColumns.isEmpty
      for index in row.indices {
        if index > 0 { output.append(byte: 44) }
        let value = row[index]
        if hasIntegers, integerColumns.contains(index), let whole = Int(exactly: value) {
          output.append(String(whole))
        } else {
          output.append(value)
        }
      }
      output.append(byte: 10)
      try output.flushIfFull()
    } else {
      for (index, value) in row.enumerated() { stored[index].append(.number(value)) }
    }
  }

  /// `3`, `-1`, `inf`: a whole number without a decimal point.
  static func wholeNumberText(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 0x1p53 else { return (value + 0).description }
    return String(Int64(value))
  }

  /// Writes the JSON document or the SVG plot (nothing more for CSV).
  func end(_ output: inout OutputBuffer) {
    switch format {
    case .csv: return
    case .json: writeJSON(&output)
    case .svg:
      // The plot shows numeric columns; words and missing cells leave gaps.
      let numeric = stored.map { column in
        column.map { cell -> Double in
          switch cell {
          case .number(let value), .wholeNumber(let value): value
          default: .nan
          }
        }
      }
      let plotted = numeric.indices.filter { index in index == 0 || numeric[index].contains { !$0.isNaN } }
      output.append(
        SVGPlot(columns: plotted.map { columns[$0] }, values: plotted.map { numeric[$0] }, decoration: decoration).render())
    }
  }

  private func writeJSON(_ output: inout OutputBuffer) {
    output.append("{\n  \"parameters\": {")
    for (index, (key, value)) in parameters.enumerated() {
      output.append(index == 0 ? "\n    " : ",\n    ")
      output.append("\(JSONText.string(key)): ")
      if let number = NumberSyntax.double(value), number.isFinite {
        output.append(number)
      } else {
        output.append(JSONText.string(value))
      }
    }
    output.append(parameters.isEmpty ? "},\n" : "\n  },\n")
    output.append("  \"columns\": {")
    for (index, name) in columns.enumerated() {
      output.append(index == 0 ? "\n    " : ",\n    ")
      output.append("\(JSONText.string(name)): [")
      for (k, cell) in stored[index].enumerated() {
        if k > 0 { output.append(byte: 44) }
        switch cell {
        case .number(let value) where value.isFinite: output.append(value)
        case .wholeNumber(let value) where value.isFinite: output.append(Self.wholeNumberText(value))
        case .text(let word): output.append(JSONText.string(word))
        default: output.append("null")
        }
      }
      output.append("]")
    }
    output.append("\n  }\n}\n")
  }
}

/// JSON string literals.
enum JSONText {
  /// `text` as a JSON string literal, with quotes, backslashes and control
  /// characters escaped.
  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
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
