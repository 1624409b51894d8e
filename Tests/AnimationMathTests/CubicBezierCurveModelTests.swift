import AnimationMath
import TestSupport
import Testing

/// Central differences with step h = 1e-6 (relative) have truncation error
/// ~h²·|f'''| ≈ 1e-12 and rounding ~ε/h ≈ 1e-10 of the value's scale: the
/// implicit-differentiation derivatives must agree to 1e-7 of each column's
/// largest entry (measured ~1e-9).
private let finiteDifferenceAgreement = 1e-7

@Suite("CubicBezierCurveModel: implicit derivatives against central differences")
struct CubicBezierCurveModelTests {
  @Test("∂x/∂p for random curves", arguments: Array(0..<20))
  func derivatives(index: Int) {
    var rng = SplitMix64(seed: 0xB0B + UInt64(index))
    let p = [
      rng.uniform(0.05...0.95), rng.uniform(-0.5...1.5), rng.uniform(0.05...0.95), rng.uniform(-0.5...1.5),
      rng.uniform(0.3...1), rng.uniform(-100...100), rng.uniform(-100...100), rng.uniform(0...0.1),
    ]
    let model = CubicBezierCurveModel(parameterValues: p)
    let times = (1..<80).map { Double($0) / 60 }
    for j in 0..<8 {
      let h = 1e-6 * max(abs(p[j]), 0.1)
      var plus = p
      var minus = p
      plus[j] += h
      minus[j] -= h
      let up = CubicBezierCurveModel(parameterValues: plus)
      let down = CubicBezierCurveModel(parameterValues: minus)
      // Skip samples within 1e-4 of the curve's start or end (in progress), where x(t) has a kink.
      let interior = times.filter { t in
        let q = (t - p[7]) / p[4]
        return q > 1e-4 && q < 1 - 1e-4
      }
      let analytic = interior.map { model.valueAndGradient(at: $0).gradient[j] }
      let numeric = interior.map { (up.value(at: $0) - down.value(at: $0)) / (2 * h) }
      let scale = max(analytic.map(abs).max() ?? 0, 1e-12)
      #expect(interior.count > 10)
      for (a, n) in zip(analytic, numeric) {
        #expect(
          abs(a - n) <= finiteDifferenceAgreement * scale,
          "∂/∂\(CubicBezierFitParameter(rawValue: j)!): \(a) vs \(n) (\(p))")
      }
    }
  }
}
