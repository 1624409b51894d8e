/// Fits a cubic-bézier animation (``CubicBezierCurveModel``) to a capture.
///
/// - **Start.** The delay is held at the first sample time. When the capture
///   starts with a run of at least 3 samples at the first value (within 4
///   noise deviations), a second fit frees the delay within [first sample,
///   first moving sample] (the rest was seen, so the motion cannot start
///   before the capture); it replaces the held fit only if it at least halves
///   the residual sum of squares (one parameter more must buy a real
///   improvement; a slow start such as x1 ≈ 1, y1 ≈ 0 looks like rest).
/// - **End.** The animation ends between the last moving sample and the
///   first of the trailing run at the last value; the duration starts at
///   that first held sample, half-way into the gap, and (for a noisy capture,
///   whose band may swallow a slow finish) one gap later.
/// - **Multi-start.** The shape problem is multimodal, so an 8 × 8 grid of
///   (x1, x2) ∈ {0.02, 0.15, 0.3, 0.45, 0.6, 0.75, 0.9, 0.98}² is tried with
///   each duration. For fixed (x1, x2, duration, delay) the curve is linear
///   in (from, (to − from)·y1, (to − from)·y2, to − from), so those come from
///   linear least squares (variable projection); the best ``startCount``
///   starts run ``LevenbergMarquardt`` and the lowest cost wins.
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
  public static let startCount = 10
  /// Relative agreement of residual sums of squares that makes a restricted
  /// curve an equally good fit: 1e-8 (curves equal at every sample agree to
  /// rounding, ~1e-14; a sample inside the changed interval moves the sum by
  /// far more).
  public static let ambiguityTolerance = 1e-8

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
    let delayGiven = !free[delayIndex]
    let restSeen = flat >= 3 && flat < m - 2
    var heldFree = free
    var heldStart = held
    if !delayGiven {
      heldFree[delayIndex] = false
      heldStart[delayIndex] = times[0]
    }
    let k = heldFree.filter { $0 }.count
    guard m > k else {
      throw FitInputError(
        row: nil, column: nil, message: "\(m) samples for \(k) free parameters: need at least \(k + 1)")
    }
    let firstHeld = tail >= 2 ? times[m - tail] : times[m - 1]
    let lastMoving = tail >= 2 && m - tail - 1 >= 0 ? times[m - tail - 1] : times[m - 1]
    let gap = Swift.max(firstHeld - lastMoving, 0)
    let exactTailEnd = tail >= 2 && values[m - 2] == last  // exact: a held value
    let ends =
      tail >= 2
      ? [firstHeld, firstHeld - gap / 2, exactTailEnd ? firstHeld - gap / 4 : firstHeld + gap]
      : [firstHeld, firstHeld + 0.25 * (firstHeld - times[0]), firstHeld + 0.5 * (firstHeld - times[0])]

    var iterations = 0
    func best(
      free: [Bool], start: [Double], lower: [Double], upper: [Double], grid: [Double] = Self.grid,
      durationFractions: [Double] = [0], count: Int = Self.startCount, screen: Bool = false
    ) -> CurveFitter<CubicBezierCurveModel>.Solve? {
      let delay = start[delayIndex]
      var starts: [(parameters: [Double], rss: Double)] = []
      let durations =
        free[4]
        ? ends.flatMap { end in durationFractions.map { Swift.max(end - delay - $0 * gap, 1e-6) } } : [start[4]]
      for duration in durations {
        for gx1 in (free[0] ? grid : [start[0]]) {
          for gx2 in (free[2] ? grid : [start[2]]) {
            var p = start
            p[0] = gx1
            p[2] = gx2
            p[4] = duration
            if free[1] { p[1] = p[0] }
            if free[3] { p[3] = p[2] }
            if free[5] { p[5] = first }
            if free[6] { p[6] = last }
            starts.append(linearStart(times: times, values: values, start: p, free: free))
          }
        }
      }
      let projectable = free[1] && free[3] && free[5] && free[6]
      if screen && projectable {
        // Rank by where a short projected descent leads, not by the start's
        // own residual: a curve with a steep end has a narrow basin that a
        // grid point next to it does not show.
        starts = starts.map { start in
          let p = projectedSolve(
            times: times, values: values, start: start.parameters, free: free, lower: lower, upper: upper,
            iterations: &iterations, maximumIterations: screeningIterations)
          return linearStart(times: times, values: values, start: p, free: free)
        }
      }
      starts.sort { $0.rss < $1.rss }
      var best: CurveFitter<CubicBezierCurveModel>.Solve?
      for (rank, start) in starts.prefix(count).enumerated() {
        var parameters = start.parameters
        if projectable && rank < projectedStartCount {
          parameters = projectedSolve(
            times: times, values: values, start: parameters, free: free, lower: lower, upper: upper,
            iterations: &iterations)
        }
        let solve = CurveFitter<CubicBezierCurveModel>.solve(
          capture, start: parameters, free: free, solver: solver, lower: lower, upper: upper)
        iterations += solve.result.iterations
        if best == nil || SpringFit.isBetter(solve, than: best!) { best = solve }
      }
      // Polish: restart from the optimum (fresh damping and scaling) while
      // that still lowers the cost by more than 1e-6 of it; an ill-conditioned
      // valley (x1 ≈ x2, a plateau of y) makes one run stop early on a small step.
      var polish = 0
      while let current = best, polish < polishCount {
        polish += 1
        // A solve stopped by its iteration limit (a creep along a bound, x2 → 0)
        // gets five times the budget.
        var polisher = solver
        if !current.result.termination.isConverged { polisher.maximumIterations *= 5 }
        let solve = CurveFitter<CubicBezierCurveModel>.solve(
          capture, start: current.parameters, free: free, solver: polisher, lower: lower, upper: upper)
        iterations += solve.result.iterations
        guard SpringFit.isBetter(solve, than: current) else { break }
        best = solve
        if !(solve.result.cost < current.result.cost * (1 - 1e-6)) { break }
      }
      return best
    }
    let lower = CubicBezierCurveModel.lowerBounds
    let upper = CubicBezierCurveModel.upperBounds
    var chosen = best(free: heldFree, start: heldStart, lower: lower, upper: upper)
    // Not at the rounding floor and the residuals are not white: a false
    // minimum leaves a smooth misfit (lag-one correlation near 1; noise gives
    // ~N(0, 1/m), so 2/√m lets ~2% of noisy fits through) or one concentrated
    // at a steep end (a residual beyond 3.5 RMS: ~2% of 40 Gaussian ones).
    // A short capture (≤ ``shortCapture`` samples) always gets it: it is
    // cheap, and a few residuals make both tests weak.
    // Then a second, denser search (12 × 12 grid
    // reaching 0.005 and 0.995, more durations in the end gap), every start
    // screened by a short projected descent.
    if let first = chosen, first.result.cost > 0.5 * Double(m) * (searchFloor * scale) * (searchFloor * scale),
      m <= shortCapture || lagOneCorrelation(first.result.residuals) > 2 / Double(m).squareRoot()
        || first.result.residuals.map(abs).max()! > 3.5 * (2 * first.result.cost / Double(m)).squareRoot(),
      let second = best(
        free: heldFree, start: heldStart, lower: lower, upper: upper, grid: denseGrid,
        durationFractions: [0, 0.3, 0.6], count: startCount, screen: true),
      SpringFit.isBetter(second, than: first)
    {
      chosen = second
    }
    var chosenFree = heldFree
    var chosenLower = lower
    var chosenUpper = upper
    if !delayGiven && restSeen {
      var freeStart = heldStart
      freeStart[delayIndex] = times[flat - 1]
      var freeLower = CubicBezierCurveModel.lowerBounds
      var freeUpper = CubicBezierCurveModel.upperBounds
      freeLower[delayIndex] = times[0]
      freeUpper[delayIndex] = times[flat]
      if let solve = best(free: free, start: freeStart, lower: freeLower, upper: freeUpper),
        chosen == nil || solve.result.cost < 0.5 * chosen!.result.cost
      {
        chosen = solve
        chosenFree = free
        chosenLower = freeLower
        chosenUpper = freeUpper
        notes.append("the capture starts at rest for \(flat) samples: the delay is estimated")
      }
    }
    guard let chosen else {
      throw FitInputError(row: nil, column: nil, message: "no starting point gives a finite curve")
    }
    if !chosenFree[delayIndex] && !delayGiven {
      notes.append("delay held at the first sample time \(times[0]) s")
    }
    let result = CurveFitter<CubicBezierCurveModel>.result(
      chosen, capture: capture, free: chosenFree, notes: notes, iterations: iterations, lower: chosenLower,
      upper: chosenUpper)
    let alternatives = equallyGoodRestrictions(of: chosen.parameters, free: chosenFree, capture: capture)
    return markingAmbiguity(result, alternatives: alternatives, free: chosenFree)
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
        adding: ["\(alternatives.map(describe).joined(separator: "; ")) give the same values at every sample and lie inside the intervals reported: the same answer within what the data determine"])
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
      adding: ["the samples do not decide where the curve ends: \(distinct.map(describe).joined(separator: "; ")) give the same values at every sample (the curves differ only between two samples)"])
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
      let (solved, _) = linearStart(times: times, values: values, start: p, free: free)
      let curve = CubicBezierCurveModel(parameterValues: solved)
      for i in 0..<m { r[i] = curve.value(at: times[i]) - values[i] }
      current = solved
      return r.allSatisfy(\.isFinite)
    }
    var solver = LevenbergMarquardt()
    solver.maximumIterations = maximumIterations
    solver.stepTolerance = 1e-9
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
    var p = start
    for (a, j) in nonlinear.enumerated() { p[j] = result.parameters[a] }
    return linearStart(times: times, values: values, start: p, free: free).parameters
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

