/// The exact motion of a damped spring released from `from` toward `to`.
///
/// Solves `m·x'' + c·x' + k·(x − to) = 0` with `x(0) = from`, `x'(0) = initialVelocity`
/// in closed form, for every damping ratio ζ ≥ 0, with one formula that is
/// continuous through ζ = 1. With `d = x − to`, `λ = c/2m`, `ω0² = k/m` and
/// `q = ω0² − λ²`:
///
///     d(t) = e^(−λt)·[d0·C(t) + (v0 + λ·d0)·S(t)]
///     v(t) = e^(−λt)·[v0·C(t) − (λ·v0 + ω0²·d0)·S(t)]
///
/// where `C = cos(√q·t)`, `S = sin(√q·t)/√q` for q > 0, `cosh`/`sinh` for q < 0,
/// and `C = 1`, `S = t` at q = 0. C and S are entire functions of q; near q·t² = 0
/// they are summed from their power series, so there is no regime switch with
/// a tolerance. Over-damped springs use `e^(−λt)·cosh(st) = ½(e^(−rt) + e^(−Rt))`
/// and `e^(−λt)·sinh(st)/s = e^(−rt)·(−expm1(−2st))/(2s)`, with the slow rate
/// `r = ω0²/(λ + s)` computed without cancellation, so nothing overflows for
/// large t or huge ζ.
///
/// Mathematical properties:
/// - `state(at: 0)` is exactly `(from, initialVelocity)`.
/// - Position and velocity agree with GSL's rk8pd/msbdf integrators to about
///   1e-12 of the travel (see GSLOracleTests) and with 40-digit closed-form
///   values to a few units in 1e-16 (see SpringSolutionTests).
public struct SpringSolution: Sendable {
  /// The spring being released.
  public let parameters: SpringParameters
  /// Starting position x(0).
  public let from: Double
  /// Rest position: the spring pulls x toward it.
  public let to: Double
  /// Initial velocity x'(0) in units of position per second (absolute, not
  /// relative to the travel); positive means increasing x.
  public let initialVelocity: Double

  // Precomputed constants of the closed form.
  @usableFromInline let initialDisplacement: Double  // d0 = from − to
  @usableFromInline let decayRate: Double  // λ
  @usableFromInline let naturalFrequencySquared: Double  // ω0²
  @usableFromInline let frequency: Double  // s = √|q|
  @usableFromInline let inverseFrequency: Double  // 1/s (+∞ at s = 0)
  @usableFromInline let isOverdamped: Bool  // q < 0
  @usableFromInline let slowRate: Double  // r = ω0²/(λ + s), over-damped only
  @usableFromInline let fastRate: Double  // R = λ + s, over-damped only
  @usableFromInline let sineCoefficient: Double  // v0 + λ·d0
  @usableFromInline let velocitySineCoefficient: Double  // λ·v0 + ω0²·d0

  /// Creates the motion of `parameters` released at `from` with `relativeVelocity`
  /// (travels per second: 1 is the whole `to − from` distance per second,
  /// positive toward `to`), as UIKit's `initialSpringVelocity` is given.
  ///
  /// With zero travel a relative velocity means nothing; use
  /// ``init(parameters:from:to:initialVelocity:)`` for a start at rest position.
  ///
  /// - Throws: ``SpringParameterError`` if an input is not finite, if the
  ///   absolute velocity `relativeVelocity·(to − from)` overflows, if
  ///   `relativeVelocity` is non-zero while `from == to`, or if the motion
  ///   would overflow (named `relativeVelocity` or `from`; see
  ///   ``init(parameters:from:to:initialVelocity:)``).
  public init(
    parameters: SpringParameters, from: Double, to: Double, relativeVelocity: Double
  ) throws(SpringParameterError) {
    try SpringParameterError.requireFinite(relativeVelocity, .relativeVelocity)
    let travel = to - from
    if travel.isZero, !relativeVelocity.isZero {
      throw SpringParameterError(
        parameter: .relativeVelocity, value: relativeVelocity,
        accepted: "0 when from equals to (give an absolute initialVelocity instead)")
    }
    let absolute = relativeVelocity * travel
    guard absolute.isFinite else {
      throw SpringParameterError(
        parameter: .relativeVelocity, value: relativeVelocity,
        accepted: "a value whose product with the travel is finite")
    }
    do {
      try self.init(parameters: parameters, from: from, to: to, initialVelocity: absolute)
    } catch  where error.parameter == .initialVelocity {
      throw SpringParameterError(
        parameter: .relativeVelocity, value: relativeVelocity, accepted: error.accepted)
    }
  }

