/// Malformed SVG path data: where and what.
///
/// `offset` counts Unicode scalars from 0 at the start of the text. (Every
/// scalar before an error is ASCII, so it is also the UTF-8 byte offset.)
public struct SVGPathSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Position of the offending character, or the text's length when the
  /// data ended too early.
  public let offset: Int
  /// One line without the position, e.g. "expected a number after 'L'".
  public let message: String

  /// Creates an error at `offset` with `message`.
  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }

  /// "invalid path data at offset 7: expected a number after 'L'".
  public var description: String { "invalid path data at offset \(offset): \(message)" }
}
