import AnimationMath
import TestSupport
import Testing

/// anime.js 3.2.2's spring easing: the duration D and the stop frame at 60 and 120 Hz and on
/// an uneven trace, derived by hand from its rule and checked by `Data/anime3_frames.py`
/// (an independent restatement of `spring`, `getDuration` and `instance.tick`). The time of
/// frame n is c(t_n) − c(t_1), c(t) = ⌊10⁴·t⌋/10 ms (rAF timestamps coarsened to 100 µs),
/// and the first frame with time ≥ D completes.
@Suite("anime@3: duration and stop frames")
struct Anime3EngineTests {
  /// The script evaluates the same solver with the same libm in the same order: the values
  /// agree to rounding (measured identical digits); 1e-12 of the travel.
  static let scriptAgreement = 1e-12

  /// The uneven trace (s): c reads 16.0, 33.1, 33.9, 50.0, 67.0, 200.0, 216.5, 250.0,
  /// 251.0, 300.0, then every 11 ms: the time of frame 10 + j is 284 + 11·j ms.
  static let uneven =
    [0.016, 0.0331, 0.0339, 0.05, 0.067, 0.2, 0.2165, 0.25, 0.251, 0.3]
    + (1..<700).map { 0.3 + Double($0) * 0.011 }

  struct StopCase: Sendable, CustomTestStringConvertible {
    let label: String
    let parameters: String
    let from: Double, to: Double
    let schedule: FrameSchedule
    /// D in ms.
    let duration: Double
    let stopFrame: Int
    /// The value shown on the frame before the stop frame.
    let valueBefore: Double
    var testDescription: String { label }
  }

  static let hz60 = try! FrameSchedule(framesPerSecond: 60, horizon: 10)
  static let hz120 = try! FrameSchedule(framesPerSecond: 120, horizon: 10)
  static let unevenSchedule = try! FrameSchedule(times: uneven)

