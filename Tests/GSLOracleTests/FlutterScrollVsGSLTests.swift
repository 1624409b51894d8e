import AnimationMath
import Foundation
import GSLOracle
import TestSupport
import Testing

/// The spring-back engines (`flutter-bouncing`, `uikit`, and `flutter`'s release out of
/// range) against GSL's ODE solvers at the engines' own times: the friction phase against
/// GSLDecayOracle on the drag ODE, the spring phase against GSLSpringOracle on
/// m·x'' + c·x' + k·(x − bound) = 0 from the hand-off state, and at every hand-off the ODE's
/// state at the hand-off time against the recorded value and velocity, and the frame it lands on.
@Suite("Flutter and UIKit spring-backs against GSL")
struct FlutterScrollVsGSLTests {
  /// GSL rk8pd at 1e-13 per step.
  static let gslTolerance = 1e-13
  /// The friction phase: the closed form against rk8pd, measured within 4.6e-16 of the
  /// travel (as flutter-friction in DecayVsGSLTests); 1e-14 leaves room for libm.
  static let frictionAgreement = 1e-14
  /// The spring phase: closed form (pow(e, ·), Flutter; exp, the demo) against rk8pd
  /// from the same start, measured within 2.3e-15 of the spring's scale; 1e-13 leaves room
  /// for the e^(rτ) evaluations at τ up to a few seconds.
  static let springAgreement = 1e-13
  /// The hand-off position: BouncingScrollSimulation starts the spring *at the extent*
  /// after 10 Newton steps of timeAtX, so x(_springTime) may miss the extent by the
  /// Newton residue (measured ≤ 2.0e-12 px here, both engines); UIKit's t_c is exact up to rounding.
  static let handOffPosition = 1e-10
  /// The hand-off velocity against the ODE at the hand-off time, relative to v₀.
  static let handOffVelocity = 1e-12

  static let decayOracle = GSLDecayOracle(absoluteTolerance: gslTolerance, relativeTolerance: gslTolerance)
  static let springOracle = GSLSpringOracle(absoluteTolerance: gslTolerance, relativeTolerance: gslTolerance)

  struct Case: Sendable, CustomTestStringConvertible {
    let engine: DecayEngineName
    let from: Double
    let velocity: Double
    let lower: Double
    let upper: Double
    let parameters: String
    var testDescription: String { "\(engine.rawValue) \(from) v \(velocity) [\(lower),\(upper)] \(parameters)" }
  }

  static let crossings: [Case] = [
    Case(engine: .flutterBouncing, from: 0, velocity: 8000, lower: 0, upper: 2000, parameters: ""),
    Case(engine: .flutterBouncing, from: 1000, velocity: -6000, lower: 0, upper: 2000, parameters: "rate=fast"),
    // The crossing velocity 15995 px/s is capped at maxSpringTransferVelocity 5000.
    Case(engine: .flutterBouncing, from: 0, velocity: 20000, lower: 0, upper: 2000, parameters: ""),
    Case(
      engine: .flutterBouncing, from: 100, velocity: -3000, lower: 0, upper: .infinity, parameters: "devicePixelRatio=1"
    ),
    Case(engine: .uikit, from: 0, velocity: 3000, lower: 0, upper: 1000, parameters: ""),
    Case(engine: .uikit, from: 500, velocity: -8000, lower: 0, upper: 1000, parameters: "decelerationRate=fast"),
    Case(engine: .uikit, from: 0, velocity: 8000, lower: -.infinity, upper: 2000, parameters: "screenScale=2"),
  ]

  static let outside: [Case] = [
    Case(engine: .flutter, from: 2100, velocity: -300, lower: 0, upper: 2000, parameters: ""),
    Case(engine: .flutter, from: -80, velocity: 0, lower: 0, upper: 2000, parameters: "devicePixelRatio=2"),
    Case(engine: .flutterBouncing, from: -80, velocity: 200, lower: 0, upper: 2000, parameters: ""),
    Case(engine: .flutterBouncing, from: 2100, velocity: 0, lower: 0, upper: 2000, parameters: "rate=fast"),
    Case(engine: .uikit, from: -80, velocity: 0, lower: 0, upper: 2000, parameters: ""),
    Case(engine: .uikit, from: 2100, velocity: 400, lower: 0, upper: 2000, parameters: ""),
  ]

