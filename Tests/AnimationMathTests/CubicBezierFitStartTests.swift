import Foundation
import TestSupport
import Testing

@testable import AnimationMath

/// The noisy captures' Gaussian noise: 0.1% of the travel.
private let relativeNoise = 1e-3
/// A fit explains a noisy capture when its RMS residual is at most 1.5σ: with
/// m = 24 samples and k = 4 free handles the expected RMS is σ·√((m − k)/m) ≈
/// 0.91σ with a spread of ~0.15σ, so 1.5σ is ~4 spreads above (a start left
/// in place sits at ~30σ).
private let noisyRMSBound = 1.5
/// A handle is recovered when it lies within 4 of its own standard errors of
/// the truth (a Gaussian estimate misses that 6e-5 of the time).
private let handleStandardErrors = 4.0
/// A noise-free capture is explained when the RMS residual is at most 1e-9 of
/// the travel: the fitter's own floor for an exact fit (`searchFloor`); exact
/// fits sit at 1e-16–1e-12, a false minimum orders of magnitude above.
private let exactRMS = 1e-9

/// The fitted handles are not a start left in place: not on the diagonal
/// x1 = y1, x2 = y2 (where every handle gives the curve y = x and the
/// Jacobian in the handles is rank-deficient), and none is unidentifiable.
private func expectMovedOffDiagonal(_ fit: FitResult, _ label: String) {
  let h = fit.estimates.prefix(4).map(\.value)
  #expect(!(h[0] == h[1] && h[2] == h[3]), "\(label): handles \(h) on the diagonal (a start left in place)")
  for e in fit.estimates.prefix(4) where e.status != .fixed {
    #expect(e.status != .unidentifiable, "\(label): \(e.name) = \(e.value) unidentifiable")
  }
}

/// The noisy capture: `cubic-bezier(0.83, 0.46, 0.38, −0.04)` over 0.3911 s
/// from `from` to `to`, 24 samples at 60 Hz from t = 0, Gaussian noise of
/// 0.1% of the travel from SplitMix64(`seed`).
private func slowStartCapture(from: Double, to: Double, seed: UInt64) throws -> (FitCapture, sigma: Double) {
  let timing = try CubicBezierTiming(x1: 0.83, y1: 0.46, x2: 0.38, y2: -0.04)
  var rng = SplitMix64(seed: seed)
  let sigma = relativeNoise * abs(to - from)
  let times = (0..<24).map { Double($0) / 60 }
  let values = times.map { t in from + (to - from) * timing.value(at: Swift.min(t / 0.3911, 1)) + sigma * rng.gaussian()
  }
  return (try FitCapture(times: times, values: values), sigma)
}

/// A noise-free capture at 60 Hz from t = 0 to the end plus 0.1 s.
struct ExactBezierCase: Sendable, CustomStringConvertible {
  let name: String
  let handles: [Double]
  let duration: Double, from: Double, to: Double
  var description: String {
    "\(name) cubic-bezier(\(handles.map { "\($0)" }.joined(separator: ", "))) over \(duration) s, \(from) → \(to)"
  }

  static let seed: UInt64 = 0x5747
  static let all: [ExactBezierCase] = {
    var cases = [
      ExactBezierCase(name: "ease", handles: [0.25, 0.1, 0.25, 1], duration: 0.5, from: 0, to: 300),
      ExactBezierCase(name: "ease-out", handles: [0, 0, 0.58, 1], duration: 0.4, from: 120, to: 20),
    ]
    for index in 0..<2 {
      // RandomBezierCapture's stream (seed printed in the name).
      let c = try! RandomBezierCapture(seed: seed, index: index)
      cases.append(
        ExactBezierCase(
          name: "random (seed \(seed) case \(index))", handles: [c.x1, c.y1, c.x2, c.y2], duration: c.duration,
          from: c.from, to: c.to))
    }
    return cases
  }()

  func capture() throws -> FitCapture {
    let timing = try CubicBezierTiming(x1: handles[0], y1: handles[1], x2: handles[2], y2: handles[3])
    let count = Int(((duration + 0.1) * 60).rounded(.down)) + 1
    let times = (0..<count).map { Double($0) / 60 }
    return try FitCapture(
      times: times, values: times.map { from + (to - from) * timing.value(at: Swift.min($0 / duration, 1)) })
  }

  /// The true value of `parameter`.
  func value(_ parameter: CubicBezierFitParameter) -> Double {
    switch parameter {
    case .x1, .y1, .x2, .y2: handles[parameter.rawValue]
    case .duration: duration
    case .from: from
    case .to: to
    case .delay: 0
    }
  }
}

/// The held subsets of the table.
private let fixedSubsets: [[CubicBezierFitParameter]] = [
  [], [.from, .to], [.from, .to, .duration], [.duration, .delay],
]

