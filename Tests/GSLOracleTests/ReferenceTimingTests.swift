import AnimationMath
import GSLOracle
import TestSupport
import Testing

/// One hand-worked case of the reference itself.
struct TimingExample: Sendable, CustomTestStringConvertible {
  let name: String
  let timing: MediaTiming
  let time: Double
  let expected: ReferenceTiming.State
  var testDescription: String { name }
}

@Suite("ReferenceTiming: the spec rules restated, against the core")
struct ReferenceTimingTests {
  static func state(_ phase: TimingPhase, _ iteration: Double?, _ progress: Double?) -> ReferenceTiming.State {
    ReferenceTiming.State(phase: phase, iteration: iteration, progress: progress)
  }

  /// Worked by hand from the CAMediaTiming rules (dyadic inputs, exact).
  static let examples: [TimingExample] = {
    func ca(
      begin: Double = 0, duration: Double = 0.5, speed: Double = 1, offset: Double = 0, repeats: Double = 0,
      autoreverses: Bool = false, fill: FillMode = .removed, removed: Bool = true
    ) -> MediaTiming {
      try! MediaTiming(
        beginTime: begin, duration: duration, speed: speed, timeOffset: offset, repeatCount: repeats,
        autoreverses: autoreverses, fillMode: fill, removedOnCompletion: removed)
    }
    let reversing = ca(repeats: 2, autoreverses: true, fill: .forwards, removed: false)
    return [
      // AD = 2 passes × 2 × 0.5 = 2; at 0.25 the first forward pass is half done.
      TimingExample(name: "autoreverse ×2, t = 0.25", timing: reversing, time: 0.25, expected: state(.active, 0, 0.5)),
      // 0.75 is half way back in the first pair.
      TimingExample(name: "autoreverse ×2, t = 0.75", timing: reversing, time: 0.75, expected: state(.active, 0, 0.5)),
      // t = 1: start of the second pair.
      TimingExample(name: "autoreverse ×2, t = 1", timing: reversing, time: 1, expected: state(.active, 1, 0)),
      // The end (closed interval) and after it, filled: the end of a backward pass.
      TimingExample(name: "autoreverse ×2, t = 2 (end)", timing: reversing, time: 2, expected: state(.active, 1, 0)),
      TimingExample(
        name: "autoreverse ×2, t = 2.125 (filled)", timing: reversing, time: 2.125, expected: state(.after, 1, 0)),
      // No autoreverse: the end of the last pass is progress 1 of pass 1.
      TimingExample(name: "2 passes, t = 1 (end)", timing: ca(repeats: 2), time: 1, expected: state(.active, 1, 1)),
      TimingExample(
        name: "2 passes, t = 1.5, removed", timing: ca(repeats: 2), time: 1.5, expected: state(.after, nil, nil)),
      // beginTime 1, speed 2: e = (1.125 − 1)·2 = 0.25.
      TimingExample(
        name: "begin 1, speed 2, t = 1.125", timing: ca(begin: 1, speed: 2), time: 1.125,
        expected: state(.active, 0, 0.5)),
      TimingExample(
        name: "begin 1, before, backwards fill", timing: ca(begin: 1, fill: .backwards), time: 0.5,
        expected: state(.before, 0, 0)),
      // timeOffset 0.25 shifts the local time: e = 0.125 → a = 0.375.
      TimingExample(
        name: "offset 0.25, t = 0.125", timing: ca(offset: 0.25), time: 0.125, expected: state(.active, 0, 0.75)),
      // timeOffset wraps: a = 0.375 + 0.25 = 0.625 → pass 1 at 0.25 (one pass only: AD = 0.5, e = 0.375).
      TimingExample(
        name: "offset 0.25, t = 0.375", timing: ca(offset: 0.25), time: 0.375, expected: state(.active, 1, 0.25)),
      // Negative speed: plays from the end backwards before beginTime.
      // e = (0.875 − 1)·(−1) = 0.125.
      TimingExample(
        name: "speed −1, begin 1, t = 0.875", timing: ca(begin: 1, speed: -1), time: 0.875,
        expected: state(.active, 0, 0.25)),
    ]
  }()

  @Test("hand-worked Core Animation cases", arguments: examples)
  func handWorked(_ example: TimingExample) {
    let reference = ReferenceTiming.coreAnimation(example.timing, parentTime: example.time)
    #expect(reference == example.expected, "reference")
    let core = example.timing.evaluate(parentTime: example.time)
    #expect(core.phase == example.expected.phase, "core phase")
    #expect(core.iteration == example.expected.iteration, "core iteration")  // whole numbers
    if let p = core.progress, core.isApplied, let expected = example.expected.progress {
      #expect(absoluteError(p, expected) <= AccuracyTolerance.timingProgress, "progress \(p) vs \(expected)")
    } else {
      #expect(!core.isApplied && example.expected.progress == nil, "core applies: \(core)")
    }
  }

