import AnimationMath
import Testing

/// react-spring 9.7.5: its stop frames and its duration mode written literally from the
/// hand derivation in Data/js_engines_stop_frames.py (the source's rules in mpmath, never
/// the Swift). The Euler frames against the powers of the step matrix are in
/// ReactSpringMatrixPowerTests.
@Suite("react-spring engine")
struct ReactSpringEngineTests {
  /// The uneven trace of the scripts (s).
  static let uneven = [
    0.016, 0.034, 0.049, 0.1, 0.117, 0.2, 0.5, 0.75, 1.0, 1.4, 2.0, 2.6, 3.3, 4.1, 5.0, 5.2, 6.5, 8.0, 10.0,
  ]

  static func schedule(_ name: String) throws -> FrameSchedule {
    switch name {
    case "60": try FrameSchedule(framesPerSecond: 60, horizon: 12)
    case "120": try FrameSchedule(framesPerSecond: 120, horizon: 12)
    default: try FrameSchedule(times: uneven)
    }
  }

  // MARK: Stop frames

  struct Stop: Sendable, CustomTestStringConvertible {
    let parameters: String
    let schedule: String
    /// Rendered frames up to and including the stop frame (the start row not counted).
    let frames: Int
    /// The value on the stop frame.
    let value: Double
    var testDescription: String { "\(parameters.isEmpty ? "defaults" : parameters) @ \(schedule)" }
  }

  /// 0 → 100. Spring (precision min(1, 0.001·100) = 0.1, restVelocity 0.01 units/ms): the
  /// test before each 1 ms step, |v| ≤ 0.01 and |100 − x| ≤ 0.1, first holds after 711
  /// steps for the defaults (|v| = 0.00116, |100 − x| = 0.0998 there) and after 1069 for
  /// tension 180, friction 12 from 2 units/ms (0.00325, 0.0986). With ⌈dt⌉ steps per frame
  /// (17 on the 16.667 ms first frame, then 17 at 60 Hz, 9 at 120 Hz, up to 64 on the trace)
  /// the frame whose steps cover test 711 is frame 42 (tests 697…713) at 60 Hz, 79
  /// (710…718) at 120 Hz and 15 (694…757, the 5 s frame) on the trace; test 1069 falls in
  /// frame 63 (1054…1070) and 118 (1061…1069). The stop frame shows 100. Duration 500 ms,
  /// easeOutCubic: elapsed = 16.667 + Σ min(64, Δt) reaches 500 on frame 30 at 60 Hz
  /// (500.00033), 59 at 120 Hz (500.00033) and 11 on the trace (501.667, the 2 s frame),
  /// which show 100.
  static let stops: [Stop] = [
    Stop(parameters: "", schedule: "60", frames: 42, value: 100),
    Stop(parameters: "", schedule: "120", frames: 79, value: 100),
    Stop(parameters: "", schedule: "uneven", frames: 15, value: 100),
    Stop(parameters: "tension=180,friction=12,velocity=2", schedule: "60", frames: 63, value: 100),
    Stop(parameters: "tension=180,friction=12,velocity=2", schedule: "120", frames: 118, value: 100),
    Stop(parameters: "duration=500,easing=easeOutCubic", schedule: "60", frames: 30, value: 100),
    Stop(parameters: "duration=500,easing=easeOutCubic", schedule: "120", frames: 59, value: 100),
    Stop(parameters: "duration=500,easing=easeOutCubic", schedule: "uneven", frames: 11, value: 100),
  ]

  @Test("stop frame and value as derived by hand", arguments: stops)
  func stopFrame(_ c: Stop) throws {
    let request = try SpringEngineRequest(
      spring: SpringParameters(mass: 1, stiffness: 170, damping: 26), from: 0, to: 100,
      configuration: c.parameters.isEmpty ? .empty : try EngineConfiguration(parsing: c.parameters))
    let run = try SpringEngineName.reactSpring.run(request, schedule: Self.schedule(c.schedule))
    #expect(run.completed)
    #expect(run.frames.count - 1 == c.frames)
    #expect(run.finalValue == c.value)
  }

  // MARK: Duration mode

  /// from + easeOutCubic(elapsed/500)·100 in mpmath (js_engines_stop_frames.py) against the
  /// engine's doubles: the same formula, measured ≤ 1.8e-14 units.
  static let easedAgreement = 1e-12

  @Test("duration mode eases from + easing(elapsed/duration)·travel on rafz's elapsed time")
  func durationFrames() throws {
    let request = try SpringEngineRequest(
      spring: SpringParameters(mass: 1, stiffness: 170, damping: 26), from: 0, to: 100,
      configuration: try EngineConfiguration(parsing: "duration=500,easing=easeOutCubic"))
    // Frames 1, 2 and 10 of each schedule, from the script.
    let expected: [(String, [Double])] = [
      ("60", [9.6705572591303713, 18.696470518394076, 70.370459259170368]),
      ("120", [9.6705572591303713, 14.262680499873335, 45.533003759150369]),
      ("uneven", [9.6705572591303713, 19.391369198335171, 99.806248945375970]),
    ]
    for (schedule, values) in expected {
      let run = try SpringEngineName.reactSpring.run(request, schedule: Self.schedule(schedule))
      for (index, frame) in [1, 2, 10].enumerated() {
        #expect(abs(run.frames[frame].value - values[index]) <= Self.easedAgreement, "\(schedule) frame \(frame)")
      }
    }
  }

  @Test("duration mode refuses a negative duration, an unknown easing and an easing alone")
  func durationErrors() throws {
    let spring = try SpringParameters(mass: 1, stiffness: 170, damping: 26)
    for text in ["duration=-1", "duration=500,easing=steps", "easing=easeOutCubic"] {
      #expect(throws: EngineError.self, "\(text)") {
        try ReactSpringEngine(
          SpringEngineRequest(spring: spring, from: 0, to: 1, configuration: try EngineConfiguration(parsing: text)))
      }
    }
  }
}
