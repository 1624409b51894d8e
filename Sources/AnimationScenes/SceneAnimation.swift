import AnimationMath

/// An animation on a scene layer, with the scene times between which it is
/// attached to the layer.
///
/// Core Animation only applies an animation while it is attached: one added
/// at 0.25 s (in a completion handler) cannot fill backwards before 0.25 s,
/// and one removed with `removeAnimation(forKey:)` stops contributing at once.
public struct SceneAnimation: Sendable {
  /// The animation; its `beginTime` is in scene seconds.
  public var animation: LayerAnimation
  /// When it is added, in scene seconds.
  public var addedAt: Double
  /// When it is removed, in scene seconds (infinity: never).
  public var removedAt: Double

  /// Creates an attached animation.
  public init(_ animation: LayerAnimation, addedAt: Double = 0, removedAt: Double = .infinity) {
    self.animation = animation
    self.addedAt = addedAt
    self.removedAt = removedAt
  }

  /// Whether the animation is attached at `time` (`addedAt ≤ time < removedAt`).
  public func isAttached(at time: Double) -> Bool { time >= addedAt && time < removedAt }
}
