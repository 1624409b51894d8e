import AnimationMath
import Foundation
import TestSupport
import Testing

/// UIKitDecayEngine's stop: Lobanov's duration, the time at which the distance left to the
/// rest position falls to the threshold (ScrollMechanics `DecelerationTimingParameters.swift`
/// @ 587660a680c895e53fa4530a9d6a7a928db06454), with the demo's last frame showing x(T).
@Suite("UIKit decay: Lobanov's stop rule")
struct UIKitDecayEngineTests {
  /// The stop value is x(T) = rest − sign(v₀)·ε up to the rounding of expm1 and log at
  /// T (a few ulps of a 1500 pt travel); 1e-9 pt is far below a rule off by one frame.
  static let stopValueAgreement = 1e-9

  struct Stop: Sendable, CustomTestStringConvertible {
    let schedule: String
    let parameters: String
    let frames: Int
    let time: Double
    let value: Double
    var testDescription: String { "\(schedule) \(parameters)" }
  }

  /// 3000 pt/s from 0, d = 0.998: 1000·ln d = −2.0020026706730794 /s, rest
  /// 3000/2.0020026706730794 = 1498.4994994993642 pt. With ε = 0.5 pt, T =
  /// ln(2.0020026706730794·0.5/3000)/(−2.0020026706730794) = 3.998679 s (the speed is then
  /// 1.001 pt/s, not 0.5). The first frame at or after T: 60 Hz frame 240 (4.0 s; frame 239
  /// is 3.9833 s), 120 Hz frame 480 (4.0 s; 479 is 3.9917 s), the uneven trace's 14th time
  /// (4.1 s; the 13th is 3.3 s). Each shows x(T) = 1498.4994994993642 − 0.5.
  /// threshold=5: T = ln(2.0020026706730794·5/3000)/(−2.0020026706730794) = 2.848538 s →
  /// 60 Hz frame 171 (2.85 s; 170 is 2.8333 s), x(T) = 1498.4994994993642 − 5.
  /// fast (d = 0.99): 1000·ln d = −10.050335853501443 /s, rest 298.4975 pt, T =
  /// ln(10.050335853501443·0.5/3000)/(−10.050335853501443) = 0.635990 s → 60 Hz frame 39
  /// (0.65 s; 38 is 0.6333 s), x(T) = 3000/10.050335853501443 − 0.5.
  static let stops: [Stop] = [
    Stop(schedule: "60", parameters: "", frames: 240, time: 4.0, value: 1497.9994994993642),
    Stop(schedule: "120", parameters: "", frames: 480, time: 4.0, value: 1497.9994994993642),
    Stop(schedule: "uneven", parameters: "", frames: 14, time: 4.1, value: 1497.9994994993642),
    Stop(schedule: "60", parameters: "threshold=5", frames: 171, time: 2.85, value: 1493.4994994993642),
    Stop(
      schedule: "60", parameters: "decelerationRate=fast", frames: 39, time: 0.65,
      value: 3000 / 10.050335853501443 - 0.5),
  ]

  @Test("the stop frame is the first at or after Lobanov's duration, showing x(T)", arguments: stops)
  func stopFrame(_ stop: Stop) throws {
    let configuration =
      stop.parameters.isEmpty ? EngineConfiguration.empty : try EngineConfiguration(parsing: stop.parameters)
    let run = try DecayEngineName.uikit.run(
      DecayRequest(from: 0, initialVelocity: 3000, configuration: configuration),
      schedule: try DecayEngineTests.schedule(stop.schedule))
    #expect(run.completed)
    #expect(run.frames.count == stop.frames + 1, "rendered frames (the t = 0 row not counted)")
    let last = try #require(run.frames.last)
    expectClose(last.hostTime, stop.time, absolute: 1e-12, "stop time")
    expectClose(last.value, stop.value, absolute: Self.stopValueAgreement, "stop value")
    #expect(last.velocity == 0)  // exact: the stop frame stores 0
    // The frame before the stop still moves faster than the speed at T.
    let before = run.frames[run.frames.count - 2]
    #expect(abs(before.velocity ?? 0) > 0)
  }

  /// The remaining distance at the duration is the threshold, for any rate and velocity:
  /// rest − x(T) = |v(T)|/(−1000·ln d) = ε.
  @Test("at Lobanov's duration the distance left is the threshold", arguments: [0.99, 0.995, 0.998, 0.999])
  func remainingDistance(_ rate: Double) throws {
    for velocity in [-8000.0, -40, 25, 3000] {
      let t = UIKitDecayEngine.time(toRemainingDistance: 0.5, from: velocity, rate: rate)
      let speed = abs(velocity) * pow(rate, 1000 * t)
      expectClose(speed / (-1000 * log(rate)), 0.5, relative: 1e-12, "d \(rate) v \(velocity)")
    }
    // A travel below ε: done at once (the demo's log would give a negative duration).
    #expect(UIKitDecayEngine.time(toRemainingDistance: 0.5, from: 0.9, rate: 0.998) == 0)
  }
}
