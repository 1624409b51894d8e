import AnimationMath
import Foundation
import GSLOracle
import TestSupport
import Testing

/// The closed-form JS decays against GSL at the engines' own times: the exponential
/// phases (motion and popmotion `x = target − A·e^(−t/τ)`, react-spring's
/// `x₀ + v₀/(1 − d)·(1 − e^(−(1 − d)t))`) against GSLDecayOracle's rk8pd on x'' = −k·x',
/// and the bound springs (k 500, c 10, m 1 by default) against GSLSpringOracle from the
/// hand-off state. Every hand-off is checked for position and velocity continuity and for
/// the frame it happens on, each derived here from GSL's states, not from the engine.
@Suite("JS decay engines against GSL at their own times")
struct DecayJSVsGSLTests {
  /// GSL rk8pd at 1e-13 per step.
  static let gslTolerance = 1e-13
  /// Exponential phases: measured ≤ 1.4e-15 of the travel; 1e-14 leaves room for libm.
  static let decayAgreement = 1e-14
  /// Bound springs from the hand-off state: measured ≤ 9.6e-15 of max(|x₀ − to|, |v₀|/ω₀);
  /// the closed form's sin/cos and GSL's steps differ at that level.
  static let springAgreement = 1e-13
  /// The hand-off state against GSL (position at the switch, and the backward difference
  /// of two GSL positions 5 ms apart, which loses ~|x|·ε/5 ms ≈ 1e-9 units/s): 1e-8.
  static let handOffAgreement = 1e-8

  struct Case: Sendable, CustomTestStringConvertible {
    let engine: DecayEngineName
    let velocity: Double
    let parameters: String
    let bounds: (Double, Double)?
    var testDescription: String {
      "\(engine.rawValue) v \(velocity) \(parameters) bounds \(bounds.map { "\($0.0),\($0.1)" } ?? "none")"
    }
  }

  static let cases: [Case] = [
    Case(engine: .motion, velocity: 3000, parameters: "", bounds: nil),
    Case(engine: .motion, velocity: -1800, parameters: "power=0.6,timeConstant=200", bounds: nil),
    Case(engine: .motion, velocity: 3000, parameters: "", bounds: (0, 2000)),
    Case(engine: .motion, velocity: -2500, parameters: "", bounds: (-1500, 0)),
    Case(engine: .motion, velocity: 3000, parameters: "snapTo=500", bounds: (0, 2000)),
    Case(
      engine: .motion, velocity: 1200, parameters: "bounceStiffness=300,bounceDamping=30", bounds: (-.infinity, 500)),
    Case(engine: .popmotion, velocity: 3000, parameters: "", bounds: nil),
    Case(engine: .popmotion, velocity: -900, parameters: "timeConstant=200", bounds: nil),
    Case(engine: .popmotionInertia, velocity: 3000, parameters: "", bounds: nil),
    Case(engine: .popmotionInertia, velocity: 3000, parameters: "", bounds: (0, 2000)),
    Case(engine: .popmotionInertia, velocity: -2500, parameters: "", bounds: (-1500, 0)),
    Case(
      engine: .popmotionInertia, velocity: 2000, parameters: "bounceStiffness=200,bounceDamping=5",
      bounds: (-.infinity, 800)),
    Case(engine: .reactSpring, velocity: 3000, parameters: "", bounds: nil),
    Case(engine: .reactSpring, velocity: -1500, parameters: "deceleration=0.995", bounds: nil),
  ]

  /// 60 Hz, 120 Hz and a seeded jittery 60 Hz trace with dropped frames, to 12 s.
  static func schedules() throws -> [(String, FrameSchedule, [Double])] {
    let seed: UInt64 = 0xDECA_0015
    var rng = SplitMix64(seed: seed)
    var times: [Double] = []
    var t = 0.0
    while t < 12 {
      t += (1.0 / 60) * (rng.uniform(0...1) < 0.1 ? 2 : 1) + rng.uniform(-0.002...0.002)
      times.append(t)
    }
    let sixty = (1...720).map { Double($0) / 60 }
    let oneTwenty = (1...1440).map { Double($0) / 120 }
    return [
      ("60 Hz", try FrameSchedule(framesPerSecond: 60, horizon: 12), sixty),
      ("120 Hz", try FrameSchedule(framesPerSecond: 120, horizon: 12), oneTwenty),
      ("jitter (seed \(seed))", try FrameSchedule(times: times), times),
    ]
  }

