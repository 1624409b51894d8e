import AnimationMath
import Foundation
import TestSupport
import Testing

/// Noiseless recovery: 1e-8 relative. Each parameter's
/// error is measured against its natural scale: |Δfrom|, |Δto| against the
/// travel, |Δv0| against |v0| + ω0·travel (the velocity a spring of that
/// travel reaches), |Δω0| and |Δζ| against ω0 and ζ.
private let noiselessRecovery = 1e-8

/// The springs in 10 parameterised chunks, so they run in parallel: 100 per
/// chunk at full size (1,000 springs), 20 reduced (200).
private let springChunks = Array(0..<10)
private let springStride = 100
private let springsPerChunk = StatisticalSweep.size(reduced: 20, full: springStride)
private let springSeed: UInt64 = 0x5EED_F17
/// The second population of the full noisy run.
private let secondSpringSeed: UInt64 = 0x5EED_F18
/// Gaussian noise of the noisy population: 0.1% of the 300 px travel; the
/// values are then rounded to 1/3 px (as FitVsGSLTests).
private let noiseSigma = 0.3
/// The coverage asked of every interval printed: the truth inside it in at
/// least 98% of the estimates, for each parameter (a ±3σ interval of a
/// Gaussian estimate holds it with probability 0.9973).
private let requiredCoverage = 0.98

@Suite("SpringFit: recovery of random springs")
struct SpringFitTests {
  @Test("noiseless recovery of seeded springs to 1e-8", .tags(.statistical), arguments: springChunks)
  func noiseless(chunk: Int) throws {
    var worst = [Double](repeating: 0, count: 5)
    var checked = 0
    for index in (chunk * springStride)..<(chunk * springStride + springsPerChunk) {
      let c = try RandomSpringCapture(seed: springSeed, index: index)
      let fit = try SpringFit.fit(FitCapture(times: c.times, values: c.values))
      #expect(fit.converged, "\(c): \(fit.termination)")
      let travel = abs(c.to - c.from)
      let scales = [
        travel, travel, c.naturalFrequency, c.dampingRatio, abs(c.initialVelocity) + c.naturalFrequency * travel,
      ]
      for j in 0..<5 {
        let error = absoluteError(fit.estimates[j].value, c.truth[j]) / scales[j]
        worst[j] = max(worst[j], error)
        #expect(
          error <= noiselessRecovery,
          "\(fit.estimates[j].name) \(fit.estimates[j].value) vs \(c.truth[j]): \(error) \(c)")
      }
      checked += 1
    }
    #expect(checked == springsPerChunk)
    print(
      "noiseless chunk \(chunk), \(StatisticalSweep.describe(checked, reduced: 20, full: springStride)) springs: worst scaled errors from,to,ω0,ζ,v0 = \(worst)"
    )
  }
}

/// Coverage of every interval the spring fit reports, over a seeded noisy population.
@Suite("SpringFit: intervals of noisy springs")
struct SpringFitCoverageTests {
  /// The optional long run (SPRINGBENCH_FIT_FULL=1): 2 seeds × 1,000 springs; at full size 300 springs of
  /// the first seed, reduced 100.
  static let full = ProcessInfo.processInfo.environment["SPRINGBENCH_FIT_FULL"] == "1"
  static let populations: [(seed: UInt64, count: Int)] =
    full
    ? [(springSeed, 1000), (secondSpringSeed, 1000)]
    : [(springSeed, StatisticalSweep.count("spring interval coverage springs", reduced: 100, full: 300))]
  static let chunkSize = 50

  struct Stats: Sendable {
    var covered = [Int](repeating: 0, count: 6)
    var counted = [Int](repeating: 0, count: 6)
    var springs = 0, linearised = 0, profiled = 0, oneSided = 0, unbounded = 0
    var unidentifiable = 0, flatChecked = 0
    var notFlat: [String] = [], missing: [String] = [], misses: [String] = []

    mutating func add(_ o: Stats) {
      for j in 0..<6 {
        covered[j] += o.covered[j]
        counted[j] += o.counted[j]
      }
      springs += o.springs
      linearised += o.linearised
      profiled += o.profiled
      oneSided += o.oneSided
      unbounded += o.unbounded
      unidentifiable += o.unidentifiable
      flatChecked += o.flatChecked
      notFlat += o.notFlat
      missing += o.missing
      misses += o.misses
    }
  }

