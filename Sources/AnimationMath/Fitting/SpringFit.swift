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
///    10× the noise estimate), a coarse (ω0, ζ) grid is tried as well: its
///    ``gridStartCount`` starts of lowest residual once (from, to, v0) are
///    solved linearly.
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
  /// How many of the (ω0, ζ) grid's starts (times the release times tried)
  /// the solver takes further, those of lowest residual sum of squares once
  /// from, to and v0 are solved linearly: 10. Ranking by that sum is the
  /// cubic-bézier search's screen; running every start (55 per release time,
  /// 40 iterations each) made the spring most of `fit --model auto`'s time
  /// on captures no spring fits.
  static let gridStartCount = 10

  /// The shortest run of exactly equal trailing values treated as a snapped tail.
  static let snappedTailLength = 4

  /// Fits a spring to `capture`, holding the parameters in `fixing`.
  ///
  /// - Throws: ``FitInputError`` when there are fewer samples than free parameters + 1.
  public static func fit(
    _ capture: FitCapture, fixing: [SpringFitParameter: Double] = [:], options: Options = Options()
  ) throws(FitInputError) -> FitResult {
    let data = options.dropsSnappedTail ? droppingSnappedTail(capture) : capture
    var notes = data.notes
    var search = try SpringFitSearch(data, fixing: fixing, options: options)
    guard let chosen = search.chosen() else {
      throw FitInputError(row: nil, column: nil, message: "no starting point gives a finite spring curve")
    }
    if let note = chosen.note { notes.append(note) }
    var profiled: Set<Int> = []
    if let note = unresolvedFastMode(chosen.solve.parameters, times: data.times) {
      notes.append(note)
      profiled = [2, 3, 4]
    }
    return CurveFitter<SpringCurveModel>.result(
      chosen.solve, capture: data, free: chosen.free, notes: notes, iterations: search.iterations, profiled: profiled)
  }

  /// `capture` without a trailing run of at least ``snappedTailLength``
  /// exactly equal values (a spring never holds a value exactly: the whole
  /// run is the snap), when at least 8 samples remain; else `capture`.
  static func droppingSnappedTail(_ capture: FitCapture) -> FitCapture {
    let v = capture.values
    var run = 1
    while run < v.count && v[v.count - 1 - run] == v[v.count - 1] { run += 1 }  // exact: a snapped value
    guard run >= snappedTailLength && v.count - run >= 8 else { return capture }
    let keep = v.count - run
    return capture.slice(
      0..<keep, note: "left out \(run) samples of a constant tail from t = \(capture.times[keep]) s (snapped to rest)")
  }

  /// The most the fast mode of an over-damped spring may decay per sample
  /// interval, R·Δt, for the linearised errors of ω0, ζ and v0 to be
  /// trusted: 2 (e⁻² ≈ 0.14 of it is left after one frame). Beyond, the
  /// capture shows mostly the slow exponential, whose rate
  /// r = ω0(ζ − √(ζ² − 1)) and amplitude fix two combinations of ω0, ζ and
  /// v0 well and the third barely: the profile of the cost along them is far
  /// from quadratic, so their intervals are traced on the profile
  /// (``FitInterval/Method/profile``).
  static let fastModeResolution = 2.0

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
