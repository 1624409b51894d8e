/// Fits a cubic-bézier animation (``CubicBezierCurveModel``) to a capture.
///
/// - **Start.** The delay is held at the first sample time. When the capture
///   starts with a run of at least 3 samples at the first value (within 4
///   noise deviations), a second fit frees the delay within [first sample,
///   first moving sample] (the rest was seen, so the motion cannot start
///   before the capture); it replaces the held fit only if it at least halves
///   the residual sum of squares (one parameter more must buy a real
///   improvement; a slow start such as x1 ≈ 1, y1 ≈ 0 looks like rest).
///   The held fit's denser second search (for a fit that looks like a false
///   minimum, see the code) is skipped when the delay-free fit
///   leaves white residuals and halves the held fit's: it is reported anyway.
/// - **End.** The animation ends between the last moving sample and the
///   first of the trailing run at the last value; the duration starts at
///   that first held sample, half-way into the gap, and (for a noisy capture,
///   whose band may swallow a slow finish) one gap later.
/// - **Multi-start.** The shape problem is multimodal, so an 8 × 8 grid of
///   (x1, x2) ∈ {0.02, 0.15, 0.3, 0.45, 0.6, 0.75, 0.9, 0.98}² is tried with
///   each duration. For fixed (x1, x2, duration, delay) the curve is linear
///   in (from, (to − from)·y1, (to − from)·y2, to − from), so whichever of
///   from, to, y1 and y2 are free come from linear least squares (variable
///   projection), whatever else is held: no start sits on the diagonal
///   x1 = y1, x2 = y2, where every handle gives the curve y = x and the
///   Jacobian in the handles is rank-deficient. The best ``startCount``
///   starts run ``LevenbergMarquardt`` and the lowest cost wins.
/// - **Long captures.** A capture of more than ``searchSampleLimit`` samples
///   is searched on a subsample (``searchSubsample(of:flat:tail:)``); the
///   search's optimum is then solved and polished on every sample.
/// - **Ambiguous ends.** A curve whose progress runs past 1 and back (or
///   below 0 and back) within one frame interval takes the same values at
///   every sample as the curve restricted to its first crossing: both are
///   exact fits. Every such restriction or extension of the optimum
///   (``CubicBezierCurveModel/restricted(toEnd:)``) whose residual sum of
///   squares equals the optimum's to ``ambiguityTolerance`` is listed in
///   ``FitResult/alternatives``; the shape and timing parameters are then
///   ``FitParameterStatus/ambiguous`` and a note names the candidates.
public enum CubicBezierFit {
  /// How many of the grid's starts the solver takes further: 10.
  static let startCount = 10
  /// Relative agreement of residual sums of squares that makes a restricted
  /// curve an equally good fit: 1e-8 (curves equal at every sample agree to
  /// rounding, ~1e-14; a sample inside the changed interval moves the sum by
  /// far more).
  static let ambiguityTolerance = 1e-8

  static let grid = [0.02, 0.15, 0.3, 0.45, 0.6, 0.75, 0.9, 0.98]
  /// Captures of at most this many samples always get the second search: 32.
  static let shortCapture = 32
  /// Iterations of each screening descent of the second search: 6.
  static let screeningIterations = 6
  static let denseGrid = [0.005, 0.06, 0.12, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.995]
  /// RMS residual, relative to the travel, below which the first search is
  /// taken as final: 1e-9 (an exact fit sits at ~1e-16; a false minimum of a
  /// noiseless capture far above).
  static let searchFloor = 1e-9

