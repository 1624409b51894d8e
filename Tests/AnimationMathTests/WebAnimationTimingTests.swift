import AnimationMath
import TestSupport
import Testing

/// Progress is at most a subtraction and a division of small decimal times
/// (≤ 200) and a fraction: a few ulp of values ≤ 4.
private let progressTolerance = 1e-14

/// One row of the web-platform-tests tables
/// `web-animations/timing-model/animation-effects/simple-iteration-progress.html`
/// and `current-iteration.html` (progress and current iteration of a linear,
/// normal-direction effect with fill `both` and delay 1), sampled as the WPT
/// helper `assert_computed_timing_for_each_phase` does: playing forwards, the
/// before phase at `B1 − 1`, the active boundary at `B1`, the after phase at
/// `B2`; playing backwards, `B1`, `B2` and `B2 + 1` (B1, B2 = before-active and
/// active-after boundary times).
struct ComputedTimingRow: Sendable, CustomStringConvertible {
  let iterations: Double
  let iterationStart: Double
  let duration: Double
  var endDelay = 0.0
  var playbackRate = 1.0
  /// (before, active boundary, after); nil where the table has no entry.
  let progress: (Double?, Double?, Double?)
  let iteration: (Double?, Double?, Double?)

  var description: String {
    "iterations \(iterations) start \(iterationStart) duration \(duration) endDelay \(endDelay) rate \(playbackRate)"
  }
}

/// One phase check from `phases-and-states.html`.
struct PhaseRow: Sendable, CustomStringConvertible {
  let duration: Double
  var delay = 0.0
  var endDelay = 0.0
  var playbackRate = 1.0
  let samples: [(time: Double, phase: TimingPhase)]
  var description: String { "duration \(duration) delay \(delay) endDelay \(endDelay) rate \(playbackRate)" }
}

/// One hand-derived evaluation.
struct WebCase: Sendable, CustomStringConvertible {
  let name: String
  let timing: WebAnimationTiming
  let localTime: Double
  let phase: TimingPhase
  /// nil: not in effect.
  let iteration: Double?
  let directed: Double?
  var beforeFlag = false
  var description: String { "\(name) @ \(localTime)" }
}

private func timing(
  delay: Double = 0, endDelay: Double = 0, iterations: Double = 1, iterationStart: Double = 0, duration: Double,
  direction: PlaybackDirection = .normal, fill: FillMode = .auto, playbackRate: Double = 1
) -> WebAnimationTiming {
  // Every call below passes valid parameters.
  try! WebAnimationTiming(
    delay: delay, endDelay: endDelay, iterations: iterations, iterationStart: iterationStart, duration: duration,
    direction: direction, fill: fill, playbackRate: playbackRate)
}

@Suite("WebAnimationTiming: W3C Web Animations Level 1 timing model")
struct WebAnimationTimingTests {
  static let inf = Double.infinity

