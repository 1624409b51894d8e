import AnimationMath
import Foundation
import GSLOracle
import TestSupport
import Testing

/// At an end of a profile interval, GSL's fit with that parameter held
/// (started from the optimum's other parameters) must not rise by less than
/// the threshold (9·s²) by more than this share: the interval is not
/// narrower than the data allow, by an independent minimiser. 0.05 (the
/// core locates each end to 1% of its distance and reports the bracket's
/// outer point); measured worst −0.0003.
private let endRiseBelow = 0.05
/// Nor rise above it by more than this share, in at least ``endShareAbove``
/// of the ends: 0.1 (measured worst 0.056 on the bezier captures). GSL
/// started from the optimum can stop in a worse local minimum of the held
/// problem (a spring held across ζ = 1, far from the optimum), so a few ends
/// may show it higher: 1 of 133 spring ends measured.
private let endRiseAbove = 0.1
private let endShareAbove = 0.97
/// Noise of the spring population (as SpringFitTests): 0.3 px, rounded to 1/3 px.
private let noiseSigma = 0.3
private let springSeed: UInt64 = 0x5EED_F17
/// Springs of the seeded population whose profile ends are checked: the first 60.
private let springCount = 60

@Suite("Fit intervals against GSL: the profile ends")
struct FitIntervalVsGSLTests {
  struct Tally: Sendable {
    var ends = 0, skipped = 0
    var worstBelow = 0.0, worstAbove = 0.0
    var failures: [String] = [], above: [String] = []
  }

  /// Every threshold end of a profile interval of `fit`: GSL's cost with the
  /// parameter held there, relative to the threshold.
  static func checkEnds(
    _ fit: FitResult, _ tally: inout Tally, label: String,
    gsl: (_ start: [Double], _ free: [Bool]) throws -> GSLFitOracle.Solution
  ) {
    let variance = fit.residualSumOfSquares / Double(fit.sampleCount - fit.freeParameterCount)
    let free = fit.estimates.map { $0.status != .fixed }
    let optimum = fit.estimates.map(\.value)
    for (j, e) in fit.estimates.enumerated() {
      guard let interval = e.interval, interval.method == .profile, e.status != .unidentifiable else { continue }
      for (value, end) in [(interval.lower, interval.lowerEnd), (interval.upper, interval.upperEnd)]
      where end == .threshold {
        var start = optimum
        start[j] = value
        var held = free
        held[j] = false
        guard let solution = try? gsl(start, held),
          fit.model != .cubicBezier
            || (0...1).contains(solution.parameters[0]) && (0...1).contains(solution.parameters[2])
        else {
          tally.skipped += 1  // GSL failed, or left the box the core's curve lives in
          continue
        }
        let rise = (2 * solution.cost - fit.residualSumOfSquares) / variance
        let share = rise / FitInterval.threshold - 1
        tally.ends += 1
        tally.worstBelow = min(tally.worstBelow, share)
        tally.worstAbove = max(tally.worstAbove, share)
        if share > endRiseAbove {
          tally.above.append("\(label): \(e.name) end \(value): GSL rise \(rise) s²")
        }
        if share < -endRiseBelow {
          tally.failures.append(
            "\(label): \(e.name) end \(value) (\(e.value), \(interval.lower) … \(interval.upper)): GSL rise \(rise) s²")
        }
      }
    }
  }

  @Test("cubic-bezier: CSS ease (0.1 s rest and none) and ease-out at its bound")
  func bezier() throws {
    var tally = Tally()
    var captures: [(String, FitCapture)] = []
    for rest in [0.1, 0] {
      for seed in [UInt64(1), 2, 3] {
        let c = EaseIntervalCapture(rest: rest, seed: seed)
        captures.append(("\(c)", try c.capture()))
      }
    }
    for (label, capture) in captures {
      let fit = try CubicBezierFit.fit(capture)
      Self.checkEnds(fit, &tally, label: label) { start, free in
        try GSLFitOracle.fitCubicBezier(times: fit.sampleTimes, values: fit.sampleValues, start: start, free: free)
      }
    }
    #expect(tally.ends >= 20, "\(tally)")
    #expect(tally.failures.isEmpty, "\(tally.failures)")
    #expect(Double(tally.ends - tally.above.count) >= endShareAbove * Double(tally.ends), "\(tally.above)")
    print(
      "bezier profile ends vs GSL: \(tally.ends) ends, \(tally.skipped) skipped; GSL rise / threshold − 1 in [\(tally.worstBelow), \(tally.worstAbove)], above \(endRiseAbove): \(tally.above)"
    )
  }

