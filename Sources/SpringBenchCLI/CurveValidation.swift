import AnimationMath
import GSLOracle

/// The easing, path and timing families of `springbench validate`.
enum CurveValidation {
  /// The bound on cubic-bezier outputs, absolute.
  static let easingAgreement = 1e-14
  /// The bound on arc length, relative.
  static let arcLengthAgreement = 1e-12

  /// Random cubic-bezier curves (x1, x2 ∈ [0, 1], y ∈ [−1, 2]) against GSL's Brent solver.
  static func easing(cases: Int, seed: UInt64, progress: ProgressReporter? = nil) -> ValidationRow {
    var rng = SplitMix64(seed: seed &+ 0xEA5E)
    var row = ValidationRow(family: "easing/cubic-bezier", reference: "GSL Brent", tolerance: easingAgreement)
    row.minimumCases = 4 * cases  // x1, x2 ∈ [0, 1]: every draw is a valid curve
    for _ in 0..<cases {
      progress?.advance()
      let x1 = rng.uniform(0...1), y1 = rng.uniform(-1...2), x2 = rng.uniform(0...1), y2 = rng.uniform(-1...2)
      let curve: CubicBezierTiming
      do { curve = try CubicBezierTiming(x1: x1, y1: y1, x2: x2, y2: y2) } catch {
        row.recordSkip()
        continue
      }
      for _ in 0..<4 {
        let p = rng.uniform(0...1)
        let label = "cubic-bezier(\(x1), \(y1), \(x2), \(y2)) at \(p)"
        do {
          let reference = try GSLTimingOracle.evaluate(curve, at: p).value
          let error = abs(curve.value(at: p) - reference)
          row.record(absolute: error, relative: error, at: label)
        } catch {
          row.recordFailure("\(label): \(error)")
        }
      }
    }
    return row
  }

  /// Random cubics, half of them with an exact interior cusp, against GSL
  /// qag GAUSS61 + cquad.
  ///
  /// A cusp at t₀ = p/q needs `D₀(q − p)² + 2D₁·p(q − p) + D₂·p² = 0` (B′(t₀) = 0,
  /// with Dᵢ = Pᵢ₊₁ − Pᵢ); taking `D₀ = p²u`, `D₂ = (q − p)²w` and
  /// `D₁ = −p(q − p)(u + w)/2` with integer u, w of even sum satisfies it in
  /// exact integer arithmetic, so the cusp is exact in doubles.
  static func paths(cases: Int, seed: UInt64, progress: ProgressReporter? = nil) -> ValidationRow {
    var rng = SplitMix64(seed: seed &+ 0xA7C)
    var row = ValidationRow(
      family: "paths/arc-length", reference: "GSL qag GAUSS61 + cquad", tolerance: arcLengthAgreement)
    row.minimumCases = cases
    for index in 0..<cases {
      progress?.advance()
      func point() -> Point { Point(x: rng.uniform(-100...100), y: rng.uniform(-100...100)) }
      var cubic = CubicBezier(start: point(), control1: point(), control2: point(), end: point())
      if index % 2 == 0 {
        func integer(_ range: ClosedRange<Double>) -> Double { rng.uniform(range).rounded(.down) }
        let q = integer(2...16.999)
        let p = integer(1...(q - 0.001))
        var u = Point(x: integer(-20...20.999), y: integer(-20...20.999))
        let w = Point(x: integer(-20...20.999), y: integer(-20...20.999))
        // Make u + w even in each coordinate.
        if (u.x + w.x).truncatingRemainder(dividingBy: 2) != 0 { u.x += 1 }
        if (u.y + w.y).truncatingRemainder(dividingBy: 2) != 0 { u.y += 1 }
        let d0 = (p * p) * u
        let d2 = ((q - p) * (q - p)) * w
        let d1 = (-p * (q - p) / 2) * (u + w)
        let start = Point(x: integer(-100...100), y: integer(-100...100))
        cubic = CubicBezier(start: start, control1: start + d0, control2: start + d0 + d1, end: start + d0 + d1 + d2)
      }
      let label =
        "C(\(cubic.start.x),\(cubic.start.y) \(cubic.control1.x),\(cubic.control1.y) \(cubic.control2.x),\(cubic.control2.y) \(cubic.end.x),\(cubic.end.y))"
      do {
        let reference = try GSLArcLengthOracle.measure(cubic).qag
        let length = ArcLengthTable(cubic).length
        let error = abs(length - reference)
        row.record(absolute: error, relative: error / max(reference, .leastNormalMagnitude), at: label)
      } catch {
        row.recordFailure("\(label): \(error)")
      }
    }
    return row
  }

  /// Timing agreement: progress is the fraction of an overall count of up to
  /// ~10² passes, which the core and the reference round in different orders;
  /// measured worst 1.5e-14 over 40,000 comparisons (seed 2026).
  static let timingAgreement = 1e-13

