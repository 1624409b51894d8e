import AnimationMath
import GSLOracle
import TestSupport
import Testing

@Suite("Settling duration vs GSL's trajectory: the last exit")
struct SettlingVsGSLTests {
  static let oracle = GSLSpringOracle(stepper: .rk8pd, absoluteTolerance: 1e-13, relativeTolerance: 1e-13)

  /// Checks T on GSL's trajectory; returns the check for reporting.
  @discardableResult
  static func check(_ spring: SpringParameters, velocity: Double, epsilon: Double, context: String) throws
    -> GSLSettlingCheck
  {
    let motion = try SpringSolution(parameters: spring, from: 0, to: 1, initialVelocity: velocity)
    let settle = motion.settlingDuration(band: .relative(epsilon))
    let result = try oracle.settlingCheck(
      parameters: spring, from: 0, to: 1, initialVelocity: velocity, settlingTime: settle, bandHalfWidth: epsilon)
    // The band's edge and the excursion after T, read on rk8pd's trajectory at 1e-13.
    #expect(result.crossingError <= AccuracyTolerance.settlingBand, "\(context): |x(T) − 1| is not ε at T = \(settle)")
    #expect(
      result.excessAfter <= AccuracyTolerance.settlingBand,
      "\(context): leaves the band after T = \(settle) by \(result.excessAfter)")
    #expect(result.outsideBefore > 0, "\(context): inside the band just before T = \(settle)")
    return result
  }

  @Test("Apple's two CASpringAnimation examples and the seeds' springs")
  func namedSprings() throws {
    for (name, spring, v0) in [
      ("k100 c5", try SpringParameters(mass: 1, stiffness: 100, damping: 5), 0.0),
      ("k100 c15", try SpringParameters(mass: 1, stiffness: 100, damping: 15), 0),
      ("k100 c10", try SpringParameters(mass: 1, stiffness: 100, damping: 10), 0),
      ("ω0 2π ζ 0.6 v0 0.8", try SpringParameters(naturalFrequency: 2 * .pi, dampingRatio: 0.6), 0.8),
      ("push m3 k1000 c500", try SpringParameters(mass: 3, stiffness: 1000, damping: 500), 0),
    ] {
      for epsilon in [1e-2, 1e-3, 1e-4] {
        try Self.check(spring, velocity: v0, epsilon: epsilon, context: "\(name) ε \(epsilon)")
      }
    }
  }

  @Test("1,000 seeded random springs: T is the last exit on GSL's trajectory", arguments: [UInt64(0x5E77_0001)])
  func randomSprings(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var worst = 0.0
    for index in 0..<1_000 {
      let zeta = rng.logUniform(-2...0.7)
      let omega = rng.logUniform(-0.3...1.5)
      let v0 = rng.uniform(-3...3) * omega
      let epsilon = [1e-2, 1e-3, 1e-4][Int(rng.uniform(0...2.999))]
      let spring = try SpringParameters(naturalFrequency: omega, dampingRatio: zeta)
      let result = try Self.check(
        spring, velocity: v0, epsilon: epsilon,
        context: "seed \(seed) #\(index) ζ \(zeta) ω0 \(omega) v0 \(v0) ε \(epsilon)")
      worst = max(worst, result.crossingError, result.excessAfter)
    }
    print(
      "SettlingVsGSL seed \(seed): 1000 springs, worst band error \(worst) (tolerance \(AccuracyTolerance.settlingBand))"
    )
  }

  @Test("the check can fail: the first entry into the band is not accepted")
  func firstEntryFails() throws {
    // k100 c5 first enters |x − 1| ≤ 1e-3 long before its last exit (2.688 s):
    // at the second crossing of the band's edge, found here on GSL's side by
    // scanning GSL's own trajectory.
    let spring = try SpringParameters(mass: 1, stiffness: 100, damping: 5)
    let times = (1...4000).map { Double($0) * 0.001 }
    let states = try Self.oracle.states(parameters: spring, from: 0, to: 1, initialVelocity: 0, times: times)
    let firstInside = try #require(states.firstIndex { abs($0.position - 1) <= 1e-3 })
    let entry = times[firstInside]
    #expect(entry < 2.5)
    let result = try Self.oracle.settlingCheck(
      parameters: spring, from: 0, to: 1, initialVelocity: 0, settlingTime: entry, bandHalfWidth: 1e-3)
    #expect(result.excessAfter > 1e-4, "GSL sees the curve leave the band again after the first entry")
  }
}