  @Test("spring: the profile ends of the first noisy springs of the seeded population", .tags(.statistical))
  func spring() throws {
    var tally = Tally()
    let count = StatisticalSweep.count("spring profile ends vs GSL springs", reduced: 20, full: springCount)
    for index in 0..<count {
      let c = try RandomSpringCapture(seed: springSeed, index: index, pixels: true)
      var rng = SplitMix64(seed: springSeed ^ UInt64(index) &* 31)
      let noisy = c.values.map { (($0 + noiseSigma * rng.gaussian()) * 3).rounded() / 3 }
      let fit = try SpringFit.fit(FitCapture(times: c.times, values: noisy))
      Self.checkEnds(fit, &tally, label: "\(c)") { start, free in
        try GSLFitOracle.fitSpring(times: fit.sampleTimes, values: fit.sampleValues, start: start, free: free)
      }
    }
    #expect(tally.ends >= 20, "\(tally)")
    #expect(tally.failures.isEmpty, "\(tally.failures)")
    #expect(Double(tally.ends - tally.above.count) >= endShareAbove * Double(tally.ends), "\(tally.above)")
    print(
      "spring profile ends vs GSL (seed \(springSeed)): \(tally.ends) ends, \(tally.skipped) skipped; GSL rise / threshold − 1 in [\(tally.worstBelow), \(tally.worstAbove)], above \(endRiseAbove): \(tally.above)"
    )
  }
}

/// CSS `ease` on 0 → 300 px at 60 Hz after `rest` s, 0.4 s, then 0.1 s held,
/// with seeded 0.3 px Gaussian noise (the captures of CubicBezierFitIntervalTests).
struct EaseIntervalCapture: Sendable, CustomStringConvertible {
  let rest: Double
  let seed: UInt64
  var description: String { "ease after a \(rest) s rest, noise seed \(seed)" }

  func capture() throws -> FitCapture {
    let curve = CubicBezierCurveModel(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1, duration: 0.4, from: 0, to: 300, delay: rest)
    let times = (0...Int(((rest + 0.5) * 60).rounded())).map { Double($0) / 60 }
    var rng = SplitMix64(seed: seed)
    return try FitCapture(times: times, values: times.map { curve.value(at: $0) + noiseSigma * rng.gaussian() })
  }
}

/// A parameter flagged unidentifiable must keep the profile within the
/// threshold (9·s²) across the whole range the flag claims. The fit gives,
/// at each end of that range, the curve the profile reached there
/// (``FitInterval/lowerParameters``); its residual sum of squares,
/// evaluated with GSL's own spring curve, must lie within the threshold of
/// the optimum's. 1·s² of slack: the two curves part by rounding at the
/// extreme parameters a flat profile reaches (ω0 on its 1e-9 floor:
/// measured 0.7·s² apart). Where GSL's curve is not finite (ω0 ~ 1e14, past
/// its closed forms' range) the end cannot be checked: counted and printed.
private let flatnessSlack = 1.0
/// The shortest claimed range checked, relative to the value: the ends must
/// lie at least 1e-6 away from the optimum on some side (a flag over a
/// range of nothing would claim nothing).
private let shortestClaim = 1e-6

@Suite("Unidentifiable flags against GSL: the profile is flat where the flag says")
struct UnidentifiableVsGSLTests {
  /// As SpringFitCoverageTests: 300 springs of the first seed by default, 2 × 1,000 with SPRINGBENCH_FIT_FULL=1.
  /// Not reduced under a plain `swift test`: the flags are rare (2 in these 300), and 100 springs flag
  /// only one, whose range ends lie beyond GSL's curve, so nothing would be checked.
  static let populations: [(seed: UInt64, count: Int)] =
    ProcessInfo.processInfo.environment["SPRINGBENCH_FIT_FULL"] == "1"
    ? [(springSeed, 1000), (springSeed + 1, 1000)] : [(springSeed, 300)]
  static let chunkSize = 50

