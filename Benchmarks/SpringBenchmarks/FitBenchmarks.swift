// Fitting benchmarks: one spring fit of 60 samples, the core
// against GSL's gsl_multifit_nlinear on the same problem.
import AnimationMath
import Foundation
import GSLOracle

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
      sink += try GSLFitOracle.fitSpring(times: times, values: values, start: truth, free: free, derivatives: .analytic)
        .cost
    }
  }
  rows.append(
    (
      "spring fit, 60 noisy samples (whole SpringFit.fit)", "fit ours", "fit GSL",
      "GSL multifit_nlinear lmaccel, analytic Jacobian, started from the truth", "ns/fit"
    ))
  try addBezierFitBenchmark(&harness, &rows)
  try addBezierCaptureBenchmarks(&harness)
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
      sink += try GSLFitOracle.fitCubicBezier(
        times: times, values: values, start: truth, free: free, derivatives: .analytic
      ).cost
    }
  }
  rows.append(
    (
      "cubic-bezier fit, 600 noisy samples (whole CubicBezierFit.fit)", "bezier fit ours", "bezier fit GSL",
      "GSL multifit_nlinear, analytic Jacobian, started from the truth", "ns/fit"
    ))
}

/// Registers one kernel per ``BezierFitCapture`` for `CubicBezierFit.fit`
/// (whole, intervals included, as `fit --model cubic-bezier` prints them)
/// and one for `FitComparison` (`--model auto`: spring, cubic-bézier and
/// decay fitted and ranked), one fit per call.
func addBezierCaptureBenchmarks(_ harness: inout Harness) throws {
  for c in BezierFitCapture.all {
    let capture = try c.capture()
    harness.add("fit capture bezier \(c.label)", operations: 1) {
      sink += try CubicBezierFit.fit(capture).rmsResidual
    }
    harness.add("fit capture auto \(c.label)", operations: 1) {
      sink += try FitComparison(capture).rows[0].result.rmsResidual
    }
  }
}

/// The rows of ``addBezierCaptureBenchmarks(_:)``: per model, the median
/// over the captures of each capture's median time, against the worst
/// capture's; and a note listing every capture's time.
func bezierCaptureRows(_ harness: Harness) -> (rows: [Row], notes: [String]) {
  var rows: [Row] = []
  var notes: [String] = []
  for (model, label) in [
    ("bezier", "fit --model cubic-bezier (CubicBezierFit.fit, intervals included)"),
    ("auto", "fit --model auto (FitComparison: spring, cubic-bezier, decay)"),
  ] {
    let times = BezierFitCapture.all.map { (c: $0, ms: harness.median("fit capture \(model) \($0.label)") / 1e6) }
    guard !times.contains(where: { $0.ms.isNaN }) else { continue }
    let sorted = times.map(\.ms).sorted()
    let median = 0.5 * (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2])
    let worst = times.max { $0.ms < $1.ms }!
    rows.append(
      Row(
        kernel: "\(label), 600 noisy samples: median of the \(times.count) captures below",
        ours: median, reference: "the slowest capture (\(worst.c.label))", referenceValue: worst.ms, unit: "ms/fit"))
    notes.append(
      "\(label) per capture (ms, CPU): "
        + times.map { "\($0.c.label) \(String(format: "%.1f", $0.ms))" }.joined(separator: ", ") + ".")
  }
  if !rows.isEmpty {
    notes.append(
      "Fit captures: cubic-bezier(x1, y1, x2, y2) over 0.4 s on 0 → 300 px, 600 samples at 1 kHz from t = 0, with and without a 0.1 s rest, seeded Gaussian noise of 0.3 px (BezierFitCapture.swift); back = cubic-bezier(0.68, -0.55, 0.265, 1.55)."
    )
  }
  return (rows, notes)
}

/// `springbench fit FILE.csv` end to end on the ``BezierFitCapture``
/// captures written as CSV: wall clock (and CPU time) of the release
/// binary, stdout to /dev/null, each capture run 3 times interleaved over
/// the models after one warm-up; per model, the median over the captures of
/// each capture's median wall time, against the slowest capture's.
func fitCommandRows(binDirectory: String, only: String) throws -> (rows: [Row], notes: [String]) {
  guard only.isEmpty || only.contains("fit") else { return ([], []) }
  let binary = binDirectory + "/springbench"
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("springbench-fit-\(getpid())").path
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: directory) }
  var files: [String] = []
  for (i, c) in BezierFitCapture.all.enumerated() {
    let path = directory + "/capture-\(i).csv"
    try c.csv().write(toFile: path, atomically: false, encoding: .utf8)
    files.append(path)
  }
  let models = ["cubic-bezier", "auto"]
  var wall = [[[Double]]](repeating: [[Double]](repeating: [], count: files.count), count: models.count)
  var cpu = wall
  for model in models { _ = try wallAndCPUTime(binary, ["fit", "--model", model, files[0]]) }
  for _ in 0..<3 {
    for (i, file) in files.enumerated() {
      for (m, model) in models.enumerated() {
        // Exit status 1 (a poor fit) is not expected on these captures: spawnAndWait throws on it.
        let run = try wallAndCPUTime(binary, ["fit", "--model", model, file])
        wall[m][i].append(run.wall * 1e3)
        cpu[m][i].append(run.cpu * 1e3)
      }
    }
  }
  func median(_ v: [Double]) -> Double {
    let s = v.sorted()
    return 0.5 * (s[(s.count - 1) / 2] + s[s.count / 2])
  }
  var rows: [Row] = []
  var notes: [String] = []
  for (m, model) in models.enumerated() {
    let perCapture = wall[m].map(median)
    let worst = perCapture.indices.max { perCapture[$0] < perCapture[$1] }!
    rows.append(
      Row(
        kernel:
          "`springbench fit --model \(model) FILE.csv` end to end, wall clock: median of the \(files.count) captures",
        ours: median(perCapture), reference: "the slowest capture (\(BezierFitCapture.all[worst].label))",
        referenceValue: perCapture[worst], unit: "ms/run"))
    notes.append(
      "`fit --model \(model)` end to end per capture (ms, wall / CPU, medians of 3): "
        + BezierFitCapture.all.indices.map { i in
          "\(BezierFitCapture.all[i].label) \(String(format: "%.1f", perCapture[i])) / \(String(format: "%.1f", median(cpu[m][i])))"
        }.joined(separator: ", ") + ".")
  }
  return (rows, notes)
}
