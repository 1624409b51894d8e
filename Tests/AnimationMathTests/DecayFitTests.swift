import AnimationMath
import TestSupport
import Testing

/// Noiseless recovery: 1e-8 relative, as the spring's (from against the
/// travel v0/k, v0 and k relative); measured worst ~1e-13.
private let noiselessRecovery = 1e-8
/// The spring fit's coverage contract, applied to the decay: each
/// parameter within 3 standard errors in ≥ 98% of trials.
private let requiredCoverage = 0.98
/// Noise: 0.3 px, values rounded to 1/3 px (as the spring test).
private let noiseSigma = 0.3
/// Central differences with h = 1e-6 relative: agreement 1e-7 of each column's scale.
private let finiteDifferenceAgreement = 1e-7
private let decaySeed: UInt64 = 0xDECA1

@Suite("DecayFit: recovery of random exponential decays")
struct DecayFitTests {
  @Test("∂x/∂p against central differences", arguments: Array(0..<10))
  func derivatives(index: Int) {
    let c = RandomDecayCapture(seed: decaySeed, index: index)
    let p = [c.from, c.initialVelocity, c.decayRate, 0.05]
    let model = DecayCurveModel(from: p[0], initialVelocity: p[1], decayRate: p[2], timeOffset: p[3])
    let times = c.times.filter { abs($0 - p[3]) > 1e-3 }
    #expect(times.count >= 10)
    for j in 0..<4 {
      let h = 1e-6 * max(abs(p[j]), 0.1)
      var up = p
      var down = p
      up[j] += h
      down[j] -= h
      let a = DecayCurveModel(from: up[0], initialVelocity: up[1], decayRate: up[2], timeOffset: up[3])
      let b = DecayCurveModel(from: down[0], initialVelocity: down[1], decayRate: down[2], timeOffset: down[3])
      let analytic = times.map { model.valueAndGradient(at: $0).gradient[j] }
      let numeric = times.map { (a.value(at: $0) - b.value(at: $0)) / (2 * h) }
      let scale = max(analytic.map(abs).max() ?? 0, 1e-12)
      for (x, y) in zip(analytic, numeric) {
        #expect(
          abs(x - y) <= finiteDifferenceAgreement * scale, "∂/∂\(DecayFitParameter(rawValue: j)!): \(x) vs \(y) \(c)")
      }
    }
  }

  @Test("noiseless recovery of 300 seeded decays to 1e-8", arguments: Array(0..<3))
  func noiseless(chunk: Int) throws {
    var worst = [0.0, 0.0, 0.0]
    var checked = 0
    for index in (chunk * 100)..<((chunk + 1) * 100) {
      let c = RandomDecayCapture(seed: decaySeed, index: index)
      let fit = try DecayFit.fit(FitCapture(times: c.times, values: c.values))
      #expect(fit.converged, "\(c): \(fit.termination)")
      let scales = [abs(c.initialVelocity) / c.decayRate, abs(c.initialVelocity), c.decayRate]
      for j in 0..<3 {
        let e = abs(fit.estimates[j].value - c.truth[j]) / scales[j]
        worst[j] = max(worst[j], e)
        #expect(e <= noiselessRecovery, "\(fit.estimates[j].name): \(fit.estimates[j].value) vs \(c.truth[j]) \(c)")
      }
      #expect(fit.estimates[3].status == .fixed)
      checked += 1
    }
    #expect(checked == 100)
    print("decay noiseless chunk \(chunk) (seed \(decaySeed)): worst scaled errors from, v0, k = \(worst)")
  }

  @Test("noisy: 1,000 decays on a px scale, 0.3 px noise rounded to 1/3 px: 3σ coverage ≥ 98%")
  func noisy() throws {
    var covered = [0, 0, 0]
    var counted = [0, 0, 0]
    var flagged = 0
    var zSquares = 0.0
    for index in 0..<1000 {
      let c = RandomDecayCapture(seed: decaySeed, index: index, pixels: true)
      var rng = SplitMix64(seed: decaySeed ^ UInt64(index) &* 31)
      let noisy = c.values.map { (($0 + noiseSigma * rng.gaussian()) * 3).rounded() / 3 }
      let fit = try DecayFit.fit(FitCapture(times: c.times, values: noisy))
      #expect(fit.converged, "\(c): \(fit.termination)")
      for j in 0..<3 {
        guard fit.estimates[j].status == .estimated, let se = fit.estimates[j].standardError else {
          flagged += 1
          continue
        }
        let z = (fit.estimates[j].value - c.truth[j]) / se
        counted[j] += 1
        zSquares += z * z
        if abs(z) <= 3 { covered[j] += 1 }
      }
    }
    for j in 0..<3 {
      #expect(counted[j] >= 950, "\(DecayFitParameter(rawValue: j)!): only \(counted[j]) estimated")
      #expect(
        Double(covered[j]) >= requiredCoverage * Double(counted[j]),
        "\(DecayFitParameter(rawValue: j)!) covered \(covered[j])/\(counted[j])")
    }
    let coverage = (0..<3).map { Double(covered[$0]) / Double(max(counted[$0], 1)) }
    print(
      "decay noisy (seed \(decaySeed)): 3σ coverage from, v0, k = \(coverage) (\(covered) of \(counted)); \(flagged) flagged; mean z² \(zSquares / Double(counted.reduce(0, +)))"
    )
  }

  @Test("a capture that ends before the motion slows: k is not reported as a silent number")
  func identifiability() throws {
    // k = 0.05 1/s over 0.2 s: kT = 0.01, the curve is a straight line to 5e-3 of its travel per sample noise.
    let times = (0..<13).map { Double($0) / 60 }
    var rng = SplitMix64(seed: decaySeed)
    let values = times.map { 1000 * (-expm1Reference(-0.05 * $0) / 0.05) + 0.3 * rng.gaussian() }
    let fit = try DecayFit.fit(FitCapture(times: times, values: values))
    let k = try #require(fit["decayRate"])
    #expect(k.status != .estimated, "\(k) \(fit.notes)")
  }
}

/// e^x − 1 by its Taylor series for |x| < 0.1 (the test's own, 12 terms).
private func expm1Reference(_ x: Double) -> Double {
  var sum = 0.0
  var term = x
  for n in 2...13 {
    sum += term
    term *= x / Double(n)
  }
  return sum
}
