internal import AnimationMath
internal import CGSL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The independent reference for ``SpringFit``: the same least-squares
/// problem solved by GSL's `gsl_multifit_nlinear` (trust region,
/// Levenberg–Marquardt with geodesic acceleration, Moré scaling; GSL manual
/// §"Nonlinear Least-Squares Fitting",
/// https://www.gnu.org/software/gsl/doc/html/nls.html).
///
/// The oracle has its own residual and its own Jacobian and never calls the
/// core's fit or its spring:
/// - the residual is the textbook closed form written in complex arithmetic,
///   x = to + e^(−λτ)·[d0·cos(wτ) + (v0 + λd0)·sin(wτ)/w] with w = √(ω0²(1 − ζ²))
///   complex (so over-damped springs need no separate branch), and a
///   20-term power series in qτ² where |qτ²| < 1/4 (next to ζ = 1);
/// - the Jacobian is the complex-step derivative of that residual,
///   ∂r/∂p_j = Im r(p + i·h·e_j)/h with h = 1e-30·max(1, |p_j|)
///   (J. N. Lyness and C. B. Moler, SIAM J. Numer. Anal. 4(2), 1967;
///   W. Squire and G. Trapp, SIAM Review 40(1), 1998): exact to rounding
///   with no step-size trade-off, and independent of the core's hand-derived
///   formulas.
///
/// The spring and cubic-bézier fits can also take hand-derived derivatives
/// in real arithmetic (``Derivatives/analytic``), as a GSL user supplying
/// `df` would: that is the form the benchmarks time; the complex step stays
/// the reference those derivatives are tested against.
public enum GSLFitOracle {
  /// GSL's solution of a fit.
  public struct Solution: Sendable {
    /// All the model's parameters at GSL's optimum (spring: from, to, ω0,
    /// ζ, v0, t0; cubic-bézier: x1, y1, x2, y2, duration, from, to, delay).
    public let parameters: [Double]
    /// ½‖r‖² there.
    public let cost: Double
    /// GSL's iteration count.
    public let iterations: Int
    /// GSL's convergence reason: 1 small step, 2 small gradient (`info`).
    public let reason: Int32
  }

  /// Most GSL iterations.
  static let maximumIterations = 1000
  /// GSL's step tolerance xtol: 1e-13 (its test |δx_i| ≤ xtol·(|x_i| + xtol)).
  static let stepTolerance = 1e-13
  /// GSL's gradient tolerance gtol: 1e-14.
  static let gradientTolerance = 1e-14

  /// Fits the spring curve's `free` parameters (order from, to, ω0, ζ, v0,
  /// t0) to `times`/`values` from `start`.
  ///
  /// `derivatives` chooses the complex-step Jacobian (the reference, the
  /// default) or the hand-derived one (``Derivatives/analytic``).
  ///
  /// - Throws: ``GSLError`` if GSL fails or does not converge
  ///   (`GSL_EMAXITER`); "no progress" (`GSL_ENOPROG`) at the optimum counts as converged.
  public static func fitSpring(
    times: [Double], values: [Double], start: [Double], free: [Bool], derivatives: Derivatives = .complexStep
  ) throws(GSLError) -> Solution {
    try solve(
      FitProblem(
        SpringCurve.self, times: times, values: values, parameters: start, free: free, derivatives: derivatives),
      start: start)
  }

  /// Fits the cubic-bézier curve's `free` parameters (order x1, y1, x2, y2,
  /// duration, from, to, delay) to `times`/`values` from `start`, with the
  /// oracle's own curve (``BezierCurve``): bisection for X(s) = p, then
  /// two complex Newton steps for the complex-step Jacobian. x1 and x2 are
  /// not bounded here (GSL's trust region has no bounds); compare problems
  /// whose optimum is interior. `derivatives` as in ``fitSpring(times:values:start:free:derivatives:)``.
  ///
  /// - Throws: ``GSLError`` as ``fitSpring(times:values:start:free:derivatives:)``.
  public static func fitCubicBezier(
    times: [Double], values: [Double], start: [Double], free: [Bool], derivatives: Derivatives = .complexStep
  ) throws(GSLError) -> Solution {
    try solve(
      FitProblem(
        BezierCurve.self, times: times, values: values, parameters: start, free: free, derivatives: derivatives),
      start: start)
  }

