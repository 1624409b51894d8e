/// Jetpack Compose `spring()` through `Animatable<Float>`: the closed form from the
/// animation's start state at a float32 play time truncated to ms, and a duration
/// estimated up front.
///
/// Read from androidx/androidx `compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/animation/core/`
/// (reference only, no code copied):
/// - `SpringSimulation.kt` @ 13d5e2efb6ca3077b4bd3f6040c5a15b504397d3: `naturalFreq =
///   sqrt(stiffness.toDouble())`, `dampingRatio: Float`; `updateValues(lastDisplacement:
///   Float, lastVelocity: Float, timeElapsed: Long ms)` subtracts the target in `Float`,
///   evaluates in double with `exp` in three branches (`dampingRatio > 1`, `== 1f` exactly,
///   else) and returns `Float` value and velocity.
/// - `FloatAnimationSpec.kt` @ 7a915f448237503cc8414ddde8368d84caa8a6b3 (`FloatSpringSpec`):
///   `playTimeMillis = playTimeNanos / 1_000_000`; the value and velocity are always
///   evaluated from the animation's initial value and velocity (not incremental); the
///   duration is `estimateAnimationDurationMillis(stiffness, dampingRatio,
///   initialVelocity/threshold, (initial − target)/threshold, delta = 1)` ms, with the
///   stiffness read back as `(naturalFreq²).toFloat()` and the quotients in `Float`.
/// - `SpringEstimation.kt` @ 1d7dc4d109e12aa0d24aba1e4a024b996849f4ef: ζ = 0 → `Long.MAX_VALUE
///   / 1_000_000` ms; ζ < 1 the envelope `ln(δ/√(c1² + c2²))/r`; ζ = 1 and ζ > 1 Newton's
///   method on x(t) = ±δ until the step is ≤ 1 ms (at most 100 steps), with the
///   inflection-point cases; `(t·1000).toLong()`. `ComplexDouble.kt` @ 55c737bf for the roots.
/// - `VectorizedAnimationSpec.kt` @ 13d5e2ef: `Spring.DefaultDisplacementThreshold = 0.01f`
///   is the visibility threshold of `spring()`.
/// - `Animation.kt` @ 1d7dc4d1 (`TargetBasedAnimation`): finished when `playTimeNanos ≥
///   durationNanos`; then the value is the target and the velocity the end velocity, 0.
/// - `SuspendAnimation.kt` @ 7a915f44: a new animation's start time is its first frame's
///   time (that frame shows play time 0); `playTimeNanos = ((frame − start) /
///   durationScale).toLong()` in `Float` (``EngineClock/float32PlayTimeNanoseconds(elapsedNanoseconds:durationScale:)``).
/// - `Animatable.kt` @ 889d4ad86d8242a0ddc5df8c9ae9cb9eae780609: `animateTo` defaults its
///   initial velocity to the current velocity; an interrupting `animateTo` starts at the
///   interrupted animation's last frame time and evaluates its play-time-0 frame at once;
///   a value outside the bounds is clamped and ends the animation; an ended animation
///   clears the last frame time, so an `animateTo` at rest starts on its first frame.
///
/// Frame times are `withFrameNanos` vsync times, modelled as ⌊host time in ns⌋. Not
/// modelled: duration scales other than 1, multi-dimensional values.
public struct ComposeEngine: SpringEngine {
  /// `compose`.
  public static let name = SpringEngineName.compose
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `dampingRatio`.
    public static let dampingRatio = EngineConfigurationKey(
      "dampingRatio", "spring(dampingRatio =) (default: the spring's)")
    /// `stiffness`.
    public static let stiffness = EngineConfigurationKey(
      "stiffness", "spring(stiffness =), k for mass 1 (1/s²; default: the spring's)")
    /// `visibilityThreshold`.
    public static let visibilityThreshold = EngineConfigurationKey(
      "visibilityThreshold", "spring(visibilityThreshold =), value units (default 0.01)")
    /// `lowerBound`.
    public static let lowerBound = EngineConfigurationKey(
      "lowerBound", "Animatable.updateBounds(lowerBound =) (default none)")
    /// `upperBound`.
    public static let upperBound = EngineConfigurationKey(
      "upperBound", "Animatable.updateBounds(upperBound =) (default none)")
  }
  /// `spring(dampingRatio, stiffness, visibilityThreshold)` and the Animatable bounds.
  public static let configurationKeys = [
    Key.dampingRatio, Key.stiffness, Key.visibilityThreshold, Key.lowerBound, Key.upperBound,
  ]
  /// `visibility-threshold` and `clamp` (Animatable bounds).
  public static let supportedSettings: Set<EngineSetting> = [.visibilityThreshold, .clamp]

  /// `Spring.DefaultDisplacementThreshold`.
  static let defaultVisibilityThreshold: Float = 0.01

  /// `SpringSimulation`: the closed form from a start state.
  package struct Simulation: Sendable, Hashable {
    /// `naturalFreq = sqrt(stiffness.toDouble())`.
    package let naturalFrequency: Double
    /// `dampingRatio` (Float).
    package let dampingRatio: Float
    private let gammaPlus: Double
    private let gammaMinus: Double
    private let dampedFrequency: Double

    /// A simulation with `stiffness` and `dampingRatio` set.
    package init(stiffness: Float, dampingRatio: Float) {
      let omega = Double(stiffness).squareRoot()
      naturalFrequency = omega
      self.dampingRatio = dampingRatio
      let squared = Double(dampingRatio) * Double(dampingRatio)
      if dampingRatio > 1 {
        gammaPlus = Double(-dampingRatio) * omega + omega * (squared - 1).squareRoot()
        gammaMinus = Double(-dampingRatio) * omega - omega * (squared - 1).squareRoot()
        dampedFrequency = 0
      } else if dampingRatio >= 0, dampingRatio < 1 {
        gammaPlus = 0
        gammaMinus = 0
        dampedFrequency = omega * (1 - squared).squareRoot()
      } else {
        gammaPlus = 0
        gammaMinus = 0
        dampedFrequency = 0
      }
    }

    /// `stiffness` getter: `(naturalFreq·naturalFreq).toFloat()`.
    package var stiffness: Float { Float(naturalFrequency * naturalFrequency) }

    /// `updateValues(value, velocity, milliseconds)` toward `target`.
    func updateValues(value: Float, velocity: Float, target: Float, milliseconds: Int64) -> (
      value: Float, velocity: Float
    ) {
      let d = Double(value - target)  // a Float subtraction in the source
      let v = Double(velocity)
      let dt = Double(milliseconds) / 1000.0
      let omega = naturalFrequency
      let zeta = Double(dampingRatio)
      let displacement: Double
      let speed: Double
      if dampingRatio > 1 {
        let b = (gammaMinus * d - v) / (gammaMinus - gammaPlus)
        let a = d - (gammaMinus * d - v) / (gammaMinus - gammaPlus)
        displacement = a * Libm.exp(gammaMinus * dt) + b * Libm.exp(gammaPlus * dt)
        speed = a * gammaMinus * Libm.exp(gammaMinus * dt) + b * gammaPlus * Libm.exp(gammaPlus * dt)
      } else if dampingRatio == 1 {
        let a = d
        let b = v + omega * d
        displacement = (a + b * dt) * Libm.exp(-omega * dt)
        speed = (a + b * dt) * Libm.exp(-omega * dt) * (-omega) + b * Libm.exp(-omega * dt)
      } else {
        let sine = (1 / dampedFrequency) * (zeta * omega * d + v)
        let decay = Libm.exp(-zeta * omega * dt)
        displacement = decay * (d * Libm.cos(dampedFrequency * dt) + sine * Libm.sin(dampedFrequency * dt))
        speed =
          displacement * (-omega) * zeta
          + decay
          * (-dampedFrequency * d * Libm.sin(dampedFrequency * dt)
            + dampedFrequency * sine * Libm.cos(dampedFrequency * dt))
      }
      return (Float(displacement + Double(target)), Float(speed))
    }
  }

  /// The spring simulation.
  package let simulation: Simulation
  /// The visibility threshold (Float).
  public let visibilityThreshold: Float
  /// Animatable's bounds.
  public let bounds: (lower: Float?, upper: Float?)

  // The running TargetBasedAnimation.
  private var initialValue: Float
  private var initialVelocity: Float
  private var target: Float
  /// `durationNanos` of the running animation.
  package private(set) var durationNanoseconds: Int64
  private var startNanoseconds: Int64?
  private var value: Float
  private var velocity: Float
  private var playTimeNanoseconds: Int64 = 0
  private var lastFrameNanoseconds: Int64 = 0
  private let start: EngineFrame
  /// True once a frame's play time reached the duration (or a bound was hit).
  public private(set) var isComplete = false

  /// Resolves `spring()` and the first animation's duration.
  public init(_ request: SpringEngineRequest) throws(EngineError) {
    try request.requireFloatValues(by: Self.name)
    try request.configuration.requireKnown(Self.configurationKeys, by: .spring(Self.name))
    try request.settings.requireSupported(Self.supportedSettings, by: Self.name)
    let config = request.configuration
    let stiffness = try config.number(Key.stiffness) ?? request.stiffnessPerUnitMass
    let ratio = try config.number(Key.dampingRatio) ?? request.dampingRatio
    guard Float(stiffness) > 0 else {
      throw .invalidValue(key: Key.stiffness.name, value: "\(stiffness)", accepted: "> 0")
    }
    guard ratio >= 0 else { throw .invalidValue(key: Key.dampingRatio.name, value: "\(ratio)", accepted: "≥ 0") }
    if config.text(Key.visibilityThreshold) != nil, request.settings.visibilityThreshold != nil {
      throw .conflict("give either --visibility-threshold or compose's visibilityThreshold, not both")
    }
    if config.text(Key.lowerBound) != nil || config.text(Key.upperBound) != nil, request.settings.clamp != nil {
      throw .conflict("give either --clamp or compose's lowerBound/upperBound, not both")
    }
    let threshold = try config.number(Key.visibilityThreshold) ?? request.settings.visibilityThreshold
    let lower = try config.number(Key.lowerBound) ?? request.settings.clampLowerBound
    let upper = try config.number(Key.upperBound) ?? request.settings.clampUpperBound
    visibilityThreshold = threshold.map(Float.init) ?? Self.defaultVisibilityThreshold
    guard visibilityThreshold > 0 else {
      throw .invalidValue(key: Key.visibilityThreshold.name, value: "\(visibilityThreshold)", accepted: "> 0")
    }
    bounds = (lower.map(Float.init), upper.map(Float.init))
    simulation = Simulation(stiffness: Float(stiffness), dampingRatio: Float(ratio))
    initialValue = Float(request.from)
    initialVelocity = Float(request.initialVelocity)
    target = Float(request.to)
    value = initialValue
    velocity = initialVelocity
    durationNanoseconds = 0
    start = EngineFrame(hostTime: 0, engineTime: 0, value: Double(value), velocity: Double(velocity))
    durationNanoseconds = Self.durationNanoseconds(
      simulation: simulation, initialValue: initialValue, target: target, initialVelocity: initialVelocity,
      threshold: visibilityThreshold)
  }

  /// `FloatSpringSpec.getDurationNanos`.
  static func durationNanoseconds(
    simulation: Simulation, initialValue: Float, target: Float, initialVelocity: Float, threshold: Float
  ) -> Int64 {
    let millis = ComposeSpringEstimation.durationMilliseconds(
      stiffness: simulation.stiffness, dampingRatio: simulation.dampingRatio,
      initialVelocity: initialVelocity / threshold, initialDisplacement: (initialValue - target) / threshold,
      delta: 1)
    return millis.multipliedReportingOverflow(by: 1_000_000).partialValue
  }

  /// The start value and velocity (as floats).
  public var startFrame: EngineFrame { start }

  /// One `withFrameNanos` frame at ⌊hostTime·10⁹⌋ ns.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let now = EngineClock.floorNanoseconds(hostTime)
    let startTime: Int64
    if let known = startNanoseconds {
      startTime = known
    } else {
      startTime = now
      startNanoseconds = now
    }
    lastFrameNanoseconds = now
    playTimeNanoseconds = EngineClock.float32PlayTimeNanoseconds(elapsedNanoseconds: now - startTime)
    evaluate()
    return EngineFrame(
      hostTime: hostTime, engineTime: Double(playTimeNanoseconds / 1_000_000) / 1000, value: Double(value),
      velocity: Double(velocity))
  }

  /// `TargetBasedAnimation` value and velocity at the current play time, the finish
  /// test and Animatable's bounds.
  private mutating func evaluate() {
    if playTimeNanoseconds >= durationNanoseconds {
      value = target
      velocity = 0
      isComplete = true
    } else {
      let state = simulation.updateValues(
        value: initialValue, velocity: initialVelocity, target: target,
        milliseconds: playTimeNanoseconds / 1_000_000)
      value = state.value
      velocity = state.velocity
    }
    var clamped = value
    if let lower = bounds.lower { clamped = max(clamped, lower) }
    if let upper = bounds.upper { clamped = min(clamped, upper) }
    if clamped != value {
      value = clamped
      isComplete = true
    }
  }

  /// `animateTo(target)` with the current value and velocity: while running, started at the
  /// last frame's time; at rest, on the next frame (play time 0).
  public mutating func retarget(to newTarget: Double, at hostTime: Double) {
    if isComplete {
      isComplete = false
      startNanoseconds = nil
    }
    initialValue = value
    initialVelocity = velocity
    target = Float(newTarget)
    durationNanoseconds = Self.durationNanoseconds(
      simulation: simulation, initialValue: initialValue, target: target, initialVelocity: initialVelocity,
      threshold: visibilityThreshold)
    if startNanoseconds != nil {
      startNanoseconds = lastFrameNanoseconds
      playTimeNanoseconds = 0
      evaluate()
    }
  }

  /// The spring's floats, the threshold and the estimated duration.
  public var engineDescription: EngineDescription {
    let zeta = simulation.dampingRatio
    let branch = zeta > 1 ? "over-damped (ζ > 1)" : (zeta == 1 ? "critical (ζ == 1f exactly)" : "under-damped (ζ < 1)")
    return EngineDescription(
      engine: Self.name,
      source: "Jetpack Compose animation-core spring() through Animatable (androidx/androidx "
        + "SpringSimulation.kt @ 13d5e2ef, FloatAnimationSpec.kt @ 7a915f44, SpringEstimation.kt @ 1d7dc4d1, "
        + "Animation.kt @ 1d7dc4d1, SuspendAnimation.kt @ 7a915f44, Animatable.kt @ 889d4ad8)",
      parameters: [
        .init("stiffness (float, 1/s²)", .number(Double(simulation.stiffness))),
        .init("dampingRatio (float)", .number(Double(zeta))),
        .init("branch", .text(branch)),
        .init("visibilityThreshold", .number(Double(visibilityThreshold))),
      ],
      stopRule: "finished on the first frame whose float32 play time ≥ the estimated duration "
        + "(truncated to ms), then value := target, velocity := 0; the first frame shows play time 0",
      thresholds: [
        .init("estimated duration (ms)", .integer(durationNanoseconds / 1_000_000)),
        .init("delta (visibility thresholds)", .number(1)),
      ],
      limitations: "duration scales other than 1 and multi-dimensional values are not modelled")
  }
}

extension SpringEngineName {
  /// Jetpack Compose `spring()` through `Animatable`.
  public static let compose = SpringEngineName(declaring: "compose")
}
