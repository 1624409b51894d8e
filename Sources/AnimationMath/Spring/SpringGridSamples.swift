/// The states of a spring on a uniform time grid, by a constant-matrix recurrence.
///
/// On a grid `t_k = start + k·step` the state `(d, v)` (displacement from the
/// target, velocity) advances by the same 2×2 propagator every step,
/// `y_{k+1} = M·y_k` with `M = e^(A·step)`, which the closed form gives exactly:
///
///     M = [[E·C + λ·E·S,  E·S        ],
///          [−ω0²·E·S,     E·C − λ·E·S]]      (E·C, E·S at t = step)
///
/// Four multiplications and two additions per sample, in every regime. Every
/// ``anchorInterval`` samples the state is re-anchored to the closed form at the
/// exact grid time, so rounding cannot accumulate: the error stays within about
/// 1e-14 of the motion's scale (tested against ``SpringSolution/state(at:)``).
public struct SpringGridSamples: Sequence, Sendable {
  /// Samples between two evaluations of the closed form.
  public static let anchorInterval = 32

  @usableFromInline let solution: SpringSolution
  @usableFromInline let start: Double
  @usableFromInline let step: Double
  @usableFromInline let count: Int
  @usableFromInline let m11: Double, m12: Double, m21: Double, m22: Double

  /// The `count` states at `start + k·step`, k = 0 ..< count.
  ///
  /// - Precondition: `step` is finite and > 0, `start` is finite and ≥ 0, `count` ≥ 0.
  public init(_ solution: SpringSolution, start: Double = 0, step: Double, count: Int) {
    precondition(step.isFinite && step > 0 && start.isFinite && start >= 0 && count >= 0)
    self.solution = solution
    self.start = start
    self.step = step
    self.count = count
    let (ec, es) = solution.dampedBasis(at: step)
    let lambda = solution.decayRate
    m11 = ec + lambda * es
    m12 = es
    m21 = -solution.naturalFrequencySquared * es
    m22 = ec - lambda * es
  }

  /// Walks the grid.
  public struct Iterator: IteratorProtocol, Sendable {
    @usableFromInline let samples: SpringGridSamples
    @usableFromInline var index = 0
    @usableFromInline var displacement = 0.0
    @usableFromInline var velocity = 0.0

    @usableFromInline init(samples: SpringGridSamples) { self.samples = samples }

    /// The next (time, state), or nil after the last grid point.
    @inlinable
    public mutating func next() -> (time: Double, state: SpringState)? {
      guard index < samples.count else { return nil }
      let t = samples.start + Double(index) * samples.step
      if index % SpringGridSamples.anchorInterval == 0 {
        (displacement, velocity) = samples.solution.displacementAndVelocity(at: t)
      } else {
        let d = samples.m11 * displacement + samples.m12 * velocity
        velocity = samples.m21 * displacement + samples.m22 * velocity
        displacement = d
      }
      index += 1
      if t <= 0 {
        return (t, SpringState(position: samples.solution.from, velocity: samples.solution.initialVelocity))
      }
      return (t, SpringState(position: samples.solution.to + displacement, velocity: velocity))
    }
  }

  /// An iterator from the first grid point.
  @inlinable public func makeIterator() -> Iterator { Iterator(samples: self) }

  /// The number of grid points.
  public var underestimatedCount: Int { count }
}