  /// Fits a cubic-bézier curve to `capture`, holding the parameters in `fixing`.
  ///
  /// - Throws: ``FitInputError`` when there are fewer samples than free parameters + 1.
  public static func fit(
    _ capture: FitCapture, fixing: [CubicBezierFitParameter: Double] = [:],
    solver: LevenbergMarquardt = LevenbergMarquardt()
  ) throws(FitInputError) -> FitResult {
    var search = try CubicBezierFitSearch(capture, fixing: fixing, solver: solver)
    var notes = capture.notes
    guard let chosen = search.chosen(notes: &notes) else {
      throw FitInputError(row: nil, column: nil, message: "no starting point gives a finite curve")
    }
    let result = CurveFitter<CubicBezierCurveModel>.result(
      chosen.solve, capture: capture, free: chosen.free, notes: notes, iterations: search.iterations,
      lower: chosen.lower, upper: chosen.upper)
    let alternatives = equallyGoodRestrictions(of: chosen.solve.parameters, free: chosen.free, capture: capture)
    return markingAmbiguity(result, alternatives: alternatives, free: chosen.free)
  }

  /// `result` with the equally good `alternatives` accounted for. An
  /// alternative whose shape and timing parameters all lie inside the
  /// optimum's intervals is the same answer within what the data determine
  /// (a note says so); the others make those parameters
  /// ``FitParameterStatus/ambiguous``, with intervals widened to hold them
  /// and the alternatives listed in ``FitResult/alternatives``.
  static func markingAmbiguity(_ result: FitResult, alternatives: [[Double]], free: [Bool]) -> FitResult {
    guard !alternatives.isEmpty else { return result }
    let shape = [0, 1, 2, 3, 4] + (free[CubicBezierFitParameter.delay.rawValue] ? [7] : [])
    func describe(_ p: [Double]) -> String {
      "cubic-bezier(\(p[0]), \(p[1]), \(p[2]), \(p[3])) over \(p[4]) s from \(p[7]) s"
    }
    let distinct = alternatives.filter { p in
      shape.contains { j in !(result.estimates[j].interval?.contains(p[j]) ?? false) }
    }
    guard !distinct.isEmpty else {
      return result.replacing(
        estimates: result.estimates,
        adding: [
          "\(alternatives.map(describe).joined(separator: "; ")) give the same values at every sample and lie inside the intervals reported: the same answer within what the data determine"
        ])
    }
    var estimates = result.estimates
    for j in shape {
      let e = estimates[j]
      guard e.status == .estimated || e.status == .poorlyDetermined else { continue }
      var interval = e.interval
      for p in distinct { interval = interval?.widened(toInclude: p[j]) }
      estimates[j] = FitParameterEstimate(
        name: e.name, value: e.value, standardError: interval?.equivalentStandardError ?? e.standardError,
        status: .ambiguous, interval: interval)
    }
    var marked = result.replacing(
      estimates: estimates,
      adding: [
        "the samples do not decide where the curve ends: \(distinct.map(describe).joined(separator: "; ")) give the same values at every sample (the curves differ only between two samples)"
      ])
    marked.alternatives = distinct
    return marked
  }

  /// The restrictions and extensions of the curve `parameters` to another
  /// crossing of its end value (and, when the delay is free, of its start
  /// value) that fit `capture` as well as it does.
  static func equallyGoodRestrictions(of parameters: [Double], free: [Bool], capture: FitCapture) -> [[Double]] {
    // The shape and duration must all be free (a restriction moves them all).
    guard free[0], free[1], free[2], free[3], free[4] else { return [] }
    let curve = CubicBezierCurveModel(parameterValues: parameters)
    let rss = residualSumOfSquares(curve, capture)
    let scale = Swift.max(abs(curve.to - curve.from), 1e-300)
    // Rounding floor of an exact fit: 1e-14 of the travel per sample.
    let floor = Double(capture.count) * (1e-14 * scale) * (1e-14 * scale)
    var candidates = curve.otherEndCrossings.compactMap { curve.restricted(toEnd: $0) }
    if free[CubicBezierFitParameter.delay.rawValue] {
      candidates += curve.otherStartCrossings.compactMap { curve.restricted(toStart: $0) }
    }
    return candidates.filter { alternative in
      abs(residualSumOfSquares(alternative, capture) - rss) <= ambiguityTolerance * rss + floor
    }.map(\.parameterValues)
  }