  static let decayOracle = GSLDecayOracle(absoluteTolerance: gslTolerance, relativeTolerance: gslTolerance)
  static let springOracle = GSLSpringOracle(absoluteTolerance: gslTolerance, relativeTolerance: gslTolerance)

  /// The exponential each engine's decay phase is, from the sources' rules (written out
  /// here): (rate k in 1/s, x₀, v₀ in units/s, target or nil).
  static func exponential(_ c: Case, _ configuration: EngineConfiguration) throws -> (
    rate: Double, velocity: Double, target: Double?
  ) {
    func number(_ key: String, _ fallback: Double) throws -> Double { try configuration.number(key) ?? fallback }
    switch c.engine {
    case .motion, .popmotion, .popmotionInertia:
      let tau = try number("timeConstant", c.engine == .motion ? 325 : c.engine == .popmotion ? 350 : 750)
      let ideal = try number("power", 0.8) * c.velocity
      let snap = try configuration.number("snapTo")
      let target = snap.map { ($0 * (ideal / $0 + 0.5).rounded(.down)) } ?? ideal
      // x = target − A·e^(−t/τ): the drag ODE with k = 1000/τ and v₀ = A·k.
      return (1000 / tau, target * 1000 / tau, target)
    case .reactSpring:
      return ((1 - (try number("deceleration", 0.998))) * 1000, c.velocity, nil)
    default:
      preconditionFailure("not a closed-form decay")
    }
  }

