extension SpringParameters {
  /// SwiftUI's `Spring(response:dampingRatio:)` and `spring(response:dampingFraction:)`.
  ///
  /// `response` is the period of the undamped spring: ω0 = 2π/response,
  /// k = m·(2π/response)², c = 4π·ζ·m/response.
  ///
  /// - Parameters:
  ///   - response: seconds; finite and > 0.
  ///   - dampingRatio: ζ (SwiftUI's `dampingFraction`); finite and ≥ 0.
  ///   - mass: m; finite and > 0 (SwiftUI uses 1).
  public init(response: Double, dampingRatio: Double, mass: Double = 1) throws(SpringParameterError) {
    try SpringParameterError.requirePositive(response, "response")
    try self.init(naturalFrequency: 2 * Double.pi / response, dampingRatio: dampingRatio, mass: mass)
  }

  /// SwiftUI's `Spring(duration:bounce:)` (also Flutter's `withDurationAndBounce`).
  ///
  /// `duration` is the undamped period, as for `response`. The bounce maps to
  /// the damping ratio as ζ = 1 − bounce for bounce ≥ 0 and ζ = 1/(1 + bounce)
  /// for bounce < 0 (over-damped). Apple documents the range −1…1 but not the
  /// negative formula; this one is Flutter's and the public reverse engineering's.
  ///
  /// - Parameters:
  ///   - duration: seconds; finite and > 0.
  ///   - bounce: in (−1, 1]. At −1 the damping would be infinite, so it is rejected.
  public init(duration: Double, bounce: Double, mass: Double = 1) throws(SpringParameterError) {
    try SpringParameterError.requirePositive(duration, "duration")
    guard bounce.isFinite, bounce > -1, bounce <= 1 else {
      throw SpringParameterError(
        parameter: "bounce", value: bounce,
        accepted: "in (-1, 1] (-1 would mean infinite damping)")
    }
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    try self.init(response: duration, dampingRatio: ratio, mass: mass)
  }

  /// SwiftUI's `response` and `duration`: the undamped period 2π/ω0, in seconds.
  public var response: Double { 2 * Double.pi / naturalFrequency }

  /// SwiftUI's `bounce`: 1 − ζ for ζ ≤ 1 and 1/ζ − 1 for ζ > 1, in (−1, 1].
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }
}
