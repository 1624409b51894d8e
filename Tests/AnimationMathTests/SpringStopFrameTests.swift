import AnimationMath
import TestSupport
import Testing

/// Each spring engine's stop frame, written literally: the frame, its host time and its
/// value at 60 Hz, 120 Hz and on an uneven trace, each derived by hand from the engine's
/// stop rule as its source states it. The numbers are printed by
/// Data/spring_stop_frames.py, which restates each engine's update and stop rule from the
/// source named in the comments (never from the Swift); it also prints, for each row, the
/// frame that an off-by-one variant of the rule would give, quoted in the comments.
///
/// One fixed configuration (no randomness): m = 1, k = 200, c = 20 (ζ = 1/√2, ω₀ = √200),
/// from 0 to 300 at rest. Android and Compose are given `stiffness=200,dampingRatio=0.7`
/// (their own float keys); uikit `duration=0.5`.
///
/// The engines covered here are those no other stop-frame table covers: rebound,
/// popmotion, anime@3, react-spring, motion, motion@12, reanimated and svelte have theirs
/// beside their engine tests.
@Suite("Spring engines: literal stop frames")
struct SpringStopFrameTests {
  /// The script evaluates the same closed forms through Python's libm: the unsnapped stop
  /// values (ideal, flutter) agree exactly here (measured 0), and a different libm could move
  /// them by a few ulps of 300 (≈1e-13). 1e-9 is far below the smallest frame-to-frame
  /// change near the stop (≈1e-6 units), so a wrong frame cannot pass.
  static let valueAgreement = 1e-9

  /// The uneven trace's intervals in µs, repeated up to 6 s: jitter around 60 Hz, a 3 ms
  /// double vsync, an 8.3 ms frame, dropped frames (25, 33 ms) and a 100 ms stall.
  static let unevenPattern = [16667, 16666, 33334, 3000, 8333, 16667, 25000, 16666, 100_000, 12500, 20833]