  // Rows in table order: zero, integer, fractional and infinite iteration
  // counts, end delays, negative playback rate. Example derivations:
  // - iterations 3, start 2.5, duration 0, after phase: P = n + start = 5.5 →
  //   σ 0.5, iteration 5.
  // - iterations 3, start 3, duration 0, after: P = 6, σ = 0 at the end with
  //   n ≠ 0 → σ = 1, iteration floor(6) − 1 = 5.
  // - iterations 0, start 3: P = 3, σ = 0 but n = 0 → no end rule: 0, iteration 3.
  // - iterations ∞, duration 0, after: P = ∞ → σ = start mod 1 = 0 → end rule →
  //   1; iteration ∞ (after phase, infinite count).
  // - endDelay −50, start 0.5, after at B2 = 51: active time min(51 − 1, 100) =
  //   50 → P = 1 → σ 0 (50 ≠ AD) → iteration 1.
  // - rate −1, duration 1: the active check is at B2 = 2, which is active when
  //   playing backwards; active time 1 = AD → σ 1, iteration 0.
  static let computedTiming: [ComputedTimingRow] = [
    .init(iterations: 0, iterationStart: 0, duration: 0, progress: (0, nil, 0), iteration: (0, nil, 0)),
    .init(iterations: 0, iterationStart: 0, duration: 100, progress: (0, nil, 0), iteration: (0, nil, 0)),
    .init(iterations: 0, iterationStart: 0, duration: inf, progress: (0, nil, 0), iteration: (0, nil, 0)),
    .init(iterations: 0, iterationStart: 2.5, duration: 0, progress: (0.5, nil, 0.5), iteration: (2, nil, 2)),
    .init(iterations: 0, iterationStart: 2.5, duration: 100, progress: (0.5, nil, 0.5), iteration: (2, nil, 2)),
    .init(iterations: 0, iterationStart: 2.5, duration: inf, progress: (0.5, nil, 0.5), iteration: (2, nil, 2)),
    .init(iterations: 0, iterationStart: 3, duration: 0, progress: (0, nil, 0), iteration: (3, nil, 3)),
    .init(iterations: 0, iterationStart: 3, duration: 100, progress: (0, nil, 0), iteration: (3, nil, 3)),
    .init(iterations: 0, iterationStart: 3, duration: inf, progress: (0, nil, 0), iteration: (3, nil, 3)),

    .init(iterations: 3, iterationStart: 0, duration: 0, progress: (0, nil, 1), iteration: (0, nil, 2)),
    .init(iterations: 3, iterationStart: 0, duration: 100, progress: (0, 0, 1), iteration: (0, 0, 2)),
    .init(iterations: 3, iterationStart: 0, duration: inf, progress: (0, 0, nil), iteration: (0, 0, nil)),
    .init(iterations: 3, iterationStart: 2.5, duration: 0, progress: (0.5, nil, 0.5), iteration: (2, nil, 5)),
    .init(iterations: 3, iterationStart: 2.5, duration: 100, progress: (0.5, 0.5, 0.5), iteration: (2, 2, 5)),
    .init(iterations: 3, iterationStart: 2.5, duration: inf, progress: (0.5, 0.5, nil), iteration: (2, 2, nil)),
    .init(iterations: 3, iterationStart: 3, duration: 0, progress: (0, nil, 1), iteration: (3, nil, 5)),
    .init(iterations: 3, iterationStart: 3, duration: 100, progress: (0, 0, 1), iteration: (3, 3, 5)),
    .init(iterations: 3, iterationStart: 3, duration: inf, progress: (0, 0, nil), iteration: (3, 3, nil)),

    .init(iterations: 3.5, iterationStart: 0, duration: 0, progress: (0, nil, 0.5), iteration: (0, nil, 3)),
    .init(iterations: 3.5, iterationStart: 0, duration: 100, progress: (0, 0, 0.5), iteration: (0, 0, 3)),
    .init(iterations: 3.5, iterationStart: 0, duration: inf, progress: (0, 0, nil), iteration: (0, 0, nil)),
    .init(iterations: 3.5, iterationStart: 2.5, duration: 0, progress: (0.5, nil, 1), iteration: (2, nil, 5)),
    .init(iterations: 3.5, iterationStart: 2.5, duration: 100, progress: (0.5, 0.5, 1), iteration: (2, 2, 5)),
    .init(iterations: 3.5, iterationStart: 2.5, duration: inf, progress: (0.5, 0.5, nil), iteration: (2, 2, nil)),
    .init(iterations: 3.5, iterationStart: 3, duration: 0, progress: (0, nil, 0.5), iteration: (3, nil, 6)),
    .init(iterations: 3.5, iterationStart: 3, duration: 100, progress: (0, 0, 0.5), iteration: (3, 3, 6)),
    .init(iterations: 3.5, iterationStart: 3, duration: inf, progress: (0, 0, nil), iteration: (3, 3, nil)),

    .init(iterations: inf, iterationStart: 0, duration: 0, progress: (0, nil, 1), iteration: (0, nil, inf)),
    .init(iterations: inf, iterationStart: 0, duration: 100, progress: (0, 0, nil), iteration: (0, 0, nil)),
    .init(iterations: inf, iterationStart: 0, duration: inf, progress: (0, 0, nil), iteration: (0, 0, nil)),
    .init(iterations: inf, iterationStart: 2.5, duration: 0, progress: (0.5, nil, 0.5), iteration: (2, nil, inf)),
    .init(iterations: inf, iterationStart: 2.5, duration: 100, progress: (0.5, 0.5, nil), iteration: (2, 2, nil)),
    .init(iterations: inf, iterationStart: 2.5, duration: inf, progress: (0.5, 0.5, nil), iteration: (2, 2, nil)),
    .init(iterations: inf, iterationStart: 3, duration: 0, progress: (0, nil, 1), iteration: (3, nil, inf)),
    .init(iterations: inf, iterationStart: 3, duration: 100, progress: (0, 0, nil), iteration: (3, 3, nil)),
    .init(iterations: inf, iterationStart: 3, duration: inf, progress: (0, 0, nil), iteration: (3, 3, nil)),

    .init(iterations: 1, iterationStart: 0, duration: 100, endDelay: 50, progress: (0, 0, 1), iteration: (0, 0, 0)),
    .init(iterations: 1, iterationStart: 0, duration: 100, endDelay: -50, progress: (0, 0, 0.5), iteration: (0, 0, 0)),
    .init(iterations: 1, iterationStart: 0, duration: 100, endDelay: -100, progress: (0, 0, 0), iteration: (0, 0, 0)),
    .init(iterations: 1, iterationStart: 0, duration: 100, endDelay: -200, progress: (0, 0, 0), iteration: (0, 0, 0)),
    .init(
      iterations: 1, iterationStart: 0.5, duration: 100, endDelay: 50, progress: (0.5, 0.5, 0.5), iteration: (0, 0, 1)),
    .init(
      iterations: 1, iterationStart: 0.5, duration: 100, endDelay: -50, progress: (0.5, 0.5, 0), iteration: (0, 0, 1)),
    .init(
      iterations: 1, iterationStart: 0.5, duration: 100, endDelay: -100, progress: (0.5, 0.5, 0.5),
      iteration: (0, 0, 0)),
    .init(iterations: 2, iterationStart: 0, duration: 100, endDelay: -100, progress: (0, 0, 0), iteration: (0, 0, 1)),
    .init(iterations: 1, iterationStart: 2, duration: 100, endDelay: -50, progress: (0, 0, 0.5), iteration: (2, 2, 2)),
    .init(iterations: 1, iterationStart: 2, duration: 100, endDelay: -100, progress: (0, 0, 0), iteration: (2, 2, 2)),

    .init(iterations: 1, iterationStart: 0, duration: 1, playbackRate: -1, progress: (0, 1, 1), iteration: (0, 0, 0)),
    // Only in current-iteration.html; progress derived: B1 = 1 → active time 0
    // → 0; B2 = 3 → active time 2 = AD → P = 2 → σ 1; after likewise.
    .init(iterations: 2, iterationStart: 0, duration: 1, playbackRate: -1, progress: (0, 1, 1), iteration: (0, 1, 1)),
    .init(
      iterations: 1, iterationStart: 0, duration: 0, playbackRate: -1, progress: (0, nil, 1), iteration: (0, nil, 0)),
    .init(
      iterations: 0, iterationStart: 0, duration: 0, playbackRate: -1, progress: (0, nil, 0), iteration: (0, nil, 0)),
  ]

