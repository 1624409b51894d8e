/// Lists of numbers given inline (`--times 0,0.1`), from a file (`--times @FILE`)
/// or from stdin (`--times -`): one number per line, or one column of a CSV
/// file with a header (`--times-column NAME`).
///
/// Files may carry a UTF-8 byte-order mark, CRLF line ends and blank lines;
/// a line that is not an accepted number is a usage error naming its line.
/// Files and stdin are streamed (``NumberStream``): memory does not grow with
/// the number of lines.
extension ParsedArguments {
  /// The numbers of `option`, wherever they come from; nil when absent.
  ///
  /// An inline list is `.listed`; `@FILE` and `-` are `.streamed` through a
  /// ``NumberStream`` (a regular file is checked and counted first, stdin is
  /// read as it streams).
  func numberList(_ option: Option<[Double]>, column: Option<String>) throws(CommandLineError) -> SampleValues? {
    guard let text = raw(option) else {
      if has(column) { throw .usage(.requires(flag: spelling(column), needs: "\(spelling(option)) @FILE or -")) }
      return nil
    }
    guard text == "-" || text.hasPrefix("@") else {
      if has(column) { throw .usage(.requires(flag: spelling(column), needs: "\(spelling(option)) @FILE or -")) }
      return try given(option).map { .listed($0) }
    }
    let path = text == "-" ? "-" : String(text.dropFirst())
    let each = option.accepted.replacingPrefix("a comma-separated list of ", with: "")
    let range = option.elementRange ?? .finite
    let stream = try NumberStream(
      path: path, flag: spelling(option), accepts: range.contains, accepted: each,
      column: try given(column).map { (name: $0, flag: spelling(column)) })
    return .streamed(stream)
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
