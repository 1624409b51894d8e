// Fitting benchmarks: one spring fit of 60 samples, the core
// against GSL's gsl_multifit_nlinear on the same problem.
import AnimationMath
import GSLOracle
import Foundation

/// Registers the fitting kernels in `harness` (interleaved with the others)
/// and their row in `rows`.
///
/// The problem: seed 004's spring (UIKit 0.5 s, ζ 0.6, v 0.8) over 0 → 300 px,
/// 60 samples at 60 Hz with Gaussian noise of 0.3 px (0.1% of the travel).
/// `SpringFit.fit` is timed whole (cleaning, starting guesses, Levenberg–
/// Marquardt, standard errors); GSL (lmaccel) gets the oracle's hand-derived
/// residuals and Jacobian in real arithmetic, as a GSL user supplying `df`
/// would, and starts from the true parameters, so its time excludes any search.
func addFitBenchmarks(
  _ harness: inout Harness,
  _ rows: inout [(kernel: String, ours: String, reference: String, referenceLabel: String, unit: String)]
) throws {
  let spring = try SpringParameters.uikit(duration: 0.5, dampingRatio: 0.6, initialSpringVelocity: 0.8)
  let motion = try SpringSolution(parameters: spring, from: 0, to: 300, relativeVelocity: 0.8)
  let times = (0..<60).map { Double($0) / 60 }
  var rng = SplitMix64(seed: 0xF17)
  let values = times.map { t -> Double in
    // Box–Muller from the seeded generator.
    let u1 = 1 - Double.random(in: 0..<1, using: &rng)
    let u2 = Double.random(in: 0..<1, using: &rng)
    let gaussian = (-2 * Foundation.log(u1)).squareRoot() * Foundation.cos(2 * Double.pi * u2)
    return motion.position(at: t) + 0.3 * gaussian
  }
  let capture = try FitCapture(times: times, values: values)
  let truth = [0, 300, spring.naturalFrequency, 0.6, 240, 0]
  let free = [true, true, true, true, true, false]
  let repetitions = 20
  harness.add("fit ours", operations: repetitions) {
    for _ in 0..<repetitions { sink += try SpringFit.fit(capture).rmsResidual }
  }
  harness.add("fit GSL", operations: repetitions) {
    for _ in 0..<repetitions {
      sink += try GSLFitOracle.fitSpring(times: times, values: values, start: truth, free: free, derivatives: .analytic).cost
    }
  }
  rows.append(
    ("spring fit, 60 noisy samples (whole SpringFit.fit)", "fit ours", "fit GSL",
     "GSL multifit_nlinear lmaccel, analytic Jacobian, started from the truth", "ns/fit"))
  try addBezierFitBenchmark(&harness, &rows)
}

/// The cubic-bézier row: `ease-in-out` (0.42, 0, 0.58, 1) over 0.5 s on
/// 0 → 300 px, 600 samples at 1 kHz (0.6 s) with seeded Gaussian noise of
/// 0.3 px. `CubicBezierFit.fit` is timed whole (the multi-start search,
/// Levenberg–Marquardt on every sample, standard errors); GSL starts from
/// the true parameters with the same held delay, so its time excludes any
/// search. The target is < 50 ms per fit in release.
func addBezierFitBenchmark(
  _ harness: inout Harness,
  _ rows: inout [(kernel: String, ours: String, reference: String, referenceLabel: String, unit: String)]
) throws {
  let timing = try CubicBezierTiming(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  let times = (0..<600).map { Double($0) / 1000 }
  var rng = SplitMix64(seed: 0xB1E2)
  let values = times.map { t -> Double in
    let u1 = 1 - Double.random(in: 0..<1, using: &rng)
    let u2 = Double.random(in: 0..<1, using: &rng)
    let gaussian = (-2 * Foundation.log(u1)).squareRoot() * Foundation.cos(2 * Double.pi * u2)
    return 300 * timing.value(at: Swift.min(t / 0.5, 1)) + 0.3 * gaussian
  }
  let capture = try FitCapture(times: times, values: values)
  let truth = [0.42, 0, 0.58, 1, 0.5, 0, 300, 0]
  let free = [true, true, true, true, true, true, true, false]
  let repetitions = 2
  harness.add("bezier fit ours", operations: repetitions) {
    for _ in 0..<repetitions { sink += try CubicBezierFit.fit(capture).rmsResidual }
  }
  harness.add("bezier fit GSL", operations: repetitions) {
    for _ in 0..<repetitions {
      sink += try GSLFitOracle.fitCubicBezier(times: times, values: values, start: truth, free: free, derivatives: .analytic).cost
    }
  }
  rows.append(
    ("cubic-bezier fit, 600 noisy samples (whole CubicBezierFit.fit)", "bezier fit ours", "bezier fit GSL",
     "GSL multifit_nlinear, analytic Jacobian, started from the truth", "ns/fit"))
}