  @Test("WPT simple-iteration-progress.html and current-iteration.html", arguments: computedTiming)
  func wptComputedTiming(_ row: ComputedTimingRow) {
    let effect = timing(
      delay: 1, endDelay: row.endDelay, iterations: row.iterations, iterationStart: row.iterationStart,
      duration: row.duration, fill: .both, playbackRate: row.playbackRate)
    let lower = effect.beforeActiveBoundary
    let upper = effect.activeAfterBoundary
    let forwards = row.playbackRate >= 0
    let times = forwards ? [lower - 1, lower, upper] : [lower, upper, upper + 1]
    let progress = [row.progress.0, row.progress.1, row.progress.2]
    let iteration = [row.iteration.0, row.iteration.1, row.iteration.2]
    for (index, label) in ["before", "active boundary", "after"].enumerated() {
      guard let expected = progress[index] else { continue }
      let state = effect.evaluate(localTime: times[index])
      guard let simple = state.simpleIterationProgress else {
        Issue.record("\(row): \(label) at \(times[index]) is not in effect")
        continue
      }
      expectClose(simple, expected, absolute: progressTolerance, "\(row): \(label)")
      // Iterations are whole numbers (or ∞), so they compare exactly.
      #expect(state.currentIteration == iteration[index], "\(row): \(label)")
    }
  }

