/// svelte/motion's `spring`: the `Spring` class (svelte 5.8+) and the legacy `spring()` store,
/// which step the same way.
///
/// Source: sveltejs/svelte @ 15720b16a5ef33e3e1f4301c77b94ec375070e73,
/// `packages/svelte/src/motion/spring.js` (`tick_spring`, `spring`, `Spring#update`) and
/// `packages/svelte/src/internal/client/loop.js`, `timing.js` (`raf.now`).
///
/// - **Clock.** The loop starts at the `set` (host time 0) with `last_time = raf.now()`,
///   `performance.now()` in ms, unrounded; it first ticks on the next frame. Each tick
///   reads `now` (the frame's time), takes `elapsed = min(now − last_time, 1000/30)` ms and
///   integrates in frames of 1/60 s: `dt = elapsed·60/1000`.
/// - **Step.** With Δ = target − x and the velocity implied by the last two values,
///   v = (x − last)/dt (per 1/60 s; `1/60` in place of a zero dt):
///   a = (stiffness·Δ − damping·v)·inverseMass and x := x + (v + a)·dt. The acceleration
///   is not scaled by dt, so each tick adds a whole 60 Hz frame's acceleration: at 120 Hz
///   stiffness and damping both act twice as often (ω and ζ each ×√2), and the spring
///   settles at another speed.
/// - **Stop rule**, tested before the step is applied: |(v + a)·dt| < precision and
///   |Δ| < precision (both strict); then x := target on that frame and the loop ends.
/// - **Retarget** (`spring.target = …` / `store.set`): a running loop just reads the new
///   target on its next tick, keeping `last` (so the implied velocity carries over). A
///   settled spring restarts its loop with `last_time` = now and the `last` value of its
///   final tick, so it restarts with the implied velocity (target − last)/dt.
/// - **Parameters.** `stiffness`, `damping` and `precision` are unitless (per 1/60 s
///   frame) `--engine-params` keys, defaults 0.15, 0.8, 0.01; without them the request's
///   spring maps to stiffness = (k/m)/60², damping = (c/m)/60, the semi-implicit Euler step
///   of that spring at 60 Hz. Mass is 1 (inverse mass 1 outside `soft`/`preserveMomentum`).
/// - **Velocity.** Frames report the step's velocity (v + a)·60 units/s (0 on the settling
///   frame). The spring starts at rest: svelte has no initial velocity.
///
/// Not modelled: `soft`/`preserveMomentum` (inverse-mass recovery), `hard`/`instant`,
/// arrays, objects and dates.
public struct SvelteEngine: SpringEngine {
  /// `svelte`.
  public static let name = SpringEngineName.svelte
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `stiffness`.
    public static let stiffness = EngineConfigurationKey("stiffness", "stiffness per 1/60 s frame, 0…1 (default 0.15)")
    /// `damping`.
    public static let damping = EngineConfigurationKey("damping", "damping per 1/60 s frame, 0…1 (default 0.8)")
    /// `precision`.
    public static let precision = EngineConfigurationKey("precision", "rest distance and step, units (default 0.01)")
  }
  /// svelte's `SpringOptions` keys.
  public static let configurationKeys = [Key.stiffness, Key.damping, Key.precision]
  /// `--rest-delta` (as `precision`).
  public static let supportedSettings: Set<EngineSetting> = [.restDelta]
  /// The elapsed-time clamp, ms (`1000 / 30`).
  public static let maximumElapsedMilliseconds = 1000.0 / 30
  /// The integration unit, frames per second (`dt = elapsed·60/1000`).
  public static let framesPerSecond = 60.0

  /// Unitless stiffness per 1/60 s frame.
  public let stiffness: Double
  /// Unitless damping per 1/60 s frame.
  public let damping: Double
  /// Rest distance and rest step, in units.
  public let precision: Double
  private var target: Double
  private var value: Double
  private var lastValue: Double
  private var lastMilliseconds = 0.0
  private var clockMilliseconds = 0.0
  private let start: EngineFrame
  /// True once the loop has settled.
  public private(set) var isComplete: Bool

  /// Resolves svelte's options (the request's spring unless `stiffness` or `damping` is given).
  public init(_ request: SpringEngineRequest) throws(EngineError) {
    let config = request.configuration
    try config.requireKnown(Self.configurationKeys, by: .spring(Self.name))
    try request.settings.requireSupported(Self.supportedSettings, by: Self.name)
    guard request.initialVelocity == 0 else {
      throw .unsupportedSpring(
        engine: .spring(Self.name), reason: "svelte's spring starts at rest (no initial velocity)")
    }
    let ownStiffness = try config.number(Key.stiffness)
    let ownDamping = try config.number(Key.damping)
    if ownStiffness != nil || ownDamping != nil {
      stiffness = ownStiffness ?? 0.15
      damping = ownDamping ?? 0.8
    } else {
      let perMass = 1 / request.spring.mass
      stiffness = request.spring.stiffness * perMass / (Self.framesPerSecond * Self.framesPerSecond)
      damping = request.spring.damping * perMass / Self.framesPerSecond
    }
    try Self.validate(stiffness: stiffness, damping: damping, explicit: ownStiffness != nil || ownDamping != nil)
    precision =
      try JSEngineSupport.merged(config.number(Key.precision), request.settings.restDelta, key: Key.precision.name)
      ?? 0.01
    guard precision > 0 else {
      throw .invalidValue(key: Key.precision.name, value: "\(precision)", accepted: "a number > 0")
    }
    target = request.to
    value = request.from
    lastValue = request.from
    start = EngineFrame(hostTime: 0, engineTime: 0, value: request.from, velocity: 0)
    // set() on a spring already at its target still runs one tick, which settles at once
    // only if the difference is below precision; from == to settles on that first tick.
    isComplete = false
  }

  /// Refuses what the `Spring` class would clamp (values outside 0…1) and the pair the
  /// two APIs treat differently (both 1: the store jumps, the class animates).
  private static func validate(stiffness: Double, damping: Double, explicit: Bool) throws(EngineError) {
    let source = explicit ? "" : " (mapped from the spring: stiffness = (k/m)/3600, damping = (c/m)/60)"
    guard stiffness > 0, stiffness <= 1 else {
      throw .invalidValue(key: Key.stiffness.name, value: "\(stiffness)\(source)", accepted: "a number in (0, 1]")
    }
    guard damping >= 0, damping <= 1 else {
      throw .invalidValue(key: Key.damping.name, value: "\(damping)\(source)", accepted: "a number in [0, 1]")
    }
    if stiffness == 1, damping == 1 {
      throw .conflict("svelte's spring() store jumps when stiffness and damping are both 1, its Spring class animates")
    }
  }

  /// The start state.
  public var startFrame: EngineFrame { start }

  /// One loop tick at `hostTime` (`now` = performance.now() in ms).
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let now = EngineClock.milliseconds(hostTime)
    let elapsed = min(now - lastMilliseconds, Self.maximumElapsedMilliseconds)
    clockMilliseconds += elapsed
    let dt = (elapsed * Self.framesPerSecond) / 1000
    let delta = target - value
    let velocity = (value - lastValue) / (dt == 0 ? 1 / Self.framesPerSecond : dt)
    let acceleration = stiffness * delta - damping * velocity
    let step = (velocity + acceleration) * dt
    lastMilliseconds = now
    lastValue = value
    let stepVelocity: Double
    if abs(step) < precision, abs(delta) < precision {
      value = target
      stepVelocity = 0
      isComplete = true
    } else {
      value += step
      stepVelocity = (velocity + acceleration) * Self.framesPerSecond
    }
    return EngineFrame(
      hostTime: hostTime, engineTime: clockMilliseconds / 1000, value: value, velocity: stepVelocity)
  }

  /// `spring.target = target`: a running loop reads it on its next tick; a settled one
  /// restarts with `last_time` = now.
  public mutating func retarget(to target: Double, at hostTime: Double) {
    self.target = target
    if isComplete {
      lastMilliseconds = EngineClock.milliseconds(hostTime)
      isComplete = false
    }
  }

  /// The options and the stop rule.
  public var engineDescription: EngineDescription {
    EngineDescription(
      engine: Self.name, source: "svelte @ 15720b1, packages/svelte/src/motion/spring.js",
      parameters: [.init("stiffness", .number(stiffness)), .init("damping", .number(damping))],
      stopRule: "|step| < precision and |target − x| < precision before the step; then x := target on that frame",
      thresholds: [.init("precision (units)", .number(precision))],
      limitations: "dt = min(elapsed, 1000/30 ms)·60/1000 scales the step, not the acceleration; "
        + "soft, preserveMomentum, hard and instant are not modelled")
  }
}

extension SpringEngineName {
  /// svelte/motion's `spring` (the `Spring` class and the legacy store).
  public static let svelte = SpringEngineName(declaring: "svelte")
}
