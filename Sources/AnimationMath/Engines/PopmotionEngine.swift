/// popmotion 11.0.5 `animate({type: "spring"})` on framesync: the closed form at the sum
/// of framesync deltas (first 16.67 ms, then clamped to [1, 40] ms).
///
/// Source: Popmotion/popmotion @ adf681efd8568ada018ce68082dbd585f25c4c7d,
/// `packages/popmotion/src/animations/generators/spring.ts` (`getSpringOptions`, `spring`),
/// `packages/popmotion/src/animations/index.ts` (`animate`, `update`),
/// `packages/popmotion/src/animations/utils/find-spring.ts`,
/// `packages/framesync/src/index.ts` (`processFrame`), `packages/framesync/src/on-next-frame.ts`.
///
/// - **Parameters.** `stiffness`/`damping`/`mass` (100/10/1; without keys the request's
///   spring). `duration`/`bounce` without physics keys: Framer's findSpring
///   (``FramerDurationSpring``) with default duration 800 ms and bounce 0.25, the motion
///   started with velocity 0, done at t ≥ duration.
/// - **Clock.** Generator time = Σ framesync deltas in ms, summed in doubles
///   (framesync): the first frame of a waking loop is `defaultTimestep` = 1000/60 ms
///   whatever the display, later ones clamp(Δtimestamp, 1, 40) ms, the timestamps being
///   `requestAnimationFrame`'s, coarsened to 100 µs (``EngineClock/coarsenedMilliseconds(_:)``;
///   `packages/framesync/src/index.ts` `processFrame`, `on-next-frame.ts`).
///   At 120 Hz a duration spring's D often falls exactly on a frame in exact host times
///   (1000/60 + (n − 1)·1000/120 = D, as for D = 1000 ms at n = 119); the coarsened
///   timestamps read the first frame 1/30 ms early and that frame 1/15 ms early, so the sum
///   is 1/30 ms short and `t >= duration` holds one frame later (n = 120). At 60 Hz such a
///   frame's time is a whole ms, read exactly, and the sum is 1/15 ms long: still done.
/// - **Closed form** at that time (three regimes; ζ > 1 over-damped, with motion's cap of
///   300 on the hyperbolic argument, see ``MotionEngine``).
/// - **Stop rule**: |v| ≤ restSpeed (default 2 units/s) and |to − x| ≤ restDelta (default
///   min(|to − from|/100, 0.4)); the velocity is the analytic one for ζ < 1 and 0 for
///   ζ ≥ 1 (so only the distance counts). A done generator shows `to`; the animation
///   completes on that frame.
/// - **Retarget.** popmotion has no retarget: a new `animate()` starts from the value on
///   screen. Modelled with the previous generator's analytic velocity at its time (what a
///   caller passes as `velocity`), on the running framesync loop.
///
/// Not modelled: repeat, keyframes, decay/inertia, custom drivers.
public struct PopmotionEngine: SpringEngine {
  /// `popmotion`.
  public static let name = SpringEngineName.popmotion
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `stiffness`.
    public static let stiffness = EngineConfigurationKey("stiffness", "stiffness (default 100)")
    /// `damping`.
    public static let damping = EngineConfigurationKey("damping", "damping coefficient (default 10)")
    /// `mass`.
    public static let mass = EngineConfigurationKey("mass", "mass (default 1)")
    /// `velocity`.
    public static let velocity = EngineConfigurationKey("velocity", "initial velocity, units/s (default 0)")
    /// `duration`.
    public static let duration = EngineConfigurationKey("duration", "duration in ms (default 800 with bounce)")
    /// `bounce`.
    public static let bounce = EngineConfigurationKey("bounce", "bounce (default 0.25 with duration)")
    /// `restSpeed`.
    public static let restSpeed = EngineConfigurationKey("restSpeed", "rest speed, units/s (default 2)")
    /// `restDelta`.
    public static let restDelta = EngineConfigurationKey(
      "restDelta", "rest distance, units (default min(|to − from|/100, 0.4))")
  }
  /// popmotion's spring options.
  public static let configurationKeys = [
    Key.stiffness, Key.damping, Key.mass, Key.velocity, Key.duration, Key.bounce, Key.restSpeed, Key.restDelta,
  ]
  /// `--rest-delta`, `--rest-speed`.
  public static let supportedSettings: Set<EngineSetting> = [.restDelta, .restSpeed]
  /// framesync's `defaultTimestep`, ms.
  static let defaultTimestep = 1.0 / 60 * 1000
  /// framesync's `maxElapsed`, ms.
  static let maximumElapsed = 40.0

  /// The spring in force.
  public private(set) var spring: SpringParameters
  /// The duration of a duration spring, ms.
  public let duration: Double?
  /// Rest thresholds in force.
  public let restSpeed: Double
  private let configuredRestDelta: Double?
  /// See ``restSpeed``.
  public private(set) var restDelta: Double
  private var solution: SpringSolution
  private var elapsed = 0.0
  private var lastTimestamp: Double? = nil
  private let start: EngineFrame
  /// True once the generator is done.
  public private(set) var isComplete = false

  /// Resolves popmotion's options.
  public init(_ request: SpringEngineRequest) throws(EngineError) {
    let config = request.configuration
    try config.requireKnown(Self.configurationKeys, by: .spring(Self.name))
    try request.settings.requireSupported(Self.supportedSettings, by: Self.name)
    let physics = [Key.stiffness, Key.damping, Key.mass].contains { config.text($0) != nil }
    let durationForm = [Key.duration, Key.bounce].contains { config.text($0) != nil }
    let ownVelocity = try config.number(Key.velocity)
    if ownVelocity != nil, request.initialVelocity != 0 {
      throw .conflict("give the velocity either as popmotion's velocity or as the initial velocity")
    }
    var velocity = ownVelocity ?? request.initialVelocity
    var spring = request.spring
    var duration: Double? = nil
    if physics {
      spring = try JSEngineSupport.spring(
        mass: config.number(Key.mass) ?? 1, stiffness: config.number(Key.stiffness) ?? 100,
        damping: config.number(Key.damping) ?? 10)
    } else if durationForm {
      let found = FramerDurationSpring(
        durationMilliseconds: try config.number(Key.duration) ?? 800, bounce: try config.number(Key.bounce) ?? 0.25,
        velocity: velocity)
      spring = try JSEngineSupport.spring(mass: 1, stiffness: found.stiffness, damping: found.damping)
      duration = found.durationMilliseconds
      velocity = 0
    }
    self.spring = spring
    self.duration = duration
    restSpeed =
      try JSEngineSupport.merged(config.number(Key.restSpeed), request.settings.restSpeed, key: Key.restSpeed.name) ?? 2
    configuredRestDelta = try JSEngineSupport.merged(
      config.number(Key.restDelta), request.settings.restDelta, key: Key.restDelta.name)
    restDelta = configuredRestDelta ?? min(abs(request.to - request.from) / 100, 0.4)
    solution = try JSEngineSupport.solution(spring, from: request.from, to: request.to, initialVelocity: velocity)
    start = EngineFrame(hostTime: 0, engineTime: 0, value: request.from, velocity: velocity)
  }

  /// The start state.
  public var startFrame: EngineFrame { start }

  /// One framesync frame at `hostTime` (the coarsened rAF timestamp of 1000·t ms).
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let timestamp = EngineClock.coarsenedMilliseconds(hostTime)
    let delta = lastTimestamp.map { max(min(timestamp - $0, Self.maximumElapsed), 1) } ?? Self.defaultTimestep
    lastTimestamp = timestamp
    elapsed += delta
    var state = solution.state(at: elapsed / 1000)
    if let capped = JSEngineSupport.framerCappedOverdamped(
      spring, from: solution.from, to: solution.to, initialVelocity: solution.initialVelocity, milliseconds: elapsed)
    {
      state = SpringState(position: capped.position, velocity: capped.velocity)
    }
    let done: Bool
    if let duration {
      done = elapsed >= duration
    } else {
      let speed = spring.dampingRatio < 1 ? state.velocity : 0
      done = abs(speed) <= restSpeed && abs(solution.to - state.position) <= restDelta
    }
    if done { isComplete = true }
    return EngineFrame(
      hostTime: hostTime, engineTime: elapsed / 1000, value: done ? solution.to : state.position,
      velocity: done ? 0 : state.velocity)
  }

  /// A new animate() from the value on screen with the previous analytic velocity.
  public mutating func retarget(to target: Double, at hostTime: Double) {
    let state =
      isComplete
      ? SpringState(position: solution.to, velocity: 0) : solution.state(at: elapsed / 1000)
    guard
      let next = try? SpringSolution(
        parameters: spring, from: state.position, to: target,
        initialVelocity: duration == nil ? state.velocity : 0)
    else { return }
    solution = next
    restDelta = configuredRestDelta ?? min(abs(target - state.position) / 100, 0.4)
    elapsed = 0
    isComplete = false
  }

  /// The spring and thresholds.
  public var engineDescription: EngineDescription {
    EngineDescription(
      engine: Self.name, source: "popmotion 11.0.5 @ adf681e, animations/generators/spring.ts, framesync",
      parameters: [
        .init("stiffness", .number(spring.stiffness)), .init("damping", .number(spring.damping)),
        .init("mass", .number(spring.mass)),
      ] + (duration.map { [.init("duration (ms)", .number($0))] } ?? []),
      stopRule: duration != nil
        ? "duration spring: done at elapsed ≥ duration, shows to"
        : "|v| ≤ restSpeed (v = 0 for ζ ≥ 1) and |to − x| ≤ restDelta; shows to",
      thresholds: [
        .init("restSpeed (units/s)", .number(restSpeed)), .init("restDelta (units)", .number(restDelta)),
      ],
      limitations: "repeat, keyframes, decay/inertia and custom drivers are not modelled; retarget is a new animate()")
  }
}

extension SpringEngineName {
  /// popmotion 11.
  public static let popmotion = SpringEngineName(declaring: "popmotion")
}
