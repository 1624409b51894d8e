/// The curve families a capture can be fitted with.
public enum FitModel: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// A damped spring (``SpringCurveModel``): from, to, ω0, ζ, v0, t0.
  case spring = "spring"
  /// A cubic-bézier easing over a duration (``CubicBezierCurveModel``).
  case cubicBezier = "cubic-bezier"
  /// An exponential decay of the velocity (``DecayCurveModel``): from, v0, k, t0.
  case decay = "decay"

  /// `spring`, `cubic-bezier` or `decay`.
  public var description: String { rawValue }
}
