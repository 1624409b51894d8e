import TestSupport
import Testing

@testable import AnimationMath

/// A motion whose values would overflow is refused, naming the
/// input, so no inf or NaN can come out of ``SpringSolution``.
@Suite("SpringSolution refuses overflowing motions")
struct SpringSolutionOverflowTests {
  @Test("k = 100, c = 20, velocity −1e308 names the velocity")
  func issueCase() throws {
    let spring = try SpringParameters(mass: 1, stiffness: 100, damping: 20)
    let relative = #expect(throws: SpringParameterError.self) {
      try SpringSolution(parameters: spring, from: 0, to: 1, relativeVelocity: -1e308)
    }
    #expect(relative?.parameter == .relativeVelocity)
    #expect(relative?.value == -1e308)
    let absolute = #expect(throws: SpringParameterError.self) {
      try SpringSolution(parameters: spring, from: 0, to: 1, initialVelocity: -1e308)
    }
    #expect(absolute?.parameter == .initialVelocity)
    // The same velocity a hundred times smaller is a valid, finite motion
    // (peak velocity 1e306 ≤ 4.5e307).
    let motion = try SpringSolution(parameters: spring, from: 0, to: 1, initialVelocity: -1e306)
    for t in [0.0, 0.01, 0.1, 1] { #expect(motion.velocity(at: t).isFinite) }
  }

  @Test("a huge displacement names from; a huge one within the bound is accepted")
  func displacement() throws {
    let spring = try SpringParameters(naturalFrequency: 1, dampingRatio: 0)
    let error = #expect(throws: SpringParameterError.self) {
      try SpringSolution(parameters: spring, from: 4e307, to: -4e307, initialVelocity: 0)
    }
    #expect(error?.parameter == .from)
    let motion = try SpringSolution(parameters: spring, from: 2e307, to: -2e307, initialVelocity: 0)
    // Undamped: x(π) = to − (from − to) = −6e307, finite.
    expectClose(motion.position(at: Double.pi), -6e307, relative: 1e-15)
    // A stiff spring turns a modest displacement into a huge velocity.
    let stiff = try SpringParameters(naturalFrequency: 1e150, dampingRatio: 0)
    let fast = #expect(throws: SpringParameterError.self) {
      try SpringSolution(parameters: stiff, from: 1e160, to: 0, initialVelocity: 0)
    }
    #expect(fast?.parameter == .from)
  }

  @Test("huge damping overflows the coefficient v0 + λ·d0: refused")
  func hugeDamping() throws {
    let spring = try SpringParameters(mass: 1, stiffness: 1, damping: 1e300)
    let error = #expect(throws: SpringParameterError.self) {
      try SpringSolution(parameters: spring, from: 1e10, to: 0, initialVelocity: 0)
    }
    #expect(error?.parameter == .from)
  }

  @Test("seeded random extreme inputs: refused, or finite everywhere")
  func randomExtremes() throws {
    var rng = SplitMix64(seed: 0x0F10_2026)
    var accepted = 0
    var refused = 0
    for _ in 0..<5_000 {
      func huge() -> Double {
        // Half anywhere in the double range, half near its top.
        let decades: ClosedRange<Double> = rng.uniform(0...1) < 0.5 ? -3...308 : 295...308
        return (rng.uniform(0...1) < 0.5 ? -1 : 1) * rng.logUniform(decades)
      }
      let omega = rng.logUniform(-8...8)
      let zeta = rng.uniform(0...1) < 0.1 ? 0 : rng.logUniform(-3...3)
      let spring = try SpringParameters(naturalFrequency: omega, dampingRatio: zeta)
      let (from, to, v0) = (huge(), huge(), huge())
      guard (from - to).isFinite else { continue }  // rejected before, named "to"
      do {
        let motion = try SpringSolution(parameters: spring, from: from, to: to, initialVelocity: v0)
        accepted += 1
        for k in 0..<64 {
          let t = Double(k) * 0.1 / omega
          let state = motion.state(at: t)
          #expect(
            state.position.isFinite && state.velocity.isFinite,
            "seed \(rng.seed) ω0 \(omega) ζ \(zeta) from \(from) to \(to) v0 \(v0) t \(t)")
        }
      } catch {
        refused += 1
        #expect([.from, .initialVelocity].contains(error.parameter))
      }
    }
    print("SpringSolutionOverflow: \(accepted) accepted, \(refused) refused")
    // Both sides of the bound are exercised.
    #expect(accepted >= 1_000 && refused >= 1_000)
  }
}
