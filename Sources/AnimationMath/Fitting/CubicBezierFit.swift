/// Fits a cubic-bézier animation (``CubicBezierCurveModel``) to a capture.
///
/// - **Start and end.** A leading run of samples at the first value (within
///   4 noise deviations, at least 3 samples) makes the delay a free
///   parameter, started at the last resting sample; otherwise the delay is
///   held at the first sample time. The duration starts at the first sample
///   of the trailing run at the last value (or the last sample).
/// - **Multi-start.** The shape problem is multimodal, so a 5 × 5 grid of
///   (x1, x2) ∈ {0.05, 0.25, 0.5, 0.75, 0.95}² is tried, with the duration
///   ending at the first held sample. For fixed (x1, x2,
///   duration, delay) the curve is linear in (from, (to − from)·y1,
///   (to − from)·y2, to − from), so those come from linear least squares
///   (variable projection); the best ``startCount`` starts run
///   ``LevenbergMarquardt`` and the lowest cost wins.
public enum CubicBezierFit {
  /// How many of the grid's starts the solver takes further: 6.
  public static let startCount = 6

  /// Fits a cubic-bézier curve to `capture`, holding the parameters in `fixing`.
  ///
  /// - Throws: ``FitInputError`` when there are fewer samples than free parameters + 1.
  public static func fit(
    _ capture: FitCapture, fixing: [CubicBezierFitParameter: Double] = [:],
    solver: LevenbergMarquardt = LevenbergMarquardt()
  ) throws(FitInputError) -> FitResult {
    var notes = capture.notes
    let times = capture.times
    let values = capture.values
    let m = capture.count
    let noise = capture.noiseEstimate
    let first = values[0]
    let last = values[m - 1]
    let scale = Swift.max(abs(last - first), 1e-300)
    let band = Swift.max(4 * noise, 1e-12 * scale)
    var flat = 1
    while flat < m && values[flat] == first { flat += 1 }  // exact: a held value
    if flat < 3 {
      flat = 1
      while flat < m && abs(values[flat] - first) <= band { flat += 1 }
    }
    // The end: a run of values exactly at the last one (a finished
    // animation holds its end value), else the run within the noise band.
    var tail = 1
    while tail < m && values[m - 1 - tail] == last { tail += 1 }  // exact: a held value
    if tail < 2 {
      while tail < m && abs(values[m - 1 - tail] - last) <= band { tail += 1 }
    }
    var free = [Bool](repeating: true, count: 8)
    var held = [Double](repeating: 0, count: 8)
    for (parameter, value) in fixing {
      free[parameter.rawValue] = false
      held[parameter.rawValue] = value
    }
    let delayIndex = CubicBezierFitParameter.delay.rawValue
    if free[delayIndex] {
      if flat >= 3 && flat < m - 2 {
        held[delayIndex] = times[flat - 1]
        notes.append("the capture starts at rest for \(flat) samples: the delay is estimated")
      } else {
        free[delayIndex] = false
        held[delayIndex] = times[0]
        notes.append("delay held at the first sample time \(times[0]) s (no rest phase)")
      }
    }
    let k = free.filter { $0 }.count
    guard m > k else {
      throw FitInputError(
        row: nil, column: nil, message: "\(m) samples for \(k) free parameters: need at least \(k + 1)")
    }
    let delay = held[delayIndex]
    let endTime = tail >= 2 ? times[m - tail] : times[m - 1]
    let durationGuesses =
      free[4]
      ? [endTime].map { Swift.max($0 - delay, 1e-6) } : [held[4]]

    // Variable projection over the grid.
    let grid = [0.05, 0.25, 0.5, 0.75, 0.95]
    var starts: [(parameters: [Double], rss: Double)] = []
    for gx1 in grid {
      for gx2 in grid {
        for durationGuess in durationGuesses {
        var p = held
        p[0] = free[0] ? gx1 : held[0]
        p[2] = free[2] ? gx2 : held[2]
        p[4] = durationGuess
        p[7] = delay
        if free[1] { p[1] = p[0] }
        if free[3] { p[3] = p[2] }
        if free[5] { p[5] = first }
        if free[6] { p[6] = last }
        starts.append(linearStart(times: times, values: values, start: p, free: free))
        }
      }
    }
    starts.sort { $0.rss < $1.rss }
    var best: CurveFitter<CubicBezierCurveModel>.Solve?
    var iterations = 0
    for start in starts.prefix(startCount) {
      let solve = CurveFitter<CubicBezierCurveModel>.solve(capture, start: start.parameters, free: free, solver: solver)
      iterations += solve.result.iterations
      if best == nil || SpringFit.isBetter(solve, than: best!) { best = solve }
    }
    guard let best else {
      throw FitInputError(row: nil, column: nil, message: "no starting point gives a finite curve")
    }
    return CurveFitter<CubicBezierCurveModel>.result(
      best, capture: capture, free: free, notes: notes, iterations: iterations)
  }

  /// Solves (from, (to − from)·y1, (to − from)·y2, to − from) by linear least
  /// squares for the shape and timing of `start`, when all four of from, to,
  /// y1 and y2 are free; otherwise returns `start` with its RSS.
  static func linearStart(times: [Double], values: [Double], start: [Double], free: [Bool])
    -> (parameters: [Double], rss: Double)
  {
    var p = start
    let m = times.count
    let curve = CubicBezierCurveModel(parameterValues: p)
    if free[1] && free[3] && free[5] && free[6] {
      var matrix = [Double](repeating: 0, count: m * 4)
      for i in 0..<m {
        let raw = Swift.min(Swift.max((times[i] - p[7]) / p[4], 0), 1)
        let s = raw > 0 && raw < 1 ? curve.parameter(raw).0 : raw
        let u = 1 - s
        matrix[i * 4] = 1
        matrix[i * 4 + 1] = 3 * u * u * s
        matrix[i * 4 + 2] = 3 * u * s * s
        matrix[i * 4 + 3] = s * s * s
      }
      var workspace = LeastSquaresWorkspace(rows: m, columns: 4)
      let x = workspace.solveLinear(matrix: matrix, rows: m, columns: 4, rhs: values)
      if x.allSatisfy(\.isFinite), x[3] != 0 {  // exact zero: no travel, keep the guesses
        p[5] = x[0]
        p[6] = x[0] + x[3]
        p[1] = x[1] / x[3]
        p[3] = x[2] / x[3]
      }
    }
    let fitted = CubicBezierCurveModel(parameterValues: p)
    var rss = 0.0
    for i in 0..<m {
      let e = fitted.value(at: times[i]) - values[i]
      rss += e * e
    }
    return (p, rss.isFinite ? rss : .infinity)
  }
}