  static let phases: [PhaseRow] = [
    .init(duration: 1, samples: [(-1, .before), (0, .active), (1, .after)]),
    .init(duration: 1, delay: 1, samples: [(0, .before), (1, .active), (2, .after)]),
    .init(duration: 1, delay: -1, samples: [(-2, .before), (-1, .before), (0, .after)]),
    .init(duration: 1, endDelay: 1, samples: [(-1, .before), (0, .active), (1, .after), (2, .after)]),
    .init(duration: 2, endDelay: -1, samples: [(-1, .before), (0, .active), (0.9, .active), (1, .after)]),
    .init(duration: 1, endDelay: -1, samples: [(-1, .before), (0, .after), (1, .after)]),
    .init(duration: 1, endDelay: -2, samples: [(-2, .before), (-1, .before), (0, .after)]),
    .init(duration: 2, delay: 1, endDelay: -1, samples: [(0, .before), (1, .active), (2, .after)]),
    .init(duration: 1, delay: -1, endDelay: -1, samples: [(-2, .before), (-1, .before), (0, .after)]),
    .init(duration: 1, delay: -1, endDelay: -2, samples: [(-3, .before), (-2, .before), (-1, .before), (0, .after)]),
    .init(duration: 1, playbackRate: -1, samples: [(-1, .before), (0, .before), (1, .active), (2, .after)]),
  ]

  @Test("WPT phases-and-states.html, boundaries included", arguments: phases)
  func wptPhases(_ row: PhaseRow) {
    let effect = timing(
      delay: row.delay, endDelay: row.endDelay, duration: row.duration, playbackRate: row.playbackRate)
    for sample in row.samples {
      #expect(effect.evaluate(localTime: sample.time).phase == sample.phase, "\(row) at \(sample.time)")
    }
  }

  /// `active-time.html`: after `finish()` the local time is the end time.
  @Test("WPT active-time.html")
  func wptActiveTime() {
    // Before phase (local time 0, delay 1): only backwards fills resolve, at 0.
    for (fill, expected) in [(FillMode.removed, nil), (.backwards, 0.0), (.forwards, nil), (.both, 0.0)] {
      let state = timing(delay: 1, duration: 0, fill: fill).evaluate(localTime: 0)
      #expect(state.simpleIterationProgress == expected, "fill \(fill)")
    }
    expectClose(
      timing(duration: 1000).evaluate(localTime: 500).simpleIterationProgress ?? .nan, 0.5,
      absolute: progressTolerance)
    expectClose(
      timing(delay: 500, duration: 1000).evaluate(localTime: 1000).simpleIterationProgress ?? .nan, 0.5,
      absolute: progressTolerance)
    // Negative delay: current time 0 is 500 into the active interval.
    expectClose(
      timing(delay: -500, duration: 1000).evaluate(localTime: 0).simpleIterationProgress ?? .nan, 0.5,
      absolute: progressTolerance)
    // Zero duration, no fill, local time 0: after phase, unresolved.
    #expect(timing(duration: 0).evaluate(localTime: 0).isInEffect == false)
    #expect(timing(duration: 0, fill: .backwards).evaluate(localTime: 0).isInEffect == false)
    // (endDelay, iteration, progress) after finish() for duration 1000, 2.3
    // iterations, delay 500, fill forwards. End delay −800: end 2000, active
    // time 1500 → 1.5 iterations → 1, 0.5. −2500 and −4000: end 0, active time 0.
    for (endDelay, iteration, progress) in [
      (0.0, 2.0, 0.3), (4000, 2, 0.3), (-800, 1, 0.5), (-2500, 0, 0), (-4000, 0, 0),
    ] {
      let effect = timing(delay: 500, endDelay: endDelay, iterations: 2.3, duration: 1000, fill: .forwards)
      let state = effect.evaluate(localTime: effect.endTime)
      #expect(state.currentIteration == iteration, "endDelay \(endDelay)")
      expectClose(state.simpleIterationProgress ?? .nan, progress, absolute: 1e-12, "endDelay \(endDelay)")
    }
    // Zero duration, infinite iterations, fill forwards, finished: ∞ and 1.
    let infinite = timing(iterations: .infinity, duration: 0, fill: .forwards).evaluate(localTime: 0)
    #expect(infinite.currentIteration == .infinity)
    #expect(infinite.simpleIterationProgress == 1)
  }

