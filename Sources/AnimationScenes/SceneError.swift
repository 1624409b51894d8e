/// A problem in a scene file, located by its JSON path (for example
/// `layers[2].animations[0].duration`).
public struct SceneError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Where in the JSON document the problem is.
  public let path: String
  /// What is wrong and what is accepted.
  public let message: String

  /// Creates an error at `path`.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// "layers[2].animations[0].duration: must be a finite number ≥ 0".
  public var description: String { "\(path): \(message)" }
}
