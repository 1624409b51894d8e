/// A parameter of the fitted spring curve (see ``SpringCurveModel``).
public enum SpringFitParameter: Int, CaseIterable, Sendable, Hashable, CustomStringConvertible {
  /// Start position x(t0), in the capture's value units.
  case from
  /// Rest position, in value units.
  case to
  /// ω0 = √(k/m), rad/s (mass 1: stiffness = ω0²).
  case naturalFrequency
  /// ζ = c/(2√(k·m)), dimensionless.
  case dampingRatio
  /// x'(t0⁺), absolute value units per second; positive means increasing x.
  case initialVelocity
  /// t0: the release time in the capture's clock, seconds.
  case timeOffset

  /// The name used by `--fix` and the JSON contract: `from`, `to`,
  /// `naturalFrequency`, `dampingRatio`, `initialVelocity`, `timeOffset`.
  public var description: String {
    switch self {
    case .from: "from"
    case .to: "to"
    case .naturalFrequency: "naturalFrequency"
    case .dampingRatio: "dampingRatio"
    case .initialVelocity: "initialVelocity"
    case .timeOffset: "timeOffset"
    }
  }
}
