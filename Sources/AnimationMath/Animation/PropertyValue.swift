/// One property value an animation applies at some time.
public struct PropertyValue: Sendable, Hashable {
  /// The property, e.g. `lineWidth`.
  public let keyPath: String
  /// Its value.
  public let value: AnimationValue

  /// Creates an applied value.
  public init(keyPath: String, value: AnimationValue) {
    self.keyPath = keyPath
    self.value = value
  }
}