  /// The trace's host times: whole µs summed in integers, then / 10⁶ (as the script does).
  static let uneven: [Double] = {
    var times: [Double] = []
    var microseconds = 0
    while true {
      for interval in unevenPattern {
        microseconds += interval
        if microseconds > 6_000_000 { return times }
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
    let engine: SpringEngineName
    let schedule: String
    /// Rendered frames up to and including the stop frame (the t = 0 row not counted).
    let frames: Int
    /// Host time of the stop frame, s.
    let time: Double
    /// Value on the stop frame.
    let value: Double
    var testDescription: String { "\(engine.rawValue) @ \(schedule)" }
  }

  /// Printed by Data/spring_stop_frames.py. Uneven trace times used below (frame: s):
  /// 20: 0.505999, 22: 0.539332, 30: 0.675665, 31: 0.775665 (after the 100 ms stall),
  /// 41: 0.945331, 42: 1.045331, 45: 1.095331, 51: 1.198331, 52: 1.214997, 54: 1.327497,
  /// 63: 1.484663, 64: 1.584663.
  static let stops: [Stop] = [
    // ideal (IdealEngine.swift's contract): the first frame at or after the exact last exit
    // from |x − 300| ≤ 0.001·300 = 0.3, T = 0.72396287376140359 s (mpmath root); no snap,
    // so the value is the curve at that frame. 60 Hz: ⌈60·T⌉ = ⌈43.44⌉ = 44 (0.7333 s);
    // 120 Hz: ⌈86.88⌉ = 87 (0.725 s); uneven: frame 30 is 0.675665 < T, frame 31 0.775665.
    // Variants: first entry into the band instead of the last exit 33 / 65 / 9.
    Stop(engine: .ideal, schedule: "60", frames: 44, time: 0.7333333333333333, value: 299.7324478412043),
    Stop(engine: .ideal, schedule: "120", frames: 87, time: 0.725, value: 299.70364315113176),
    Stop(engine: .ideal, schedule: "uneven", frames: 31, time: 0.775665, value: 299.8597668916986),
    // core-animation (CoreAnimationEngine.swift, Apple's CAMediaTiming: active while local
    // time < duration, then removed; the default duration is the same exact last exit T):
    // the same frames as ideal, showing the model value 300.
    Stop(engine: .coreAnimation, schedule: "60", frames: 44, time: 0.7333333333333333, value: 300),
    Stop(engine: .coreAnimation, schedule: "120", frames: 87, time: 0.725, value: 300),
    Stop(engine: .coreAnimation, schedule: "uneven", frames: 31, time: 0.775665, value: 300),
    // swiftui (SwiftUIEngine.swift: removed on the first frame at or after the last exit from
    // |x − to| ≤ epsilon, default 1e-3 of the travel = 0.3): T as above, showing 300.
    Stop(engine: .swiftui, schedule: "60", frames: 44, time: 0.7333333333333333, value: 300),
    Stop(engine: .swiftui, schedule: "120", frames: 87, time: 0.725, value: 300),
    Stop(engine: .swiftui, schedule: "uneven", frames: 31, time: 0.775665, value: 300),
    // uikit (UIKitEngine.swift; Apple: the animation lasts withDuration: and is removed at
    // local time ≥ duration), duration 0.5 s: 60 Hz frame 30 is exactly 30/60 = 0.5 and
    // shows the model value 300 (the variant '>' instead of '≥' gives 31); 120 Hz 60/120 = 0.5
    // ('>' gives 61); uneven: the first time ≥ 0.5 is 0.505999, frame 20.
    Stop(engine: .uikit, schedule: "60", frames: 30, time: 0.5, value: 300),
    Stop(engine: .uikit, schedule: "120", frames: 60, time: 0.5, value: 300),
    Stop(engine: .uikit, schedule: "uneven", frames: 20, time: 0.505999, value: 300),
    // android (androidx SpringForce.java @ fd79a569 isAtEquilibrium, DynamicAnimation.java
    // @ 9db3602f): the first frame only records uptimeMillis (⌊ms⌋); each later frame steps the
    // closed form over Δms from the float state; stop when |v| < 0.75·1000/16 = 46.875 and
    // |x − 300| < 0.75 (both strict, after the step), then x := 300. 60 Hz: frame 31 (516 ms)
    // has |x − 300| = 1.2625, frame 32 (533 ms) 0.6621 with v = −31.06; 120 Hz: frame 62
    // (516 ms) 0.9616, frame 63 (525 ms) 0.6621; uneven: frame 21 (518 ms) 1.1841, frame 22
    // (539 ms) 0.4843. Variant: tested before the step, 33 / 64 / 23.
    Stop(engine: .android, schedule: "60", frames: 32, time: 0.5333333333333333, value: 300),
    Stop(engine: .android, schedule: "120", frames: 63, time: 0.525, value: 300),
    Stop(engine: .android, schedule: "uneven", frames: 22, time: 0.539332, value: 300),
    // compose (androidx SpringEstimation.kt @ 1d7dc4d1, ζ < 1 envelope: p0 = 300/0.01f,
    // ms = (1000·ln(1/√(p0² + c2²))/r).toLong() = 1075; Animation.kt @ 1d7dc4d1 finished when
    // playTimeNanos ≥ duration; SuspendAnimation.kt @ 7a915f44 play time in float32 ns from
    // the first frame, which shows play time 0): 60 Hz (n − 1)/60 ≥ 1.075 ⇒ n = 66 (1.1 s);
    // 120 Hz (n − 1)/120 ≥ 1.075 ⇒ n = 130 (play time 1075000000 ns → float 1075000064);
    // uneven: ≥ 0.016667 + 1.075 = 1.091667 ⇒ 1.095331, frame 45. Shows the target 300.
    // Variant: play time from host 0 instead of the first frame, 65 / 129 / 44.
    Stop(engine: .compose, schedule: "60", frames: 66, time: 1.1, value: 300),
    Stop(engine: .compose, schedule: "120", frames: 130, time: 1.0833333333333333, value: 300),
    Stop(engine: .compose, schedule: "uneven", frames: 45, time: 1.095331, value: 300),
    // flutter (spring_simulation.dart @ 04fbdcfa isDone, utils.dart @ 08d672e4 nearZero strict,
    // tolerance.dart @ 17bd7a8e 1e-3, animation_controller.dart @ 013a72b3 + ticker.dart
    // @ 00aac68e elapsed whole µs since the first tick): the first tick with |x − 300| < 1e-3
    // and |dx| < 1e-3, no snap. 60 Hz: elapsed 1.5 s (frame 91) has dx = 1.19e-3, elapsed
    // 1.516667 (frame 92) dx = 8.0e-4; 120 Hz: elapsed 1.508333 (frame 182) dx = 9.9e-4;
    // uneven: elapsed 1.467996 (frame 63) dx = 2.2e-3, 1.567996 (frame 64) dx = 2.6e-5.
    // Variant: elapsed from host 0 instead of the first tick, 91 / 181 / 64.
    Stop(engine: .flutter, schedule: "60", frames: 92, time: 1.5333333333333334, value: 300.00002655155663),
    Stop(engine: .flutter, schedule: "120", frames: 182, time: 1.5166666666666666, value: 300.0000191138478),
    Stop(engine: .flutter, schedule: "uneven", frames: 64, time: 1.584663, value: 300.00004517439845),
    // react-native (SpringAnimation.js @ 1c4cd4f6 onUpdate): frame time += min(Date.now() −
    // last, 64) ms, Date.now() = ⌊ms⌋; stop when |v| ≤ 0.001 and |to − x| ≤ 0.001, then
    // x := 300. 60 Hz: 1.5 s (frame 90) has |v| = 1.19e-3, 1.516 s (frame 91) 8.1e-4; 120 Hz:
    // 1.508 s (frame 181) 9.95e-4; uneven: 1.484 s (frame 63) 1.6e-3, 1.548 s (frame 64, the
    // 100 ms stall capped to 64 ms) 2.6e-4.
    Stop(engine: .reactNative, schedule: "60", frames: 91, time: 1.5166666666666666, value: 300),
    Stop(engine: .reactNative, schedule: "120", frames: 181, time: 1.5083333333333333, value: 300),
    Stop(engine: .reactNative, schedule: "uneven", frames: 64, time: 1.584663, value: 300),
    // reanimated@3 (spring.ts @ 01dcf0fb, springUtils.ts @ 019ddf15): the closed form restarted
    // each frame from (x, v) over min(Δ, 64) ms of the 1000·t timestamp; stop when |v| < 2
    // and |to − x| < 0.01 (strict), then x := 300. 60 Hz: 850 ms (frame 51) |to − x| = 0.0120,
    // 866.7 ms (frame 52) 0.0020; 120 Hz: 858.3 ms (frame 103) 0.0044; uneven: frame 51
    // 0.0106, frame 52 0.0083 (the stalls before 1.045331 and 1.314997 capped to 64 ms).
    // Variant: without the 64 ms cap the uneven run stops on frame 36.
    Stop(engine: .reanimated3, schedule: "60", frames: 52, time: 0.8666666666666667, value: 300),
    Stop(engine: .reanimated3, schedule: "120", frames: 103, time: 0.8583333333333333, value: 300),
    Stop(engine: .reanimated3, schedule: "uneven", frames: 52, time: 1.214997, value: 300),
    // anime (v4.4.1 @ 308c0934 easings/spring/index.js compute: 0.02 s steps until
    // |1 − E| < 5e-4 on 11 consecutive steps, duration Math.round(1000·0.98) = 980 ms;
    // timer.js 12 ms head start; engine.js Date.now() ticks ≥ 1000/240 ms apart): complete on
    // the first tick with ⌊ms⌋ + 12 ≥ 980, i.e. ⌊ms⌋ ≥ 968: 60 Hz frame 59 (983 ms; 58 is
    // 966 ms); 120 Hz frame 117 (975 ms; 116 is 966 ms); uneven frame 42 (1045 ms; 41 is
    // 945 ms). Variant: without the head start 120 Hz stops on frame 118.
    Stop(engine: .anime, schedule: "60", frames: 59, time: 0.9833333333333333, value: 300),
    Stop(engine: .anime, schedule: "120", frames: 117, time: 0.975, value: 300),
    Stop(engine: .anime, schedule: "uneven", frames: 42, time: 1.045331, value: 300),
    // wobble (1.5.1 @ 142d649f src/index.ts): spring time += min(Δ⌊ms⌋, 66.67) ms; stop when
    // |v| ≤ 0.001 units/ms and |to − x| ≤ 0.001, then x := 300. 60 Hz: 1150 ms (frame 69)
    // |to − x| = 1.19e-3, 1166 ms (frame 70) 4.4e-4; 120 Hz: 1158 ms (frame 139) 7.9e-4;
    // uneven: spring time 1147.33 ms (frame 53) 1.34e-3, 1160.33 ms (frame 54) 6.8e-4.
    // Variant: without the 66.67 ms cap the uneven run stops on frame 49.
    Stop(engine: .wobble, schedule: "60", frames: 70, time: 1.1666666666666667, value: 300),
    Stop(engine: .wobble, schedule: "120", frames: 139, time: 1.1583333333333334, value: 300),
    Stop(engine: .wobble, schedule: "uneven", frames: 54, time: 1.327497, value: 300),
  ]

  /// The engines this table covers, each with the three schedules.
  static let covered: [SpringEngineName] = [
    .ideal, .coreAnimation, .swiftui, .uikit, .android, .compose, .flutter, .reactNative, .reanimated3, .anime,
    .wobble,
  ]

  static func request(_ engine: SpringEngineName) throws -> SpringEngineRequest {
    let spring = try SpringParameters(mass: 1, stiffness: 200, damping: 20)
    let configuration: EngineConfiguration =
      switch engine {
      case .android, .compose: try EngineConfiguration(parsing: "stiffness=200,dampingRatio=0.7")
      case .uikit: try EngineConfiguration(parsing: "duration=0.5")
      default: .empty
      }
    return try SpringEngineRequest(spring: spring, from: 0, to: 300, configuration: configuration)
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

  @Test("every covered engine has a row at 60 Hz, 120 Hz and on the uneven trace")
  func coverage() {
    for engine in Self.covered {
      let schedules = Self.stops.filter { $0.engine == engine }.map(\.schedule)
      #expect(schedules.sorted() == ["120", "60", "uneven"], "\(engine.rawValue)")
    }
    #expect(Self.stops.count == 3 * Self.covered.count)
    #expect(Self.uneven.count == 245)
  }
}
