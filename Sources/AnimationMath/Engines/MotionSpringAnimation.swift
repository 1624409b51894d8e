/// The spring of motion / framer-motion as `JSAnimation` plays it: the generator's closed
/// form at whole-ms times, its rest rule, the 50 ms duration probe, and MotionValue's
/// frame-difference velocity. Shared by both versions of ``MotionSpringEngine`` (v13 and v12).
///
/// Sources: motiondivision/motion, v13.1.1 @ 1b037b0032578b52af94b06ff3920bfa0aaa5e36 and
/// v12.23.0 @ a373936bc35696ea3f7335d58aaa6b0be71a1fb7:
/// `packages/motion-dom/src/animation/generators/spring.ts` (v12: `generators/spring/index.ts`),
/// `generators/utils/calc-duration.ts`, `generators/utils/velocity.ts` (v12),
/// `animation/JSAnimation.ts` (`updateTime`, `tick`), `value/index.ts` (`getVelocity`,
/// `MAX_VELOCITY_DELTA`), `frameloop/sync-time.ts`.
///
/// - **Generator time** t is in whole ms: `Math.round(frameTimestamp − startTime)`, where
///   `startTime` is `performance.now()` when the animation is created (host time 0, or
///   the retarget's frame time).
/// - **Closed form** at t (three regimes; ζ > 1 is over-damped): equal to the ideal curve
///   at t ms, which is what this type evaluates (``SpringSolution``), except that motion
///   caps the over-damped hyperbolic argument ω_d·t at 300: beyond it the curve is the
///   capped formula, which collapses to the target for very stiff, heavily damped springs.
/// - **Rest rule** (physics springs): done ⇔ |v| ≤ restSpeed and |to − x| ≤ restDelta;
///   restSpeed 2 units/s and restDelta 0.5, or 0.01 and 0.005 when |to − from| < 5; 0
///   means default. v13 uses the analytic velocity; v12 the 5 ms backward difference for
///   ζ < 1 and 0 for ζ ≥ 1. A done generator returns exactly `to`.
/// - **Duration springs** (duration/bounce keys, no physics keys) are done at t ≥ duration.
/// - **Finishing.** A physics spring's duration is the first multiple of 50 ms at which
///   the generator is done (≥ 20 s: never); the animation finishes on the first frame
///   with t ≥ that duration and writes the final keyframe `to`.
/// - **Retarget** starts a new animation from the value on screen, with the MotionValue
///   velocity (x_last − x_previous)·1000/min(Δt, 30 ms) of the last two updates.
struct MotionSpringAnimation: Sendable {
  /// The two generator versions.
  enum Version: Sendable { case v13, v12 }

  /// The resolved transition options (what stays the same across a retarget).
  struct Options: Sendable {
    var stiffness: Double
    var damping: Double
    var mass: Double
    /// Configured rest thresholds (nil or 0: defaults).
    var restSpeed: Double?
    var restDelta: Double?
    /// The duration/bounce keys (ms, bounce) of a duration spring, re-solved per animation
    /// (in v12 the solve depends on the velocity).
    var durationKeys: (duration: Double, bounce: Double)?
  }

  let version: Version
  let options: Options
  private(set) var solution: SpringSolution
  private(set) var restSpeed: Double
  private(set) var restDelta: Double
  private(set) var calculatedDuration: Double  // ms; .infinity when never done
  private(set) var spring: SpringParameters
  private(set) var startMilliseconds: Double
  private(set) var target: Double
  // MotionValue bookkeeping: the last two updates (value, ms).
  private var current: (value: Double, time: Double)
  private var previous: (value: Double, time: Double)?

  init(version: Version, options: Options, from: Double, to: Double, velocity: Double) throws(EngineError) {
    self.version = version
    self.options = options
    current = (from, 0)
    previous = nil
    // Placeholders, replaced by start().
    spring = try JSEngineSupport.spring(mass: 1, stiffness: 1, damping: 1)
    solution = try JSEngineSupport.solution(spring, from: from, to: to, initialVelocity: 0)
    restSpeed = 0
    restDelta = 0
    calculatedDuration = 0
    startMilliseconds = 0
    target = to
    try start(from: from, to: to, velocity: velocity, at: 0)
  }

