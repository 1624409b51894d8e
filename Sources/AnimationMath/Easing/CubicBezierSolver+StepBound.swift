extension CubicBezierSolver {
  /// S_j for a table row whose segment ends at knot `knotAfter`: the largest
  /// |Newton step| for which one knot-relative step from the row's guess
  /// meets the fast path's two tests for every input of the segment, or −1
  /// if no step does. A measured bound, not a proof: the extremes below are
  /// exact for the exact polynomials, but their rounding is covered by slack
  /// factors chosen from measurements (1e-13 on x′, 1e-12 and 1e-13 on x″,
  /// 1e-9 on y′), and the rounding of t to a double is checked at 17 points
  /// of the segment (Documentation/CubicBezierSolver.md).
  ///
  /// The guess p(u) = t_j + c1·u + … + c5·u⁵ lies, for u ∈ [0, 1], between
  /// t_j + Σ min(0, c_k) and t_j + Σ max(0, c_k) (widened by its rounding);
  /// the root lies between the knots. On that hull I, widened by
  /// ``oneStepWindow``, take x′ ∈ [dmin, dmax] and |x″| ≤ cmax (x′ is a
  /// quadratic, x″ linear: exact extremes, widened by their rounding). Then
  /// for a guess t with error e and computed step s:
  /// - |e| ≤ |s|·dmax/dmin, and Newton leaves (cmax/(2·dmin))·e² in t, below
  ///   ``fastPathRemainderTolerance`` when |s| ≤ S_j = √(2·tol·dmin/cmax)·dmin/dmax;
  /// - the residual's rounding, 2⁻⁵²·(2·width + 3·|t − t_j|max·scale + |r_j|)
  ///   (the segment's `width` in x bounds |p − x_j| and its rounding),
  ///   moves the output by at most |y′|max times it over dmin, which must be
  ///   below ``fastPathErrorBound`` (and dmin ≥ ``fastPathMinimumSlope``).
  /// These are the runtime tests of the general fast path with each runtime
  /// quantity replaced by its worst case over the segment.
  func segmentStepBound(_ row: TableRow, knotAfter: Double, width: Double) -> Double {
    let (guessLow, guessHigh) = Self.guessHull(row)
    let low = Swift.min(guessLow, row.knot) - Self.oneStepWindow
    let high = Swift.max(guessHigh, knotAfter) + Self.oneStepWindow
    let (dmin, dmax, cmax) = xDerivativeExtremes(low, high)
    guard dmin >= Self.fastPathMinimumSlope, dmax.isFinite, cmax.isFinite else { return -1 }
    let ySlope = yDerivativeMaximum(low, high)
    let largestOffset = Swift.max(abs(guessLow - row.knot), abs(guessHigh - row.knot)) + Self.oneStepWindow
    let residualError =
      0x1p-52 * (2 * width + 3 * largestOffset * divisionScale + abs(row.knotResidual))
    guard ySlope.isFinite, ySlope * residualError <= Self.fastPathErrorBound * dmin else { return -1 }
    guard roundingKeepsY(from: row.knot, to: knotAfter, ySlope: ySlope) else { return -1 }
    let bound = (2 * Self.fastPathRemainderTolerance * dmin / cmax).squareRoot() * (dmin / dmax)
    // Rounding of |s| itself and of the comparison: keep a factor ½ in hand.
    return Swift.min(Self.oneStepWindow, 0.5 * bound)
  }

  /// The range of the row's Hermite guess for u ∈ [0, 1]: t_j plus the sums
  /// of the negative and of the positive coefficients, widened by four
  /// roundings of the terms' size.
  static func guessHull(_ row: TableRow) -> (low: Double, high: Double) {
    let c = [row.c1, row.c2, row.c3, row.c4, row.c5]
    var size = 0.0
    var negative = 0.0
    var positive = 0.0
    for value in c {
      size = size + abs(value)
      negative = negative + Swift.min(0, value)
      positive = positive + Swift.max(0, value)
    }
    let rounding = 4 * 0x1p-52 * (abs(row.knot) + size)
    return (row.knot + negative - rounding, row.knot + positive + rounding)
  }

  /// x′ = dax·t² + dbx·t + cx on [low, high]: its least and largest values
  /// (at the ends or the vertex) widened by 1e-13 for the few ulps of its
  /// O(10) terms that plain evaluation loses, and a bound on |x″| there.
  func xDerivativeExtremes(_ low: Double, _ high: Double) -> (dmin: Double, dmax: Double, cmax: Double) {
    func slope(_ t: Double) -> Double { (dax * t + dbx) * t + cx }
    var smallest = slope(low)
    var largest = smallest
    func include(_ value: Double) {
      if value < smallest { smallest = value }
      if largest < value { largest = value }
    }
    include(slope(high))
    if dax != 0 {
      let vertex = -dbx / (2 * dax)
      if vertex > low && vertex < high { include(slope(vertex)) }
    }
    let slopeSlack = 1e-13
    let cmax = Swift.max(abs(2 * dax * low + dbx), abs(2 * dax * high + dbx)) * (1 + 1e-12) + 1e-13
    return (smallest - slopeSlack, largest + slopeSlack, cmax)
  }

  /// An upper bound of |y′| on [low, high]: y′/3 = y1 + 2(yDelta − y1)·t +
  /// (y1 − 2·yDelta + yEnd)·t² is largest at an end or the vertex, evaluated
  /// in Bernstein form and widened by a factor 1 + 1e-9.
  func yDerivativeMaximum(_ low: Double, _ high: Double) -> Double {
    var largest = abs(curveYDerivative(low))
    func include(_ t: Double) {
      let value = abs(curveYDerivative(t))
      if largest < value { largest = value }
    }
    include(high)
    let yCurvature = (y1 - 2 * yDelta) + yEnd
    if yCurvature != 0 {
      let vertex = (y1 - yDelta) / yCurvature
      if vertex > low && vertex < high { include(vertex) }
    }
    return largest * (1 + 1e-9)
  }

  /// Whether rounding t to a double keeps y within 8 ulps on the segment
  /// from knot t0 to knot t1: the one-step path returns y(t) at the rounded
  /// t, an error of |y′|·ulp(t)/2, a few ulps of y except where y passes
  /// near 0 away from t = 0. Sampled at 17 points, failing at any sign change
  /// of y; such segments leave the sub-ulp correction to the general path,
  /// which keeps y relatively accurate there.
  func roundingKeepsY(from t0: Double, to t1: Double, ySlope: Double) -> Bool {
    var previousY = 0.0
    for k in 0...16 {
      let t = t0 + (t1 - t0) * Double(k) / 16
      guard t > 0 else { continue }
      let y = curveY(t)
      if y * previousY < 0 || ySlope * t.ulp > 8 * 0x1p-52 * abs(y) { return false }
      previousY = y
    }
    return true
  }
}
