/// popmotion 11 `inertia()`: its decay with its own defaults, checked on every frame
/// against the bound nearest the projected target, then a new `animate()` spring.
///
/// Read (facts only, no code copied) in Popmotion/popmotion
/// @ adf681efd8568ada018ce68082dbd585f25c4c7d:
/// - `packages/popmotion/src/animations/inertia.ts`: defaults power 0.8, timeConstant
///   750 ms, bounceStiffness 500, bounceDamping 10, restDelta 1 (passed to the decay and to
///   the spring); a start outside [min, max] is at once a spring from `from` to the nearest
///   bound **with the fling's velocity**; otherwise the decay runs (``PopmotionDecayEngine``
///   rules) and, only when the projected target (power·v + from, through modifyTarget) is
///   outside the bounds, each frame's value is checked against the bound nearest that
///   target: the first frame past it (strictly) starts a spring from that frame's value to
///   the bound with velocity `velocityPerSecond(v − previous v, frame delta)`, the frame
///   delta being framesync's (`getFrameData().delta`). On the first frame there is no
///   previous value (`v − undefined` is NaN), and the spring takes a NaN velocity as 0
///   (`velocity ? −velocity/1000 : 0` in `generators/spring.ts`);
/// - `generators/spring.ts`: mass 1, restSpeed 2 units/s (inertia passes none); done when
///   |v| ≤ restSpeed (the analytic velocity for ζ < 1, 0 for ζ ≥ 1, whose `resolveVelocity`
///   is not set) and |to − x| ≤ restDelta, then the value is `to`;
/// - framesync (`packages/framesync/src/index.ts`, `create-render-step.ts`): the spring,
///   started inside the frame's update step, is scheduled for the next frame (not
///   `immediate`), and the loop keeps running, so its first update is the next frame with
///   that frame's clamped delta (``FramesyncClock``). The frame that found the crossing
///   shows the decay value past the bound.
///
/// The velocity column is the active phase's analytic velocity (units/s), 0 once done.
/// The hand-off frame is the spring's first frame; its time the crossing frame's.
public struct PopmotionInertiaDecayEngine: DecayEngine {
  /// `popmotion-inertia`.
  public static let name = DecayEngineName.popmotionInertia
  /// The line help prints.
  public static let summary: String? =
    "inertia(): τ 750 ms on framesync; the first frame past the bound starts a spring (k 500, c 10)."
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `power`.
    public static let power = EngineConfigurationKey("power", "amplitude = power·velocity (default 0.8)")
    /// `timeConstant`.
    public static let timeConstant = EngineConfigurationKey("timeConstant", "τ in ms (default 750)")
    /// `bounceStiffness`.
    public static let bounceStiffness = EngineConfigurationKey(
      "bounceStiffness", "the bound spring's stiffness (default 500)")
    /// `bounceDamping`.
    public static let bounceDamping = EngineConfigurationKey("bounceDamping", "the bound spring's damping (default 10)")
    /// `restDelta`.
    public static let restDelta = EngineConfigurationKey(
      "restDelta", "decay and spring rest distance, units (default 1)")
    /// `snapTo`.
    public static let snapTo = EngineConfigurationKey(
      "snapTo", "modifyTarget: round the ideal target to a multiple of this, units")
  }
  /// inertia's options.
  public static let configurationKeys = [
    Key.power, Key.timeConstant, Key.bounceStiffness, Key.bounceDamping, Key.restDelta, Key.snapTo,
  ]
  /// `--time-constant` (s → ms), `--snap-to`.
  public static let settingKeys: [DecaySetting: DecaySettingKey] = [
    .timeConstant: DecaySettingKey(Key.timeConstant, scale: 1000),
    .snapTo: DecaySettingKey(Key.snapTo),
  ]
  /// The spring's rest speed (popmotion's default; inertia passes none), units/s.
  static let springRestSpeed = 2.0

  /// A popmotion spring generator from one state (times in ms since its start).
  struct BounceSpring: Sendable {
    let spring: SpringParameters
    let solution: SpringSolution
    let restDelta: Double

    /// `next(t)`: value, done, analytic velocity (units/s).
    func next(_ t: Double) -> (value: Double, done: Bool, velocity: Double) {
      var state = solution.state(at: t / 1000)
      if let capped = JSEngineSupport.framerCappedOverdamped(
        spring, from: solution.from, to: solution.to, initialVelocity: solution.initialVelocity, milliseconds: t)
      {
        state = SpringState(position: capped.position, velocity: capped.velocity)
      }
      let speed = spring.dampingRatio < 1 ? state.velocity : 0
      let done =
        abs(speed) <= PopmotionInertiaDecayEngine.springRestSpeed && abs(solution.to - state.position) <= restDelta
      return (done ? solution.to : state.position, done, done ? 0 : state.velocity)
    }
  }

  private enum Phase: Sendable {
    case decay
    case spring(BounceSpring, elapsed: Double)
  }

  /// τ, ms.
  public let timeConstant: Double
  /// restDelta, units.
  public let restDelta: Double
  /// The (snapped) projected target.
  public let target: Double
  /// A, units.
  let amplitude: Double
  /// The bound checked each frame (nearest the target), when the target is outside the bounds.
  let checkedBoundary: Double?
  /// −1 when the checked bound is the lower one (`boundary === min`, so also when
  /// min = max), else +1: the crossing is v < boundary or v > boundary.
  public let heading: Double
  private let spring: SpringParameters
  private var phase: Phase = .decay
  private var clock = FramesyncClock()
  private var elapsed = 0.0
  private var current: Double?
  private var framesRendered = 0
  private let start: EngineFrame
  /// The spring hand-off, once it happened.
  public private(set) var handOff: DecayHandOff?
  /// True once the active animation is done.
  public private(set) var isComplete = false

  /// Resolves inertia's options; a start outside the bounds is the spring at once.
  public init(_ request: DecayRequest) throws(EngineError) {
    try request.validate(allowsStartOutsideBounds: true)
    try request.configuration.requireKnown(Self.configurationKeys, by: .decay(Self.name))
    (timeConstant, restDelta, target, amplitude) = try PopmotionDecayEngine.resolve(
      request, defaultTimeConstant: 750, defaultRestDelta: 1)
    let stiffness = try request.positive(Key.bounceStiffness, default: 500)
    let damping = try request.configuration.number(Key.bounceDamping) ?? 10
    spring = try JSEngineSupport.spring(mass: 1, stiffness: stiffness, damping: damping)
    let bounds = request.bounds
    func nearest(_ v: Double) -> Double {
      if bounds.lower == -.infinity { return bounds.upper }
      if bounds.upper == .infinity { return bounds.lower }
      return abs(bounds.lower - v) < abs(bounds.upper - v) ? bounds.lower : bounds.upper
    }
    if !bounds.contains(request.from) {
      checkedBoundary = nil
      heading = 0
      let bounce = BounceSpring(
        spring: spring,
        solution: try JSEngineSupport.solution(
          spring, from: request.from, to: nearest(request.from), initialVelocity: request.initialVelocity),
        restDelta: restDelta)
      phase = .spring(bounce, elapsed: 0)
      start = EngineFrame(hostTime: 0, engineTime: 0, value: request.from, velocity: request.initialVelocity)
      handOff = DecayHandOff(
        frameIndex: 0, time: 0, value: request.from, velocity: request.initialVelocity, target: bounce.solution.to,
        phase: "animate spring (bounceStiffness \(stiffness), bounceDamping \(damping))")
      return
    }
    checkedBoundary = bounds.contains(target) ? nil : nearest(target)
    heading = checkedBoundary == bounds.lower ? -1 : 1
    start = EngineFrame(hostTime: 0, engineTime: 0, value: request.from, velocity: amplitude / timeConstant * 1000)
  }

  /// from, with the decay's slope A/τ (or the fling velocity for a start outside).
  public var startFrame: EngineFrame { start }

  /// The (snapped) target.
  public var modelRestPosition: Double? { target }

  /// One framesync frame.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let delta = clock.delta(at: hostTime)
    return advance(delta: delta, frameDataDelta: delta, hostTime: hostTime)
  }

  /// One driver update of `delta` ms, with framesync's `getFrameData().delta` =
  /// `frameDataDelta` ms for the crossing velocity (the same under framesync; popmotion's
  /// own tests drive `update` by hand while framesync's frame delta stays 0).
  mutating func advance(delta: Double, frameDataDelta: Double, hostTime: Double) -> EngineFrame {
    framesRendered += 1
    switch phase {
    case .spring(let bounce, let springElapsed):
      let t = springElapsed + delta
      phase = .spring(bounce, elapsed: t)
      let state = bounce.next(t)
      isComplete = state.done
      return EngineFrame(hostTime: hostTime, engineTime: t / 1000, value: state.value, velocity: state.velocity)
    case .decay:
      elapsed += delta
      let offset = -amplitude * Libm.exp(-elapsed / timeConstant)
      let done = !(offset > restDelta || offset < -restDelta)
      let value = done ? target : target + offset
      let velocity = done ? 0 : -offset / timeConstant * 1000
      isComplete = done
      if let boundary = checkedBoundary {
        let previous = current
        current = value
        // No previous value on the first frame: NaN in the source, taken as 0 by the spring.
        // `velocityPerSecond` is 0 for a zero frame delta.
        let frameVelocity = previous.map { frameDataDelta != 0 ? (value - $0) * (1000 / frameDataDelta) : 0 } ?? 0
        if (heading == 1 && value > boundary) || (heading == -1 && value < boundary),
          let solution = try? SpringSolution(
            parameters: spring, from: value, to: boundary, initialVelocity: frameVelocity)
        {
          // The spring is valid (checked in init) and the state finite, so `try?` only
          // guards the impossible.
          phase = .spring(BounceSpring(spring: spring, solution: solution, restDelta: restDelta), elapsed: 0)
          isComplete = false
          handOff = DecayHandOff(
            frameIndex: framesRendered + 1, time: hostTime, value: value, velocity: frameVelocity, target: boundary,
            phase: "animate spring (bounceStiffness \(spring.stiffness), bounceDamping \(spring.damping))")
        }
      }
      return EngineFrame(hostTime: hostTime, engineTime: elapsed / 1000, value: value, velocity: velocity)
    }
  }
}

extension DecayEngineName {
  /// popmotion's `inertia()` with its own defaults.
  public static let popmotionInertia = DecayEngineName(declaring: "popmotion-inertia")
}
