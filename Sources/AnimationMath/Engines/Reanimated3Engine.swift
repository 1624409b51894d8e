/// react-native-reanimated 3 `withSpring`: the closed form restarted every frame over
/// Δt = min(now − last, 64) ms, with absolute rest thresholds, or a duration-fitted mass.
///
/// Sources: software-mansion/react-native-reanimated, `src/reanimated2/animation/spring.ts`
/// @ 01dcf0fb1f150da29aa9d7793f03e5ace02f772a (`withSpring`: defaults, `spring` frame
/// function, `onStart`) and `src/reanimated2/animation/springUtils.ts`
/// @ 019ddf15ed6bfaea027eb9978e1e8a2a85a404e7 (`bisectRoot`, `initialCalculations`,
/// `calculateNewMassToMatchDuration`, the under- and critically damped steps,
/// `isAnimationTerminatingCalculation`).
///
/// - **Parameters.** Defaults k 100, c 10, m 1; without keys the request's spring. Duration
///   mode when `duration` or `dampingRatio` is given (defaults 2000 ms, ζ 0.5): the mass is
///   bisected on [0, 100] (≤ 20 halvings, accuracy 5e-5 ms) so that
///   1000·(−2m/c)·ln(0.01·restSpeedThreshold/A) = duration, c = 2ζ√(k m),
///   A = (m v0² + k x0²)/(e^(1 − ζ/2)·k); then ω0 = √(k/m) and ζ as given.
/// - **Clock and integrator** as in v4 (``ReanimatedEngine``): an immediate Δt = 0 step at
///   the start, then per frame the closed form from (x, v) over min(Δt, 64 ms); ζ ≥ 1 uses
///   the critical formula at ω0.
/// - **Stop rule** (physics mode): |v| < restSpeedThreshold (2 units/s) and
///   |to − x| < restDisplacementThreshold (0.01), both strict, or overshoot clamping and
///   past the target (relative to the start value); then x := to, v := 0. Duration mode
///   has no rest test: the frame with now − start ≥ duration shows `to`.
/// - **Retarget**: v = previous velocity + configured velocity, the clock continues.
///
/// Not modelled: reduce motion, non-numeric values, retargets to the same target.
public struct Reanimated3Engine: SpringEngine {
  /// `reanimated@3`.
  public static let name = SpringEngineName.reanimated3
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `stiffness`.
    public static let stiffness = EngineConfigurationKey("stiffness", "stiffness (default 100)")
    /// `damping`.
    public static let damping = EngineConfigurationKey("damping", "damping coefficient (default 10)")
    /// `mass`.
    public static let mass = EngineConfigurationKey("mass", "mass (default 1)")
    /// `duration`.
    public static let duration = EngineConfigurationKey("duration", "duration, ms (duration mode; default 2000)")
    /// `dampingRatio`.
    public static let dampingRatio = EngineConfigurationKey(
      "dampingRatio", "damping ratio (duration mode; default 0.5)")
    /// `velocity`.
    public static let velocity = EngineConfigurationKey("velocity", "initial velocity, units/s (default 0)")
    /// `overshootClamping`.
    public static let overshootClamping = EngineConfigurationKey(
      "overshootClamping", "stop once past the target (default false)")
    /// `restDisplacementThreshold`.
    public static let restDisplacementThreshold = EngineConfigurationKey(
      "restDisplacementThreshold", "rest distance, strict < (default 0.01)")
    /// `restSpeedThreshold`.
    public static let restSpeedThreshold = EngineConfigurationKey(
      "restSpeedThreshold", "rest speed, units/s, strict < (default 2)")
  }
  /// `withSpring` config keys of v3.
  public static let configurationKeys = [
    Key.stiffness, Key.damping, Key.mass, Key.duration, Key.dampingRatio, Key.velocity, Key.overshootClamping,
    Key.restDisplacementThreshold, Key.restSpeedThreshold,
  ]
  /// `--rest-delta`, `--rest-speed`, `--overshoot-clamping`.
  public static let supportedSettings: Set<EngineSetting> = [.restDelta, .restSpeed, .overshootClamping]

  /// Stiffness.
  public let stiffness: Double
  /// Mass in force (bisected in duration mode).
  public private(set) var mass: Double
  /// Damping coefficient (physics mode).
  public let damping: Double
  /// Duration mode: (duration ms, damping ratio).
  let durationMode: (duration: Double, dampingRatio: Double)?
  /// Thresholds.
  package let restDisplacementThreshold: Double, restSpeedThreshold: Double
  /// Stop once past the target.
  public let overshootClamping: Bool
  /// The configured velocity, units/s.
  let configuredVelocity: Double
  private(set) var zeta = 0.0
  private(set) var omega0 = 0.0
  private var to: Double
  private var current: Double
  private var startValue: Double
  private var velocity: Double
  private var lastTimestamp = 0.0
  private var startTimestamp = 0.0
  private var engineSeconds = 0.0
  private let start: EngineFrame
  /// True once the animation has finished.
  public private(set) var isComplete = false

  /// Resolves the config and starts the animation at host time 0.
  public init(_ request: SpringEngineRequest) throws(EngineError) {
    let config = request.configuration
    try config.requireKnown(Self.configurationKeys, by: .spring(Self.name))
    try request.settings.requireSupported(Self.supportedSettings, by: Self.name)
    let ownDuration = try config.number(Key.duration)
    let ownRatio = try config.number(Key.dampingRatio)
    let anySpringKey = [Key.stiffness, Key.damping, Key.mass, Key.duration, Key.dampingRatio].contains {
      config.text($0) != nil
    }
    if anySpringKey {
      stiffness = try config.number(Key.stiffness) ?? 100
      damping = try config.number(Key.damping) ?? 10
      mass = try config.number(Key.mass) ?? 1
    } else {
      stiffness = request.spring.stiffness
      damping = request.spring.damping
      mass = request.spring.mass
    }
    durationMode = (ownDuration ?? 0) != 0 || (ownRatio ?? 0) != 0 ? (ownDuration ?? 2000, ownRatio ?? 0.5) : nil
    restDisplacementThreshold =
      try JSEngineSupport.merged(
        config.number(Key.restDisplacementThreshold), request.settings.restDelta,
        key: Key.restDisplacementThreshold.name) ?? 0.01
    restSpeedThreshold =
      try JSEngineSupport.merged(
        config.number(Key.restSpeedThreshold), request.settings.restSpeed, key: Key.restSpeedThreshold.name) ?? 2
    overshootClamping =
      try JSEngineSupport.merged(
        config.flag(Key.overshootClamping), request.settings.overshootClamping, key: Key.overshootClamping.name)
      ?? false
    let ownVelocity = try config.number(Key.velocity)
    if ownVelocity != nil, request.initialVelocity != 0 {
      throw .conflict("give the velocity either as Reanimated's velocity or as the initial velocity")
    }
    configuredVelocity = ownVelocity ?? request.initialVelocity
    to = request.to
    current = request.from
    startValue = request.from
    velocity = configuredVelocity
    start = EngineFrame(hostTime: 0, engineTime: 0, value: request.from, velocity: configuredVelocity)
    if request.from == request.to {
      isComplete = true  // valueSetter: the target equals the current value
      return
    }
    begin(from: request.from, velocity: configuredVelocity, at: 0)
  }

  private mutating func begin(from value: Double, velocity v: Double, at now: Double) {
    current = value
    startValue = value
    velocity = v
    if let durationMode {
      mass = Self.massMatching(
        duration: durationMode.duration, dampingRatio: durationMode.dampingRatio, stiffness: stiffness,
        restSpeedThreshold: restSpeedThreshold, x0: to - value, v0: v)
      zeta = durationMode.dampingRatio
      omega0 = (stiffness / mass).squareRoot()
    } else {
      zeta = damping / (2 * (stiffness * mass).squareRoot())
      omega0 = (stiffness / mass).squareRoot()
    }
    lastTimestamp = now
    startTimestamp = now
    step(now: now)
  }

  /// `calculateNewMassToMatchDuration`: bisection on the mass.
  static func massMatching(
    duration: Double, dampingRatio zeta: Double, stiffness k: Double, restSpeedThreshold threshold: Double,
    x0: Double, v0: Double
  ) -> Double {
    func f(_ m: Double) -> Double {
      let amplitude = (m * v0 * v0 + k * x0 * x0) / (Libm.exp(1 - 0.5 * zeta) * k)
      let c = zeta * 2 * (k * m).squareRoot()
      return 1000 * ((-2 * m) / c) * Libm.log((threshold * 0.01) / amplitude) - duration
    }
    var low = 0.0
    var high = 100.0
    var remaining = 20
    var mid = (high + low) / 2
    while abs(f(mid)) > 0.00005, remaining > 0 {
      remaining -= 1
      if f(mid) < 0 { low = mid } else { high = mid }
      mid = (low + high) / 2
    }
    return mid
  }

  private mutating func step(now: Double) {
    if let durationMode, now - startTimestamp >= durationMode.duration {
      current = to
      isComplete = true
      return
    }
    let dt = min(now - lastTimestamp, 64)
    lastTimestamp = now
    engineSeconds += dt / 1000
    let damping = zeta < 1 ? 2 * zeta * mass * omega0 : 2 * mass * omega0
    if let spring = try? SpringParameters(mass: mass, stiffness: mass * omega0 * omega0, damping: damping),
      let motion = try? SpringSolution(parameters: spring, from: current, to: to, initialVelocity: velocity)
    {
      let state = motion.state(at: dt / 1000)
      current = state.position
      velocity = state.velocity
    }
    guard durationMode == nil else { return }
    let overshooting =
      overshootClamping && ((current > to && startValue < to) || (current < to && startValue > to))
    if overshooting
      || (abs(velocity) < restSpeedThreshold && abs(to - current) < restDisplacementThreshold)
    {
      velocity = 0
      current = to
      isComplete = true
    }
  }

  /// The start state.
  public var startFrame: EngineFrame { start }

  /// One frame at `hostTime` (timestamp 1000·t ms).
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    step(now: EngineClock.milliseconds(hostTime))
    return EngineFrame(hostTime: hostTime, engineTime: engineSeconds, value: current, velocity: velocity)
  }

  /// A new `withSpring` toward `target`: velocity carried plus the configured one.
  public mutating func retarget(to target: Double, at hostTime: Double) {
    if target == to, !isComplete { return }
    let carried = (isComplete ? 0 : velocity) + configuredVelocity
    to = target
    if current == target {
      isComplete = true
      return
    }
    isComplete = false
    begin(from: current, velocity: carried, at: EngineClock.milliseconds(hostTime))
  }

  /// The resolved spring and thresholds.
  public var engineDescription: EngineDescription {
    EngineDescription(
      engine: Self.name,
      source: "react-native-reanimated 3, src/reanimated2/animation/spring.ts @ 01dcf0f, springUtils.ts @ 019ddf1",
      parameters: [
        .init("stiffness", .number(stiffness)), .init("mass", .number(mass)),
        .init("damping ratio ζ", .number(zeta)), .init("ω0 (rad/s)", .number(omega0)),
      ] + (durationMode.map { [.init("duration (ms)", .number($0.duration))] } ?? []),
      stopRule: durationMode != nil
        ? "duration mode: the frame with now − start ≥ duration shows to (no rest test)"
        : "|v| < restSpeedThreshold and |to − x| < restDisplacementThreshold (strict), or overshoot "
          + "clamping and past to; then x := to, v := 0",
      thresholds: [
        .init("restSpeedThreshold (units/s)", .number(restSpeedThreshold)),
        .init("restDisplacementThreshold (units)", .number(restDisplacementThreshold)),
      ],
      limitations: "reduce motion, non-numeric values and same-target retargets are not modelled")
  }
}

extension SpringEngineName {
  /// react-native-reanimated 3.
  public static let reanimated3 = SpringEngineName(declaring: "reanimated@3")
}
