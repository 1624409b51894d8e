/// rebound-js 0.1.0: RK4 in fixed 1 ms steps with a time accumulator, frame by frame.
///
/// Source: the released rebound 0.1.0, facebookarchive/rebound-js tag v0.1.0
/// @ 1b97a9ce8931bf1f6f7ed4138582f57e70ce4bc0: `src/Spring.js` (`advance`, `_interpolate`,
/// `isAtRest`, `setEndValue`), `src/SpringSystem.js` (`loop`, `advance`), `src/Loopers.js`
/// (`AnimationLooper.run`), `src/SpringConfig.js` and `src/OrigamiValueConverter.js`.
/// (The repository's later, unreleased head 6e6e9a90ee328caeaf98b57ea80e4f1e478f3d70 reads
/// `performance.now()` instead; the integrator is the same.)
///
/// What it does, as read from the source:
/// - **Parameters.** Mass 1; `tension` is the stiffness k and `friction` the damping c
///   (per unit mass). The configuration keys `tension`/`friction` are Origami values,
///   converted as `SpringConfig.fromOrigamiTensionAndFriction` does
///   (``SpringParameters/reactNative(tension:friction:)``); `bounciness`/`speed` as
///   `fromBouncinessAndSpeed`. Without keys the request's spring is used as k/m, c/m.
/// - **Clock.** `AnimationLooper` passes `Date.now()` to `SpringSystem.loop`: whole
///   milliseconds, ⌊1000·t⌋ for a clock reading 0 at the start
///   (``EngineClock/floorMilliseconds(_:)``). The first loop after waking sets the previous
///   time to `now − 1`, so the first frame advances exactly 1 ms; later frames advance by
///   the difference of two readings (8 or 9 ms at 120 Hz, 16 or 17 ms at 60 Hz), capped at
///   64 ms (`MAX_DELTA_TIME_SEC`), divided by 1000 and added to an accumulator in seconds.
/// - **Integrator.** While the accumulator holds ≥ 0.001 s (`SOLVER_TIMESTEP_SEC`), one
///   RK4 step of 1 ms of `x″ = k·(end − x) − c·x′`, the accumulator decreasing by 0.001 in
///   double arithmetic each time. Two deviations from textbook RK4:
///   1. the first stage's acceleration uses the *previous step's last stage position*
///      (`_tempState.position`, kept across steps and frames), not the current one;
///   2. a leftover α = accumulator/0.001 > 0 blends the state written back as
///      `α·current + (1 − α)·state before the last step` (`_interpolate`), and that blended
///      state is where the next frame integrates from, so the simulated time lags the
///      clock. Whole-ms deltas leave either no leftover (at 120 Hz, 0.008 and 0.009 count
///      down to exactly 0: whole steps, no blend) or one that rounding keeps just below a
///      step (at 60 Hz, 0.016 and 0.017 leave 0.00099999999999…: α within 1e-11 of 1,
///      carried to the next frame).
/// - **Stop rule.** `|v| < restSpeedThreshold` (strict, default 0.001 units/s) and
///   `|end − x| ≤ restDisplacementThreshold` (default 0.001), or overshoot clamping and
///   past the end; then x := end, v := 0 on that frame (the system goes idle on the next
///   loop, which shows the same value).
/// - **Retarget.** `setEndValue` keeps position, velocity, accumulator and the kept
///   first-stage position; only the end value changes. A spring at rest wakes the system:
///   if that comes after the loop following the rest frame (the system idled there and
///   forgot its last reading), the next loop advances 1 ms; if it comes before, the next
///   loop advances by the clock.
/// - Velocity is in units/s; the engine time reported is the simulated time
///   of the state shown: each step adds 1 ms, each blend takes (1 − α) ms back, so it
///   lags the host clock by the blends.
///
/// Not modelled: listeners, several springs in one system, coasting (tension 0).
public struct ReboundEngine: SpringEngine {
  /// `rebound`.
  public static let name = SpringEngineName.rebound
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `tension`.
    public static let tension = EngineConfigurationKey("tension", "Origami tension (default 40)")
    /// `friction`.
    public static let friction = EngineConfigurationKey("friction", "Origami friction (default 7)")
    /// `bounciness`.
    public static let bounciness = EngineConfigurationKey(
      "bounciness", "bounciness, with speed (BouncyConversion, as React Native)")
    /// `speed`.
    public static let speed = EngineConfigurationKey("speed", "speed, with bounciness")
    /// `restSpeedThreshold`.
    public static let restSpeedThreshold = EngineConfigurationKey(
      "restSpeedThreshold", "rest speed, units/s, strict < (default 0.001)")
    /// `restDisplacementThreshold`.
    public static let restDisplacementThreshold = EngineConfigurationKey(
      "restDisplacementThreshold", "rest displacement, units (default 0.001)")
    /// `overshootClamping`.
    public static let overshootClamping = EngineConfigurationKey(
      "overshootClamping", "stop once past the end value (default false)")
  }
  /// The engine's own keys, as `SpringConfig`/`Spring` setters take them.
  public static let configurationKeys = [
    Key.tension, Key.friction, Key.bounciness, Key.speed, Key.restSpeedThreshold, Key.restDisplacementThreshold,
    Key.overshootClamping,
  ]
  /// `--rest-delta`, `--rest-speed`, `--overshoot-clamping`.
  public static let supportedSettings: Set<EngineSetting> = [.restDelta, .restSpeed, .overshootClamping]

  /// `Spring.MAX_DELTA_TIME_SEC`: the per-frame cap, 64 ms.
  static let maximumDeltaSeconds = 0.064
  /// `Spring.SOLVER_TIMESTEP_SEC`: the RK4 step, 1 ms.
  static let stepSeconds = 0.001

  /// The integrator state and rules; public so that tests can drive it step by step.
  package struct Integrator: Sendable, Hashable {
    /// Stiffness per unit mass (rebound's `tension` after conversion), 1/s².
    package var tension: Double
    /// Damping per unit mass (rebound's `friction` after conversion), 1/s.
    package var friction: Double
    /// The end (target) value.
    package var end: Double
    /// Position.
    package var position: Double
    /// Velocity, units/s.
    package var velocity: Double
    /// The last stage's position of the previous step (`_tempState.position`).
    package var keptStagePosition: Double
    /// Whether the first stage uses ``keptStagePosition`` (rebound) or the current position.
    package var usesKeptStagePosition: Bool

    /// Creates an integrator at rest state `position`, `velocity`.
    package init(
      tension: Double, friction: Double, end: Double, position: Double, velocity: Double,
      usesKeptStagePosition: Bool = true
    ) {
      self.tension = tension
      self.friction = friction
      self.end = end
      self.position = position
      self.velocity = velocity
      keptStagePosition = position
      self.usesKeptStagePosition = usesKeptStagePosition
    }

    /// One RK4 step of `h` seconds (rebound: 1 ms).
    package mutating func step(_ h: Double) {
      let firstPosition = usesKeptStagePosition ? keptStagePosition : position
      let aV = velocity
      let aA = tension * (end - firstPosition) - friction * velocity
      var p = position + aV * h * 0.5
      var v = velocity + aA * h * 0.5
      let bV = v
      let bA = tension * (end - p) - friction * v
      p = position + bV * h * 0.5
      v = velocity + bA * h * 0.5
      let cV = v
      let cA = tension * (end - p) - friction * v
      p = position + cV * h
      v = velocity + cA * h
      let dV = v
      let dA = tension * (end - p) - friction * v
      keptStagePosition = p
      position += 1.0 / 6.0 * (aV + 2.0 * (bV + cV) + dV) * h
      velocity += 1.0 / 6.0 * (aA + 2.0 * (bA + cA) + dA) * h
    }
  }

  /// The integrator (public for inspection).
  package private(set) var integrator: Integrator
  /// Whether the leftover fraction blends the state (rebound: true).
  let blendsLeftover: Bool
  /// The rest thresholds and clamping.
  package let restSpeedThreshold: Double
  /// See ``restSpeedThreshold``.
  package let restDisplacementThreshold: Double
  /// Stop once past the end value.
  public let overshootClamping: Bool
  private var start: Double
  private let from: Double
  private let initialVelocity: Double
  private var accumulator = 0.0
  /// `_previousState`: the state before the last step of the last frame that took one.
  private var previous: (position: Double, velocity: Double)
  private var lastMilliseconds: Double? = nil
  /// The host time of the frame on which the spring came to rest.
  private var restHostTime: Double? = nil
  private var simulatedSeconds = 0.0
  /// True once the spring has come to rest (the system is idle).
  public private(set) var isComplete = false

  /// Resolves the spring (or the Origami keys) into tension and friction.
  public init(_ request: SpringEngineRequest) throws(EngineError) {
    let config = request.configuration
    try config.requireKnown(Self.configurationKeys, by: .spring(Self.name))
    try request.settings.requireSupported(Self.supportedSettings, by: Self.name)
    let spring =
      try JSEngineSupport.origamiSpring(
        config, keys: (Key.tension, Key.friction, Key.bounciness, Key.speed), engine: Self.name) ?? request.spring
    try self.init(
      spring: spring, from: request.from, to: request.to, initialVelocity: request.initialVelocity,
      restSpeedThreshold: try JSEngineSupport.merged(
        config.number(Key.restSpeedThreshold), request.settings.restSpeed, key: Key.restSpeedThreshold.name) ?? 0.001,
      restDisplacementThreshold: try JSEngineSupport.merged(
        config.number(Key.restDisplacementThreshold), request.settings.restDelta,
        key: Key.restDisplacementThreshold.name) ?? 0.001,
      overshootClamping: try JSEngineSupport.merged(
        config.flag(Key.overshootClamping), request.settings.overshootClamping, key: Key.overshootClamping.name)
        ?? false)
  }

  /// Creates the engine directly; `usesKeptStagePosition` and `blendsLeftover` switch
  /// rebound's two integrator deviations (both on in rebound).
  public init(
    spring: SpringParameters, from: Double, to: Double, initialVelocity: Double,
    restSpeedThreshold: Double = 0.001, restDisplacementThreshold: Double = 0.001,
    overshootClamping: Bool = false, usesKeptStagePosition: Bool = true, blendsLeftover: Bool = true
  ) throws(EngineError) {
    guard restSpeedThreshold > 0, restDisplacementThreshold > 0 else {
      throw .invalidValue(key: Key.restSpeedThreshold.name, value: "\(restSpeedThreshold)", accepted: "> 0")
    }
    integrator = Integrator(
      tension: spring.stiffness / spring.mass, friction: spring.damping / spring.mass, end: to,
      position: from, velocity: initialVelocity, usesKeptStagePosition: usesKeptStagePosition)
    self.blendsLeftover = blendsLeftover
    self.restSpeedThreshold = restSpeedThreshold
    self.restDisplacementThreshold = restDisplacementThreshold
    self.overshootClamping = overshootClamping
    start = from
    previous = (from, initialVelocity)
    self.from = from
    self.initialVelocity = initialVelocity
    // setEndValue returns at once when the spring is already at rest at the end value.
    isComplete = isAtRest
  }

  /// The start state.
  public var startFrame: EngineFrame {
    EngineFrame(hostTime: 0, engineTime: 0, value: from, velocity: initialVelocity)
  }

  private var isAtRest: Bool {
    abs(integrator.velocity) < restSpeedThreshold
      && abs(integrator.end - integrator.position) <= restDisplacementThreshold
  }

  private var isOvershooting: Bool {
    (start < integrator.end && integrator.position > integrator.end)
      || (start > integrator.end && integrator.position < integrator.end)
  }

  /// One `SpringSystem.loop` at host time `hostTime` s, reading `Date.now()` = ⌊1000·t⌋ ms.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    advance(milliseconds: Double(EngineClock.floorMilliseconds(hostTime)), hostTime: hostTime)
  }

  /// One loop with the clock reading `now` ms (as `SimulationLooper` passes it); the
  /// frame is labelled `hostTime`.
  public mutating func advance(milliseconds now: Double, hostTime: Double) -> EngineFrame {
    let last = lastMilliseconds ?? (now - 1)
    lastMilliseconds = now
    let elapsed = (now - last) / 1000.0
    accumulator += min(elapsed, Self.maximumDeltaSeconds)
    while accumulator >= Self.stepSeconds {
      accumulator -= Self.stepSeconds
      if accumulator < Self.stepSeconds { previous = (integrator.position, integrator.velocity) }
      integrator.step(Self.stepSeconds)
      simulatedSeconds += Self.stepSeconds
    }
    if accumulator > 0, blendsLeftover {
      let alpha = accumulator / Self.stepSeconds
      integrator.position = integrator.position * alpha + previous.position * (1 - alpha)
      integrator.velocity = integrator.velocity * alpha + previous.velocity * (1 - alpha)
      simulatedSeconds -= (1 - alpha) * Self.stepSeconds
    }
    if isAtRest || (overshootClamping && isOvershooting) {
      start = integrator.end
      integrator.position = integrator.end
      integrator.velocity = 0
      isComplete = true
      restHostTime = hostTime
    }
    return EngineFrame(
      hostTime: hostTime, engineTime: simulatedSeconds, value: integrator.position,
      velocity: integrator.velocity)
  }

  /// `setEndValue`: keeps position, velocity and the integrator's memory.
  public mutating func retarget(to target: Double, at hostTime: Double) {
    start = integrator.position
    integrator.end = target
    if isComplete, !isAtRest {
      isComplete = false
      // The system goes idle, forgetting its clock, on the first loop after the rest frame;
      // woken after that loop, its next loop advances 1 ms, woken before it, the clock runs on.
      if let rest = restHostTime, hostTime > rest { lastMilliseconds = nil }
    }
  }

  /// Tension, friction, thresholds.
  public var engineDescription: EngineDescription {
    EngineDescription(
      engine: Self.name,
      source: "rebound-js 0.1.0 @ 1b97a9c (tag v0.1.0), src/Spring.js, src/SpringSystem.js, src/Loopers.js",
      parameters: [
        .init("tension (k, 1/s²)", .number(integrator.tension)),
        .init("friction (c, 1/s)", .number(integrator.friction)),
      ],
      stopRule: "|v| < restSpeedThreshold (strict) and |end − x| ≤ restDisplacementThreshold, "
        + "or overshoot clamping and past the end; then x := end, v := 0",
      thresholds: [
        .init("restSpeedThreshold (units/s)", .number(restSpeedThreshold)),
        .init("restDisplacementThreshold (units)", .number(restDisplacementThreshold)),
        .init("overshootClamping", .flag(overshootClamping)),
      ],
      limitations: "one spring per system; no coasting (tension 0); listeners not modelled")
  }
}

extension SpringEngineName {
  /// rebound-js.
  public static let rebound = SpringEngineName(declaring: "rebound")
}
