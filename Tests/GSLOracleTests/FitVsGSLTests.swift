import AnimationMath
import GSLOracle
import TestSupport
import Testing

/// Analytic derivatives against the oracle's complex-step derivatives (exact
/// to rounding): each column agrees to 1e-9 of its largest entry. The
/// closed forms' own rounding is ~1e-15 relative, amplified near ζ = 1 by the
/// 1/(2q) of ∂S/∂q outside the series (|q|τ² ≥ 1 bounds it); measured worst ~1e-12.
private let derivativeAgreement = 1e-9
/// Optimum agreement: 1e-8 relative (scales as in
/// SpringFitTests: travel for from/to, |v0| + ω0·travel for v0).
private let optimumAgreement = 1e-8
/// Where the two optima differ by more than that, they must sit in the same
/// flat valley: costs equal to 1e-12 relative and parameters within 1e-3
/// standard errors (a cost resolved to ε fixes a parameter only to ~√ε·σ).
private let flatValleyAgreement = 1e-3
private let costAgreement = 1e-12
/// GSL (from the truth) must converge on every compared problem.
private let maximumGSLFailures = 0
/// The least share of all 1,000 noisy problems whose optimum agrees with
/// GSL's to ``optimumAgreement``: 0.70 of all (measured 733), and 0.92 of
/// those compared (measured 733 of 776). The rest, by cause in the printed
/// line: 224 not compared (a parameter not determined), 24 in a flat valley,
/// 19 where GSL stopped at a higher cost.
private let minimumAgreeingShare = (all: 0.70, compared: 0.92)
/// Gaussian noise of the noisy test: 0.1% of the 300 px travel.
private let noiseSigma = 0.3

private let springSeed: UInt64 = 0x5EED_F17

@Suite("Fitting against GSL: derivatives and optimum")
struct FitVsGSLTests {
  struct DerivativeCase: Sendable, CustomStringConvertible {
    let zeta: Double
    let omega0: Double
    var description: String { "ζ \(zeta) ω0 \(omega0)" }
  }

  static let derivativeCases: [DerivativeCase] =
    [0, 0.05, 0.5, 0.9, 0.999, 1 - 1e-6, 1 - 1e-9, 1, 1 + 1e-9, 1 + 1e-6, 1.001, 1.1, 2, 3, 10].map {
      DerivativeCase(zeta: $0, omega0: 21.857)
    }

