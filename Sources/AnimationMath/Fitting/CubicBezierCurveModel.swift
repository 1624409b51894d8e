/// A cubic-bézier animation as a capture shows it, and its derivatives.
///
/// With p = (t − delay)/duration clamped to [0, 1] and E the timing function
/// `cubic-bezier(x1, y1, x2, y2)` (evaluated by ``CubicBezierTiming``):
///
///     x(t) = from + (to − from)·E(p),   E(p) = Y(s) where X(s) = p,
///     X(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³   (Y likewise with y1, y2).
///
/// The derivatives follow by implicit differentiation of X(s) = p:
///
///     ∂E/∂y1 = 3(1−s)²s,  ∂E/∂y2 = 3(1−s)s²,
///     ∂E/∂x1 = −Y′(s)·3(1−s)²s / X′(s),  ∂E/∂x2 = −Y′(s)·3(1−s)s² / X′(s),
///     ∂E/∂p = Y′(s)/X′(s),  ∂p/∂duration = −p/duration,  ∂p/∂delay = −1/duration.
///
/// Before the start and after the end (p clamped) only from and to matter.
///
/// The curve solves X(s) = p with ``CubicBezierTiming``'s safeguarded solver
/// directly (full precision, see its discussion), without building the
/// 64-segment table of its fast path: a fit changes the control points at
/// every iteration and evaluates each curve at a few dozen inputs only.
package struct CubicBezierCurveModel: Sendable {
  /// The solver of the timing function (no fast-path table).
  let solver: CubicBezierSolver
  /// The timing function `cubic-bezier(x1, y1, x2, y2)`.
  package var timing: CubicBezierTiming {
    CubicBezierTiming(validatedX1: solver.x1, y1: solver.y1, x2: solver.x2, y2: solver.y2)
  }
  /// Duration, seconds.
  package let duration: Double
  /// Start value, value units.
  package let from: Double
  /// End value, value units.
  package let to: Double
  /// Start time in the capture's clock, seconds.
  package let delay: Double

  /// Creates the curve; x1 and x2 are clamped to [0, 1].
  package init(
    x1: Double, y1: Double, x2: Double, y2: Double, duration: Double, from: Double, to: Double, delay: Double = 0
  ) {
    solver = CubicBezierSolver(
      validatedX1: Swift.min(Swift.max(x1, 0), 1), y1: y1, x2: Swift.min(Swift.max(x2, 0), 1), y2: y2, table: nil)
    self.duration = duration
    self.from = from
    self.to = to
    self.delay = delay
  }

  /// The parameters in ``CubicBezierFitParameter`` order.
  package var parameterValues: [Double] {
    [solver.x1, solver.y1, solver.x2, solver.y2, duration, from, to, delay]
  }

  /// The curve with parameters in ``CubicBezierFitParameter`` order.
  package init(parameterValues p: [Double]) {
    self.init(x1: p[0], y1: p[1], x2: p[2], y2: p[3], duration: p[4], from: p[5], to: p[6], delay: p[7])
  }

  /// x(t), value units.
  package func value(at t: Double) -> Double {
    let p = (t - delay) / duration
    if !(p > 0) { return from }
    if !(p < 1) { return to }
    let (s, correction) = parameter(p)
    return from + (to - from) * solver.curveY(s, correction: correction)
  }

  /// s with X(s) = p ∈ (0, 1), as the solver's (t, sub-ulp correction).
  func parameter(_ p: Double) -> (Double, Double) {
    if solver.isIdentity { return (p, 0) }
    return solver.robustParameter(forInteriorProgress: p, from: p)
  }

  /// s with X(s) = p ∈ (0, 1) to about 1e-13, by Newton's method in plain
  /// doubles safeguarded by bisection (X is increasing on [0, 1] for x1, x2
  /// in [0, 1]): for the search for starting points, which the full-precision
  /// solve of ``value(at:)`` then polishes.
  func searchParameter(_ p: Double) -> Double { searchParameter(p, from: p).s }

  /// ``searchParameter(_:)`` from the start `start` ∈ (0, 1), with X′ at
  /// the last Newton point (for ``SearchHint``). The start changes the
  /// path, not the bracket: the root is found to the same 1e-13 from any start.
  func searchParameter(_ p: Double, from start: Double) -> (s: Double, slope: Double) {
    if solver.isIdentity { return (p, 1) }
    let (a, b, c) = (solver.ax, solver.bx, solver.cx)
    let (da, db) = (solver.dax, solver.dbx)
    var (lower, upper) = (0.0, 1.0)
    var t = start
    var d = c
    for _ in 0..<Self.searchIterations {
      let f = ((a * t + b) * t + c) * t - p
      d = (da * t + db) * t + c
      if f == 0 { return (t, d) }
      if f < 0 { lower = t } else { upper = t }
      var next = t - f / d
      if !(next > lower && next < upper) { next = 0.5 * (lower + upper) }
      if abs(next - t) <= 1e-13 { return (next, d) }
      t = next
    }
    return (t, d)
  }

  /// Where the search's solve of X(s) = p starts when the curve is
  /// evaluated at a run of progresses in order (the samples of a capture):
  /// on the tangent at the last solution, X(s) ≈ X(s₀) + X′(s₀)·(s − s₀),
  /// which a sample interval away is within O((Δp)²) of the root, so Newton
  /// needs fewer steps than from s = p.
  struct SearchHint {
    var p = 0.0, s = 0.0, slope = 0.0

    /// The tangent's prediction for `progress` when it lies inside (0, 1) (else `progress`).
    func start(_ progress: Double) -> Double {
      guard slope > 0 else { return progress }
      let predicted = s + (progress - p) / slope
      return predicted > 0 && predicted < 1 ? predicted : progress
    }
  }

  /// s with X(s) = p ∈ (0, 1) as ``searchParameter(_:)`` finds it, started
  /// from `hint`, which then holds this solution.
  func searchParameter(_ p: Double, hint: inout SearchHint) -> Double {
    let (s, slope) = searchParameter(p, from: hint.start(p))
    hint = SearchHint(p: p, s: s, slope: slope)
    return s
  }

  /// Most steps of ``searchParameter(_:)``: 60 (bisection alone halves the
  /// bracket to 1e-18 in 60).
  static let searchIterations = 60

  /// x(t) and ∂x/∂p for the eight parameters in ``CubicBezierFitParameter`` order.
  package func valueAndGradient(at t: Double) -> (value: Double, gradient: [Double]) {
    var g = [Double](repeating: 0, count: 8)
    let v = valueAndGradient(at: t, into: &g, offset: 0)
    return (v, g)
  }

  func valueAndGradient(at t: Double, into g: inout [Double], offset o: Int) -> Double {
    var precise: SearchHint? = nil
    return valueAndGradient(at: t, into: &g, offset: o, hint: &precise)
  }

  /// x(t) with the search's plain-double solve of X(s) = p (about 1e-13 in s),
  /// started from `hint` (``SearchHint``).
  func searchValue(at t: Double, hint: inout SearchHint) -> Double {
    let p = (t - delay) / duration
    if !(p > 0) { return from }
    if !(p < 1) { return to }
    return from + (to - from) * solver.curveY(searchParameter(p, hint: &hint), correction: 0)
  }

  /// x(t) and ∂x/∂p; `hint` chooses the search's plain-double solve of
  /// X(s) = p started from it, nil the full-precision solve (``parameter(_:)``).
  func valueAndGradient(at t: Double, into g: inout [Double], offset o: Int, hint: inout SearchHint?) -> Double {
    let travel = to - from
    let raw = (t - delay) / duration
    for k in 0..<8 { g[o + k] = 0 }
    if !(raw > 0) || !(raw < 1) {
      let e = raw >= 1 ? 1.0 : 0.0  // NaN (duration 0) counts as the start
      g[o + 5] = 1 - e
      g[o + 6] = e
      return from + travel * e
    }
    var (s, correction) = (0.0, 0.0)
    if hint == nil {
      (s, correction) = parameter(raw)
    } else {
      s = searchParameter(raw, hint: &hint!)
    }
    let e = solver.curveY(s, correction: correction)
    let u = 1 - s
    let (x1, y1, x2, y2) = (solver.x1, solver.y1, solver.x2, solver.y2)
    let dx = 3 * (u * u * x1 + 2 * u * s * (x2 - x1) + s * s * (1 - x2))
    let dy = 3 * (u * u * y1 + 2 * u * s * (y2 - y1) + s * s * (1 - y2))
    let b1 = 3 * u * u * s
    let b2 = 3 * u * s * s
    g[o + 1] = travel * b1
    g[o + 3] = travel * b2
    if dx > 0 {
      let slope = dy / dx
      g[o] = -travel * slope * b1
      g[o + 2] = -travel * slope * b2
      g[o + 4] = -travel * slope * raw / duration
      g[o + 7] = -travel * slope / duration
    }
    g[o + 5] = 1 - e
    g[o + 6] = e
    return from + travel * e
  }
}

