/// The timing of one Core Animation object (`CAMediaTiming`): where it sits in
/// its parent's time, how fast it plays, how often it repeats, and what it
/// shows outside its active interval.
///
/// ``evaluate(parentTime:in:)`` maps a parent time to the object's basic
/// progress in [0, 1], before the timing function; its eight steps, negative
/// speed and the Web Animations reading are in the DocC extension of this type.
public struct MediaTiming: Sendable, Hashable {
  /// Where the object sits: it decides the default duration and whether
  /// `removedOnCompletion` is honoured.
  public enum Placement: Sendable, Hashable {
    /// Added directly to a layer: `duration ≤ 0` means
    /// ``MediaTiming/defaultDuration``; `removedOnCompletion` applies.
    case topLevel
    /// A child of a `CAAnimationGroup` whose resolved duration is `duration`:
    /// `duration ≤ 0` inherits it, and `removedOnCompletion` is ignored.
    case inGroup(duration: Double)
  }

  /// The default duration of a top-level animation: the implicit transaction
  /// duration, 0.25 s.
  public static let defaultDuration = 0.25

  /// Repeat counts at or above FLT_MAX repeat forever (Apple's documented way
  /// of writing "forever", since `repeatCount` is a `Float`).
  public static let foreverRepeatCount = Double(Float.greatestFiniteMagnitude)

  /// Relative distance within which a time counts as lying on the start or the
  /// end of the active interval (see the discussion of rounding in the type's
  /// documentation of step 4): 1e-12.
  public static let boundarySnap = IterationArithmetic.boundarySnap

  /// When the object begins, in the parent's time (seconds).
  public let beginTime: Double
  /// The basic duration of one pass, in local seconds; ≤ 0 means the default
  /// (see ``Placement``); `.infinity` for a layer.
  public let duration: Double
  /// Local seconds per parent second; may be negative (plays backwards) or 0
  /// (frozen).
  public let speed: Double
  /// An offset added to the local time after the speed is applied, in local
  /// seconds; it wraps around the cycle.
  public let timeOffset: Double
  /// How many passes (cycles) play; may be fractional; 0 means 1; infinite at
  /// or above ``foreverRepeatCount``.
  public let repeatCount: Double
  /// How long the object repeats, in local seconds; 0 means "use repeatCount".
  public let repeatDuration: Double
  /// Whether each pass plays forwards then backwards.
  public let autoreverses: Bool
  /// What the object shows outside its active interval.
  public let fillMode: FillMode
  /// Whether a top-level animation is removed when its active interval ends
  /// (which defeats a forwards fill); ignored for group children.
  public let removedOnCompletion: Bool

  /// Creates a timing; every parameter defaults to Core Animation's default.
  ///
  /// - Throws: ``TimingParameterError`` unless `beginTime`, `speed` and
  ///   `timeOffset` are finite, `duration` is not NaN or −∞, and `repeatCount`
  ///   and `repeatDuration` are ≥ 0 (infinity allowed).
  public init(
    beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
    repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
    fillMode: FillMode = .removed, removedOnCompletion: Bool = true
  ) throws(TimingParameterError) {
    try TimingParameterError.requireFinite(beginTime, .beginTime)
    guard !duration.isNaN, duration > -.infinity else {
      throw TimingParameterError(
        parameter: .duration, value: duration, accepted: "a number (≤ 0 means the default) or infinity")
    }
    try TimingParameterError.requireFinite(speed, .speed)
    try TimingParameterError.requireFinite(timeOffset, .timeOffset)
    try TimingParameterError.requireNonNegativeOrInfinity(repeatCount, .repeatCount)
    try TimingParameterError.requireNonNegativeOrInfinity(repeatDuration, .repeatDuration)
    self.beginTime = beginTime
    self.duration = duration
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
    self.removedOnCompletion = removedOnCompletion
  }

  /// Whether the object repeats forever (`repeatCount` ≥ FLT_MAX, and no
  /// `repeatDuration`).
  public var repeatsForever: Bool {
    !(repeatDuration > 0) && repeatCount >= Self.foreverRepeatCount
  }

  /// The duration `D` actually used: `duration` if > 0, else the default of
  /// `placement`.
  public func resolvedDuration(in placement: Placement = .topLevel) -> Double {
    if duration > 0 { return duration }
    switch placement {
    case .topLevel: return Self.defaultDuration
    case .inGroup(let groupDuration): return groupDuration
    }
  }

