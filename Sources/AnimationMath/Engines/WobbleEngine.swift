/// wobble 1.5.1: the closed form at accumulated `Date.now()` time, deltas capped at 66.67 ms.
///
/// Source: skevy/wobble @ 142d649f6351cae53c0eaa113bab7bac3e7e83fc, `src/index.ts`
/// (`start`, `_step`, `_advanceSpringToTime`, `_isSpringAtRest`, `_isSpringOvershooting`,
/// `updateConfig`).
///
/// - **Clock.** `start()` reads `Date.now()` (host time 0 → 0 ms); each rAF step reads
///   `Date.now()` again (⌊host ms⌋), adds the delta, capped at `MAX_DELTA_TIME_MS` =
///   1000/60·4 ≈ 66.67 ms, to the spring time.
/// - **Closed form** at the spring time in ms (ω0 in rad/ms), from the config's from value
///   and velocity: the ideal curve at that time. ζ > 1 is evaluated as critical damping
///   at ω0 unless `allowsOverdamping`.
/// - **Stop rule** after each step: |v| ≤ restVelocityThreshold (0.001 units/ms) and
///   |to − x| ≤ restDisplacementThreshold (0.001), both non-strict, or overshoot clamping
///   and past the target; then x := to, v := 0 on the same frame, and the spring stops.
/// - **Velocity** is in units/ms (`initialVelocity` too); frames report units/s.
/// - **Retarget** (`updateConfig({toValue})`): advances to `Date.now()`, restarts the closed
///   form from the current value and velocity with the spring time reset to 0.
///
/// Not modelled: listeners, `stop()`/`start()` after completion.
public struct WobbleEngine: SpringEngine {
  /// `wobble`.
  public static let name = SpringEngineName.wobble
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `stiffness`.
    public static let stiffness = EngineConfigurationKey("stiffness", "stiffness (default 100)")
    /// `damping`.
    public static let damping = EngineConfigurationKey("damping", "damping coefficient (default 10)")
    /// `mass`.
    public static let mass = EngineConfigurationKey("mass", "mass (default 1)")
    /// `initialVelocity`.
    public static let initialVelocity = EngineConfigurationKey(
      "initialVelocity", "initial velocity, units/ms (default 0)")
    /// `allowsOverdamping`.
    public static let allowsOverdamping = EngineConfigurationKey(
      "allowsOverdamping", "evaluate ζ > 1 as over-damped (default false)")
    /// `overshootClamping`.
    public static let overshootClamping = EngineConfigurationKey(
      "overshootClamping", "stop once past the target (default false)")
    /// `restVelocityThreshold`.
    public static let restVelocityThreshold = EngineConfigurationKey(
      "restVelocityThreshold", "rest speed, units/ms (default 0.001)")
    /// `restDisplacementThreshold`.
    public static let restDisplacementThreshold = EngineConfigurationKey(
      "restDisplacementThreshold", "rest distance, units (default 0.001)")
  }
  /// wobble's `SpringConfig` keys.
  public static let configurationKeys = [
    Key.stiffness, Key.damping, Key.mass, Key.initialVelocity, Key.allowsOverdamping, Key.overshootClamping,
    Key.restVelocityThreshold, Key.restDisplacementThreshold,
  ]
  /// `--rest-delta`, `--rest-speed` (converted to units/ms), `--overshoot-clamping`.
  public static let supportedSettings: Set<EngineSetting> = [.restDelta, .restSpeed, .overshootClamping]
  /// `Spring.MAX_DELTA_TIME_MS`.
  static let maximumDeltaMilliseconds = 1.0 / 60 * 1000 * 4

  /// The spring as evaluated (critical at ω0 when ζ > 1 and over-damping is not allowed).
  public let spring: SpringParameters
  /// Rest speed in units/ms.
  package let restVelocityThreshold: Double
  /// Rest distance in units.
  package let restDisplacementThreshold: Double
  /// Stop once past the target.
  public let overshootClamping: Bool
  private var solution: SpringSolution
  private var currentMilliseconds: Int64 = 0
  private var springMilliseconds = 0.0
  private var value: Double
  private var velocity: Double  // units/s
  private let start: EngineFrame
  /// True once the spring has stopped.
  public private(set) var isComplete: Bool

  /// Resolves wobble's config (the request's spring unless spring keys are given).
  public init(_ request: SpringEngineRequest) throws(EngineError) {
    let config = request.configuration
    try config.requireKnown(Self.configurationKeys, by: .spring(Self.name))
    try request.settings.requireSupported(Self.supportedSettings, by: Self.name)
    var spring = request.spring
    if [Key.stiffness, Key.damping, Key.mass].contains(where: { config.text($0) != nil }) {
      spring = try JSEngineSupport.spring(
        mass: config.number(Key.mass) ?? 1, stiffness: config.number(Key.stiffness) ?? 100,
        damping: config.number(Key.damping) ?? 10)
    }
    if try !(config.flag(Key.allowsOverdamping) ?? false) { spring = spring.clampingOverdampingToCritical }
    self.spring = spring
    let ownVelocity = try config.number(Key.initialVelocity)
    if ownVelocity != nil, request.initialVelocity != 0 {
      throw .conflict("give the velocity either as wobble's initialVelocity (units/ms) or as the initial velocity")
    }
    let velocity = ownVelocity.map { $0 * 1000 } ?? request.initialVelocity
    restVelocityThreshold =
      try JSEngineSupport.merged(
        config.number(Key.restVelocityThreshold), request.settings.restSpeed.map { $0 / 1000 },
        key: Key.restVelocityThreshold.name) ?? 0.001
    restDisplacementThreshold =
      try JSEngineSupport.merged(
        config.number(Key.restDisplacementThreshold), request.settings.restDelta,
        key: Key.restDisplacementThreshold.name) ?? 0.001
    overshootClamping =
      try JSEngineSupport.merged(
        config.flag(Key.overshootClamping), request.settings.overshootClamping, key: Key.overshootClamping.name)
      ?? false
    solution = try JSEngineSupport.solution(spring, from: request.from, to: request.to, initialVelocity: velocity)
    value = request.from
    self.velocity = velocity
    start = EngineFrame(hostTime: 0, engineTime: 0, value: request.from, velocity: velocity)
    // start() does nothing when from == to and the velocity is 0.
    isComplete = request.from == request.to && velocity == 0
  }

  /// The start state.
  public var startFrame: EngineFrame { start }

  private mutating func advanceSpring(toMilliseconds now: Int64) {
    let delta = min(Double(now - currentMilliseconds), Self.maximumDeltaMilliseconds)
    springMilliseconds += delta
    let state = solution.state(at: springMilliseconds / 1000)
    currentMilliseconds = now
    value = state.position
    velocity = state.velocity
  }

  /// One rAF step at `hostTime` (Date.now() = ⌊1000·t⌋ ms).
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    advanceSpring(toMilliseconds: EngineClock.floorMilliseconds(hostTime))
    let to = solution.to
    let overshooting =
      overshootClamping && (solution.from < to ? value > to : value < to)
    let atRest =
      abs(velocity / 1000) <= restVelocityThreshold && abs(to - value) <= restDisplacementThreshold
    if overshooting || atRest {
      value = to
      velocity = 0
      isComplete = true
    }
    return EngineFrame(hostTime: hostTime, engineTime: springMilliseconds / 1000, value: value, velocity: velocity)
  }

  /// `updateConfig({toValue})`: from the current state, spring time reset.
  public mutating func retarget(to target: Double, at hostTime: Double) {
    if !isComplete { advanceSpring(toMilliseconds: EngineClock.floorMilliseconds(hostTime)) }
    // The state is finite and the spring valid, so this cannot fail.
    guard let next = try? SpringSolution(parameters: spring, from: value, to: target, initialVelocity: velocity)
    else { return }
    solution = next
    springMilliseconds = 0
    currentMilliseconds = EngineClock.floorMilliseconds(hostTime)
    isComplete = value == target && velocity == 0
  }

  /// The spring and thresholds.
  public var engineDescription: EngineDescription {
    EngineDescription(
      engine: Self.name, source: "wobble 1.5.1 @ 142d649, src/index.ts",
      parameters: [
        .init("stiffness", .number(spring.stiffness)), .init("damping", .number(spring.damping)),
        .init("mass", .number(spring.mass)),
      ],
      stopRule: "|v| ≤ restVelocityThreshold and |to − x| ≤ restDisplacementThreshold, or overshoot "
        + "clamping and past to; then x := to on the same frame",
      thresholds: [
        .init("restVelocityThreshold (units/ms)", .number(restVelocityThreshold)),
        .init("restDisplacementThreshold (units)", .number(restDisplacementThreshold)),
        .init("overshootClamping", .flag(overshootClamping)),
      ],
      limitations: "listeners and restarting a stopped spring are not modelled")
  }
}

extension SpringEngineName {
  /// wobble.
  public static let wobble = SpringEngineName(declaring: "wobble")
}
