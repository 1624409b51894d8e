/// Fits a damped spring (``SpringCurveModel``) to a capture.
///
/// 1. **Cleaning.** ``FitCapture`` sorts and merges the samples. A constant
///    tail (the last ``snappedTailLength`` or more samples exactly equal, as
///    when an engine snaps to rest) is left out of the fit, with a note: a
///    spring approaches its rest value but never holds a value exactly.
/// 2. **Release time.** A leading run of samples at the first value (within
///    4 noise deviations) is a delay: t0 is then estimated. Otherwise t0 is
///    held at the first sample's time, with a note, because with from and v0
///    free a release before the first sample is not identifiable (any point
///    of the trajectory is a valid release state). `timeOffset: .free`
///    estimates it anyway (and reports what cannot be identified).
/// 3. **Starting guesses.** About the rest value (the mean of the last
///    samples), the zero crossings of x − to give the damped half-period
///    (ω_d = π/half-period) and the peaks between them the logarithmic
///    decrement (λ = ln(p₁/p_k)/((k − 1)·half-period)), so ω0 = √(ω_d² + λ²)
///    and ζ = λ/ω0; a single overshoot M gives ζ = −ln M/√(π² + ln² M); with no
///    crossing (over- or critically damped), the slow rate a of the tail's
///    log-slope gives ω0 = a/(ζ − √(ζ² − 1)) for ζ ∈ {1.01, 1.5, 2.5, 4}. For each
///    (ω0, ζ) candidate the model is linear in (from, to, v0): those are solved
///    by linear least squares (variable projection), and the best two
///    candidates start ``LevenbergMarquardt``. If the result is poor (RMS above
///    10× the noise estimate), a coarse (ω0, ζ) grid is tried as well.
/// 4. **Uncertainties** as in ``FitResult``: s²·(JᵀJ)⁻¹, with unidentifiable
///    parameters reported as such.
public enum SpringFit {
  /// How the release time t0 is treated when it is not held by `fixing`.
  public enum TimeOffsetPolicy: Sendable, Hashable {
    /// Estimated when the capture starts with a rest phase, else held at the first sample time.
    case automatic
    /// Always estimated.
    case free
  }

  /// Options of a fit.
  public struct Options: Sendable {
    /// How t0 is treated.
    public var timeOffset = TimeOffsetPolicy.automatic
    /// Leave a snapped constant tail out of the fit.
    public var dropsSnappedTail = true
    /// The solver and its tolerances.
    public var solver = LevenbergMarquardt()
    /// Default options.
    public init() {}
  }

  /// Iterations each starting point gets before the best one continues: 40.
  static let startBudget = 40

  /// The shortest run of exactly equal trailing values treated as a snapped tail.
  public static let snappedTailLength = 4