  // spring(0.5, 100, 26, 0): ζ = 26/(2√50) > 1, the critical form at ω0 = √200 with
  // b = ω0 − 0.1 (velocity 0 clamps to 0.1); (1 + b·s)·e^(−ω0·s) ≤ 2⁻⁵⁴ from s = 18/6 on, so
  // 16 exact 1s end at s = 33/6 and D = (33/6)·(1/6)·1000 = 916.667 ms, a frame boundary at
  // 60 Hz (n − 1 = 55) and 120 Hz (n − 1 = 110).
  // spring(2, 50, 5, 0): D = (195/6)·(1/6)·1000 = 5416.667 ms (n − 1 = 325 at 60 Hz, 650 at 120 Hz).
  // spring(1, 100, 10, 0): D = (60/6)·(1/6)·1000 = 1666.667 ms (n − 1 = 100 and 200).
  static let stopCases: [StopCase] = [
    // 60 Hz, time = c_n − 16.6: c_56 = 933.3 gives 916.7 ≥ D; c_55 = 916.6 gives 900.0.
    StopCase(
      label: "spring(0.5,100,26) 10 → −5, 60 Hz", parameters: "mass=0.5,stiffness=100,damping=26", from: 10, to: -5,
      schedule: hz60, duration: 916.6666666666667, stopFrame: 56, valueBefore: -4.99939302172662),
    // 120 Hz, time = c_n − 8.3: c_111 = ⌊9250⌋/10 = 925.0 gives 916.7 ≥ D (frame 111);
    // c_110 = 916.6 gives 908.3.
    StopCase(
      label: "spring(0.5,100,26) 10 → −5, 120 Hz", parameters: "mass=0.5,stiffness=100,damping=26", from: 10,
      to: -5, schedule: hz120, duration: 916.6666666666667, stopFrame: 111, valueBefore: -4.999455633374307),
    // Uneven: 284 + 11·j ≥ 916.667 first at j = 58 (922 ms): frame 68.
    StopCase(
      label: "spring(0.5,100,26) 10 → −5, uneven", parameters: "mass=0.5,stiffness=100,damping=26", from: 10,
      to: -5, schedule: unevenSchedule, duration: 916.6666666666667, stopFrame: 68,
      valueBefore: -4.999474583188523),
    // 60 Hz: c_326 = ⌊54333.3⌋/10 = 5433.3 gives 5416.7 ≥ D; 120 Hz: c_651 = 5425.0 gives
    // 5416.7; uneven: 284 + 11·467 = 5421 (frame 477).
    StopCase(
      label: "spring(2,50,5) 0 → 300, 60 Hz", parameters: "mass=2,stiffness=50,damping=5", from: 0, to: 300,
      schedule: hz60, duration: 5416.66666666668, stopFrame: 326, valueBefore: 299.7424904298999),
    StopCase(
      label: "spring(2,50,5) 0 → 300, 120 Hz", parameters: "mass=2,stiffness=50,damping=5", from: 0, to: 300,
      schedule: hz120, duration: 5416.66666666668, stopFrame: 651, valueBefore: 299.7554146900076),
    StopCase(
      label: "spring(2,50,5) 0 → 300, uneven", parameters: "mass=2,stiffness=50,damping=5", from: 0, to: 300,
      schedule: unevenSchedule, duration: 5416.66666666668, stopFrame: 477, valueBefore: 299.75808134550414),
    // 60 Hz: c_101 = 1683.3 gives 1666.7; 120 Hz: c_201 = 1675.0 gives 1666.7; uneven:
    // 284 + 11·126 = 1670 (frame 136).
    StopCase(
      label: "spring(1,100,10) 0 → 300, 60 Hz", parameters: "mass=1,stiffness=100,damping=10", from: 0, to: 300,
      schedule: hz60, duration: 1666.6666666666663, stopFrame: 101, valueBefore: 299.96805382323043),
    StopCase(
      label: "spring(1,100,10) 0 → 300, 120 Hz", parameters: "mass=1,stiffness=100,damping=10", from: 0, to: 300,
      schedule: hz120, duration: 1666.6666666666663, stopFrame: 201, valueBefore: 299.9752326427633),
    StopCase(
      label: "spring(1,100,10) 0 → 300, uneven", parameters: "mass=1,stiffness=100,damping=10", from: 0, to: 300,
      schedule: unevenSchedule, duration: 1666.6666666666663, stopFrame: 136, valueBefore: 299.9758196195362),
    // spring(1, 50, 5, 0): D = (102/6)·(1/6)·1000 = 2833.333 ms, a frame at 120 Hz in exact
    // time (n − 1 = 340), but c_341 = ⌊28416.7⌋/10 = 2841.6 gives 2833.3 < D: not yet;
    // c_342 = 2850.0 gives 2841.7 (frame 342).
    StopCase(
      label: "spring(1,50,5) 0 → 300, 120 Hz", parameters: "mass=1,stiffness=50,damping=5", from: 0, to: 300,
      schedule: hz120, duration: 2833.3333333333303, stopFrame: 342, valueBefore: 299.7597213359371),
  ]

  @Test("D and the stop frame follow anime.js 3's rule on its coarsened rAF clock", arguments: stopCases)
  func stopFrames(_ c: StopCase) throws {
    let seed = try SpringParameters.swiftUI(response: 0.55, dampingFraction: 0.825)
    let request = try SpringEngineRequest(
      spring: seed, from: c.from, to: c.to, configuration: EngineConfiguration(parsing: c.parameters))
    var engine = try Anime3Engine(request)
    #expect(engine.duration == c.duration, "\(c.label): D")
    let run = EngineHost(schedule: c.schedule).run(&engine)
    #expect(run.completed, "\(c.label)")
    #expect(run.frames.count - 1 == c.stopFrame, "\(c.label): stops on frame \(run.frames.count - 1)")
    #expect(run.frames.last?.value == c.to, "\(c.label): shows from + 1·Δ = to")
    expectClose(
      run.frames[run.frames.count - 2].value, c.valueBefore, absolute: Self.scriptAgreement * abs(c.to - c.from),
      c.label)
  }
}
