/// Malformed text input: which language, where, and what is wrong.
///
/// The one syntax-error type of the package, for CSS easings, SVG path data,
/// JSON scenes and CSV files. Positions follow one convention: `line` and
/// `column` are 1-based and count Unicode scalars (a byte-order mark, if
/// present, is column 1 of line 1). An error at the end of the input points
/// one past its last scalar.
public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The input languages the package reads.
  public enum Language: String, Sendable, Hashable, CaseIterable {
    /// A CSS `<easing-function>` or a named timing function.
    case easing
    /// SVG path data (the `d` attribute).
    case svgPath
    /// A JSON document (scene files).
    case json
    /// A CSV table (RFC 4180).
    case csv
  }

  /// The language of the input.
  public let language: Language
  /// 1-based line of the offending scalar.
  public let line: Int
  /// 1-based column of the offending scalar, counted in Unicode scalars.
  public let column: Int
  /// What was wrong, without the position: "expected ','".
  public let message: String

  /// Creates the error `message` at `line`, `column` (both 1-based).
  public init(_ language: Language, line: Int, column: Int, message: String) {
    self.language = language
    self.line = line
    self.column = column
    self.message = message
  }

  /// Creates the error `message` in a one-line input at the 0-based Unicode
  /// scalar `offset` (column `offset + 1`).
  public init(_ language: Language, offset: Int, message: String) {
    self.init(language, line: 1, column: offset + 1, message: message)
  }

  /// The 0-based scalar offset within the line (`column − 1`).
  public var offset: Int { column - 1 }

  /// One line: "expected ',' at column 17" for one-line inputs (easings, path
  /// data), "expected ',' at line 3, column 17" for documents (JSON, CSV).
  public var description: String {
    switch language {
    case .easing, .svgPath: "\(message) at column \(column)"
    case .json, .csv: "\(message) at line \(line), column \(column)"
    }
  }

  /// Two lines for a terminal: the input's line, then a caret under the
  /// offending scalar. Control characters are shown as spaces.
  public func caretDiagram(for input: String) -> String {
    let lines = input.split(separator: "\n", omittingEmptySubsequences: false)
    let text = line - 1 < lines.count ? lines[line - 1] : ""
    var shown = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { shown.append(scalar.value < 32 ? " " : scalar) }
    return String(shown) + "\n" + String(repeating: " ", count: max(column - 1, 0)) + "^"
  }
}
