/// anime.js 4 `spring()` as a tween easing: the spring's curve over a duration found
/// on a 0.02 s grid, played on `Date.now()` with a 12 ms head start.
///
/// Source: juliangarnier/anime v4.4.1 @ 308c09346ffceeac67b27cbbe34881cbc8168e0f,
/// `src/easings/spring/index.js` (`Spring`: constructor clamps, `calculateSDFromBD`,
/// `compute`, `solve`, `ease`), `src/core/consts.js` (`K` = 1000, `minValue` = 1e-11,
/// `maxFps` = 240), `src/core/clock.js` (`requestTick`), `src/engine/engine.js` (`update`,
/// `wake`), `src/timer/timer.js` (`resume`: `_startTime -= 12`), `src/core/helpers.js`
/// (`now` = `Date.now`, `round`).
///
/// - **Parameters.** `mass` ∈ [1, 10⁴] (default 1), `stiffness`, `damping` ∈ [10⁻¹¹, 10⁴]
///   (100, 10), `velocity` ∈ [−10⁴, 10⁴] (0, in progress units/s: the request's velocity
///   over the travel). `bounce` ∈ [−1, 1] (0.5) / `duration` (perceived, ms, 628) when one
///   of them is given: m 1, v 0, k = (2π/pd)², c = (1 − bounce)·4π/pd (bounce ≥ 0) or
///   4π/(pd(1 + bounce)), pd in s, k rounded to 3 decimals, c clamped to 300 and rounded.
///   ω0 = √(k/m) clamped to [10⁻¹¹, 1000].
/// - **Curve.** E(s) = 1 − e^(−ζω0 s)(cos ω_d s + b sin ω_d s), b = (ζω0 − v)/ω_d (ζ < 1);
///   1 − (1 + b s)e^(−ω0 s), b = ω0 − v (ζ = 1 exactly); the exponential over-damped form:
///   all the ideal curve of the spring in progress units.
/// - **Duration.** `compute` steps the solver at 0.02 s until |1 − E| < 5e-4 on 11
///   consecutive steps (or 3000 steps): solverDuration = that last step's time;
///   settlingDuration = round(1000·solverDuration) ms. The tween lasts settlingDuration
///   and maps progress p to solver time p·solverDuration.
/// - **Clock.** The engine reads `Date.now()` (⌊host ms⌋) and skips a frame earlier than
///   its schedule (frames at least 1000/240 ms apart); the timer's time is
///   now − start with start = (creation time) − 12 ms, so the first frame is 12 ms ahead.
/// - **Completion** on the first frame with timer time ≥ settlingDuration, showing `to`
///   exactly (E(1) = 1). No rest test, no snap before that.
/// - **Retarget.** anime has no retarget: a new animation replaces the running one from
///   the value on screen with the configured velocity, with its own 12 ms head start.
///
/// Not modelled: playback speed, `timeScale` other than ms, delays, loops, composition
/// other than `replace`.
public struct AnimeEngine: SpringEngine {
  /// `anime`.
  public static let name = SpringEngineName.anime
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `mass`.
    public static let mass = EngineConfigurationKey("mass", "mass, clamped to [1, 10000] (default 1)")
    /// `stiffness`.
    public static let stiffness = EngineConfigurationKey(
      "stiffness", "stiffness, clamped to [1e-11, 10000] (default 100)")
    /// `damping`.
    public static let damping = EngineConfigurationKey("damping", "damping, clamped to [1e-11, 10000] (default 10)")
    /// `velocity`.
    public static let velocity = EngineConfigurationKey("velocity", "initial velocity, progress units/s (default 0)")
    /// `bounce`.
    public static let bounce = EngineConfigurationKey("bounce", "bounce in [-1, 1] (default 0.5 with duration)")
    /// `duration`.
    public static let duration = EngineConfigurationKey("duration", "perceived duration, ms (default 628 with bounce)")
  }
  /// `spring({...})` keys.
  public static let configurationKeys = [Key.mass, Key.stiffness, Key.damping, Key.velocity, Key.bounce, Key.duration]
  /// None.
  public static let supportedSettings: Set<EngineSetting> = []

  /// The spring's own values after clamping and rounding.
  public let mass: Double, stiffness: Double, damping: Double, velocity: Double
  /// ω0 (clamped), ζ, ω_d and b of the curve.
  package let omega0: Double, zeta: Double, dampedFrequency: Double, coefficient: Double
  /// The solver time of the tween's end, s.
  package let solverDuration: Double
  /// The tween's duration, whole ms.
  public let settlingDuration: Double
  private var from: Double
  private var to: Double
  private var startMilliseconds: Int64
  private var scheduled = 0.0
  private var shown: EngineFrame
  private let start: EngineFrame
  /// True once the tween has completed.
  public private(set) var isComplete = false

  /// Resolves `spring({...})`.
  public init(_ request: SpringEngineRequest) throws(EngineError) {
    let config = request.configuration
    try config.requireKnown(Self.configurationKeys, by: .spring(Self.name))
    try request.settings.requireSupported(Self.supportedSettings, by: Self.name)
    let maxValue = 10_000.0
    let minValue = 1e-11
    func clamp(_ x: Double, _ low: Double, _ high: Double) -> Double { min(max(x, low), high) }
    let anyKey = [Key.mass, Key.stiffness, Key.damping].contains { config.text($0) != nil }
    let travel = request.to - request.from
    let ownVelocity = try config.number(Key.velocity)
    if ownVelocity != nil, request.initialVelocity != 0 {
      throw .conflict("give the velocity either as anime's velocity (progress/s) or as the initial velocity")
    }
    var m = clamp(anyKey ? try config.number(Key.mass) ?? 1 : request.spring.mass, 1, maxValue)
    var k = clamp(anyKey ? try config.number(Key.stiffness) ?? 100 : request.spring.stiffness, minValue, maxValue)
    var c = clamp(anyKey ? try config.number(Key.damping) ?? 10 : request.spring.damping, minValue, maxValue)
    var v = clamp(ownVelocity ?? (travel == 0 ? 0 : request.initialVelocity / travel), -maxValue, maxValue)
    if config.text(Key.bounce) != nil || config.text(Key.duration) != nil {
      let bounce = clamp(try config.number(Key.bounce) ?? 0.5, -1, 1)
      let pd = clamp(try config.number(Key.duration) ?? 628, 10, maxValue) / 1000
      m = 1
      v = 0
      k = Self.round3(clamp(((2 * Double.pi) / pd) * ((2 * Double.pi) / pd), minValue, maxValue))
      let d = bounce >= 0 ? ((1 - bounce) * 4 * Double.pi) / pd : (4 * Double.pi) / (pd * (1 + bounce))
      c = Self.round3(clamp(d, minValue, 300))
    }
    mass = m
    stiffness = k
    damping = c
    velocity = v
    let w0 = clamp((k / m).squareRoot(), minValue, 1000)
    let z = c / (2 * (k * m).squareRoot())
    omega0 = w0
    zeta = z
    if z < 1 {
      dampedFrequency = w0 * (1 - z * z).squareRoot()
      coefficient = (z * w0 + -v) / dampedFrequency
    } else if z == 1 {
      dampedFrequency = 0
      coefficient = -v + w0
    } else {
      dampedFrequency = w0 * (z * z - 1).squareRoot()
      coefficient = (z * w0 + -v) / dampedFrequency
    }
    // compute(): the 0.02 s probe.
    let timeStep = 0.02
    let maxRestSteps = 200 / timeStep / 1000
    let maxIterations = 60_000 / timeStep / 1000
    var solverTime = 0.0
    var restSteps = 0.0
    var iterations = 0.0
    var found = 0.0
    while restSteps <= maxRestSteps, iterations <= maxIterations {
      if abs(1 - Self.solve(solverTime, zeta: z, omega0: w0, dampedFrequency: dampedFrequency, b: coefficient)) < 0.0005
      {
        restSteps += 1
      } else {
        restSteps = 0
      }
      found = solverTime
      solverTime += timeStep
      iterations += 1
    }
    solverDuration = found
    settlingDuration = JSEngineSupport.jsRound(found * 1000)
    from = request.from
    to = request.to
    startMilliseconds = -12
    start = EngineFrame(hostTime: 0, engineTime: 0, value: request.from, velocity: nil)
    shown = start
    isComplete = from == to && settlingDuration <= 0
  }

  /// anime's `round(v, 3)`: `Math.round(v·1000)/1000`.
  static func round3(_ x: Double) -> Double { JSEngineSupport.jsRound(x * 1000) / 1000 }

  /// `Spring.solve`: the eased progress at solver time `t` seconds.
  static func solve(_ t: Double, zeta: Double, omega0 w0: Double, dampedFrequency wd: Double, b: Double) -> Double {
    let e: Double
    if zeta < 1 {
      e = Libm.exp(-t * zeta * w0) * (1 * Libm.cos(wd * t) + b * Libm.sin(wd * t))
    } else if zeta == 1 {
      e = (1 + b * t) * Libm.exp(-t * w0)
    } else {
      e = ((1 + b) * Libm.exp((-zeta * w0 + wd) * t) + (1 - b) * Libm.exp((-zeta * w0 - wd) * t)) / 2
    }
    return 1 - e
  }

  /// The start state.
  public var startFrame: EngineFrame { start }

  /// One engine update at `hostTime` (Date.now() = ⌊1000·t⌋ ms).
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let now = EngineClock.floorMilliseconds(hostTime)
    let time = Double(now)
    guard time >= scheduled else {
      // Not enough time since the last tick: the engine skips this frame.
      shown.hostTime = hostTime
      return shown
    }
    scheduled += max(1000.0 / 240, time - scheduled)
    let timerTime = Double(now - startMilliseconds)
    let value: Double
    let solverTime: Double
    if timerTime >= settlingDuration {
      value = to
      solverTime = solverDuration
      isComplete = true
    } else {
      let p = timerTime / settlingDuration
      solverTime = p * solverDuration
      let eased =
        p == 0
        ? 0 : Self.solve(solverTime, zeta: zeta, omega0: omega0, dampedFrequency: dampedFrequency, b: coefficient)
      value = from + eased * (to - from)
    }
    // The engine time is the spring's own (solver) time.
    shown = EngineFrame(hostTime: hostTime, engineTime: solverTime, value: value, velocity: nil)
    return shown
  }

  /// A new animation from the value on screen (anime's `replace` composition).
  public mutating func retarget(to target: Double, at hostTime: Double) {
    from = shown.value
    to = target
    startMilliseconds = EngineClock.floorMilliseconds(hostTime) - 12
    isComplete = false
  }

  /// The resolved spring and the tween duration.
  public var engineDescription: EngineDescription {
    EngineDescription(
      engine: Self.name, source: "anime.js 4.4.1 @ 308c093, src/easings/spring/index.js, src/timer/timer.js",
      parameters: [
        .init("mass", .number(mass)), .init("stiffness", .number(stiffness)),
        .init("damping", .number(damping)), .init("velocity (progress/s)", .number(velocity)),
        .init("damping ratio", .number(zeta)),
      ],
      stopRule: "tween of settlingDuration ms (|1 − E| < 5e-4 for 200 ms on a 0.02 s grid); completes "
        + "on the first frame with timer time ≥ it, showing to",
      thresholds: [
        .init("solver duration (s)", .number(solverDuration)),
        .init("settling duration (ms)", .number(settlingDuration)),
      ],
      limitations: "speed, delays, loops and non-replace composition are not modelled; no velocity output")
  }
}

extension SpringEngineName {
  /// anime.js 4.
  public static let anime = SpringEngineName(declaring: "anime")
}
