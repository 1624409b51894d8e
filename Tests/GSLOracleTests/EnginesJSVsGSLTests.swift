import AnimationMath
import GSLOracle
import TestSupport
import Testing

/// The JavaScript engines against GSL: rebound's RK4 against GSL's fixed-step `rk4`,
/// react-spring against an independent re-statement, and the closed-form engines against
/// GSL's rk8pd at the engines' own times.
@Suite("JS engines against GSL and independent references")
struct EnginesJSVsGSLTests {
  /// Two RK4 implementations of the same steps (reason with the constant).
  static let rk4Agreement = AccuracyTolerance.reboundRK4
  /// rk8pd at 1e-13 against the engines' double closed forms (reason with the constant).
  static let closedFormAgreement = AccuracyTolerance.jsClosedFormEngines

  @Test("rebound's RK4 with both deviations off equals GSL rk4 with a fixed 1 ms step (60 seeded springs)")
  func reboundRK4() throws {
    let seed: UInt64 = 0x4EB0_0D13
    var rng = SplitMix64(seed: seed)
    var worst = 0.0
    var checked = 0
    for _ in 0..<60 {
      let k = rng.uniform(50...1000)
      let c = rng.uniform(0...40)
      let x0 = rng.uniform(-1...1)
      let v0 = -20 + rng.uniform(0...40)
      // GSL's rk4 estimates its error by step doubling and returns the two half steps
      // (GSL manual, "Stepping Functions": gsl_odeiv2_step_rk4), so one fixed GSL step of
      // 2 ms is two classical RK4 steps of 1 ms: rebound's step.
      let steps = 1500
      var integrator = ReboundEngine.Integrator(
        tension: k, friction: c, end: 1, position: x0, velocity: v0, usesKeptStagePosition: false)
      let reference = try GSLFixedStepOracle(step: 0.002).rk4States(
        stiffnessPerMass: k, dampingPerMass: c, end: 1, position: x0, velocity: v0, count: steps)
      let scale = max(abs(1 - x0), abs(v0) / k.squareRoot())
      for state in reference {
        integrator.step(0.001)
        integrator.step(0.001)
        let e =
          max(
            absoluteError(integrator.position, state.position),
            absoluteError(integrator.velocity, state.velocity) / k.squareRoot()) / scale
        worst = max(worst, e)
        checked += 1
      }
    }
    print("rebound RK4 vs GSL rk4: \(checked) steps, worst \(worst) of the travel (seed \(seed))")
    #expect(checked == 90_000)
    #expect(worst <= Self.rk4Agreement, "seed \(seed)")
  }

  @Test("rebound's kept first stage changes the step by exactly the first stage's acceleration difference")
  func reboundKeptStage() throws {
    // Hand-derived for friction 0 (stages a1…a4 of RK4 with step h toward end e):
    // replacing the first stage's position changes a1 by δ; v_b gains δh/2, a2 does not
    // change, p_c gains δh²/4 so a3 loses kδh²/4, v_d loses kδh³/4; hence
    // Δx = h/6·(2·δh/2 − kδh³/4).
    let k = 230.2, h = 0.001
    var kept = ReboundEngine.Integrator(tension: k, friction: 0, end: 1, position: 0, velocity: 0)
    var plain = ReboundEngine.Integrator(
      tension: k, friction: 0, end: 1, position: 0, velocity: 0, usesKeptStagePosition: false)
    kept.step(h)
    plain.step(h)
    // The first step is identical: the kept position starts at the position.
    expectClose(kept.position, plain.position, absolute: 1e-18)
    // Hand-derived first step (friction 0, from rest at 0 toward 1): stages
    // a1 = k, a2 = k, a3 = k(1 − kh²/4), a4 = k(1 − kh²/2); x1 = h²/6·(a1 + a2 + a3),
    // and the last stage position p̃ = (kh/2)·h = kh²/2.
    let a3 = k * (1 - k * h * h / 4)
    expectClose(kept.position, h * h / 6 * (k + k + a3), relative: 1e-14)
    expectClose(kept.keptStagePosition, k * h * h / 2, relative: 1e-14)
    // Second step: δ = k(1 − p̃) − k(1 − x1) = k(x1 − p̃).
    let x1 = kept.position, p1 = kept.keptStagePosition
    kept.step(h)
    plain.step(h)
    let delta = k * (x1 - p1)  // a1(kept) − a1(plain) = k(1 − p̃) − k(1 − x1)
    let expected = h / 6 * (2 * (delta * h / 2) - k * delta * h * h * h / 4)
    expectClose(kept.position - plain.position, expected, absolute: 1e-17)
  }

