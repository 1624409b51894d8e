/// Real roots of the low-degree polynomials the geometry needs (coordinate
/// extrema for bounding boxes, speed extrema for arc length).
enum PolynomialRoots {
  /// The real roots of `a·t² + b·t + c`, ascending; NaN for each missing
  /// root (a negative discriminant gives two NaNs; a linear polynomial one).
  ///
  /// Uses the cancellation-free pair `q = −(b + sign(b)·√Δ)/2`, `t = q/a, c/q`
  /// after scaling the coefficients by a power of two, so nothing overflows.
  /// An identically zero polynomial has no roots. A double root lost to
  /// rounding (Δ slightly negative) is dropped: it is not a sign change.
  static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> (Double, Double) {
    let largest = max(abs(a), abs(b), abs(c))
    guard largest.isFinite, largest > 0 else { return (.nan, .nan) }
    let scale = powerOfTwoScale(largest)
    let (a, b, c) = (a * scale, b * scale, c * scale)
    if a.isZero {
      return (b.isZero ? .nan : -c / b, .nan)
    }
    let discriminant = b * b - 4 * a * c
    guard discriminant >= 0 else { return (.nan, .nan) }
    let root = discriminant.squareRoot()
    let q = -0.5 * (b + (b < 0 ? -root : root))
    let first = q / a
    let second = q.isZero ? first : c / q
    return first <= second ? (first, second) : (second, first)
  }

  /// The roots in (0, 1) of `a·t² + b·t + c`, ascending, without duplicates.
  static func quadratic(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    let (first, second) = quadraticRoots(a, b, c)
    var roots: [Double] = []
    if first > 0, first < 1 { roots.append(first) }
    if second > 0, second < 1, second != first { roots.append(second) }
    return roots
  }

  /// The root of `function` in `[lower, upper]`, where the values at the
  /// ends have opposite signs: Newton from the regula-falsi point, with a
  /// bisection whenever a step would leave the shrinking bracket.
  ///
  /// Stops after a Newton step shorter than ``newtonStepTolerance`` (for a
  /// simple root the error is then ~step², far below an ulp — and where
  /// rounding noise dominates the value, further steps would only wander),
  /// when the bracket is 4 ulps wide, when the value is exactly zero, or
  /// after ``maximumIterations`` steps.
  ///
  /// - Parameter function: the value and the derivative at a point.
  @inline(__always)
  static func root(
    in lower: Double, _ upper: Double, lowerValue: Double, upperValue: Double,
    _ function: (Double) -> (value: Double, derivative: Double)
  ) -> Double {
    var low = lower
    var high = upper
    let lowIsNegative = lowerValue < 0
    var t = lower + (upper - lower) * (lowerValue / (lowerValue - upperValue))
    if !(t > low && t < high) { t = 0.5 * (low + high) }
    for _ in 0..<maximumIterations {
      let (value, derivative) = function(t)
      if value.isZero { return t }
      if (value < 0) == lowIsNegative { low = t } else { high = t }
      let newton = t - value / derivative
      // (A step below an ulp lands on t itself, which is now a bracket end,
      // so test the step before the bracket.)
      if abs(newton - t) <= newtonStepTolerance { return min(max(newton, low), high) }
      t = newton > low && newton < high ? newton : 0.5 * (low + high)
      if high - low <= 4 * high.ulp { return t }
    }
    return t
  }

  /// A Newton step this short (on parameters in [0, 1]) ends the search.
  static let newtonStepTolerance = 0x1p-36

  /// A cap on ``root(in:_:lowerValue:upperValue:_:)``: bisection alone
  /// reaches 4 ulps of a subinterval of [0, 1] in under 60 steps.
  static let maximumIterations = 100

  /// A power of two `2^−e` such that `largest·2^−e` lies in [0.5, 1) (or as
  /// close as the exponent range allows): an exact rescaling.
  ///
  /// - Precondition: `largest` is finite and positive.
  static func powerOfTwoScale(_ largest: Double) -> Double {
    let exponent = min(max(-Int(largest.exponent) - 1, -1022), 1023)
    return Double(sign: .plus, exponent: exponent, significand: 1)
  }
}
