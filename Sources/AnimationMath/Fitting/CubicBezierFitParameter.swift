/// A parameter of the fitted cubic-bézier curve (see ``CubicBezierCurveModel``).
public enum CubicBezierFitParameter: Int, CaseIterable, Sendable, Hashable, CustomStringConvertible {
  /// x of the first control point, in [0, 1].
  case x1
  /// y of the first control point.
  case y1
  /// x of the second control point, in [0, 1].
  case x2
  /// y of the second control point.
  case y2
  /// The animation's duration, seconds (> 0).
  case duration
  /// The value at the start, value units.
  case from
  /// The value at the end, value units.
  case to
  /// The start time in the capture's clock, seconds.
  case delay

  /// The name used by `--fix` and the JSON contract.
  public var description: String {
    switch self {
    case .x1: "x1"
    case .y1: "y1"
    case .x2: "x2"
    case .y2: "y2"
    case .duration: "duration"
    case .from: "from"
    case .to: "to"
    case .delay: "delay"
    }
  }
}