  /// The oracle's cubic-bézier value x(t) at `parameters` (x1, y1, x2, y2,
  /// duration, from, to, delay).
  public static func cubicBezierValue(at t: Double, parameters: [Double]) -> Double {
    BezierCurve.value(t, parameters.map { Complex($0) }).re
  }

  /// One GSL trust-region solve of `problem` from `start` (all parameters).
  static func solve(_ problem: FitProblem, start: [Double]) throws(GSLError) -> Solution {
    GSLErrorHandling.disableAbort()
    let n = problem.times.count
    let p = problem.freeIndices.count
    var parameters = gsl_multifit_nlinear_default_parameters()
    parameters.trs = cgsl_multifit_nlinear_trs_lmaccel()
    parameters.scale = cgsl_multifit_nlinear_scale_more()
    guard let workspace = gsl_multifit_nlinear_alloc(cgsl_multifit_nlinear_trust(), &parameters, n, p) else {
      throw GSLError(status: Int32(GSL_ENOMEM), operation: "gsl_multifit_nlinear_alloc", reason: "out of memory")
    }
    defer { gsl_multifit_nlinear_free(workspace) }
    guard let x = gsl_vector_alloc(p) else {
      throw GSLError(status: Int32(GSL_ENOMEM), operation: "gsl_vector_alloc", reason: "out of memory")
    }
    defer { gsl_vector_free(x) }
    for (a, j) in problem.freeIndices.enumerated() { x.pointee.data[a * x.pointee.stride] = start[j] }
    let box = Unmanaged.passRetained(ProblemBox(problem))
    defer { box.release() }
    var fdf = gsl_multifit_nlinear_fdf()
    fdf.f = { x, params, f in
      let problem = Unmanaged<ProblemBox>.fromOpaque(params!).takeUnretainedValue().problem
      let r = problem.residuals(problem.full(x!))
      for i in r.indices { f!.pointee.data[i * f!.pointee.stride] = r[i] }
      return r.allSatisfy(\.isFinite) ? Int32(GSL_SUCCESS) : Int32(GSL_EBADFUNC)
    }
    fdf.df = { x, params, jacobian in
      let problem = Unmanaged<ProblemBox>.fromOpaque(params!).takeUnretainedValue().problem
      let columns = problem.jacobian(problem.full(x!))
      let j = jacobian!.pointee
      for (a, column) in columns.enumerated() {
        for i in column.indices { j.data[i * j.tda + a] = column[i] }
      }
      return Int32(GSL_SUCCESS)
    }
    fdf.fvv = nil
    fdf.n = n
    fdf.p = p
    fdf.params = box.toOpaque()
    try check(gsl_multifit_nlinear_init(x, &fdf, workspace), "gsl_multifit_nlinear_init")
    var info: Int32 = 0
    let status = gsl_multifit_nlinear_driver(
      maximumIterations, stepTolerance, gradientTolerance, 0, nil, nil, &info, workspace)
    if status != Int32(GSL_ENOPROG) { try check(status, "gsl_multifit_nlinear_driver") }
    let position = gsl_multifit_nlinear_position(workspace)!.pointee
    var result = start
    for (a, j) in problem.freeIndices.enumerated() { result[j] = position.data[a * position.stride] }
    let r = problem.residuals(result)
    return Solution(
      parameters: result, cost: 0.5 * r.reduce(0) { $0 + $1 * $1 },
      iterations: Int(gsl_multifit_nlinear_niter(workspace)), reason: info)
  }