  /// Random CAMediaTiming objects and Web Animations effects: phase,
  /// iteration and progress p against ``ReferenceTiming`` (the spec rules,
  /// restated independently in the oracle), and the eased progress q = f(p)
  /// against GSL solving f at the reference's p. A wrong phase or iteration
  /// counts as an error of 1.
  static func timing(cases: Int, seed: UInt64, progress: ProgressReporter? = nil) -> ValidationRow {
    var rng = SplitMix64(seed: seed &+ 0x7135)
    var row = ValidationRow(
      family: "timing/eased-progress", reference: "ReferenceTiming (CA + W3C) + GSL Brent",
      tolerance: timingAgreement)
    row.minimumCases = 8 * cases
    let fills: [FillMode] = [.removed, .forwards, .backwards, .both]
    let directions: [PlaybackDirection] = [.normal, .reverse, .alternate, .alternateReverse]
    for _ in 0..<cases {
      progress?.advance()
      let timing: MediaTiming
      let web: WebAnimationTiming
      let curve: CubicBezierTiming
      do {
        timing = try MediaTiming(
          beginTime: rng.uniform(-1...1), duration: rng.uniform(0.1...2), speed: rng.uniform(-3...3),
          timeOffset: rng.uniform(-1...1), repeatCount: rng.uniform(0...4).rounded(.down) + 1,
          repeatDuration: rng.uniform(0...1) < 0.2 ? rng.uniform(0.1...5) : 0,
          autoreverses: rng.uniform(0...1) < 0.5, fillMode: fills[Int(rng.uniform(0...3.999))],
          removedOnCompletion: rng.uniform(0...1) < 0.3)
        web = try WebAnimationTiming(
          delay: rng.uniform(-1...1), endDelay: rng.uniform(-1...1), iterations: rng.uniform(0...4),
          iterationStart: rng.uniform(0...2), duration: rng.uniform(0.1...2),
          direction: directions[Int(rng.uniform(0...3.999))], fill: fills[Int(rng.uniform(0...3.999))],
          playbackRate: rng.uniform(0...1) < 0.2 ? -1 : 1)
        curve = try CubicBezierTiming(
          x1: rng.uniform(0...1), y1: rng.uniform(-0.5...1.5), x2: rng.uniform(0...1), y2: rng.uniform(-0.5...1.5))
      } catch {
        row.recordSkip()
        continue
      }
      let function = TimingFunction.cubicBezier(curve)
      for _ in 0..<4 {
        let t = rng.uniform(-2...12)
        let core = timing.evaluate(parentTime: t)
        let reference = ReferenceTiming.coreAnimation(timing, parentTime: t)
        compare(
          phase: core.phase, iteration: core.iteration, progress: core.isApplied ? core.progress : nil,
          eased: timing.easedProgress(parentTime: t, timingFunction: function),
          against: reference, curve: curve,
          label: "\(commandLine(timing)) --timing-function '\(function)' --times \(t)", row: &row)
        let local = rng.uniform(-2...10)
        let state = web.evaluate(localTime: local)
        let webReference = ReferenceTiming.webAnimations(web, localTime: local)
        compare(
          phase: state.phase, iteration: state.currentIteration, progress: state.directedProgress,
          eased: state.directedProgress.map { function.value(at: $0) },
          against: webReference, curve: curve, label: "\(commandLine(web)) --times \(local) (easing '\(function)')",
          row: &row)
      }
    }
    return row
  }

  /// The `springbench timing` flags that evaluate `timing` (removedOnCompletion = YES,
  /// which the command does not model, is said in words).
  static func commandLine(_ timing: MediaTiming) -> String {
    "timing --model ca --begin-time \(timing.beginTime) --duration \(timing.duration) --speed \(timing.speed)"
      + " --time-offset \(timing.timeOffset) --repeat-count \(timing.repeatCount) --repeat-duration \(timing.repeatDuration)"
      + (timing.autoreverses ? " --autoreverses" : "") + " --fill-mode \(timing.fillMode.coreAnimationName)"
      + (timing.removedOnCompletion ? " (removedOnCompletion YES)" : "")
  }

  /// The `springbench timing --model web` flags that evaluate `timing`.
  static func commandLine(_ timing: WebAnimationTiming) -> String {
    "timing --model web --delay \(timing.delay) --end-delay \(timing.endDelay) --iterations \(timing.iterations)"
      + " --iteration-start \(timing.iterationStart) --duration \(timing.duration) --direction \(timing.direction.rawValue)"
      + " --fill \(timing.fill.webKeyword) --playback-rate \(timing.playbackRate)"
  }

  /// Records one timing comparison (see ``timing(cases:seed:)``).
  static func compare(
    phase: TimingPhase, iteration: Double?, progress: Double?, eased: Double?,
    against reference: ReferenceTiming.State, curve: CubicBezierTiming, label: String,
    row: inout ValidationRow
  ) {
    // Phases and iteration numbers are exact (whole numbers or ±∞), so they
    // must match exactly; progress is present exactly when the object applies.
    guard phase == reference.phase, iteration == reference.iteration,
      (progress == nil) == (reference.progress == nil)
    else {
      row.record(
        absolute: 1, relative: 1,
        at:
          "\(label): core \(phase) iteration \(iteration.map { "\($0)" } ?? "none") progress \(progress.map { "\($0)" } ?? "none") vs reference \(reference.phase) iteration \(reference.iteration.map { "\($0)" } ?? "none") progress \(reference.progress.map { "\($0)" } ?? "none")"
      )
      return
    }
    guard let p = progress, let p0 = reference.progress, let q = eased else {
      row.record(absolute: 0, relative: 0, at: label)
      return
    }
    do {
      let gsl = try GSLTimingOracle.evaluate(curve, at: p0).value
      let error = max(abs(p - p0), abs(q - gsl))
      row.record(absolute: error, relative: error, at: "\(label) p=\(p)")
    } catch {
      row.recordFailure("\(label): \(error)")
    }
  }
}
