/// One JSON object: `parameters` (the layout's, computed only here) and
/// `columns`, an array of values per column, or with ``JSONShape/records(name:)``
/// one object per row. Numbers are JSON numbers, flags JSON booleans;
/// non-finite numbers and missing cells are `null`. Every key is camelCase
/// (``JSONKey/camelCase(_:)``): the CSV column `engine_time` is the key `engineTime`.
///
/// Each row is formatted as it arrives, into one ``ColumnText`` per column,
/// so a row costs about what a CSV row costs. A column keeps at most about
/// ``memoryBudget`` / columns bytes in memory (between
/// ``minimumColumnBudget`` and ``maximumColumnBudget``) and moves older bytes to a
/// temporary file (``SpillFile``), so the memory does not grow with the rows.
/// Nothing is printed before ``end(_:)``, which writes the parameters and
/// then each column's bytes in order: a run that fails prints no JSON at
/// all, never part of a document. A row with a NaN is refused before any of
/// its cells is formatted.
struct JSONWriter: TableWriter {
  /// The bytes of formatted cells a writer keeps in memory, all columns
  /// together, before moving them to temporary files: 8 MiB, so that
  /// outputs of up to about 400,000 cells never touch a file.
  static let memoryBudget = 1 << 23
  /// The smallest budget of one column (a wide table's columns each get at
  /// least this much, so that a spill is one large write).
  static let minimumColumnBudget = 1 << 16
  /// The largest budget of one column: 256 KiB. A spill of that size is
  /// one cheap write, and larger budgets measured no faster per row, only
  /// larger in memory.
  static let maximumColumnBudget = 1 << 18
  private let layout: TableLayout
  private let columns: [ColumnText]
  /// The same columns, unretained, for the per-cell path: ``columns`` keeps
  /// them alive, and a cell then costs no reference-count operation.
  private let unretained: [Unmanaged<ColumnText>]
  /// Whether each column holds whole numbers (``TableLayout/integerColumns``).
  private let isInteger: [Bool]
  private var rowCount = 0
  /// The rows of a ``JSONShape/records(name:)`` table (a few lines, kept as cells).
  private var records: [[TableCell]] = []
  /// Whether the layout's shape is ``JSONShape/records(name:)`` (read once, not per row).
  private let isRecords: Bool

  init(_ layout: TableLayout) throws(CommandLineError) {
    let perColumn = Self.memoryBudget / Swift.max(layout.columns.count, 1)
    self.init(layout, columnBudget: Swift.min(Self.maximumColumnBudget, Swift.max(Self.minimumColumnBudget, perColumn)))
  }

  /// A writer whose columns each keep at most about `columnBudget` bytes in
  /// memory (tests pass a tiny budget to exercise the temporary files).
  init(_ layout: TableLayout, columnBudget: Int) {
    self.layout = layout
    // About 20 bytes a cell (a shortest double and its comma).
    let expectedBytes = 20 * Swift.max(layout.expectedRows, 1)
    columns = layout.columns.map { _ in ColumnText(expectedBytes: expectedBytes, spillBytes: columnBudget) }
    unretained = columns.map { Unmanaged.passUnretained($0) }
    isInteger = layout.columns.indices.map { layout.integerColumns.contains($0) }
    isRecords = layout.jsonShape != .columns
  }

  func begin(_ output: inout OutputBuffer) {}

  /// After a row: moves each column past its budget to its file, and every
  /// 1024 rows holds the text to the output's budget (the fuzzer's), if any.
  @inline(__always)
  private func spillIfFull(_ output: borrowing OutputBuffer) throws(CommandLineError) {
    for index in unretained.indices where unretained[index]._withUnsafeGuaranteedRef({ $0.isFull }) {
      try columns[index].spill()
    }
    if rowCount & 1023 == 0, let budget = output.budget {
      if columns.reduce(0, { $0 + $1.count }) > budget {
        throw .failure(.writeFailed(reason: "output budget of \(budget) bytes reached"))
      }
    }
  }

  /// The bytes of the rows so far held in memory, all columns together
  /// (tests check that it stays within the budget).
  var bytesInMemory: Int { columns.reduce(0) { $0 + $1.bytes.count } }

