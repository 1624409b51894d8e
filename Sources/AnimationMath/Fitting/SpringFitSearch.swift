/// The search behind ``SpringFit/fit(_:fixing:options:)``: the rest and
/// leading rest the capture shows, the configurations of the release time
/// to try, and the multi-start solve of each.
struct SpringFitSearch {
  typealias Solve = CurveFitter<SpringCurveModel>.Solve

  /// A configuration to try: the free parameters, the release times to
  /// start from, and the note the fit then carries.
  struct Configuration {
    var free: [Bool]
    var t0: [Double]
    var note: String?
  }

  let data: FitCapture
  let options: SpringFit.Options
  /// The parameters the caller left free, and the values of those it held.
  let free: [Bool], held: [Double]
  /// The mean of the last 5% of the samples, value units: the rest's first guess.
  let restGuess: Double
  /// The samples of the leading rest (1 when there is none).
  let flat: Int
  /// The configurations in the order tried.
  let configurations: [Configuration]
  /// The (ω0, ζ) starts from the capture's frequency content.
  let candidates: [(omega0: Double, zeta: Double)]
  /// The RMS residual below which a converged start ends the search, value
  /// units: 10 noise deviations (at least 1e-9 of the motion's scale).
  let good: Double
  /// Solver iterations so far.
  var iterations = 0

  static let t0Index = SpringFitParameter.timeOffset.rawValue

  /// Reads the rest and leading rest of `data` and the parameters `fixing` holds.
  ///
  /// - Throws: ``FitInputError`` when there are fewer samples than free parameters + 1.
  init(_ data: FitCapture, fixing: [SpringFitParameter: Double], options: SpringFit.Options) throws(FitInputError) {
    self.data = data
    self.options = options
    let (times, values, m) = (data.times, data.values, data.count)
    let noise = data.noiseEstimate
    let tailCount = Swift.max(1, m / 20)
    var restGuess = 0.0
    for i in (m - tailCount)..<m { restGuess += values[i] }
    restGuess /= Double(tailCount)
    self.restGuess = restGuess
    var scale = 0.0
    for v in values { scale = Swift.max(scale, abs(v - restGuess)) }
    if !(scale > 0) { scale = Swift.max(abs(values[m - 1]), 1) }
    let flatBand = Swift.max(4 * noise, 1e-12 * scale)
    var flat = 1
    while flat < m && abs(values[flat] - values[0]) <= flatBand { flat += 1 }
    self.flat = flat
    var free = [Bool](repeating: true, count: 6)
    var held = [Double](repeating: 0, count: 6)
    for (parameter, value) in fixing {
      free[parameter.rawValue] = false
      held[parameter.rawValue] = value
    }
    self.free = free
    self.held = held
    configurations = Self.configurations(times: times, flat: flat, free: free, held: held, options: options)
    let k = configurations[0].free.filter { $0 }.count
    guard m > k else {
      throw FitInputError(
        row: nil, column: nil, message: "\(m) samples for \(k) free parameters: need at least \(k + 1)")
    }
    let moveStart = flat >= 3 && flat < m - 2 ? flat - 1 : 0
    var candidates = SpringStartingGuess.frequencyCandidates(
      times: Array(times[moveStart...]), values: Array(values[moveStart...]), rest: restGuess, noise: noise)
    if !free[2] || !free[3] {
      candidates = candidates.map { (free[2] ? $0.omega0 : held[2], free[3] ? $0.zeta : held[3]) }
    }
    self.candidates = candidates
    good = Swift.max(10 * noise, 1e-9 * scale)
  }

  /// The configurations of the release time: as fixed; else, after a
  /// leading rest (at least 3 samples, ending at least 2 before the end),
  /// free from the last rest sample and half-way past it (and held at the
  /// first sample time too, under ``SpringFit/TimeOffsetPolicy/automatic``); else
  /// free (``SpringFit/TimeOffsetPolicy/free``) or held at the first sample time.
  static func configurations(
    times: [Double], flat: Int, free: [Bool], held: [Double], options: SpringFit.Options
  ) -> [Configuration] {
    var heldFree = free
    heldFree[t0Index] = false
    let heldNote =
      "timeOffset held at the first sample time \(times[0]) s (no rest phase: an earlier release is not identifiable)"
    if !free[t0Index] { return [Configuration(free: free, t0: [held[t0Index]], note: nil)] }
    if flat >= 3 && flat < times.count - 2 {
      var list = [
        Configuration(
          free: free, t0: [times[flat - 1], 0.5 * (times[flat - 1] + times[flat])],
          note: "the capture starts at rest for \(flat) samples: the release time is estimated")
      ]
      if options.timeOffset == .automatic { list.append(Configuration(free: heldFree, t0: [times[0]], note: heldNote)) }
      return list
    }
    if options.timeOffset == .free { return [Configuration(free: free, t0: [times[0]], note: nil)] }
    return [Configuration(free: heldFree, t0: [times[0]], note: heldNote)]
  }

