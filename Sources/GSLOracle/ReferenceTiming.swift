public import AnimationMath

/// An independent re-statement of the Core Animation (`CAMediaTiming`) and
/// Web Animations Level 1 timing rules: phase, current iteration and
/// (directed) progress, the reference for ``AnimationMath/MediaTiming`` and
/// ``AnimationMath/WebAnimationTiming``.
///
/// Written from the spec text, not from the core: it reads only the core's
/// value types' stored fields and shares none of its arithmetic (no
/// boundary snapping, no shared iteration helper; fill modes are switched on
/// here).
///
/// Sources:
/// - W3C, *Web Animations Level 1*, https://www.w3.org/TR/web-animations-1/,
///   §4.8 "Core animation effect calculations" (active duration, end time,
///   the before-active and active-after boundary times, the phases, active
///   time with fill modes) and §4.9 "Repeating" (overall progress, simple
///   iteration progress with its end-of-interval rule, current iteration),
///   with "Direction control" for the directed progress.
/// - Apple, `CAMediaTiming`,
///   https://developer.apple.com/documentation/quartzcore/camediatiming:
///   `beginTime` in the parent's time, `speed` scaling local time,
///   `timeOffset` added in local time, `repeatCount` (0 = once, FLT_MAX =
///   forever), `repeatDuration`, `autoreverses` (a repeat is a forward and a
///   backward pass), `fillMode`; a duration of 0 means 0.25 s
///   (`CAAnimation.duration`). Core Animation's active interval is closed:
///   the end of the last pass shows the end state (progress 1, not 0).
public enum ReferenceTiming {
  /// Phase, iteration and progress of a timed object at one time.
  public struct State: Sendable, Equatable {
    /// Before, active or after.
    public let phase: TimingPhase
    /// The current iteration (Core Animation: forward+back pairs), nil when
    /// the object is not applied.
    public let iteration: Double?
    /// The progress before the easing, in [0, 1], nil when not applied.
    public let progress: Double?

    /// Creates a state from its three fields.
    public init(phase: TimingPhase, iteration: Double?, progress: Double?) {
      self.phase = phase
      self.iteration = iteration
      self.progress = progress
    }
  }

  // MARK: - Core Animation

  /// The state of a top-level `CAMediaTiming` object at parent time `t`.
  ///
  /// e = (t − beginTime)·speed; before when e < 0, after when e > AD, active
  /// on the closed [0, AD]; a fill holds e at 0 or AD (forwards only when
  /// not removed on completion); the local time is e + timeOffset, counted
  /// in passes of the duration D, with the end of the last pass held at 1.
  public static func coreAnimation(_ timing: MediaTiming, parentTime t: Double) -> State {
    let duration = timing.duration > 0 ? timing.duration : 0.25
    let passesPerRepeat = timing.autoreverses ? 2.0 : 1.0
    let forever = Double(Float.greatestFiniteMagnitude)
    // Active duration and the number of passes of length D in it.
    let activeDuration: Double
    let passes: Double
    if timing.repeatDuration > 0 {
      activeDuration = timing.repeatDuration
      passes = timing.repeatDuration / duration
    } else if timing.repeatCount >= forever {
      activeDuration = .infinity
      passes = .infinity
    } else {
      let repeats = timing.repeatCount > 0 ? timing.repeatCount : 1
      passes = repeats * passesPerRepeat
      activeDuration = passes * duration
    }
    let elapsed = (t - timing.beginTime) * timing.speed
    let phase: TimingPhase = elapsed < 0 ? .before : elapsed > activeDuration ? .after : .active
    let fillsBackwards: Bool
    let fillsForwards: Bool
    switch timing.fillMode {
    case .backwards: (fillsBackwards, fillsForwards) = (true, false)
    case .forwards: (fillsBackwards, fillsForwards) = (false, true)
    case .both: (fillsBackwards, fillsForwards) = (true, true)
    case .removed, .auto: (fillsBackwards, fillsForwards) = (false, false)
    }
    let held: Double
    switch phase {
    case .before:
      guard fillsBackwards else { return State(phase: phase, iteration: nil, progress: nil) }
      held = 0
    case .after:
      guard fillsForwards, !timing.removedOnCompletion else {
        return State(phase: phase, iteration: nil, progress: nil)
      }
      held = activeDuration
    case .active:
      held = elapsed
    }
    let atEnd = held == activeDuration  // exact: `held` was assigned it, or e equals it
    let local = held + timing.timeOffset
    // Passes completed and the fraction of the current one.
    var pass: Double
    var fraction: Double
    if atEnd && timing.timeOffset == 0 && passes.isFinite {
      // The end of the last pass: pass count − 1, fraction 1 (closed interval).
      pass = passes.rounded(.up) - 1
      fraction = passes - pass
    } else {
      let position = local / duration
      pass = position.rounded(.down)
      fraction = position - pass
      if atEnd && fraction == 0 && local > 0 {
        pass -= 1
        fraction = 1
      }
    }
    let backward = timing.autoreverses && Int(pass.truncatingRemainder(dividingBy: 2)).magnitude == 1
    let progress = backward ? 1 - fraction : fraction
    let iteration = timing.autoreverses ? (pass / 2).rounded(.down) : pass
    return State(phase: phase, iteration: iteration, progress: progress)
  }

