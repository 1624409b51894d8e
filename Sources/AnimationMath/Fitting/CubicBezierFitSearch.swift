/// The search behind ``CubicBezierFit/fit(_:fixing:solver:)``: what the
/// capture shows of its rest and end, the multi-start searches with the delay
/// held and freed, and the choice between them (the type's discussion of
/// ``CubicBezierFit`` gives the rules).
struct CubicBezierFitSearch {
  typealias Solve = CurveFitter<CubicBezierCurveModel>.Solve

  /// A search's optimum with the parameters free in it and the bounds it used.
  struct Candidate {
    var solve: Solve
    var free: [Bool]
    var lower: [Double], upper: [Double]
  }

  let capture: FitCapture
  let solver: LevenbergMarquardt
  /// The first and last sample values, value units.
  let first: Double, last: Double
  /// |last − first| (at least 1e-300), value units.
  let scale: Double
  /// Samples of the leading run at the first value (1 when there is none).
  let flat: Int
  /// Samples of the trailing run at the last value, the last sample included.
  let tail: Int
  /// The parameters the caller left free, and the values of those it held.
  let free: [Bool], held: [Double]
  /// Whether the caller fixed the delay.
  let delayGiven: Bool
  /// The free parameters and start of the fit with the delay held (at the
  /// first sample time unless the caller fixed it).
  let heldFree: [Bool], heldStart: [Double]
  /// The candidate ends of the motion, seconds, and the gap before the trailing run.
  let ends: [Double], gap: Double
  /// The samples the multi-start search evaluates (``CubicBezierFit/searchSubsample(of:flat:tail:)``).
  let search: FitCapture
  /// Solver iterations so far, all phases.
  var iterations = 0

  static let delayIndex = CubicBezierFitParameter.delay.rawValue
  static let lower = CubicBezierCurveModel.lowerBounds
  static let upper = CubicBezierCurveModel.upperBounds

  /// Reads the rest and end of `capture` and the parameters `fixing` holds.
  ///
  /// - Throws: ``FitInputError`` when there are fewer samples than free parameters + 1.
  init(
    _ capture: FitCapture, fixing: [CubicBezierFitParameter: Double], solver: LevenbergMarquardt
  ) throws(FitInputError) {
    self.capture = capture
    self.solver = solver
    let values = capture.values
    let m = capture.count
    first = values[0]
    last = values[m - 1]
    scale = Swift.max(abs(last - first), 1e-300)
    let band = Swift.max(4 * capture.noiseEstimate, 1e-12 * scale)
    flat = Self.leadingRest(values, band: band)
    tail = Self.trailingRest(values, band: band)
    var free = [Bool](repeating: true, count: 8)
    var held = [Double](repeating: 0, count: 8)
    for (parameter, value) in fixing {
      free[parameter.rawValue] = false
      held[parameter.rawValue] = value
    }
    self.free = free
    self.held = held
    delayGiven = !free[Self.delayIndex]
    var heldFree = free
    var heldStart = held
    if !delayGiven {
      heldFree[Self.delayIndex] = false
      heldStart[Self.delayIndex] = capture.times[0]
    }
    self.heldFree = heldFree
    self.heldStart = heldStart
    let k = heldFree.filter { $0 }.count
    guard m > k else {
      throw FitInputError(
        row: nil, column: nil, message: "\(m) samples for \(k) free parameters: need at least \(k + 1)")
    }
    (ends, gap) = Self.endCandidates(capture, tail: tail)
    search = CubicBezierFit.searchSubsample(of: capture, flat: flat, tail: tail)
  }

  /// The leading run at the first value: exactly equal values (a held value)
  /// when there are at least 3, else the run within `band` of it.
  static func leadingRest(_ values: [Double], band: Double) -> Int {
    let m = values.count
    var flat = 1
    while flat < m && values[flat] == values[0] { flat += 1 }  // exact: a held value
    if flat < 3 {
      flat = 1
      while flat < m && abs(values[flat] - values[0]) <= band { flat += 1 }
    }
    return flat
  }

  /// The trailing run at the last value (a finished animation holds its end
  /// value): exactly equal values when there are at least 2, else the run
  /// within `band` of it.
  static func trailingRest(_ values: [Double], band: Double) -> Int {
    let m = values.count
    let last = values[m - 1]
    var tail = 1
    while tail < m && values[m - 1 - tail] == last { tail += 1 }  // exact: a held value
    if tail < 2 {
      while tail < m && abs(values[m - 1 - tail] - last) <= band { tail += 1 }
    }
    return tail
  }

  /// Where the motion may end: at the first held sample, half-way into the
  /// gap before it, and a quarter of the way (an exact trailing run) or one
  /// gap later (a noisy one, whose band may swallow a slow finish); without
  /// a trailing run, at the last sample and 25% and 50% of the capture later.
  static func endCandidates(_ capture: FitCapture, tail: Int) -> (ends: [Double], gap: Double) {
    let (times, values, m) = (capture.times, capture.values, capture.count)
    let firstHeld = tail >= 2 ? times[m - tail] : times[m - 1]
    let lastMoving = tail >= 2 && m - tail - 1 >= 0 ? times[m - tail - 1] : times[m - 1]
    let gap = Swift.max(firstHeld - lastMoving, 0)
    let exactTailEnd = tail >= 2 && values[m - 2] == values[m - 1]  // exact: a held value
    let ends =
      tail >= 2
      ? [firstHeld, firstHeld - gap / 2, exactTailEnd ? firstHeld - gap / 4 : firstHeld + gap]
      : [firstHeld, firstHeld + 0.25 * (firstHeld - times[0]), firstHeld + 0.5 * (firstHeld - times[0])]
    return (ends, gap)
  }

