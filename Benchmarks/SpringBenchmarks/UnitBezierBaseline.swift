// WebKit's cubic-bezier solver as a benchmark baseline, restated from its
// description (not a copy): WebKit/WebKit
// Source/WebCore/platform/graphics/UnitBezier.h at
// 029da7d3d074a75a24c2413e98b183a8bbfcfb62.

/// WebKit's `UnitBezier` as WebKit runs it: the power-basis coefficients and
/// the 11-entry table x(i/10) are computed once, when the curve is made; each
/// value is an ordinary method call.
///
/// `value(at:)` solves x(t) = p by linear interpolation in the table for the
/// first guess, up to 4 Newton steps stopping at |x(t) − p| < `epsilon`, then
/// bisection of the table bracket to max(1e-10, `epsilon`), and returns y(t).
/// Inputs outside [0, 1] are not timed, so the end tangents are left out.
struct UnitBezierBaseline {
  /// The Newton tolerance on |x(t) − p| (WebKit's `kBezierEpsilon`, 1e-7).
  static let newtonTolerance = 1e-7
  /// The smallest bisection tolerance (WebKit's `kBisectionEpsilon`).
  static let bisectionTolerance = 1e-10
  /// Newton steps before bisection (WebKit's `kMaxNewtonIterations`).
  static let newtonSteps = 4
  /// Entries of the x(t) table at t = 0, 0.1, …, 1.
  static let tableSize = 11
  /// A cap on bisection steps (WebKit has none; 1e-7 is reached in ~20).
  static let maximumBisectionSteps = 100

  let ax: Double, bx: Double, cx: Double
  let ay: Double, by: Double, cy: Double
  let table: [Double]
  /// The solver tolerance on |x(t) − p|: the caller's epsilon.
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
    let (a, b, c) = (ax, bx, cx)
    table = (0..<Self.tableSize).map { i in
      let t = Double(i) / Double(Self.tableSize - 1)
      return ((a * t + b) * t + c) * t
    }
  }

  func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  func xSlope(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// y at the parameter whose x is `p` ∈ [0, 1].
  func value(at p: Double) -> Double {
    let step = 1.0 / Double(Self.tableSize - 1)
    var lower = 0.0, upper = 0.0, t = p
    for i in 1..<Self.tableSize where p <= table[i] {
      upper = step * Double(i)
      lower = upper - step
      t = lower + (upper - lower) * (p - table[i - 1]) / (table[i] - table[i - 1])
      break
    }
    var residual = 0.0
    for _ in 0..<Self.newtonSteps {
      residual = x(t) - p
      if abs(residual) < min(Self.newtonTolerance, epsilon) { return y(t) }
      let slope = xSlope(t)
      if abs(slope) < Self.newtonTolerance { break }
      t -= residual / slope
    }
    if abs(residual) < epsilon { return y(t) }
    let tolerance = max(Self.bisectionTolerance, epsilon)
    var steps = 0
    while lower < upper && steps < Self.maximumBisectionSteps {
      steps += 1
      let value = x(t)
      if abs(value - p) < tolerance { break }
      if p > value { lower = t } else { upper = t }
      t = 0.5 * (lower + upper)
    }
    return y(t)
  }
}