  /// Creates the generator of one animation from `from` to `to` at `velocity` units/s.
  private mutating func start(from: Double, to: Double, velocity: Double, at milliseconds: Double)
    throws(EngineError)
  {
    var stiffness = options.stiffness
    var damping = options.damping
    var mass = options.mass
    var initialVelocity = velocity
    if let keys = options.durationKeys {
      // v13 ignores the velocity of duration springs; v12 feeds findSpring −v/1000.
      let solveVelocity = version == .v13 ? 0 : -velocity / 1000
      let found = FramerDurationSpring(
        durationMilliseconds: keys.duration, bounce: keys.bounce, velocity: solveVelocity)
      // The Newton steps can end at ω0 = 0 or ∞ (not NaN, so no fallback); motion then
      // computes ζ = NaN and renders NaN until the duration.
      guard found.stiffness.isFinite, found.stiffness > 0 else {
        throw .invalidInput(
          "findSpring's Newton steps end at stiffness \(found.stiffness) for duration \(keys.duration) ms, "
            + "bounce \(keys.bounce) and velocity \(velocity) units/s (not NaN, so no fallback): "
            + "framer-motion renders NaN until the duration; try a smaller velocity or a shorter duration")
      }
      stiffness = found.stiffness
      damping = found.damping
      mass = 1
      if version == .v13 { initialVelocity = 0 }
    }
    spring = try JSEngineSupport.spring(mass: mass, stiffness: stiffness, damping: damping)
    solution = try JSEngineSupport.solution(spring, from: from, to: to, initialVelocity: initialVelocity)
    target = to
    startMilliseconds = milliseconds
    let granular = abs(to - from) < 5
    restSpeed = (options.restSpeed ?? 0) != 0 ? options.restSpeed! : (granular ? 0.01 : 2)
    restDelta = (options.restDelta ?? 0) != 0 ? options.restDelta! : (granular ? 0.005 : 0.5)
    if let keys = options.durationKeys {
      calculatedDuration =
        FramerDurationSpring(durationMilliseconds: keys.duration, bounce: keys.bounce)
        .durationMilliseconds
    } else {
      var t = 0.0
      while !next(t).done, t < 20_000 { t += 50 }
      calculatedDuration = t >= 20_000 ? .infinity : t
    }
  }

  /// The curve at `t` ms: the ideal closed form, or the capped over-damped formula.
  func curve(_ t: Double) -> SpringState {
    if let capped = JSEngineSupport.framerCappedOverdamped(
      spring, from: solution.from, to: solution.to, initialVelocity: solution.initialVelocity, milliseconds: t)
    {
      return SpringState(position: capped.position, velocity: capped.velocity)
    }
    return solution.state(at: t / 1000)
  }

  /// The generator at `t` whole ms: the value shown and whether it is done.
  func next(_ t: Double) -> (value: Double, done: Bool) {
    let state = curve(t)
    let done: Bool
    if options.durationKeys != nil {
      done = t >= calculatedDuration
    } else {
      let speed: Double
      switch version {
      case .v13:
        speed = state.velocity
      case .v12:
        if spring.dampingRatio < 1 {
          if t == 0 {
            speed = -solution.initialVelocity  // v12 returns its negated internal velocity at 0
          } else {
            let previousT = max(t - 5, 0)
            speed = (state.position - curve(previousT).position) * (1000 / (t - previousT))
          }
        } else {
          speed = t == 0 ? -solution.initialVelocity / 1000 : 0
        }
      }
      done = abs(speed) <= restSpeed && abs(target - state.position) <= restDelta
    }
    return (done ? target : state.position, done)
  }

  /// The MotionValue velocity now, units/s.
  var motionValueVelocity: Double {
    guard let previous else { return 0 }
    let delta = min(current.time - previous.time, 30)
    return delta != 0 ? (current.value - previous.value) * (1000 / delta) : 0
  }

  /// One frame at host `milliseconds`: generator time, value, velocity and completion.
  mutating func frame(milliseconds: Double) -> (time: Double, value: Double, velocity: Double, finished: Bool) {
    let t = JSEngineSupport.jsRound(milliseconds - startMilliseconds)
    var (value, _) = next(max(t, 0))
    let finished = t >= calculatedDuration
    if finished { value = target }
    previous = current
    current = (value, milliseconds)
    return (t / 1000, value, motionValueVelocity, finished)
  }

  /// A new animation from the value on screen toward `to`, at the last frame's time.
  mutating func retarget(to: Double, atMilliseconds milliseconds: Double) throws(EngineError) {
    let velocity = motionValueVelocity
    try start(from: current.value, to: to, velocity: velocity, at: milliseconds)
  }
}

extension MotionSpringAnimation {
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  enum Key {
    /// `stiffness`.
    static let stiffness = EngineConfigurationKey("stiffness", "stiffness (default 100)")
    /// `damping`.
    static let damping = EngineConfigurationKey("damping", "damping coefficient (default 10)")
    /// `mass`.
    static let mass = EngineConfigurationKey("mass", "mass (default 1)")
    /// `velocity`.
    static let velocity = EngineConfigurationKey("velocity", "initial velocity, units/s (default 0)")
    /// `duration`.
    static let duration = EngineConfigurationKey("duration", "duration in ms (default 800 with bounce)")
    /// `bounce`.
    static let bounce = EngineConfigurationKey("bounce", "bounce, ζ = clamp(1 − bounce, 0.05, 1) (default 0.3)")
    /// `visualDuration`.
    static let visualDuration = EngineConfigurationKey(
      "visualDuration", "visual duration in s (used with a duration or bounce key)")
    /// `restSpeed`.
    static let restSpeed = EngineConfigurationKey(
      "restSpeed", "rest speed, units/s (default 2, or 0.01 when |travel| < 5)")
    /// `restDelta`.
    static let restDelta = EngineConfigurationKey(
      "restDelta", "rest distance, units (default 0.5, or 0.005 when |travel| < 5)")
  }
  /// motion's spring transition keys (the same in v12 and v13).
  static let configurationKeys = [
    Key.stiffness, Key.damping, Key.mass, Key.velocity, Key.duration, Key.bounce, Key.visualDuration, Key.restSpeed,
    Key.restDelta,
  ]

