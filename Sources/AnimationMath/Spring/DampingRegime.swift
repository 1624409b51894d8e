/// The qualitative behaviour of a damped spring, decided by its damping ratio ζ.
///
/// The regime is descriptive only: ``SpringSolution`` evaluates one formula that
/// is continuous through ζ = 1 and never branches on the regime with a tolerance.
public enum DampingRegime: String, Sendable, CaseIterable {
  /// ζ = 0: oscillates forever with constant amplitude.
  case undamped
  /// 0 < ζ < 1: oscillates with an exponentially decaying envelope.
  case underdamped
  /// ζ = 1 exactly: the fastest approach without oscillation.
  case criticallyDamped = "critically damped"
  /// ζ > 1: returns without oscillation, more slowly than critical.
  case overdamped

  /// The regime of damping ratio `dampingRatio` (compared exactly: this is a label).
  public init(dampingRatio: Double) {
    if dampingRatio <= 0 {
      self = .undamped
    } else if dampingRatio < 1 {
      self = .underdamped
    } else if dampingRatio > 1 {
      self = .overdamped
    } else {
      self = .criticallyDamped
    }
  }
}
