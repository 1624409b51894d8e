import AnimationMath
import Foundation
import TestSupport
import Testing

@Suite("FitComparison: AIC ranking, with fits at the rounding floor tied")
struct FitComparisonTests {
  /// UIScrollView's normal rate, 0.998 per ms: k = −1000·ln 0.998 1/s.
  static let uiScrollViewRate = -1000 * log(0.998)

  /// An exact UIScrollView fling at 60 Hz (x = v0·(1 − e^(−kt))/k) until the speed is 1% of v0.
  static func fling(initialVelocity v0: Double) throws -> FitCapture {
    let k = uiScrollViewRate
    let times = (0..<Int((log(100) / k * 60).rounded(.up))).map { Double($0) / 60 }
    return try FitCapture(times: times, values: times.map { v0 * -expm1(-k * $0) / k })
  }

  @Test(
    "an exact UIScrollView fling: the decay and the spring tie at the rounding floor, the decay ranks first",
    .tags(.statistical),
    // 800 px/s under a plain `swift test` (the CLI's auto-tie test fits 2000 px/s end to end).
    arguments: StatisticalSweep.size(reduced: [800.0], full: [800.0, 2000, 5000]))
  func exactDecayTie(_ v0: Double) throws {
    let ranking = try FitComparison(try Self.fling(initialVelocity: v0))
    #expect(ranking.rows[0].model == .decay, "\(ranking.table)")
    #expect(ranking.rows[0].isTied && ranking.rows[0].deltaAIC == 0, "\(ranking.table)")
    #expect(ranking.tieNote?.contains("decay") == true)
    let k = try #require(ranking.rows[0].result["decayRate"]?.value)
    expectClose(k, Self.uiScrollViewRate, relative: 1e-10)
    print(ranking.table)
  }

  @Test("a noisy fling is ranked by AIC (no tie), the decay first")
  func noisyDecayNoTie() throws {
    let exact = try Self.fling(initialVelocity: 2000)
    var rng = SplitMix64(seed: 0xA1C)
    let noisy = try FitCapture(times: exact.times, values: exact.values.map { $0 + 0.3 * rng.gaussian() })
    let ranking = try FitComparison(noisy)
    #expect(ranking.rows.allSatisfy { !$0.isTied } && ranking.tieNote == nil, "\(ranking.table)")
    #expect(ranking.rows[0].model == .decay, "\(ranking.table)")
  }
}
