/// motion (framer-motion) `type: "inertia"` played by `JSAnimation`: the inertia generator
/// (``MotionInertiaGenerator``) on motion's clock, with its 50 ms duration probe.
///
/// Read (facts only, no code copied) in motiondivision/motion v13.1.1
/// @ 1b037b0032578b52af94b06ff3920bfa0aaa5e36:
/// - `generators/inertia.ts`: defaults power 0.8, timeConstant 325 ms, bounceStiffness 500,
///   bounceDamping 10, restDelta 0.5, restSpeed unset (the spring's default: 2 units/s, or
///   0.01 when the spring's travel is < 5);
/// - `animation/JSAnimation.ts`: inertia has no duration of its own
///   (`calculatedDuration: null`), so the constructor runs `calcGeneratorDuration`
///   (`generators/utils/calc-duration.ts`) on the very generator it will play: `next(0)`,
///   `next(50)`, … until done, at most 20 000 ms. Because the generator is stateful, the
///   bound crossing is found by that probe, on the 50 ms grid: the spring takes over at
///   the first multiple of 50 ms whose friction value is past the bound, and frames
///   between the true crossing and that time show the friction curve past the bound;
/// - each frame plays `next(round(timestamp − startTime))` (generator time in whole ms,
///   as ``MotionSpringAnimation``: `startTime` is host time 0) and the animation finishes on
///   the first frame with that time ≥ the probed duration; for inertia the value shown
///   then is the generator's own (not replaced by a final keyframe).
///
/// `snapTo` models `modifyTarget` as `Math.round(ideal/snapTo)·snapTo`. The velocity column
/// is the active phase's analytic velocity (friction: A/τ·e^(−t/τ), which starts at
/// power·v/τ, not v; spring: its closed-form velocity), 0 once done. The hand-off is the
/// spring: its time is the probe's grid time, its frame the first frame at or after it.
public struct MotionDecayEngine: DecayEngine {
  /// `motion`.
  public static let name = DecayEngineName.motion
  /// The line help prints.
  public static let summary: String? =
    "inertia: target − A·e^(−t/τ) at round(ms); the bound found on the 50 ms probe grid, then a spring (k 500, c 10)."
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `power`.
    public static let power = EngineConfigurationKey("power", "amplitude = power·velocity (default 0.8)")
    /// `timeConstant`.
    public static let timeConstant = EngineConfigurationKey("timeConstant", "τ in ms (default 325)")
    /// `bounceStiffness`.
    public static let bounceStiffness = EngineConfigurationKey(
      "bounceStiffness", "the bound spring's stiffness (default 500)")
    /// `bounceDamping`.
    public static let bounceDamping = EngineConfigurationKey("bounceDamping", "the bound spring's damping (default 10)")
    /// `restDelta`.
    public static let restDelta = EngineConfigurationKey(
      "restDelta", "done when |A·e^(−t/τ)| ≤ this, units; passed to the spring (default 0.5)")
    /// `restSpeed`.
    public static let restSpeed = EngineConfigurationKey(
      "restSpeed", "the bound spring's rest speed, units/s (default 2, 0.01 when its travel < 5)")
    /// `snapTo`.
    public static let snapTo = EngineConfigurationKey(
      "snapTo", "modifyTarget: round the ideal target to a multiple of this, units")
  }
  /// inertia's options, in motion's units.
  public static let configurationKeys = [
    Key.power, Key.timeConstant, Key.bounceStiffness, Key.bounceDamping, Key.restDelta, Key.restSpeed, Key.snapTo,
  ]
  /// `--time-constant` (s → ms), `--snap-to`, `--rest-speed`.
  public static let settingKeys: [DecaySetting: DecaySettingKey] = [
    .timeConstant: DecaySettingKey(Key.timeConstant, scale: 1000),
    .snapTo: DecaySettingKey(Key.snapTo),
    .restSpeed: DecaySettingKey(Key.restSpeed),
  ]

  /// The generator after the duration probe.
  private(set) var generator: MotionInertiaGenerator
  /// The probed duration, ms (∞ when not done within 20 s).
  package let calculatedDuration: Double
  private let start: EngineFrame
  private var framesRendered = 0
  /// The spring hand-off, once a frame has shown the spring.
  public private(set) var handOff: DecayHandOff?
  /// True once the animation has finished.
  public private(set) var isComplete = false

  /// Resolves inertia's options and runs the duration probe (motion 13's bound spring).
  public init(_ request: DecayRequest) throws(EngineError) { try self.init(request, version: .v13) }

  /// Resolves inertia's options with `version`'s spring generator for the bound spring.
  init(_ request: DecayRequest, version: MotionSpringAnimation.Version) throws(EngineError) {
    try request.validate(allowsStartOutsideBounds: true)
    try request.configuration.requireKnown(Self.configurationKeys, by: .decay(Self.name))
    let config = request.configuration
    let power = try config.number(Key.power) ?? 0.8
    guard power.isFinite else {
      throw .invalidValue(key: Key.power.name, value: "\(power)", accepted: "a finite number")
    }
    let timeConstant = try request.positive(Key.timeConstant, default: 325)
    let stiffness = try request.positive(Key.bounceStiffness, default: 500)
    let damping = try config.number(Key.bounceDamping) ?? 10
    let restDelta = try config.number(Key.restDelta) ?? 0.5
    let restSpeed = try config.number(Key.restSpeed)
    for (key, value) in [(Key.bounceDamping, damping), (Key.restDelta, restDelta), (Key.restSpeed, restSpeed ?? 0)]
    where !(value >= 0) {
      throw .invalidValue(key: key.name, value: "\(value)", accepted: "a finite number ≥ 0")
    }
    // The spring is built on a crossing; its parameters are checked here, once.
    _ = try JSEngineSupport.spring(mass: 1, stiffness: stiffness, damping: damping)
    let snapTo = try config.number(Key.snapTo)
    if let snapTo, !(snapTo > 0) {
      throw .invalidValue(key: Key.snapTo.name, value: "\(snapTo)", accepted: "a finite number > 0")
    }
    let options = MotionInertiaGenerator.Options(
      power: power, timeConstant: timeConstant, bounceStiffness: stiffness, bounceDamping: damping,
      restDelta: restDelta, restSpeed: restSpeed, snapTo: snapTo, bounds: request.bounds, version: version)
    var generator = MotionInertiaGenerator(origin: request.from, velocity: request.initialVelocity, options: options)
    let startVelocity = generator.spring != nil ? 0 : generator.frictionVelocity(0)
    calculatedDuration = generator.probeDuration()
    self.generator = generator
    start = EngineFrame(hostTime: 0, engineTime: 0, value: request.from, velocity: startVelocity)
    if generator.timeReachedBoundary == 0 { recordHandOff(frameIndex: 0) }
  }

  /// The origin, with the friction's slope at 0 (or 0 for a start outside the bounds).
  public var startFrame: EngineFrame { start }

  /// The (snapped) target.
  public var modelRestPosition: Double? { generator.target }

  private mutating func recordHandOff(frameIndex: Int) {
    guard let time = generator.timeReachedBoundary, let spring = generator.spring else { return }
    handOff = DecayHandOff(
      frameIndex: frameIndex, time: time / 1000, value: spring.solution.from, velocity: generator.springVelocity,
      target: spring.target,
      phase: "spring (bounceStiffness \(spring.spring.stiffness), bounceDamping \(spring.spring.damping))")
  }

  /// One frame: `next(round(1000·hostTime))`.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    framesRendered += 1
    let t = JSEngineSupport.jsRound(EngineClock.milliseconds(hostTime))
    let state = generator.next(t)
    if handOff == nil, let reached = generator.timeReachedBoundary, t >= reached {
      recordHandOff(frameIndex: framesRendered)
    }
    isComplete = t >= calculatedDuration
    return EngineFrame(hostTime: hostTime, engineTime: t / 1000, value: state.value, velocity: state.velocity)
  }
}

extension DecayEngineName {
  /// motion (framer-motion) `inertia` under JSAnimation, with its 50 ms probe.
  public static let motion = DecayEngineName(declaring: "motion")
}
