/// UIScrollView deceleration from the documented formulas only (Apple publishes no source).
///
/// - The rate d is per millisecond: `UIScrollView.DecelerationRate.normal` and `.fast`
///   (https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate; the
///   values 0.998 and 0.99 are not stated there; they are the SDK values quoted in
///   Flutter's `packages/flutter/lib/src/widgets/scroll_physics.dart` comment on
///   BouncingScrollPhysics, "0.998^1000 ≈ 0.135", and in Lobanov's write-up below).
/// - Motion (Ilya Lobanov, "Deceleration mechanics of UIScrollView", 2019,
///   https://medium.com/@esskeetit/how-uiscrollview-works-e418adc47060, and his
///   ScrollMechanics `DecelerationTimingParameters.swift`,
///   https://github.com/super-ultra/ScrollMechanics): v(t) = v₀·d^(1000t),
///   x(t) = x₀ + v₀·(d^(1000t) − 1)/(1000·ln d), rest x₀ − v₀/(1000·ln d).
/// - Projection (WWDC 2018 session 803, "Designing Fluid Interfaces",
///   https://developer.apple.com/videos/play/wwdc2018/803/): (v₀/1000)·d/(1 − d), close to
///   but not equal to the exact integral: see ``projection(velocity:rate:)``.
///
/// Stated choices (not iOS facts): host times are used as they are (CADisplayLink
/// timestamps, no integer clock); the first frame with |v| < `restSpeed` (0.5 pt/s by
/// default, Lobanov's demo threshold) completes, showing x(t) with velocity 0; a bound
/// stops the motion at the bound (UIScrollView would bounce; its spring-back is not built).
public struct UIKitDecayEngine: DecayEngine {
  /// `uikit`.
  public static let name = DecayEngineName.uikit
  /// The line help prints.
  public static let summary: String? = "UIScrollView's documented d^(1000t) formulas at host times; stops below 0.5 pt/s; stops at a bound."
  /// `decelerationRate` and `restSpeed`.
  public static let configurationKeys = [
    EngineConfigurationKey("decelerationRate", "d per ms: normal (0.998), fast (0.99) or a number in (0, 1)"),
    EngineConfigurationKey("restSpeed", "stop once |v| < restSpeed, pt/s (default 0.5, a stated choice)"),
  ]  /// `--rate` is `decelerationRate`, `--rest-speed` is `restSpeed`.
  public static let settingKeys: [DecaySetting: DecaySettingKey] = [.rate: "decelerationRate", .restSpeed: "restSpeed"]

  /// `.normal`: 0.998 per ms.
  public static let normalRate = 0.998
  /// `.fast`: 0.99 per ms.
  public static let fastRate = 0.99
  /// 0.5 pt/s: the stop speed of Lobanov's demo, a stated choice.
  public static let defaultRestSpeed = 0.5

  /// d, per ms.
  public let rate: Double
  /// The stop speed, pt/s.
  public let restSpeed: Double
  private let request: DecayRequest
  private let logRate: Double
  /// True once stopped.
  public private(set) var isComplete = false

  /// Resolves the rate (`normal`, `fast` or a number) and the rest speed.
  public init(_ request: DecayRequest) throws(EngineError) {
    try request.validate()
    try request.requireKnown(Self.configurationKeys, by: Self.name)
    switch request.configuration.text("decelerationRate") {
    case nil, "normal": rate = Self.normalRate
    case "fast": rate = Self.fastRate
    case let raw?:
      guard let d = Double(raw), d > 0, d < 1 else {
        throw .invalidValue(key: "decelerationRate", value: raw, accepted: "normal, fast or a number in (0, 1)")
      }
      rate = d
    }
    restSpeed = try request.positive("restSpeed", default: Self.defaultRestSpeed)
    logRate = Libm.log(rate)
    self.request = request
    isComplete = abs(request.initialVelocity) < restSpeed
  }

  /// x₀, v₀.
  public var startFrame: EngineFrame {
    EngineFrame(hostTime: 0, engineTime: 0, value: request.from, velocity: request.initialVelocity)
  }

  /// The exact integral: x₀ − v₀/(1000·ln d).
  public var modelRestPosition: Double? { request.from - request.initialVelocity / (1000 * logRate) }

  /// WWDC18's projection of the distance travelled: (v/1000)·d/(1 − d), units.
  public static func projection(velocity: Double, rate: Double) -> Double {
    velocity / 1000 * rate / (1 - rate)
  }

  /// The time (s) at which |v| falls to `speed`: ln(speed/|v₀|)/(1000·ln d); 0 when
  /// |v₀| ≤ speed.
  public static func time(toSpeed speed: Double, from velocity: Double, rate: Double) -> Double {
    guard abs(velocity) > speed else { return 0 }
    return Libm.log(speed / abs(velocity)) / (1000 * Libm.log(rate))
  }

  /// The formulas at `hostTime`.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let v0 = request.initialVelocity
    let exponent = 1000 * hostTime * logRate
    // d^(1000t) − 1 = expm1(1000·t·ln d).
    let x = request.from + v0 * Libm.expm1(exponent) / (1000 * logRate)
    let v = v0 * Libm.exp(exponent)
    if !request.bounds.contains(x) {
      isComplete = true
      return EngineFrame(hostTime: hostTime, engineTime: hostTime, value: request.bounds.clamp(x), velocity: 0)
    }
    if abs(v) < restSpeed {
      isComplete = true
      return EngineFrame(hostTime: hostTime, engineTime: hostTime, value: x, velocity: 0)
    }
    return EngineFrame(hostTime: hostTime, engineTime: hostTime, value: x, velocity: v)
  }
}
