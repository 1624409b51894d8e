import AnimationMath
import TestSupport
import Testing

/// rebound 0.1.0 frame by frame against its rule restated independently in
/// `Data/rebound_frames.py` (tag v0.1.0 @ 1b97a9ce8931bf1f6f7ed4138582f57e70ce4bc0): the
/// `Date.now()` clock in whole ms, 1 ms RK4 steps with the kept first stage, the leftover
/// blend and the 64 ms cap. Every literal below is printed by that script; the comments say
/// how each follows from the rule.
@Suite("rebound: Date.now clock, stop frames and integrator deviations")
struct ReboundEngineTests {
  /// The script repeats rebound's arithmetic in the same order in IEEE doubles, so the
  /// values agree to the last bit; 1e-12 of the travel only absorbs a change in the order
  /// of an addition, never a step or a blend (one 1 ms step moves the seed ≥ 1e-4 of it).
  static let scriptAgreement = 1e-12

  /// Origami tension 40, friction 7: k = (40 − 30)·3.62 + 194 = 230.2, c = (7 − 8)·3 + 25 = 22.
  static let origami = try! SpringParameters.reactNative(tension: 40, friction: 7)
  static let stiff = try! SpringParameters(mass: 1, stiffness: 300, damping: 10)

  /// The uneven trace of `rebound_frames.py` (s): jitter, two readings in one ms (33.1 and
  /// 33.9 ms both read 33), a 133 ms stall capped at 64 ms, then 11 ms frames.
  static let uneven =
    [0.016, 0.0331, 0.0339, 0.05, 0.067, 0.2, 0.2165, 0.25, 0.251, 0.3]
    + (1..<400).map { 0.3 + Double($0) * 0.011 }

  struct StopCase: Sendable, CustomTestStringConvertible {
    let label: String
    let spring: SpringParameters
    let from: Double, to: Double, velocity: Double
    let schedule: FrameSchedule
    /// The stop frame (1-based), its value (the end value: rebound snaps) and the frame before.
    let stopFrame: Int
    let stopValue: Double
    let valueBefore: Double
    var testDescription: String { label }
  }

  static let stopCases: [StopCase] = [
    // 60 Hz: readings 16, 33, 50, 66, …: 1 ms, then 17 and 16 ms frames whose leftover stays
    // just below 1 ms (α ≈ 1). |v| < 0.001 and |300 − x| ≤ 0.001 first hold at frame 73
    // (t = 1.2167 s); frame 72 shows 299.99948451328186.
    StopCase(
      label: "origami 0 → 300, 60 Hz", spring: origami, from: 0, to: 300, velocity: 0,
      schedule: try! FrameSchedule(framesPerSecond: 60, horizon: 5), stopFrame: 73, stopValue: 300,
      valueBefore: 299.99948451328186),
    // 120 Hz: readings 8, 16, 25, 33, …: whole 8 and 9 ms frames, no leftover, no blend;
    // the rule holds first at frame 145 (t = 1.2083 s).
    StopCase(
      label: "origami 0 → 300, 120 Hz", spring: origami, from: 0, to: 300, velocity: 0,
      schedule: try! FrameSchedule(framesPerSecond: 120, horizon: 5), stopFrame: 145, stopValue: 300,
      valueBefore: 299.99946615911614),
    StopCase(
      label: "origami 0 → 300, uneven", spring: origami, from: 0, to: 300, velocity: 0,
      schedule: try! FrameSchedule(times: uneven), stopFrame: 100, stopValue: 300, valueBefore: 299.9994649202486),
    // k 300, c 10 from 10 toward −5 with v = +40 units/s (away from the end first).
    StopCase(
      label: "k 300 c 10, 10 → −5, 60 Hz", spring: stiff, from: 10, to: -5, velocity: 40,
      schedule: try! FrameSchedule(framesPerSecond: 60, horizon: 5), stopFrame: 127, stopValue: -5,
      valueBefore: -5.0004478021333645),
    StopCase(
      label: "k 300 c 10, 10 → −5, 120 Hz", spring: stiff, from: 10, to: -5, velocity: 40,
      schedule: try! FrameSchedule(framesPerSecond: 120, horizon: 5), stopFrame: 252, stopValue: -5,
      valueBefore: -5.0004478021333645),
    StopCase(
      label: "k 300 c 10, 10 → −5, uneven", spring: stiff, from: 10, to: -5, velocity: 40,
      schedule: try! FrameSchedule(times: uneven), stopFrame: 181, stopValue: -5, valueBefore: -5.000448907974697),
  ]

  @Test("the stop frame is the first frame where rebound's rest rule holds on its Date.now clock", arguments: stopCases)
  func stopFrames(_ c: StopCase) throws {
    var engine = try ReboundEngine(spring: c.spring, from: c.from, to: c.to, initialVelocity: c.velocity)
    let run = EngineHost(schedule: c.schedule).run(&engine)
    #expect(run.completed, "\(c.label)")
    #expect(run.frames.count - 1 == c.stopFrame, "\(c.label): stops on frame \(run.frames.count - 1)")
    #expect(run.frames.last?.value == c.stopValue, "\(c.label): snaps to the end value")
    let before = run.frames[max(run.frames.count - 2, 0)].value
    expectClose(before, c.valueBefore, absolute: Self.scriptAgreement * abs(c.to - c.from), c.label)
  }

