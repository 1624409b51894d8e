import AnimationMath
import TestSupport
import Testing

/// The decay engines whose stop had no literal at all three frame schedules: popmotion,
/// popmotion-inertia, motion@12, compose (splineBasedDecay) and android-scroller. Each
/// row is the stop frame, its host time and its value, derived by hand from the engine's
/// rule as its source states it and printed by Data/decay_engine_stop_frames.py (which
/// never calls or reads the Swift); the comments give the derivation and the frame an
/// off-by-one variant of the rule would give instead.
///
/// The other decay engines of the stop-frame lane (ideal, android, android-fling,
/// compose-exponential, react-native, motion, reanimated) have literal rows at 60 Hz,
/// 120 Hz and an uneven trace in DecayEngineTests, DecayJSEngineTests and
/// AndroidFlingEngineTests.
@Suite("Decay engines: literal stop frames")
struct DecayStopFrameTests {
  /// The script evaluates the same formulas through Python's libm: motion@12's unsnapped
  /// value (a closed form of ≈100) agrees exactly here (measured 0) and could differ by a few
  /// ulps under another libm; snapped values are exact. 1e-9 is far below any frame-to-frame
  /// change near a stop, so a wrong frame cannot pass.
  static let valueAgreement = 1e-9

  /// SpringStopFrameTests' uneven pattern (whole µs) extended to 12 s: popmotion's
  /// framesync clamps each delta to 40 ms, so its clock needs longer than the host's.
  static let uneven: [Double] = {
    var times: [Double] = []
    var microseconds = 0
    while true {
      for interval in SpringStopFrameTests.unevenPattern {
        microseconds += interval
        if microseconds > 12_000_000 { return times }
        times.append(Double(microseconds) / 1_000_000)
      }
    }
  }()

  static func schedule(_ name: String) throws -> FrameSchedule {
    switch name {
    case "60": try FrameSchedule(framesPerSecond: 60, horizon: 12)
    case "120": try FrameSchedule(framesPerSecond: 120, horizon: 12)
    default: try FrameSchedule(times: uneven)
    }
  }

  struct Stop: Sendable, CustomTestStringConvertible {
    let engine: DecayEngineName
    let schedule: String
    /// Rendered frames up to and including the stop frame (the t = 0 row not counted).
    let frames: Int
    /// Host time of the stop frame, s.
    let time: Double
    /// Value on the stop frame.
    let value: Double
    var testDescription: String { "\(engine.rawValue) @ \(schedule)" }
  }

