import AnimationMath
import TestSupport
import Testing

/// popmotion 11.0.5's stop frames at 60 and 120 Hz and on an uneven trace, derived by hand
/// from its rule and checked by `Data/popmotion_frames.py` (an independent restatement of
/// framesync's deltas, Framer's findSpring and the closed form). The clock: framesync's
/// first delta is 1000/60 ms, later ones clamp(Δ, 1, 40) ms of `requestAnimationFrame`
/// timestamps coarsened to 100 µs, c(t) = ⌊10⁴·t⌋/10 ms.
@Suite("popmotion: stop frames on framesync's clock")
struct PopmotionEngineTests {
  /// The script evaluates the same closed form in another operation order with the same
  /// libm: the frames agree to rounding (measured identical digits); 1e-12 of the travel.
  static let scriptAgreement = 1e-12

  /// The uneven trace (s): c reads 16.0, 33.1, 33.9 (Δ 0.8 → 1 ms), 50.0, 67.0, 200.0
  /// (Δ 133 → 40 ms), 216.5, 250.0, 251.0, 300.0 (Δ 49 → 40 ms), then 11 ms frames. The
  /// generator time after frame 10 is 1000/60 + 17.1 + 1 + 16.1 + 17 + 40 + 16.5 + 33.5 +
  /// 1 + 40 = 198.867 ms, then 198.867 + 11·j at frame 10 + j.
  static let uneven =
    [0.016, 0.0331, 0.0339, 0.05, 0.067, 0.2, 0.2165, 0.25, 0.251, 0.3]
    + (1..<400).map { 0.3 + Double($0) * 0.011 }

  struct StopCase: Sendable, CustomTestStringConvertible {
    let label: String
    let parameters: String
    let from: Double, to: Double
    let schedule: FrameSchedule
    let stopFrame: Int
    /// The value of the frame before the stop frame (the stop frame shows `to`).
    let valueBefore: Double
    var testDescription: String { label }
  }

  static let hz60 = try! FrameSchedule(framesPerSecond: 60, horizon: 5)
  static let hz120 = try! FrameSchedule(framesPerSecond: 120, horizon: 5)
  static let unevenSchedule = try! FrameSchedule(times: uneven)

  static let durationCases: [StopCase] = [
    // Done once the generator time t ≥ D. At 60 Hz t_n = 1000/60 + c_n − 16.6: for
    // D = 1000, c_60 = 1000.0 gives 1000.067 (frame 60), c_59 = 983.3 gives 983.367.
    StopCase(
      label: "D 1000 bounce 0.25, 60 Hz", parameters: "duration=1000,bounce=0.25", from: 0, to: 300, schedule: hz60,
      stopFrame: 60, valueBefore: 299.76910747334927),
    // At 120 Hz t_n = 1000/60 + c_n − 8.3. D = 1000 is a frame in exact time (n = 119), but
    // c_119 = ⌊9916.67⌋/10 = 991.6 gives 999.967 < 1000: frame 120 (c = 1000.0, t = 1008.367).
    StopCase(
      label: "D 1000 bounce 0.25, 120 Hz", parameters: "duration=1000,bounce=0.25", from: 0, to: 300,
      schedule: hz120, stopFrame: 120, valueBefore: 299.76035110564067),
    // Uneven: 198.867 + 11·j ≥ 1000 first at j = 73: frame 83.
    StopCase(
      label: "D 1000 bounce 0.25, uneven", parameters: "duration=1000,bounce=0.25", from: 0, to: 300,
      schedule: unevenSchedule, stopFrame: 83, valueBefore: 299.7641873478162),
    // D = 200: 60 Hz c_12 = 200.0 gives 200.067 (frame 12); 120 Hz c_23 = 191.6 gives 199.967,
    // c_24 = 200.0 gives 208.367 (frame 24); uneven 198.867 at frame 10, 209.867 at 11.
    StopCase(
      label: "D 200 bounce 0.25, 60 Hz", parameters: "duration=200,bounce=0.25", from: 0, to: 300, schedule: hz60,
      stopFrame: 12, valueBefore: 299.90937606946335),
    StopCase(
      label: "D 200 bounce 0.25, 120 Hz", parameters: "duration=200,bounce=0.25", from: 0, to: 300, schedule: hz120,
      stopFrame: 24, valueBefore: 299.7603915618188),
    StopCase(
      label: "D 200 bounce 0.25, uneven", parameters: "duration=200,bounce=0.25", from: 0, to: 300,
      schedule: unevenSchedule, stopFrame: 11, valueBefore: 299.76246254979276),
    // D = 800 from 10 to −5: 60 Hz c_48 = 800.0 (frame 48); 120 Hz c_95 = 791.6 gives
    // 799.967, c_96 = 800.0 (frame 96); uneven 198.867 + 11·55 = 803.867 (frame 65).
    StopCase(
      label: "D 800 bounce 0.3, 10 → −5, 60 Hz", parameters: "duration=800,bounce=0.3", from: 10, to: -5,
      schedule: hz60, stopFrame: 48, valueBefore: -4.975661783054759),
    StopCase(
      label: "D 800 bounce 0.3, 10 → −5, 120 Hz", parameters: "duration=800,bounce=0.3", from: 10, to: -5,
      schedule: hz120, stopFrame: 96, valueBefore: -4.978576225783535),
    StopCase(
      label: "D 800 bounce 0.3, 10 → −5, uneven", parameters: "duration=800,bounce=0.3", from: 10, to: -5,
      schedule: unevenSchedule, stopFrame: 65, valueBefore: -4.977315415319612),
    // The seed spring (k = (2π/0.55)², c = 4π·0.825/0.55), physics rule |v| ≤ 2 and
    // |300 − x| ≤ 0.4, first true at generator time 833.367 ms (60 and 120 Hz) and 836.867 ms.
    StopCase(
      label: "seed, 60 Hz", parameters: "", from: 0, to: 300, schedule: hz60, stopFrame: 50,
      valueBefore: 300.0961473375486),
    StopCase(
      label: "seed, 120 Hz", parameters: "", from: 0, to: 300, schedule: hz120, stopFrame: 99,
      valueBefore: 300.07783267335185),
    StopCase(
      label: "seed, uneven", parameters: "", from: 0, to: 300, schedule: unevenSchedule, stopFrame: 68,
      valueBefore: 300.07597007015835),
  ]

  @Test("the stop frame is the first whose generator time passes the rule", arguments: durationCases)
  func stopFrames(_ c: StopCase) throws {
    let seed = try SpringParameters.swiftUI(response: 0.55, dampingFraction: 0.825)
    let request = try SpringEngineRequest(
      spring: seed, from: c.from, to: c.to,
      configuration: c.parameters.isEmpty ? .empty : EngineConfiguration(parsing: c.parameters))
    var engine = try PopmotionEngine(request)
    let run = EngineHost(schedule: c.schedule).run(&engine)
    #expect(run.completed, "\(c.label)")
    #expect(run.frames.count - 1 == c.stopFrame, "\(c.label): stops on frame \(run.frames.count - 1)")
    #expect(run.frames.last?.value == c.to, "\(c.label): shows to")
    expectClose(
      run.frames[run.frames.count - 2].value, c.valueBefore, absolute: Self.scriptAgreement * abs(c.to - c.from),
      c.label)
  }
}
