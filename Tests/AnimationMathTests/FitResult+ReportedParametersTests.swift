import AnimationMath
import Foundation
import TestSupport
import Testing

/// The derived parameters a fit reports (stiffness, damping, rest position),
/// each checked against the delta method computed here with a numerical
/// gradient over the fit's own uncertainties (each parameter's reported
/// standard error squared on the diagonal, the fit's covariances off it), so
/// a wrong partial derivative in the core fails.
@Suite("Reported parameters of a fit")
struct ReportedParametersTests {
  /// The seed of the noisy captures (printed in each failure's context).
  static let seed: UInt64 = 0x5EED_F17

  /// Relative agreement of an analytic delta-method standard error with the
  /// central-difference one: the step h = 1e-6·|θ| leaves O(h²) truncation and
  /// O(ε/h) rounding, about 1e-9 relative; 1e-6 leaves room for cancellation.
  static let deltaMethodTolerance = 1e-6

  /// √(gᵀΣg) with g by central differences of `quantity` over the named
  /// parameters, Σ their reported variances and covariances.
  static func numericalStandardError(_ fit: FitResult, _ names: [String], _ quantity: ([String: Double]) -> Double)
    -> Double
  {
    var point: [String: Double] = [:]
    for name in names { point[name] = fit[name]!.value }
    var gradient: [String: Double] = [:]
    for name in names where fit[name]!.standardError != nil {
      let h = 1e-6 * Swift.max(abs(point[name]!), 1e-3)
      var up = point, down = point
      up[name]! += h
      down[name]! -= h
      gradient[name] = (quantity(up) - quantity(down)) / (2 * h)
    }
    var variance = 0.0
    for (a, ga) in gradient {
      for (b, gb) in gradient {
        let sigma = a == b ? fit[a]!.standardError! * fit[a]!.standardError! : fit.covariance(a, b)!
        variance += ga * gb * sigma
      }
    }
    return variance.squareRoot()
  }

  /// A noisy capture of spring `index` of ``seed`` (noise 0.5 units).
  static func springFit(_ index: Int) throws -> FitResult {
    let c = try RandomSpringCapture(seed: seed, index: index, pixels: true)
    var rng = SplitMix64(seed: seed &+ UInt64(index))
    return try SpringFit.fit(FitCapture(times: c.times, values: c.values.map { $0 + 0.5 * rng.gaussian() }))
  }

  @Test("a spring's stiffness ω0² and damping 2ζω0 carry the delta method's standard errors", arguments: 0..<8)
  func spring(_ index: Int) throws {
    let context = "seed \(Self.seed) index \(index)"
    let fit = try Self.springFit(index)
    let omega = fit["naturalFrequency"]!.value, zeta = fit["dampingRatio"]!.value
    let reported = fit.reportedParameters
    #expect(
      reported.map(\.name) == [
        "from", "to", "mass", "stiffness", "damping", "dampingRatio", "initialVelocity", "timeOffset",
      ])
    let stiffness = try #require(fit.springStiffness), damping = try #require(fit.springDamping)
    #expect(stiffness.value == omega * omega && damping.value == 2 * zeta * omega)
    #expect(
      reported[3] == stiffness && reported[4] == damping && reported[2].value == 1 && reported[2].standardError == nil)
    // Without σ(ω0) (poorly determined, or unidentifiable) neither derived one has a standard error.
    guard fit["naturalFrequency"]!.standardError != nil else {
      #expect(stiffness.standardError == nil && damping.standardError == nil, "\(context)")
      return
    }
    let names = ["naturalFrequency", "dampingRatio"]
    let seK = Self.numericalStandardError(fit, names) { $0["naturalFrequency"]! * $0["naturalFrequency"]! }
    let seC = Self.numericalStandardError(fit, names) { 2 * $0["dampingRatio"]! * $0["naturalFrequency"]! }
    expectClose(try #require(stiffness.standardError), seK, relative: Self.deltaMethodTolerance, context)
    if fit["dampingRatio"]!.standardError == nil {
      #expect(damping.standardError == nil, "\(context)")
    } else {
      expectClose(try #require(damping.standardError), seC, relative: Self.deltaMethodTolerance, context)
    }
  }

  @Test("a held ω0 leaves stiffness and damping without standard errors")
  func heldFrequency() throws {
    let c = try RandomSpringCapture(seed: Self.seed, index: 0, pixels: true)
    let fit = try SpringFit.fit(
      FitCapture(times: c.times, values: c.values), fixing: [.naturalFrequency: c.naturalFrequency])
    #expect(fit.springStiffness?.standardError == nil && fit.springDamping?.standardError == nil)
    #expect(fit.springStiffness?.value == c.naturalFrequency * c.naturalFrequency)
  }

  @Test("a decay's rest position from + v0/k carries the delta method's standard error", arguments: 0..<8)
  func decay(_ index: Int) throws {
    let c = RandomDecayCapture(seed: Self.seed, index: index, pixels: true)
    var rng = SplitMix64(seed: Self.seed &+ 1000 &+ UInt64(index))
    let fit = try DecayFit.fit(FitCapture(times: c.times, values: c.values.map { $0 + 0.5 * rng.gaussian() }))
    let rest = try #require(fit.decayRestPosition)
    #expect(
      fit.reportedParameters.map(\.name) == ["from", "initialVelocity", "decayRate", "restPosition", "timeOffset"])
    #expect(rest.value == fit["from"]!.value + fit["initialVelocity"]!.value / fit["decayRate"]!.value)
    let names = ["from", "initialVelocity", "decayRate"]
    let se = Self.numericalStandardError(fit, names) { $0["from"]! + $0["initialVelocity"]! / $0["decayRate"]! }
    expectClose(
      try #require(rest.standardError), se, relative: Self.deltaMethodTolerance, "seed \(Self.seed) index \(index)")
  }

  @Test("a cubic-bezier fit reports its own parameters and no derived ones")
  func cubicBezier() throws {
    let timing = try CubicBezierTiming(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    let times = (0...60).map { Double($0) / 60 }
    let fit = try CubicBezierFit.fit(FitCapture(times: times, values: times.map { timing.value(at: $0) }))
    #expect(fit.reportedParameters.map(\.name) == fit.estimates.map(\.name))
    #expect(fit.springStiffness == nil && fit.springDamping == nil && fit.decayRestPosition == nil)
  }
}
