import AnimationMath

/// A change of a layer's model value at a scene time: what UIKit does when an
/// animation block or a completion handler assigns a property.
public struct ModelChange: Sendable {
  /// When the model value changes, in scene seconds.
  public var time: Double
  /// The property.
  public var keyPath: String
  /// The new model value; nil: none (the property is not drawn or has no value).
  public var value: AnimationValue?

  /// Creates a model change.
  public init(at time: Double, keyPath: String, value: AnimationValue?) {
    self.time = time
    self.keyPath = keyPath
    self.value = value
  }
}