  /// Σ r_i·r_(i+1) / Σ r_i² (0 for a zero residual).
  static func lagOneCorrelation(_ r: [Double]) -> Double {
    var lagged = 0.0
    for i in 1..<Swift.max(1, r.count) { lagged += r[i - 1] * r[i] }
    let total = sumOfSquares(r)
    return total > 0 ? lagged / total : 0
  }

  static func residualSumOfSquares(_ curve: CubicBezierCurveModel, _ capture: FitCapture) -> Double {
    var rss = 0.0
    for i in 0..<capture.count {
      let e = curve.value(at: capture.times[i]) - capture.values[i]
      rss += e * e
    }
    return rss
  }

  /// How many of the best starts first run the variable-projection solve: 10 (all).
  static let projectedStartCount = 10
  /// Most restarts of the final polish: 8.
  static let polishCount = 8
  /// Most samples the search for a start evaluates: 72, so that every capture
  /// of up to 1.1 s at 60 Hz is searched whole. A longer capture is searched
  /// on a subsample (``searchSubsample(of:flat:tail:)``) and the search's
  /// optimum is then solved and polished on every sample: the search's cost
  /// grows with the samples it evaluates, and beyond a few per feature of the
  /// curve more of them do not move its basins.
  static let searchSampleLimit = 72
  /// Samples the subsample keeps of a run at rest (beyond the 3 next to the motion): 6.
  static let restSamples = 6

  /// The samples the search evaluates: all of a capture of at most
  /// ``searchSampleLimit``; otherwise the motion with the 3 rest samples on
  /// each side of it (where the end candidates lie), evenly strided to
  /// fit, and ``restSamples`` spread evenly over each longer run at rest
  /// (`flat` leading and `tail` trailing samples).
  static func searchSubsample(of capture: FitCapture, flat: Int, tail: Int) -> FitCapture {
    let m = capture.count
    guard m > searchSampleLimit else { return capture }
    let lower = Swift.max(flat - 3, 0)
    let upper = Swift.max(Swift.min(m - tail + 2, m - 1), lower)
    var indices = evenlySpread(lower...upper, count: searchSampleLimit - 2 * restSamples)
    if lower > 0 { indices += evenlySpread(0...(lower - 1), count: restSamples) }
    if upper < m - 1 { indices += evenlySpread((upper + 1)...(m - 1), count: restSamples) }
    indices = Array(Set(indices)).sorted()
    return FitCapture(
      cleanTimes: indices.map { capture.times[$0] }, values: indices.map { capture.values[$0] }, notes: [])
  }

  /// `count` indices spread evenly over `range`, both ends included (all of
  /// them when the range is no longer).
  static func evenlySpread(_ range: ClosedRange<Int>, count: Int) -> [Int] {
    let length = range.count
    guard length > count, count > 1 else { return Array(range) }
    return (0..<count).map { range.lowerBound + ($0 * (length - 1) + (count - 1) / 2) / (count - 1) }
  }

