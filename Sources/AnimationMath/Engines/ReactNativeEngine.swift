/// React Native Animated `spring()` on the JS driver: the closed form at accumulated
/// `Date.now()` time, at most 64 ms per update, ζ ≥ 1 evaluated as critical.
///
/// Sources: facebook/react-native,
/// `packages/react-native/Libraries/Animated/animations/SpringAnimation.js`
/// @ 1c4cd4f6fd1269db5945ce46d7a8ea8b6cb9bfb9 (`constructor`, `start`, `onUpdate`),
/// `packages/react-native/Libraries/Animated/SpringConfig.js`
/// @ 4bda59e95086cae767c002ed028292536d817bbe (Origami and bounciness/speed conversions,
/// as ``SpringParameters/reactNative(tension:friction:)`` and ``SpringParameters/reactNative(bounciness:speed:)``).
///
/// - **Parameters.** One family: `stiffness`/`damping`/`mass` (100/10/1),
///   `bounciness`/`speed` (8/12) or `tension`/`friction` (40/7, React Native's default
///   path); without keys, the request's spring. Mass is 1 for the Origami families.
/// - **Clock.** `start()` sets the last time to `Date.now()` (0) and updates at once
///   (t = 0); each rAF update reads `Date.now()` = ⌊host ms⌋, capped at last + 64 ms,
///   and adds the delta in seconds to the frame time.
/// - **Closed form** from the start state at the frame time; ζ ≥ 1 uses the critical
///   formula at ω0 (so over-damping has no effect). Velocity in units/s.
/// - **Stop rule** after each update: overshoot clamping and past the target, or
///   |v| ≤ restSpeedThreshold and |to − x| ≤ restDisplacementThreshold (both 0.001,
///   non-strict); then the value is set to `to` and v to 0 on that frame.
/// - **Retarget** (a new `spring()` on the same value while one runs): starts at the
///   current value with the previous animation's last velocity and last time (the clock
///   continues), frame time 0, and updates at once at the retarget's `Date.now()`.
///
/// Not modelled: the native driver, delays, iterations, `useNativeDriver` differences.
public struct ReactNativeEngine: SpringEngine {
  /// `react-native`.
  public static let name = SpringEngineName.reactNative
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `stiffness`.
    public static let stiffness = EngineConfigurationKey("stiffness", "stiffness (default 100 in this family)")
    /// `damping`.
    public static let damping = EngineConfigurationKey("damping", "damping coefficient (default 10)")
    /// `mass`.
    public static let mass = EngineConfigurationKey("mass", "mass (default 1)")
    /// `tension`.
    public static let tension = EngineConfigurationKey("tension", "Origami tension (default 40; the default family)")
    /// `friction`.
    public static let friction = EngineConfigurationKey("friction", "Origami friction (default 7)")
    /// `bounciness`.
    public static let bounciness = EngineConfigurationKey("bounciness", "bounciness (default 8)")
    /// `speed`.
    public static let speed = EngineConfigurationKey("speed", "speed (default 12)")
    /// `velocity`.
    public static let velocity = EngineConfigurationKey("velocity", "initial velocity, units/s (default 0)")
    /// `overshootClamping`.
    public static let overshootClamping = EngineConfigurationKey(
      "overshootClamping", "stop once past the target (default false)")
    /// `restDisplacementThreshold`.
    public static let restDisplacementThreshold = EngineConfigurationKey(
      "restDisplacementThreshold", "rest distance, units (default 0.001)")
    /// `restSpeedThreshold`.
    public static let restSpeedThreshold = EngineConfigurationKey(
      "restSpeedThreshold", "rest speed, units/s (default 0.001)")
  }
  /// `SpringAnimationConfig` keys.
  public static let configurationKeys = [
    Key.stiffness, Key.damping, Key.mass, Key.tension, Key.friction, Key.bounciness, Key.speed, Key.velocity,
    Key.overshootClamping, Key.restDisplacementThreshold, Key.restSpeedThreshold,
  ]
  /// `--rest-delta`, `--rest-speed`, `--overshoot-clamping`.
  public static let supportedSettings: Set<EngineSetting> = [.restDelta, .restSpeed, .overshootClamping]
  /// `MAX_STEPS`: the per-update cap in ms.
  static let maximumDeltaMilliseconds: Int64 = 64

  /// The spring as evaluated (critical at ω0 when ζ > 1).
  public let spring: SpringParameters
  /// The spring as configured.
  let configuredSpring: SpringParameters
  /// Rest thresholds.
  package let restDisplacementThreshold: Double
  /// See ``restDisplacementThreshold``; units/s.
  package let restSpeedThreshold: Double
  /// Stop once past the target.
  public let overshootClamping: Bool
  private var solution: SpringSolution
  private var lastMilliseconds: Int64 = 0
  private var frameSeconds = 0.0
  private var value: Double
  private var velocity: Double
  private let start: EngineFrame
  /// True once the animation has ended.
  public private(set) var isComplete = false

  /// Resolves the config family (or the request's spring).
  public init(_ request: SpringEngineRequest) throws(EngineError) {
    let config = request.configuration
    try config.requireKnown(Self.configurationKeys, by: .spring(Self.name))
    try request.settings.requireSupported(Self.supportedSettings, by: Self.name)
    var spring = request.spring
    let physical = [Key.stiffness, Key.damping, Key.mass].contains { config.text($0) != nil }
    if let origami = try JSEngineSupport.origamiSpring(
      config, keys: (Key.tension, Key.friction, Key.bounciness, Key.speed), engine: Self.name)
    {
      if physical {
        throw .conflict(
          "react-native: define one of bounciness/speed, tension/friction, or stiffness/damping/mass")
      }
      spring = origami
    } else if physical {
      spring = try JSEngineSupport.spring(
        mass: config.number(Key.mass) ?? 1, stiffness: config.number(Key.stiffness) ?? 100,
        damping: config.number(Key.damping) ?? 10)
    }
    guard spring.damping > 0 else {
      throw .unsupportedSpring(engine: .spring(Self.name), reason: "React Native requires damping > 0")
    }
    configuredSpring = spring
    self.spring = spring.clampingOverdampingToCritical
    let ownVelocity = try config.number(Key.velocity)
    if ownVelocity != nil, request.initialVelocity != 0 {
      throw .conflict("give the velocity either as React Native's velocity or as the initial velocity")
    }
    let v0 = ownVelocity ?? request.initialVelocity
    restDisplacementThreshold =
      try JSEngineSupport.merged(
        config.number(Key.restDisplacementThreshold), request.settings.restDelta,
        key: Key.restDisplacementThreshold.name)
      ?? 0.001
    restSpeedThreshold =
      try JSEngineSupport.merged(
        config.number(Key.restSpeedThreshold), request.settings.restSpeed, key: Key.restSpeedThreshold.name) ?? 0.001
    overshootClamping =
      try JSEngineSupport.merged(
        config.flag(Key.overshootClamping), request.settings.overshootClamping, key: Key.overshootClamping.name)
      ?? false
    solution = try JSEngineSupport.solution(self.spring, from: request.from, to: request.to, initialVelocity: v0)
    value = request.from
    velocity = v0
    start = EngineFrame(hostTime: 0, engineTime: 0, value: request.from, velocity: v0)
    // start(): the synchronous first update at Date.now() = 0.
    update(now: 0)
  }

  /// The start state.
  public var startFrame: EngineFrame { start }

  private mutating func update(now reading: Int64) {
    let now = min(reading, lastMilliseconds + Self.maximumDeltaMilliseconds)
    frameSeconds += Double(now - lastMilliseconds) / 1000
    lastMilliseconds = now
    let state = solution.state(at: frameSeconds)
    value = state.position
    velocity = state.velocity
    let to = solution.to
    let overshooting = overshootClamping && (solution.from < to ? value > to : value < to)
    if overshooting
      || (abs(velocity) <= restSpeedThreshold && abs(to - value) <= restDisplacementThreshold)
    {
      value = to
      velocity = 0
      isComplete = true
    }
  }

  /// One rAF update at `hostTime` (Date.now() = ⌊1000·t⌋ ms).
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    update(now: EngineClock.floorMilliseconds(hostTime))
    return EngineFrame(hostTime: hostTime, engineTime: frameSeconds, value: value, velocity: velocity)
  }

  /// A new spring from the current value with the last velocity and the last time.
  public mutating func retarget(to target: Double, at hostTime: Double) {
    // The state is finite and the spring valid, so this cannot fail.
    guard let next = try? SpringSolution(parameters: spring, from: value, to: target, initialVelocity: velocity)
    else { return }
    solution = next
    frameSeconds = 0
    isComplete = false
    update(now: EngineClock.floorMilliseconds(hostTime))
  }

  /// The resolved spring and thresholds.
  public var engineDescription: EngineDescription {
    EngineDescription(
      engine: Self.name,
      source: "react-native SpringAnimation.js @ 1c4cd4f, SpringConfig.js @ 4bda59e",
      parameters: [
        .init("stiffness", .number(configuredSpring.stiffness)),
        .init("damping", .number(configuredSpring.damping)), .init("mass", .number(configuredSpring.mass)),
        .init("tension (Origami)", .number(configuredSpring.reactNative.tension)),
        .init("friction (Origami)", .number(configuredSpring.reactNative.friction)),
        .init("damping ratio as evaluated", .number(spring.dampingRatio)),
      ],
      stopRule: "overshoot clamping and past to, or |v| ≤ restSpeedThreshold and |to − x| ≤ "
        + "restDisplacementThreshold; then x := to, v := 0 on that frame",
      thresholds: [
        .init("restSpeedThreshold (units/s)", .number(restSpeedThreshold)),
        .init("restDisplacementThreshold (units)", .number(restDisplacementThreshold)),
        .init("overshootClamping", .flag(overshootClamping)),
      ],
      limitations: "JS driver only; delays and iterations are not modelled")
  }
}

extension SpringEngineName {
  /// React Native Animated, JS driver.
  public static let reactNative = SpringEngineName(declaring: "react-native")
}
