import AnimationMath
import TestSupport
import Testing

/// Progress is a handful of roundings (subtract, multiply by the speed, divide
/// by the duration, take the fraction) on times ≤ 10⁶ s split into cycles of
/// ≥ 0.2 s: the fraction keeps ≤ 10⁶·4 ulp ≈ 1e-9 of absolute error at the
/// largest time used, ≤ 1e-15 for times ≤ 10 s.
private let progressTolerance = 1e-14
/// Progress at a time around 10⁶ s: 10⁶ × a few ulp of 1.
private let largeTimeTolerance = 1e-9
/// Products and copies of small whole numbers are exact in binary floating point.
private let exactArithmetic = 0.0

/// One evaluation of a Core Animation timing and what it must give.
struct MediaTimingCase: Sendable, CustomStringConvertible {
  let name: String
  let timing: MediaTiming
  let placement: MediaTiming.Placement
  let parentTime: Double
  let phase: TimingPhase
  /// nil: not applied.
  let iteration: Double?
  let progress: Double?
  var description: String { "\(name) @ t = \(parentTime)" }

  init(
    _ name: String, _ timing: MediaTiming, in placement: MediaTiming.Placement = .topLevel, at parentTime: Double,
    _ phase: TimingPhase, iteration: Double? = nil, progress: Double? = nil
  ) {
    self.name = name
    self.timing = timing
    self.placement = placement
    self.parentTime = parentTime
    self.phase = phase
    self.iteration = iteration
    self.progress = progress
  }
}

// Timings used below; `try!` is safe: every parameter is valid.
/// b 1, D 2, fill removed: active for parent times [1, 3].
private let plain = try! MediaTiming(beginTime: 1, duration: 2)
private let backwardsFill = try! MediaTiming(beginTime: 1, duration: 2, fillMode: .backwards)
private let forwardsRemoved = try! MediaTiming(beginTime: 1, duration: 2, fillMode: .forwards)
private let forwardsKept = try! MediaTiming(beginTime: 1, duration: 2, fillMode: .forwards, removedOnCompletion: false)
private let bothRemoved = try! MediaTiming(beginTime: 1, duration: 2, fillMode: .both)
private let defaultDuration = try! MediaTiming()
private let threeRepeats = try! MediaTiming(
  duration: 1, repeatCount: 3, fillMode: .forwards, removedOnCompletion: false)
private let twoAndAHalf = try! MediaTiming(
  duration: 1, repeatCount: 2.5, fillMode: .forwards, removedOnCompletion: false)
private let autoreverse = try! MediaTiming(duration: 1, autoreverses: true)
private let autoreverseTwoAndAHalf = try! MediaTiming(duration: 0.5, repeatCount: 2.5, autoreverses: true)
private let repeatForOneAndAHalf = try! MediaTiming(duration: 1, repeatDuration: 1.5)
private let repeatShorter = try! MediaTiming(duration: 1, repeatDuration: 0.4)
private let bothRepeats = try! MediaTiming(
  duration: 1, repeatCount: 5, repeatDuration: 1.5, fillMode: .forwards,
  removedOnCompletion: false)
/// Seed 002's borderWidth: 0.5 s, autoreverses, FLT_MAX repeats, fill backwards
/// (begun at 1 s so that the before phase is visible).
private let seedBorder = try! MediaTiming(
  beginTime: 1, duration: 0.5, repeatCount: Double(Float.greatestFiniteMagnitude), autoreverses: true,
  fillMode: .backwards, removedOnCompletion: false)