  /// The noisy capture of case `index` of `seed`.
  static func noisyCapture(seed: UInt64, index: Int) throws -> (RandomSpringCapture, FitCapture) {
    let c = try RandomSpringCapture(seed: seed, index: index, pixels: true)
    var rng = SplitMix64(seed: seed ^ UInt64(index) &* 31)
    let noisy = c.values.map { (($0 + noiseSigma * rng.gaussian()) * 3).rounded() / 3 }
    return (c, try FitCapture(times: c.times, values: noisy))
  }

  static func chunk(seed: UInt64, indices: Range<Int>) throws -> Stats {
    var s = Stats()
    for index in indices {
      let (c, capture) = try noisyCapture(seed: seed, index: index)
      let fit = try SpringFit.fit(capture)
      s.springs += 1
      for (j, e) in fit.estimates.enumerated() where e.status != .fixed {
        if e.status == .unidentifiable {
          s.unidentifiable += 1
          checkFlat(fit, j, capture, c, &s)
          continue
        }
        guard let interval = e.interval else {
          s.missing.append("\(c): \(e.name) \(e.status) without an interval")
          continue
        }
        s.counted[j] += 1
        if interval.method == .linearised { s.linearised += 1 } else { s.profiled += 1 }
        if interval.lowerEnd == .bound || interval.upperEnd == .bound { s.oneSided += 1 }
        if interval.lowerEnd == .unbounded || interval.upperEnd == .unbounded { s.unbounded += 1 }
        if interval.contains(c.truth[j]) {
          s.covered[j] += 1
        } else {
          s.misses.append(
            "\(c): \(e.name) \(e.value) interval \(interval.lower) … \(interval.upper) (\(interval.method)) truth \(c.truth[j])"
          )
        }
      }
    }
    return s
  }

  /// A flag claims a range: both ends not reached by the threshold, each with the curve the profile reached there
  /// (checked against GSL's curve in UnidentifiableVsGSLTests).
  static func checkFlat(_ fit: FitResult, _ j: Int, _ capture: FitCapture, _ c: RandomSpringCapture, _ s: inout Stats) {
    let e = fit.estimates[j]
    guard let range = e.interval, range.lowerEnd != .threshold, range.upperEnd != .threshold,
      range.lowerParameters != nil, range.upperParameters != nil
    else {
      s.notFlat.append("\(c): \(e.name) unidentifiable without a flat range: \(String(describing: e.interval))")
      return
    }
    s.flatChecked += 1
  }

  @Test(
    "noisy springs: every interval reported holds the truth in ≥ 98% of estimates; an unidentifiable flag claims a flat range",
    .tags(.statistical))
  func coverage() async throws {
    var all = Stats()
    for population in Self.populations {
      let total = try await withThrowingTaskGroup(of: Stats.self) { group in
        for start in stride(from: 0, to: population.count, by: Self.chunkSize) {
          group.addTask {
            try Self.chunk(seed: population.seed, indices: start..<min(start + Self.chunkSize, population.count))
          }
        }
        var total = Stats()
        for try await s in group { total.add(s) }
        return total
      }
      #expect(total.springs == population.count)
      let coverage = (0..<6).map { total.counted[$0] > 0 ? Double(total.covered[$0]) / Double(total.counted[$0]) : 1 }
      let overall = Double(total.covered.reduce(0, +)) / Double(max(total.counted.reduce(0, +), 1))
      print(
        "spring intervals (seed \(population.seed), \(population.count) springs\(Self.full ? ", SPRINGBENCH_FIT_FULL=1" : "")): coverage from,to,ω0,ζ,v0,t0 = \(coverage), overall \(overall) (\(total.covered.reduce(0, +)) of \(total.counted.reduce(0, +)) intervals; \(total.linearised) linearised, \(total.profiled) profile, \(total.oneSided) one-sided at a bound, \(total.unbounded) open on a side); \(total.unidentifiable) unidentifiable (\(total.flatChecked) with a flat range claimed); misses \(total.misses.prefix(12))"
      )
      all.add(total)
    }
    for j in 0..<6 where all.counted[j] > 0 {
      #expect(
        Double(all.covered[j]) >= requiredCoverage * Double(all.counted[j]),
        "\(SpringFitParameter(rawValue: j)!) covered \(all.covered[j])/\(all.counted[j])")
    }
    // Every free estimate is counted: none left out for its status.
    #expect(all.missing.isEmpty, "\(all.missing)")
    #expect(all.counted.reduce(0, +) + all.unidentifiable >= 5 * all.springs)
    #expect(all.notFlat.isEmpty, "\(all.notFlat)")
  }
}