  /// Variable projection (G. H. Golub and V. Pereyra, "The differentiation
  /// of pseudo-inverses and nonlinear least squares problems whose variables
  /// separate", SIAM J. Numer. Anal. 10(2), 1973): minimises the residual of
  /// ``linearStart`` (from, to, y1, y2 solved linearly) over the nonlinear
  /// parameters x1, x2, duration and delay alone, by ``LevenbergMarquardt``
  /// with a forward-difference Jacobian. With the linear parameters
  /// eliminated the landscape has far fewer false minima (a wrong `to`
  /// cannot trap a duration that is right, and conversely); the full
  /// analytic solve then polishes the result.
  static func projectedSolve(
    times: [Double], values: [Double], start: [Double], free: [Bool], lower: [Double], upper: [Double],
    iterations: inout Int, maximumIterations: Int = 60
  ) -> [Double] {
    let nonlinear = [0, 2, 4, 7].filter { free[$0] }
    guard !nonlinear.isEmpty else { return start }
    let m = times.count
    var current = start
    func residuals(_ q: [Double], _ r: inout [Double]) -> Bool {
      var p = current
      for (a, j) in nonlinear.enumerated() { p[j] = q[a] }
      current = linearSolve(times: times, values: values, start: p, free: free, residuals: &r)
      return r.allSatisfy(\.isFinite)
    }
    var solver = LevenbergMarquardt()
    solver.maximumIterations = maximumIterations
    solver.stepTolerance = 1e-9
    // J is factored once per point: each damping tried then solves 2n × n
    // rather than (m + n) × n, the steps agreeing to rounding.
    solver.factorsOncePerPoint = true
    let lowerQ = nonlinear.map { lower[$0] }
    let upperQ = nonlinear.map { upper[$0] }
    var trial = [Double](repeating: 0, count: m)
    let result = solver.minimize(
      start: nonlinear.map { start[$0] }, lower: lowerQ, upper: upperQ, residualCount: m
    ) { q, r, jacobian in
      guard residuals(q, &r) else { return false }
      guard jacobian != nil else { return true }
      let n = q.count
      for a in 0..<n {
        // Forward difference of 1e-7 of the parameter's scale, away from an upper bound.
        var h = 1e-7 * Swift.max(abs(q[a]), 0.1)
        if q[a] + h > upperQ[a] { h = -h }
        var shifted = q
        shifted[a] += h
        let saved = current
        guard residuals(shifted, &trial) else { return false }
        current = saved
        for i in 0..<m { jacobian![i * n + a] = (trial[i] - r[i]) / h }
      }
      return true
    }
    iterations += result.iterations
    FitWorkCount.recordProjectedSolve(iterations: result.iterations)
    var p = start
    for (a, j) in nonlinear.enumerated() { p[j] = result.parameters[a] }
    return linearStart(times: times, values: values, start: p, free: free).parameters
  }

  /// Solves the free ones of from, to, y1 and y2 by linear least squares for
  /// the shape (x1, x2) and timing of `start` (variable projection's inner
  /// problem). With a = to − from and s the Bézier parameter of each sample,
  ///
  ///     x = from + a·(s³ + 3(1−s)²s·y1 + 3(1−s)s²·y2),
  ///
  /// linear in (from, a, a·y1, a·y2) with the held ones moved to the right-hand
  /// side when a is free (from or to free), and linear in (y1, y2) when from
  /// and to are both held. So every subset of held parameters gets the handles'
  /// heights from the data, never from the diagonal x = y of the start (where
  /// the curve is y = x for every handle and the Jacobian is rank-deficient).
  /// Returns `start` with the solution (unchanged where the solve is singular
  /// or the travel comes out exactly 0) and the RSS.
  static func linearStart(times: [Double], values: [Double], start: [Double], free: [Bool])
    -> (parameters: [Double], rss: Double)
  {
    var residuals = [Double](repeating: 0, count: times.count)
    let p = linearSolve(times: times, values: values, start: start, free: free, residuals: &residuals)
    let rss = sumOfSquares(residuals)
    return (p, rss.isFinite ? rss : .infinity)
  }

  /// ``linearStart(times:values:start:free:)``'s parameters, writing the
  /// residuals (model − data) at them into `r`. The curve is evaluated from
  /// the same Bernstein terms as the system, so each sample costs one solve
  /// of X(s) = p, in plain doubles (``CubicBezierCurveModel/searchParameter(_:)``).
  static func linearSolve(
    times: [Double], values: [Double], start: [Double], free: [Bool], residuals r: inout [Double]
  ) -> [Double] {
    var p = start
    let terms = bernsteinTerms(times: times, parameters: p)
    if let x = linearSolution(terms, values: values, parameters: p, free: free) {
      unpackLinear(x, into: &p, free: free)
    }
    let travel = p[6] - p[5]
    for i in 0..<times.count {
      r[i] = p[5] + travel * (terms.cubes[i] + terms.first[i] * p[1] + terms.second[i] * p[3]) - values[i]
    }
    return p
  }