  // Hand derivations from the spec's steps (duration 10, fill both unless stated).
  static let handCases: [WebCase] = [
    // Delay 1, endDelay −1: end 10, B1 1, B2 10. At 9: τ 8 → 0.8. At 10 (after):
    // τ = max(min(10 − 1, 10), 0) = 9 → 0.9. At 11: τ = min(10, 10) = 10 = AD →
    // P 1 → σ 0 → end rule → 1 (the spec's local-time clamp).
    .init(
      name: "endDelay −1, active", timing: timing(delay: 1, endDelay: -1, duration: 10, fill: .both),
      localTime: 9, phase: .active, iteration: 0, directed: 0.8),
    .init(
      name: "endDelay −1, at end time", timing: timing(delay: 1, endDelay: -1, duration: 10, fill: .both),
      localTime: 10, phase: .after, iteration: 0, directed: 0.9),
    .init(
      name: "endDelay −1, past end time", timing: timing(delay: 1, endDelay: -1, duration: 10, fill: .both),
      localTime: 11, phase: .after, iteration: 0, directed: 1),
    // Delay −1, endDelay 1: B1 0, B2 9; at 0 τ = 1 → 0.1; at 9 (after) τ = AD → 1.
    .init(
      name: "negative delay, start", timing: timing(delay: -1, endDelay: 1, duration: 10, fill: .both),
      localTime: 0, phase: .active, iteration: 0, directed: 0.1),
    .init(
      name: "negative delay, before", timing: timing(delay: -1, endDelay: 1, duration: 10, fill: .both),
      localTime: -1, phase: .before, iteration: 0, directed: 0, beforeFlag: true),
    .init(
      name: "negative delay, end", timing: timing(delay: -1, endDelay: 1, duration: 10, fill: .both),
      localTime: 9, phase: .after, iteration: 0, directed: 1),
    // Delay 1, endDelay −12: end 0, B1 = B2 = 0: at −2 before (τ 0); at 0 after, τ = max(min(−1, 10), 0) = 0.
    .init(
      name: "endDelay eclipses, before", timing: timing(delay: 1, endDelay: -12, duration: 10, fill: .both),
      localTime: -2, phase: .before, iteration: 0, directed: 0, beforeFlag: true),
    .init(
      name: "endDelay eclipses, after", timing: timing(delay: 1, endDelay: -12, duration: 10, fill: .both),
      localTime: 0, phase: .after, iteration: 0, directed: 0),

    // Directions: 3 iterations of 1, fill both. At 1.25: P 1.25, iteration 1.
    .init(
      name: "normal", timing: timing(iterations: 3, duration: 1, fill: .both), localTime: 1.25, phase: .active,
      iteration: 1, directed: 0.25),
    .init(
      name: "reverse", timing: timing(iterations: 3, duration: 1, direction: .reverse, fill: .both),
      localTime: 1.25, phase: .active, iteration: 1, directed: 0.75),
    // alternate: iteration 1 is odd → reverse → 1 − 0.25.
    .init(
      name: "alternate, odd", timing: timing(iterations: 3, duration: 1, direction: .alternate, fill: .both),
      localTime: 1.25, phase: .active, iteration: 1, directed: 0.75),
    .init(
      name: "alternate, even", timing: timing(iterations: 3, duration: 1, direction: .alternate, fill: .both),
      localTime: 2.25, phase: .active, iteration: 2, directed: 0.25),
    // alternate-reverse: d = iteration + 1 = 2 is even → forwards.
    .init(
      name: "alternate-reverse, odd",
      timing: timing(iterations: 3, duration: 1, direction: .alternateReverse, fill: .both),
      localTime: 1.25, phase: .active, iteration: 1, directed: 0.25),
    .init(
      name: "alternate-reverse, first",
      timing: timing(iterations: 3, duration: 1, direction: .alternateReverse, fill: .both),
      localTime: 0.25, phase: .active, iteration: 0, directed: 0.75),
    // After (t 5): τ = AD = 3 → P 3 → σ 1, iteration 2 (even): alternate ends
    // forwards at 1, alternate-reverse backwards at 0; going backwards in the
    // after phase sets the before flag.
    .init(
      name: "alternate, after", timing: timing(iterations: 3, duration: 1, direction: .alternate, fill: .both),
      localTime: 5, phase: .after, iteration: 2, directed: 1),
    .init(
      name: "alternate-reverse, after",
      timing: timing(iterations: 3, duration: 1, direction: .alternateReverse, fill: .both),
      localTime: 5, phase: .after, iteration: 2, directed: 0, beforeFlag: true),
    .init(
      name: "reverse, after", timing: timing(duration: 1, direction: .reverse, fill: .both),
      localTime: 5, phase: .after, iteration: 0, directed: 0, beforeFlag: true),
    // Before phase going backwards (reverse): before flag clear, directed 1 − 0.
    .init(
      name: "reverse, before", timing: timing(delay: 1, duration: 1, direction: .reverse, fill: .both),
      localTime: 0, phase: .before, iteration: 0, directed: 1),
    // Infinite iterations, alternate, far out: P = 1000.5 → iteration 1000 (even) → 0.5.
    .init(
      name: "infinite alternate",
      timing: timing(iterations: .infinity, duration: 2, direction: .alternate, fill: .both),
      localTime: 2001, phase: .active, iteration: 1000, directed: 0.5),

    // Iteration start (spec figure: 2.5 iterations, start 0.5): at 0 P = 0.5;
    // at 0.5 P = 1 (interior cycle start, σ 0); at the end P = 3 → σ 1, iteration 2.
    .init(
      name: "iterationStart, start", timing: timing(iterations: 2.5, iterationStart: 0.5, duration: 1, fill: .both),
      localTime: 0, phase: .active, iteration: 0, directed: 0.5),
    .init(
      name: "iterationStart, cycle start",
      timing: timing(iterations: 2.5, iterationStart: 0.5, duration: 1, fill: .both),
      localTime: 0.5, phase: .active, iteration: 1, directed: 0),
    .init(
      name: "iterationStart, end", timing: timing(iterations: 2.5, iterationStart: 0.5, duration: 1, fill: .both),
      localTime: 2.5, phase: .after, iteration: 2, directed: 1),
    // Spec figure "endpoint-exclusive timing and fill": 2 iterations; at 1 the
    // progress is 0 (iteration 1), after the end it is 1.
    .init(
      name: "endpoint exclusive", timing: timing(iterations: 2, duration: 1, fill: .forwards),
      localTime: 1, phase: .active, iteration: 1, directed: 0),
    .init(
      name: "fill at the end", timing: timing(iterations: 2, duration: 1, fill: .forwards),
      localTime: 2, phase: .after, iteration: 1, directed: 1),
    // Fills: auto and none have no effect outside the active phase.
    .init(
      name: "fill auto, after", timing: timing(duration: 1), localTime: 1, phase: .after, iteration: nil,
      directed: nil),
    .init(
      name: "fill none, before", timing: timing(delay: 1, duration: 1, fill: .removed), localTime: 0.5,
      phase: .before, iteration: nil, directed: nil),
    .init(
      name: "fill forwards, before", timing: timing(delay: 1, duration: 1, fill: .forwards), localTime: 0.5,
      phase: .before, iteration: nil, directed: nil),
    .init(
      name: "fill backwards, after", timing: timing(delay: 1, duration: 1, fill: .backwards), localTime: 3,
      phase: .after, iteration: nil, directed: nil),
    // The end is exact: 0.1 × 3 = 0.30000000000000004 and AD/d = 3.0000000000000004,
    // but at the end P is taken as n = 3 → σ 1, iteration 2 (not σ 4e-16, iteration 3).
    .init(
      name: "exact end count", timing: timing(iterations: 3, duration: 0.1, fill: .forwards),
      localTime: 1, phase: .after, iteration: 2, directed: 1),
    // Snap: 0.1 + 0.2 = 0.30000000000000004 is the boundary 0.3 (delay 0.1 + duration 0.2).
    .init(
      name: "boundary within rounding", timing: timing(delay: 0.1, duration: 0.2), localTime: 0.3,
      phase: .after, iteration: nil, directed: nil),
  ]

