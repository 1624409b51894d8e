/// popmotion 11 `animate({type: "decay"})` on framesync: an exponential approach to the
/// projected target, snapped to it once within `restDelta`.
///
/// Read (facts only, no code copied) in Popmotion/popmotion
/// @ adf681efd8568ada018ce68082dbd585f25c4c7d:
/// - `packages/popmotion/src/animations/generators/decay.ts`: defaults power 0.8,
///   timeConstant 350 ms, restDelta 0.5; amplitude A = power·v (v in units/s), ideal =
///   from + A, target = modifyTarget(ideal) (A = target − from when it changed); at
///   elapsed t ms, delta = −A·e^(−t/τ); done when −restDelta ≤ delta ≤ restDelta, then
///   the value is the target, else target + delta;
/// - `packages/popmotion/src/animations/index.ts` (`animate`, `update`): elapsed is the sum
///   of the driver's deltas, the animation completes on the frame whose state is done;
/// - the default driver is framesync (``FramesyncClock``).
///
/// `snapTo` models `modifyTarget` as `Math.round(ideal/snapTo)·snapTo`. The decay has no
/// bounds (refused). The velocity column is the curve's slope A/τ·e^(−t/τ) (units/s; it
/// starts at power·v/τ), 0 once done.
public struct PopmotionDecayEngine: DecayEngine {
  /// `popmotion`.
  public static let name = DecayEngineName.popmotion
  /// The line help prints.
  public static let summary: String? =
    "decay: target − A·e^(−t/350 ms) on framesync deltas; snaps to the target; no bounds."
  /// No bounds: a bounded request is refused (run unbounded by `engines decay`).
  public static let supportsBounds = false
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `power`.
    public static let power = EngineConfigurationKey("power", "amplitude = power·velocity (default 0.8)")
    /// `timeConstant`.
    public static let timeConstant = EngineConfigurationKey("timeConstant", "τ in ms (default 350)")
    /// `restDelta`.
    public static let restDelta = EngineConfigurationKey(
      "restDelta", "done when |A·e^(−t/τ)| ≤ this, units (default 0.5)")
    /// `snapTo`.
    public static let snapTo = EngineConfigurationKey(
      "snapTo", "modifyTarget: round the ideal target to a multiple of this, units")
  }
  /// decay's options.
  public static let configurationKeys = [Key.power, Key.timeConstant, Key.restDelta, Key.snapTo]
  /// `--time-constant` (s → ms), `--snap-to`.
  public static let settingKeys: [DecaySetting: DecaySettingKey] = [
    .timeConstant: DecaySettingKey(Key.timeConstant, scale: 1000),
    .snapTo: DecaySettingKey(Key.snapTo),
  ]

  /// τ, ms.
  public let timeConstant: Double
  /// restDelta, units.
  public let restDelta: Double
  /// The (snapped) target.
  public let target: Double
  /// A, units.
  let amplitude: Double
  private let start: EngineFrame
  private var clock = FramesyncClock()
  private var elapsed = 0.0
  /// True once the decay is done.
  public private(set) var isComplete = false

  /// Resolves decay's options.
  public init(_ request: DecayRequest) throws(EngineError) {
    try request.validate()
    try request.configuration.requireKnown(Self.configurationKeys, by: .decay(Self.name))
    guard request.bounds.isUnbounded else {
      throw .invalidInput("popmotion's decay has no bounds (popmotion-inertia has); drop --bounds")
    }
    let resolved = try PopmotionDecayEngine.resolve(request, defaultTimeConstant: 350, defaultRestDelta: 0.5)
    (timeConstant, restDelta, target, amplitude) = resolved
    start = EngineFrame(
      hostTime: 0, engineTime: 0, value: request.from, velocity: amplitude / timeConstant * 1000)
  }

  /// power, τ, restDelta and modifyTarget as decay.ts (and inertia.ts) resolve them.
  static func resolve(_ request: DecayRequest, defaultTimeConstant: Double, defaultRestDelta: Double)
    throws(EngineError) -> (timeConstant: Double, restDelta: Double, target: Double, amplitude: Double)
  {
    let config = request.configuration
    let power = try config.number(Key.power) ?? 0.8
    guard power.isFinite else {
      throw .invalidValue(key: Key.power.name, value: "\(power)", accepted: "a finite number")
    }
    let timeConstant = try request.positive(Key.timeConstant, default: defaultTimeConstant)
    let restDelta = try config.number(Key.restDelta) ?? defaultRestDelta
    guard restDelta >= 0 else {
      throw .invalidValue(key: Key.restDelta.name, value: "\(restDelta)", accepted: "a finite number ≥ 0")
    }
    let snapTo = try config.number(Key.snapTo)
    if let snapTo, !(snapTo > 0) {
      throw .invalidValue(key: Key.snapTo.name, value: "\(snapTo)", accepted: "a finite number > 0")
    }
    var amplitude = power * request.initialVelocity
    let ideal = request.from + amplitude
    let target = snapTo.map { JSEngineSupport.jsRound(ideal / $0) * $0 } ?? ideal
    // An exact comparison in the source (`target !== ideal`).
    if target != ideal { amplitude = target - request.from }
    return (timeConstant, restDelta, target, amplitude)
  }

  /// from, with the slope A/τ.
  public var startFrame: EngineFrame { start }

  /// The (snapped) target.
  public var modelRestPosition: Double? { target }

  /// decay's `next(elapsed)` with its done flag.
  func next(_ t: Double) -> (value: Double, done: Bool, velocity: Double) {
    let delta = -amplitude * Libm.exp(-t / timeConstant)
    let done = !(delta > restDelta || delta < -restDelta)
    return (done ? target : target + delta, done, done ? 0 : -delta / timeConstant * 1000)
  }

  /// One framesync frame.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    elapsed += clock.delta(at: hostTime)
    let state = next(elapsed)
    isComplete = state.done
    return EngineFrame(hostTime: hostTime, engineTime: elapsed / 1000, value: state.value, velocity: state.velocity)
  }
}

extension DecayEngineName {
  /// popmotion's `decay` on framesync.
  public static let popmotion = DecayEngineName(declaring: "popmotion")
}