  /// Printed by Data/decay_engine_stop_frames.py.
  static let stops: [Stop] = [
    // popmotion (generators/decay.ts @ adf681ef; framesync: first delta 1000/60 ms, later
    // clamp(Δ, 1, 40) ms): from 0 at 3000, A = 2400, τ 350 ms; done when |A·e^(−t/τ)| ≤ 0.5,
    // t ≥ 350·ln 4800 = 2966.73 ms, then 2400. 60 Hz: t = 178·16.667 = 2966.67 (0.50009,
    // not done), frame 179; 120 Hz: 16.667 + 354·8.333 = 2966.67 at frame 355, frame 356;
    // uneven: the 100 ms stalls count 40 ms, t = 2951.99 at frame 155, 2968.66 at frame 156
    // (unclamped deltas would stop on frame 122).
    Stop(engine: .popmotion, schedule: "60", frames: 179, time: 2.9833333333333334, value: 2400),
    Stop(engine: .popmotion, schedule: "120", frames: 356, time: 2.966666666666667, value: 2400),
    Stop(engine: .popmotion, schedule: "uneven", frames: 156, time: 3.808657, value: 2400),
    // popmotion-inertia (inertia.ts, generators/spring.ts @ adf681ef): bounds 0…2000, A = 2400,
    // τ 750 ms; the first frame past 2000 (60 Hz frame 81, t = 1350 ms, 2003.28; 120 Hz frame
    // 161; uneven frame 72, t = 1352.66 ms) starts a spring (k 500, c 10) toward 2000 with the
    // frame-difference velocity, updated from the next frame on framesync deltas; done when
    // |v| ≤ 2 and |2000 − x| ≤ 1, showing 2000.
    Stop(engine: .popmotionInertia, schedule: "60", frames: 128, time: 2.1333333333333333, value: 2000),
    Stop(engine: .popmotionInertia, schedule: "120", frames: 254, time: 2.1166666666666667, value: 2000),
    Stop(engine: .popmotionInertia, schedule: "uneven", frames: 112, time: 2.729993, value: 2000),
    // motion@12 (v12.23.0 @ a373936b inertia.ts, spring/index.ts, calc-duration.ts,
    // JSAnimation.ts): from 0 at 800, bounds −5000…100, A = 640, τ 325 ms. The 50 ms probe
    // finds the value past 100 at t = 100 ms and starts the spring (k 500, c 10) toward 100;
    // v12's rest test on the 5 ms backward difference is first met on the probe at 1300 ms,
    // the duration. Frames play next(round(ms)) and finish at round(ms) ≥ 1300: 60 Hz frame
    // 78 (1.3 s), 120 Hz frame 156 (1.3 s), uneven frame 53 (1315 ms, where the generator is
    // not yet at rest and shows the spring's 100.22126). Variant: motion 13's analytic rest
    // velocity instead, 87 / 174 / 62.
    Stop(engine: .motion12, schedule: "60", frames: 78, time: 1.3, value: 100),
    Stop(engine: .motion12, schedule: "120", frames: 156, time: 1.3, value: 100),
    Stop(engine: .motion12, schedule: "uneven", frames: 53, time: 1.314997, value: 100.22126001846007),
    // compose splineBasedDecay (FlingCalculator.kt @ 55c737bf, Animation.kt @ 1d7dc4d1): from 0
    // at 3000, duration (1000·e^(l/(rate − 1))).toLong() = ⌊1246.59⌋ = 1246 ms; finished on the
    // first frame whose float32 play time from the first frame is ≥ 1246 ms, showing the
    // Float target 1308.9210205078125 (the distance 1308.92105633 as a Float): 60 Hz
    // (n − 1)/60 ≥ 1.246 ⇒ n = 76; 120 Hz ⇒ n = 151; uneven ≥ 0.016667 + 1.246 = 1.262667 ⇒
    // 1.314997 (frame 53, after the stall). Variant: play time from host 0, 75 / 150.
    Stop(engine: .compose, schedule: "60", frames: 76, time: 1.2666666666666666, value: 1308.9210205078125),
    Stop(engine: .compose, schedule: "120", frames: 151, time: 1.2583333333333333, value: 1308.9210205078125),
    Stop(engine: .compose, schedule: "uneven", frames: 53, time: 1.314997, value: 1308.9210205078125),
    // android-scroller (Scroller.java @ 14de5572): from 0 at 2000 px/s, duration 924 ms,
    // final Math.round(647.x) = 647; finished on the first frame whose rounded spline position
    // is 647 (exact position > 646.5): 60 Hz frame 54 (900 ms, 646.819), 120 Hz frame 107
    // (891 ms, 646.661), uneven frame 38 (886 ms, 646.555; the tables' bound is 0.020).
    // Variant: without the reached-final test, at the duration, 56 / 111 / 40.
    Stop(engine: .androidScroller, schedule: "60", frames: 54, time: 0.9, value: 647),
    Stop(engine: .androidScroller, schedule: "120", frames: 107, time: 0.8916666666666667, value: 647),
    Stop(engine: .androidScroller, schedule: "uneven", frames: 38, time: 0.886998, value: 647),
  ]

  static func request(_ engine: DecayEngineName) throws -> DecayRequest {
    switch engine {
    case .popmotionInertia:
      DecayRequest(from: 0, initialVelocity: 3000, bounds: try DecayBounds(lower: 0, upper: 2000))
    case .motion12:
      DecayRequest(from: 0, initialVelocity: 800, bounds: try DecayBounds(lower: -5000, upper: 100))
    case .androidScroller:
      DecayRequest(from: 0, initialVelocity: 2000)
    default:
      DecayRequest(from: 0, initialVelocity: 3000)
    }
  }

  @Test("the stop frame, its host time and its value are the hand derivation's", arguments: stops)
  func stopFrame(_ stop: Stop) throws {
    let run = try stop.engine.run(Self.request(stop.engine), schedule: Self.schedule(stop.schedule))
    #expect(run.completed)
    #expect(run.frames.count - 1 == stop.frames, "rendered frames up to the stop")
    #expect(run.frames.last?.hostTime == stop.time, "stop time")
    expectClose(run.finalValue, stop.value, absolute: Self.valueAgreement, "stop value")
    print(
      "stop frame \(stop.testDescription): frame \(stop.frames), |value − hand| \(absoluteError(run.finalValue, stop.value))"
    )
  }

  @Test("each engine has a row at 60 Hz, 120 Hz and on the uneven trace")
  func coverage() {
    let engines: [DecayEngineName] = [.popmotion, .popmotionInertia, .motion12, .compose, .androidScroller]
    for engine in engines {
      let schedules = Self.stops.filter { $0.engine == engine }.map(\.schedule)
      #expect(schedules.sorted() == ["120", "60", "uneven"], "\(engine.rawValue)")
    }
    #expect(Self.stops.count == 3 * engines.count)
    #expect(Self.uneven.count == 491)
  }
}