  /// The initial velocity as a fraction of the travel per second (+ toward
  /// `to`); 0 when the travel is zero.
  public var relativeVelocity: Double {
    let travel = to - from
    return travel.isZero ? 0 : initialVelocity / travel
  }

  /// Creates the motion of `parameters` released at `from` with `initialVelocity`
  /// (absolute units per second), pulled toward `to`.
  ///
  /// - Throws: ``SpringParameterError`` if `from`, `to` or `initialVelocity` is
  ///   not finite, or if the motion would overflow: its peak displacement or
  ///   velocity above ``largestPeak`` (named `initialVelocity` or `from`,
  ///   see ``requireFiniteMotion(displacement:velocity:to:naturalFrequency:coefficients:)``).
  public init(
    parameters: SpringParameters, from: Double, to: Double, initialVelocity: Double
  ) throws(SpringParameterError) {
    try SpringParameterError.requireFinite(from, .from)
    try SpringParameterError.requireFinite(to, .to)
    try SpringParameterError.requireFinite(initialVelocity, .initialVelocity)
    let d0 = from - to
    try SpringParameterError.requireFinite(d0, .to)
    self.parameters = parameters
    self.from = from
    self.to = to
    self.initialVelocity = initialVelocity
    let omega0 = parameters.naturalFrequency
    let lambda = parameters.decayRate
    initialDisplacement = d0
    decayRate = lambda
    naturalFrequencySquared = parameters.stiffness / parameters.mass
    // s = √|ω0 − λ|·√(ω0 + λ): the product form avoids both cancellation in
    // ω0² − λ² and overflow of λ² for huge ζ.
    frequency = abs(omega0 - lambda).squareRoot() * (omega0 + lambda).squareRoot()
    isOverdamped = lambda > omega0
    inverseFrequency = 1 / frequency
    fastRate = lambda + frequency
    slowRate = naturalFrequencySquared / (lambda + frequency)
    sineCoefficient = initialVelocity + lambda * d0
    velocitySineCoefficient = lambda * initialVelocity + naturalFrequencySquared * d0
    try SpringSolution.requireFiniteMotion(
      displacement: d0, velocity: initialVelocity, to: to, naturalFrequency: omega0,
      coefficients: [sineCoefficient, velocitySineCoefficient, fastRate, slowRate, frequency])
  }

  /// The largest peak |x − to| or |v| accepted: a quarter of the largest
  /// double, so that the closed form's two terms (each at most twice the
  /// peak, see ``requireFiniteMotion(displacement:velocity:to:naturalFrequency:coefficients:)``)
  /// and their sum stay finite.
  public static let largestPeak = Double.greatestFiniteMagnitude / 4

  /// Throws unless every value of the motion is finite.
  ///
  /// With damping c ≥ 0 the energy `½m·v² + ½k·d²` never increases, so for
  /// all t ≥ 0 `|d(t)| ≤ D = √(d₀² + (v₀/ω0)²)` and `|v(t)| ≤ ω0·D =
  /// √(v₀² + ω0²·d₀²)` (the undamped spring reaches both). In
  /// `d = e^(−λt)C·d₀ + e^(−λt)S·(v₀ + λd₀)` the first term is at most |d₀|,
  /// so the second is at most `D + |d₀| ≤ 2D`; likewise for v. Requiring D,
  /// ω0·D ≤ ``largestPeak``, `|to| + D` finite and every precomputed
  /// coefficient finite therefore keeps every intermediate of
  /// ``state(at:)`` finite: no inf or NaN can come out.
  ///
  /// The offending input is named `initialVelocity` when the velocity
  /// carries the larger share of the energy (`|v₀| ≥ ω0·|d₀|`), else `from`.
  static func requireFiniteMotion(
    displacement d0: Double, velocity v0: Double, to: Double, naturalFrequency omega0: Double,
    coefficients: [Double]
  ) throws(SpringParameterError) {
    let peakDisplacement = Libm.hypot(d0, v0 / omega0)
    let peakVelocity = Libm.hypot(v0, omega0 * d0)
    let finite =
      peakDisplacement <= largestPeak && peakVelocity <= largestPeak
      && (abs(to) + peakDisplacement).isFinite && coefficients.allSatisfy(\.isFinite)
    guard !finite else { return }
    let velocityDominates = abs(v0) >= omega0 * abs(d0)
    throw SpringParameterError(
      parameter: velocityDominates ? .initialVelocity : .from,
      value: velocityDominates ? v0 : d0 + to,
      accepted:
        "a value with which the motion stays finite: its peak displacement √((from − to)² + (v₀/ω0)²)"
        + " and peak velocity (ω0 times that) must both be at most \(largestPeak)")
  }