  struct Tally: Sendable {
    var springs = 0, flagged = 0, points = 0, uncheckable = 0
    var notFlat: [String] = []
    mutating func add(_ o: Tally) {
      springs += o.springs
      flagged += o.flagged
      points += o.points
      uncheckable += o.uncheckable
      notFlat += o.notFlat
    }
  }

  static func chunk(seed: UInt64, indices: Range<Int>) throws -> Tally {
    var tally = Tally()
    for index in indices {
      let c = try RandomSpringCapture(seed: seed, index: index, pixels: true)
      var rng = SplitMix64(seed: seed ^ UInt64(index) &* 31)
      let noisy = c.values.map { (($0 + noiseSigma * rng.gaussian()) * 3).rounded() / 3 }
      let fit = try SpringFit.fit(FitCapture(times: c.times, values: noisy))
      tally.springs += 1
      for (j, e) in fit.estimates.enumerated() where e.status == .unidentifiable {
        tally.flagged += 1
        guard let range = e.interval else {
          tally.notFlat.append("\(c): \(e.name) flagged without the range it claims")
          continue
        }
        traceFlat(fit, j, ends: [range.lower, range.upper], &tally, label: "\(c)")
      }
    }
    return tally
  }

  static func traceFlat(_ fit: FitResult, _ j: Int, ends: [Double], _ tally: inout Tally, label: String) {
    let variance = fit.residualSumOfSquares / Double(fit.sampleCount - fit.freeParameterCount)
    let e = fit.estimates[j]
    guard let range = e.interval else { return }
    if !(max(abs(range.lower - e.value), abs(range.upper - e.value)) > shortestClaim * max(abs(e.value), 1)) {
      tally.notFlat.append("\(label): \(e.name) claims a range of nothing: \(range.lower) … \(range.upper)")
    }
    for (end, parameters) in [(range.lower, range.lowerParameters), (range.upper, range.upperParameters)] {
      guard let parameters, parameters[j] == end else {  // exact: the held value is the end
        tally.notFlat.append("\(label): \(e.name) end \(end) without the curve reached there")
        continue
      }
      var rss = 0.0
      for (t, x) in zip(fit.sampleTimes, fit.sampleValues) {
        let r = GSLFitOracle.springValue(at: t, parameters: parameters) - x
        rss += r * r
      }
      guard rss.isFinite else {
        tally.uncheckable += 1
        continue
      }
      tally.points += 1
      let rise = (rss - fit.residualSumOfSquares) / variance
      if !(rise <= FitInterval.threshold + flatnessSlack) {
        tally.notFlat.append("\(label): \(e.name) at \(end): the curve there rises by \(rise) s² (GSL's curve)")
      }
    }
  }

  @Test("noisy springs: every unidentifiable flag's claimed range ends on curves within the threshold, by GSL's curve")
  func flat() async throws {
    var all = Tally()
    for population in Self.populations {
      let total = try await withThrowingTaskGroup(of: Tally.self) { group in
        for start in stride(from: 0, to: population.count, by: Self.chunkSize) {
          group.addTask {
            try Self.chunk(seed: population.seed, indices: start..<min(start + Self.chunkSize, population.count))
          }
        }
        var total = Tally()
        for try await t in group { total.add(t) }
        return total
      }
      #expect(total.springs == population.count)
      print(
        "unidentifiable flags (seed \(population.seed), \(population.count) springs): \(total.flagged) flagged, \(total.points) range ends checked with GSL's curve, \(total.uncheckable) beyond its range; not flat: \(total.notFlat)"
      )
      all.add(total)
    }
    #expect(all.notFlat.isEmpty, "\(all.notFlat)")
    #expect(all.flagged == 0 || all.points > 0, "\(all.points) ends checked for \(all.flagged) flags")
  }
}
