/// @react-spring/core 9.7.5 with `config.decay`: the exponential curve of React Native's
/// decay on rafz's frame deltas, stopped by the per-frame change.
///
/// Read (facts only, no code copied) in pmndrs/react-spring
/// @ 3d2523de0f879e20869ab9add907540188bf6446, `packages/core/src/SpringValue.ts`
/// (`advance`) and `packages/core/src/AnimationConfig.ts` (`decay`):
/// - `decay: true` is 0.998, a number is used as it is; `velocity` is in units/ms;
/// - each frame adds the frame's dt to `elapsedTime` (ms) and shows
///   `from + v₀/(1 − d)·(1 − e^(−(1 − d)·elapsed))` (not snapped); the derivative
///   v₀·e^(−(1 − d)·elapsed) is the node's velocity;
/// - done when |lastPosition − position| ≤ precision (the first frame compares with the
///   start); precision is `config.precision ||` min(1, 0.001·|to − from|), or 0.005 when
///   to = from, which a decay without a goal has (`to` is the current value), so 0.005;
/// - the clock is rafz's as ``ReactSpringEngine`` models it: dt = 16.667 ms on the first
///   frame of the loop, then min(64, now − previous) ms.
///
/// The decay has no bounds (refused). Velocity column in units/s.
public struct ReactSpringDecayEngine: DecayEngine {
  /// `react-spring`.
  public static let name = DecayEngineName.reactSpring
  /// The line help prints.
  public static let summary: String? =
    "config.decay: x₀ + v₀/(1−d)·(1 − e^(−(1−d)t)) on rafz deltas; stops when a frame moves ≤ 0.005; no bounds."
  /// No bounds: a bounded request is refused (run unbounded by `engines decay`).
  public static let supportsBounds = false
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `deceleration`.
    public static let deceleration = EngineConfigurationKey(
      "deceleration", "config.decay: d in (0, 1) per ms (default 0.998, decay: true)")
    /// `precision`.
    public static let precision = EngineConfigurationKey(
      "precision", "done when a frame moves ≤ this, units (default 0.005)")
  }
  /// `deceleration` (react-spring's `decay` number) and `precision`.
  public static let configurationKeys = [Key.deceleration, Key.precision]
  /// `--rate` is `deceleration`.
  public static let settingKeys: [DecaySetting: DecaySettingKey] = [.rate: DecaySettingKey(Key.deceleration)]
  /// units/ms.
  public static let internalVelocityUnit = "units/ms"
  /// `decay: true`.
  static let defaultDeceleration = 0.998
  /// The precision of a goal-less value (from = to).
  static let defaultPrecision = 0.005

  /// d.
  public let deceleration: Double
  /// precision, units.
  public let precision: Double
  /// v₀, units/ms.
  package let velocityPerMillisecond: Double
  private let from: Double
  private var lastPosition: Double
  private var elapsed = 0.0
  private var previousMilliseconds: Double?
  /// True once done.
  public private(set) var isComplete = false

  /// Resolves d and the precision.
  public init(_ request: DecayRequest) throws(EngineError) {
    try request.validate()
    try request.configuration.requireKnown(Self.configurationKeys, by: .decay(Self.name))
    guard request.bounds.isUnbounded else {
      throw .invalidInput("react-spring's decay has no bounds; drop --bounds")
    }
    deceleration = try request.positive(Key.deceleration, default: Self.defaultDeceleration)
    guard deceleration < 1 else {
      throw .invalidValue(key: Key.deceleration.name, value: "\(deceleration)", accepted: "a number in (0, 1)")
    }
    // `config.precision || default`: 0 means the default.
    let given = try request.configuration.number(Key.precision) ?? 0
    guard given >= 0 else {
      throw .invalidValue(key: Key.precision.name, value: "\(given)", accepted: "a finite number ≥ 0")
    }
    precision = given == 0 ? Self.defaultPrecision : given
    velocityPerMillisecond = request.initialVelocity / 1000
    from = request.from
    lastPosition = request.from
  }

  /// x₀, v₀ (units/s).
  public var startFrame: EngineFrame {
    EngineFrame(hostTime: 0, engineTime: 0, value: from, velocity: velocityPerMillisecond * 1000)
  }

  /// x₀ + v₀/(1 − d).
  public var modelRestPosition: Double? { from + velocityPerMillisecond / (1 - deceleration) }

  /// One rafz frame.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let now = EngineClock.milliseconds(hostTime)
    let dt =
      previousMilliseconds.map { min(ReactSpringEngine.maximumDeltaMilliseconds, now - $0) }
      ?? ReactSpringEngine.firstFrameMilliseconds
    previousMilliseconds = now
    elapsed += dt
    let k = 1 - deceleration
    // 1 − e^(−kΔ) = −expm1(−kΔ).
    let position = from - velocityPerMillisecond / k * Libm.expm1(-k * elapsed)
    let velocity = velocityPerMillisecond * Libm.exp(-k * elapsed)
    if abs(lastPosition - position) <= precision { isComplete = true }
    lastPosition = position
    return EngineFrame(hostTime: hostTime, engineTime: elapsed / 1000, value: position, velocity: velocity * 1000)
  }
}

extension DecayEngineName {
  /// @react-spring/core with `config.decay`.
  public static let reactSpring = DecayEngineName(declaring: "react-spring")
}
