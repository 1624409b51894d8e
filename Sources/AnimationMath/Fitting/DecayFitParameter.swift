/// A parameter of the fitted exponential decay (see ``DecayCurveModel``).
public enum DecayFitParameter: Int, CaseIterable, Sendable, Hashable, CustomStringConvertible {
  /// Position at the release time t0, value units.
  case from
  /// Velocity at t0⁺, absolute value units per second (positive: increasing x).
  case initialVelocity
  /// k, the decay rate of the velocity, 1/s (v(t) = v0·e^(−k(t − t0)), k > 0).
  case decayRate
  /// t0, the release time in the capture's clock, seconds.
  case timeOffset

  /// The name used by `--fix` and the JSON contract.
  public var description: String {
    switch self {
    case .from: "from"
    case .initialVelocity: "initialVelocity"
    case .decayRate: "decayRate"
    case .timeOffset: "timeOffset"
    }
  }
}
