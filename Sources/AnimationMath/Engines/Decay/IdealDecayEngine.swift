/// The ideal decay: x'' = −k·x' (drag proportional to velocity), in closed form at the
/// exact host times.
///
/// x(t) = x₀ + (v₀/k)·(1 − e^(−k·t)), v(t) = v₀·e^(−k·t); rest position x₀ + v₀/k.
/// Stop rule (a stated choice, not an engine's): the first frame with |v| < `restSpeed`
/// completes, showing x(t) there (no snap). Bounds: the first frame whose x(t) is at or
/// past a bound shows the bound, velocity 0, and completes.
public struct IdealDecayEngine: DecayEngine {
  /// `ideal`.
  public static let name = DecayEngineName.ideal
  /// The line help prints.
  public static let summary: String? =
    "x'' = -k·x' in closed form at host times; stops below restSpeed; stops at a bound."
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `k`.
    public static let k = EngineConfigurationKey(
      "k", "drag rate k in x'' = −k·x', 1/s (default −1000·ln 0.998 ≈ 2.002, UIScrollView normal)")
    /// `restSpeed`.
    public static let restSpeed = EngineConfigurationKey(
      "restSpeed", "stop once |v| < restSpeed, units/s (default 0.5)")
  }
  /// `k` and `restSpeed`.
  public static let configurationKeys = [Key.k, Key.restSpeed]
  /// `--rest-speed` is `restSpeed`.
  public static let settingKeys: [DecaySetting: DecaySettingKey] = [.restSpeed: DecaySettingKey(Key.restSpeed)]

  /// −1000·ln 0.998 in 1/s: UIScrollView's normal rate per ms as a per-second drag rate.
  static let defaultRate = -1000 * Libm.log(0.998)
  /// 0.5 units/s, a stated choice (the number of Lobanov's threshold, here a speed).
  static let defaultRestSpeed = 0.5

  /// k, 1/s.
  public let rate: Double
  /// The stop speed, units/s.
  public let restSpeed: Double
  private let request: DecayRequest
  /// True once stopped.
  public private(set) var isComplete = false

  /// Resolves k and the rest speed.
  public init(_ request: DecayRequest) throws(EngineError) {
    try request.validate()
    try request.configuration.requireKnown(Self.configurationKeys, by: .decay(Self.name))
    rate = try request.positive(Key.k, default: Self.defaultRate)
    restSpeed = try request.positive(Key.restSpeed, default: Self.defaultRestSpeed)
    self.request = request
    isComplete = abs(request.initialVelocity) < restSpeed
  }

  /// x₀, v₀ at t = 0.
  public var startFrame: EngineFrame {
    EngineFrame(hostTime: 0, engineTime: 0, value: request.from, velocity: request.initialVelocity)
  }

  /// x₀ + v₀/k.
  public var modelRestPosition: Double? { request.from + request.initialVelocity / rate }

  /// The closed form at `hostTime`.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let v0 = request.initialVelocity
    // 1 − e^(−kt) = −expm1(−kt), accurate for small kt.
    let x = request.from - v0 / rate * Libm.expm1(-rate * hostTime)
    let v = v0 * Libm.exp(-rate * hostTime)
    if !request.bounds.contains(x) {
      isComplete = true
      return EngineFrame(hostTime: hostTime, engineTime: hostTime, value: request.bounds.clamp(x), velocity: 0)
    }
    if abs(v) < restSpeed { isComplete = true }
    return EngineFrame(hostTime: hostTime, engineTime: hostTime, value: x, velocity: v)
  }
}

extension DecayEngineName {
  /// Exponential decay x'' = −k·x', evaluated in closed form at the host times.
  public static let ideal = DecayEngineName(declaring: "ideal")
}
