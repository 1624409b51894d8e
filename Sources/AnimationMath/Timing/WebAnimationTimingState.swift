/// What ``WebAnimationTiming/evaluate(localTime:)`` finds at one local time.
///
/// When the effect is not in effect (its active time is unresolved: outside
/// the active phase without a matching fill) every optional member is nil, as
/// the spec's "unresolved"/null.
public struct WebAnimationTimingState: Sendable, Hashable {
  /// The phase (§4.5.5).
  public let phase: TimingPhase
  /// The active time (§4.7.2); nil when unresolved.
  public let activeTime: Double?
  /// The overall progress: iterations completed, including the iteration start
  /// (§4.7.3); nil when unresolved.
  public let overallProgress: Double?
  /// The simple iteration progress in [0, 1] (§4.7.4); nil when unresolved.
  public let simpleIterationProgress: Double?
  /// The current iteration (§4.7.5), possibly infinite; nil when unresolved.
  public let currentIteration: Double?
  /// The directed progress (§4.8.1); nil when unresolved.
  public let directedProgress: Double?
  /// Whether the current direction is forwards; nil when unresolved.
  public let isGoingForwards: Bool?
  /// The before flag handed to the easing (§4.10.1): set in the before phase
  /// going forwards, or in the after phase going backwards; nil when
  /// unresolved. Only step easings look at it.
  public let beforeFlag: Bool?

  /// Creates a state; ``WebAnimationTiming`` is the usual source.
  public init(
    phase: TimingPhase, activeTime: Double?, overallProgress: Double?, simpleIterationProgress: Double?,
    currentIteration: Double?, directedProgress: Double?, isGoingForwards: Bool?, beforeFlag: Bool?
  ) {
    self.phase = phase
    self.activeTime = activeTime
    self.overallProgress = overallProgress
    self.simpleIterationProgress = simpleIterationProgress
    self.currentIteration = currentIteration
    self.directedProgress = directedProgress
    self.isGoingForwards = isGoingForwards
    self.beforeFlag = beforeFlag
  }

  /// Whether the effect is in effect (its active time is resolved).
  public var isInEffect: Bool { activeTime != nil }

  /// The transformed progress (§4.10.1): `easing(directedProgress, beforeFlag)`,
  /// or nil when not in effect.
  ///
  /// - Parameter easing: the effect's timing function, taking the input
  ///   progress and the before flag.
  public func transformedProgress(_ easing: (Double, Bool) -> Double) -> Double? {
    guard let directedProgress, let beforeFlag else { return nil }
    return easing(directedProgress, beforeFlag)
  }

  /// The state of an effect that is not in effect.
  static func notInEffect(_ phase: TimingPhase) -> WebAnimationTimingState {
    WebAnimationTimingState(
      phase: phase, activeTime: nil, overallProgress: nil, simpleIterationProgress: nil, currentIteration: nil,
      directedProgress: nil, isGoingForwards: nil, beforeFlag: nil)
  }
}