  /// The fit chosen: the held-delay fit (with its denser second search when
  /// it misfits), unless the delay-free fit of a capture that starts at rest
  /// at least halves its residual sum of squares; nil when no start gives a
  /// finite curve.
  mutating func chosen(notes: inout [String]) -> Candidate? {
    let heldSearch = best(free: heldFree, start: heldStart, lower: Self.lower, upper: Self.upper)
    let delayFree = delayFreeFit()
    let held = heldFit(first: heldSearch, delayFree: delayFree)
    if let freeFit = delayFree.fit, held == nil || freeFit.result.cost < 0.5 * held!.result.cost {
      notes.append("the capture starts at rest for \(flat) samples: the delay is estimated")
      return Candidate(solve: freeFit, free: free, lower: delayFree.lower, upper: delayFree.upper)
    }
    guard let held else { return nil }
    if !delayGiven { notes.append("delay held at the first sample time \(capture.times[0]) s") }
    return Candidate(solve: held, free: heldFree, lower: Self.lower, upper: Self.upper)
  }

  /// The delay-free fit, when the capture starts at rest (a run of at least
  /// 3 samples, ending at least 2 before the end) and the caller left the
  /// delay free: the delay within [first sample, first moving sample].
  /// `explains` is true when its search's optimum leaves white residuals on
  /// a capture of more than ``CubicBezierFit/shortCapture`` samples.
  mutating func delayFreeFit() -> (fit: Solve?, explains: Bool, lower: [Double], upper: [Double]) {
    var lower = Self.lower
    var upper = Self.upper
    let m = capture.count
    guard !delayGiven && flat >= 3 && flat < m - 2 else { return (nil, false, lower, upper) }
    var start = heldStart
    start[Self.delayIndex] = capture.times[flat - 1]
    lower[Self.delayIndex] = capture.times[0]
    upper[Self.delayIndex] = capture.times[flat]
    let found = best(free: free, start: start, lower: lower, upper: upper)
    let explains = m > CubicBezierFit.shortCapture && found.map { !misfits($0) } ?? false
    return (refined(found, free: free, lower: lower, upper: upper), explains, lower, upper)
  }

  /// The held-delay fit on every sample from its search's optimum `first`.
  /// A misfit gets a second, denser search (12 × 12 grid reaching 0.005 and
  /// 0.995, more durations in the end gap), every start screened by a short
  /// projected descent; unless the delay-free fit leaves white residuals and
  /// at least halves the held fit's residual sum of squares: that fit is
  /// then reported (a held fit the denser search might find would be chosen
  /// only if it came within a factor 2 of a fit that already explains the
  /// data, and the rest was seen).
  mutating func heldFit(first: Solve?, delayFree: (fit: Solve?, explains: Bool, lower: [Double], upper: [Double]))
    -> Solve?
  {
    let (lower, upper) = (Self.lower, Self.upper)
    guard let first, misfits(first) else { return refined(first, free: heldFree, lower: lower, upper: upper) }
    var heldRefined: Solve?
    if delayFree.explains, let freeFit = delayFree.fit {
      heldRefined = refined(first, free: heldFree, lower: lower, upper: upper)
      let settled = heldRefined.map { freeFit.result.cost < 0.5 * $0.result.cost } ?? true
      if settled { return heldRefined }
    }
    if let second = best(
      free: heldFree, start: heldStart, lower: lower, upper: upper, grid: CubicBezierFit.denseGrid,
      durationFractions: [0, 0.3, 0.6], screen: true),
      SpringFit.isBetter(second, than: first)
    {
      return refined(second, free: heldFree, lower: lower, upper: upper)
    }
    return heldRefined ?? refined(first, free: heldFree, lower: lower, upper: upper)
  }

  /// True when a search's optimum looks like a false minimum: not at the
  /// rounding floor and the residuals are not white. A false minimum leaves
  /// a smooth misfit (lag-one correlation near 1; noise gives ~N(0, 1/m), so
  /// 2/√m lets ~2% of noisy fits through) or one concentrated at a steep end
  /// (a residual beyond 3.5 RMS: ~2% of 40 Gaussian ones). A short capture
  /// (≤ ``CubicBezierFit/shortCapture`` samples) always counts as one: the
  /// second search is cheap there, and a few residuals make both tests weak.
  func misfits(_ solve: Solve) -> Bool {
    let r = solve.result.residuals
    let searched = Double(search.count)
    let floor = CubicBezierFit.searchFloor * scale
    return solve.result.cost > 0.5 * searched * floor * floor
      && (capture.count <= CubicBezierFit.shortCapture
        || CubicBezierFit.lagOneCorrelation(r) > 2 / searched.squareRoot()
        || r.map(abs).max()! > 3.5 * (2 * solve.result.cost / searched).squareRoot())
  }
}