private let infiniteRepeat = try! MediaTiming(duration: 0.5, repeatCount: .infinity)
private let offsetOne = try! MediaTiming(duration: 3, timeOffset: 1)
private let offsetBack = try! MediaTiming(duration: 1, timeOffset: -1, fillMode: .forwards, removedOnCompletion: false)
private let reversed = try! MediaTiming(beginTime: 2, duration: 1, speed: -1)
private let reversedFillBackwards = try! MediaTiming(beginTime: 2, duration: 1, speed: -1, fillMode: .backwards)
private let reversedDouble = try! MediaTiming(beginTime: 2, duration: 1, speed: -2)
private let paused = try! MediaTiming(beginTime: 5, duration: 1, speed: 0, timeOffset: 0.3)
private let doubleSpeed = try! MediaTiming(beginTime: 1, duration: 1, speed: 2)
private let layer = try! MediaTiming(duration: .infinity)
private let groupChild = try! MediaTiming(beginTime: 1, duration: 1, fillMode: .forwards)
private let inheritingChild = try! MediaTiming()
/// A child starting at 0.1 for 0.7 s: 0.8 − 0.1 = 0.7000000000000001 in
/// doubles, one ulp past the end.
private let roundedChild = try! MediaTiming(beginTime: 0.1, duration: 0.7)

