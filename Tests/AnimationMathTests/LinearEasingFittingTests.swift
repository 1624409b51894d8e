import TestSupport
import Testing

@testable import AnimationMath

/// Between the 32,000 verification points the chord error can grow by at most
/// max|f''|·h²/8; for these springs |f''| ≤ (ω0·D)² ≲ 2e3, h = 1/32000: < 3e-7.
private let betweenGridSlack = 3e-7

@Suite("LinearEasing.fitting: CSS linear() within a tolerance, with few stops")
struct LinearEasingFittingTests {
  @Test(
    "springs across ζ ∈ [0.1, 2]: the printed linear() stays within the tolerance (seeded)",
    arguments: [0.1, 0.3, 0.6, 0.9, 1, 1.3, 2])
  func springs(dampingRatio: Double) throws {
    var rng = SplitMix64(seed: 0x11_1EA2 + UInt64(dampingRatio * 100))
    for maximumError in [1e-2, 1e-3, 1e-4] {
      let spring = try SpringParameters.swiftUI(response: rng.uniform(0.2...1), dampingFraction: dampingRatio)
      let motion = try SpringSolution(parameters: spring, from: 0, to: 1, initialVelocity: rng.uniform(-1...2))
      let duration = motion.settlingDuration()
      let curve = { (p: Double) in motion.position(at: p * duration) }
      let fit = try #require(LinearEasing.fitting(curve, maximumError: maximumError))
      // Re-parse the printed text and check it on an independent random grid.
      guard case .piecewiseLinear(let parsed) = try EasingParser.parse(fit.css) else {
        Issue.record("not a linear(): \(fit.css)")
        return
      }
      var worst = 0.0
      for _ in 0..<20_000 {
        let p = rng.uniform(0...1)
        worst = max(worst, abs(parsed.value(at: p) - curve(p)))
      }
      #expect(
        worst <= maximumError + betweenGridSlack, "seed \(rng.seed) ζ \(dampingRatio) tol \(maximumError): \(worst)")
      #expect(fit.maximumError <= maximumError)
      #expect(fit.easing.points.count >= 2)
    }
  }

  @Test("fewer stops for a looser tolerance; a straight line needs two")
  func stopCounts() throws {
    let ease = TimingFunction.ease
    let loose = try #require(LinearEasing.fitting({ ease.value(at: $0) }, maximumError: 1e-2))
    let tight = try #require(LinearEasing.fitting({ ease.value(at: $0) }, maximumError: 1e-4))
    #expect(loose.easing.points.count < tight.easing.points.count)
    let line = try #require(LinearEasing.fitting({ $0 }, maximumError: 1e-6))
    #expect(line.easing.points.count == 2)
    #expect(line.css == "linear(0 0%, 1 100%)")
  }

  @Test("a jump becomes two stops at one position, located to a few ulps")
  func jump() throws {
    let jumpAt = 0.312345
    let curve = { (p: Double) in p < jumpAt ? 0.5 * p : 0.9 + 0.1 * p }
    let fit = try #require(LinearEasing.fitting(curve, maximumError: 1e-4))
    #expect(fit.easing.points.count == 4, "\(fit.css)")
    let inputs = fit.easing.points.map(\.input)
    expectClose(inputs[1], jumpAt, absolute: 4 * jumpAt.ulp, "\(fit.css)")
    expectClose(inputs[2], jumpAt, absolute: 4 * jumpAt.ulp, "\(fit.css)")
    var rng = SplitMix64(seed: 0x1A_3B)
    for _ in 0..<10_000 {
      let p = rng.uniform(0...1)
      guard abs(p - jumpAt) > 8 * jumpAt.ulp else { continue }
      expectClose(fit.easing.value(at: p), curve(p), absolute: 1e-4, "seed \(rng.seed) p \(p)")
    }
  }

  /// (end gap, tolerance) pairs: a gap below the tolerance (the chord takes
  /// it), above it (a jump at 1 within the claim) and far above (the fit's
  /// error is the gap and exceeds the tolerance).
  static let endGaps: [(Double, Double)] = [
    (2e-4, 1e-3), (8e-4, 1e-3), (3e-3, 1e-3), (0.2, 1e-3), (-5e-3, 1e-2), (1e-6, 1e-4),
  ]

  @Test("an end stop off the curve: the jump at input 1 counts in the max error", arguments: endGaps)
  func endStop(gap: Double, maximumError: Double) throws {
    let motion = try SpringSolution(
      parameters: .swiftUI(response: 0.4, dampingFraction: 0.5), from: 0, to: 1, initialVelocity: 0.5)
    // A spring cut where it is `gap` short of rest.
    let cut = try #require(
      Self.time(
        where: { 1 - motion.position(at: $0) }, equals: gap, after: motion.settlingDuration(band: .relative(0.5))))
    let curve = { (p: Double) in motion.position(at: p * cut) }
    let fit = try #require(LinearEasing.fitting(curve, maximumError: maximumError, endStop: 1))
    expectClose(fit.endJump, 1 - curve(1), absolute: 0)
    #expect(fit.easing.value(at: 1) == 1)
    #expect(fit.maximumError >= abs(1 - curve(1)))
    #expect((fit.maximumError <= maximumError) == (abs(gap) <= maximumError), "gap \(gap): \(fit.maximumError)")
    var rng = SplitMix64(seed: 0xE2D_5709)
    var worst = abs(fit.easing.value(at: 1) - curve(1))
    for _ in 0..<20_000 {
      let p = rng.uniform(0...1)
      worst = max(worst, abs(fit.easing.value(at: p) - curve(p)))
    }
    #expect(worst <= fit.maximumError, "seed \(rng.seed) gap \(gap): \(worst) > reported \(fit.maximumError)")
  }

  /// The first time after `start` where `f` crosses `target` (a scan in
  /// steps of 1 ms over 4 s, then bisection), or nil.
  static func time(where f: (Double) -> Double, equals target: Double, after start: Double) -> Double? {
    for k in 0..<4_000 {
      var a = start + Double(k) * 1e-3
      var b = a + 1e-3
      guard (f(a) - target) * (f(b) - target) <= 0 else { continue }
      for _ in 0..<100 {
        let m = 0.5 * (a + b)
        if (f(a) - target) * (f(m) - target) <= 0 { b = m } else { a = m }
      }
      return a
    }
    return nil
  }

  @Test(
    "the reported error covers a dense grid between the verification points (chord allowance)",
    arguments: [0.15, 0.3, 0.7])
  func denseGrid(dampingRatio: Double) throws {
    // Settled to half the tolerance at the end; ω0·D = ln(2e4)/ζ ≤ 66 rad keeps
    // one sample interval's chord error (ω0·D)²/(8·4000²) below the tolerance.
    let motion = try SpringSolution(
      parameters: .swiftUI(response: 0.15, dampingFraction: dampingRatio), from: 0, to: 1, initialVelocity: 3)
    let duration = motion.settlingDuration(band: .relative(5e-5))
    let curve = { (p: Double) in motion.position(at: p * duration) }
    let fit = try #require(LinearEasing.fitting(curve, maximumError: 1e-4, endStop: 1))
    var worst = 0.0
    let n = 300_007
    for k in 0...n {
      let p = Double(k) / Double(n)
      worst = max(worst, abs(fit.easing.value(at: p) - curve(p)))
    }
    #expect(worst <= fit.maximumError, "ζ \(dampingRatio): dense \(worst) > reported \(fit.maximumError)")
    #expect(fit.maximumError <= 1e-4)
  }

  @Test(
    "decimals print without exponent or float noise",
    arguments: [
      (0.5, "0.5"), (12, "12"), (0.000125, "0.000125"), (-0.00001, "-0.00001"), (1.65, "1.65"), (0, "0"),
    ])
  func decimals(value: Double, text: String) {
    #expect(LinearEasing.decimal(value) == text)
  }

  @Test("a tolerance of 0 or NaN gives no fit")
  func invalid() {
    #expect(LinearEasing.fitting({ $0 }, maximumError: 0) == nil)
    #expect(LinearEasing.fitting({ $0 }, maximumError: .nan) == nil)
  }
}