@Suite("CubicBezierFit: multi-start off the diagonal, with any held parameters")
struct CubicBezierFitStartTests {
  @Test(
    "the slow-start capture with from, to and duration held (24 samples, 0.1% noise): handles recovered",
    arguments: [(to: 1.0, seed: UInt64(0x51)), (to: 240.0, seed: UInt64(0x52))])
  func slowStart(to: Double, seed: UInt64) throws {
    let (capture, sigma) = try slowStartCapture(from: 0, to: to, seed: seed)
    let fit = try CubicBezierFit.fit(capture, fixing: [.from: 0, .to: to, .duration: 0.3911])
    let label = "to = \(to), seed \(seed)"
    print(
      "slow start \(label): \(fit.estimates.prefix(4).map { "\($0.name) \($0.value) ± \($0.standardError ?? .nan)" }), rms \(fit.rmsResidual) (σ \(sigma))"
    )
    #expect(fit.converged, "\(label): \(fit.termination)")
    expectMovedOffDiagonal(fit, label)
    #expect(fit.rmsResidual <= noisyRMSBound * sigma, "\(label): rms \(fit.rmsResidual), σ \(sigma)")
    for (e, truth) in zip(fit.estimates.prefix(4), [0.83, 0.46, 0.38, -0.04]) {
      let se = try #require(e.standardError, "\(label): \(e.name) has no standard error (\(e.status))")
      #expect(
        abs(e.value - truth) <= handleStandardErrors * se, "\(label): \(e.name) \(e.value) ± \(se), truth \(truth)")
    }
  }

  @Test(
    "noise-free ease, ease-out and two random curves, every held subset: residual at rounding level",
    arguments: ExactBezierCase.all, fixedSubsets)
  func exact(curve: ExactBezierCase, held: [CubicBezierFitParameter]) throws {
    var fixing: [CubicBezierFitParameter: Double] = [:]
    for parameter in held { fixing[parameter] = curve.value(parameter) }
    let fit = try CubicBezierFit.fit(try curve.capture(), fixing: fixing)
    let label = "\(curve), holding \(held.map(\.description))"
    let travel = abs(curve.to - curve.from)
    #expect(fit.converged, "\(label): \(fit.termination)")
    #expect(fit.rmsResidual <= exactRMS * travel, "\(label): rms \(fit.rmsResidual), fit \(fit.estimates.map(\.value))")
    // Not a start left on the diagonal (no truth here has both handles on it).
    let h = fit.estimates.prefix(4).map(\.value)
    #expect(!(h[0] == h[1] && h[2] == h[3]), "\(label): handles \(h) on the diagonal (a start left in place)")
  }
}

/// The long-capture cases: 600 samples, noise-free.
struct LongBezierCase: Sendable, CustomStringConvertible {
  let name: String
  let handles: [Double]
  let duration: Double, rate: Double
  var description: String {
    "\(name): cubic-bezier(\(handles.map { "\($0)" }.joined(separator: ", "))) over \(duration) s, 600 samples at \(rate) Hz"
  }

  static let all = [
    LongBezierCase(name: "ease, then 9.5 s at rest", handles: [0.25, 0.1, 0.25, 1], duration: 0.5, rate: 60),
    LongBezierCase(name: "back-like overshoot", handles: [0.3, -0.4, 0.6, 1.4], duration: 0.55, rate: 1000),
  ]

  func capture() throws -> FitCapture {
    let timing = try CubicBezierTiming(x1: handles[0], y1: handles[1], x2: handles[2], y2: handles[3])
    let times = (0..<600).map { Double($0) / rate }
    return try FitCapture(times: times, values: times.map { 300 * timing.value(at: Swift.min($0 / duration, 1)) })
  }
}

@Suite("CubicBezierFit: long captures are searched on a subsample")
struct CubicBezierFitSearchTests {
  @Test(
    "the search's subsample: at most searchSampleLimit samples, sorted, the capture's ends and the motion's edges kept",
    arguments: [(flat: 1, tail: 1), (flat: 1, tail: 570), (flat: 200, tail: 300), (flat: 590, tail: 5)])
  func subsample(flat: Int, tail: Int) throws {
    let m = 600
    let capture = try FitCapture(times: (0..<m).map { Double($0) / 60 }, values: (0..<m).map(Double.init))
    let search = CubicBezierFit.searchSubsample(of: capture, flat: flat, tail: tail)
    #expect(search.count <= CubicBezierFit.searchSampleLimit, "\(search.count) samples")
    #expect(zip(search.times, search.times.dropFirst()).allSatisfy { $0 < $1 })
    let kept = Set(search.times)
    for index in [0, m - 1, max(flat - 3, 0), min(m - tail + 2, m - 1)] {
      #expect(kept.contains(capture.times[index]), "index \(index) left out")
    }
    // Every sample the search keeps is the capture's own.
    for (t, v) in zip(search.times, search.values) { #expect(capture.times[Int(v)] == t) }
  }

  @Test(
    "600 noise-free samples: the subsample's optimum polished on every sample reaches rounding level",
    arguments: LongBezierCase.all)
  func longCapture(curve: LongBezierCase) throws {
    let fit = try CubicBezierFit.fit(try curve.capture())
    #expect(fit.converged, "\(curve): \(fit.termination)")
    #expect(fit.sampleCount == 600)
    #expect(fit.rmsResidual <= exactRMS * 300, "\(curve): rms \(fit.rmsResidual), fit \(fit.estimates.map(\.value))")
  }
}