  @Test("hand-derived phases, fills, directions and iteration start", arguments: handCases)
  func handDerived(_ c: WebCase) {
    let state = c.timing.evaluate(localTime: c.localTime)
    #expect(state.phase == c.phase, "\(c)")
    #expect(state.isInEffect == (c.directed != nil), "\(c)")
    // Iterations are whole numbers (or ∞): exact comparison.
    #expect(state.currentIteration == c.iteration, "\(c)")
    if let expected = c.directed {
      expectClose(state.directedProgress ?? .nan, expected, absolute: progressTolerance, "\(c)")
      #expect(state.beforeFlag == c.beforeFlag, "\(c)")
    } else {
      #expect(state.directedProgress == nil && state.beforeFlag == nil, "\(c)")
    }
  }

  @Test("transformed progress hands the directed progress and before flag to the easing")
  func transformed() {
    // A jump-start step easing with one step: before flag set → 0, else 1 for
    // progress 0 (CSS Easing §2.3, "step position").
    let stepStart: (Double, Bool) -> Double = { progress, before in
      before && progress.isZero ? 0 : (progress > 0 || !before ? 1 : 0)
    }
    let effect = timing(delay: 1, duration: 1, fill: .both)
    #expect(effect.evaluate(localTime: 0).transformedProgress(stepStart) == 0)  // before phase, flag set
    #expect(effect.evaluate(localTime: 1).transformedProgress(stepStart) == 1)  // active at 0, flag clear
    #expect(timing(duration: 1).evaluate(localTime: 2).transformedProgress(stepStart) == nil)
  }