  mutating func append(_ row: [Double], _ output: inout OutputBuffer) throws(CommandLineError) {
    if isRecords {
      try append(cells: row.map { .number($0) }, &output)
      return
    }
    rowCount += 1
    for value in row where value.isNaN { throw .failure(.nonFinite(where: "(NaN) in row \(rowCount)")) }
    for index in row.indices {
      let value = row[index]
      if isInteger[index] {
        unretained[index]._withUnsafeGuaranteedRef { write(.number(value), to: $0, integer: true) }
      } else {
        unretained[index]._withUnsafeGuaranteedRef { $0.append(value) }
      }
    }
    try spillIfFull(output)
  }

  mutating func append(cells row: [TableCell], _ output: inout OutputBuffer) throws(CommandLineError) {
    rowCount += 1
    for cell in row {
      if case .number(let value) = cell, value.isNaN { throw .failure(.nonFinite(where: "(NaN) in row \(rowCount)")) }
    }
    if isRecords {
      records.append(row)
      return
    }
    for (index, cell) in row.enumerated() {
      let integer = isInteger[index]
      unretained[index]._withUnsafeGuaranteedRef { write(cell, to: $0, integer: integer) }
    }
    try spillIfFull(output)
  }

  /// One cell's JSON text, after its comma.
  @inline(__always)
  private func write(_ cell: TableCell, to column: ColumnText, integer: Bool) {
    column.separate()
    switch cell {
    case .number(let value) where value.isFinite:
      if integer, let whole = Int(exactly: value) {
        column.bytes.append(String(whole))
      } else {
        column.bytes.append(value)
      }
    case .wholeNumber(let value) where value.isFinite: column.bytes.append(Self.wholeNumberText(value))
    case .text(let word): column.bytes.append(Self.string(word))
    case .flag(let answer): column.bytes.append(answer ? "true" : "false")
    default: column.bytes.append("null")
    }
  }

  /// One cell as a JSON value (parameters and records), numbers in shortest round-trip form.
  static func append(_ cell: TableCell, to output: inout OutputBuffer) {
    switch cell {
    case .number(let value) where value.isFinite: output.append(value)
    case .wholeNumber(let value) where value.isFinite: output.append(wholeNumberText(value))
    case .text(let word): output.append(string(word))
    case .flag(let answer): output.append(answer ? "true" : "false")
    default: output.append("null")
    }
  }

  func end(_ output: inout OutputBuffer) throws(CommandLineError) {
    let parameters = layout.parameters()
    output.append("{\n  \"parameters\": {")
    for (index, (key, value)) in parameters.enumerated() {
      output.append(index == 0 ? "\n    " : ",\n    ")
      output.append("\(Self.string(JSONKey.camelCase(key))): ")
      Self.append(value, to: &output)
    }
    output.append(parameters.isEmpty ? "},\n" : "\n  },\n")
    if case .records(let name) = layout.jsonShape {
      try writeRecords(name, &output)
      return
    }
    output.append("  \"columns\": {")
    for (index, name) in layout.columns.enumerated() {
      output.append(index == 0 ? "\n    " : ",\n    ")
      output.append("\(Self.string(JSONKey.camelCase(name))): [")
      try columns[index].emit(to: &output)
      output.append("]")
    }
    output.append("\n  }\n}\n")
  }

  /// The rows as `"name": {"<first cell>": {"<column>": value, …}, …}`,
  /// missing cells left out.
  private func writeRecords(_ name: String, _ output: inout OutputBuffer) throws(CommandLineError) {
    output.append("  \(Self.string(name)): {")
    for (index, row) in records.enumerated() {
      output.append(index == 0 ? "\n    " : ",\n    ")
      var key = ""
      if case .text(let word) = row[0] { key = word }
      output.append("\(Self.string(JSONKey.camelCase(key))): {")
      var first = true
      for column in row.indices.dropFirst() {
        if case .missing = row[column] { continue }
        output.append(first ? "" : ", ")
        output.append("\(Self.string(JSONKey.camelCase(layout.columns[column]))): ")
        Self.append(row[column], to: &output)
        first = false
      }
      output.append("}")
    }
    output.append(records.isEmpty ? "}\n}\n" : "\n  }\n}\n")
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
