/// Fits an exponential decay (``DecayCurveModel``) to a capture.
///
/// - **Release.** t0 is held at the first sample time (the capture starts at
///   the release; a note says so) unless `--fix` gives it.
/// - **Starting guess.** For a fixed k the curve is linear in (from, v0), so
///   a log-spaced scan of k over [0.05, 200] 1/s (``scanCount`` points)
///   solves those by linear least squares (variable projection) and keeps
///   the k of lowest residual; ``LevenbergMarquardt`` then refines all free
///   parameters (k in logarithm).
/// - **Identifiability.** A capture that ends long before the motion slows
///   (kT ≪ 1) barely determines k: it is reported poorly determined or
///   unidentifiable by ``FitResult``'s rules, never as a silent number.
public enum DecayFit {
  /// Points of the k scan: 48 (log-spaced, a ratio of 1.2 between neighbours).
  static let scanCount = 48

  /// Fits a decay to `capture`, holding the parameters in `fixing`.
  ///
  /// - Throws: ``FitInputError`` when there are fewer samples than free parameters + 1.
  public static func fit(
    _ capture: FitCapture, fixing: [DecayFitParameter: Double] = [:],
    solver: LevenbergMarquardt = LevenbergMarquardt()
  ) throws(FitInputError) -> FitResult {
    var notes = capture.notes
    let times = capture.times
    let values = capture.values
    let m = capture.count
    var free = [Bool](repeating: true, count: 4)
    var start = [values[0], 0, 1, times[0]]
    for (parameter, value) in fixing {
      free[parameter.rawValue] = false
      start[parameter.rawValue] = value
    }
    let t0Index = DecayFitParameter.timeOffset.rawValue
    if free[t0Index] {
      free[t0Index] = false
      notes.append("timeOffset held at the first sample time \(times[0]) s (the capture starts at the release)")
    }
    let k = free.filter { $0 }.count
    guard m > k else {
      throw FitInputError(
        row: nil, column: nil, message: "\(m) samples for \(k) free parameters: need at least \(k + 1)")
    }
    if free[2] {
      var bestRSS = Double.infinity
      var bestStart = start
      for i in 0..<scanCount {
        var p = start
        p[2] = 0.05 * Libm.pow(200 / 0.05, Double(i) / Double(scanCount - 1))
        p = linearStart(times: times, values: values, start: p, free: free)
        let curve = DecayCurveModel(parameterValues: p)
        var rss = 0.0
        for j in 0..<m {
          let e = curve.value(at: times[j]) - values[j]
          rss += e * e
        }
        if rss < bestRSS {
          bestRSS = rss
          bestStart = p
        }
      }
      start = bestStart
    } else {
      start = linearStart(times: times, values: values, start: start, free: free)
    }
    let solve = CurveFitter<DecayCurveModel>.solve(capture, start: start, free: free, solver: solver)
    return CurveFitter<DecayCurveModel>.result(
      solve, capture: capture, free: free, notes: notes, iterations: solve.result.iterations)
  }

  /// (from, v0) by linear least squares for the k and t0 of `start`, for
  /// whichever of the two are free.
  static func linearStart(times: [Double], values: [Double], start: [Double], free: [Bool]) -> [Double] {
    var p = start
    let columns = [0, 1].filter { free[$0] }
    guard !columns.isEmpty else { return p }
    let m = times.count
    let n = columns.count
    var matrix = [Double](repeating: 0, count: m * n)
    var rhs = values
    let curve = DecayCurveModel(from: 0, initialVelocity: 1, decayRate: p[2], timeOffset: p[3])
    for i in 0..<m {
      let g = curve.value(at: times[i])
      if !free[0] { rhs[i] -= p[0] }
      if !free[1] { rhs[i] -= p[1] * g }
      for (a, j) in columns.enumerated() { matrix[i * n + a] = j == 0 ? 1 : g }
    }
    var workspace = LeastSquaresWorkspace(rows: m, columns: n)
    let x = workspace.solveLinear(matrix: matrix, rows: m, columns: n, rhs: rhs)
    if x.allSatisfy(\.isFinite) {
      for (a, j) in columns.enumerated() { p[j] = x[a] }
    }
    return p
  }
}
