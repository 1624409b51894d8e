// WebKit's original cubic-bezier solver as a benchmark baseline, restated
// from its description: the 2008 `UnitBezier` (Source/WebCore/platform/
// graphics/UnitBezier.h, Apple) that WebKit shipped until it took
// Chromium's solver (UnitBezierBaseline), and that many ports still copy.

/// The 2008 `UnitBezier` recipe: power-basis coefficients computed once, when
/// the curve is made; each value is an ordinary method call.
///
/// `value(at:)` takes up to 8 Newton steps from t = p, stopping at
/// |x(t) − p| < `epsilon` or |x′(t)| < 1e-6, then bisects [0, 1] from t = p
/// to |x(t) − p| < `epsilon`, and returns y(t).
struct UnitBezier2008Baseline {
  /// Newton steps before bisection.
  static let newtonSteps = 8
  /// The smallest |x′(t)| Newton divides by.
  static let smallestSlope = 1e-6
  /// A cap on bisection steps (the recipe has none; 1e-7 is reached in ~24).
  static let maximumBisectionSteps = 100

  let ax: Double, bx: Double, cx: Double
  let ay: Double, by: Double, cy: Double
  /// The solver tolerance on |x(t) − p|.
  let epsilon: Double

  /// The curve through (0, 0), (x1, y1), (x2, y2), (1, 1), solved to `epsilon` in x.
  init(x1: Double, y1: Double, x2: Double, y2: Double, epsilon: Double = 1e-7) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    self.epsilon = epsilon
  }

  func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

  /// y at the parameter whose x is `p` ∈ [0, 1].
  func value(at p: Double) -> Double {
    var t = p
    for _ in 0..<Self.newtonSteps {
      let residual = x(t) - p
      if abs(residual) < epsilon { return y(t) }
      let slope = (3 * ax * t + 2 * bx) * t + cx
      if abs(slope) < Self.smallestSlope { break }
      t -= residual / slope
    }
    var (lower, upper) = (0.0, 1.0)
    t = p
    var steps = 0
    while lower < upper && steps < Self.maximumBisectionSteps {
      steps += 1
      let value = x(t)
      if abs(value - p) < epsilon { break }
      if p > value { lower = t } else { upper = t }
      t = (upper - lower) / 2 + lower
    }
    return y(t)
  }
}
