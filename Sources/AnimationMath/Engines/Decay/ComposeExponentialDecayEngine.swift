/// Jetpack Compose `exponentialDecay()` (`FloatExponentialDecaySpec`) in float32, on
/// Compose's frame clock.
///
/// Read (facts only, no code copied) in androidx/androidx
/// `compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/animation/core/FloatDecayAnimationSpec.kt`
/// @ 31adf48a5ba261a6d7abf653f74a38d1623fd319:
/// - `absVelocityThreshold = max(1e-7f, |threshold|)` (default 0.1f);
///   `friction = -4.2f · max(0.0001f, frictionMultiplier)` (default 1f), all `Float`;
/// - value: `ms = playTimeNanos / 1_000_000` (Long division), then in Float
///   `x₀ − v₀/friction + v₀/friction · exp(friction·ms/1000f)`; velocity
///   `v₀ · exp((ms/1000f)·friction)`; Kotlin's `exp(Float)` is modelled as the double
///   `exp` rounded to Float (as on the JVM);
/// - duration: `(1000f · ln(threshold/|v₀|) / friction).toLong()` ms (Float `ln`);
/// - target: `x₀` when |v₀| ≤ threshold, else with a Double duration
///   `ln(|threshold/v₀|)/friction·1000`, `x₀ − v₀/friction + v₀/friction·exp(friction·duration/1000f).toFloat()`.
///
/// The clock is ``ComposeEngine``'s: the first frame is play time 0 and play time is
/// computed in float32 ns (``EngineClock/float32PlayTimeNanoseconds(elapsedNanoseconds:durationScale:)``).
/// From `Animation.kt` @ 1d7dc4d109e12aa0d24aba1e4a024b996849f4ef (`DecayAnimation`): finished
/// when play time ≥ `durationNanos`; then the value is `targetValue` and the velocity
/// `endVelocity`, the spec's velocity at `durationNanos` clamped to ±absVelocityThreshold.
/// Bounds (an `Animatable`'s lower/upper bound): the value is
/// clamped and the animation ends on that frame, velocity 0.
public struct ComposeExponentialDecayEngine: DecayEngine {
  /// `compose-exponential`.
  public static let name = DecayEngineName.composeExponential
  /// The line help prints.
  public static let summary: String? = "exponentialDecay in float32 on the whole-ms clock; stops at a bound."
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `frictionMultiplier`.
    public static let frictionMultiplier = EngineConfigurationKey(
      "frictionMultiplier", "friction = −4.2·max(0.0001, this), 1/s (default 1)")
    /// `absVelocityThreshold`.
    public static let absVelocityThreshold = EngineConfigurationKey(
      "absVelocityThreshold", "the end speed, units/s (default 0.1)")
  }
  /// The spec's constructor arguments.
  public static let configurationKeys = [Key.frictionMultiplier, Key.absVelocityThreshold]
  /// `--friction-multiplier` (and `--friction`) are `frictionMultiplier`; `--rest-speed` is
  /// `absVelocityThreshold` (both units/s).
  public static let settingKeys: [DecaySetting: DecaySettingKey] = [
    .frictionMultiplier: DecaySettingKey(Key.frictionMultiplier),
    .friction: DecaySettingKey(Key.frictionMultiplier),
    .restSpeed: DecaySettingKey(Key.absVelocityThreshold),
  ]

  /// `friction` (Float), 1/s, negative.
  public let friction: Float
  /// `absVelocityThreshold` (Float), units/s.
  let absVelocityThreshold: Float
  /// `getDurationNanos` / 1e6: the duration in whole ms.
  package let durationMilliseconds: Int64
  /// `getTargetValue` (Float).
  let targetValue: Float
  /// `endVelocity`: the velocity at the duration, clamped to ±threshold (Float).
  private(set) var endVelocity: Float = 0
  private let from: Float
  private let velocity: Float
  private let bounds: DecayBounds
  private var startNanoseconds: Int64?
  /// True once finished.
  public private(set) var isComplete = false

  /// Resolves the spec in Float.
  public init(_ request: DecayRequest) throws(EngineError) {
    try request.validate()
    try request.configuration.requireKnown(Self.configurationKeys, by: .decay(Self.name))
    try request.requireFloat(by: Self.name)
    let multiplier = Float(try request.positive(Key.frictionMultiplier, default: 1))
    let threshold = Float(try request.positive(Key.absVelocityThreshold, default: 0.1))
    friction = -4.2 * max(0.0001, multiplier)
    absVelocityThreshold = max(0.000_000_1, abs(threshold))
    from = Float(request.from)
    velocity = Float(request.initialVelocity)
    bounds = request.bounds
    let durationFloat = 1000 * Float(Libm.log(Double(absVelocityThreshold / abs(velocity)))) / friction
    durationMilliseconds = Self.kotlinToLong(durationFloat)
    if abs(velocity) <= absVelocityThreshold {
      targetValue = from
    } else {
      let duration = Libm.log(Double(abs(absVelocityThreshold / velocity))) / Double(friction) * 1000
      let e = Float(Libm.exp(Double(friction) * duration / 1000))
      targetValue = from - velocity / friction + velocity / friction * e
    }
    // A zero fling: Kotlin's 0·exp(+∞) is NaN here; the velocity is 0 at every time,
    // and 0 is what is reported (the frames never move).
    endVelocity =
      velocity == 0
      ? 0 : min(max(state(milliseconds: durationMilliseconds).velocity, -absVelocityThreshold), absVelocityThreshold)
  }

  /// Kotlin's `Float.toLong()`: truncation toward zero, NaN → 0, saturating at the
  /// `Long` range (v₀ = 0 gives −∞ here, so a zero-velocity decay is finished at once).
  static func kotlinToLong(_ x: Float) -> Int64 {
    if x.isNaN { return 0 }
    if x >= 9.223372e18 { return .max }
    if x <= -9.223372e18 { return .min }
    return Int64(x)
  }

  /// `durationNanos = durationMillis · 1_000_000`, saturated instead of wrapped (a decay
  /// that long never finishes within a frame schedule either way).
  var durationNanoseconds: Int64 {
    let (product, overflow) = durationMilliseconds.multipliedReportingOverflow(by: 1_000_000)
    return overflow ? (durationMilliseconds < 0 ? .min : .max) : product
  }

  /// x₀, v₀ as Float.
  public var startFrame: EngineFrame {
    EngineFrame(hostTime: 0, engineTime: 0, value: Double(from), velocity: Double(velocity))
  }

  /// `getTargetValue`.
  public var modelRestPosition: Double? { Double(targetValue) }

  /// `getValueFromNanos` / `getVelocityFromNanos` at whole ms.
  public func state(milliseconds: Int64) -> (value: Float, velocity: Float) {
    let seconds = friction * Float(milliseconds) / 1000
    let value = from - velocity / friction + velocity / friction * Float(Libm.exp(Double(seconds)))
    let speed = velocity * Float(Libm.exp(Double((Float(milliseconds) / 1000) * friction)))
    return (value, speed)
  }

  /// One `withFrameNanos` frame at ⌊hostTime·10⁹⌋ ns.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let now = EngineClock.floorNanoseconds(hostTime)
    let start = startNanoseconds ?? now
    startNanoseconds = start
    let play = EngineClock.float32PlayTimeNanoseconds(elapsedNanoseconds: now - start)
    let ms = play / 1_000_000
    let engineTime = Double(ms) / 1000
    if play >= durationNanoseconds {
      isComplete = true
      return EngineFrame(
        hostTime: hostTime, engineTime: engineTime, value: bounds.clamp(Double(targetValue)),
        velocity: Double(endVelocity))
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
  /// Compose `exponentialDecay` (float32).
  public static let composeExponential = DecayEngineName(declaring: "compose-exponential")
}
