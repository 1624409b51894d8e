import AnimationMath
import GSLOracle
import TestSupport
import Testing

/// The oracle's hand-derived derivatives against its complex-step ones (exact
/// to rounding): each column agrees to this fraction of its largest entry.
/// Measured worst 1.5e-13 at ζ = 10 (e^(−λτ)·cosh(uτ) with λ ≈ u cancels),
/// ≤ 8e-15 elsewhere, both curves.
private let derivativeAgreement = 1e-12
/// The two GSL fits (analytic and complex-step Jacobian) of one problem reach
/// the same optimum: parameters to this relative size (GSL's xtol is 1e-13)…
private let optimumAgreement = 1e-8
/// …and the same cost to this relative size.
private let costAgreement = 1e-12

@Suite("GSL fit oracle: analytic Jacobian vs complex step")
struct AnalyticJacobianTests {
  /// Largest |analytic − complex step| over each column, relative to the column's largest entry.
  static func worstDisagreement(
    _ analytic: [[Double]], _ reference: [[Double]], times: [Double], skipping kinks: [Double]
  ) -> Double {
    var worst = 0.0
    for (a, r) in zip(analytic, reference) {
      let scale = max(r.map(abs).max() ?? 0, 1e-300)
      for (i, t) in times.enumerated() where !kinks.contains(t) {
        worst = max(worst, absoluteError(a[i], r[i]) / scale)
      }
    }
    return worst
  }

  @Test(
    "spring ∂x/∂p: analytic = complex step",
    arguments: [0, 0.05, 0.5, 0.9, 0.999, 1 - 1e-6, 1 - 1e-9, 1, 1 + 1e-9, 1 + 1e-6, 1.001, 1.1, 2, 3, 10])
  func spring(zeta: Double) {
    // A delayed start (t0 = 0.1): before release, series and closed form all occur.
    let parameters = [0.2, 1.0, 21.857, zeta, 0.64, 0.1]
    let times = (0..<120).map { Double($0) / 120 }
    let analytic = GSLFitOracle.springJacobian(times: times, parameters: parameters, derivatives: .analytic)
    let reference = GSLFitOracle.springJacobian(times: times, parameters: parameters)
    #expect(analytic.count == 6 && analytic.allSatisfy { $0.count == times.count })
    let worst = Self.worstDisagreement(analytic, reference, times: times, skipping: [parameters[5]])
    #expect(worst <= derivativeAgreement, "ζ \(zeta): worst \(worst)")
    print("analytic spring Jacobian ζ \(zeta): worst relative \(worst) over 6 × \(times.count)")
  }

  @Test(
    "cubic-bézier ∂x/∂p: analytic = complex step",
    arguments: [
      [0.25, 0.1, 0.25, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1],
      [0.68, -0.55, 0.265, 1.55], [0.9, 0.1, 0.1, 0.9], [0.05, 0.8, 0.95, 0.2],
    ])
  func cubicBezier(controls: [Double]) {
    // Duration 0.8 s from a 0.1 s delay, 10 → 310: before, inside and after the curve.
    let parameters = controls + [0.8, 10, 310, 0.1]
    let times = (0..<120).map { Double($0) / 100 }
    let analytic = GSLFitOracle.cubicBezierJacobian(times: times, parameters: parameters, derivatives: .analytic)
    let reference = GSLFitOracle.cubicBezierJacobian(times: times, parameters: parameters)
    #expect(analytic.count == 8 && analytic.allSatisfy { $0.count == times.count })
    let worst = Self.worstDisagreement(analytic, reference, times: times, skipping: [0.1, 0.9])
    #expect(worst <= derivativeAgreement, "\(controls): worst \(worst)")
    print("analytic cubic-bézier Jacobian \(controls): worst relative \(worst) over 8 × \(times.count)")
  }

  @Test("GSL reaches the same spring optimum with either Jacobian", arguments: [0xF17 as UInt64, 0xF18, 0xF19])
  func sameSpringOptimum(seed: UInt64) throws {
    // Seed 004's spring over 0 → 300 px, 60 samples at 60 Hz, Gaussian noise 0.3 px.
    let truth = [0.0, 300, 12.566, 0.6, 240, 0]
    let free = [true, true, true, true, true, false]
    var rng = SplitMix64(seed: seed)
    let times = (0..<60).map { Double($0) / 60 }
    let values = times.map { t in
      GSLFitOracle.springValue(at: t, parameters: truth) + 0.3 * rng.uniform(-1...1) * 1.7
    }
    let analytic = try GSLFitOracle.fitSpring(
      times: times, values: values, start: truth, free: free, derivatives: .analytic)
    let reference = try GSLFitOracle.fitSpring(times: times, values: values, start: truth, free: free)
    expectClose(analytic.cost, reference.cost, relative: costAgreement, "seed \(seed)")
    for j in 0..<6 {
      expectClose(
        analytic.parameters[j], reference.parameters[j], absolute: optimumAgreement * max(1, abs(truth[j])),
        "seed \(seed) parameter \(j)")
    }
    print(
      "GSL spring fit seed \(seed): \(analytic.iterations) iterations analytic, \(reference.iterations) complex step")
  }

  @Test("GSL reaches the same cubic-bézier optimum with either Jacobian")
  func sameBezierOptimum() throws {
    let truth = [0.42, 0, 0.58, 1, 0.8, 10, 310, 0.1]
    let free = [true, true, true, true, false, false, false, false]
    var rng = SplitMix64(seed: 0xBE21)
    let times = (0..<60).map { Double($0) / 60 }
    let values = times.map { t in
      GSLFitOracle.cubicBezierValue(at: t, parameters: truth) + 0.3 * rng.uniform(-1...1)
    }
    let start = [0.4, 0.05, 0.6, 0.95, 0.8, 10, 310, 0.1]
    let analytic = try GSLFitOracle.fitCubicBezier(
      times: times, values: values, start: start, free: free, derivatives: .analytic)
    let reference = try GSLFitOracle.fitCubicBezier(times: times, values: values, start: start, free: free)
    expectClose(analytic.cost, reference.cost, relative: costAgreement)
    for j in 0..<8 {
      expectClose(analytic.parameters[j], reference.parameters[j], absolute: optimumAgreement, "parameter \(j)")
    }
  }
}
