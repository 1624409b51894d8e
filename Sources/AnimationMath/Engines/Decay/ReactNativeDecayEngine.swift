/// React Native `Animated.decay` on the JS driver (`useNativeDriver: false`).
///
/// Read (facts only, no code copied) in facebook/react-native
/// `Libraries/Animated/animations/DecayAnimation.js` @ 4e9173f12b1b2ed681a9a35d9d5642a3babf7a4c:
/// - `deceleration` defaults to 0.998; `velocity` is in units per **millisecond**;
/// - `start()` stores `_startTime = Date.now()`; each `onUpdate()` (a requestAnimationFrame
///   callback) reads `now = Date.now()` and shows
///   `x₀ + v/(1 − d)·(1 − exp(−(1 − d)·(now − start)))`, an exponential with rate 1 − d
///   per ms, not d^t (−ln 0.998 ≈ 0.0020020 vs 1 − 0.998 = 0.002);
/// - stop rule: the frame whose value moved less than 0.1 from the previous frame's value
///   ends the animation (that frame's value stays on screen); the first frame compares
///   against the start value.
///
/// `Date.now()` is ⌊host time in ms⌋ (``EngineClock/floorMilliseconds(_:)``), 0 at start.
/// The velocity column is the formula's derivative, converted to units/s (the source
/// reports none). DecayAnimation has no bounds: bounds are refused.
public struct ReactNativeDecayEngine: DecayEngine {
  /// `react-native`.
  public static let name = DecayEngineName.reactNative
  /// The line help prints.
  public static let summary: String? = "DecayAnimation on Date.now(); stops when a frame moves < 0.1; no bounds."
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `deceleration`.
    public static let deceleration = EngineConfigurationKey("deceleration", "d in (0, 1), per ms (default 0.998)")
  }
  /// `deceleration`.
  public static let configurationKeys = [Key.deceleration]
  /// `--rate` is `deceleration`.
  public static let settingKeys: [DecaySetting: DecaySettingKey] = [.rate: DecaySettingKey(Key.deceleration)]
  /// DecayAnimation has no bounds.
  public static let supportsBounds = false
  /// units/ms (`Date.now()` deltas).
  public static let internalVelocityUnit = "units/ms"
  /// The default deceleration.
  static let defaultDeceleration = 0.998
  /// The stop rule's step: |x − last x| < 0.1.
  static let stopStep = 0.1

  /// d.
  public let deceleration: Double
  /// v₀ in units/ms.
  package let velocityPerMillisecond: Double
  private let from: Double
  private var lastValue: Double
  /// True once ended.
  public private(set) var isComplete = false

  /// Resolves the deceleration and converts the velocity to units/ms.
  public init(_ request: DecayRequest) throws(EngineError) {
    try request.validate()
    try request.configuration.requireKnown(Self.configurationKeys, by: .decay(Self.name))
    guard request.bounds.isUnbounded else {
      throw .invalidInput("react-native's DecayAnimation has no bounds; drop --bounds")
    }
    deceleration = try request.positive(Key.deceleration, default: Self.defaultDeceleration)
    guard deceleration < 1 else {
      throw .invalidValue(key: Key.deceleration.name, value: "\(deceleration)", accepted: "a number in (0, 1)")
    }
    velocityPerMillisecond = request.initialVelocity / 1000
    from = request.from
    lastValue = request.from
  }

  /// x₀, v₀ (units/s).
  public var startFrame: EngineFrame {
    EngineFrame(hostTime: 0, engineTime: 0, value: from, velocity: velocityPerMillisecond * 1000)
  }

  /// x₀ + v/(1 − d).
  public var modelRestPosition: Double? { from + velocityPerMillisecond / (1 - deceleration) }

  /// One `onUpdate()` at `Date.now() = ⌊hostTime·1000⌋`.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let now = EngineClock.floorMilliseconds(hostTime)
    let k = 1 - deceleration
    let elapsed = Double(now)
    // 1 − exp(−k·Δ) = −expm1(−k·Δ).
    let value = from - velocityPerMillisecond / k * Libm.expm1(-k * elapsed)
    let velocity = velocityPerMillisecond * Libm.exp(-k * elapsed) * 1000
    if abs(lastValue - value) < Self.stopStep { isComplete = true }
    lastValue = value
    return EngineFrame(hostTime: hostTime, engineTime: elapsed / 1000, value: value, velocity: velocity)
  }
}

extension DecayEngineName {
  /// React Native `Animated.decay` (JS driver).
  public static let reactNative = DecayEngineName(declaring: "react-native")
}
