import AnimationMath

/// A problem in a scene file, located by its JSON path (for example
/// `layers[2].animations[0].duration`).
public struct SceneError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Where in the JSON document the problem is.
  public let path: String
  /// What is wrong and what is accepted.
  public let message: String
  /// Set when the document is not valid JSON: where, by line and column.
  public let syntax: SyntaxError?

  /// Creates an error at `path`.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
    self.syntax = nil
  }

  /// A document that is not JSON; the path reads "(line L, column C)".
  public init(syntax: SyntaxError) {
    self.path = "(line \(syntax.line), column \(syntax.column))"
    self.message = "invalid JSON: \(syntax.message)"
    self.syntax = syntax
  }

  /// "layers[2].animations[0].duration: must be a finite number ≥ 0".
  public var description: String { "\(path): \(message)" }
}
