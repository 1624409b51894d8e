/// Whether an object moving along a path turns to follow it
/// (`CAAnimationRotationMode`).
public enum RotationMode: String, Sendable, Hashable, CaseIterable {
  /// Rotate to the path's tangent.
  case auto
  /// Rotate to the path's tangent plus 180°.
  case autoReverse
}