  /// Fits a spring to `capture`, holding the parameters in `fixing`.
  ///
  /// - Throws: ``FitInputError`` when there are fewer samples than free parameters + 1.
  public static func fit(
    _ capture: FitCapture, fixing: [SpringFitParameter: Double] = [:], options: Options = Options()
  ) throws(FitInputError) -> FitResult {
    var notes = capture.notes
    var data = capture
    // 1. A snapped tail.
    if options.dropsSnappedTail {
      let v = data.values
      var run = 1
      while run < v.count && v[v.count - 1 - run] == v[v.count - 1] { run += 1 }  // exact: a snapped value
      if run >= snappedTailLength && v.count - run >= 8 {
        // A spring never holds a value exactly: the whole run is the snap.
        let keep = v.count - run
        data = data.slice(
          0..<keep,
          note: "left out \(run) samples of a constant tail from t = \(data.times[keep]) s (snapped to rest)")
        notes = data.notes
      }
    }
    let times = data.times
    let values = data.values
    let m = data.count
    let noise = data.noiseEstimate
    let first = values[0]
    let last = values[m - 1]
    let tailCount = Swift.max(1, m / 20)
    var restGuess = 0.0
    for i in (m - tailCount)..<m { restGuess += values[i] }
    restGuess /= Double(tailCount)
    var scale = 0.0
    for v in values { scale = Swift.max(scale, abs(v - restGuess)) }
    if !(scale > 0) { scale = Swift.max(abs(last), 1) }

    // 2. A leading rest phase.
    let flatBand = Swift.max(4 * noise, 1e-12 * scale)
    var flat = 1
    while flat < m && abs(values[flat] - first) <= flatBand { flat += 1 }
    let hasLeadingRest = flat >= 3 && flat < m - 2
    var free = [Bool](repeating: true, count: 6)
    var held = [Double](repeating: 0, count: 6)
    for (parameter, value) in fixing {
      free[parameter.rawValue] = false
      held[parameter.rawValue] = value
    }
    let t0Index = SpringFitParameter.timeOffset.rawValue
    // Configurations to try: (free mask, t0 candidates, note).
    var configurations: [(free: [Bool], t0: [Double], note: String?)] = []
    var heldFree = free
    heldFree[t0Index] = false
    let heldNote =
      "timeOffset held at the first sample time \(times[0]) s (no rest phase: an earlier release is not identifiable)"
    if !free[t0Index] {
      configurations.append((free, [held[t0Index]], nil))
    } else if hasLeadingRest {
      configurations.append(
        (
          free, [times[flat - 1], 0.5 * (times[flat - 1] + times[flat])],
          "the capture starts at rest for \(flat) samples: the release time is estimated"
        ))
      if options.timeOffset == .automatic { configurations.append((heldFree, [times[0]], heldNote)) }
    } else if options.timeOffset == .free {
      configurations.append((free, [times[0]], nil))
    } else {
      configurations.append((heldFree, [times[0]], heldNote))
    }
    let k = configurations[0].free.filter { $0 }.count
    guard m > k else {
      throw FitInputError(
        row: nil, column: nil, message: "\(m) samples for \(k) free parameters: need at least \(k + 1)")
    }

    // 3. Candidates for (ω0, ζ).
    let moveStart = hasLeadingRest ? flat - 1 : 0
    var candidates = SpringStartingGuess.frequencyCandidates(
      times: Array(times[moveStart...]), values: Array(values[moveStart...]), rest: restGuess,
      noise: noise)
    if !free[2] || !free[3] {
      candidates = candidates.map { (free[2] ? $0.omega0 : held[2], free[3] ? $0.zeta : held[3]) }
    }
    let good = Swift.max(10 * noise, 1e-9 * scale)
    var iterations = 0
    func fitConfiguration(_ free: [Bool], _ t0Candidates: [Double]) -> CurveFitter<SpringCurveModel>.Solve? {
      func starts(_ candidates: [(omega0: Double, zeta: Double)]) -> [[Double]] {
        var result: [[Double]] = []
        for (omega0, zeta) in candidates where omega0 > 0 && zeta >= 0 {
          for t0 in t0Candidates {
            var p = held
            p[2] = omega0
            p[3] = zeta
            p[5] = t0
            if free[0] { p[0] = first }
            if free[1] { p[1] = restGuess }
            if free[4] { p[4] = 0 }
            if let solved = SpringStartingGuess.solveLinear(times: times, values: values, start: p, free: free) {
              result.append(solved.parameters)
            }
          }
        }
        return result
      }
      var best: CurveFitter<SpringCurveModel>.Solve?
      func isGood(_ solve: CurveFitter<SpringCurveModel>.Solve) -> Bool {
        solve.result.termination.isConverged && solve.result.cost * 2 / Double(m) <= good * good
      }
      // Every start gets a short budget, in order (the most informed first);
      // the first that converges to a good fit ends the search, else the best
      // one continues with the full budget.
      func run(_ list: [[Double]]) {
        var short = options.solver
        short.maximumIterations = Swift.min(options.solver.maximumIterations, Self.startBudget)
        for start in list {
          let solve = CurveFitter<SpringCurveModel>.solve(data, start: start, free: free, solver: short)
          iterations += solve.result.iterations
          if best == nil || isBetter(solve, than: best!) { best = solve }
          if isGood(solve) { return }
        }
        if let current = best, !current.result.termination.isConverged {
          let solve = CurveFitter<SpringCurveModel>.solve(
            data, start: current.parameters, free: free, solver: options.solver)
          iterations += solve.result.iterations
          if isBetter(solve, than: current) { best = solve }
        }
      }
      run(starts(candidates))
      if best == nil || !isGood(best!) {
        run(starts(SpringStartingGuess.gridCandidates(times: times)))
      }
      return best
    }
    var chosen: (solve: CurveFitter<SpringCurveModel>.Solve, free: [Bool], note: String?)?
    for configuration in configurations {
      guard let solve = fitConfiguration(configuration.free, configuration.t0) else { continue }
      // A held release time wins unless freeing it at least halves the cost
      // (one parameter more must buy a real improvement).
      if let current = chosen {
        let heldIsNew = !configuration.free[t0Index]
        let better =
          heldIsNew
          ? !(current.solve.result.cost < 0.5 * solve.result.cost)
          : solve.result.cost < 0.5 * current.solve.result.cost
        if !better { continue }
      }
      chosen = (solve, configuration.free, configuration.note)
    }
    guard let chosen else {
      throw FitInputError(row: nil, column: nil, message: "no starting point gives a finite spring curve")
    }
    if let note = chosen.note { notes.append(note) }
    var profiled: Set<Int> = []
    if let note = unresolvedFastMode(chosen.solve.parameters, times: times) {
      notes.append(note)
      profiled = [2, 3, 4]
    }
    return CurveFitter<SpringCurveModel>.result(
      chosen.solve, capture: data, free: chosen.free, notes: notes, iterations: iterations, profiled: profiled)
  }