  /// s³ and the Bernstein terms 3(1−s)²s, 3(1−s)s² at each sample time, s
  /// the Bézier parameter of the curve `parameters` there (0 before the
  /// start, 1 after the end).
  static func bernsteinTerms(times: [Double], parameters p: [Double])
    -> (cubes: [Double], first: [Double], second: [Double])
  {
    let m = times.count
    let curve = CubicBezierCurveModel(parameterValues: p)
    var cubes = [Double](repeating: 0, count: m)
    var first = [Double](repeating: 0, count: m)
    var second = [Double](repeating: 0, count: m)
    var hint = CubicBezierCurveModel.SearchHint()
    for i in 0..<m {
      let raw = Swift.min(Swift.max((times[i] - p[7]) / p[4], 0), 1)
      let s = raw > 0 && raw < 1 ? curve.searchParameter(raw, hint: &hint) : raw
      let u = 1 - s
      cubes[i] = s * s * s
      first[i] = 3 * u * u * s
      second[i] = 3 * u * s * s
    }
    return (cubes, first, second)
  }

  /// The least-squares solution of ``linearSolve(times:values:start:free:residuals:)``'s
  /// system in the free ones of from, to, y1 and y2 (in ``unpackLinear(_:into:free:)``'s
  /// column order); nil when none is free or the solution is not finite.
  static func linearSolution(
    _ terms: (cubes: [Double], first: [Double], second: [Double]), values: [Double], parameters p: [Double],
    free: [Bool]
  ) -> [Double]? {
    let m = values.count
    let solvesFrom = free[5] && free[6]
    let travelFree = free[5] || free[6]
    let n = (solvesFrom ? 1 : 0) + (travelFree ? 1 : 0) + (free[1] ? 1 : 0) + (free[3] ? 1 : 0)
    guard n > 0 else { return nil }
    let heldTravel = p[6] - p[5]
    var matrix = [Double](repeating: 0, count: m * n)
    var rhs = values
    for i in 0..<m {
      let (b1, b2) = (terms.first[i], terms.second[i])
      // The progress E less its free terms.
      let known = terms.cubes[i] + (free[1] ? 0 : b1 * p[1]) + (free[3] ? 0 : b2 * p[3])
      var j = i * n
      if travelFree {
        // from free, to held: x − to = a·(E − 1); otherwise x − from = a·E.
        if solvesFrom {
          matrix[j] = 1
          j += 1
        }
        matrix[j] = free[5] && !free[6] ? known - 1 : known
        j += 1
        rhs[i] -= solvesFrom ? 0 : (free[5] ? p[6] : p[5])
      } else {
        rhs[i] -= p[5] + heldTravel * known
      }
      let weight = travelFree ? 1 : heldTravel
      if free[1] {
        matrix[j] = weight * b1
        j += 1
      }
      if free[3] { matrix[j] = weight * b2 }
    }
    var workspace = LeastSquaresWorkspace(rows: m, columns: n)
    let x = workspace.solveLinear(matrix: matrix, rows: m, columns: n, rhs: rhs)
    return x.allSatisfy(\.isFinite) ? x : nil
  }

  /// Writes the solution of ``linearStart(times:values:start:free:)``'s
  /// system, in its column order, into the parameters.
  private static func unpackLinear(_ x: [Double], into p: inout [Double], free: [Bool]) {
    var k = 0
    guard free[5] || free[6] else {
      if free[1] {
        p[1] = x[k]
        k += 1
      }
      if free[3] { p[3] = x[k] }
      return
    }
    let from = free[5] && free[6] ? x[0] : p[5]
    if free[5] && free[6] { k += 1 }
    let travel = x[k]
    k += 1
    guard travel != 0 else { return }  // exact zero: no travel, keep the guesses
    if free[1] {
      p[1] = x[k] / travel
      k += 1
    }
    if free[3] { p[3] = x[k] / travel }
    if free[5] && free[6] {
      p[5] = from
      p[6] = from + travel
    } else if free[5] {
      p[5] = p[6] - travel
    } else {
      p[6] = p[5] + travel
    }
  }
}