@Suite("MediaTiming: Core Animation timing (Apple's CAMediaTiming documentation)")
struct MediaTimingTests {
  static let cases: [MediaTimingCase] = [
    // Phases and fills. b = 1, D = 2: e = t − 1, AD = 2, p = e/2.
    .init("removed, before", plain, at: 0.5, .before),  // e = −0.5 < 0
    .init("removed, start", plain, at: 1, .active, iteration: 0, progress: 0),  // e = 0
    .init("removed, middle", plain, at: 2, .active, iteration: 0, progress: 0.5),  // e = 1 → 1/2
    // e = 2 = AD: the closed interval keeps it active; p = 2/2 = 1 (end fold).
    .init("removed, end", plain, at: 3, .active, iteration: 0, progress: 1),
    .init("removed, after", plain, at: 3.5, .after),  // e = 2.5 > 2, no fill
    .init("backwards fill, before", backwardsFill, at: 0, .before, iteration: 0, progress: 0),  // e := 0
    .init("backwards fill, after", backwardsFill, at: 4, .after),  // no forwards half
    // fill forwards but removedOnCompletion = YES: removed at the end.
    .init("forwards, removed on completion", forwardsRemoved, at: 4, .after),
    .init("forwards, kept", forwardsKept, at: 4, .after, iteration: 0, progress: 1),  // e := AD = 2 → 1
    .init("forwards, kept, before", forwardsKept, at: 0, .before),
    .init("both, removed: before fills", bothRemoved, at: 0, .before, iteration: 0, progress: 0),
    .init("both, removed: after does not", bothRemoved, at: 4, .after),
    // A group child ignores removedOnCompletion: b 1, D 1 → after at τ = 3, e := 1 → p 1.
    .init(
      "group child fills forwards", groupChild, in: .inGroup(duration: 4), at: 3, .after, iteration: 0, progress: 1),
    .init("top-level twin is removed", groupChild, at: 3, .after),

    // Defaults: D = 0 → 0.25 s at top level: t 0.125 → p 0.5; AD = 0.25.
    .init("default duration", defaultDuration, at: 0.125, .active, iteration: 0, progress: 0.5),
    .init("default duration, end", defaultDuration, at: 0.25, .active, iteration: 0, progress: 1),
    .init("default duration, after", defaultDuration, at: 0.26, .after),
    // In a group of 4 s, D = 0 → 4: t 1 → p 0.25.
    .init(
      "child inherits group duration", inheritingChild, in: .inGroup(duration: 4), at: 1, .active, iteration: 0,
      progress: 0.25),

    // Repeats. D 1, rc 3, AD 3: k = floor(t), p = t − k.
    .init("3 repeats, inside the third", threeRepeats, at: 2.5, .active, iteration: 2, progress: 0.5),
    // t = 2 is a cycle start inside the interval: no fold, iteration 2 at p 0.
    .init("3 repeats, interior cycle start", threeRepeats, at: 2, .active, iteration: 2, progress: 0),
    // t = 3 = AD: a = 3, φ = 0 at the end → φ = C, k = 2: the end value.
    .init("3 repeats, exact end folds", threeRepeats, at: 3, .active, iteration: 2, progress: 1),
    .init("3 repeats, forwards fill", threeRepeats, at: 7, .after, iteration: 2, progress: 1),
    // rc 2.5: AD 2.5, ends half-way through the third pass: k 2, p 0.5.
    .init("2.5 repeats, end", twoAndAHalf, at: 2.5, .active, iteration: 2, progress: 0.5),
    .init("2.5 repeats, after", twoAndAHalf, at: 9, .after, iteration: 2, progress: 0.5),

    // Autoreverse. D 1, C 2, AD 2: ℓ = φ on [0, 1], 2 − φ on (1, 2].
    .init("autoreverse, forward half", autoreverse, at: 0.5, .active, iteration: 0, progress: 0.5),
    .init("autoreverse, turn", autoreverse, at: 1, .active, iteration: 0, progress: 1),  // φ = D → ℓ = D
    .init("autoreverse, reverse half", autoreverse, at: 1.5, .active, iteration: 0, progress: 0.5),  // ℓ = 2 − 1.5
    .init("autoreverse, reverse quarter", autoreverse, at: 1.75, .active, iteration: 0, progress: 0.25),
    // t = 2 = AD: φ = 0 folds to C → ℓ = 2D − C = 0.
    .init("autoreverse, end", autoreverse, at: 2, .active, iteration: 0, progress: 0),
    // D 0.5, rc 2.5, C 1, AD 2.5 (fwd, back, fwd, back, fwd). t 2.25: k 2, φ 0.25 ≤ D → ℓ 0.25, p 0.5.
    .init("autoreverse 2.5, last pass", autoreverseTwoAndAHalf, at: 2.25, .active, iteration: 2, progress: 0.5),
    // t 1.75: k 1, φ 0.75 > D → ℓ = 1 − 0.75 = 0.25 → p 0.5 on the way back.
    .init("autoreverse 2.5, second back", autoreverseTwoAndAHalf, at: 1.75, .active, iteration: 1, progress: 0.5),
    // t 2.5 = AD: a = 2.5, k 2, φ 0.5 = D → ℓ = 0.5 → p 1: it ends forward.
    .init("autoreverse 2.5, end", autoreverseTwoAndAHalf, at: 2.5, .active, iteration: 2, progress: 1),

    // repeatDuration. D 1, rd 1.5 → AD 1.5: t 1.25 → k 1, p 0.25; end → k 1, p 0.5.
    .init("repeatDuration, second pass", repeatForOneAndAHalf, at: 1.25, .active, iteration: 1, progress: 0.25),
    .init("repeatDuration, end", repeatForOneAndAHalf, at: 1.5, .active, iteration: 1, progress: 0.5),
    .init("repeatDuration, after", repeatForOneAndAHalf, at: 1.6, .after),
    // rd 0.4 < D: the pass is cut at p 0.4.
    .init("repeatDuration shorter than duration", repeatShorter, at: 0.4, .active, iteration: 0, progress: 0.4),
    .init("repeatDuration shorter, after", repeatShorter, at: 0.5, .after),
    // Both set (undefined in CA): repeatDuration wins, AD 1.5 not 5.
    .init("repeatDuration wins over repeatCount", bothRepeats, at: 3, .after, iteration: 1, progress: 0.5),

    // Infinite repeats. Seed 002: b 1, C 1; p = 2φ on φ ≤ 0.5, 2 − 2φ after.
    .init("FLT_MAX, backwards fill", seedBorder, at: 0.5, .before, iteration: 0, progress: 0),
    .init("FLT_MAX, rising", seedBorder, at: 1.25, .active, iteration: 0, progress: 0.5),  // φ .25 → .5
    .init("FLT_MAX, falling", seedBorder, at: 1.75, .active, iteration: 0, progress: 0.5),  // φ .75 → 2 − 1.5
    .init("FLT_MAX, width 10", seedBorder, at: 2.5, .active, iteration: 1, progress: 1),  // φ .5 → 1
    // e = 10⁶ + 0.25: k = 10⁶, φ 0.25 → p 0.5; never the after phase.
    .init(
      "FLT_MAX, a million cycles on", seedBorder, at: 1_000_001.25, .active, iteration: 1_000_000,
      progress: 0.5),
    .init("infinity, far", infiniteRepeat, at: 1e6 + 0.125, .active, iteration: 2_000_000, progress: 0.25),

    // timeOffset (Rönnqvist): D 3, o 1: "the first second is cut and moved to the end".
    .init("offset, start", offsetOne, at: 0, .active, iteration: 0, progress: 1.0 / 3),  // a = 1
    .init("offset, before the wrap", offsetOne, at: 1.5, .active, iteration: 0, progress: 2.5 / 3),  // a = 2.5
    .init("offset, wrapped", offsetOne, at: 2.5, .active, iteration: 1, progress: 0.5 / 3),  // a = 3.5 → φ 0.5
    // t 3 = AD: a = 4, φ = 1 ≠ 0 → no fold: p = 1/3, iteration 1.
    .init("offset, end", offsetOne, at: 3, .active, iteration: 1, progress: 1.0 / 3),
    // o = −1, D 1: at the end a = 1 − 1 = 0, not > 0 → no fold: p 0, iteration 0.
    .init("negative offset, end", offsetBack, at: 1, .active, iteration: 0, progress: 0),
    .init("negative offset, middle", offsetBack, at: 0.25, .active, iteration: -1, progress: 0.25),  // a −0.75

    // Negative speed. b 2, s −1, D 1: e = 2 − t; active for t ∈ [1, 2].
    .init("speed −1, start", reversed, at: 2, .active, iteration: 0, progress: 0),  // e = 0
    .init("speed −1, middle", reversed, at: 1.5, .active, iteration: 0, progress: 0.5),
    .init("speed −1, end", reversed, at: 1, .active, iteration: 0, progress: 1),  // e = 1 = AD
    .init("speed −1, after begin is before", reversed, at: 2.5, .before),  // e = −0.5
    .init("speed −1, early is after", reversed, at: 0.5, .after),  // e = 1.5
    .init("speed −1, backwards fill", reversedFillBackwards, at: 3, .before, iteration: 0, progress: 0),
    .init("speed −2", reversedDouble, at: 1.75, .active, iteration: 0, progress: 0.5),  // e = −2·(−0.25)
    // Speed 0: e = 0 for every t, a = o = 0.3.
    .init("speed 0 shows timeOffset", paused, at: 0, .active, iteration: 0, progress: 0.3),
    .init("speed 0, much later", paused, at: 100, .active, iteration: 0, progress: 0.3),
    // Speed 2, b 1: beginTime is in parent units: t 1.25 → e 0.5.
    .init("speed 2", doubleSpeed, at: 1.25, .active, iteration: 0, progress: 0.5),
    .init("speed 2, end", doubleSpeed, at: 1.5, .active, iteration: 0, progress: 1),
    // A layer: D = ∞ never repeats; p = a/∞ = 0.
    .init("layer", layer, at: 12, .active, iteration: 0, progress: 0),

    // Rounding at the end: e = 0.8 − 0.1 = 0.7000000000000001 > AD = 0.7 by
    // one ulp; within the snap it is the end: active, p = 1.
    .init(
      "one ulp past the end is the end", roundedChild, in: .inGroup(duration: 0.8), at: 0.8, .active,
      iteration: 0, progress: 1),
  ]

