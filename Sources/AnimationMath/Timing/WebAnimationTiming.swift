/// The timing of one W3C Web Animations Level 1 animation effect: start delay,
/// end delay, iteration duration and count, iteration start, direction and
/// fill, plus the sign of the animation's playback rate.
///
/// ``evaluate(localTime:)`` follows the spec's "Timing model" section step by
/// step (https://www.w3.org/TR/web-animations-1/ §4.5–§4.10): phase → active time → overall progress → simple iteration progress →
/// current iteration → directed progress → the before flag of the transformed
/// progress. The easing itself is applied by the caller (see
/// ``WebAnimationTimingState/transformedProgress(_:)``), so this type needs no
/// timing-function implementation.
///
/// The model has no units: any time unit works if used consistently.
///
/// Intervals are endpoint-exclusive: an effect with delay 1 and duration 10 is
/// active for local times in `[1, 11)`; at 11 it is in its after phase and shows
/// its end value only if it fills forwards. The playback rate matters only
/// where the spec's phase rules consult it: with a negative rate the effect is
/// in its before phase *at* the before-active boundary and active *at* the
/// active-after boundary. Local times within ``boundarySnap`` (relative) of a
/// boundary count as lying on it, as in ``MediaTiming``.
///
/// Mapping to Core Animation: see ``MediaTiming`` and
/// ``init(coreAnimation:in:)``. In short, `iterations` ↔ `repeatCount` (×2 with
/// `alternate` for `autoreverses`), `iterationStart` ↔ `timeOffset/duration`,
/// `fill` ↔ `fillMode` (+ `removedOnCompletion = false`), `playbackRate` ↔
/// `speed`, `delay` ↔ `beginTime·speed`; `endDelay` has no Core Animation
/// counterpart.
public struct WebAnimationTiming: Sendable, Hashable {
  /// Relative distance within which a local time counts as lying on a phase
  /// boundary: 1e-12 (see ``MediaTiming/boundarySnap``).
  public static let boundarySnap = IterationArithmetic.boundarySnap

  /// Start delay: a signed offset of the active interval from the animation's
  /// start time.
  public let delay: Double
  /// End delay: a signed offset of the end time from the end of the active
  /// interval.
  public let endDelay: Double
  /// The iteration count: ≥ 0, may be fractional or infinite.
  public let iterations: Double
  /// The iteration start: a finite offset ≥ 0 into the series of iterations.
  public let iterationStart: Double
  /// The iteration duration: ≥ 0, may be infinite; 0 is a real zero.
  public let duration: Double
  /// The playback direction.
  public let direction: PlaybackDirection
  /// The fill mode; ``FillMode/auto`` behaves as none (``FillMode/removed``).
  public let fill: FillMode
  /// The animation's playback rate; only its sign is used (the spec's
  /// "animation direction" in the phase rules). The local time passed to
  /// ``evaluate(localTime:)`` already includes the rate.
  public let playbackRate: Double

  /// Creates a timing; every parameter defaults to the spec's default
  /// (`duration` 0, `iterations` 1, `fill` auto, …).
  ///
  /// - Throws: ``TimingParameterError`` unless `delay`, `endDelay` and
  ///   `playbackRate` are finite, `iterationStart` is finite and ≥ 0, and
  ///   `iterations` and `duration` are ≥ 0 (infinity allowed).
  public init(
    delay: Double = 0, endDelay: Double = 0, iterations: Double = 1, iterationStart: Double = 0,
    duration: Double = 0, direction: PlaybackDirection = .normal, fill: FillMode = .auto,
    playbackRate: Double = 1
  ) throws(TimingParameterError) {
    try TimingParameterError.requireFinite(delay, .delay)
    try TimingParameterError.requireFinite(endDelay, .endDelay)
    try TimingParameterError.requireNonNegativeOrInfinity(iterations, .iterations)
    try TimingParameterError.requireNonNegative(iterationStart, .iterationStart)
    try TimingParameterError.requireNonNegativeOrInfinity(duration, .duration)
    try TimingParameterError.requireFinite(playbackRate, .playbackRate)
    self.delay = delay
    self.endDelay = endDelay
    self.iterations = iterations
    self.iterationStart = iterationStart
    self.duration = duration
    self.direction = direction
    self.fill = fill
    self.playbackRate = playbackRate
  }

