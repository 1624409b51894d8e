public import AnimationMath
internal import CGSL

/// Cubic-bézier timing values from GSL root finding, independent of the core.
///
/// Takes only the control points of a ``CubicBezierTiming`` and solves
/// x(t) = p with its own arithmetic:
/// 1. `gsl_poly_solve_cubic` on the power-basis cubic gives an estimate of t
///    (plain doubles; it can be off by ~1e-5 next to a stationary point);
/// 2. `gsl_root_fsolver_brent` refines it on a bracket around the estimate
///    (widened to [0, 1] when the estimate does not bracket), down to adjacent
///    doubles. Its function is x(t) − p in *Bernstein* form evaluated in
///    double-double arithmetic (FMA-based, ~106 bits), so its sign is right
///    wherever |x(t) − p| > ~1e-31: the core uses a power-basis form with
///    Dekker products, so the two share no formula;
/// 3. inside the final bracket [a, b] the root is interpolated linearly in
///    double-double, and y and dy/dx are evaluated there in double-double.
///
/// The result is the exact curve value to about 1e-17 (the interpolation
/// within one ulp of t, times |y′|), which is the reference the core's 1e-14
/// claim is tested against.
public enum GSLTimingOracle {
  /// The oracle's answer for one input.
  public struct Evaluation: Sendable {
    /// The curve parameter t with x(t) = progress (rounded to double).
    public let parameter: Double
    /// y(t): the output progress.
    public let value: Double
    /// dy/dx at t (±∞ at a vertical tangent; NaN where x′ = y′ = 0, a limit
    /// the oracle does not evaluate).
    public let slope: Double
    /// Brent iterations used.
    public let iterations: Int
  }

  /// Brent iterations allowed (it needs about 60 even when it degrades to bisection).
  static let maximumIterations = 500

  /// Solves the curve of `curve` at `progress` ∈ [0, 1].
  ///
  /// - Throws: ``GSLError`` if GSL fails, or with `GSL_EDOM` if `progress` is
  ///   outside [0, 1] (the oracle does not model extrapolation).
  public static func evaluate(_ curve: CubicBezierTiming, at progress: Double) throws(GSLError)
    -> Evaluation
  {
    try evaluate(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2, progress: progress)
  }

  /// Solves `cubic-bezier(x1, y1, x2, y2)` at `progress` ∈ [0, 1].
  public static func evaluate(
    x1: Double, y1: Double, x2: Double, y2: Double, progress p: Double
  ) throws(GSLError) -> Evaluation {
    GSLErrorHandling.disableAbort()
    guard p >= 0, p <= 1 else {
      throw GSLError(status: Int32(GSL_EDOM), operation: "GSLTimingOracle", reason: "progress outside [0, 1]")
    }
    var problem = Problem(x1: x1, x2: x2, progress: p)
    if p == 0 || p == 1 {
      let t = DoubleDouble(p)
      return Evaluation(
        parameter: p, value: p, slope: slope(x1: x1, y1: y1, x2: x2, y2: y2, t: t), iterations: 0)
    }

    // 1. Estimate from the closed-form cubic a·t³ + b·t² + c·t − p = 0.
    let estimate = cubicEstimate(x1: x1, x2: x2, progress: p)

    // 2. Bracket around the estimate, else [0, 1].
    var lower = 0.0
    var upper = 1.0
    if let estimate {
      let width = 1e-4
      let a = max(0, estimate - width)
      let b = min(1, estimate + width)
      if problem.residual(a).hi <= 0 && problem.residual(b).hi >= 0 {
        lower = a
        upper = b
      }
    }

    let solver = gsl_root_fsolver_alloc(cgsl_root_fsolver_brent())
    defer { gsl_root_fsolver_free(solver) }
    var iterations = 0
    try withUnsafeMutablePointer(to: &problem) { (pointer) throws(GSLError) in
      var function = gsl_function(
        function: { t, parameters in
          parameters!.assumingMemoryBound(to: Problem.self).pointee.residual(t).value
        },
        params: UnsafeMutableRawPointer(pointer))
      try check(gsl_root_fsolver_set(solver, &function, lower, upper), "gsl_root_fsolver_set")
      // Brent may keep its bracket for an iteration or two while it
      // interpolates; only a bracket unchanged for several iterations, or one
      // ulp wide, means it has converged.
      var unchanged = 0
      while iterations < maximumIterations && unchanged < 8 {
        iterations += 1
        try check(gsl_root_fsolver_iterate(solver), "gsl_root_fsolver_iterate")
        let a = gsl_root_fsolver_x_lower(solver)
        let b = gsl_root_fsolver_x_upper(solver)
        unchanged = (a == lower && b == upper) ? unchanged + 1 : 0
        lower = a
        upper = b
        if upper - lower <= 2 * upper.ulp { break }
      }
    }

    // 3. Interpolate inside [lower, upper] in double-double.
    let fLower = problem.residual(lower)
    let fUpper = problem.residual(upper)
    var t = DoubleDouble(lower)
    if upper > lower, fLower.value < 0, fUpper.value > 0 {
      let fraction = -fLower.value / (fUpper.value - fLower.value)
      t = t + DoubleDouble(fraction * (upper - lower))
    } else if fUpper.value == 0 {
      t = DoubleDouble(upper)
    }
    return Evaluation(
      parameter: t.value, value: bernstein(y1, y2, t).value,
      slope: slope(x1: x1, y1: y1, x2: x2, y2: y2, t: t), iterations: iterations)
  }