  @Test("rebound's leftover blending: a 1 ms first frame then a 1.5 ms frame shows the half-way blend")
  func reboundBlend() throws {
    let spring = try SpringParameters.reactNative(tension: 40, friction: 7)
    var engine = try ReboundEngine(spring: spring, from: 0, to: 1, initialVelocity: 0)
    var steps = ReboundEngine.Integrator(
      tension: spring.stiffness, friction: spring.damping, end: 1, position: 0, velocity: 0)
    let first = engine.advance(milliseconds: 100, hostTime: 0.1)  // first frame: 1 ms, one step
    steps.step(0.001)
    expectClose(first.value, steps.position, absolute: 1e-18)
    let x1 = steps.position
    let frame = engine.advance(milliseconds: 101.5, hostTime: 0.1015)  // +1.5 ms: one step, α = 0.5
    steps.step(0.001)
    expectClose(frame.value, 0.5 * steps.position + 0.5 * x1, relative: 1e-12)
    expectClose(frame.engineTime ?? .nan, 0.0015, absolute: 1e-15)
    // A 500 ms gap is capped at 64 ms: the simulated time moves by 64 ms (± the float
    // accumulator's last step).
    let after = engine.advance(milliseconds: 601.5, hostTime: 0.6015)
    expectClose((after.engineTime ?? .nan) - 0.0015, 0.064, absolute: 0.0011)
  }

  @Test("react-spring equals its independent re-statement at 60, 120 Hz and on an uneven trace")
  func reactSpring() throws {
    let traces: [(String, [Double])] = [
      ("60 Hz", (1...1800).map { Double($0) / 60 }),
      ("120 Hz", (1...3600).map { Double($0) / 120 }),
      (
        "uneven",
        [0.016, 0.033, 0.034, 0.1, 0.117, 0.15, 0.151, 0.2, 0.3, 0.31, 0.5]
          + (1...3000).map { 0.5 + Double($0) * 0.011 }
      ),
    ]
    let springs: [(Double, Double, Double, Double, Double)] = [  // tension, friction, mass, from → to
      (170, 26, 1, 0, 300), (120, 14, 1, 0, 1), (180, 12, 1, 50, -20), (280, 120, 1, 0, 1000),
      (130.5, 18.85, 2, 0, 300),
    ]
    var checked = 0
    for (name, times) in traces {
      for (tension, friction, mass, from, to) in springs {
        var engine = ReactSpringEngine(
          tension: tension, friction: friction, mass: mass, from: from, to: to, velocityPerMillisecond: 0)
        let reference = ReactSpringReference.frames(
          tension: tension, friction: friction, mass: mass, from: from, to: to, velocityPerMs: 0, times: times)
        for (time, expected) in zip(times, reference) {
          let frame = engine.advance(to: time)
          // Same rule, same operation order: equal to rounding of the travel.
          expectClose(frame.value, expected.value, absolute: 1e-12 * abs(to - from), "\(name) t \(time)")
          #expect(engine.isComplete == expected.done, "\(name) t \(time)")
          checked += 1
        }
        #expect(reference.last?.done == true, "\(name) \(tension)/\(friction): the reference completes")
      }
    }
    print("react-spring vs re-statement: \(checked) frames")
    #expect(checked > 1_000)
  }
}

