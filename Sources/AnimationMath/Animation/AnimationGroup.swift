/// A `CAAnimationGroup`: child animations that run in the group's time.
///
/// The group evaluates its own timing (§1.4 steps 3–8) and hands every child
/// the parent time `q·D`, where `q` is the group's **eased** progress and `D`
/// its resolved duration, so the group's timing function warps the children's
/// time (the Core Animation Cookbook's "single timing function for a keyframe
/// animation"). Children are not scaled to the group but **clipped**: they
/// only ever see times in `[0, D]`. A child's `duration ≤ 0` inherits `D`, and
/// its `removedOnCompletion` is ignored (see ``MediaTiming/Placement``). When
/// the group itself is not applied, no child is.
public struct AnimationGroup: Sendable {
  /// The children, applied in order (a later child wins on the same property).
  public var animations: [LayerAnimation]
  /// The group's timing.
  public var timing: MediaTiming
  /// The group's timing function; nil is linear.
  public var timingFunction: TimingFunction?

  /// Creates a group.
  public init(animations: [LayerAnimation], timing: MediaTiming, timingFunction: TimingFunction? = nil) {
    self.animations = animations
    self.timing = timing
    self.timingFunction = timingFunction
  }

  /// The parent time of the children at `parentTime` (`q·D`), or nil when the
  /// group is not applied.
  public func childTime(parentTime: Double, in placement: MediaTiming.Placement = .topLevel) -> Double? {
    timing.easedProgress(parentTime: parentTime, in: placement, timingFunction: timingFunction)
      .map { $0 * timing.resolvedDuration(in: placement) }
  }

  /// The values the children apply at `parentTime`, in order.
  public func values(
    parentTime: Double, in placement: MediaTiming.Placement = .topLevel,
    modelValue: (String) -> AnimationValue? = { _ in nil }
  ) -> [PropertyValue] {
    guard let time = childTime(parentTime: parentTime, in: placement) else { return [] }
    let inside = MediaTiming.Placement.inGroup(duration: timing.resolvedDuration(in: placement))
    return animations.flatMap { $0.values(parentTime: time, in: inside, modelValue: modelValue) }
  }
}
