/// Safeguarded Newton iteration for a root bracketed by a sign change.
///
/// Each step takes the Newton step when it stays strictly inside the current
/// bracket and bisects otherwise, so it converges for any continuous function
/// with a sign change in the bracket, and quadratically once Newton takes over.
/// The iteration count is capped, so no input can make it loop.
enum BracketedRoot {
  /// The most iterations ever taken (bisection alone halves a bracket of the
  /// whole double range to one ulp in about 2,100 steps; Newton needs ~10).
  static let maximumIterations = 2_200

  /// A root of `function` in `[lower, upper]`, where `function(lower)` and
  /// `function(upper)` have opposite signs (or one is zero).
  ///
  /// - Parameter function: returns the value and the derivative at a point.
  /// - Returns: a point whose bracket has shrunk to a few ulps, or where the
  ///   Newton step is below an ulp.
  static func find(
    in lower: Double, _ upper: Double,
    _ function: (Double) -> (value: Double, derivative: Double)
  ) -> Double {
    var lo = lower
    var hi = upper
    let fLo = function(lo).value
    if fLo.isZero { return lo }
    if function(hi).value.isZero { return hi }
    let loIsNegative = fLo < 0
    var t = 0.5 * (lo + hi)
    for _ in 0..<maximumIterations {
      let (f, df) = function(t)
      if f.isZero { return t }
      if (f < 0) == loIsNegative { lo = t } else { hi = t }
      if hi - lo <= 2 * hi.ulp { return t }
      let newton = t - f / df
      // A Newton step below an ulp means convergence, even when it rounds onto
      // the bracket's end; only a real step outside the bracket bisects.
      if newton.isFinite, abs(newton - t) <= t.ulp { return min(max(newton, lo), hi) }
      if newton > lo, newton < hi, newton.isFinite {
        t = newton
      } else {
        t = 0.5 * (lo + hi)
      }
    }
    return t
  }
}