  /// `--rest-delta`, `--rest-speed`.
  static let supportedSettings: Set<EngineSetting> = [.restDelta, .restSpeed]

  /// Resolves `request` as motion's `getSpringOptions` does: physics keys win over
  /// duration keys; `visualDuration` applies only with a duration or bounce key (as in
  /// the generator); without any spring key the request's spring is the physics spring.
  static func resolve(_ request: SpringEngineRequest, version: Version, engine: SpringEngineName)
    throws(EngineError) -> MotionSpringAnimation
  {
    let config = request.configuration
    try config.requireKnown(configurationKeys, by: .spring(engine))
    try request.settings.requireSupported(supportedSettings, by: engine)
    let physics = [Key.stiffness, Key.damping, Key.mass].contains { config.text($0) != nil }
    let durationForm = [Key.duration, Key.bounce].contains { config.text($0) != nil }
    var options = Options(
      stiffness: request.spring.stiffness, damping: request.spring.damping, mass: request.spring.mass,
      restSpeed: try JSEngineSupport.merged(
        config.number(Key.restSpeed), request.settings.restSpeed, key: Key.restSpeed.name),
      restDelta: try JSEngineSupport.merged(
        config.number(Key.restDelta), request.settings.restDelta, key: Key.restDelta.name),
      durationKeys: nil)
    if physics || config.text(Key.visualDuration) != nil, !durationForm {
      options.stiffness = try config.number(Key.stiffness) ?? 100
      options.damping = try config.number(Key.damping) ?? 10
      options.mass = try config.number(Key.mass) ?? 1
    } else if !physics, durationForm {
      let bounce = try config.number(Key.bounce)
      if let visual = try config.number(Key.visualDuration) {
        guard visual > 0 else {
          throw .invalidValue(key: Key.visualDuration.name, value: "\(visual)", accepted: "> 0")
        }
        let root = 2 * Double.pi / (visual * 1.2)
        options.stiffness = root * root
        options.damping = 2 * min(max(1 - (bounce ?? 0), 0.05), 1) * options.stiffness.squareRoot()
        options.mass = 1
      } else {
        options.durationKeys = (try config.number(Key.duration) ?? 800, bounce ?? 0.3)
      }
    } else if physics {
      options.stiffness = try config.number(Key.stiffness) ?? 100
      options.damping = try config.number(Key.damping) ?? 10
      options.mass = try config.number(Key.mass) ?? 1
    }
    let velocity = try config.number(Key.velocity)
    if velocity != nil, request.initialVelocity != 0 {
      throw .conflict("give the velocity either as motion's velocity key or as the initial velocity")
    }
    return try MotionSpringAnimation(
      version: version, options: options, from: request.from, to: request.to,
      velocity: velocity ?? request.initialVelocity)
  }

  /// The description shared by both versions.
  func describe(engine: SpringEngineName, source: String, limitations: String) -> EngineDescription {
    var parameters: [EngineDescription.Entry] = [
      .init("stiffness", .number(spring.stiffness)), .init("damping", .number(spring.damping)),
      .init("mass", .number(spring.mass)), .init("damping ratio", .number(spring.dampingRatio)),
    ]
    if let keys = options.durationKeys {
      parameters.append(.init("duration (ms)", .number(keys.duration)))
      parameters.append(.init("bounce", .number(keys.bounce)))
    }
    return EngineDescription(
      engine: engine, source: source, parameters: parameters,
      stopRule: options.durationKeys != nil
        ? "duration spring: finishes on the first frame with round(t) ≥ duration, writes to"
        : "generator done ⇔ |v| ≤ restSpeed and |to − x| ≤ restDelta; the animation finishes on "
          + "the first frame with round(t) ≥ the first done multiple of 50 ms, writes to",
      thresholds: [
        .init("restSpeed (units/s)", .number(restSpeed)),
        .init("restDelta (units)", .number(restDelta)),
        .init("calculated duration (ms)", .number(calculatedDuration)),
      ],
      limitations: limitations)
  }
}

extension MotionSpringAnimation {
  /// The restart of motion's follow (`useSpring` / `springValue`), run after the frame at
  /// `milliseconds`: a new animation from the value on screen toward `to`, with the
  /// velocity the version hands over. framer-motion 12 (≤ 12.35.1) takes the MotionValue's
  /// velocity, a finite difference over the last frame; motion 13 (and framer-motion
  /// 12.35.2+) takes the running spring's analytic velocity at its generator time (0 once
  /// the animation has finished).
  mutating func followRestart(to: Double, atMilliseconds milliseconds: Double) throws(EngineError) {
    let velocity: Double
    switch version {
    case .v12:
      velocity = motionValueVelocity
    case .v13:
      let t = JSEngineSupport.jsRound(milliseconds - startMilliseconds)
      velocity = t >= calculatedDuration ? 0 : curve(max(t, 0)).velocity
    }
    try start(from: current.value, to: to, velocity: velocity, at: milliseconds)
  }
}
