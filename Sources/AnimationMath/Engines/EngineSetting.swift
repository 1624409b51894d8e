/// A generic engine setting, mapped to each engine's own option where it has one.
///
/// The raw value is the command-line flag without its dashes.
public enum EngineSetting: String, Sendable, Hashable, CaseIterable, Comparable {
  /// A displacement threshold of the stop rule, in value units (``EngineSettings/restDelta``).
  case restDelta = "rest-delta"
  /// A speed threshold of the stop rule, in value units per second.
  case restSpeed = "rest-speed"
  /// Android's `setMinimumVisibleChange`, in value units.
  case minimumVisibleChange = "min-visible-change"
  /// Compose's `visibilityThreshold`, in value units.
  case visibilityThreshold = "visibility-threshold"
  /// Stop (or clamp) once the value passes the target.
  case overshootClamping = "overshoot-clamping"
  /// Bounds on the value, `min`…`max`.
  case clamp
  /// The animation's own duration (Core Animation / UIKit), in seconds.
  case animationDuration = "animation-duration"

  /// Orders settings by their declaration order.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
