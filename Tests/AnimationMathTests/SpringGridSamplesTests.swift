import AnimationMath
import TestSupport
import Testing

/// Between anchors the recurrence adds about one rounding per step: 32 steps
/// stay far below the 1e-13 of the motion's scale.
private let recurrenceTolerance = 1e-13
/// A time known to one rounding carries a phase error of ω0·t·ulp(1); a few of
/// those (in t = k·step and in the oscillation) bound the disagreement of two
/// correct evaluations at large ω0·t.
private let phaseConditioning = 4 * Double.ulpOfOne

@Suite("SpringGridSamples: the constant-matrix recurrence on uniform grids")
struct SpringGridSamplesTests {
  @Test("matches the closed form in every regime (seeded)", arguments: [0.0, 0.05, 0.6, 1 - 1e-9, 1, 1 + 1e-7, 2, 50, 1e4])
  func matchesClosedForm(dampingRatio: Double) throws {
    var rng = SplitMix64(seed: 0x6_21D + UInt64(dampingRatio * 1000))
    for _ in 0..<20 {
      let spring = try SpringParameters(naturalFrequency: rng.logUniform(-0.5...2.5), dampingRatio: dampingRatio)
      let from = rng.uniform(-100...100)
      let to = rng.uniform(-100...100)
      let v0 = rng.uniform(-5...5) * abs(to - from) * spring.naturalFrequency
      let motion = try SpringSolution(parameters: spring, from: from, to: to, initialVelocity: v0)
      let scale = max(abs(from - to), abs(v0) / spring.naturalFrequency)
      let step = rng.logUniform(-3.5...(-1))
      var count = 0
      for (t, state) in SpringGridSamples(motion, step: step, count: 1000) {
        let exact = motion.state(at: t)
        let context = "seed \(rng.seed) ζ \(dampingRatio) ω0 \(spring.naturalFrequency) step \(step) t \(t)"
        // Both sides also carry the phase uncertainty of t itself, ω0·t·ulp(1).
        let allowed = (recurrenceTolerance + phaseConditioning * spring.naturalFrequency * t) * scale
        // Positions are `to + d`: one rounding of the sum on each side.
        expectClose(state.position, exact.position, absolute: allowed + 2 * exact.position.ulp, context)
        expectClose(state.velocity, exact.velocity, absolute: allowed * spring.naturalFrequency, context)
        count += 1
      }
      #expect(count == 1000)
    }
  }

  @Test("grid times are start + k·step and t = 0 gives the initial state exactly")
  func gridTimes() throws {
    let motion = try SpringSolution(parameters: .init(mass: 1, stiffness: 100, damping: 10), from: 3, to: 1, initialVelocity: 2)
    let samples = Array(SpringGridSamples(motion, start: 0, step: 0.25, count: 5))
    #expect(samples.map(\.time) == [0, 0.25, 0.5, 0.75, 1])
    expectClose(samples[0].state.position, 3, absolute: 0)
    expectClose(samples[0].state.velocity, 2, absolute: 0)
  }
}