  /// The fit of each configuration, the first kept unless a later one wins:
  /// a held release time wins unless freeing it at least halves the cost
  /// (one parameter more must buy a real improvement). Nil when no start
  /// gives a finite curve.
  mutating func chosen() -> (solve: Solve, free: [Bool], note: String?)? {
    var chosen: (solve: Solve, free: [Bool], note: String?)?
    for configuration in configurations {
      guard let solve = fit(configuration.free, configuration.t0) else { continue }
      if let current = chosen {
        let heldIsNew = !configuration.free[Self.t0Index]
        let better =
          heldIsNew
          ? !(current.solve.result.cost < 0.5 * solve.result.cost)
          : solve.result.cost < 0.5 * current.solve.result.cost
        if !better { continue }
      }
      chosen = (solve, configuration.free, configuration.note)
    }
    return chosen
  }

  /// The best solve with the parameters `free` from the frequency
  /// candidates, and from the grid of ``SpringStartingGuess/gridCandidates(times:)``
  /// when none of those gives a good fit: the grid's ``SpringFit/gridStartCount``
  /// starts of lowest residual sum of squares (with from, to and v0 solved
  /// linearly, variable projection), best first, and the rest of the grid
  /// when the best of those explains the data but does not converge.
  mutating func fit(_ free: [Bool], _ t0Candidates: [Double]) -> Solve? {
    var best: Solve?
    run(starts(candidates, free: free, t0Candidates: t0Candidates).map(\.parameters), free: free, best: &best)
    if best == nil || !isGood(best!) {
      let grid = SpringStartingGuess.gridCandidates(times: data.times)
      var ranked = starts(grid, free: free, t0Candidates: t0Candidates).enumerated().map { ($0, $1) }
      // Stable: equal sums keep the grid's order.
      ranked.sort { ($0.1.rss, $0.0) < ($1.1.rss, $1.0) }
      run(ranked.prefix(SpringFit.gridStartCount).map(\.1.parameters), free: free, best: &best)
      // A best start that explains the data but does not converge even with the full
      // budget (a stiff, over-damped spring in a curved valley) is not a result: the
      // rest of the grid runs. A capture no spring explains stops at the screened starts.
      if let current = best, !current.result.termination.isConverged,
        current.result.cost * 2 / Double(data.count) <= good * good
      {
        run(ranked.dropFirst(SpringFit.gridStartCount).map(\.1.parameters), free: free, best: &best)
      }
    }
    return best
  }

  /// The starts of `candidates` × `t0Candidates`, with the free ones of the
  /// start, rest and initial velocity solved linearly, and their residual sums of squares.
  func starts(_ candidates: [(omega0: Double, zeta: Double)], free: [Bool], t0Candidates: [Double])
    -> [(parameters: [Double], rss: Double)]
  {
    var result: [(parameters: [Double], rss: Double)] = []
    for (omega0, zeta) in candidates where omega0 > 0 && zeta >= 0 {
      for t0 in t0Candidates {
        var p = held
        p[2] = omega0
        p[3] = zeta
        p[5] = t0
        if free[0] { p[0] = data.values[0] }
        if free[1] { p[1] = restGuess }
        if free[4] { p[4] = 0 }
        if let solved = SpringStartingGuess.solveLinear(times: data.times, values: data.values, start: p, free: free) {
          result.append(solved)
        }
      }
    }
    return result
  }

  /// True for a converged solve with an RMS residual within ``good``.
  func isGood(_ solve: Solve) -> Bool {
    solve.result.termination.isConverged && solve.result.cost * 2 / Double(data.count) <= good * good
  }

  /// Every start gets a short budget, in order (the most informed first);
  /// the first that converges to a good fit ends the search, else the best
  /// one continues with the full budget. `best` keeps the best solve so far.
  mutating func run(_ list: [[Double]], free: [Bool], best: inout Solve?) {
    var short = options.solver
    short.maximumIterations = Swift.min(options.solver.maximumIterations, SpringFit.startBudget)
    for start in list {
      let solve = CurveFitter<SpringCurveModel>.solve(data, start: start, free: free, solver: short)
      iterations += solve.result.iterations
      if best == nil || SpringFit.isBetter(solve, than: best!) { best = solve }
      if isGood(solve) { return }
    }
    if let current = best, !current.result.termination.isConverged {
      let solve = CurveFitter<SpringCurveModel>.solve(
        data, start: current.parameters, free: free, solver: options.solver)
      iterations += solve.result.iterations
      if SpringFit.isBetter(solve, than: current) { best = solve }
    }
  }
}