  @Test("∂x/∂p of the spring model = complex-step derivatives", arguments: derivativeCases)
  func derivatives(_ c: DerivativeCase) {
    // A delayed start (t0 = 0.1) so every branch is exercised: before release, series, closed form.
    let parameters = [0.2, 1.0, c.omega0, c.zeta, 0.64, 0.1]
    let times = (0..<120).map { Double($0) / 120 }
    let reference = GSLFitOracle.springJacobian(times: times, parameters: parameters)
    let model = SpringCurveModel(parameterValues: parameters)
    var worst = 0.0
    for j in 0..<6 {
      let column = reference[j]
      let scale = column.map(abs).max() ?? 0
      for (i, t) in times.enumerated() where t != parameters[5] {  // the kink at release: one-sided
        let ours = model.valueAndGradient(at: t).gradient[j]
        let error = absoluteError(ours, column[i]) / max(scale, 1e-300)
        worst = max(worst, error)
        #expect(
          error <= derivativeAgreement, "∂/∂\(SpringFitParameter(rawValue: j)!) at t \(t): \(ours) vs \(column[i]) \(c)"
        )
      }
    }
    print("derivatives \(c): worst relative \(worst)")
  }

  /// Counts of one chunk of the noisy test.
  struct NoisyStats: Sendable {
    var covered = [Int](repeating: 0, count: 5)
    var counted = [Int](repeating: 0, count: 5)
    var flagged = 0, trials = 0, agreeing = 0, flatValley = 0, gslWorse = 0, gslNotConverged = 0, undetermined = 0
    var zSquares = 0.0, zCount = 0
    var worstAgreement = [Double](repeating: 0, count: 5)
  }

  /// Springs per chunk of the noisy test: 100 at full size (1,000 springs), 20 reduced (200).
  static let noisyPerChunk = StatisticalSweep.size(reduced: 20, full: 100)

  @Test("noisy recovery of the seeded springs: 3σ coverage ≥ 98% and GSL's optimum", .tags(.statistical))
  func noisy() async throws {
    print("noisy springs vs GSL: \(StatisticalSweep.describe(10 * Self.noisyPerChunk, reduced: 200, full: 1000))")
    // Ten chunks in a task group (two cores), then one verdict on all of them.
    let all = try await withThrowingTaskGroup(of: NoisyStats.self) { group in
      for chunk in 0..<10 { group.addTask { try Self.noisyChunk(chunk) } }
      var total = NoisyStats()
      for try await s in group {
        for j in 0..<5 {
          total.covered[j] += s.covered[j]
          total.counted[j] += s.counted[j]
          total.worstAgreement[j] = max(total.worstAgreement[j], s.worstAgreement[j])
        }
        total.flagged += s.flagged
        total.trials += s.trials
        total.agreeing += s.agreeing
        total.flatValley += s.flatValley
        total.gslWorse += s.gslWorse
        total.gslNotConverged += s.gslNotConverged
        total.undetermined += s.undetermined
        total.zSquares += s.zSquares
        total.zCount += s.zCount
      }
      return total
    }
    #expect(all.trials == 10 * Self.noisyPerChunk)
    // The coverage claim is checked over every reported interval, with none
    // left out for its status, by SpringFitCoverageTests; the figures here
    // (estimates marked determined only) are printed for comparison.
    #expect(all.gslNotConverged <= maximumGSLFailures, "GSL did not converge on \(all.gslNotConverged) problems")
    // Every problem is counted under exactly one cause, and most must agree.
    #expect(all.agreeing + all.flatValley + all.gslWorse + all.gslNotConverged + all.undetermined == all.trials)
    let compared = all.trials - all.undetermined - all.gslNotConverged
    #expect(
      Double(all.agreeing) >= minimumAgreeingShare.compared * Double(compared),
      "\(all.agreeing) of \(compared) compared")
    #expect(
      Double(all.agreeing) >= minimumAgreeingShare.all * Double(all.trials),
      "\(all.agreeing) of \(all.trials) agree with GSL to 1e-8 (\(all.undetermined) not determined, \(all.flatValley) flat valley, \(all.gslWorse) GSL worse)"
    )
    let coverage = (0..<5).map { Double(all.covered[$0]) / Double(max(all.counted[$0], 1)) }
    print(
      "noisy \(all.trials) springs: 3σ coverage from,to,ω0,ζ,v0 = \(coverage) (counts \(all.covered) of \(all.counted); \(all.flagged) estimates flagged not determined); mean z² \(all.zSquares / Double(all.zCount)) (1 for honest error bars); GSL: \(all.undetermined) not compared (parameters not determined), \(all.agreeing) agree to 1e-8, \(all.flatValley) flat valley (same cost to 1e-12, within 1e-3 σ), \(all.gslWorse) GSL stopped at a higher cost, \(all.gslNotConverged) GSL not converged; worst relative difference \(all.worstAgreement)"
    )
  }

  static func noisyChunk(_ chunk: Int) throws -> NoisyStats {
    var covered = [Int](repeating: 0, count: 5)
    var counted = [Int](repeating: 0, count: 5)
    var flagged = 0
    var trials = 0
    var worstAgreement = [Double](repeating: 0, count: 5)
    var agreeing = 0
    var flatValley = 0
    var gslWorse = 0
    var gslNotConverged = 0
    var undetermined = 0
    var zScores: [Double] = []
    for index in (chunk * 100)..<(chunk * 100 + noisyPerChunk) {
      let c = try RandomSpringCapture(seed: springSeed, index: index, pixels: true)
      var rng = SplitMix64(seed: springSeed ^ UInt64(index) &* 31)
      let noisy = c.values.map { (($0 + noiseSigma * rng.gaussian()) * 3).rounded() / 3 }
      let fit = try SpringFit.fit(FitCapture(times: c.times, values: noisy))
      #expect(fit.converged, "\(c): \(fit.termination)")
      trials += 1
      for j in 0..<5 {
        let e = fit.estimates[j]
        // Reported as not determined (poorly determined / unidentifiable): not a silent number, not counted.
        guard e.status == .estimated, let se = e.standardError else {
          flagged += 1
          continue
        }
        counted[j] += 1
        let z = (e.value - c.truth[j]) / se
        zScores.append(z)
        if abs(z) <= 3 { covered[j] += 1 }
      }
      // Problems with parameters the fit reports as not determined have no
      // unique optimum to compare (counted, not compared).
      if fit.estimates.prefix(5).contains(where: { $0.status != .estimated }) {
        undetermined += 1
        continue
      }
      // GSL from the truth (its own start, its own residual and Jacobian).
      let gsl: GSLFitOracle.Solution
      do {
        gsl = try GSLFitOracle.fitSpring(
          times: c.times, values: noisy, start: c.truth, free: [true, true, true, true, true, false])
      } catch {
        gslNotConverged += 1
        continue
      }
      let travel = 300.0
      let scales = [
        travel, travel, c.naturalFrequency, c.dampingRatio, abs(c.initialVelocity) + c.naturalFrequency * travel,
      ]
      var agrees = true
      var withinNoiseOfOptimum = true
      for j in 0..<5 {
        let d = absoluteError(fit.estimates[j].value, gsl.parameters[j])
        worstAgreement[j] = max(worstAgreement[j], d / scales[j])
        if d > optimumAgreement * scales[j] { agrees = false }
        // A flat valley fixes the optimum only to ~√ε of a standard error.
        if !(d <= flatValleyAgreement * (fit.estimates[j].standardError ?? .infinity)) { withinNoiseOfOptimum = false }
      }
      let ourCost = fit.residualSumOfSquares / 2
      if agrees {
        agreeing += 1
      } else if withinNoiseOfOptimum && abs(gsl.cost - ourCost) <= costAgreement * ourCost {
        flatValley += 1
      } else if gsl.cost > ourCost * (1 + costAgreement) {
        gslWorse += 1
      } else {
        Issue.record(
          "GSL optimum differs: ours \(fit.estimates.map(\.value)) cost \(ourCost), GSL \(gsl.parameters) cost \(gsl.cost) \(c)"
        )
      }
    }
    var stats = NoisyStats()
    stats.covered = covered
    stats.counted = counted
    stats.flagged = flagged
    stats.trials = trials
    stats.agreeing = agreeing
    stats.flatValley = flatValley
    stats.gslWorse = gslWorse
    stats.gslNotConverged = gslNotConverged
    stats.undetermined = undetermined
    stats.zSquares = zScores.reduce(0) { $0 + $1 * $1 }
    stats.zCount = zScores.count
    stats.worstAgreement = worstAgreement
    return stats
  }
}