  @Test("hand-worked Web Animations cases")
  func webHandWorked() throws {
    // duration 1, iterations 2, alternate, fill both, delay 1.
    let web = try WebAnimationTiming(
      delay: 1, endDelay: 0, iterations: 2, iterationStart: 0, duration: 1, direction: .alternate, fill: .both)
    #expect(ReferenceTiming.webAnimations(web, localTime: 0.5) == Self.state(.before, 0, 0))
    #expect(ReferenceTiming.webAnimations(web, localTime: 1.25) == Self.state(.active, 0, 0.25))
    #expect(ReferenceTiming.webAnimations(web, localTime: 2.25) == Self.state(.active, 1, 0.75))
    // At the end: simple progress 1 of iteration 1, reversed: 0; after phase (forwards).
    #expect(ReferenceTiming.webAnimations(web, localTime: 3) == Self.state(.after, 1, 0))
    // iterationStart 0.5 and 1.5 iterations: the end is at overall 2.0 → iteration 1, progress 1, reversed → 0.
    let start = try WebAnimationTiming(
      iterations: 1.5, iterationStart: 0.5, duration: 2, direction: .alternate, fill: .forwards)
    #expect(ReferenceTiming.webAnimations(start, localTime: 5) == Self.state(.after, 1, 0))
    // At 1: overall 1.0, iteration 1 (odd, so reversed), simple 0 → directed 1.
    #expect(ReferenceTiming.webAnimations(start, localTime: 1) == Self.state(.active, 1, 1))
  }

  /// Exact (dyadic) inputs sampled on a grid that hits every boundary, so
  /// the closed-interval, fill and end-of-pass rules are all exercised.
  @Test("Core Animation: 20,000 dyadic objects × boundary grid", arguments: [UInt64(0x7173_0001), 0x7173_0002])
  func coreAnimationGrid(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var checked = 0
    var applied = 0
    var worst = 0.0
    let fills: [FillMode] = [.removed, .forwards, .backwards, .both]
    for _ in 0..<10_000 {
      func dyadic(_ range: ClosedRange<Double>) -> Double { (rng.uniform(range) * 8).rounded() / 8 }
      let speeds = [1.0, 2, 0.5, -1, -2, 0.25]
      let timing = try MediaTiming(
        beginTime: dyadic(-1...1), duration: max(dyadic(0...2), 0.125), speed: speeds[Int(rng.uniform(0...5.999))],
        timeOffset: dyadic(-1...1), repeatCount: (rng.uniform(0...4) * 2).rounded() / 2,
        repeatDuration: rng.uniform(0...1) < 0.2 ? max(dyadic(0...3), 0.125) : 0,
        autoreverses: rng.uniform(0...1) < 0.5, fillMode: fills[Int(rng.uniform(0...3.999))],
        removedOnCompletion: rng.uniform(0...1) < 0.5)
      for k in -8...48 {
        let t = Double(k) / 8
        let core = timing.evaluate(parentTime: t)
        let reference = ReferenceTiming.coreAnimation(timing, parentTime: t)
        checked += 1
        #expect(core.phase == reference.phase, "seed \(seed) \(timing) t \(t)")
        #expect(core.isApplied == (reference.progress != nil), "seed \(seed) \(timing) t \(t)")
        guard core.isApplied, let p = core.progress, let p0 = reference.progress else { continue }
        applied += 1
        #expect(core.iteration == reference.iteration, "seed \(seed) \(timing) t \(t)")  // whole numbers
        worst = max(worst, absoluteError(p, p0))
        #expect(
          absoluteError(p, p0) <= AccuracyTolerance.timingProgress, "seed \(seed) \(timing) t \(t): \(p) vs \(p0)")
      }
    }
    print("ReferenceTiming CA seed \(seed): \(checked) times, \(applied) applied, worst progress difference \(worst)")
    #expect(applied >= checked / 4)
  }

  @Test("Web Animations: 20,000 dyadic effects × boundary grid", arguments: [UInt64(0x7173_0003), 0x7173_0004])
  func webAnimationsGrid(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var checked = 0
    var inEffect = 0
    var worst = 0.0
    let fills: [FillMode] = [.removed, .forwards, .backwards, .both, .auto]
    let directions: [PlaybackDirection] = [.normal, .reverse, .alternate, .alternateReverse]
    for _ in 0..<10_000 {
      func dyadic(_ range: ClosedRange<Double>) -> Double { (rng.uniform(range) * 8).rounded() / 8 }
      let web = try WebAnimationTiming(
        delay: dyadic(-1...1), endDelay: dyadic(-1...1),
        iterations: rng.uniform(0...1) < 0.05 ? .infinity : (rng.uniform(0...4) * 4).rounded() / 4,
        iterationStart: (rng.uniform(0...2) * 4).rounded() / 4, duration: dyadic(0...2),
        direction: directions[Int(rng.uniform(0...3.999))], fill: fills[Int(rng.uniform(0...4.999))],
        playbackRate: rng.uniform(0...1) < 0.3 ? -1 : 1)
      for k in -16...48 {
        let t = Double(k) / 8
        let core = web.evaluate(localTime: t)
        let reference = ReferenceTiming.webAnimations(web, localTime: t)
        checked += 1
        #expect(core.phase == reference.phase, "seed \(seed) \(web) t \(t)")
        #expect((core.directedProgress == nil) == (reference.progress == nil), "seed \(seed) \(web) t \(t)")
        guard let p = core.directedProgress, let p0 = reference.progress else { continue }
        inEffect += 1
        #expect(core.currentIteration == reference.iteration, "seed \(seed) \(web) t \(t)")  // whole or ∞
        worst = max(worst, absoluteError(p, p0))
        #expect(absoluteError(p, p0) <= AccuracyTolerance.timingProgress, "seed \(seed) \(web) t \(t): \(p) vs \(p0)")
      }
    }
    print(
      "ReferenceTiming W3C seed \(seed): \(checked) times, \(inEffect) in effect, worst progress difference \(worst)")
    #expect(inEffect >= checked / 4)
  }
}