  static func schedules() throws -> [(String, FrameSchedule)] {
    let seed: UInt64 = 0xF1A7_7E12
    var rng = SplitMix64(seed: seed)
    var times: [Double] = []
    var t = 0.0
    while t < 12 {
      t += (1.0 / 60) * (rng.uniform(0...1) < 0.1 ? 2 : 1) + rng.uniform(-0.002...0.002)
      times.append(t)
    }
    return [
      ("60 Hz", try FrameSchedule(framesPerSecond: 60, horizon: 12)),
      ("120 Hz", try FrameSchedule(framesPerSecond: 120, horizon: 12)),
      ("uneven (seed \(seed))", try FrameSchedule(times: times)),
    ]
  }

  /// The drag rate k (1/s) and the signed constant deceleration of the decay phase, and the
  /// spring (mass, stiffness, damping), written out from the sources' constants.
  static func model(_ c: Case, _ configuration: EngineConfiguration) throws -> (
    rate: Double, deceleration: Double, spring: SpringParameters
  ) {
    switch c.engine {
    case .uikit:
      let d: Double =
        switch configuration.text("decelerationRate") {
        case nil: 0.998
        case "fast": 0.99
        case let raw?: Double(raw)!
        }
      // Lobanov's demo: mass 1, stiffness 100, ratio 1 → damping 2·√100 = 20.
      return (-1000 * log(d), 0, try SpringParameters(mass: 1, stiffness: 100, damping: 20))
    default:
      let fast = configuration.text("rate") == "fast"
      let (m, k, ratio) = fast ? (0.3, 75.0, 1.3) : (0.5, 100.0, 1.1)
      let a = fast && c.engine == .flutterBouncing ? 1400.0 : 0
      return (
        -log(0.135), c.velocity > 0 ? a : -a,
        try SpringParameters(mass: m, stiffness: k, damping: ratio * 2 * (m * k).squareRoot())
      )
    }
  }

  /// The engine time of a frame: the µs ticker's for Flutter, the host time for uikit.
  static func time(_ frame: EngineFrame) -> Double { frame.engineTime ?? frame.hostTime }

  /// Checks the spring frames `frames` (the snapped stop frame excluded) from the hand-off.
  static func checkSpring(
    _ frames: ArraySlice<EngineFrame>, handOff: DecayHandOff, spring: SpringParameters, context: String
  ) throws -> (count: Int, worst: Double) {
    let target = try #require(handOff.target)
    let taus = frames.map { time($0) - handOff.time }
    let states = try springOracle.states(
      parameters: spring, from: handOff.value, to: target, initialVelocity: handOff.velocity, times: taus)
    let omega = (spring.stiffness / spring.mass).squareRoot()
    let scale = max(abs(handOff.value - target), abs(handOff.velocity) / omega, 1)
    var worst = 0.0
    for (frame, state) in zip(frames, states) {
      worst = max(worst, abs(frame.value - state.position) / scale)
      expectClose(
        frame.value, state.position, absolute: springAgreement * scale, "\(context) spring x at \(frame.hostTime)")
      expectClose(
        frame.velocity!, state.velocity, absolute: springAgreement * scale * omega,
        "\(context) spring v at \(frame.hostTime)")
    }
    return (frames.count, worst)
  }

