/// The multi-start search of a cubic-bézier fit: a grid of starts, each
/// made linear-optimal in from, to, y1 and y2 (variable projection), the best
/// ones solved by ``LevenbergMarquardt``, and the winner polished.
extension CubicBezierFitSearch {
  /// The best solve on the search's samples from the grid of (x1, x2) ×
  /// durations (every candidate end less `durationFractions` of the gap), the
  /// best `count` starts (ranked after a short projected descent when
  /// `screen`) each run by the projected solve and then the full one; nil
  /// when no start gives a finite curve.
  mutating func best(
    free: [Bool], start: [Double], lower: [Double], upper: [Double], grid: [Double] = CubicBezierFit.grid,
    durationFractions: [Double] = [0], count: Int = CubicBezierFit.startCount, screen: Bool = false
  ) -> Solve? {
    var starts = gridStarts(free: free, start: start, grid: grid, durationFractions: durationFractions)
    let projectable = free[1] || free[3] || free[5] || free[6]
    if screen && projectable {
      // Rank by where a short projected descent leads, not by the start's
      // own residual: a curve with a steep end has a narrow basin that a
      // grid point next to it does not show.
      starts = starts.map { start in
        let p = CubicBezierFit.projectedSolve(
          times: search.times, values: search.values, start: start.parameters, free: free, lower: lower, upper: upper,
          iterations: &iterations, maximumIterations: CubicBezierFit.screeningIterations)
        return CubicBezierFit.linearStart(times: search.times, values: search.values, start: p, free: free)
      }
    }
    starts.sort { $0.rss < $1.rss }
    var best: Solve?
    for (rank, start) in starts.prefix(count).enumerated() {
      var parameters = start.parameters
      if projectable && rank < CubicBezierFit.projectedStartCount {
        parameters = CubicBezierFit.projectedSolve(
          times: search.times, values: search.values, start: parameters, free: free, lower: lower, upper: upper,
          iterations: &iterations)
      }
      let solve = CurveFitter<CubicBezierCurveModel>.solve(
        search, start: parameters, free: free, solver: solver, lower: lower, upper: upper)
      iterations += solve.result.iterations
      if best == nil || SpringFit.isBetter(solve, than: best!) { best = solve }
    }
    guard let best else { return nil }
    return polish(best, on: search, free: free, lower: lower, upper: upper)
  }

  /// The grid's starts with their residual sums of squares: (x1, x2) over
  /// `grid` where free, the duration over the candidate ends less
  /// `durationFractions` of the gap where free, and from, to, y1, y2 solved
  /// linearly where free (``CubicBezierFit/linearStart(times:values:start:free:)``).
  func gridStarts(free: [Bool], start: [Double], grid: [Double], durationFractions: [Double])
    -> [(parameters: [Double], rss: Double)]
  {
    let delay = start[Self.delayIndex]
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
          // Heights off the diagonal (the grid never reaches x1 = 0 or
          // x2 = 1); linearStart replaces them with the data's.
          if free[1] { p[1] = 0 }
          if free[3] { p[3] = 1 }
          if free[5] { p[5] = first }
          if free[6] { p[6] = last }
          starts.append(CubicBezierFit.linearStart(times: search.times, values: search.values, start: p, free: free))
        }
      }
    }
    return starts
  }

  /// `start` restarted from its optimum (fresh damping and scaling) while
  /// that still lowers the cost by more than 1e-6 of it, at most
  /// ``CubicBezierFit/polishCount`` times: an ill-conditioned valley (x1 ≈
  /// x2, a plateau of y) makes one run stop early on a small step. A solve
  /// stopped by its iteration limit (a creep along a bound, x2 → 0) gets
  /// five times the budget.
  mutating func polish<Curve: FittableCurve>(
    _ start: CurveFitter<Curve>.Solve, on data: FitCapture, free: [Bool], lower: [Double], upper: [Double]
  ) -> CurveFitter<Curve>.Solve {
    var best = start
    for _ in 0..<CubicBezierFit.polishCount {
      var polisher = solver
      if !best.result.termination.isConverged { polisher.maximumIterations *= 5 }
      let solve = CurveFitter<Curve>.solve(
        data, start: best.parameters, free: free, solver: polisher, lower: lower, upper: upper)
      iterations += solve.result.iterations
      guard SpringFit.isBetter(solve, than: best) else { break }
      let previous = best
      best = solve
      if !(solve.result.cost < previous.result.cost * (1 - 1e-6)) { break }
    }
    return best
  }

  /// The search's optimum solved and polished on every sample, when the
  /// search saw a subsample: first with the search's plain-double solve of
  /// X(s) = p (``CubicBezierProfileCurve``, values within ~1e-13 of the
  /// travel), which takes most of the iterations at a fraction of the cost,
  /// then from there with the full-precision curve, whose optimum, residuals
  /// and Jacobian are the ones reported.
  mutating func refined(_ found: Solve?, free: [Bool], lower: [Double], upper: [Double]) -> Solve? {
    guard search.count < capture.count, let found else { return found }
    let fast = CurveFitter<CubicBezierProfileCurve>.solve(
      capture, start: found.parameters, free: free, solver: solver, lower: lower, upper: upper)
    iterations += fast.result.iterations
    let settled = polish(fast, on: capture, free: free, lower: lower, upper: upper)
    let solve = CurveFitter<CubicBezierCurveModel>.solve(
      capture, start: settled.parameters, free: free, solver: solver, lower: lower, upper: upper)
    iterations += solve.result.iterations
    return polish(solve, on: capture, free: free, lower: lower, upper: upper)
  }
}