  /// The cycle `C = D·(autoreverses ? 2 : 1)`, in local seconds.
  public func cycleDuration(in placement: Placement = .topLevel) -> Double {
    resolvedDuration(in: placement) * (autoreverses ? 2 : 1)
  }

  /// The active duration `AD`, in local seconds: `repeatDuration` if > 0, else
  /// `repeatCount·C` (`repeatCount` 0 → 1), infinite when repeating forever.
  public func activeDuration(in placement: Placement = .topLevel) -> Double {
    if repeatDuration > 0 { return repeatDuration }
    if repeatsForever { return .infinity }
    let passes = repeatCount > 0 ? repeatCount : 1
    return passes * cycleDuration(in: placement)
  }

  /// The number of iterations of length `D` in the active interval (half
  /// cycles when autoreversing): the Web Animations iteration count of the
  /// same object.
  func halfCycleCount(in placement: Placement) -> Double {
    if repeatDuration > 0 { return repeatDuration / resolvedDuration(in: placement) }
    if repeatsForever { return .infinity }
    let passes = repeatCount > 0 ? repeatCount : 1
    return autoreverses ? 2 * passes : passes
  }

  /// Evaluates the object at parent time `parentTime` (https://developer.apple.com/documentation/quartzcore/camediatiming
  /// steps 3–8).
  ///
  /// - Parameters:
  ///   - parentTime: the local time of the parent (layer or group), in seconds.
  ///   - placement: top level or inside a group (default duration and
  ///     `removedOnCompletion`).
  /// - Returns: the phase and, when the object is applied, its iteration and
  ///   basic progress `p` (before the timing function).
  /// - Precondition: `parentTime` is finite.
  public func evaluate(parentTime: Double, in placement: Placement = .topLevel) -> MediaTimingState {
    precondition(parentTime.isFinite, "parent time must be finite")
    let basic = resolvedDuration(in: placement)
    let active = activeDuration(in: placement)
    var elapsed = (parentTime - beginTime) * speed
    let scale = (abs(parentTime) + abs(beginTime)) * abs(speed)
    if IterationArithmetic.isOnBoundary(elapsed, 0, scale: scale) {
      elapsed = 0
    } else if IterationArithmetic.isOnBoundary(elapsed, active, scale: scale) {
      elapsed = active
    }

    let phase: TimingPhase = elapsed < 0 ? .before : (elapsed > active ? .after : .active)
    let filled: Double
    switch phase {
    case .before:
      guard fillMode.fillsBackwards else { return .notApplied(phase, elapsedTime: elapsed) }
      filled = 0
    case .after:
      let exists: Bool
      switch placement {
      case .topLevel: exists = !removedOnCompletion
      case .inGroup: exists = true
      }
      guard fillMode.fillsForwards, exists else { return .notApplied(phase, elapsedTime: elapsed) }
      filled = active
    case .active:
      filled = elapsed
    }

    let local = filled + timeOffset
    // The end of the active interval (step 7's "e == AD"): exact, because the
    // snap above and the forwards fill assign `active` itself.
    let atEnd = filled == active
    // Overall progress in iterations of length D (half cycles when
    // autoreversing), as in Web Animations; at the end the count is taken from
    // the parameters rather than AD/D so that it is an exact whole number when
    // the parameters say so.
    let overall: Double
    if basic.isInfinite {
      overall = 0
    } else if atEnd && timeOffset.isZero {
      overall = halfCycleCount(in: placement)
    } else {
      // (e + timeOffset)/D in one division: e/D + timeOffset/D rounds twice
      // and put exact pass starts (a = k·D) at 1 − ulp of the previous pass.
      overall = local / basic
    }
    let (halfCycle, simple) = IterationArithmetic.split(overallProgress: overall, holdsEnd: atEnd && local > 0)
    let (progress, forwards) = IterationArithmetic.directed(
      simple, iteration: halfCycle, direction: autoreverses ? .alternate : .normal)
    let iteration = autoreverses ? (halfCycle / 2).rounded(.down) : halfCycle
    return MediaTimingState(
      phase: phase, isApplied: true, elapsedTime: elapsed, activeLocalTime: local, iteration: iteration,
      progress: progress, isReversing: !forwards)
  }
}
