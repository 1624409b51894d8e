/// The spring curve a fit recovers, and its derivatives in every parameter.
///
/// With τ = t − t0, d0 = from − to, λ = ζω0, Ω = ω0² and q = Ω − λ²:
///
///     x(t) = from                                   for τ ≤ 0 (a leading delay)
///     x(t) = to + e^(−λτ)·[d0·C(τ) + (v0 + λd0)·S(τ)]  for τ > 0
///
/// with C = cos(√q·τ), S = sin(√q·τ)/√q (cosh/sinh for q < 0; C = 1, S = τ at
/// q = 0): the closed form of ``SpringSolution``, re-derived here together
/// with its derivatives. C and S are entire functions of q, with
///
///     ∂C/∂q = −τ·S/2,    ∂S/∂q = (τ·C − S)/(2q)
///
/// The second is 0/0 at q = 0; for |q|τ² ≤ 1 it is summed from its power
/// series −τ³·Σ_{m≥0} (m+1)·x^m/(2m+3)!, x = −qτ² (as C and S are), so the
/// derivatives are smooth and accurate through ζ = 1. Then, holding Ω and λ
/// as the independent pair and chaining to (ω0, ζ):
///
///     ∂d/∂Ω = e^(−λτ)·[d0·∂C/∂q + b·∂S/∂q],                b = v0 + λd0
///     ∂d/∂λ = −τ·d + e^(−λτ)·d0·S − 2λ·∂d/∂Ω
///     ∂/∂ω0 = ζ·∂/∂λ + 2ω0·∂/∂Ω,     ∂/∂ζ = ω0·∂/∂λ
///     ∂x/∂from = e^(−λτ)·(C + λS) = 1 − ∂x/∂to,   ∂x/∂v0 = e^(−λτ)·S,   ∂x/∂t0 = −x'(t)
///
/// Over-damped springs use the slow and fast rates r = Ω/(λ + s), R = λ + s
/// (s = √(−q)) for e^(−λτ)C and e^(−λτ)S, as ``SpringSolution`` does, so nothing
/// overflows. The derivatives are checked against central differences and
/// against 40-digit mpmath derivatives near ζ = 1 (FittingTests).
package struct SpringCurveModel: Sendable, Hashable {
  /// Start position, value units.
  package var from: Double
  /// Rest position, value units.
  package var to: Double
  /// ω0, rad/s, > 0.
  package var naturalFrequency: Double
  /// ζ ≥ 0.
  package var dampingRatio: Double
  /// Absolute initial velocity, value units per second (+ = increasing x).
  package var initialVelocity: Double
  /// Release time t0 in the capture's clock, seconds.
  package var timeOffset: Double

  /// Creates the curve from its six parameters.
  package init(
    from: Double, to: Double, naturalFrequency: Double, dampingRatio: Double, initialVelocity: Double,
    timeOffset: Double = 0
  ) {
    self.from = from
    self.to = to
    self.naturalFrequency = naturalFrequency
    self.dampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
    self.timeOffset = timeOffset
  }

  /// The parameters in ``SpringFitParameter`` order.
  package var parameterValues: [Double] {
    [from, to, naturalFrequency, dampingRatio, initialVelocity, timeOffset]
  }

  /// The curve with parameters in ``SpringFitParameter`` order.
  package init(parameterValues p: [Double]) {
    self.init(
      from: p[0], to: p[1], naturalFrequency: p[2], dampingRatio: p[3], initialVelocity: p[4], timeOffset: p[5])
  }

  /// x(t), value units.
  package func value(at t: Double) -> Double {
    let tau = t - timeOffset
    if tau <= 0 { return from }
    let basis = Self.basis(tau: tau, omega0: naturalFrequency, zeta: dampingRatio)
    let d0 = from - to
    let lambda = dampingRatio * naturalFrequency
    return to + basis.c * d0 + basis.s * (initialVelocity + lambda * d0)
  }

  /// x(t) and ∂x/∂p for the six parameters in ``SpringFitParameter`` order.
  package func valueAndGradient(at t: Double) -> (value: Double, gradient: [Double]) {
    var g = [Double](repeating: 0, count: 6)
    let v = valueAndGradient(at: t, into: &g, offset: 0)
    return (v, g)
  }

  /// x(t), writing ∂x/∂p (six values, ``SpringFitParameter`` order) at `offset`.
  @inline(__always)
  func valueAndGradient(at t: Double, into g: inout [Double], offset o: Int) -> Double {
    let tau = t - timeOffset
    if tau <= 0 {
      g[o] = 1
      for k in 1..<6 { g[o + k] = 0 }
      return from
    }
    let omega0 = naturalFrequency
    let zeta = dampingRatio
    let lambda = zeta * omega0
    let omega2 = omega0 * omega0
    let basis = Self.basis(tau: tau, omega0: omega0, zeta: zeta)
    let (ec, es, esq) = (basis.c, basis.s, basis.sq)
    let ecq = -0.5 * tau * es
    let d0 = from - to
    let v0 = initialVelocity
    let b = v0 + lambda * d0
    let d = ec * d0 + es * b
    let dOmega = d0 * ecq + b * esq
    let dLambda = -tau * d + d0 * es - 2 * lambda * dOmega
    let dFrom = ec + lambda * es
    g[o] = dFrom
    g[o + 1] = 1 - dFrom
    g[o + 2] = zeta * dLambda + 2 * omega0 * dOmega
    g[o + 3] = omega0 * dLambda
    g[o + 4] = es
    g[o + 5] = -(ec * v0 - es * (lambda * v0 + omega2 * d0))
    return to + d
  }

  /// (e^(−λτ)C, e^(−λτ)S, e^(−λτ)∂S/∂q) at τ > 0.
  @inline(__always)
  static func basis(tau: Double, omega0: Double, zeta: Double) -> (c: Double, s: Double, sq: Double) {
    let lambda = zeta * omega0
    // q = ω0²(1 − ζ)(1 + ζ): no cancellation in ω0² − λ².
    let q = omega0 * omega0 * ((1 - zeta) * (1 + zeta))
    let x = -q * tau * tau
    if abs(x) <= 1 {
      // Σ x^n/(2n)!, Σ x^n/(2n+1)!, Σ (n+1)x^n/(2n+3)!: 12 terms leave < 1/25! ≈ 6e-26.
      var c = 1.0
      var s = 1.0
      var sq = 1.0 / 6
      var termC = 1.0
      var termS = 1.0
      var termQ = 1.0 / 6  // x^n/(2n+3)!
      var n = 1
      while n <= seriesTerms {
        let k = Double(2 * n)
        termC *= x / ((k - 1) * k)
        termS *= x / (k * (k + 1))
        termQ *= x / ((k + 2) * (k + 3))
        c += termC
        s += termS
        sq += Double(n + 1) * termQ
        n += 1
      }
      let e = Libm.exp(-lambda * tau)
      return (e * c, e * s * tau, -e * sq * tau * tau * tau)
    }
    let ec: Double
    let es: Double
    if q > 0 {
      let w = q.squareRoot()
      let e = Libm.exp(-lambda * tau)
      ec = e * Libm.cos(w * tau)
      es = e * Libm.sin(w * tau) / w
    } else {
      let w = (-q).squareRoot()
      let slow = Libm.exp(-(omega0 * omega0) / (lambda + w) * tau)
      let fast = Libm.exp(-(lambda + w) * tau)
      ec = 0.5 * (slow + fast)
      es = slow * (-Libm.expm1(-2 * w * tau)) / (2 * w)
    }
    return (ec, es, (tau * ec - es) / (2 * q))
  }

  /// Terms of the power series after the first (see ``basis(tau:omega0:zeta:)``).
  static let seriesTerms = 12
}