  @Test("phase, fill, iteration and basic progress", arguments: cases)
  func evaluate(_ c: MediaTimingCase) {
    let state = c.timing.evaluate(parentTime: c.parentTime, in: c.placement)
    #expect(state.phase == c.phase, "\(c)")
    #expect(state.isApplied == (c.progress != nil), "\(c)")
    // Iterations are whole numbers (floors), so they compare exactly.
    #expect(state.iteration == c.iteration, "\(c)")
    guard let expected = c.progress, let progress = state.progress else {
      #expect(state.progress == nil, "\(c)")
      return
    }
    let tolerance = c.parentTime > 1000 ? largeTimeTolerance : progressTolerance
    expectClose(progress, expected, absolute: tolerance, "\(c)")
  }

  @Test("active durations: rd, rc·C, forever, defaults")
  func activeDurations() throws {
    expectClose(
      try MediaTiming(duration: 2, repeatCount: 3, autoreverses: true).activeDuration(), 12,
      absolute: exactArithmetic)  // 3 · (2 · 2)
    // rc 0 → 1
    expectClose(try MediaTiming(duration: 2, repeatCount: 0).activeDuration(), 2, absolute: exactArithmetic)
    expectClose(
      try MediaTiming(duration: 2, repeatCount: 3, repeatDuration: 1).activeDuration(), 1,
      absolute: exactArithmetic)  // rd wins
    #expect(try MediaTiming(repeatCount: Double(Float.greatestFiniteMagnitude)).activeDuration().isInfinite)
    expectClose(try MediaTiming(duration: -1).resolvedDuration(), 0.25, absolute: exactArithmetic)  // ≤ 0 → default
    expectClose(try MediaTiming(duration: 0).resolvedDuration(in: .inGroup(duration: 3)), 3, absolute: exactArithmetic)
  }

