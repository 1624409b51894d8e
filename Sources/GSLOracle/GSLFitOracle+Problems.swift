internal import CGSL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A curve the oracle fits, in its own arithmetic: the value at `t` for
/// complex parameters (the complex step carries ∂/∂p_j).
protocol OracleFitCurve {
  static func value(_ t: Double, _ p: [Complex]) -> Complex
}

/// A least-squares problem GSL's driver solves: data, held parameters, and
/// the oracle's own residual and Jacobian of one curve (complex step, or
/// the curve's hand-derived derivatives).
final class FitProblem {
  let times: [Double]
  /// The data, one value per time.
  let values: [Double]
  let held: [Double]
  let freeIndices: [Int]
  /// The curve's value for complex parameters.
  let value: (Double, [Complex]) -> Complex
  /// The curve's value and gradient in real arithmetic, when the analytic
  /// Jacobian was asked for.
  let analytic: (value: (Double, [Double]) -> Double, gradient: (Double, [Double], inout [Double]) -> Void)?

  /// The fit of `curve` to `values` at `times`, from `parameters` with `free[j]` false held.
  init<Curve: OracleFitCurve>(
    _ curve: Curve.Type, times: [Double], values: [Double], parameters: [Double], free: [Bool]
  ) {
    self.times = times
    self.values = values
    held = parameters
    freeIndices = free.indices.filter { free[$0] }
    value = Curve.value
    analytic = nil
  }

  /// The same, with residuals and Jacobian by `derivatives`.
  init<Curve: AnalyticFitCurve>(
    _ curve: Curve.Type, times: [Double], values: [Double], parameters: [Double], free: [Bool],
    derivatives: GSLFitOracle.Derivatives
  ) {
    self.times = times
    self.values = values
    held = parameters
    freeIndices = free.indices.filter { free[$0] }
    value = Curve.value
    analytic = derivatives == .analytic ? (Curve.realValue, Curve.gradient) : nil
  }

  /// model − data at all parameters `p`.
  func residuals(_ p: [Double]) -> [Double] {
    if let analytic { return times.indices.map { analytic.value(times[$0], p) - values[$0] } }
    let c = p.map { Complex($0) }
    return times.indices.map { value(times[$0], c).re - values[$0] }
  }

  /// ∂r/∂p_j for the free j, one column each: analytic when asked for, else
  /// by the complex step (h = 1e-30·max(1, |p_j|)).
  func jacobian(_ p: [Double]) -> [[Double]] {
    if let analytic {
      var columns = [[Double]](repeating: [Double](repeating: 0, count: times.count), count: freeIndices.count)
      var gradient = [Double](repeating: 0, count: p.count)
      for (i, t) in times.enumerated() {
        analytic.gradient(t, p, &gradient)
        for (a, j) in freeIndices.enumerated() { columns[a][i] = gradient[j] }
      }
      return columns
    }
    return freeIndices.map { j in
      let h = 1e-30 * max(1, abs(p[j]))
      var c = p.map { Complex($0) }
      c[j] = Complex(p[j], h)
      return times.map { value($0, c).im / h }
    }
  }

  /// All parameters from GSL's vector of free ones.
  func full(_ x: UnsafePointer<gsl_vector>) -> [Double] {
    var p = held
    for (a, j) in freeIndices.enumerated() { p[j] = x.pointee.data[a * x.pointee.stride] }
    return p
  }
}

/// The problem behind GSL's opaque parameter pointer.
final class ProblemBox {
  let problem: FitProblem
  init(_ problem: FitProblem) { self.problem = problem }
}

extension GSLFitOracle {
  /// The cubic-bézier fit in the oracle's own arithmetic.
  ///
  /// x(t) = from + (to − from)·Y(s), X(s) = p = (t − delay)/duration
  /// clamped to [0, 1], with X, Y the Bernstein forms of (0, x1, x2, 1) and
  /// (0, y1, y2, 1). The real s comes from bisection on [0, 1] to the last
  /// bit (X is monotone for x1, x2 ∈ [0, 1]; CSS Easing Functions Level 1,
  /// §2.2, https://www.w3.org/TR/css-easing-1/#cubic-bezier-easing-functions);
  /// the complex step then follows the root by two Newton steps in complex
  /// arithmetic, s ← s − (X(s) − p)/X′(s), which carries ∂s/∂p_j in the
  /// imaginary part exactly (the real part is already converged).
  enum BezierCurve: OracleFitCurve {
    /// Bernstein cubic with ends 0 and 1: 3(1−s)²s·a + 3(1−s)s²·b + s³.
    static func bernstein(_ s: Complex, _ a: Complex, _ b: Complex) -> Complex {
      let u = Complex(1) - s
      return Complex(3) * u * u * s * a + Complex(3) * u * s * s * b + s * s * s
    }