  // MARK: - Web Animations

  /// The state of a Web Animations effect at local time `localTime` (the
  /// animation's current time), with the animation direction taken from the
  /// sign of `playbackRate`.
  public static func webAnimations(_ timing: WebAnimationTiming, localTime: Double) -> State {
    // §4.8: active duration = iteration duration × iteration count (0 if either is 0).
    let activeDuration =
      timing.duration == 0 || timing.iterations == 0 ? 0 : timing.duration * timing.iterations
    let endTime = max(timing.delay + activeDuration + timing.endDelay, 0)
    let beforeActive = max(min(timing.delay, endTime), 0)
    let activeAfter = max(min(timing.delay + activeDuration, endTime), 0)
    let backwards = timing.playbackRate < 0
    let phase: TimingPhase
    if localTime < beforeActive || (backwards && localTime == beforeActive) {
      phase = .before
    } else if localTime > activeAfter || (!backwards && localTime == activeAfter) {
      phase = .after
    } else {
      phase = .active
    }
    let fillsBackwards: Bool
    let fillsForwards: Bool
    switch timing.fill {
    case .backwards: (fillsBackwards, fillsForwards) = (true, false)
    case .forwards: (fillsBackwards, fillsForwards) = (false, true)
    case .both: (fillsBackwards, fillsForwards) = (true, true)
    case .removed, .auto: (fillsBackwards, fillsForwards) = (false, false)
    }
    // §4.8 active time.
    let activeTime: Double
    switch phase {
    case .before:
      guard fillsBackwards else { return State(phase: phase, iteration: nil, progress: nil) }
      activeTime = max(localTime - timing.delay, 0)
    case .active:
      activeTime = localTime - timing.delay
    case .after:
      guard fillsForwards else { return State(phase: phase, iteration: nil, progress: nil) }
      activeTime = max(min(localTime - timing.delay, activeDuration), 0)
    }
    // §4.9 overall progress.
    let overall: Double
    if timing.duration == 0 {
      overall = phase == .before ? timing.iterationStart : timing.iterationStart + timing.iterations
    } else {
      overall = activeTime / timing.duration + timing.iterationStart
    }
    // §4.9 simple iteration progress.
    var simple =
      overall.isInfinite
      ? timing.iterationStart.truncatingRemainder(dividingBy: 1)
      : overall.truncatingRemainder(dividingBy: 1)
    if simple == 0, phase != .before, activeTime == activeDuration, timing.iterations != 0 {
      simple = 1
    }
    // §4.9 current iteration.
    let iteration: Double
    if phase == .after && timing.iterations.isInfinite {
      iteration = .infinity
    } else if simple == 1 {
      iteration = overall.rounded(.down) - 1
    } else {
      iteration = overall.rounded(.down)
    }
    // Direction control: the directed progress.
    let forwards: Bool
    switch timing.direction {
    case .normal: forwards = true
    case .reverse: forwards = false
    case .alternate, .alternateReverse:
      // d = current iteration (+1 for alternate-reverse); forwards when d is
      // even, and forwards when d is infinity.
      var d = iteration
      if timing.direction == .alternateReverse { d += 1 }
      forwards = d.isInfinite || d.truncatingRemainder(dividingBy: 2) == 0
    }
    return State(phase: phase, iteration: iteration, progress: forwards ? simple : 1 - simple)
  }
}
