/// motion (framer-motion): a spring transition played by `JSAnimation`, in one major
/// version of its spring generator; ``MotionEngine`` is motion 13 (`motion`),
/// ``Motion12Engine`` framer-motion 12 (`motion@12`).
///
/// Sources: motiondivision/motion v13.1.1 @ 1b037b0032578b52af94b06ff3920bfa0aaa5e36,
/// `packages/motion-dom/src/animation/generators/spring.ts`, and v12.23.0
/// @ a373936bc35696ea3f7335d58aaa6b0be71a1fb7,
/// `packages/motion-dom/src/animation/generators/spring/index.ts`, `generators/utils/velocity.ts`;
/// both with `packages/motion-dom/src/animation/generators/utils/calc-duration.ts`,
/// `packages/motion-dom/src/animation/JSAnimation.ts`, `packages/motion-dom/src/value/index.ts`.
/// The rules are those of ``MotionSpringAnimation`` with the version's generator:
/// - v13: the rest test uses the analytic velocity, and duration/bounce springs ignore the
///   initial velocity (both in the solve and in the motion);
/// - v12: the rest test uses a 5 ms backward difference of the curve for ζ < 1 and a zero
///   velocity for ζ ≥ 1, and duration/bounce springs keep the initial velocity (findSpring
///   is given −v/1000).
///
/// Keys (`--engine-params`): `stiffness`, `damping`, `mass`, `velocity` (units/s),
/// `duration` (ms), `bounce`, `visualDuration` (s), `restSpeed`, `restDelta`.
/// Not modelled: keyframes, repeat, delay, playback speed, WAAPI acceleration, and the
/// over-damped argument cap of 300 (irrelevant until the motion is below e^(−300)).
public struct MotionSpringEngine<Version: MotionMajorVersion>: SpringEngine {
  /// `motion` (v13) or `motion@12`.
  public static var name: SpringEngineName { Version.major == 12 ? .motion12 : .motion }
  /// motion's spring keys (the same in every version).
  public static var configurationKeys: [EngineConfigurationKey] { MotionSpringAnimation.configurationKeys }
  /// `--rest-delta`, `--rest-speed`.
  public static var supportedSettings: Set<EngineSetting> { MotionSpringAnimation.supportedSettings }

  private var animation: MotionSpringAnimation
  private let start: EngineFrame
  /// True once the animation has finished.
  public private(set) var isComplete = false
  /// A follow target waiting for the next frame to be drawn.
  private var pendingFollowTarget: Double?

  /// Resolves the transition as this version of motion does.
  public init(_ request: SpringEngineRequest) throws(EngineError) {
    animation = try MotionSpringAnimation.resolve(
      request, version: Version.major == 12 ? .v12 : .v13, engine: Self.name)
    start = EngineFrame(hostTime: 0, engineTime: 0, value: request.from, velocity: request.initialVelocity)
  }

  /// The spring this version runs when `configuration`'s own keys define it (`stiffness`,
  /// `damping`, `mass`, `visualDuration`, or `duration`/`bounce` through `findSpring`,
  /// which never refuses: 11 Newton steps, and k 100, c 10 when the root is NaN); nil when
  /// no such key is given and the request's spring would run. `initialVelocity` (units/s)
  /// matters only to framer-motion 12's `findSpring`, which is given −v/1000; motion 13
  /// solves with 0.
  public static func configuredSpring(_ configuration: EngineConfiguration, initialVelocity: Double)
    throws(EngineError) -> SpringParameters?
  {
    typealias Key = MotionSpringAnimation.Key
    let keys = [Key.stiffness, Key.damping, Key.mass, Key.duration, Key.bounce, Key.visualDuration]
    guard keys.contains(where: { configuration.text($0) != nil }) else { return nil }
    let placeholder = try JSEngineSupport.spring(mass: 1, stiffness: 100, damping: 10)
    let ownVelocity = configuration.text(Key.velocity) != nil
    let request = try SpringEngineRequest(
      spring: placeholder, from: 0, to: 1, initialVelocity: ownVelocity ? 0 : initialVelocity,
      configuration: configuration)
    return try MotionSpringAnimation.resolve(
      request, version: Version.major == 12 ? .v12 : .v13, engine: Self.name
    ).spring
  }

  /// The start state.
  public var startFrame: EngineFrame { start }

  /// The frame at `hostTime` (performance.now() = 1000·t ms).
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let milliseconds = EngineClock.milliseconds(hostTime)
    let frame = animation.frame(milliseconds: milliseconds)
    isComplete = frame.finished
    if let target = pendingFollowTarget {
      // The spring was valid and the state finite, so the new one is valid too.
      try? animation.followRestart(to: target, atMilliseconds: milliseconds)
      pendingFollowTarget = nil
      isComplete = false
    }
    return EngineFrame(hostTime: hostTime, engineTime: frame.time, value: frame.value, velocity: frame.velocity)
  }

  /// A new animation from the value on screen with the MotionValue velocity.
  public mutating func retarget(to target: Double, at hostTime: Double) {
    // The spring was valid and the state finite, so the new one is valid too.
    try? animation.retarget(to: target, atMilliseconds: EngineClock.milliseconds(hostTime))
    isComplete = false
  }

  /// motion's follow: the restart is scheduled after the next frame is drawn (that frame
  /// still shows the old animation); several targets before it restart once, to the last.
  public mutating func follow(to target: Double, at hostTime: Double) {
    pendingFollowTarget = target
    isComplete = false
  }

  /// The generator of the current animation at `t` whole ms since its start: the value it
  /// returns (the target once done) and whether it is done (`spring(…).next(t)`).
  public func generator(atMilliseconds t: Double) -> (value: Double, done: Bool) { animation.next(t) }

  /// `calcGeneratorDuration` (or the duration of a duration spring), ms; ∞ when the
  /// generator is not done within 20 s.
  package var calculatedDuration: Double { animation.calculatedDuration }

  /// The resolved spring and thresholds.
  public var engineDescription: EngineDescription {
    animation.describe(
      engine: Self.name,
      source: Version.major == 12
        ? "framer-motion 12.23.0 @ a373936, packages/motion-dom/src/animation/generators/spring/index.ts, JSAnimation.ts"
        : "motion 13.1.1 @ 1b037b0, packages/motion-dom/src/animation/generators/spring.ts, JSAnimation.ts",
      limitations: "keyframes, repeat, delay, speed and WAAPI are not modelled")
  }
}

/// motion 13 (motion.dev), the engine named `motion`.
public typealias MotionEngine = MotionSpringEngine<Motion13>

/// framer-motion 12, the engine named `motion@12`.
public typealias Motion12Engine = MotionSpringEngine<Motion12>

extension SpringEngineName {
  /// motion 13.
  public static let motion = SpringEngineName(declaring: "motion")
  /// framer-motion 12.
  public static let motion12 = SpringEngineName(declaring: "motion@12")
}