extension CubicBezierCurveModel: FittableCurve {
  static let parameterNames = CubicBezierFitParameter.allCases.map(\.description)
  static let lowerBounds: [Double] = [0, -.infinity, 0, -.infinity, 1e-9, -.infinity, -.infinity, -.infinity]
  static let upperBounds: [Double] = [1, .infinity, 1, .infinity, .infinity, .infinity, .infinity, .infinity]
  static let scaleParameters = [CubicBezierFitParameter.duration.rawValue]
  static let logarithmicParameters = scaleParameters
  static let model = FitModel.cubicBezier
  typealias ProfileCurve = CubicBezierProfileCurve
}

/// The cubic-bézier model as the profile walk evaluates it: X(s) = p solved by
/// the search's Newton iteration in plain doubles (about 1e-13 in s, so values
/// agree with ``CubicBezierCurveModel`` to ~1e-13 of the travel), which costs a
/// fraction of the full-precision solve. A profile point needs its cost to a
/// small fraction of s²; the optimum and its reported values keep full precision.
struct CubicBezierProfileCurve: FittableCurve {
  let curve: CubicBezierCurveModel
  /// Where the next solve of X(s) = p starts: the fits evaluate the samples in time order.
  var hint: CubicBezierCurveModel.SearchHint? = CubicBezierCurveModel.SearchHint()

  static var parameterNames: [String] { CubicBezierCurveModel.parameterNames }
  static var lowerBounds: [Double] { CubicBezierCurveModel.lowerBounds }
  static var upperBounds: [Double] { CubicBezierCurveModel.upperBounds }
  static var scaleParameters: [Int] { CubicBezierCurveModel.scaleParameters }
  static var logarithmicParameters: [Int] { CubicBezierCurveModel.logarithmicParameters }
  static var model: FitModel { CubicBezierCurveModel.model }

  init(parameterValues: [Double]) { curve = CubicBezierCurveModel(parameterValues: parameterValues) }

  mutating func value(at t: Double) -> Double { curve.searchValue(at: t, hint: &hint!) }

  mutating func valueAndGradient(at t: Double, into g: inout [Double], offset: Int) -> Double {
    curve.valueAndGradient(at: t, into: &g, offset: offset, hint: &hint)
  }
}
