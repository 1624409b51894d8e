/// What ``MediaTiming/evaluate(parentTime:in:)`` finds at one parent time.
///
/// When the object is not applied (outside its active interval with no
/// matching fill, or removed on completion) the optional members are nil: the
/// animated property shows its model value.
public struct MediaTimingState: Sendable, Hashable {
  /// The phase of the elapsed time on the closed interval `[0, AD]`.
  public let phase: TimingPhase
  /// Whether the object contributes a value at this time.
  public let isApplied: Bool
  /// The elapsed active time `e = (t − beginTime)·speed` before the fill clamp,
  /// in local seconds (snapped to 0 or AD when within the boundary tolerance).
  public let elapsedTime: Double
  /// The active local time `a = e + timeOffset` after the fill clamp; nil when
  /// not applied.
  public let activeLocalTime: Double?
  /// The repeat index: `floor(a / C)`, a forward-and-back pair counting as one
  /// repeat, with the end-of-interval fold; nil when not applied.
  public let iteration: Double?
  /// The basic progress `p = ℓ / D ∈ [0, 1]`, before the timing function; nil
  /// when not applied.
  public let progress: Double?
  /// Whether `p` lies on the reverse half of an autoreversing cycle; nil when
  /// not applied.
  public let isReversing: Bool?

  /// Creates a state; ``MediaTiming`` is the usual source.
  public init(
    phase: TimingPhase, isApplied: Bool, elapsedTime: Double, activeLocalTime: Double?, iteration: Double?,
    progress: Double?, isReversing: Bool?
  ) {
    self.phase = phase
    self.isApplied = isApplied
    self.elapsedTime = elapsedTime
    self.activeLocalTime = activeLocalTime
    self.iteration = iteration
    self.progress = progress
    self.isReversing = isReversing
  }

  /// The state of an object that contributes nothing.
  static func notApplied(_ phase: TimingPhase, elapsedTime: Double) -> MediaTimingState {
    MediaTimingState(
      phase: phase, isApplied: false, elapsedTime: elapsedTime, activeLocalTime: nil, iteration: nil,
      progress: nil, isReversing: nil)
  }
}
