/// The fitted curve itself and its standard error between and at the samples.
///
/// The standard error of the curve at t is the delta method's
/// √(g(t)ᵀ·C·g(t)), with g = ∂x(t)/∂p over the free parameters at the
/// optimum and C = s²·(JᵀJ)⁻¹ the covariance reported with the estimates
/// (D. M. Bates and D. G. Watts, "Nonlinear Regression Analysis and Its
/// Applications", Wiley 1988, §2.3.2, "Confidence bands"). It measures how
/// well the data pin the curve, not the noise of one sample: next to the
/// samples it is small; between the frames of a steep stretch it can be many
/// times the noise, where the samples say little about the curve's shape.
/// Unidentifiable parameters (zero rows of C) contribute nothing, so where
/// some are reported the band is a lower bound.
extension FitResult {
  /// The fitted curve at `t` (seconds, on the capture's clock), in value units.
  public func value(at t: Double) -> Double {
    valueAndGradient(at: t).value
  }

  /// The standard error of the fitted curve at `t` (seconds), in value units.
  public func curveStandardError(at t: Double) -> Double {
    let (_, gradient) = valueAndGradient(at: t)
    let k = freeIndices.count
    var variance = 0.0
    for a in 0..<k {
      let ga = gradient[freeIndices[a]]
      for b in 0..<k { variance += ga * covariance[a * k + b] * gradient[freeIndices[b]] }
    }
    return Swift.max(variance, 0).squareRoot()
  }

  /// The largest ``curveStandardError(at:)`` over the span of the samples,
  /// at the samples and at `subdivisions` − 1 equally spaced times inside
  /// each gap between consecutive samples: its value and its time (s).
  public func largestCurveStandardError(subdivisions: Int = 8) -> (standardError: Double, time: Double) {
    var worst = (standardError: 0.0, time: sampleTimes.first ?? 0)
    func consider(_ t: Double) {
      let e = curveStandardError(at: t)
      if e > worst.standardError { worst = (e, t) }
    }
    for (index, t) in sampleTimes.enumerated() {
      consider(t)
      guard index + 1 < sampleTimes.count else { break }
      let next = sampleTimes[index + 1]
      for j in 1..<Swift.max(subdivisions, 1) { consider(t + (next - t) * Double(j) / Double(subdivisions)) }
    }
    return worst
  }

  /// The model's value and ∂x/∂p (every parameter, in the model's order) at `t`.
  func valueAndGradient(at t: Double) -> (value: Double, gradient: [Double]) {
    let values = estimates.map(\.value)
    var gradient = [Double](repeating: 0, count: values.count)
    let value: Double
    switch model {
    case .spring: value = SpringCurveModel(parameterValues: values).valueAndGradient(at: t, into: &gradient, offset: 0)
    case .cubicBezier:
      value = CubicBezierCurveModel(parameterValues: values).valueAndGradient(at: t, into: &gradient, offset: 0)
    case .decay: value = DecayCurveModel(parameterValues: values).valueAndGradient(at: t, into: &gradient, offset: 0)
    }
    return (value, gradient)
  }
}
