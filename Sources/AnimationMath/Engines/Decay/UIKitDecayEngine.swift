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
/// Stop rule, Lobanov's (super-ultra/ScrollMechanics
/// `ScrollMechanics/Sources/DecelerationTimingParameters.swift` `duration` and
/// `ScrollMechanics/Sources/Utils/TimerAnimation.swift` @ 587660a680c895e53fa4530a9d6a7a928db06454;
/// the demo passes `threshold: 0.5` in `ScrollExample/Sources/SimpleScrollView.swift`): the
/// duration T = ln(−1000·ln d·ε/|v₀|)/(1000·ln d) is the time at which the distance still to
/// travel, |v|/(−1000·ln d), falls to ε (0.5 pt by default; a distance, not a speed). The
/// first frame at or after T completes and shows x(T) with velocity 0, as the demo's timer
/// does (`animations(1, duration)` once the elapsed time reaches the duration). A fling whose
/// whole travel is below ε (T ≤ 0, or v₀ = 0) is complete at the start. Host times are used
/// as they are (CADisplayLink timestamps, no integer clock), a stated choice.
///
/// Spring-back, **a stated choice, not an iOS fact** (Apple publishes no bounce rule):
/// when the bound in the direction of travel lies before the rest position, the decay
/// crosses it at t_c = ln(1 + 1000·ln d·(bound − x₀)/v₀)/(1000·ln d) (x(t_c) = bound solved
/// exactly) with velocity v_c = v₀·d^(1000·t_c); every frame after t_c shows
/// ``UIKitSpringBack`` (Lobanov's demo: critically damped, mass 1, stiffness 100) from the
/// bound with v_c at τ = t − t_c, until the demo's duration, when it shows the bound with
/// velocity 0 and completes. A start outside the bounds is that spring from x₀ with v₀ at
/// once (zero velocity: a plain spring-back). The threshold is 0.5/`screenScale` pt
/// (`--density`, default 3, a stated choice), as in the demo's `0.5 / UIScreen.main.scale`.
/// Unbounded runs are unchanged by this.
public struct UIKitDecayEngine: DecayEngine {
  /// `uikit`.
  public static let name = DecayEngineName.uikit
  /// The line help prints.
  public static let summary: String? =
    "UIScrollView's documented d^(1000t) formulas at host times; stops once 0.5 pt is left to travel (Lobanov's rule); springs back at a bound (a stated choice, Lobanov's critical spring, not an iOS fact)."
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `decelerationRate`.
    public static let decelerationRate = EngineConfigurationKey(
      "decelerationRate", "d per ms: normal (0.998), fast (0.99) or a number in (0, 1)")
    /// `threshold`.
    public static let threshold = EngineConfigurationKey(
      "threshold", "stop once the distance left to the rest position falls to this, pt > 0 (default 0.5, Lobanov's)")
    /// `screenScale`.
    public static let screenScale = EngineConfigurationKey(
      "screenScale",
      "the spring-back's threshold is 0.5/screenScale pt (default 3, a stated choice; the spring-back is not an iOS fact)"
    )
  }
  /// `decelerationRate`, `threshold` and `screenScale`.
  public static let configurationKeys = [Key.decelerationRate, Key.threshold, Key.screenScale]
  /// `--rate` is `decelerationRate`, `--density` is `screenScale`. The stop threshold is a
  /// distance, so `--rest-speed` does not reach it: it is `--engine-params threshold=…`.
  public static let settingKeys: [DecaySetting: DecaySettingKey] = [
    .rate: DecaySettingKey(Key.decelerationRate),
    .density: DecaySettingKey(Key.screenScale),
  ]

  /// `.normal`: 0.998 per ms.
  static let normalRate = 0.998
  /// `.fast`: 0.99 per ms.
  static let fastRate = 0.99
  /// 0.5 pt: the demo's `threshold`, the distance left to travel when the decay stops.
  static let defaultStopThreshold = 0.5
  /// The screen scale used when none is given: 3, a stated choice.
  static let defaultScreenScale = 3.0
  /// The hand-off's phase name.
  static let springPhase =
    "critically damped spring (a stated choice: Lobanov's ScrollMechanics demo, not an iOS fact)"
  /// The spring-back's threshold at scale 1, pt (the demo's `0.5 / UIScreen.main.scale`).
  static let springThreshold = 0.5

  /// d, per ms.
  public let rate: Double
  /// ε: the decay stops once the distance left to the rest position falls to this, pt.
  public let stopThreshold: Double
  /// T, the host time of the stop (Lobanov's duration), s; 0 when the travel is below ε.
  public let stopTime: Double
  /// The spring-back's threshold, 0.5/screenScale pt.
  public let threshold: Double
  /// The spring-back (a stated choice): from the crossing, or from the start when it lies
  /// outside the bounds; nil when the motion never leaves the bounds.
  package let springBack: UIKitSpringBack?
  /// The host time the spring-back starts at (t_c, or 0 for a start outside), s.
  let springStart: Double
  private let request: DecayRequest
  private let logRate: Double
  private var frameIndex = 0
  /// The hand-off to the spring-back, once it happened.
  public private(set) var handOff: DecayHandOff?
  /// True once stopped.
  public private(set) var isComplete = false

  /// Resolves the rate (`normal`, `fast` or a number) and the rest speed.
  public init(_ request: DecayRequest) throws(EngineError) {
    try request.validate(allowsStartOutsideBounds: true)
    try request.configuration.requireKnown(Self.configurationKeys, by: .decay(Self.name))
    switch request.configuration.text(Key.decelerationRate) {
    case nil, "normal": rate = Self.normalRate
    case "fast": rate = Self.fastRate
    case let raw?:
      guard let d = Double(raw), d > 0, d < 1 else {
        throw .invalidValue(key: Key.decelerationRate.name, value: raw, accepted: "normal, fast or a number in (0, 1)")
      }
      rate = d
    }
    stopThreshold = try request.positive(Key.threshold, default: Self.defaultStopThreshold)
    threshold = Self.springThreshold / (try request.positive(Key.screenScale, default: Self.defaultScreenScale))
    let logRate = Libm.log(rate)
    self.logRate = logRate
    self.request = request
    let x0 = request.from
    let v0 = request.initialVelocity
    stopTime = Self.time(toRemainingDistance: stopThreshold, from: v0, rate: rate)
    let bounds = request.bounds
    if !bounds.contains(x0) {
      let bound = bounds.clamp(x0)
      springBack = UIKitSpringBack(start: x0, velocity: v0, bound: bound, threshold: threshold)
      springStart = 0
      handOff = DecayHandOff(frameIndex: 0, time: 0, value: x0, velocity: v0, target: bound, phase: Self.springPhase)
      return
    }
    let rest = x0 - v0 / (1000 * logRate)
    let bound: Double? =
      v0 > 0 && rest > bounds.upper ? bounds.upper : v0 < 0 && rest < bounds.lower ? bounds.lower : nil
    if let bound {
      // d^(1000·t_c) = 1 + 1000·ln d·(bound − x₀)/v₀, in (0, 1] since the bound lies before the rest.
      let remaining = 1 + 1000 * logRate * (bound - x0) / v0
      springStart = Libm.log(remaining) / (1000 * logRate)
      springBack = UIKitSpringBack(start: bound, velocity: v0 * remaining, bound: bound, threshold: threshold)
    } else {
      springStart = .infinity
      springBack = nil
    }
    isComplete = stopTime == 0
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

  /// Lobanov's duration: the time (s) at which the distance left to the rest position,
  /// |v(t)|/(−1000·ln d), falls to `distance`: ln(−1000·ln d·distance/|v₀|)/(1000·ln d);
  /// 0 when the whole travel |v₀|/(−1000·ln d) is at most `distance`.
  public static func time(toRemainingDistance distance: Double, from velocity: Double, rate: Double) -> Double {
    let decay = -1000 * Libm.log(rate)
    guard abs(velocity) > decay * distance else { return 0 }
    return Libm.log(decay * distance / abs(velocity)) / -decay
  }

  /// The formulas at `hostTime`.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    frameIndex += 1
    if let springBack, hostTime > springStart {
      if handOff == nil {
        // From the bound c₁ = 0, so c₂ is the velocity v_c carried in.
        handOff = DecayHandOff(
          frameIndex: frameIndex, time: springStart, value: springBack.bound, velocity: springBack.c2,
          target: springBack.bound, phase: Self.springPhase)
      }
      let tau = hostTime - springStart
      isComplete = tau >= springBack.duration
      return EngineFrame(
        hostTime: hostTime, engineTime: hostTime, value: springBack.x(tau), velocity: springBack.dx(tau))
    }
    if hostTime >= stopTime {
      // The demo's last frame: the formulas at T, not at the frame's time.
      isComplete = true
      return EngineFrame(hostTime: hostTime, engineTime: stopTime, value: x(stopTime), velocity: 0)
    }
    let v = request.initialVelocity * Libm.exp(1000 * hostTime * logRate)
    return EngineFrame(hostTime: hostTime, engineTime: hostTime, value: x(hostTime), velocity: v)
  }

  /// x(t) = x₀ + v₀·(d^(1000t) − 1)/(1000·ln d), with d^(1000t) − 1 = expm1(1000·t·ln d).
  private func x(_ t: Double) -> Double {
    request.from + request.initialVelocity * Libm.expm1(1000 * t * logRate) / (1000 * logRate)
  }
}

extension DecayEngineName {
  /// UIScrollView deceleration from the documented formulas (d per ms).
  public static let uikit = DecayEngineName(declaring: "uikit")
}