  /// What the C callback needs: the x control points and the input.
  struct Problem {
    var x1: Double
    var x2: Double
    var progress: Double

    /// x(t) − p in double-double, Bernstein form.
    func residual(_ t: Double) -> DoubleDouble {
      bernstein(x1, x2, DoubleDouble(t)) - DoubleDouble(progress)
    }
  }

  /// 3(1−t)²t·c1 + 3(1−t)t²·c2 + t³ in double-double.
  static func bernstein(_ c1: Double, _ c2: Double, _ t: DoubleDouble) -> DoubleDouble {
    let u = DoubleDouble(1) - t
    let ut = u * t
    // c·3 in double-double: 3·c itself would round (0.999999999·3 does).
    let first = ut * u * c1 * 3
    let second = ut * t * c2 * 3
    return first + second + t * t * t
  }

  /// dy/dx = y′(t)/x′(t) in double-double, with the Bernstein derivative
  /// 3[(1−t)²·c1 + 2(1−t)t·(c2 − c1) + t²·(1 − c2)].
  static func slope(x1: Double, y1: Double, x2: Double, y2: Double, t: DoubleDouble) -> Double {
    func derivative(_ c1: Double, _ c2: Double) -> DoubleDouble {
      let u = DoubleDouble(1) - t
      return u * u * c1 + u * t * DoubleDouble.difference(c2, c1) * 2
        + t * t * DoubleDouble.difference(1, c2)
    }
    let dy = derivative(y1, y2).value
    let dx = derivative(x1, x2).value
    if dx > 0 { return dy / dx }
    return dy > 0 ? .infinity : (dy < 0 ? -.infinity : .nan)
  }

  /// A root in [0, 1] of a·t³ + b·t² + c·t − p from `gsl_poly_solve_cubic`
  /// (or `gsl_poly_solve_quadratic` when a vanishes), nil if none is found.
  static func cubicEstimate(x1: Double, x2: Double, progress p: Double) -> Double? {
    let c = 3 * x1
    let b = 3 * (x2 - x1) - c
    let a = 1 - c - b
    var r0 = Double.nan
    var r1 = Double.nan
    var r2 = Double.nan
    let count: Int32
    if abs(a) > 1e-9 {
      count = gsl_poly_solve_cubic(b / a, c / a, -p / a, &r0, &r1, &r2)
    } else {
      count = gsl_poly_solve_quadratic(b, c, -p, &r0, &r1)
    }
    let roots = [r0, r1, r2].prefix(Int(count))
    return roots.filter { $0 >= -1e-6 && $0 <= 1 + 1e-6 }.min { abs($0 - 0.5) < abs($1 - 0.5) }
  }
}

/// An unevaluated sum hi + lo of two doubles (about 106 significant bits),
/// with FMA-based products. The oracle's own, independent of the core's.
struct DoubleDouble {
  var hi: Double
  var lo: Double

  init(_ value: Double) {
    hi = value
    lo = 0
  }

  init(hi: Double, lo: Double) {
    self.hi = hi
    self.lo = lo
  }

  /// The nearest double.
  var value: Double { hi + lo }

  /// The exact difference a − b as a double-double.
  static func difference(_ a: Double, _ b: Double) -> DoubleDouble {
    twoSum(a, -b)
  }

  static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    let v = s - a
    return DoubleDouble(hi: s, lo: (a - (s - v)) + (b - v))
  }

  static func renormalized(_ hi: Double, _ lo: Double) -> DoubleDouble {
    let s = hi + lo
    return DoubleDouble(hi: s, lo: lo - (s - hi))
  }

  static func + (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
    let s = twoSum(x.hi, y.hi)
    let t = twoSum(x.lo, y.lo)
    let sum = renormalized(s.hi, s.lo + t.hi)
    return renormalized(sum.hi, sum.lo + t.lo)
  }

  static func - (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
    x + DoubleDouble(hi: -y.hi, lo: -y.lo)
  }

  static func * (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
    let p = x.hi * y.hi
    let error = (-p).addingProduct(x.hi, y.hi)
    return renormalized(p, error + (x.hi * y.lo + x.lo * y.hi))
  }

  static func * (x: DoubleDouble, y: Double) -> DoubleDouble {
    x * DoubleDouble(y)
  }
}
