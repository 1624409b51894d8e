/// An exponential decay (a fling or scroll deceleration) as a capture shows
/// it, and its derivatives.
///
/// With τ = t − t0 and g(τ) = (1 − e^(−kτ))/k:
///
///     x(t) = from + v0·g(τ)   (τ > 0),   x(t) = from   (τ ≤ 0),
///
/// so v(t) = v0·e^(−kτ) and x → restPosition = from + v0/k. This is the
/// continuous model of UIScrollView's deceleration (v·d^(ms), k = −1000·ln d),
/// Compose `exponentialDecay` and AndroidX `FlingAnimation` (k = 4.2·friction
/// multiplier), React Native `Animated.decay` (k = 1000·(1 − deceleration))
/// and Flutter's `FrictionSimulation` (drag = e^(−k)).
///
/// Derivatives:
///
///     ∂x/∂from = 1,  ∂x/∂v0 = g,  ∂x/∂k = v0·(τ·e^(−kτ) − g)/k,  ∂x/∂t0 = −v0·e^(−kτ).
///
/// g uses expm1 (no cancellation for small kτ); ∂x/∂k uses its series
/// −τ²/2 + kτ³/3 − k²τ⁴/8 + k³τ⁵/30 where kτ < 1e-3 (the next term,
/// k⁴τ⁶/144, is below 1e-14 of the first there).
package struct DecayCurveModel: Sendable {
  /// Position at t0, value units.
  package let from: Double
  /// Velocity at t0⁺, value units/s.
  package let initialVelocity: Double
  /// k, 1/s.
  package let decayRate: Double
  /// t0, seconds.
  package let timeOffset: Double

  /// Creates the curve.
  package init(from: Double, initialVelocity: Double, decayRate: Double, timeOffset: Double = 0) {
    self.from = from
    self.initialVelocity = initialVelocity
    self.decayRate = decayRate
    self.timeOffset = timeOffset
  }

  /// The rest position from + v0/k, value units.
  package var restPosition: Double { from + initialVelocity / decayRate }

  /// x(t), value units.
  package func value(at t: Double) -> Double {
    let tau = t - timeOffset
    guard tau > 0 else { return from }
    return from + initialVelocity * (-Libm.expm1(-decayRate * tau) / decayRate)
  }

  /// x(t) and ∂x/∂p in ``DecayFitParameter`` order.
  package func valueAndGradient(at t: Double) -> (value: Double, gradient: [Double]) {
    var g = [Double](repeating: 0, count: 4)
    let v = valueAndGradient(at: t, into: &g, offset: 0)
    return (v, g)
  }

  func valueAndGradient(at t: Double, into g: inout [Double], offset o: Int) -> Double {
    let tau = t - timeOffset
    let k = decayRate
    g[o] = 1
    guard tau > 0 else {
      g[o + 1] = 0
      g[o + 2] = 0
      g[o + 3] = 0
      return from
    }
    let e = Libm.exp(-k * tau)
    let growth = -Libm.expm1(-k * tau) / k
    g[o + 1] = growth
    let kt = k * tau
    if kt < 1e-3 {
      let t2 = tau * tau
      g[o + 2] = initialVelocity * t2 * (-0.5 + kt / 3 - kt * kt / 8 + kt * kt * kt / 30)
    } else {
      g[o + 2] = initialVelocity * (tau * e - growth) / k
    }
    g[o + 3] = -initialVelocity * e
    return from + initialVelocity * growth
  }
}

extension DecayCurveModel: FittableCurve {
  static let parameterNames = DecayFitParameter.allCases.map(\.description)
  static let lowerBounds: [Double] = [-.infinity, -.infinity, 1e-6, -.infinity]
  static let upperBounds: [Double] = [.infinity, .infinity, .infinity, .infinity]
  static let scaleParameters = [DecayFitParameter.decayRate.rawValue]
  static let logarithmicParameters = scaleParameters
  static let model = FitModel.decay

  /// The curve with parameters in ``DecayFitParameter`` order.
  init(parameterValues p: [Double]) {
    self.init(from: p[0], initialVelocity: p[1], decayRate: p[2], timeOffset: p[3])
  }
}
