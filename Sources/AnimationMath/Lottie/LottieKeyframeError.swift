/// A keyframe list that violates the Lottie specification, located by the
/// keyframe's index and the field at fault, so a reader can name its JSON path.
public struct LottieKeyframeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The index of the offending keyframe in the list.
  public let index: Int
  /// The field at fault (`t`, `o.x`, `i.x`, `s`, …), relative to the keyframe.
  public let field: String
  /// What is wrong and what is accepted.
  public let message: String

  /// Creates an error at keyframe `index`, field `field`.
  public init(index: Int, field: String, message: String) {
    self.index = index
    self.field = field
    self.message = message
  }

  /// "k[3].t: keyframes must be in ascending order of t".
  public var description: String { "k[\(index)].\(field): \(message)" }
}
