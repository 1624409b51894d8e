import AnimationMath
import Testing

/// Reanimated 4's stop frames, written literally from the hand derivation in
/// Data/js_engines_stop_frames.py (the source's rules in mpmath, never the Swift), and
/// its clamp rule, which raises ζ but keeps ω1 of the configured ratio.
@Suite("Reanimated 4 engine")
struct ReanimatedEngineTests {
  /// The script's 40-digit peaks against the engine's doubles: measured ≤ 1.5e-14 units
  /// (one ulp at 100) after ≤ 75 restarted frames; 1e-12 leaves room for libm.
  static let handAgreement = 1e-12

  /// The uneven trace of Data/js_engines_stop_frames.py (s).
  static let uneven = [
    0.016, 0.034, 0.049, 0.1, 0.117, 0.2, 0.5, 0.75, 1.0, 1.4, 2.0, 2.6, 3.3, 4.1, 5.0, 5.2, 6.5, 8.0, 10.0,
  ]

  struct Stop: Sendable, CustomTestStringConvertible {
    let parameters: String
    let schedule: String
    /// Rendered frames up to and including the stop frame (the start row not counted).
    let frames: Int
    /// The value on the stop frame (the rule snaps to `to`).
    let value: Double
    /// The largest value shown, nil where the table does not check it.
    let peak: Double?
    var testDescription: String { "\(parameters.isEmpty ? "defaults" : parameters) @ \(schedule)" }
  }

  /// 0 → 100, no velocity. The stop is the first frame with E/E0 ≤ 6e-9 (E from k, m and
  /// the state after the frame's restarted closed form over min(Δt, 64) ms); the script
  /// prints E/E0 on the frame before and on the stop frame, e.g. 7.46e-9 then 4.70e-9 for
  /// the defaults at 60 Hz (k 900, c 120, m 4: ζ = 1, the critical formula at ω0 = 15).
  /// Duration mode (500 ms, ζ 0.5): k = 4190.4296875 by the bisection. With clamp.max 105
  /// ζ is raised to |ln(5/100)|/π = 0.953571…, ω1 stays ω0·√(1 − 0.5²), and the first
  /// overshoot peaks at 103.09 instead of 116.13.
  static let stops: [Stop] = [
    Stop(parameters: "", schedule: "60", frames: 50, value: 100, peak: nil),
    Stop(parameters: "", schedule: "120", frames: 99, value: 100, peak: nil),
    Stop(parameters: "", schedule: "uneven", frames: 17, value: 100, peak: nil),
    Stop(parameters: "duration=500,dampingRatio=0.5", schedule: "60", frames: 37, value: 100, peak: 116.13242610323791),
    Stop(
      parameters: "duration=500,dampingRatio=0.5", schedule: "120", frames: 73, value: 100, peak: 116.17877741285694),
    Stop(
      parameters: "duration=500,dampingRatio=0.5", schedule: "uneven", frames: 13, value: 100, peak: 116.10743297816822),
    Stop(
      parameters: "duration=500,dampingRatio=0.5,clamp.max=105", schedule: "60", frames: 19, value: 100,
      peak: 103.09323404977062),
    Stop(
      parameters: "duration=500,dampingRatio=0.5,clamp.max=105", schedule: "120", frames: 38, value: 100,
      peak: 103.10419241819865),
    Stop(
      parameters: "duration=500,dampingRatio=0.5,clamp.max=105", schedule: "uneven", frames: 9, value: 100,
      peak: 103.08577235151493),
  ]

  static func schedule(_ name: String) throws -> FrameSchedule {
    switch name {
    case "60": try FrameSchedule(framesPerSecond: 60, horizon: 12)
    case "120": try FrameSchedule(framesPerSecond: 120, horizon: 12)
    default: try FrameSchedule(times: uneven)
    }
  }

  @Test("stop frame and value as derived by hand", arguments: stops)
  func stopFrame(_ c: Stop) throws {
    // Reanimated's defaults as the request's spring (no spring key: the request's spring).
    let spring = try SpringParameters(mass: 4, stiffness: 900, damping: 120)
    let request = try SpringEngineRequest(
      spring: spring, from: 0, to: 100,
      configuration: c.parameters.isEmpty ? .empty : try EngineConfiguration(parsing: c.parameters))
    let run = try SpringEngineName.reanimated.run(request, schedule: Self.schedule(c.schedule))
    #expect(run.completed)
    #expect(run.frames.count - 1 == c.frames)
    #expect(run.finalValue == c.value)
    if let peak = c.peak {
      let shown = run.frames.map(\.value).max() ?? .nan
      #expect(abs(shown - peak) <= Self.handAgreement, "peak \(shown)")
    }
  }

  /// Reanimated's bisection result is what the script's double bisection finds.
  @Test("duration mode bisects the stiffness to 4190.4296875")
  func durationStiffness() throws {
    let spring = try SpringParameters(mass: 1, stiffness: 100, damping: 10)
    let engine = try ReanimatedEngine(
      SpringEngineRequest(
        spring: spring, from: 0, to: 100,
        configuration: try EngineConfiguration(parsing: "duration=500,dampingRatio=0.5,clamp.max=105")))
    #expect(engine.stiffness == 4190.4296875)
  }
}
