extension StringProtocol {
  /// The text without leading and trailing spaces (U+0020 only), for the
  /// `KEY=VALUE` lists the engines and the fitter read.
  var trimmingSpaces: String {
    var slice = self[...]
    while slice.first == " " { slice = slice.dropFirst() }
    while slice.last == " " { slice = slice.dropLast() }
    return String(slice)
  }
}
