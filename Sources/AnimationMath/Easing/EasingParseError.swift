/// Why a string is not a valid easing, and where.
///
/// `offset` counts `Character`s (grapheme clusters) from the start of the
/// input, 0-based; `column` is the same position 1-based. An error at the end
/// of the input has offset = the input's length.
public struct EasingParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// 0-based character offset of the offending character.
  public let offset: Int
  /// What was wrong, without the position: "expected ','".
  public let message: String

  /// Creates the error `message` at character `offset`.
  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }

  /// 1-based column of the offending character.
  public var column: Int { offset + 1 }

  /// One line: "expected ',' at column 17".
  public var description: String { "\(message) at column \(column)" }

  /// Two lines for a terminal: the input, then a caret under the offending
  /// character. Control characters in the input are shown as spaces.
  public func caretDiagram(for input: String) -> String {
    let shown = String(input.map { $0.isASCII && ($0.asciiValue ?? 0) < 32 ? " " : $0 })
    return shown + "\n" + String(repeating: " ", count: offset) + "^"
  }
}