  @Test("the Core Animation equivalent agrees away from the boundaries (seeded)")
  func coreAnimationEquivalent() throws {
    var rng = SplitMix64(seed: 0xCA_0A_77)
    for _ in 0..<400 {
      let media = try MediaTiming(
        beginTime: rng.uniform(-2...2), duration: rng.uniform(0.1...2), speed: rng.uniform(0.25...3),
        timeOffset: rng.uniform(-1...3), repeatCount: rng.uniform(0.5...4), autoreverses: rng.next() % 2 == 0,
        fillMode: [.removed, .forwards, .backwards, .both][Int(rng.next() % 4)],
        removedOnCompletion: rng.next() % 2 == 0)
      let web = WebAnimationTiming(coreAnimation: media)
      let t = rng.uniform(-10...20)
      let ca = media.evaluate(parentTime: t)
      let local = (t - media.beginTime) * media.speed
      // Skip times within 1e-9 of a phase boundary, where the models differ by design.
      let end = media.activeDuration()
      if abs(local) < 1e-9 || abs(local - end) < 1e-9 { continue }
      let wa = web.evaluate(localTime: local)
      #expect(ca.phase == wa.phase, "seed \(rng.seed) \(media) t \(t)")
      #expect(ca.isApplied == wa.isInEffect, "seed \(rng.seed) \(media) t \(t)")
      if let p = ca.progress, let d = wa.directedProgress {
        // Near a cycle start the two may read 0 and 1 − ε; compare on the circle.
        let difference = abs(p - d)
        expectClose(min(difference, 1 - difference), 0, absolute: 1e-9, "seed \(rng.seed) \(media) t \(t)")
      }
    }
  }

  @Test("invalid parameters throw")
  func invalid() {
    #expect(throws: TimingParameterError.self) { try WebAnimationTiming(iterations: -1) }
    #expect(throws: TimingParameterError.self) { try WebAnimationTiming(duration: -0.5) }
    #expect(throws: TimingParameterError.self) { try WebAnimationTiming(iterationStart: .infinity) }
    #expect(throws: TimingParameterError.self) { try WebAnimationTiming(delay: .nan) }
  }

  @Test("keywords")
  func keywords() {
    #expect(PlaybackDirection(keyword: "alternate-reverse") == .alternateReverse)
    #expect(PlaybackDirection(keyword: "backwards") == nil)
    #expect(FillMode(webKeyword: "none") == .removed)
    #expect(FillMode(webKeyword: "removed") == nil)
    #expect(FillMode(coreAnimationName: "removed") == .removed)
    #expect(FillMode(coreAnimationName: "auto") == nil)
    #expect(FillMode.allCases.allSatisfy { FillMode(webKeyword: $0.webKeyword) == $0 })
  }
}
