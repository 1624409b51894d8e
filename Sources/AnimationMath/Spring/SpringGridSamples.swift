/// The states of a spring on a uniform time grid, by a constant-matrix recurrence.
///
/// On a grid of spacing `h` the state `(d, v)` (displacement from the target,
/// velocity) advances by the same 2×2 propagator every step,
/// `y_{j+1} = M·y_j` with `M = e^(A·h)`, which the closed form gives exactly:
///
///     M = [[E·C + λ·E·S,  E·S        ],
///          [−ω0²·E·S,     E·C − λ·E·S]]      (E·C, E·S at t = h)
///
/// Four multiplications and two additions per sample, in every regime. Every
/// ``anchorInterval`` samples the state is re-anchored to the closed form at the
/// printed grid time, so rounding cannot accumulate. Two refinements keep the
/// error within 1e-14 of the travel (and of travel·ω0 in velocity) over 10⁶
/// steps, in every regime from ζ = 0 to ζ = 1e4:
/// - anchors of an oscillating spring evaluate the phase `ω_d·t` and the decay
///   `λ·t` in double-double arithmetic (`ω_d = √(k/m − (c/2m)²)` from the exact
///   inputs), so the phase error does not grow like `ω_d·t·ulp(1)`;
/// - the recurrence runs on the exact times `t_anchor + j·h`, while the grid
///   prints rounded times (`k/fps`, `k·step`): each sample is moved by the
///   difference `δ` (a few ulps of t) with its first-order Taylor term
///   `(v·δ, a·δ)`, `a = −ω0²·d − 2λ·v`. A time far off the uniform grid (the
///   appended end of a grid) is evaluated directly.
///
/// Tested against 50-digit mpmath matrix exponentials at the printed times
/// (SpringGridSamplesTests, `Data/make_grid_reference.py`).
package struct SpringGridSamples: Sequence, Sendable {
  /// Samples between two evaluations of the closed form.
  package static let anchorInterval = 32

  /// Where the sample times come from.
  @usableFromInline enum Times: Sendable {
    /// `start + k·step`.
    case offset(start: Double, step: Double)
    /// A ``TimeGrid``'s own times.
    case grid(TimeGrid)
  }

  @usableFromInline let solution: SpringSolution
  @usableFromInline let times: Times
  /// Nominal spacing, split so that `j·stepHigh` is exact for j < 32.
  @usableFromInline let stepHigh: Double, stepLow: Double
  /// False when the times are not uniform (explicit lists): every sample is anchored.
  @usableFromInline let isUniform: Bool
  @usableFromInline let count: Int
  @usableFromInline let m11: Double, m12: Double, m21: Double, m22: Double
  /// The fastest rate of the motion, max(ω0, 2λ), bounding the Taylor shift.
  @usableFromInline let fastestRate: Double
  /// ω_d = √(k/m − λ²) and λ = c/2m as double-doubles (oscillating springs).
  @usableFromInline let frequencyHigh: Double, frequencyLow: Double
  @usableFromInline let decayHigh: Double, decayLow: Double
  @usableFromInline let usesPrecisePhase: Bool

  /// The largest |δ|·max(ω0, 2λ) the first-order time shift is used for: the
  /// neglected second-order term is then below 5e-17 of the motion's scale.
  @usableFromInline static let maximumShift = 1e-8

  /// The `count` states at `start + k·step`, k = 0 ..< count.
  ///
  /// - Precondition: `step` is finite and > 0, `start` is finite and ≥ 0, `count` ≥ 0.
  package init(_ solution: SpringSolution, start: Double = 0, step: Double, count: Int) {
    precondition(step.isFinite && step > 0 && start.isFinite && start >= 0 && count >= 0)
    self.init(solution, times: .offset(start: start, step: step), step: step, count: count)
  }

  /// The states at every time of `grid`, in order: the main job's path for
  /// `--fps`, `--step` (also a decimal step kept as a fraction) and
  /// `--samples` grids. An explicit list of times is
  /// evaluated point by point with the same precise closed form.
  package init(_ solution: SpringSolution, grid: TimeGrid) {
    let step: Double
    switch grid.layout {
    case .framesPerSecond(let fps): step = 1 / fps
    case .step(let s): step = s
    case .rationalStep(let numerator, let denominator): step = numerator / denominator
    case .samples(let n): step = grid.end / Double(n - 1)
    case .explicit: step = 0
    }
    self.init(solution, times: .grid(grid), step: step, count: grid.count)
  }

  init(_ solution: SpringSolution, times: Times, step: Double, count: Int) {
    self.solution = solution
    self.times = times
    self.count = count
    let parameters = solution.parameters
    let lambda = solution.decayRate
    fastestRate = Swift.max(parameters.naturalFrequency, 2 * lambda)
    // λ and ω_d² = k/m − λ² in double-double, from the exact inputs.
    let twoMass = 2 * parameters.mass
    let lambdaHigh = parameters.damping / twoMass
    let lambdaProduct = ErrorFreeTransforms.twoProduct(lambdaHigh, twoMass)
    let lambdaLow = ((parameters.damping - lambdaProduct.hi) - lambdaProduct.lo) / twoMass
    let ratio = parameters.stiffness / parameters.mass
    let ratioProduct = ErrorFreeTransforms.twoProduct(ratio, parameters.mass)
    let ratioLow = ((parameters.stiffness - ratioProduct.hi) - ratioProduct.lo) / parameters.mass
    let square = ErrorFreeTransforms.twoProduct(lambdaHigh, lambdaHigh)
    let squareLow = square.lo + 2 * lambdaHigh * lambdaLow
    let difference = ErrorFreeTransforms.twoSum(ratio, -square.hi)
    let qLow = difference.lo + ratioLow - squareLow
    let q = difference.hi + qLow
    let qRemainder = qLow - (q - difference.hi)
    let root = q.squareRoot()
    let rootSquare = ErrorFreeTransforms.twoProduct(root, root)
    let rootLow = (((q - rootSquare.hi) - rootSquare.lo) + qRemainder) / (2 * root)
    decayHigh = lambdaHigh
    decayLow = lambdaLow
    frequencyHigh = root
    frequencyLow = rootLow
    let finite = [lambdaLow, rootLow, root, ratioLow].allSatisfy(\.isFinite)
    usesPrecisePhase =
      !solution.isOverdamped && q > 0 && finite
      && Swift.max(parameters.stiffness, parameters.damping, parameters.mass) < 0x1p900
    isUniform = step > 0
    let split = step * 33  // Veltkamp: the top 48 bits of the step
    stepHigh = isUniform ? split - (split - step) : 0
    stepLow = isUniform ? step - stepHigh : 0
    if isUniform {
      let (ec, es) = Self.basis(
        solution, at: step, precise: usesPrecisePhase, frequencyHigh: root, frequencyLow: rootLow,
        decayHigh: lambdaHigh, decayLow: lambdaLow)
      m11 = ec + lambda * es
      m12 = es
      m21 = -solution.naturalFrequencySquared * es
      m22 = ec - lambda * es
    } else {
      (m11, m12, m21, m22) = (0, 0, 0, 0)
    }
  }

  /// (e^(−λt)·C(t), e^(−λt)·S(t)), with a double-double phase and decay when
  /// `precise` and the spring is outside its series range at t.
  @usableFromInline
  static func basis(
    _ solution: SpringSolution, at t: Double, precise: Bool,
    frequencyHigh: Double, frequencyLow: Double, decayHigh: Double, decayLow: Double
  ) -> (Double, Double) {
    let st = frequencyHigh * t
    guard precise, st * st > SpringSolution.seriesLimit else { return solution.dampedBasis(at: t) }
    let phase = ErrorFreeTransforms.twoProduct(frequencyHigh, t)
    let phaseLow = phase.lo + frequencyLow * t
    let (sine0, cosine0) = Libm.sinCos(phase.hi)
    let sine = sine0 + cosine0 * phaseLow
    let cosine = cosine0 - sine0 * phaseLow
    let decay = ErrorFreeTransforms.twoProduct(decayHigh, t)
    let decayRemainder = decay.lo + decayLow * t
    let envelope = Libm.exp(-decay.hi) * (1 - decayRemainder)
    let inverseFrequency = (1 - frequencyLow / frequencyHigh) / frequencyHigh
    return (envelope * cosine, envelope * sine * inverseFrequency)
  }

  /// (d, v) at exactly `t`, by the precise closed form.
  @usableFromInline
  func anchor(at t: Double) -> (Double, Double) {
    let (ec, es) = Self.basis(
      solution, at: t, precise: usesPrecisePhase, frequencyHigh: frequencyHigh,
      frequencyLow: frequencyLow, decayHigh: decayHigh, decayLow: decayLow)
    return (
      ec * solution.initialDisplacement + es * solution.sineCoefficient,
      ec * solution.initialVelocity - es * solution.velocitySineCoefficient
    )
  }

  /// The printed time of sample `index`.
  @inlinable
  func time(_ index: Int) -> Double {
    switch times {
    case .offset(let start, let step): return start + Double(index) * step
    case .grid(let grid): return grid[index]
    }
  }

  /// Walks the grid.
  package struct Iterator: IteratorProtocol, Sendable {
    @usableFromInline let samples: SpringGridSamples
    @usableFromInline var index = 0
    @usableFromInline var displacement = 0.0
    @usableFromInline var velocity = 0.0
    @usableFromInline var anchorTime = 0.0

    @usableFromInline init(samples: SpringGridSamples) { self.samples = samples }

    /// The next (time, state), or nil after the last grid point.
    @inlinable
    package mutating func next() -> (time: Double, state: SpringState)? {
      guard index < samples.count else { return nil }
      let t = samples.time(index)
      let j = index % SpringGridSamples.anchorInterval
      index += 1
      let solution = samples.solution
      if t <= 0 {
        if j == 0 { (displacement, velocity, anchorTime) = (solution.initialDisplacement, solution.initialVelocity, 0) }
        return (t, SpringState(position: solution.from, velocity: solution.initialVelocity))
      }
      guard samples.isUniform else {
        let (d, v) = samples.anchor(at: t)
        return (t, SpringState(position: solution.to + d, velocity: v))
      }
      if j == 0 {
        (displacement, velocity) = samples.anchor(at: t)
        anchorTime = t
        return (t, SpringState(position: solution.to + displacement, velocity: velocity))
      }
      let d = samples.m11 * displacement + samples.m12 * velocity
      velocity = samples.m21 * displacement + samples.m22 * velocity
      displacement = d
      // The recurrence is at anchorTime + j·h exactly; the printed t differs by
      // δ (t − anchorTime is exact: Sterbenz, or anchorTime = 0).
      let steps = Double(j)
      let delta = ((t - anchorTime) - steps * samples.stepHigh) - steps * samples.stepLow
      if delta == 0 {
        return (t, SpringState(position: solution.to + displacement, velocity: velocity))
      }
      if abs(delta) * samples.fastestRate > SpringGridSamples.maximumShift {
        let (d, v) = samples.anchor(at: t)
        return (t, SpringState(position: solution.to + d, velocity: v))
      }
      let acceleration =
        -solution.naturalFrequencySquared * displacement - 2 * solution.decayRate * velocity
      return (
        t,
        SpringState(
          position: solution.to + (displacement + velocity * delta),
          velocity: velocity + acceleration * delta)
      )
    }
  }

  /// An iterator from the first grid point.
  @inlinable package func makeIterator() -> Iterator { Iterator(samples: self) }

  /// The number of grid points.
  package var underestimatedCount: Int { count }
}