  @Test("decay phases, bound springs and hand-offs agree with GSL", arguments: cases)
  func agreesWithGSL(_ c: Case) throws {
    let configuration =
      c.parameters.isEmpty ? EngineConfiguration.empty : try EngineConfiguration(parsing: c.parameters)
    let bounds = try c.bounds.map { try DecayBounds(lower: $0.0, upper: $0.1) } ?? .unbounded
    let (rate, v0, target) = try Self.exponential(c, configuration)
    let travel = abs(v0) / rate
    let stiffness = try configuration.number("bounceStiffness") ?? 500
    let damping = try configuration.number("bounceDamping") ?? 10
    var decayFrames = 0
    var springFrames = 0
    var snapped = 0
    var worstDecay = 0.0
    var worstSpring = 0.0
    for (label, schedule, hostTimes) in try Self.schedules() {
      let run = try c.engine.run(
        DecayRequest(from: 0, initialVelocity: c.velocity, bounds: bounds, configuration: configuration),
        schedule: schedule)
      let context = "\(c.testDescription) \(label)"
      #expect(run.completed, "\(context) did not stop")
      let switchIndex = run.handOff?.frameIndex ?? run.frames.count
      // The decay phase (the start row excluded: its velocity is the slope at 0).
      let decay = Array(run.frames[1..<switchIndex])
      let moving = decay.filter { $0.velocity != 0 }
      let states = try Self.decayOracle.states(
        rate: rate, from: 0, initialVelocity: v0, times: moving.map { $0.engineTime! })
      for (frame, state) in zip(moving, states) {
        worstDecay = max(worstDecay, abs(frame.value - state.position) / travel)
        expectClose(
          frame.value, state.position, absolute: Self.decayAgreement * travel, "\(context) t \(frame.hostTime)")
        expectClose(
          frame.velocity!, state.velocity, absolute: Self.decayAgreement * abs(v0), "\(context) v t \(frame.hostTime)")
      }
      decayFrames += moving.count
      // Frames after the decay's rest test: exactly the target (a structural copy), speed 0.
      for frame in decay where frame.velocity == 0 {
        #expect(target != nil && frame.value == target!, "\(context) snapped frame (react-spring never snaps)")
        snapped += 1
      }
      if c.engine == .reactSpring {
        // Not snapped: the last frame is the curve, and moved ≤ 0.005 from the one before.
        let n = run.frames.count
        #expect(abs(run.frames[n - 1].value - run.frames[n - 2].value) <= 0.005)
      }
      guard let handOff = run.handOff else {
        if let target, !bounds.contains(target) {
          Issue.record("\(context): the target is outside the bounds but no hand-off")
        }
        continue
      }
      let bound = handOff.target!
      // The frame and the state of the switch, found from GSL's curve.
      switch c.engine {
      case .motion:
        // The probe: the first multiple of 50 ms whose GSL position is past a bound.
        let grid = (0...400).map { Double($0) * 0.05 }
        let probe = try Self.decayOracle.states(rate: rate, from: 0, initialVelocity: v0, times: grid)
        let hit = try #require(probe.firstIndex { !bounds.contains($0.position) })
        let tb = grid[hit]
        #expect(abs(handOff.time - tb) < 1e-12, "\(context) switch time")
        let pair = try Self.decayOracle.states(
          rate: rate, from: 0, initialVelocity: v0, times: [tb, max(tb - 0.005, 0)])
        expectClose(handOff.value, pair[0].position, absolute: Self.handOffAgreement, "\(context) switch position")
        expectClose(
          handOff.velocity, (pair[0].position - pair[1].position) / 0.005, absolute: Self.handOffAgreement,
          "\(context) 5 ms difference")
        let expectedIndex = 1 + hostTimes.firstIndex { ($0 * 1000 + 0.5).rounded(.down) >= tb * 1000 - 1e-9 }!
        #expect(handOff.frameIndex == expectedIndex, "\(context) hand-off frame")
        print(
          "\(context): switch at \(tb) s, backward-difference velocity \(handOff.velocity) vs the curve's \(pair[0].velocity)"
        )
      case .popmotionInertia:
        let previous = run.frames[handOff.frameIndex - 1]
        let before = run.frames[handOff.frameIndex - 2]
        #expect(previous.value == handOff.value, "\(context) the spring starts on the crossing frame's value")
        #expect(!bounds.contains(previous.value) && bounds.contains(before.value))
        let delta =
          handOff.frameIndex - 1 == 1
          ? 1000.0 / 60 : min(max((previous.hostTime - before.hostTime) * 1000, 1), 40)
        let expected = handOff.frameIndex - 1 == 1 ? 0 : (previous.value - before.value) * 1000 / delta
        expectClose(
          handOff.velocity, expected, absolute: Self.handOffAgreement * max(1, abs(expected)),
          "\(context) frame-difference velocity")
        let crossing = try Self.decayOracle.states(
          rate: rate, from: 0, initialVelocity: v0, times: [previous.engineTime!])[0]
        expectClose(
          handOff.value, crossing.position, absolute: Self.decayAgreement * travel, "\(context) switch position")
      default:
        Issue.record("\(context): unexpected hand-off")
      }
      // The spring phase from the hand-off state, to its rest test.
      let spring = try SpringParameters(mass: 1, stiffness: stiffness, damping: damping)
      let springFramesHere = run.frames[handOff.frameIndex...].filter { !($0.velocity == 0 && $0.value == bound) }
      let springTimes = springFramesHere.map { c.engine == .motion ? $0.engineTime! - handOff.time : $0.engineTime! }
      let springStates = try Self.springOracle.states(
        parameters: spring, from: handOff.value, to: bound, initialVelocity: handOff.velocity,
        times: springTimes.map { max($0, 0) })
      let scale = max(abs(handOff.value - bound), abs(handOff.velocity) / spring.naturalFrequency)
      for (frame, state) in zip(springFramesHere, springStates) {
        worstSpring = max(worstSpring, abs(frame.value - state.position) / scale)
        expectClose(
          frame.value, state.position, absolute: Self.springAgreement * scale, "\(context) spring t \(frame.hostTime)")
        expectClose(
          frame.velocity!, state.velocity, absolute: Self.springAgreement * scale * spring.naturalFrequency,
          "\(context) spring v t \(frame.hostTime)")
      }
      springFrames += springFramesHere.count
      #expect(run.finalValue == bound || c.engine == .motion, "\(context) rests on the bound")
    }
    print(
      "\(c.testDescription): \(decayFrames) decay frames (worst \(worstDecay) of the travel), \(snapped) snapped, \(springFrames) spring frames (worst \(worstSpring))"
    )
    #expect(decayFrames > 30)
    if c.bounds != nil, c.engine != .reactSpring, let target, !bounds.contains(target) { #expect(springFrames > 30) }
  }
}