  @Test("autoreverse reverse half is flagged")
  func reversing() throws {
    let timing = try MediaTiming(duration: 1, autoreverses: true)
    #expect(timing.evaluate(parentTime: 0.5).isReversing == false)
    #expect(timing.evaluate(parentTime: 1.5).isReversing == true)
    #expect(timing.evaluate(parentTime: 3).isReversing == nil)  // not applied
  }

  @Test("the phase and progress are continuous inside the active interval (seeded)")
  func randomInterior() throws {
    // For random timings without offset, p at parent time t must equal the
    // hand formula: e = (t − b)·s; k = floor(e/D); p = e/D − k (no reverse).
    // Times within 1e-9 of a cycle start are redrawn (counted), where rounding
    // of t may put p at 0 or 1 − ε; elsewhere p is compared directly, so 0 and
    // 1 are told apart, and the iteration must be k.
    var rng = SplitMix64(seed: 0x5EED_71E1)
    var checked = 0
    var redrawn = 0
    while checked < 500 {
      let begin = rng.uniform(-5...5)
      let duration = rng.uniform(0.05...3)
      let speed = rng.uniform(0.2...4)
      let repeats = rng.uniform(0.5...6)
      let timing = try MediaTiming(beginTime: begin, duration: duration, speed: speed, repeatCount: repeats)
      let elapsed = rng.uniform(0...(repeats * duration))
      let t = begin + elapsed / speed
      let e = (t - begin) * speed
      let cycles = e / duration
      let k = cycles.rounded(.down)
      let expected = cycles - k
      guard min(expected, 1 - expected) > 1e-9 else {
        redrawn += 1
        continue
      }
      checked += 1
      let state = timing.evaluate(parentTime: t)
      #expect(state.phase == .active, "seed \(rng.seed)")
      #expect(state.iteration == k, "seed \(rng.seed) t \(t) \(timing)")  // whole numbers
      expectClose(state.progress ?? .nan, expected, absolute: 1e-12, "seed \(rng.seed) t \(t) \(timing)")
    }
    print("MediaTimingTests.randomInterior: \(checked) checked, \(redrawn) redrawn next to a cycle start")
    #expect(redrawn <= 5)
  }

  @Test("invalid parameters throw with the parameter's name")
  func invalid() {
    #expect(throws: TimingParameterError.self) { try MediaTiming(repeatCount: -1) }
    #expect(throws: TimingParameterError.self) { try MediaTiming(duration: .nan) }
    #expect(throws: TimingParameterError.self) { try MediaTiming(speed: .infinity) }
    #expect(throws: TimingParameterError.self) { try MediaTiming(repeatDuration: -0.5) }
    do {
      _ = try MediaTiming(beginTime: .nan)
      Issue.record("NaN beginTime accepted")
    } catch {
      #expect(error.parameter == .beginTime)
    }
  }
}
