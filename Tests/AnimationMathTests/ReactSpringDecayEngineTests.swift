import AnimationMath
import Testing

/// react-spring's `config.decay`: stop frames written literally from the hand derivation in
/// Data/js_engines_stop_frames.py (the source's rule in mpmath, never the Swift).
@Suite("react-spring decay engine")
struct ReactSpringDecayEngineTests {
  /// The script's 40-digit values against the engine's doubles: measured ≤ 1.4e-12 units on
  /// 1500 (the same exponential; expm1 against 1 − e); far below the 0.005 stop threshold.
  static let handAgreement = 1e-9

  /// The uneven trace of the script (s).
  static let uneven = [
    0.016, 0.034, 0.049, 0.1, 0.117, 0.2, 0.5, 0.75, 1.0, 1.4, 2.0, 2.6, 3.3, 4.1, 5.0, 5.2, 6.5, 8.0, 10.0,
  ]

  struct Stop: Sendable, CustomTestStringConvertible {
    let schedule: String
    /// Initial velocity, units/s.
    let velocity: Double
    /// Rendered frames up to and including the stop frame (the start row not counted).
    let frames: Int
    /// The value on the stop frame (not snapped).
    let value: Double
    var testDescription: String { "v \(velocity) @ \(schedule)" }
  }

  /// From 0 with decay: true (d = 0.998), precision 0.005 (no goal: to = from). The frame at
  /// elapsed E shows v0/(1 − d)·(1 − e^(−(1 − d)E)), E = 16.667 + Σ min(64, Δt) ms, and
  /// stops once it moved ≤ 0.005 since the previous frame: 3000 units/s (3 units/ms) moves
  /// 0.004969 on frame 277 at 60 Hz and 0.004961 on frame 511 at 120 Hz. On the uneven
  /// trace the 64 ms cap keeps a 3000 units/s fling moving > 0.005 a frame past 10 s, so
  /// the trace uses 0.4 units/s: 0.004646 moved on frame 17 (6.5 s).
  static let stops: [Stop] = [
    Stop(schedule: "60", velocity: 3000, frames: 277, value: 1499.8534096933670),
    Stop(schedule: "120", velocity: 3000, frames: 511, value: 1499.7048033731290),
    Stop(schedule: "uneven", velocity: 0.4, frames: 17, value: 0.16597881677810163),
  ]

  @Test("stop frame and value as derived by hand", arguments: stops)
  func stopFrame(_ c: Stop) throws {
    let schedule =
      switch c.schedule {
      case "60": try FrameSchedule(framesPerSecond: 60, horizon: 12)
      case "120": try FrameSchedule(framesPerSecond: 120, horizon: 12)
      default: try FrameSchedule(times: Self.uneven)
      }
    let run = try DecayEngineName.reactSpring.run(
      DecayRequest(from: 0, initialVelocity: c.velocity), schedule: schedule)
    #expect(run.completed)
    #expect(run.frames.count - 1 == c.frames)
    #expect(abs((run.frames.last?.value ?? .nan) - c.value) <= Self.handAgreement)
  }

  @Test("the 3000 units/s fling does not stop on the uneven trace (64 ms cap)")
  func cappedTraceDoesNotStop() throws {
    let run = try DecayEngineName.reactSpring.run(
      DecayRequest(from: 0, initialVelocity: 3000), schedule: FrameSchedule(times: Self.uneven))
    #expect(!run.completed)
    #expect(run.frames.count - 1 == Self.uneven.count)
  }
}
