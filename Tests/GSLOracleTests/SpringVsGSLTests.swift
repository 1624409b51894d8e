import AnimationMath
import Foundation
import GSLOracle
import TestSupport
import Testing

/// The bound: position and velocity within 1e-10 of the travel scale
/// (velocity: of travel·ω0). GSL at epsabs = epsrel = 1e-13 accumulates a
/// global error of about 1e-12; the closed form is good to ~1e-16.
private let oracleAgreement = 1e-10
/// The GSL integration tolerance used by these tests (13 digits: two below GSL's rk8pd floor on these springs).
private let gslTolerance = 1e-13

@Suite("Springs against GSL's ODE solvers")
struct SpringVsGSLTests {
  @Test("GSL itself reproduces a textbook closed form (undamped: x = cos ωt)")
  func oracleSanity() throws {
    let spring = try SpringParameters(mass: 2, stiffness: 18, damping: 0)  // ω = 3
    let times = stride(from: 0.0, through: 10, by: 0.25).map { $0 }
    let states = try GSLSpringOracle(absoluteTolerance: gslTolerance, relativeTolerance: gslTolerance)
      .states(parameters: spring, from: 1, to: 0, initialVelocity: 0, times: times)
    for (t, state) in zip(times, states) {
      expectClose(state.position, cos(3 * t), absolute: oracleAgreement, "t \(t)")
      expectClose(state.velocity, -3 * sin(3 * t), absolute: 3 * oracleAgreement, "t \(t)")
    }
  }

  @Test("every stepper runs and agrees with the closed form at its tolerance", arguments: GSLStepper.allCases)
  func everyStepper(_ stepper: GSLStepper) throws {
    // A mildly damped spring over one second; loose 1e-6 tolerances keep the
    // low-order steppers quick. GSL's control is per step, so the global error
    // is larger: 1e-4 of the travel, 1e-3 for first-order backward Euler.
    let agreement = stepper == .rk1imp ? 1e-3 : 1e-4
    let spring = try SpringParameters(mass: 1, stiffness: 100, damping: 6)
    let motion = try SpringSolution(parameters: spring, from: 0, to: 1, initialVelocity: 0.5)
    let times = [0.0, 0.1, 0.37, 1]
    let states = try GSLSpringOracle(stepper: stepper, absoluteTolerance: 1e-6, relativeTolerance: 1e-6)
      .states(parameters: spring, from: 0, to: 1, initialVelocity: 0.5, times: times)
    for (t, state) in zip(times, states) {
      expectClose(state.position, motion.position(at: t), absolute: agreement, "\(stepper) t \(t)")
    }
  }

  @Test("a failing integration becomes a Swift error, not an abort")
  func failureIsAnError() throws {
    let spring = try SpringParameters(mass: 1, stiffness: 1e6, damping: 1e7)  // very stiff
    let oracle = GSLSpringOracle(stepper: .rk4, absoluteTolerance: 1e-13, relativeTolerance: 1e-13, maximumSteps: 10)
    #expect(throws: GSLError.self) {
      try oracle.states(parameters: spring, from: 0, to: 1, initialVelocity: 0, times: [100])
    }
  }

  @Test("2,000 seeded random springs, ζ ∈ [0, 1e4], up to the settling time")
  func randomSprings() throws {
    let seed: UInt64 = 0x0DE5_2026
    var rng = SplitMix64(seed: seed)
    var worstPosition = (error: 0.0, context: "")
    var worstVelocity = (error: 0.0, context: "")
    for index in 0..<2_000 {
      let zeta: Double
      switch index % 20 {
      case 0: zeta = 0
      case 1: zeta = 1
      case 2, 3: zeta = rng.logUniform(2...4)  // stiff: up to 1e4
      default: zeta = rng.logUniform(-3...2)
      }
      let omega = rng.logUniform(-0.3...1.5)
      let spring = try SpringParameters(naturalFrequency: omega, dampingRatio: zeta, mass: rng.logUniform(-1...1))
      let from = rng.uniform(-1000...1000)
      let to = rng.uniform(-1000...1000)
      let v0 = rng.uniform(-3...3) * abs(to - from) * omega
      let motion = try SpringSolution(parameters: spring, from: from, to: to, initialVelocity: v0)
      var horizon = motion.settlingDuration()
      if !horizon.isFinite { horizon = 10 * 2 * .pi / omega }  // ζ = 0: ten periods
      var times = (0..<12).map { _ in rng.uniform(0...horizon) }
      times.append(horizon)
      let stepper: GSLStepper = zeta > 10 ? .bsimp : .rk8pd
      let oracle = GSLSpringOracle(stepper: stepper, absoluteTolerance: gslTolerance, relativeTolerance: gslTolerance)
      let reference = try oracle.states(parameters: spring, from: from, to: to, initialVelocity: v0, times: times)
      let scale = max(abs(from - to), abs(v0) / omega)
      for (t, expected) in zip(times, reference) {
        let state = motion.state(at: t)
        let context =
          "seed \(seed) case \(index) ζ \(zeta) ω0 \(omega) from \(from) to \(to) v0 \(v0) t \(t) \(stepper)"
        let positionError = absoluteError(state.position, expected.position) / scale
        let velocityError = absoluteError(state.velocity, expected.velocity) / (scale * omega)
        if positionError > worstPosition.error { worstPosition = (positionError, context) }
        if velocityError > worstVelocity.error { worstVelocity = (velocityError, context) }
        #expect(positionError <= oracleAgreement, "position error \(positionError): \(context)")
        #expect(velocityError <= oracleAgreement, "velocity error \(velocityError): \(context)")
      }
    }
    print("GSL agreement, worst position error / travel: \(worstPosition.error) at \(worstPosition.context)")
    print("GSL agreement, worst velocity error / (travel·ω0): \(worstVelocity.error) at \(worstVelocity.context)")
  }
}
