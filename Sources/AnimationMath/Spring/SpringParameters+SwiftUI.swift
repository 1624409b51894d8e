extension SpringParameters {
  /// SwiftUI's `Spring(response:dampingRatio:)` and `spring(response:dampingFraction:)`.
  ///
  /// `response` is the period of the undamped spring: ω0 = 2π/response,
  /// k = m·(2π/response)², c = 4π·ζ·m/response.
  ///
  /// - Parameters:
  ///   - response: seconds; finite and > 0.
  ///   - dampingFraction: the damping ratio ζ; finite and ≥ 0.
  public static func swiftUI(response: Double, dampingFraction: Double) throws(SpringParameterError)
    -> SpringParameters
  {
    try SpringParameterError.requirePositive(response, .response)
    try SpringParameterError.requireNonNegative(dampingFraction, .dampingFraction)
    return try SpringParameters(naturalFrequency: 2 * Double.pi / response, dampingRatio: dampingFraction, mass: 1)
  }

  /// SwiftUI's `Spring(duration:bounce:)` and `spring(duration:bounce:)` (mass 1).
  ///
  /// `duration` is the undamped period, as for `response`. The bounce maps to
  /// the damping ratio as ζ = 1 − bounce for bounce ≥ 0 and ζ = 1/(1 + bounce)
  /// for bounce < 0 (over-damped). Apple documents the range −1…1 but not the
  /// negative formula; this one is Flutter's and the public reverse engineering's.
  ///
  /// - Parameters:
  ///   - duration: seconds; finite and > 0.
  ///   - bounce: in (−1, 1]. At −1 the damping would be infinite, so it is rejected.
  public static func swiftUI(duration: Double, bounce: Double) throws(SpringParameterError) -> SpringParameters {
    try SpringParameterError.requirePositive(duration, .duration)
    guard bounce.isFinite, bounce > -1, bounce <= 1 else {
      throw SpringParameterError(
        parameter: .bounce, value: bounce,
        accepted: "in (-1, 1] (-1 would mean infinite damping)")
    }
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return try swiftUI(response: duration, dampingFraction: ratio)
  }

  /// The spring read back as SwiftUI's arguments.
  public var swiftUI: SwiftUIView { SwiftUIView(spring: self) }

  /// A spring read back as SwiftUI's `response`/`dampingFraction` and
  /// `duration`/`bounce` (the mass does not change them).
  public struct SwiftUIView: Sendable, Hashable {
    /// The spring being read.
    public let spring: SpringParameters

    /// `response`: the undamped period 2π/ω0, in seconds.
    public var response: Double { 2 * Double.pi / spring.naturalFrequency }

    /// `dampingFraction`: the damping ratio ζ.
    public var dampingFraction: Double { spring.dampingRatio }

    /// `duration`: the undamped period 2π/ω0 in seconds, the same as ``response``.
    public var duration: Double { response }

    /// `bounce`: 1 − ζ for ζ ≤ 1 and 1/ζ − 1 for ζ > 1, in (−1, 1].
    public var bounce: Double {
      let ratio = spring.dampingRatio
      return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
  }
}
