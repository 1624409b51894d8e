/// react-native-reanimated 4 `withDecay`: a per-frame recurrence whose velocity compounds
/// an exponential of the *total* elapsed time on every frame, explicit Euler for the
/// position, a clamp or a rubber-band pull at the bounds.
///
/// Read (facts only, no code copied) in software-mansion/react-native-reanimated,
/// `packages/react-native-reanimated/src/animation/decay/`: `decay.ts`
/// @ 0ba9e0a8f35686b3e316038209929bf0ab34bb2a (defaults deceleration 0.998, velocityFactor
/// 1, rubberBandFactor 0.6; `rubberBandEffect` needs `clamp`, false by default),
/// `rigidDecay.ts` @ 0e7360443cc73769b314045ddfb9c262423df6ad, `rubberBandDecay.ts`
/// @ 1362d9da0af88a8de4f3cfc8882d360e22f5f7d5, `utils.ts`
/// @ 0e0772ec02ce404a7c0f0852d0ebf42ab5c4cfd7 (`VELOCITY_EPS` = 1 native, 1/20 on web;
/// `SLOPE_FACTOR` 0.1), and `src/valueSetter.ts` @ 06dfaa17704bd3762820c20f89080a5d1ad49750.
///
/// Each frame at timestamp `now` ms (host ms, not rounded), Δ = min(max(now − last, 0), 64):
/// - **rigid** (no rubber band): v = v_prev·e^(−(1 − d)·(now − start)·0.1); x += v·vf·Δ/1000;
///   with a clamp, a fling with initial velocity < 0 that reaches x ≤ min (> 0: x ≥ max)
///   shows the bound and ends; else it ends when |v| < VELOCITY_EPS (that frame moved);
/// - **rubber band**: with x the previous position and b the nearer bound, p = x − b when x
///   is outside [min, max], else 0; v = v_prev·e^(…) − p·rubberBandFactor (a pull per frame,
///   not per second); if |p| > 0.1 the spring is active; else if it was active, x := b and
///   it ends; else if |v| < VELOCITY_EPS it ends (without moving); otherwise x += v·vf·Δ/1000.
/// - **Start.** valueSetter calls `onStart` and the first `onFrame` at the same timestamp
///   (Δ = 0, so the start row can already end the animation), and — before that —
///   finishes at once, without moving, when the shared value equals the animation's
///   `current`, which withDecay sets to 0: **a withDecay on a value that is exactly 0 never
///   runs** (software-mansion/react-native-reanimated#6680, open, fix proposed in
///   PR #6769). This engine applies that rule: `--from 0` gives one frame and no motion.
///
/// Bounds are the `clamp` ([min, max]; one-sided bounds are ±∞ as in JS); unbounded means
/// no clamp. The hand-off is the rubber band's pull: the first frame whose onFrame finds
/// the previous position outside the clamp (value and velocity are that previous frame's).
/// The platform is native (VELOCITY_EPS 1 unit/s) unless `platform=web`.
public struct ReanimatedDecayEngine: DecayEngine {
  /// `reanimated`.
  public static let name = DecayEngineName.reanimated
  /// The line help prints.
  public static let summary: String? =
    "withDecay: v compounds e^(−(1−d)·0.1·t) per frame, Euler position; clamp or rubber band; a start at 0 never runs."
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `deceleration`.
    public static let deceleration = EngineConfigurationKey("deceleration", "d per ms in (0, 1) (default 0.998)")
    /// `velocityFactor`.
    public static let velocityFactor = EngineConfigurationKey(
      "velocityFactor", "x += v·velocityFactor·Δt (default 1, > 0)")
    /// `rubberBandEffect`.
    public static let rubberBandEffect = EngineConfigurationKey(
      "rubberBandEffect", "pull back past the bounds instead of clamping (default false; needs --bounds)")
    /// `rubberBandFactor`.
    public static let rubberBandFactor = EngineConfigurationKey(
      "rubberBandFactor", "the pull per frame, 1/frame (default 0.6)")
    /// `platform`.
    public static let platform = EngineConfigurationKey(
      "platform", "native (stop at |v| < 1 unit/s, default) or web (|v| < 0.05)")
  }
  /// withDecay's config keys, and the platform.
  public static let configurationKeys = [
    Key.deceleration, Key.velocityFactor, Key.rubberBandEffect, Key.rubberBandFactor, Key.platform,
  ]
  /// `--rate` is `deceleration`.
  public static let settingKeys: [DecaySetting: DecaySettingKey] = [.rate: DecaySettingKey(Key.deceleration)]
  /// `SLOPE_FACTOR`.
  static let slopeFactor = 0.1
  /// `VELOCITY_EPS` on iOS/Android, units/s.
  static let nativeVelocityEpsilon = 1.0
  /// `VELOCITY_EPS` on the web, units/s.
  static let webVelocityEpsilon = 1.0 / 20
  /// `DERIVATIVE_EPS`, units.
  static let derivativeEpsilon = 0.1
  /// The `current` withDecay's animation object starts with (valueSetter compares it).
  static let initialCurrent = 0.0

  /// d.
  public let deceleration: Double
  /// velocityFactor.
  let velocityFactor: Double
  /// rubberBandEffect (with a clamp).
  public let rubberBandEffect: Bool
  /// rubberBandFactor.
  let rubberBandFactor: Double
  /// VELOCITY_EPS in force, units/s.
  let velocityEpsilon: Double
  /// The clamp, nil when unbounded.
  public let clamp: DecayBounds?
  private let initialVelocity: Double
  private var current: Double
  private var velocity: Double
  private var lastTimestamp = 0.0
  private var springActive = false
  private var framesRendered = 0
  private var start: EngineFrame
  /// The rubber band's hand-off, once it happened.
  public private(set) var handOff: DecayHandOff?
  /// True once the animation ended.
  public private(set) var isComplete = false
  /// Set when the start rule kept the animation from running.
  public private(set) var notes: [String] = []

  /// Resolves the config, applies valueSetter's start rule and runs the first onFrame.
  public init(_ request: DecayRequest) throws(EngineError) {
    try request.validate(allowsStartOutsideBounds: true)
    try request.configuration.requireKnown(Self.configurationKeys, by: .decay(Self.name))
    let config = request.configuration
    deceleration = try request.positive(Key.deceleration, default: 0.998)
    guard deceleration < 1 else {
      throw .invalidValue(key: Key.deceleration.name, value: "\(deceleration)", accepted: "a number in (0, 1)")
    }
    velocityFactor = try request.positive(Key.velocityFactor, default: 1)
    let factor = try config.number(Key.rubberBandFactor) ?? 0.6
    guard factor >= 0 else {
      throw .invalidValue(key: Key.rubberBandFactor.name, value: "\(factor)", accepted: "a finite number ≥ 0")
    }
    rubberBandFactor = factor
    switch config.text(Key.platform) {
    case nil, "native": velocityEpsilon = Self.nativeVelocityEpsilon
    case "web": velocityEpsilon = Self.webVelocityEpsilon
    case let raw?: throw .invalidValue(key: Key.platform.name, value: raw, accepted: "native or web")
    }
    clamp = request.bounds.isUnbounded ? nil : request.bounds
    let rubber = try config.flag(Key.rubberBandEffect) ?? false
    if rubber, clamp == nil {
      throw .invalidInput(
        "reanimated: rubberBandEffect needs clamp (give --bounds), as withDecay's validateConfig says")
    }
    rubberBandEffect = rubber
    initialVelocity = request.initialVelocity
    current = request.from
    velocity = request.initialVelocity
    start = EngineFrame(hostTime: 0, engineTime: 0, value: request.from, velocity: request.initialVelocity)
    // valueSetter: `mutable._value === animation.current` (0) finishes without starting.
    if request.from == Self.initialCurrent {
      isComplete = true
      start.velocity = 0
      notes = ["a withDecay on a value of exactly 0 never runs (react-native-reanimated#6680)"]
      return
    }
    isComplete = step(now: 0)
    start = EngineFrame(hostTime: 0, engineTime: 0, value: current, velocity: velocity)
  }

  /// The state after the first onFrame (Δ = 0).
  public var startFrame: EngineFrame { start }

  /// None: the compounding makes the rest depend on the frame times.
  public var modelRestPosition: Double? { nil }

  /// One `onFrame(animation, now)`; returns whether it ended.
  private mutating func step(now: Double) -> Bool {
    let dt = min(max(now - lastTimestamp, 0), 64)
    let decayFactor = Libm.exp(-(1 - deceleration) * now * Self.slopeFactor)
    if rubberBandEffect, let clamp {
      let index = abs(current - clamp.lower) < abs(current - clamp.upper) ? clamp.lower : clamp.upper
      let pull = clamp.contains(current) ? 0 : current - index
      if pull != 0, handOff == nil {
        handOff = DecayHandOff(
          frameIndex: framesRendered, time: now / 1000, value: current, velocity: velocity, target: index,
          phase: "rubberBandDecay pull (rubberBandFactor \(rubberBandFactor))")
      }
      let v = velocity * decayFactor - pull * rubberBandFactor
      if abs(pull) > Self.derivativeEpsilon {
        springActive = true
      } else if springActive {
        current = index
        return true
      } else if abs(v) < velocityEpsilon {
        return true
      }
      current += v * velocityFactor * dt / 1000
      velocity = v
      lastTimestamp = now
      return false
    }
    let v = velocity * decayFactor
    current += v * velocityFactor * dt / 1000
    velocity = v
    lastTimestamp = now
    if let clamp {
      if initialVelocity < 0, current <= clamp.lower {
        current = clamp.lower
        return true
      } else if initialVelocity > 0, current >= clamp.upper {
        current = clamp.upper
        return true
      }
    }
    return abs(v) < velocityEpsilon
  }

  /// One frame at `hostTime` (timestamp 1000·hostTime ms).
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    framesRendered += 1
    // valueSetter's `Math.max(newTimestamp, animation.timestamp)`: host times increase.
    let now = max(EngineClock.milliseconds(hostTime), lastTimestamp)
    isComplete = step(now: now)
    return EngineFrame(hostTime: hostTime, engineTime: hostTime, value: current, velocity: velocity)
  }
}

extension DecayEngineName {
  /// react-native-reanimated's `withDecay` (clamp, rubber band).
  public static let reanimated = DecayEngineName(declaring: "reanimated")
}
