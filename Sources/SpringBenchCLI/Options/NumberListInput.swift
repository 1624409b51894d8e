/// Lists of numbers given inline (`--times 0,0.1`), from a file (`--times @FILE`)
/// or from stdin (`--times -`): one number per line, or one column of a CSV
/// file with a header (`--times-column NAME`).
///
/// Files may carry a UTF-8 byte-order mark, CRLF line ends and blank lines;
/// a line that is not an accepted number is a usage error naming its line.
extension ParsedArguments {
  /// The numbers of `option`, wherever they come from; nil when absent.
  func numberList(_ option: Option<[Double]>, column: Option<String>) throws(CommandLineError) -> [Double]? {
    guard let text = raw(option) else {
      if has(column) { throw .usage(.requires(flag: spelling(column), needs: "\(spelling(option)) @FILE or -")) }
      return nil
    }
    guard text == "-" || text.hasPrefix("@") else {
      if has(column) { throw .usage(.requires(flag: spelling(column), needs: "\(spelling(option)) @FILE or -")) }
      return try given(option)
    }
    let path = text == "-" ? "-" : String(text.dropFirst())
    let input = "\(spelling(option)) \(text == "-" ? "- (stdin)" : "'\(path)'")"
    let bytes = try InputFile.contents(of: path, flag: spelling(option))
    if let name = try given(column) {
      let table: CSVTable
      do {
        table = try CSVTable(parsing: bytes)
      } catch {
        throw .usage(.syntax(input: "\(input) is not valid CSV", error))
      }
      guard let index = table.header.firstIndex(of: name) else {
        throw .usage(
          .invalidValue(flag: spelling(column), accepted: "a column of \(input) (\(table.header.joined(separator: ",")))", got: name))
      }
      var values: [Double] = []
      values.reserveCapacity(table.rows.count)
      for (row, cells) in table.rows.enumerated() {
        values.append(try number(cells[index], option, input: input, line: row + 2))
      }
      return values
    }
    var values: [Double] = []
    var line = 0
    for field in bytes.split(separator: 10, omittingEmptySubsequences: false) {
      line += 1
      var cell = field
      if cell.last == 13 { cell = cell.dropLast() }
      let text = String(decoding: cell, as: UTF8.self)
      if text.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
      values.append(try number(text.trimmingBlanks, option, input: input, line: line))
    }
    guard !values.isEmpty else { throw .usage(.invalidInput(input: input, problem: "it holds no numbers")) }
    return values
  }

  /// One number of a file, checked against the option's range.
  private func number(_ text: String, _ option: Option<[Double]>, input: String, line: Int) throws(CommandLineError)
    -> Double
  {
    guard !text.contains(","), let value = option.convert(text)?.first else {
      let each = option.accepted.replacingPrefix("a comma-separated list of ", with: "")
      throw .usage(.invalidInput(input: "\(input) line \(line)", problem: "'\(text)' is not accepted; each line holds one number, \(each)"))
    }
    return value
  }
}

extension String {
  /// The text with `prefix` replaced by `replacement` when it starts with it.
  func replacingPrefix(_ prefix: String, with replacement: String) -> String {
    hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
  }

  /// The text without leading and trailing spaces and tabs.
  var trimmingBlanks: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
      let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
    else { return "" }
    return String(scalars[first...last])
  }
}