/// The closed-form engines: until their stop rule fires, every frame equals the ideal curve
/// of the spring the engine evaluates, at the engine's own time — checked against GSL's
/// rk8pd at those times (not against the core's closed form).
@Suite("JS closed-form engines against GSL at their own times")
struct EnginesJSClosedFormVsGSLTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let engine: SpringEngineName
    let schedule: String
    var testDescription: String { "\(engine.rawValue) \(schedule)" }
  }

  static let engines: [SpringEngineName] = [
    .motion, .motion12, .popmotion, .reactNative, .reanimated, .reanimated3, .wobble, .anime, .anime3,
  ]
  static let schedules = ["60 Hz", "120 Hz", "uneven"]
  static let cases = engines.flatMap { e in schedules.map { Case(engine: e, schedule: $0) } }

  static func schedule(_ name: String) throws -> FrameSchedule {
    switch name {
    case "60 Hz": return try FrameSchedule(framesPerSecond: 60, horizon: 5)
    case "120 Hz": return try FrameSchedule(framesPerSecond: 120, horizon: 5)
    default:
      // A vsync trace with jitter, dropped frames and a 120 ms stall (beyond every cap).
      var times: [Double] = []
      var t = 0.0
      var rng = SplitMix64(seed: 0x7EA5_E013)
      while t < 5 {
        t += [0.0083, 0.0167, 0.0166, 0.0334, 0.0171, 0.012][Int(rng.next() % 6)]
        if times.count == 10 { t += 0.12 }
        times.append((t * 1e6).rounded() / 1e6)
      }
      return try FrameSchedule(times: times)
    }
  }

  /// The spring each engine evaluates, in its own units: (spring, from, to, v0 units/s).
  static func evaluated(_ name: SpringEngineName, _ request: SpringEngineRequest) throws
    -> (SpringParameters, Double, Double, Double)
  {
    switch name {
    case .reactNative, .wobble, .reanimated, .reanimated3:
      return (request.spring.clampingOverdampingToCritical, request.from, request.to, request.initialVelocity)
    case .anime:
      let e = try AnimeEngine(request)
      return (try SpringParameters(mass: e.mass, stiffness: e.stiffness, damping: e.damping), 0, 1, e.velocity)
    case .anime3:
      let e = try Anime3Engine(request)
      var spring = try SpringParameters(mass: e.mass, stiffness: e.stiffness, damping: e.damping)
      spring = spring.clampingOverdampingToCritical
      return (spring, 0, 1, e.velocity)
    default:
      return (request.spring, request.from, request.to, request.initialVelocity)
    }
  }

  @Test("frames equal GSL rk8pd at the engine's times until the stop rule", arguments: cases)
  func closedForm(_ c: Case) throws {
    let springs: [(SpringParameters, Double)] = [
      (try SpringParameters.swiftUI(response: 0.55, dampingFraction: 0.825), 0),  // the seed spring
      (try SpringParameters(mass: 1, stiffness: 300, damping: 8), 900),  // bouncy, with velocity
      (try SpringParameters(mass: 1, stiffness: 120, damping: 40), -200),  // over-damped
    ]
    var checked = 0
    var snapped = 0
    var worst = 0.0
    for (spring, velocity) in springs {
      let request = try SpringEngineRequest(spring: spring, from: 0, to: 300, initialVelocity: velocity)
      let run = try c.engine.run(request, schedule: Self.schedule(c.schedule))
      #expect(run.completed, "\(c.testDescription)")
      let (evaluated, from, to, v0) = try Self.evaluated(c.engine, request)
      let inFlight = Array(run.frames.dropFirst().dropLast())
      let times = inFlight.map { $0.engineTime ?? .nan }
      let states = try GSLSpringOracle(absoluteTolerance: 1e-13, relativeTolerance: 1e-13)
        .states(parameters: evaluated, from: from, to: to, initialVelocity: v0, times: times)
      let progressScale = (c.engine == .anime || c.engine == .anime3) ? 300.0 : 1
      for (frame, state) in zip(inFlight, states) {
        if frame.value == 300 {  // a generator already done shows the target exactly
          snapped += 1
          continue
        }
        worst = max(worst, absoluteError(frame.value, state.position * progressScale) / 300)
        expectClose(
          frame.value, state.position * progressScale, absolute: 300 * EnginesJSVsGSLTests.closedFormAgreement,
          "\(c.testDescription) t \(frame.hostTime) engine \(frame.engineTime ?? .nan)")
        checked += 1
      }
    }
    // motion and popmotion show the target between their generator's rest and the end of
    // the animation (motion: at most the 50 ms probe interval, so ≤ 7 frames at 120 Hz).
    print("\(c.testDescription) vs GSL rk8pd: \(checked) frames, worst \(worst) of the travel")
    #expect(snapped <= 3 * 7, "\(c.testDescription): \(snapped) snapped frames")
    #expect(checked >= 60, "\(c.testDescription): \(checked) checked")
  }
}