  /// The Web Animations equivalent of a Core Animation timing (see the table
  /// in ``MediaTiming``), for local time `e = (t − beginTime)·speed`.
  ///
  /// `duration` D is resolved for `placement`; `iterations` counts passes of
  /// length D (`2·repeatCount` with direction `alternate` when autoreversing,
  /// `repeatDuration/D` when set, infinity for FLT_MAX); `iterationStart` is
  /// `timeOffset/D` wrapped into one cycle (Web Animations forbids negative
  /// starts); `fill` drops its forwards half when a top-level animation is
  /// removed on completion; the playback rate is `speed`. The two agree
  /// everywhere except *at* the ends of the active interval (closed in Core
  /// Animation, endpoint-exclusive here) and in the iteration numbering (Core
  /// Animation counts forward+back pairs).
  public init(coreAnimation timing: MediaTiming, in placement: MediaTiming.Placement = .topLevel) {
    let basic = timing.resolvedDuration(in: placement)
    let cycle = timing.autoreverses ? 2.0 : 1.0
    var start = basic.isFinite ? timing.timeOffset / basic : 0
    start -= cycle * (start / cycle).rounded(.down)
    var fill = timing.fillMode
    let removed: Bool
    switch placement {
    case .topLevel: removed = timing.removedOnCompletion
    case .inGroup: removed = false
    }
    if removed, fill.fillsForwards { fill = fill == .both ? .backwards : .removed }
    self.delay = 0
    self.endDelay = 0
    self.iterations = timing.halfCycleCount(in: placement)
    self.iterationStart = start
    self.duration = basic
    self.direction = timing.autoreverses ? .alternate : .normal
    self.fill = fill
    self.playbackRate = timing.speed
  }

  /// The active duration: `duration × iterations`, 0 if either is 0 (§4.7.1).
  public var activeDuration: Double {
    duration.isZero || iterations.isZero ? 0 : duration * iterations
  }

  /// The end time: `max(delay + activeDuration + endDelay, 0)` (§4.5.3).
  public var endTime: Double { max(delay + activeDuration + endDelay, 0) }

  /// `max(min(delay, endTime), 0)` (§4.5.5).
  public var beforeActiveBoundary: Double { max(min(delay, endTime), 0) }

  /// `max(min(delay + activeDuration, endTime), 0)` (§4.5.5).
  public var activeAfterBoundary: Double { max(min(delay + activeDuration, endTime), 0) }

  /// Evaluates the effect at `localTime`, the animation's current time.
  ///
  /// - Precondition: `localTime` is finite.
  public func evaluate(localTime: Double) -> WebAnimationTimingState {
    precondition(localTime.isFinite, "local time must be finite")
    let active = activeDuration
    let lower = beforeActiveBoundary
    let upper = activeAfterBoundary
    let scale = abs(delay) + (active.isFinite ? active : 0)
    var time = localTime
    if IterationArithmetic.isOnBoundary(time, lower, scale: scale) {
      time = lower
    } else if IterationArithmetic.isOnBoundary(time, upper, scale: scale) {
      time = upper
    }

    // §4.5.5: the animation direction is backwards iff the playback rate < 0.
    // The equalities below are the spec's exact boundary rules ("the local
    // time is equal to the … boundary time"); times within the snap were set
    // to the boundary itself above.
    let backwards = playbackRate < 0
    let phase: TimingPhase
    if time < lower || (backwards && time == lower) {
      phase = .before
    } else if time > upper || (!backwards && time == upper) {
      phase = .after
    } else {
      phase = .active
    }

    // §4.7.2 active time.
    let activeTime: Double
    switch phase {
    case .before:
      guard fill.fillsBackwards else { return .notInEffect(phase) }
      activeTime = max(time - delay, 0)
    case .active:
      activeTime = min(max(time - delay, 0), active)
    case .after:
      guard fill.fillsForwards else { return .notInEffect(phase) }
      // When the end time does not cut the active interval short, the spec's
      // max(min(time − delay, AD), 0) is AD exactly (time ≥ delay + AD).
      activeTime = delay + active <= endTime ? active : max(min(time - delay, active), 0)
    }

    // §4.7.3 overall progress; at the end of the active interval the count of
    // iterations is used directly rather than AD/duration, which can miss a
    // whole number by an ulp.
    // §4.7.4's exact rule "the active time is equal to the active duration";
    // in the after phase the active time is assigned `active` itself.
    let reachedEnd = activeTime == active
    var overall: Double
    if duration.isZero {
      overall = phase == .before ? 0 : iterations
    } else if reachedEnd, active.isFinite {
      overall = active.isZero ? 0 : iterations
    } else {
      overall = activeTime / duration
    }
    overall += iterationStart

    // §4.7.4 simple iteration progress, §4.7.5 current iteration; the end
    // rule applies in the active or after phase, at the end of the active
    // interval, for a non-zero iteration count.
    let holdsEnd = phase != .before && reachedEnd && !iterations.isZero
    var iteration: Double
    let simple: Double
    if overall.isInfinite {
      let split = IterationArithmetic.split(overallProgress: iterationStart, holdsEnd: holdsEnd)
      simple = split.progress
      iteration = .infinity
    } else {
      (iteration, simple) = IterationArithmetic.split(overallProgress: overall, holdsEnd: holdsEnd)
    }
    if phase == .after, iterations.isInfinite { iteration = .infinity }

    // §4.8.1 directed progress, §4.10.1 before flag.
    let (directed, forwards) = IterationArithmetic.directed(simple, iteration: iteration, direction: direction)
    let beforeFlag = (phase == .before && forwards) || (phase == .after && !forwards)
    return WebAnimationTimingState(
      phase: phase, activeTime: activeTime, overallProgress: overall, simpleIterationProgress: simple,
      currentIteration: iteration, directedProgress: directed, isGoingForwards: forwards, beforeFlag: beforeFlag)
  }
}
