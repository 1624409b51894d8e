/// Restrictions and extensions of a cubic-bézier curve to another parameter
/// interval: the same polynomial curve (X(s), Y(s)) drawn over [0, a] or
/// [a, 1] and renormalised, so that it is again a timing function from
/// (0, 0) to (1, 1). Two such curves take the same values at every time
/// outside the interval where one of them runs past its end (or before its
/// start): when no sample falls there, a capture cannot tell them apart.
///
/// The control points of the piece over [0, a] are the left half of de
/// Casteljau's construction at a, and those over [a, 1] the right half; the
/// construction extrapolates unchanged for a outside [0, 1] (G. Farin,
/// "Curves and Surfaces for CAGD", 5th ed., Morgan Kaufmann 2002, §4.6
/// "subdivision" and §4.7 "blossoms": the piece over [r, s] has control
/// points b[r, r, r], b[r, r, s], b[r, s, s], b[s, s, s]).
extension CubicBezierCurveModel {
  /// Y(s) in the power basis: c1·s + c2·s² + c3·s³.
  var powerCoefficientsY: (c1: Double, c2: Double, c3: Double) {
    let (y1, y2) = (solver.y1, solver.y2)
    return (3 * y1, 3 * y2 - 6 * y1, 1 + 3 * y1 - 3 * y2)
  }

  /// The other parameters a ≠ 1 where Y(a) = 1: the real roots of
  /// (Y(s) − 1)/(s − 1) = c3·s² + (c2 + c3)·s + 1.
  var otherEndCrossings: [Double] {
    let (_, c2, c3) = powerCoefficientsY
    return Self.realRoots(c3, c2 + c3, 1)
  }

  /// The other parameters a ≠ 0 where Y(a) = 0: the real roots of
  /// Y(s)/s = c3·s² + c2·s + c1.
  var otherStartCrossings: [Double] {
    let (c1, c2, c3) = powerCoefficientsY
    return Self.realRoots(c3, c2, c1)
  }

  /// The curve drawn over s ∈ [0, a] (a > 0, Y(a) = 1): same start and
  /// delay, duration·X(a). Nil unless the renormalised x1, x2 lie in [0, 1].
  func restricted(toEnd a: Double) -> CubicBezierCurveModel? {
    let (x1, y1, x2, y2) = (solver.x1, solver.y1, solver.x2, solver.y2)
    let u = 1 - a
    let q1 = (a * x1, a * y1)
    let q2 = (2 * a * u * x1 + a * a * x2, 2 * a * u * y1 + a * a * y2)
    let end = 3 * a * u * u * x1 + 3 * a * a * u * x2 + a * a * a
    guard a > 0, end > 0, end.isFinite else { return nil }
    let n1 = q1.0 / end
    let n2 = q2.0 / end
    guard n1 >= 0, n1 <= 1, n2 >= 0, n2 <= 1 else { return nil }
    return CubicBezierCurveModel(
      x1: n1, y1: q1.1, x2: n2, y2: q2.1, duration: duration * end, from: from, to: to, delay: delay)
  }

  /// The curve drawn over s ∈ [a, 1] (a < 1, Y(a) = 0): delay moved by
  /// duration·X(a), duration·(1 − X(a)). Nil unless the renormalised x1, x2
  /// lie in [0, 1].
  func restricted(toStart a: Double) -> CubicBezierCurveModel? {
    let (x1, y1, x2, y2) = (solver.x1, solver.y1, solver.x2, solver.y2)
    let u = 1 - a
    let start = 3 * a * u * u * x1 + 3 * a * a * u * x2 + a * a * a
    let r1 = (u * u * x1 + 2 * a * u * x2 + a * a, u * u * y1 + 2 * a * u * y2 + a * a)
    let r2 = (u * x2 + a, u * y2 + a)
    let span = 1 - start
    guard a < 1, span > 0, span.isFinite else { return nil }
    let n1 = (r1.0 - start) / span
    let n2 = (r2.0 - start) / span
    guard n1 >= 0, n1 <= 1, n2 >= 0, n2 <= 1 else { return nil }
    return CubicBezierCurveModel(
      x1: n1, y1: r1.1, x2: n2, y2: r2.1, duration: duration * span, from: from, to: to,
      delay: delay + duration * start)
  }

  /// Real roots of a·s² + b·s + c (a linear equation when a = 0), by the
  /// cancellation-free pair q = −(b + sign(b)·√Δ)/2, roots q/a and c/q.
  static func realRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    if a == 0 { return b == 0 ? [] : [-c / b] }  // exact: a structural zero (y1, y2 on the chord)
    let discriminant = b * b - 4 * a * c
    guard discriminant >= 0 else { return [] }
    let q = -(b + (b < 0 ? -1 : 1) * discriminant.squareRoot()) / 2
    var roots: [Double] = []
    if q != 0 { roots.append(c / q) }  // exact: q = 0 only when b = c = 0
    roots.append(q / a)
    return roots.filter(\.isFinite)
  }
}