  @Test("decay, hand-off and spring agree with GSL on every crossing", arguments: crossings)
  func crossing(_ c: Case) throws {
    let configuration =
      c.parameters.isEmpty ? EngineConfiguration.empty : try EngineConfiguration(parsing: c.parameters)
    let (rate, a, spring) = try Self.model(c, configuration)
    var checked = (decay: 0, spring: 0)
    var worst = (decay: 0.0, position: 0.0, spring: 0.0)
    for (label, schedule) in try Self.schedules() {
      let context = "\(c.testDescription) \(label)"
      let run = try c.engine.run(
        DecayRequest(
          from: c.from, initialVelocity: c.velocity, bounds: try DecayBounds(lower: c.lower, upper: c.upper),
          configuration: configuration),
        schedule: schedule)
      #expect(run.completed, "\(context)")
      let handOff = try #require(run.handOff, "\(context)")
      let bound = c.velocity > 0 ? c.upper : c.lower
      #expect(handOff.target == bound && handOff.value == bound, "\(context)")  // exact: the spring starts at the bound
      #expect(run.finalValue == bound, "\(context)")  // exact: the snapped end
      // The frame: the first frame whose engine time is past the hand-off time.
      let index = handOff.frameIndex
      #expect(index >= 1 && index < run.frames.count, "\(context)")
      #expect(Self.time(run.frames[index - 1]) <= handOff.time, "\(context)")
      #expect(Self.time(run.frames[index]) > handOff.time, "\(context)")
      // The decay phase, and the ODE's state at the hand-off time.
      let decayFrames = run.frames[1..<index]
      let times = decayFrames.map(Self.time) + [handOff.time]
      let states = try Self.decayOracle.states(
        rate: rate, deceleration: a, from: c.from, initialVelocity: c.velocity, times: times)
      let travel = abs(c.velocity) / rate
      for (frame, state) in zip(decayFrames, states) {
        worst.decay = max(worst.decay, abs(frame.value - state.position) / travel)
        expectClose(
          frame.value, state.position, absolute: Self.frictionAgreement * travel,
          "\(context) decay at \(frame.hostTime)")
        expectClose(
          frame.velocity!, state.velocity, absolute: Self.frictionAgreement * abs(c.velocity), "\(context) decay v")
      }
      let atHandOff = states.last!
      worst.position = max(worst.position, abs(atHandOff.position - bound))
      expectClose(atHandOff.position, bound, absolute: Self.handOffPosition, "\(context): position continuity")
      if c.engine == .flutterBouncing, atHandOff.velocity > FlutterScrollPhysics.maxSpringTransferVelocity {
        #expect(handOff.velocity == FlutterScrollPhysics.maxSpringTransferVelocity, "\(context): the 5000 cap")
      } else {
        expectClose(
          handOff.velocity, atHandOff.velocity, absolute: Self.handOffVelocity * abs(c.velocity),
          "\(context): velocity continuity")
      }
      checked.decay += decayFrames.count
      let result = try Self.checkSpring(
        run.frames[index..<(run.frames.count - 1)], handOff: handOff, spring: spring, context: context)
      checked.spring += result.count
      worst.spring = max(worst.spring, result.worst)
    }
    print(
      "\(c.testDescription): \(checked.decay) decay frames (worst \(worst.decay) of the travel), \(checked.spring) spring frames (worst \(worst.spring) of the scale), hand-off position off by \(worst.position) px"
    )
    #expect(checked.decay > 10)
    #expect(checked.spring > 30)
  }

  @Test("a start outside the bounds is the spring from the start, against GSL", arguments: outside)
  func springBack(_ c: Case) throws {
    let configuration =
      c.parameters.isEmpty ? EngineConfiguration.empty : try EngineConfiguration(parsing: c.parameters)
    let (_, _, spring) = try Self.model(c, configuration)
    var checked = 0
    for (label, schedule) in try Self.schedules() {
      let context = "\(c.testDescription) \(label)"
      let run = try c.engine.run(
        DecayRequest(
          from: c.from, initialVelocity: c.velocity, bounds: try DecayBounds(lower: c.lower, upper: c.upper),
          configuration: configuration),
        schedule: schedule)
      #expect(run.completed, "\(context)")
      let handOff = try #require(run.handOff)
      #expect(handOff.frameIndex == 0 && handOff.time == 0 && handOff.value == c.from, "\(context)")
      checked += try Self.checkSpring(
        run.frames[1..<(run.frames.count - 1)], handOff: handOff, spring: spring, context: context
      ).count
    }
    #expect(checked > 60)
  }
}