  /// The oracle's complex-step Jacobian ∂x(t_i)/∂p_j of the spring curve at
  /// `parameters` (from, to, ω0, ζ, v0, t0), one array per parameter: the
  /// reference for the core's analytic derivatives.
  /// `derivatives` as in ``fitSpring(times:values:start:free:derivatives:)``.
  public static func springJacobian(
    times: [Double], parameters: [Double], derivatives: Derivatives = .complexStep
  ) -> [[Double]] {
    let problem = FitProblem(
      SpringCurve.self, times: times, values: [Double](repeating: 0, count: times.count), parameters: parameters,
      free: [Bool](repeating: true, count: 6), derivatives: derivatives)
    return problem.jacobian(parameters)
  }

  /// The oracle's own spring value x(t) (for tests of the oracle itself).
  public static func springValue(at t: Double, parameters: [Double]) -> Double {
    SpringCurve.value(t, parameters.map { Complex($0) }).re
  }

  /// The spring curve in the oracle's own arithmetic.
  enum SpringCurve: OracleFitCurve {
    /// x(t) for complex parameters (from, to, ω0, ζ, v0, t0).
    static func value(_ t: Double, _ p: [Complex]) -> Complex {
      let (from, to, omega0, zeta, v0, t0) = (p[0], p[1], p[2], p[3], p[4], p[5])
      let tau = Complex(t) - t0
      if tau.re <= 0 { return from }
      let lambda = zeta * omega0
      let q = omega0 * omega0 * (Complex(1) - zeta * zeta)
      let d0 = from - to
      let x = q * tau * tau
      var cosine: Complex
      var sineOverW: Complex
      if x.magnitude < 0.25 {
        // C = Σ (−x)^n/(2n)!, S = τ·Σ (−x)^n/(2n+1)!.
        cosine = Complex(0)
        sineOverW = Complex(0)
        var term = Complex(1)
        for n in 0..<20 {
          cosine = cosine + term / factorial(2 * n)
          sineOverW = sineOverW + term / factorial(2 * n + 1)
          term = term * (Complex(0) - x)
        }
        sineOverW = sineOverW * tau
      } else {
        let w = q.squareRoot()
        cosine = (w * tau).cosine
        sineOverW = (w * tau).sine / w
      }
      return to + (Complex(0) - lambda * tau).exponential * (d0 * cosine + (v0 + lambda * d0) * sineOverW)
    }

    static func factorial(_ n: Int) -> Double { n < 2 ? 1 : Double(n) * factorial(n - 1) }
  }
}

/// A complex number for the oracle's complex-step derivatives.
struct Complex {
  var re: Double
  var im: Double
  init(_ re: Double, _ im: Double = 0) {
    self.re = re
    self.im = im
  }
  var magnitude: Double { hypot(re, im) }
  static func + (a: Complex, b: Complex) -> Complex { Complex(a.re + b.re, a.im + b.im) }
  static func - (a: Complex, b: Complex) -> Complex { Complex(a.re - b.re, a.im - b.im) }
  static func * (a: Complex, b: Complex) -> Complex {
    Complex(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re)
  }
  static func / (a: Complex, b: Double) -> Complex { Complex(a.re / b, a.im / b) }
  static func / (a: Complex, b: Complex) -> Complex {
    let d = b.re * b.re + b.im * b.im
    return Complex((a.re * b.re + a.im * b.im) / d, (a.im * b.re - a.re * b.im) / d)
  }
  var exponential: Complex { Complex(exp(re) * cos(im), exp(re) * sin(im)) }
  var cosine: Complex { Complex(cos(re) * cosh(im), -sin(re) * sinh(im)) }
  var sine: Complex { Complex(sin(re) * cosh(im), cos(re) * sinh(im)) }
  /// The principal square root.
  func squareRoot() -> Complex {
    let r = magnitude
    let a = ((r + abs(re)) / 2).squareRoot()
    if a == 0 { return Complex(0) }
    return re >= 0 ? Complex(a, im / (2 * a)) : Complex(abs(im) / (2 * a), im >= 0 ? a : -a)
  }
}
