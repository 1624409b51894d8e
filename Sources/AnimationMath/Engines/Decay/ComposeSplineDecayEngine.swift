/// Jetpack Compose `splineBasedDecay(density)` (`SplineBasedFloatDecayAnimationSpec`,
/// `FlingCalculator`, `AndroidFlingSpline`) in float32 on Compose's frame clock.
///
/// Read (facts only, no code copied) in androidx/androidx
/// `compose/animation/animation/src/commonMain/kotlin/androidx/compose/animation/`
/// `FlingCalculator.kt` and `SplineBasedDecay.kt` @ 55c737bfb7a7320ac5b43787306f0c3af169f420,
/// `SplineBasedFloatDecayAnimationSpec.kt` @ a9b06aaf32dbcf83aa12e3f8185a109d14fbe8e9:
/// - the tables are OverScroller's (``AndroidFlingSpline``); `DecelerationRate =
///   (ln 0.78/ln 0.9).toFloat()`; the coefficient `9.80665f · 39.37f · density · 160f · 0.84f`
///   (Float, left to right); friction `platformFlingScrollFriction`
///   (`ViewConfiguration.getScrollFriction()`, 0.015f); `absVelocityThreshold` 0;
/// - l = ln((0.35f·|v|).toDouble() / (friction·coefficient).toDouble()); duration
///   `(1000·e^(l/(rate−1))).toLong()` ms; distance `(friction·coefficient·e^(rate/(rate−1)·l)).toFloat()`
///   (no int truncation); target `x₀ + distance·sign(v)`;
/// - at play time p: ms = p / 1_000_000 (Long), fraction `ms / duration.toFloat()` (1 when the
///   duration is 0), value `x₀ + distance·sign(v)·coef`, velocity
///   `slope·sign(v)·distance / duration · 1000f` (Float).
///
/// The clock and the end are ``ComposeExponentialDecayEngine``'s (`DecayAnimation`,
/// Animation.kt @ 1d7dc4d109e12aa0d24aba1e4a024b996849f4ef): the first frame is play time 0,
/// play time in float32 ns; finished once play time ≥ duration·10⁶ ns, showing the target
/// with the spec's velocity at the duration (slope 0: 0; for v₀ = 0 the source's 0/0 is
/// shown as 0). Bounds are an `Animatable`'s lower/upper bound, as Compose does it
/// (`Animatable.kt` @ 889d4ad86d8242a0ddc5df8c9ae9cb9eae780609, `runAnimation` and
/// `endAnimation`): the first frame whose value is past a bound shows the bound, the
/// animation is cancelled (BoundReached) and `endAnimation` resets the Animatable's
/// velocity, so that frame's velocity is 0 here (the `AnimationResult.endState` keeps the
/// frame's velocity; this engine does not report it).
public struct ComposeSplineDecayEngine: DecayEngine {
  /// `compose`.
  public static let name = DecayEngineName.compose
  /// For help.
  public static let summary: String? =
    "splineBasedDecay (FlingCalculator) in float32 on the whole-ms clock; stops at a bound (Animatable's BoundReached)."
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `density`.
    public static let density = EngineConfigurationKey("density", "Density.density, px per dp (default 1)")
    /// `friction`.
    public static let friction = EngineConfigurationKey(
      "friction", "the fling friction (default 0.015, platformFlingScrollFriction on Android)")
  }
  /// The spec's density and friction.
  public static let configurationKeys = [Key.density, Key.friction]
  /// `--density`, `--friction`.
  public static let settingKeys: [DecaySetting: DecaySettingKey] = [
    .density: DecaySettingKey(Key.density),
    .friction: DecaySettingKey(Key.friction),
  ]

  /// `magicPhysicalCoefficient`.
  let physicalCoefficient: Float
  /// The friction.
  public let friction: Float
  /// `flingDuration`, ms.
  package let durationMilliseconds: Int64
  /// `flingDistance` (unsigned, Float), px.
  public let distance: Float
  /// `getTargetValue`.
  let targetValue: Float
  private let from: Float
  private let velocity: Float
  private let bounds: DecayBounds
  private var startNanoseconds: Int64?
  /// True once finished.
  public private(set) var isComplete = false

  /// Resolves the fling in Float.
  public init(_ request: DecayRequest) throws(EngineError) {
    try request.validate()
    try request.configuration.requireKnown(Self.configurationKeys, by: .decay(Self.name))
    try request.requireFloat(by: Self.name)
    let density = Float(try request.positive(Key.density, default: 1))
    friction = Float(try request.positive(Key.friction, default: 0.015))
    guard density.isFinite, friction.isFinite else {
      throw .invalidInput("compose: density and friction must be finite floats")
    }
    let gravityEarth: Float = 9.80665
    let inchesPerMeter: Float = 39.37
    physicalCoefficient = gravityEarth * inchesPerMeter * density * 160 * 0.84
    from = Float(request.from)
    velocity = Float(request.initialVelocity)
    bounds = request.bounds
    let rate = Double(AndroidOverScrollerDecayEngine.decelerationRate)
    let l = Libm.log(Double(AndroidFlingSpline.inflexion * abs(velocity)) / Double(friction * physicalCoefficient))
    durationMilliseconds = JavaArithmetic.long(1000 * Libm.exp(l / (rate - 1)))
    distance = Float(Double(friction * physicalCoefficient) * Libm.exp(rate / (rate - 1) * l))
    targetValue = from + distance * Self.sign(velocity)
  }

  /// Kotlin's `sign(Float)`: −1, 0 or 1.
  static func sign(_ x: Float) -> Float { x > 0 ? 1 : (x < 0 ? -1 : 0) }

  /// x₀, v₀ as Float.
  public var startFrame: EngineFrame {
    EngineFrame(hostTime: 0, engineTime: 0, value: Double(from), velocity: Double(velocity))
  }

  /// `getTargetValue`.
  public var modelRestPosition: Double? { Double(targetValue) }

  /// `getValueFromNanos` / `getVelocityFromNanos` at whole ms.
  public func state(milliseconds ms: Int64) -> (value: Float, velocity: Float) {
    let fraction: Float = durationMilliseconds > 0 ? Float(ms) / Float(durationMilliseconds) : 1
    let (coefficient, slope) = AndroidFlingSpline.shared.sample(fraction)
    let sign = Self.sign(velocity)
    let value = from + distance * sign * coefficient
    guard durationMilliseconds > 0 else { return (value, 0) }
    return (value, slope * sign * distance / Float(durationMilliseconds) * 1000)
  }

  /// One `withFrameNanos` frame at ⌊hostTime·10⁹⌋ ns.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let now = EngineClock.floorNanoseconds(hostTime)
    let start = startNanoseconds ?? now
    startNanoseconds = start
    let play = EngineClock.float32PlayTimeNanoseconds(elapsedNanoseconds: now - start)
    let ms = play / 1_000_000
    let engineTime = Double(ms) / 1000
    let (durationNanoseconds, overflow) = durationMilliseconds.multipliedReportingOverflow(by: 1_000_000)
    if !overflow, play >= durationNanoseconds {
      isComplete = true
      let end = state(milliseconds: durationMilliseconds)
      return EngineFrame(
        hostTime: hostTime, engineTime: engineTime, value: bounds.clamp(Double(targetValue)),
        velocity: bounds.contains(Double(targetValue)) ? Double(end.velocity) : 0)
    }
    let (value, speed) = state(milliseconds: ms)
    if !bounds.contains(Double(value)) {
      isComplete = true
      return EngineFrame(hostTime: hostTime, engineTime: engineTime, value: bounds.clamp(Double(value)), velocity: 0)
    }
    return EngineFrame(hostTime: hostTime, engineTime: engineTime, value: Double(value), velocity: Double(speed))
  }
}

extension DecayEngineName {
  /// Compose `splineBasedDecay` (float32).
  public static let compose = DecayEngineName(declaring: "compose")
}
