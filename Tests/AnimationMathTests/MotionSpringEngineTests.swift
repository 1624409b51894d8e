import AnimationMath
import Testing

/// motion 13 (`motion`) and framer-motion 12 (`motion@12`): stop frames written literally
/// from the hand derivation in Data/js_engines_stop_frames.py (the sources' rules, never
/// the Swift), and `findSpring` for a duration spring with an initial velocity.
@Suite("motion engines")
struct MotionSpringEngineTests {
  /// The uneven trace of Data/js_engines_stop_frames.py (s).
  static let uneven = [
    0.016, 0.034, 0.049, 0.1, 0.117, 0.2, 0.5, 0.75, 1.0, 1.4, 2.0, 2.6, 3.3, 4.1, 5.0, 5.2, 6.5, 8.0, 10.0,
  ]

  struct Stop: Sendable, CustomTestStringConvertible {
    let engine: SpringEngineName
    let parameters: String
    let velocity: Double
    let schedule: String
    /// Rendered frames up to and including the stop frame (the start row not counted).
    let frames: Int
    /// The value on the stop frame (the final keyframe).
    let value: Double
    var testDescription: String { "\(engine.rawValue) \(parameters) v \(velocity) @ \(schedule)" }
  }

  /// 0 → 100. Physics (k 100, c 10, m 1, ζ 0.5): the generator is done at the first 50 ms
  /// multiple where |v| ≤ 2 and |100 − x| ≤ 0.5, 1050 ms with v13's analytic velocity and
  /// 1100 ms with v12's 5 ms difference; the animation finishes on the first frame with
  /// round(1000·t) ≥ that: frame 63 (1.05 s) and 66 (1.1 s) at 60 Hz, 126 and 132 at
  /// 120 Hz, the 1.4 s frame (10th) of the trace for both. Duration 500 ms, bounce 0.5,
  /// 2000 units/s: done at round(1000·t) ≥ 500: frame 30 at 60 Hz, 60 at 120 Hz, the 0.5 s
  /// frame (7th) of the trace. Every stop shows 100.
  static let stops: [Stop] = [
    Stop(engine: .motion, parameters: "", velocity: 0, schedule: "60", frames: 63, value: 100),
    Stop(engine: .motion, parameters: "", velocity: 0, schedule: "120", frames: 126, value: 100),
    Stop(engine: .motion, parameters: "", velocity: 0, schedule: "uneven", frames: 10, value: 100),
    Stop(engine: .motion12, parameters: "", velocity: 0, schedule: "60", frames: 66, value: 100),
    Stop(engine: .motion12, parameters: "", velocity: 0, schedule: "120", frames: 132, value: 100),
    Stop(engine: .motion12, parameters: "", velocity: 0, schedule: "uneven", frames: 10, value: 100),
    Stop(
      engine: .motion, parameters: "duration=500,bounce=0.5", velocity: 2000, schedule: "60", frames: 30, value: 100),
    Stop(
      engine: .motion, parameters: "duration=500,bounce=0.5", velocity: 2000, schedule: "120", frames: 60, value: 100),
    Stop(
      engine: .motion, parameters: "duration=500,bounce=0.5", velocity: 2000, schedule: "uneven", frames: 7, value: 100),
    Stop(
      engine: .motion12, parameters: "duration=500,bounce=0.5", velocity: 2000, schedule: "60", frames: 30, value: 100),
    Stop(
      engine: .motion12, parameters: "duration=500,bounce=0.5", velocity: 2000, schedule: "120", frames: 60,
      value: 100),
    Stop(
      engine: .motion12, parameters: "duration=500,bounce=0.5", velocity: 2000, schedule: "uneven", frames: 7,
      value: 100),
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
    let request = try SpringEngineRequest(
      spring: SpringParameters(mass: 1, stiffness: 100, damping: 10), from: 0, to: 100, initialVelocity: c.velocity,
      configuration: c.parameters.isEmpty ? .empty : try EngineConfiguration(parsing: c.parameters))
    let run = try c.engine.run(request, schedule: Self.schedule(c.schedule))
    #expect(run.completed)
    #expect(run.frames.count - 1 == c.frames)
    #expect(run.finalValue == c.value)
  }

  /// findSpring(500 ms, bounce 0.5) in doubles by the script: framer-motion 12 is given
  /// velocity −2000/1000 = −2 and finds ω0² = 676.3159534668939; motion 13 forces 0 and
  /// finds 646.8780063665112; c = 2·0.5·√k. The libm exp of the 11 Newton steps may differ
  /// from the script's by an ulp or two: 1e-9 relative.
  static let findSpringAgreement = 1e-9

  @Test("a duration spring with an initial velocity resolves by each version's findSpring")
  func durationSpringWithVelocity() throws {
    let configuration = try EngineConfiguration(parsing: "duration=500,bounce=0.5")
    let v13 = try #require(try MotionEngine.configuredSpring(configuration, initialVelocity: 2000))
    let v12 = try #require(try Motion12Engine.configuredSpring(configuration, initialVelocity: 2000))
    for (spring, k, c) in [(v13, 646.8780063665112, 25.43379653859233), (v12, 676.3159534668939, 26.00607531841154)] {
      #expect(abs(spring.stiffness - k) <= Self.findSpringAgreement * k)
      #expect(abs(spring.damping - c) <= Self.findSpringAgreement * c)
      #expect(spring.mass == 1)
    }
    // motion 13 ignores the velocity: the same spring as without it.
    let still = try #require(try MotionEngine.configuredSpring(configuration, initialVelocity: 0))
    #expect(still.stiffness == v13.stiffness)
    #expect(try MotionEngine.configuredSpring(.empty, initialVelocity: 2000) == nil)
  }

  /// findSpring(2000 ms, bounce 0.5) given −(−2000)/1000 = 2 ends its Newton steps at
  /// ω0² = 0 (the script, with JavaScript's overflow to Infinity, finds the same), not NaN:
  /// framer-motion 12 renders NaN until the duration; the engine says so instead.
  @Test("a findSpring root of 0 is refused with the reason, not run")
  func degenerateRoot() throws {
    let configuration = try EngineConfiguration(parsing: "duration=2000,bounce=0.5")
    #expect(throws: EngineError.self) {
      try Motion12Engine.configuredSpring(configuration, initialVelocity: -2000)
    }
    do {
      _ = try Motion12Engine.configuredSpring(configuration, initialVelocity: -2000)
    } catch {
      #expect("\(error)".contains("findSpring"))
    }
    #expect(try MotionEngine.configuredSpring(configuration, initialVelocity: -2000) != nil)
  }
}
