extension CubicBezierSolver {
  /// The safeguarded solver of x(t) = p for p ∈ (0, 1): plain Newton from
  /// `guess`, then Newton on the double-double residual inside a bisection
  /// bracket (rtsafe), stopping when Newton's predicted remainder
  /// |x''|/(2x')·δt² or the bracket is below 2⁻⁶⁰. Every input converges;
  /// none loops (``maximumIterations``).
  ///
  /// - Returns: `t` and a sub-ulp `correction` such that t + correction is the
  ///   root to about 1e-18; callers add y'(t)·correction to y(t).
  @inline(never)
  func robustParameter(forInteriorProgress p: Double, from guess: Double)
    -> (t: Double, correction: Double)
  {
    var t = startingParameter(p, from: guess)
    // Two cheap plain Newton steps bring an ordinary guess close (their
    // residual is only good to ~1e-16); the safeguarded loop finishes and
    // repairs anything they spoil next to a stationary point.
    for _ in 0..<(isInflectionCurve ? 0 : 2) {
      let f = ((ax * t + bx) * t + cx) * t - p
      let d = (dax * t + dbx) * t + cx
      let next = t - f / d
      // Clamp into [0, 1]; NaN (f = d = 0 at a stationary root) keeps t.
      t = next >= 0 ? (next <= 1 ? next : 1) : (next < 0 ? 0 : t)
    }
    return safeguardedNewton(p, from: t)
  }

  /// Where the safeguarded solver starts: `guess` if it is in [0, 1] (else
  /// p), except where a closed form is better. For `cubic-bezier(1, ·, 0, ·)`,
  /// x(t) = ½ + ½·(2t − 1)³ exactly, whose root at p = ½ is triple, so Newton
  /// from anywhere else would reach it only linearly. For x1 = 0 and p below
  /// ``leadingTermProgress``, x(t) = bx·t² + ax·t³ next to 0, so the root is
  /// ~√(p/bx), or ∛(p/ax) when x2 = 0 too: from an O(1) guess Newton
  /// approaches such a root only linearly (160 steps reach t ≈ 5e-29 for
  /// p = 1e-300 on cubic-bezier(0, 1, 0, 1), whose root is 1e-100).
  func startingParameter(_ p: Double, from guess: Double) -> Double {
    if isInflectionCurve {
      return 0.5 + 0.5 * Libm.cbrt(2 * p - 1)  // 2p − 1 is exact for p ≥ ¼
    }
    if cx == 0 && p < Self.leadingTermProgress {
      return bx > 0 ? (p / bx).squareRoot() : Libm.pow(p / ax, 1.0 / 3)
    }
    return guess >= 0 && guess <= 1 ? guess : p
  }

  /// Newton on the double-double residual inside the bracket [0, 1], from
  /// t: bisects whenever a Newton step leaves the bracket or fails to halve.
  /// Its tolerances are relative to the distance to the nearer end (capped
  /// at 1): where x′ vanishes at an end, x′ and hence dy/dx are proportional
  /// to t or 1 − t, so the slope needs t to that relative accuracy.
  func safeguardedNewton(_ p: Double, from start: Double) -> (t: Double, correction: Double) {
    var t = start
    var lower = 0.0
    var upper = 1.0
    var previousStep = 1.0
    var lastStep = 1.0
    for _ in 0..<Self.maximumIterations {
      let f = residual(t, p)
      if f == 0 { return (t, 0) }
      if f < 0 { lower = t } else { upper = t }
      var d = (dax * t + dbx) * t + cx
      if d < Self.plainPhaseTolerance { d = accurateXDerivative(t) }
      let step = f / d
      let scale = Swift.min(t, 1 - t, 1)
      if d > 0 && step.isFinite {
        // Newton's error after this step is |x''(ξ)|/(2x'(t))·e², with ξ within
        // about |step| of t.
        let curvature = abs(2 * dax * t + dbx) + 4 * abs(dax) * abs(step)
        if curvature * step * step <= Self.parameterTolerance * 2 * d * scale {
          return Self.split(t, -step)
        }
      }
      let newtonIsValid = d > 0 && step.isFinite && abs(step) <= upper - lower
      if upper - lower <= Self.parameterTolerance * scale || t - step == t {
        // The bracket or the step is below the resolution of t: keep the
        // sub-ulp Newton step as the correction (it carries 1 − t or t to
        // relative accuracy next to an end where x′ vanishes).
        return newtonIsValid ? Self.split(t, -step) : (t, 0)
      }
      let newton = t - step
      let next: Double
      if newton > lower && newton < upper && abs(2 * step) <= abs(previousStep) {
        previousStep = lastStep
        lastStep = step
        next = newton
      } else {
        previousStep = lastStep
        lastStep = 0.5 * (upper - lower)
        next = lower + lastStep
      }
      if next == t { return (t, 0) }
      t = next
    }
    return (t, 0)
  }

  /// t + step as the nearest double and the (sub-ulp) rest, exactly.
  ///
  /// Newton's last step can be far larger than an ulp where x″ ≈ 0 (its
  /// remainder is then tiny anyway); applying it to t first keeps the
  /// first-order corrections y(t) + y′(t)·rest and x′(t) + x″(t)·rest exact to
  /// second order in an ulp.
  @inline(__always)
  static func split(_ t: Double, _ step: Double) -> (t: Double, correction: Double) {
    let sum = ErrorFreeTransforms.twoSum(t, step)
    return (sum.hi, sum.lo)
  }
}
