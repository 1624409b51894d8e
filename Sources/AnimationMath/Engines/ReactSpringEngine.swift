/// @react-spring/core 9.7.5: semi-implicit Euler in 1 ms steps, ⌈dt⌉ steps per frame.
///
/// Source: pmndrs/react-spring @ 3d2523de0f879e20869ab9add907540188bf6446,
/// `packages/core/src/SpringValue.ts` (`advance`), `packages/core/src/AnimationConfig.ts`
/// (`defaults`, `mergeConfig`), `packages/core/src/constants.ts` (presets),
/// `packages/rafz/src/index.ts` (`update`), `packages/animated/src/AnimatedValue.ts` (`reset`).
///
/// What it does, as read from the source:
/// - **Parameters.** `tension` (default 170), `friction` (26), `mass` (1), in its own
///   units: acceleration = (−tension·10⁻⁶·(x − to) − friction·10⁻³·v)/mass in units/ms²,
///   v in units/ms. That is the ODE `m x″ + c x′ + k (x − to) = 0` in seconds with
///   k = tension, c = friction, m = mass, so the request's spring maps as tension = k,
///   friction = c, mass = m. `frequency`/`damping` (damping default 1) give
///   tension = (2π/f)²·m and friction = 4π·damping·m/f, with f ≥ 0.01 and damping ≥ 0.
/// - **Clock.** rafz passes `min(64, now − previous)` ms of `performance.now()` to every
///   frame, and exactly 16.667 ms to the first frame of the loop.
/// - **Integrator.** ⌈dt⌉ steps of 1 ms per frame (so 17 ms of simulation per 16.67 ms
///   frame at 60 Hz, 9 per 8.33 ms at 120 Hz): v += a·1 ms, then x += v·1 ms.
/// - **Stop rule**, checked at the start of every step: if |v| ≤ restVelocity (default
///   precision/10, units/ms) and |to − x| ≤ precision (default min(1, 0.001·|to − from|),
///   0.005 when from = to), the spring is done; the frame then shows `to` exactly.
///   A zero precision or restVelocity means "default". `clamp: true` stops the motion at
///   the target (bounce factor 0), `bounce: b` reflects v := −b·v at the target.
/// - **Retarget.** The animation restarts from the current value with the last velocity
///   kept (`AnimatedValue.reset` clears it only after completion); precision and the
///   growing direction are recomputed from the new from and to.
/// - Velocity is reported in units/s (1000 × its units/ms); the engine time is the
///   simulated time, one ms per step taken.
///
/// - **Duration mode** (`duration` given, ms): each frame adds its dt to the elapsed time
///   and shows from + easing(p)·(to − from) with p = clamp(elapsed/duration, 0, 1) (p = 1
///   at once for duration 0); done on the frame where p = 1, which then shows `to` (the idle
///   frame writes the goal). `easing` is `linear` (the default) or one of react-spring's
///   named easings, the easings.net functions (`packages/shared/src/easings.ts`); the
///   spring keys, velocity, clamp and bounce play no part. Velocity is the frame's
///   difference over its dt. A retarget restarts the duration from the current value.
///
/// Not modelled: `decay` (``ReactSpringDecayEngine``), `progress`, `steps` easings, `round`,
/// several values, delays.
public struct ReactSpringEngine: SpringEngine {
  /// `react-spring`.
  public static let name = SpringEngineName.reactSpring
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `tension`.
    public static let tension = EngineConfigurationKey("tension", "stiffness (default 170)")
    /// `friction`.
    public static let friction = EngineConfigurationKey("friction", "damping coefficient (default 26)")
    /// `mass`.
    public static let mass = EngineConfigurationKey("mass", "mass (default 1)")
    /// `frequency`.
    public static let frequency = EngineConfigurationKey(
      "frequency", "undamped period in s (overrides tension/friction)")
    /// `damping`.
    public static let damping = EngineConfigurationKey("damping", "damping ratio with frequency (default 1)")
    /// `velocity`.
    public static let velocity = EngineConfigurationKey("velocity", "initial velocity, units/ms (default 0)")
    /// `precision`.
    public static let precision = EngineConfigurationKey(
      "precision", "rest distance, units (default min(1, 0.001·|to − from|))")
    /// `restVelocity`.
    public static let restVelocity = EngineConfigurationKey(
      "restVelocity", "rest speed, units/ms (default precision/10)")
    /// `clamp`.
    public static let clamp = EngineConfigurationKey(
      "clamp", "stop at the target instead of overshooting (default false)")
    /// `bounce`.
    public static let bounce = EngineConfigurationKey("bounce", "reflect velocity by this factor at the target")
    /// `duration`.
    public static let duration = EngineConfigurationKey(
      "duration", "duration mode: the animation's length in ms (≥ 0), eased by easing")
    /// `easing`.
    public static let easing = EngineConfigurationKey(
      "easing", "duration mode: linear (default) or an easings.net name, e.g. easeOutCubic")
  }
  /// The keys of react-spring's `config`.
  public static let configurationKeys = [
    Key.tension, Key.friction, Key.mass, Key.frequency, Key.damping, Key.velocity, Key.precision, Key.restVelocity,
    Key.clamp, Key.bounce, Key.duration, Key.easing,
  ]
  /// `--rest-delta` (precision), `--rest-speed` (restVelocity, converted from units/s),
  /// `--overshoot-clamping` (clamp).
  public static let supportedSettings: Set<EngineSetting> = [.restDelta, .restSpeed, .overshootClamping]

  /// rafz's first-frame delta, ms.
  static let firstFrameMilliseconds = 16.667
  /// rafz's delta cap, ms.
  static let maximumDeltaMilliseconds = 64.0

  /// Stiffness (`tension`).
  public let tension: Double
  /// Damping coefficient (`friction`).
  public let friction: Double
  /// Mass.
  public let mass: Double
  /// The configured precision (nil: the default from the travel).
  let configuredPrecision: Double?
  /// The configured rest velocity in units/ms (nil: precision/10).
  let configuredRestVelocity: Double?
  /// The bounce factor (0 with clamp; nil when neither is set).
  package let bounceFactor: Double?
  /// Duration mode: the duration in ms and the easing (nil: linear); nil for the spring.
  let durationMode: (duration: Double, easing: PennerEasing?)?
  /// Duration mode: ms elapsed since the (re)start.
  private var elapsedMilliseconds = 0.0

  private var from: Double
  private var to: Double
  private let start: EngineFrame
  private var position: Double
  /// Velocity in units/ms.
  private var velocity: Double
  private var previousMilliseconds: Double? = nil
  private var stepsTaken = 0
  /// True once the spring is done (the value shows `to`).
  public private(set) var isComplete = false

  /// Resolves react-spring's config from the keys, or the request's spring.
  public init(_ request: SpringEngineRequest) throws(EngineError) {
    let config = request.configuration
    try config.requireKnown(Self.configurationKeys, by: .spring(Self.name))
    try request.settings.requireSupported(Self.supportedSettings, by: Self.name)
    let springKeys = [Key.tension, Key.friction, Key.mass, Key.frequency, Key.damping]
    var tension = request.spring.stiffness
    var friction = request.spring.damping
    var mass = request.spring.mass
    if springKeys.contains(where: { config.text($0) != nil }) {
      mass = try config.number(Key.mass) ?? 1
      tension = try config.number(Key.tension) ?? 170
      friction = try config.number(Key.friction) ?? 26
      if let f = try config.number(Key.frequency) {
        let frequency = max(f, 0.01)
        let damping = max(try config.number(Key.damping) ?? 1, 0)
        tension = ((2 * Double.pi) / frequency) * ((2 * Double.pi) / frequency) * mass
        friction = 4 * Double.pi * damping * mass / frequency
      }
    }
    guard mass > 0 else { throw .invalidValue(key: Key.mass.name, value: "\(mass)", accepted: "> 0") }
    let velocityPerMs = try config.number(Key.velocity) ?? request.initialVelocity / 1000
    if config.text(Key.velocity) != nil, request.initialVelocity != 0 {
      throw .conflict("give the velocity either as react-spring's velocity (units/ms) or as the initial velocity")
    }
    let precision = try JSEngineSupport.merged(
      config.number(Key.precision), request.settings.restDelta, key: Key.precision.name)
    let restVelocity = try JSEngineSupport.merged(
      config.number(Key.restVelocity), request.settings.restSpeed.map { $0 / 1000 }, key: Key.restVelocity.name)
    let clamp = try JSEngineSupport.merged(
      config.flag(Key.clamp), request.settings.overshootClamping, key: Key.clamp.name)
    let bounce = try config.number(Key.bounce)
    self.init(
      tension: tension, friction: friction, mass: mass, from: request.from, to: request.to,
      velocityPerMillisecond: velocityPerMs, precision: precision, restVelocity: restVelocity,
      clamp: clamp ?? false, bounce: bounce, durationMode: try Self.durationMode(config))
  }

  /// `duration` and `easing`: nil without a duration; an easing alone is refused (react-spring
  /// ignores it outside duration mode, which is never what was meant).
  static func durationMode(_ config: EngineConfiguration) throws(EngineError)
    -> (duration: Double, easing: PennerEasing?)?
  {
    let easingName = config.text(Key.easing)
    guard let duration = try config.number(Key.duration) else {
      if easingName != nil { throw .conflict("react-spring's easing applies only with a duration") }
      return nil
    }
    guard duration >= 0 else {
      throw .invalidValue(key: Key.duration.name, value: "\(duration)", accepted: "a duration in ms ≥ 0")
    }
    guard let name = easingName, name != "linear" else { return (duration, nil) }
    guard let easing = PennerEasing(rawValue: name) else {
      throw .invalidValue(
        key: Key.easing.name, value: name, accepted: "linear or an easings.net name (easeInQuad … easeInOutBounce)")
    }
    return (duration, easing)
  }

  /// Creates the engine from react-spring's own values (velocity in units/ms).
  public init(
    tension: Double, friction: Double, mass: Double, from: Double, to: Double,
    velocityPerMillisecond: Double, precision: Double? = nil, restVelocity: Double? = nil,
    clamp: Bool = false, bounce: Double? = nil, durationMode: (duration: Double, easing: PennerEasing?)? = nil
  ) {
    self.durationMode = durationMode
    self.tension = tension
    self.friction = friction
    self.mass = mass
    // `config.precision || default`: zero means the default.
    configuredPrecision = precision == 0 ? nil : precision
    configuredRestVelocity = restVelocity == 0 ? nil : restVelocity
    bounceFactor = clamp ? 0 : bounce
    self.from = from
    self.to = to
    position = from
    velocity = velocityPerMillisecond
    start = EngineFrame(hostTime: 0, engineTime: 0, value: from, velocity: velocityPerMillisecond * 1000)
  }

  /// The start state.
  public var startFrame: EngineFrame { start }

  /// The precision in force for the current from and to.
  public var precision: Double {
    configuredPrecision ?? (from == to ? 0.005 : min(1, abs(to - from) * 0.001))
  }

  /// The rest velocity in force, units/ms.
  package var restVelocity: Double { configuredRestVelocity ?? precision / 10 }

  /// One rafz frame at `hostTime` seconds.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let now = EngineClock.milliseconds(hostTime)
    let dt =
      previousMilliseconds.map { min(Self.maximumDeltaMilliseconds, now - $0) }
      ?? Self.firstFrameMilliseconds
    previousMilliseconds = now
    return advance(milliseconds: dt, hostTime: hostTime)
  }

  /// One `SpringValue.advance(dt)` with `dt` in ms.
  public mutating func advance(milliseconds dt: Double, hostTime: Double) -> EngineFrame {
    if let durationMode { return advanceEased(durationMode, milliseconds: dt, hostTime: hostTime) }
    // "Loose springs never move": done at once, where they are.
    if tension <= 0 { isComplete = true }
    var finished = false
    if !isComplete {
      let precision = self.precision
      let restVelocity = self.restVelocity
      let isGrowing = from == to ? velocity > 0 : from < to
      let steps = Int((dt / 1).rounded(.up))
      for _ in 0..<max(steps, 0) {
        if !(abs(velocity) > restVelocity) {
          finished = abs(to - position) <= precision
          if finished { break }
        }
        if let bounceFactor {
          if position == to || (position > to) == isGrowing {
            velocity = -velocity * bounceFactor
            position = to
          }
        }
        let springForce = -tension * 0.000001 * (position - to)
        let dampingForce = -friction * 0.001 * velocity
        let acceleration = (springForce + dampingForce) / mass
        velocity = velocity + acceleration * 1
        position = position + velocity * 1
        stepsTaken += 1
      }
    }
    if finished {
      isComplete = true
      position = to
    }
    return EngineFrame(
      hostTime: hostTime, engineTime: Double(stepsTaken) / 1000, value: position,
      velocity: velocity * 1000)
  }

  /// Duration mode's frame: p = clamp(elapsed/duration, 0, 1), x = from + easing(p)·(to − from),
  /// v = (x − previous x)/dt; at p = 1 the frame shows `to`.
  private mutating func advanceEased(
    _ mode: (duration: Double, easing: PennerEasing?), milliseconds dt: Double, hostTime: Double
  ) -> EngineFrame {
    // "Loose springs never move", even in duration mode: the tension test comes first.
    if tension <= 0 { isComplete = true }
    if !isComplete {
      elapsedMilliseconds += dt
      let p = mode.duration > 0 ? min(max(elapsedMilliseconds / mode.duration, 0), 1) : 1
      let eased = mode.easing.map { $0.value(at: p) } ?? p
      let shown = p == 1 ? to : from + eased * (to - from)
      velocity = (from + eased * (to - from) - position) / dt
      position = shown
      isComplete = p == 1
    }
    return EngineFrame(
      hostTime: hostTime, engineTime: elapsedMilliseconds / 1000, value: position, velocity: velocity * 1000)
  }

  /// Restarts from the current value toward `target`, keeping the velocity.
  public mutating func retarget(to target: Double, at hostTime: Double) {
    if isComplete {
      // A finished node forgets its velocity (AnimatedValue.reset).
      velocity = 0
      isComplete = false
    }
    from = position
    to = target
    elapsedMilliseconds = 0
  }

  /// The config in force.
  public var engineDescription: EngineDescription {
    EngineDescription(
      engine: Self.name,
      source: "@react-spring/core 9.7.5 @ 3d2523d, packages/core/src/SpringValue.ts, packages/rafz/src/index.ts",
      parameters: durationMode.map { mode in
        [.init("duration (ms)", .number(mode.duration)), .init("easing", .text(mode.easing?.rawValue ?? "linear"))]
      } ?? [
        .init("tension", .number(tension)), .init("friction", .number(friction)),
        .init("mass", .number(mass)),
      ],
      stopRule: durationMode != nil
        ? "duration mode: done on the frame where elapsed ≥ duration (p = 1); that frame shows to"
        : "before each 1 ms step: |v| ≤ restVelocity and |to − x| ≤ precision; the frame then shows to",
      thresholds: [
        .init("precision (units)", .number(precision)),
        .init("restVelocity (units/ms)", .number(restVelocity)),
        .init("bounce factor", bounceFactor.map { .number($0) } ?? .text("none")),
      ],
      limitations:
        "decay (see engines decay), progress, steps easings, round, delays and several values are not modelled")
  }
}

extension SpringEngineName {
  /// @react-spring/core 9.
  public static let reactSpring = SpringEngineName(declaring: "react-spring")
}
