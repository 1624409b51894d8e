import Testing

@testable import SpringBenchCLI

/// Every writer checks a whole row before writing any of it: a row with a NaN
/// is refused and the output holds only complete rows.
@Suite("table writers: no partial row")
struct TableWriterRowTests {
  static let layout = TableLayout(
    columns: ["a", "b", "c"], expectedRows: 2, plot: PlotDecoration(title: "", xLabel: ""))
  static let integerLayout = TableLayout(
    columns: ["a", "b", "c"], integerColumns: [0], expectedRows: 2, plot: PlotDecoration(title: "", xLabel: ""))

  /// The bytes a writer leaves after a good row and a row whose NaN is in `column`.
  static func bytesAfterNaN(_ format: OutputFormat, _ layout: TableLayout, column: Int, cells: Bool) -> (String, Bool) {
    var output = OutputBuffer(collecting: 1024)
    var threw = false
    do {
      var writer = try format.writer(layout)
      writer.begin(&output)
      try writer.append([1, 2, 3], &output)
      var bad: [Double] = [4, 5, 6]
      bad[column] = .nan
      if cells { try writer.append(cells: bad.map { .number($0) }, &output) } else { try writer.append(bad, &output) }
    } catch {
      threw = true
    }
    return (String(decoding: output.collectedBytes(), as: UTF8.self), threw)
  }

  @Test(
    "CSV: a NaN anywhere in a row leaves only the header and the complete rows", arguments: [0, 1, 2], [false, true])
  func csv(column: Int, cells: Bool) {
    for layout in [Self.layout, Self.integerLayout] {
      let (text, threw) = Self.bytesAfterNaN(.csv, layout, column: column, cells: cells)
      #expect(threw)
      #expect(text == "a,b,c\n1\(layout.integerColumns.isEmpty ? ".0" : ""),2.0,3.0\n", "\(text.debugDescription)")
    }
  }

  @Test("JSON: a NaN row is refused before any of its cells is kept", arguments: [0, 1, 2])
  func json(column: Int) throws {
    var output = OutputBuffer(collecting: 1024)
    var writer = try JSONWriter(Self.layout)
    try writer.append([1, 2, 3], &output)
    var bad: [Double] = [4, 5, 6]
    bad[column] = .nan
    #expect(throws: CommandLineError.self) { try writer.append(bad, &output) }
    try writer.end(&output)
    let text = String(decoding: output.collectedBytes(), as: UTF8.self)
    #expect(text.contains("\"a\": [1.0],\n    \"b\": [2.0],\n    \"c\": [3.0]"), "\(text)")
  }
}
