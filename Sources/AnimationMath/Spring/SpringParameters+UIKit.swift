extension SpringParameters {
  /// The envelope level that UIKit's duration is assumed to mark: 1e-3 of the travel.
  static let uikitEnvelopeLevel = 1e-3

  /// UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`.
  ///
  /// **A hypothesis.** Apple does not document how the duration maps to a
  /// stiffness. This is the best public one (Framer's `findSpring`, also used by
  /// OpenSwiftUI's `init(settlingDuration:)` and a playground that makes UIKit
  /// and CASpringAnimation coincide): mass 1, and ω0 such that the envelope of
  /// the normalised motion, started at progress 0 toward 1, falls to 1e-3 at
  /// the duration D:
  ///
  ///     ζ < 1:  ((ζω0 − v)/ω_d)·e^(−ζω0·D) = 1e-3,   ω_d = ω0·√(1 − ζ²)
  ///     ζ = 1:  (1 + (ω0 − v)·D)·e^(−ω0·D) = 1e-3
  ///
  /// where v is the relative initial velocity. Unlike Framer (12 Newton steps
  /// from 5/D) the equation is solved to full precision, on its decreasing
  /// branch where the root is unique. The rule jumps at ζ = 1: the sine
  /// coefficient grows like 1/√(1 − ζ²), so ζ → 1⁻ does not tend to the ζ = 1 spring.
  ///
  /// - Parameters:
  ///   - duration: D in seconds; finite and > 0.
  ///   - dampingRatio: ζ in (0, 1], as UIKit accepts.
  ///   - initialSpringVelocity: the initial velocity as a fraction of the whole
  ///     travel per second; positive toward the target.
  /// - Throws: ``SpringParameterError`` for out-of-range inputs, or when no ω0
  ///   meets the rule (for example ζ below about 1e-3, or a velocity so large
  ///   that the envelope never falls to 1e-3 within D).
  public static func uikit(duration: Double, dampingRatio: Double, initialSpringVelocity: Double)
    throws(SpringParameterError) -> SpringParameters
  {
    try SpringParameterError.requirePositive(duration, .duration)
    try SpringParameterError.requireFinite(initialSpringVelocity, .initialSpringVelocity)
    guard dampingRatio.isFinite, dampingRatio > 0, dampingRatio <= 1 else {
      throw SpringParameterError(parameter: .dampingRatio, value: dampingRatio, accepted: "in (0, 1]")
    }
    guard
      let omega0 = Self.uikitNaturalFrequency(
        duration: duration, dampingRatio: dampingRatio, relativeVelocity: initialSpringVelocity)
    else {
      throw SpringParameterError(
        parameter: .duration, value: duration,
        accepted: "such that the spring's envelope can fall to 1e-3 of the travel in that time "
          + "with this damping ratio and velocity (no stiffness does)", kind: .noSolution)
    }
    return try SpringParameters(naturalFrequency: omega0, dampingRatio: dampingRatio, mass: 1)
  }

  /// The spring read back as UIKit's arguments.
  public var uikit: UIKitView { UIKitView(spring: self) }

  /// A spring read back as UIKit's `usingSpringWithDamping` and duration.
  public struct UIKitView: Sendable, Hashable {
    /// The spring being read.
    public let spring: SpringParameters

    /// `usingSpringWithDamping`: the damping ratio ζ (UIKit accepts (0, 1]).
    public var dampingRatio: Double { spring.dampingRatio }

    /// The duration in seconds that ``SpringParameters/uikit(duration:dampingRatio:initialSpringVelocity:)``
    /// would need to produce this spring's ω0 with `initialSpringVelocity`
    /// (travels per second, + toward the target), or nil when the spring is
    /// over-damped, undamped, or off the rule's decreasing branch.
    public func duration(initialSpringVelocity: Double) -> Double? {
      spring.uikitDuration(relativeVelocity: initialSpringVelocity)
    }
  }

  /// See ``UIKitView/duration(initialSpringVelocity:)``.
  func uikitDuration(relativeVelocity v: Double) -> Double? {
    let zeta = dampingRatio
    let omega0 = naturalFrequency
    guard zeta > 0, zeta <= 1, v.isFinite else { return nil }
    let lambda = zeta * omega0
    let duration: Double
    if zeta < 1 {
      let damped = omega0 * ((1 - zeta) * (1 + zeta)).squareRoot()
      let coefficient = (lambda - v) / damped
      guard coefficient > Self.uikitEnvelopeLevel else { return nil }
      duration = Libm.log(coefficient / Self.uikitEnvelopeLevel) / lambda
    } else {
      guard omega0 > v else { return nil }
      // (1 + (ω0 − v)D)·e^(−ω0 D) = level: unique root in D > 0 past the maximum.
      let level = Libm.log(Self.uikitEnvelopeLevel)
      func g(_ d: Double) -> Double { Libm.log1p((omega0 - v) * d) - omega0 * d - level }
      var upper = 1 / omega0
      while g(upper) > 0, upper.isFinite { upper *= 2 }
      let lower = max(0, -1 / (omega0 - v) * (v / omega0))  // where g is largest (0 if v ≥ 0)
      guard upper.isFinite, g(lower) > 0 else { return nil }
      duration = BracketedRoot.find(in: lower, upper) { d in
        (g(d), (omega0 - v) / (1 + (omega0 - v) * d) - omega0)
      }
    }
    // Round trip only holds on the branch the initializer solves on.
    guard duration > 0, duration.isFinite,
      let back = Self.uikitNaturalFrequency(duration: duration, dampingRatio: zeta, relativeVelocity: v),
      abs(back - omega0) <= Self.uikitBranchTolerance * omega0
    else { return nil }
    return duration
  }

  /// Relative distance between ω0 and the rule's ω0 at the recovered duration
  /// below which the duration is accepted: the solvers converge to a few ulps,
  /// so this only tells the decreasing branch from the other one.
  static let uikitBranchTolerance = 1e-9

  /// ω0 solving the UIKit duration rule on its decreasing branch, or nil.
  static func uikitNaturalFrequency(duration: Double, dampingRatio zeta: Double, relativeVelocity v: Double)
    -> Double?
  {
    let level = Libm.log(uikitEnvelopeLevel)
    // h(ω) = log(envelope at D) − log(level); decreasing in ω beyond `lower`.
    let h: (Double) -> (value: Double, derivative: Double)
    let lower: Double
    if zeta < 1 {
      let root = ((1 - zeta) * (1 + zeta)).squareRoot()
      h = { w in
        (
          Libm.log((zeta * w - v) / (w * root)) - zeta * w * duration - level,
          zeta / (zeta * w - v) - 1 / w - zeta * duration
        )
      }
      // log envelope is concave on ω > v/ζ; its maximum is at
      // ζω² − vω − v/(ζD) = 0 when v > 0, and at ω → 0⁺ otherwise.
      if v > 0 {
        lower = (v + (v * v + 4 * v / duration).squareRoot()) / (2 * zeta)
      } else {
        lower = 0
      }
    } else {
      h = { w in
        (
          Libm.log1p((w - v) * duration) - w * duration - level,
          duration / (1 + (w - v) * duration) - duration
        )
      }
      lower = max(v, 0)
    }
    // At ω = lower the envelope must still exceed the level.
    let atLower = lower > 0 ? h(lower).value : (v < 0 ? Double.infinity : h(Double.leastNormalMagnitude).value)
    guard atLower > 0 else { return nil }
    if zeta < 1, v.isZero {
      // Closed form: log(ζ/√(1−ζ²)) − ζωD = log(level).
      let root = ((1 - zeta) * (1 + zeta)).squareRoot()
      return Libm.log(zeta / (root * uikitEnvelopeLevel)) / (zeta * duration)
    }
    var upper = max(2 * lower, 1 / duration)
    var doublings = 0
    while h(upper).value > 0, doublings < 2_000 {
      upper *= 2
      doublings += 1
    }
    guard upper.isFinite, h(upper).value <= 0 else { return nil }
    let start = lower > 0 ? lower : min(upper, Double.leastNormalMagnitude)
    let omega = BracketedRoot.find(in: start, upper, h)
    return omega.isFinite && omega > 0 ? omega : nil
  }
}
