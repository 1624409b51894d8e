/// The band around the rest position that a settled spring never leaves again.
public enum SettlingBand: Sendable, Hashable {
  /// |x − to| ≤ ε·|to − from|: a fraction of the travel (ε = 1e-3 by convention,
  /// as in SwiftUI's `settlingDuration`).
  case relative(Double)
  /// |x − to| ≤ ε in the units of the position.
  case absolute(Double)

  /// The conventional band: one thousandth of the travel.
  public static let standard = SettlingBand.relative(1e-3)

  /// The half-width of the band, in position units, for a spring with `travel`.
  public func halfWidth(travel: Double) -> Double {
    switch self {
    case .relative(let epsilon): return epsilon * abs(travel)
    case .absolute(let epsilon): return epsilon
    }
  }
}