    /// Its derivative in s: 3(1−s)²a + 6(1−s)s(b − a) + 3s²(1 − b).
    static func bernsteinSlope(_ s: Complex, _ a: Complex, _ b: Complex) -> Complex {
      let u = Complex(1) - s
      return Complex(3) * u * u * a + Complex(6) * u * s * (b - a) + Complex(3) * s * s * (Complex(1) - b)
    }

    /// x(t) for complex parameters (x1, y1, x2, y2, duration, from, to, delay).
    static func value(_ t: Double, _ q: [Complex]) -> Complex {
      let (x1, y1, x2, y2, duration, from, to, delay) = (q[0], q[1], q[2], q[3], q[4], q[5], q[6], q[7])
      let progress = (Complex(t) - delay) / duration
      if !(progress.re > 0) { return from }
      if !(progress.re < 1) { return to }
      // Bisection on the real parts.
      var lo = 0.0
      var hi = 1.0
      let target = progress.re
      for _ in 0..<200 {
        let mid = 0.5 * (lo + hi)
        if mid <= lo || mid >= hi { break }
        if bernstein(Complex(mid), Complex(x1.re), Complex(x2.re)).re < target { lo = mid } else { hi = mid }
      }
      var s = Complex(0.5 * (lo + hi))
      for _ in 0..<2 {
        s = s - (bernstein(s, x1, x2) - progress) / bernsteinSlope(s, x1, x2)
      }
      return from + (to - from) * bernstein(s, y1, y2)
    }
  }
}

extension GSLFitOracle {
  /// Fits the exponential decay's `free` parameters (order from,
  /// initialVelocity, decayRate, timeOffset) to `times`/`values` from `start`
  /// with the oracle's own curve (``DecayCurve``).
  ///
  /// - Throws: ``GSLError`` as ``fitSpring(times:values:start:free:derivatives:)``.
  public static func fitDecay(times: [Double], values: [Double], start: [Double], free: [Bool])
    throws(GSLError) -> Solution
  {
    try solve(FitProblem(DecayCurve.self, times: times, values: values, parameters: start, free: free), start: start)
  }

  /// The oracle's complex-step Jacobian of the decay curve, one array per
  /// parameter (from, initialVelocity, decayRate, timeOffset).
  public static func decayJacobian(times: [Double], parameters: [Double]) -> [[Double]] {
    FitProblem(
      DecayCurve.self, times: times, values: [Double](repeating: 0, count: times.count), parameters: parameters,
      free: [true, true, true, true]
    ).jacobian(parameters)
  }

  /// The decay fit in the oracle's own arithmetic: the velocity v0·e^(−kτ)
  /// integrated in closed form, x = from + v0·(1 − e^(−kτ))/k for τ = t − t0 > 0,
  /// written in complex arithmetic for the complex-step Jacobian (h = 1e-30).
  enum DecayCurve: OracleFitCurve {
    static func value(_ t: Double, _ q: [Complex]) -> Complex {
      let (from, v0, k, t0) = (q[0], q[1], q[2], q[3])
      let tau = Complex(t) - t0
      if tau.re <= 0 { return from }
      let kt = k * tau
      // (1 − e^(−kτ))/k = τ·(1 − e^(−kτ))/(kτ); a 12-term series where |kτ| < 0.1.
      var ratio: Complex
      if kt.magnitude < 0.1 {
        ratio = Complex(0)
        var term = Complex(1)
        var n = 1.0
        for _ in 0..<12 {
          ratio = ratio + term
          n += 1
          term = term * (Complex(0) - kt) / n
        }
      } else {
        ratio = (Complex(1) - (Complex(0) - kt).exponential) / kt
      }
      return from + v0 * tau * ratio
    }
  }
}
