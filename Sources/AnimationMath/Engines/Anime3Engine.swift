/// anime.js 3 `easing: 'spring(mass, stiffness, damping, velocity)'`: the spring's curve
/// as an easing over a duration found on a 1/6 s grid, on the rAF clock from the first frame.
///
/// Source: juliangarnier/anime v3.2.2 @ 239158e83c7ca1e1d27ab5e556a18b58832b4c2f,
/// `src/index.js` (`spring`, its `solver` and `getDuration`; `instance.tick`,
/// `setInstanceProgress`, `setAnimationsProgress`).
///
/// - **Parameters.** mass, stiffness, damping, velocity, defaults 1, 100, 10, 0, each
///   clamped to [0.1, 100] (so a velocity of 0 becomes 0.1, and stiffer springs than
///   k = 100 are softened). Without keys the request's spring and relative velocity,
///   clamped the same way.
/// - **Curve.** E(s) = 1 − e^(−ζω0 s)(cos ω_d s + b sin ω_d s), b = (ζω0 − v)/ω_d (ζ < 1);
///   ζ ≥ 1 uses the critical form 1 − (1 + b s)e^(−ω0 s), b = ω0 − v (over-damping ignored).
/// - **Duration.** `getDuration` steps the solver by 1/6 s until it returns exactly 1 on 16
///   consecutive steps; the duration is elapsed·(1/6)·1000 ms (the step factor is applied
///   twice in the source, so the tween lasts a sixth of that settling time).
/// - **Clock.** The instance's time is the rAF timestamp minus the first frame's
///   timestamp (`instance.tick`: `now + (lastTime − startTime)`, lastTime 0 on a fresh
///   play): the first frame shows the start value; solver time = engine time. The
///   timestamps are coarsened to 100 µs (``EngineClock/coarsenedMilliseconds(_:)``).
/// - **Progress.** No rounding: p = min(max(time, 0), D)/D and the eased value is the
///   solver at D·p/1000 s (`setAnimationsProgress`, `solver`); the tween's `round` is 0
///   unless set, and `instance.progress` (a percentage) feeds no value.
/// - **Completion** on the first frame with engine time ≥ D (`setInstanceProgress`:
///   `engineTime >= insDuration`, the value `from + 1·Δ`, shown as `to`). D is a multiple of
///   1000/36 ms, so when the 1/6 s count is a multiple of 3 it falls exactly on a frame at
///   60 and 120 Hz; the coarsened timestamps decide that frame, not the last bit of a
///   product 1000·t. At 120 Hz the first frame reads 1/30 ms early: a later frame at
///   k + 2/3 ms reads 1/15 ms early (time short of D: not done yet), one at a whole ms
///   reads exactly (done).
/// - **Retarget.** A new animation from the value on screen (its clock starts at its
///   first frame again, `if (!startTime) startTime = now` in `instance.tick`, so that
///   frame shows its start value). A new animation before every frame (a pointer sampled
///   faster than the frame rate) therefore never moves until the samples stop.
///
/// Not modelled: delays, loops, direction, playback speed.
public struct Anime3Engine: SpringEngine {
  /// `anime@3`.
  public static let name = SpringEngineName.anime3
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `mass`.
    public static let mass = EngineConfigurationKey("mass", "mass, clamped to [0.1, 100] (default 1)")
    /// `stiffness`.
    public static let stiffness = EngineConfigurationKey("stiffness", "stiffness, clamped to [0.1, 100] (default 100)")
    /// `damping`.
    public static let damping = EngineConfigurationKey("damping", "damping, clamped to [0.1, 100] (default 10)")
    /// `velocity`.
    public static let velocity = EngineConfigurationKey(
      "velocity", "initial velocity, progress units/s, clamped to [0.1, 100] (default 0)")
  }
  /// The four arguments of `spring(...)`.
  public static let configurationKeys = [Key.mass, Key.stiffness, Key.damping, Key.velocity]
  /// None.
  public static let supportedSettings: Set<EngineSetting> = []

  /// The clamped values.
  public let mass: Double, stiffness: Double, damping: Double, velocity: Double
  /// ω0, ζ, ω_d and b.
  package let omega0: Double, zeta: Double, dampedFrequency: Double, coefficient: Double
  /// The tween duration, ms.
  public let duration: Double
  private var from: Double
  private var to: Double
  private var firstFrame: Double? = nil
  private var shown: EngineFrame
  private let start: EngineFrame
  /// True once the tween has completed.
  public private(set) var isComplete = false

  /// Resolves `spring(...)` and its duration.
  public init(_ request: SpringEngineRequest) throws(EngineError) {
    let config = request.configuration
    try config.requireKnown(Self.configurationKeys, by: .spring(Self.name))
    try request.settings.requireSupported(Self.supportedSettings, by: Self.name)
    func clamp(_ x: Double) -> Double { min(max(x, 0.1), 100) }
    let anyKey = [Key.mass, Key.stiffness, Key.damping].contains { config.text($0) != nil }
    let ownVelocity = try config.number(Key.velocity)
    if ownVelocity != nil, request.initialVelocity != 0 {
      throw .conflict("give the velocity either as anime's velocity (progress/s) or as the initial velocity")
    }
    let travel = request.to - request.from
    mass = clamp(anyKey ? try config.number(Key.mass) ?? 1 : request.spring.mass)
    stiffness = clamp(anyKey ? try config.number(Key.stiffness) ?? 100 : request.spring.stiffness)
    damping = clamp(anyKey ? try config.number(Key.damping) ?? 10 : request.spring.damping)
    velocity = clamp(ownVelocity ?? (travel == 0 ? 0 : request.initialVelocity / travel))
    omega0 = (stiffness / mass).squareRoot()
    zeta = damping / (2 * (stiffness * mass).squareRoot())
    dampedFrequency = zeta < 1 ? omega0 * (1 - zeta * zeta).squareRoot() : 0
    coefficient = zeta < 1 ? (zeta * omega0 + -velocity) / dampedFrequency : -velocity + omega0
    let frame = 1.0 / 6
    var elapsed = 0.0
    var rest = 0
    while true {
      elapsed += frame
      if Self.solver(elapsed, zeta: zeta, omega0: omega0, dampedFrequency: dampedFrequency, b: coefficient) == 1 {
        rest += 1
        if rest >= 16 { break }
      } else {
        rest = 0
      }
    }
    duration = elapsed * frame * 1000
    from = request.from
    to = request.to
    start = EngineFrame(hostTime: 0, engineTime: 0, value: request.from, velocity: nil)
    shown = start
  }

  /// The source's `solver(t)` without a duration: progress at `t` seconds (0 and 1 exact).
  static func solver(_ t: Double, zeta: Double, omega0 w0: Double, dampedFrequency wd: Double, b: Double) -> Double {
    if t == 0 || t == 1 { return t }
    let e =
      zeta < 1
      ? Libm.exp(-t * zeta * w0) * (1 * Libm.cos(wd * t) + b * Libm.sin(wd * t))
      : (1 + b * t) * Libm.exp(-t * w0)
    return 1 - e
  }

  /// The start state.
  public var startFrame: EngineFrame { start }

  /// One rAF tick at `hostTime` (the coarsened timestamp of 1000·t ms).
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let now = EngineClock.coarsenedMilliseconds(hostTime)
    let first = firstFrame ?? now
    firstFrame = first
    let time = now - first
    let value: Double
    if time >= duration {
      value = to
      isComplete = true
    } else {
      let p = min(max(time, 0), duration) / duration
      // solver with the tween duration: solver time = duration·p/1000 s.
      let eased =
        p == 0
        ? 0
        : Self.solver(
          duration * p / 1000, zeta: zeta, omega0: omega0, dampedFrequency: dampedFrequency, b: coefficient)
      value = from + eased * (to - from)
    }
    shown = EngineFrame(hostTime: hostTime, engineTime: min(time, duration) / 1000, value: value, velocity: nil)
    return shown
  }

  /// A new animation from the value on screen.
  public mutating func retarget(to target: Double, at hostTime: Double) {
    from = shown.value
    to = target
    firstFrame = nil
    isComplete = false
  }

  /// A new animation's first frame shows its start value.
  public static let followStall: String? =
    "each sample is a new anime() whose first frame starts its clock and shows its start value: "
    + "a sample before every frame restarts it every frame"

  /// The clamped spring and the duration.
  public var engineDescription: EngineDescription {
    EngineDescription(
      engine: Self.name, source: "anime.js 3.2.2 @ 239158e, src/index.js (spring, getDuration, tick)",
      parameters: [
        .init("mass", .number(mass)), .init("stiffness", .number(stiffness)), .init("damping", .number(damping)),
        .init("velocity (progress/s)", .number(velocity)), .init("damping ratio", .number(zeta)),
      ],
      stopRule: "tween of elapsed·(1/6)·1000 ms, elapsed the first 1/6 s step after 16 exact 1s; "
        + "completes on the first frame with engine time ≥ it, showing to",
      thresholds: [.init("duration (ms)", .number(duration))],
      limitations: "delays, loops, direction and speed are not modelled; no velocity output")
  }
}

extension SpringEngineName {
  /// anime.js 3.
  public static let anime3 = SpringEngineName(declaring: "anime@3")
}
