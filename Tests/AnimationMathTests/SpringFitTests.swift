import AnimationMath
import TestSupport
import Testing

/// Noiseless recovery: the issue asks for 1e-8 relative. Each parameter's
/// error is measured against its natural scale: |Δfrom|, |Δto| against the
/// travel, |Δv0| against |v0| + ω0·travel (the velocity a spring of that
/// travel reaches), |Δω0| and |Δζ| against ω0 and ζ.
private let noiselessRecovery = 1e-8

/// The 1,000 springs in 10 parameterised chunks, so they run in parallel.
private let springChunks = Array(0..<10)
private let springsPerChunk = 100
private let springSeed: UInt64 = 0x5EED_F17

@Suite("SpringFit: recovery of random springs")
struct SpringFitTests {
  @Test("noiseless recovery of 1,000 seeded springs to 1e-8", arguments: springChunks)
  func noiseless(chunk: Int) throws {
    var worst = [Double](repeating: 0, count: 5)
    var checked = 0
    for index in (chunk * springsPerChunk)..<((chunk + 1) * springsPerChunk) {
      let c = try RandomSpringCapture(seed: springSeed, index: index)
      let fit = try SpringFit.fit(FitCapture(times: c.times, values: c.values))
      #expect(fit.converged, "\(c): \(fit.termination)")
      let travel = abs(c.to - c.from)
      let scales = [travel, travel, c.naturalFrequency, c.dampingRatio, abs(c.initialVelocity) + c.naturalFrequency * travel]
      for j in 0..<5 {
        let error = absoluteError(fit.estimates[j].value, c.truth[j]) / scales[j]
        worst[j] = max(worst[j], error)
        #expect(error <= noiselessRecovery, "\(fit.estimates[j].name) \(fit.estimates[j].value) vs \(c.truth[j]): \(error) \(c)")
      }
      checked += 1
    }
    #expect(checked == springsPerChunk)
    print("noiseless chunk \(chunk): worst scaled errors from,to,ω0,ζ,v0 = \(worst)")
  }
}