  /// The most the fast mode of an over-damped spring may decay per sample
  /// interval, R·Δt, for the linearised errors of ω0, ζ and v0 to be
  /// trusted: 2 (e⁻² ≈ 0.14 of it is left after one frame). Beyond, the
  /// capture shows mostly the slow exponential, whose rate
  /// r = ω0(ζ − √(ζ² − 1)) and amplitude fix two combinations of ω0, ζ and
  /// v0 well and the third barely: the profile of the cost along them is far
  /// from quadratic, so their intervals are traced on the profile
  /// (``FitInterval/Method/profile``).
  public static let fastModeResolution = 2.0

  /// The note for an over-damped fit whose fast mode decays within a frame
  /// (see ``fastModeResolution``), nil otherwise.
  static func unresolvedFastMode(_ parameters: [Double], times: [Double]) -> String? {
    let zeta = parameters[SpringFitParameter.dampingRatio.rawValue]
    let omega0 = parameters[SpringFitParameter.naturalFrequency.rawValue]
    guard zeta > 1, times.count >= 2 else { return nil }
    var steps = (1..<times.count).map { times[$0] - times[$0 - 1] }
    steps.sort()
    let step = steps[steps.count / 2]
    let fastRate = omega0 * (zeta + ((zeta - 1) * (zeta + 1)).squareRoot())
    guard fastRate * step > fastModeResolution else { return nil }
    return "over-damped with a fast mode of rate \(fastRate)/s that decays within one sample interval "
      + "(\(step) s): naturalFrequency, dampingRatio and initialVelocity trade off along a curved valley, "
      + "so their intervals come from the profile of the cost, not the linearised errors"
  }

  /// A converged solve beats an unconverged one; then the lower cost wins.
  static func isBetter<C>(_ a: CurveFitter<C>.Solve, than b: CurveFitter<C>.Solve) -> Bool {
    let ca = a.result.termination.isConverged
    let cb = b.result.termination.isConverged
    if ca && !cb { return a.result.cost <= b.result.cost * (1 + 1e-6) }
    if !ca && cb { return a.result.cost < b.result.cost * (1 - 1e-6) }
    return a.result.cost < b.result.cost
  }
}