  @Test("120 Hz: whole-ms frames of 8 and 9 ms take whole steps (the first six frames)")
  func firstFramesAt120Hz() throws {
    // Readings 8, 16, 25, 33, 41, 50 ms: 1 ms (first loop), then 8, 9, 8, 8, 9 steps, no blend.
    let expected = [
      0.034277510309500006, 2.6171043806332355, 9.786898022137084, 19.220599374976594, 30.920307741065717,
      46.14157941661666,
    ]
    var engine = try ReboundEngine(spring: Self.origami, from: 0, to: 300, initialVelocity: 0)
    let run = EngineHost(schedule: try FrameSchedule(framesPerSecond: 120, horizon: 0.05)).run(&engine)
    #expect(run.frames.count == 7)
    for (frame, value) in zip(run.frames.dropFirst(), expected) {
      expectClose(frame.value, value, absolute: Self.scriptAgreement * 300, "t \(frame.hostTime)")
    }
    // 1 + 8 + 9 + 8 + 8 + 9 whole steps: the simulated clock is 43 ms, with no blend lag.
    expectClose(run.frames[6].engineTime ?? .nan, 0.043, absolute: 1e-15)
  }

  @Test("the 64 ms cap and a repeated reading: hand-derived frames on a short trace")
  func capAndRepeatedReading() throws {
    // Readings ⌊10⌋ = 10, ⌊26.5⌋ = 26, ⌊176.5⌋ = 176, ⌊176.8⌋ = 176 ms (0 → 1, origami):
    // frame 1: 1 ms, one step. Frame 2: 16 ms: 0.016 counts down 15 whole steps and leaves
    // 0.000999…, a blend with α within 1e-11 of 1 (no visible lag; the ms is carried).
    // Frame 3: 150 ms capped at 64: 0.064 + 0.000999… gives 64 steps and the same leftover.
    // Frame 4: elapsed 0, no step, but the leftover blends the state toward the remembered
    // one again (a change of 4e-16 here).
    let trace = [0.010, 0.0265, 0.1765, 0.1768]
    let expected: [(value: Double, velocity: Double)] = [
      (0.00011425836769833332, 0.2276775324800067), (0.026166560444395824, 3.074426719541038),
      (0.39795773440383403, 6.779472293745641), (0.39795773440383364, 6.779472293745642),
    ]
    var engine = try ReboundEngine(spring: Self.origami, from: 0, to: 1, initialVelocity: 0)
    let run = EngineHost(schedule: try FrameSchedule(times: trace)).run(&engine)
    #expect(run.frames.count == 5)
    for (frame, e) in zip(run.frames.dropFirst(), expected) {
      expectClose(frame.value, e.value, absolute: Self.scriptAgreement, "t \(frame.hostTime)")
      expectClose(frame.velocity ?? .nan, e.velocity, absolute: 1e3 * Self.scriptAgreement, "t \(frame.hostTime)")
    }
    // The cap: 1 + 15 + 64 = 80 ms of simulation after 166 ms of clock (less 1e-14 of blend).
    expectClose(run.frames[3].engineTime ?? .nan, 0.080, absolute: 1e-12)
    #expect(run.frames[4].value != run.frames[3].value, "the repeated reading blends again")
  }

  @Test("a new end value after the rest frame: the running clock before the idle loop, 1 ms after it")
  func wakeAfterRest() throws {
    // 60 Hz, origami 0 → 300: rest on frame 73 (reading 1216 ms). Woken right after frame 73,
    // the system has not idled: frame 74 (reading 1233) advances 17 ms toward 400 from
    // (300, 0). Woken after frame 74 (the idle loop, which forgets the clock), frame 75
    // advances 1 ms: one step, 300 + 100·0.000114258… (the first step from rest of 0 → 1).
    for (wokenAfter, expected) in [(73, 302.9318569987756), (74, 300.011425857242)] {
      var engine = try ReboundEngine(spring: Self.origami, from: 0, to: 300, initialVelocity: 0)
      var n = 0
      while !engine.isComplete {
        n += 1
        _ = engine.advance(to: Double(n) / 60)
      }
      #expect(n == 73)
      engine.retarget(to: 400, at: Double(wokenAfter) / 60)
      let frame = engine.advance(to: Double(wokenAfter + 1) / 60)
      expectClose(frame.value, expected, absolute: Self.scriptAgreement * 400, "woken after frame \(wokenAfter)")
    }
  }

  @Test("a fractional reading blends half-way: α = 0.5 after a 1.5 ms loop")
  func halfBlend() throws {
    // Readings 1.5 and 3.0 ms (a SimulationLooper-style clock): the first loop takes 1 ms,
    // one step (x1); the second 1.5 ms, one step (x2) and α = 0.5: x = 0.5·x2 + 0.5·x1.
    var engine = try ReboundEngine(spring: Self.origami, from: 0, to: 1, initialVelocity: 0)
    let first = engine.advance(milliseconds: 1.5, hostTime: 0.0015)
    let second = engine.advance(milliseconds: 3.0, hostTime: 0.003)
    expectClose(first.value, 0.00011425836769833332, absolute: Self.scriptAgreement)
    expectClose(second.value, 0.00028397238484232095, absolute: Self.scriptAgreement)
    expectClose(second.engineTime ?? .nan, 0.0015, absolute: 1e-15)
  }
}