  /// Position and velocity at time `time` seconds after release.
  ///
  /// Times ≤ 0 give the initial state: the spring is released at t = 0.
  @inlinable
  public func state(at time: Double) -> SpringState {
    // At release the inputs are returned as given: to + (from − to) can round.
    if time <= 0 { return SpringState(position: from, velocity: initialVelocity) }
    let (d, v) = displacementAndVelocity(at: time)
    return SpringState(position: to + d, velocity: v)
  }

  /// The displacement x(t) − to and the velocity x'(t) at time `time`.
  @inlinable
  public func displacementAndVelocity(at time: Double) -> (displacement: Double, velocity: Double) {
    let (ec, es) = dampedBasis(at: time)
    return (
      ec * initialDisplacement + es * sineCoefficient,
      ec * initialVelocity - es * velocitySineCoefficient
    )
  }

  /// The displacement x(t) − to at time `time`, without the rounding of adding `to`.
  @inlinable
  public func displacement(at time: Double) -> Double {
    let (ec, es) = dampedBasis(at: time)
    return ec * initialDisplacement + es * sineCoefficient
  }

  /// Position x(t) at time `time`.
  @inlinable
  public func position(at time: Double) -> Double { state(at: time).position }

  /// Velocity x'(t) at time `time`, in units per second.
  @inlinable
  public func velocity(at time: Double) -> Double { state(at: time).velocity }

  /// The pair (e^(−λt)·C(t), e^(−λt)·S(t)) of the unified closed form.
  @inlinable
  func dampedBasis(at t: Double) -> (Double, Double) {
    let st = frequency * t
    if st * st <= Self.seriesLimit {
      // Power series of C and S in x = −q·t², |x| ≤ 1: the 10th terms are below
      // 1/20! ≈ 4e-19 relative, so the sum is exact to rounding.
      let x = isOverdamped ? st * st : -(st * st)
      var c = 1.0
      var s = 1.0
      var n = Self.seriesTerms
      while n > 0 {
        let k = Double(2 * n)
        c = 1 + x / ((k - 1) * k) * c
        s = 1 + x / (k * (k + 1)) * s
        n -= 1
      }
      let envelope = Libm.exp(-decayRate * t)
      return (envelope * c, envelope * s * t)
    }
    if isOverdamped {
      let slow = Libm.exp(-slowRate * t)
      let fast = Libm.exp(-fastRate * t)
      return (0.5 * (slow + fast), slow * (-Libm.expm1(-2 * st)) / (2 * frequency))
    }
    let envelope = Libm.exp(-decayRate * t)
    // One shared argument reduction and two polynomials for both (within
    // 2.5e-16 absolute; see SineCosine).
    let (sine, cosine) = SineCosine.sinCos(st)
    // sin(st)/s as a product with the stored 1/s (a division per sample
    // costs more than the half ulp it saves); s below 2⁻¹⁰²² (whose inverse
    // overflows, reached only for t > 1e307) keeps the quotient.
    if inverseFrequency.isFinite { return (envelope * cosine, envelope * sine * inverseFrequency) }
    return (envelope * cosine, envelope * sine / frequency)
  }

  /// Largest |q|·t² summed from the series (beyond it, trig/hyperbolic forms are exact).
  @usableFromInline static let seriesLimit = 1.0
  /// Number of series terms; see ``dampedBasis(at:)``.
  @usableFromInline static let seriesTerms = 10
}
