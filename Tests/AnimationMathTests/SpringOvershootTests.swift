import AnimationMath
import Foundation
import TestSupport
import Testing

/// ``SpringSolution/largestOvershoot()`` against the classical step-response
/// formulas of a second-order system released at rest (Ogata, *Modern
/// Control Engineering*, 5th ed., §5-3, eqs. 5-20 and 5-21):
/// peak time `t_p = π/ω_d`, `ω_d = ω0·√(1 − ζ²)`, and maximum overshoot
/// `M_p = e^(−ζπ/√(1 − ζ²))` of the travel. The core finds the extrema from
/// `atan2` of its own coefficients, not from these formulas. Released with a
/// velocity, and over-damped, it is checked against GSL (GSLOracleTests/OvershootVsGSLTests).
@Suite("Spring overshoot and peak time")
struct SpringOvershootTests {
  /// The formulas and the core each round a few operations (√, exp, π/ω);
  /// the worst relative difference seen away from ζ = 1 is about 2e-15.
  static let relativeTolerance = 1e-14

  /// Near ζ = 1 both formulas are ill-conditioned in ζ (√(1 − ζ²) cancels,
  /// and ζ itself is rounded from c/(2√(km))): the relative condition number
  /// of M_p is κ = ζπ/(1 − ζ²)^(3/2), of t_p ζ²/(1 − ζ²). Allowed: 8 ulps × (1 + κ).
  static func conditioned(_ kappa: Double) -> Double { max(relativeTolerance, 8 * Double.ulpOfOne * (1 + kappa)) }

  static let table: [(omega0: Double, zeta: Double)] = [
    (10, 0.01), (10, 0.1), (6.28, 0.3), (21.857, 0.6), (1, 0.707), (100, 0.9), (3, 0.99), (50, 0.999),
  ]

  @Test("released at rest: t_p = π/ω_d and M_p = exp(−ζπ/√(1−ζ²))", arguments: table.indices)
  func releasedAtRest(_ index: Int) throws {
    let (omega0, zeta) = Self.table[index]
    let parameters = try SpringParameters(mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0)
    for (from, to) in [(0.0, 1.0), (300.0, -20.0)] {
      let solution = try SpringSolution(parameters: parameters, from: from, to: to, initialVelocity: 0)
      let peak = try #require(solution.largestOvershoot(), "ζ \(zeta)")
      let root = (1 - zeta * zeta).squareRoot()
      let timeKappa = zeta * zeta / (root * root)
      let overshootKappa = zeta * Double.pi / (root * root * root)
      expectClose(
        peak.time, Double.pi / (omega0 * root), relative: Self.conditioned(timeKappa), "peak time ζ \(zeta)")
      let overshoot = abs(peak.displacement) / abs(to - from)
      expectClose(
        overshoot, exp(-zeta * Double.pi / root), relative: Self.conditioned(overshootKappa), "overshoot ζ \(zeta)")
      // Past the target: on the far side from `from`.
      #expect((peak.displacement > 0) == (to > from))
    }
  }

  @Test("undamped: every peak is the travel; the first is returned")
  func undamped() throws {
    let solution = try SpringSolution(
      parameters: SpringParameters(mass: 1, stiffness: 25, damping: 0), from: 0, to: 2, initialVelocity: 0)
    let peak = try #require(solution.largestOvershoot())
    expectClose(peak.time, Double.pi / 5, relative: Self.relativeTolerance)
    expectClose(peak.displacement, 2, relative: Self.relativeTolerance)
  }

  @Test("no overshoot: critical and over-damped at rest, zero travel")
  func none() throws {
    for damping in [20.0, 60.0, 1e4] {
      let solution = try SpringSolution(
        parameters: SpringParameters(mass: 1, stiffness: 100, damping: damping), from: 0, to: 1, initialVelocity: 0)
      #expect(solution.largestOvershoot() == nil, "c \(damping)")
    }
    let still = try SpringSolution(
      parameters: SpringParameters(mass: 1, stiffness: 100, damping: 5), from: 1, to: 1, initialVelocity: 3)
    #expect(still.largestOvershoot() == nil)
  }

  /// Critical damping, d(t) = (d0 + (v0 + ω0·d0)·t)·e^(−ω0·t), turns where
  /// d′ = 0: t = v0/(ω0·(v0 + ω0·d0)) (differentiate by hand), past the
  /// target when v0 > −ω0·d0 = 10 (d0 = −1, ω0 = 10).
  @Test("critical damping with a push: the turning point by hand", arguments: [15.0, 20.0, 40.0])
  func criticalPush(_ v0: Double) throws {
    let solution = try SpringSolution(
      parameters: SpringParameters(mass: 1, stiffness: 100, damping: 20), from: 0, to: 1, initialVelocity: v0)
    let peak = try #require(solution.largestOvershoot())
    let t = v0 / (10 * (v0 - 10))
    expectClose(peak.time, t, relative: Self.relativeTolerance, "v0 \(v0)")
    expectClose(peak.displacement, (-1 + (v0 - 10) * t) * exp(-10 * t), relative: Self.relativeTolerance, "v0 \(v0)")
  }
}