/// `flutter`'s ClampingScrollSimulation frames against GSL on the ballistic law they follow.
///
/// With r = ln 0.78/ln 0.9 and T = c·|v₀|^(1/(r−1)) (c = r·0.35·v_ref^(−1/(r−1)),
/// v_ref = friction·9.80665·39.37·160·0.84/0.35, as in the source), dx = v₀·(1 − t/T)^(r−1)
/// obeys x'' = −sign(x')·K·|x'|^p with K = (r − 1)/c and p = (r − 2)/(r − 1): a deceleration
/// that depends on the velocity alone (the source's "ballistic" claim, flutter/flutter#120420).
/// GSL integrates that ODE from (x₀, v₀); agreement at every frame before the stop checks
/// the closed form's x, dx and T together.
@Suite("flutter (ClampingScrollSimulation) against GSL on its ballistic ODE")
struct FlutterClampingVsGSLTests {
  /// rk8pd at 1e-12 per step on a right-hand side with a |v|^0.26 factor: measured within
  /// 2.4e-15 of the travel over 1399 frames (6 flings, 3 schedules); 1e-13 leaves room for
  /// the steps near the stop, where v is small.
  static let agreement = 1e-13
  static let oracle = GSLPowerDecelerationOracle(absoluteTolerance: 1e-12, relativeTolerance: 1e-12)

  @Test(
    "frames before the stop are the ODE's state at the engine's time",
    arguments: [
      (3000.0, 0.015), (-3000.0, 0.015), (800.0, 0.015), (8000.0, 0.015), (-1831.366634, 0.015), (3000.0, 0.03),
    ])
  func ballistic(_ velocity: Double, _ friction: Double) throws {
    let r = log(0.78) / log(0.9)
    let reference = friction * 9.80665 * 39.37 * 160.0 * 0.84 / 0.35
    let c = r * 0.35 * pow(reference, -1 / (r - 1))
    let (k, p) = ((r - 1) / c, (r - 2) / (r - 1))
    var checked = 0
    var worst = 0.0
    for (label, schedule) in try FlutterScrollVsGSLTests.schedules() {
      let run = try DecayEngineName.flutter.run(
        DecayRequest(
          from: 0, initialVelocity: velocity, configuration: try EngineConfiguration([("friction", "\(friction)")])),
        schedule: schedule)
      #expect(run.completed)
      // The stop frame shows t ≥ T, past the ODE's stop; it is the rest x₀ + D.
      let frames = run.frames.dropFirst().dropLast()
      let states = try Self.oracle.states(
        coefficient: k, exponent: p, from: 0, initialVelocity: velocity, times: frames.map { $0.engineTime! })
      let travel = abs(run.modelRestPosition!)
      for (frame, state) in zip(frames, states) {
        worst = max(worst, abs(frame.value - state.position) / travel)
        expectClose(frame.value, state.position, absolute: Self.agreement * travel, "\(label) x at \(frame.hostTime)")
        expectClose(
          frame.velocity!, state.velocity, absolute: Self.agreement * abs(velocity), "\(label) v at \(frame.hostTime)")
      }
      // The ODE's stop time |v₀|^(1−p)/(K(1−p)) is the simulation's T.
      let stop = pow(abs(velocity), 1 - p) / (k * (1 - p))
      expectClose(
        stop, FlutterClampingScrollSimulation(position: 0, velocity: velocity, friction: friction).duration,
        relative: 1e-13)
      checked += frames.count
    }
    print("flutter v \(velocity) friction \(friction): \(checked) frames, worst \(worst) of the travel")
    #expect(checked > 50)
  }
}
