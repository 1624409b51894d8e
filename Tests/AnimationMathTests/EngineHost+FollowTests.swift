import AnimationMath
import TestSupport
import Testing

/// The follow host: samples delivered right after the last frame at or before them (exact
/// frame times k/N), rest frames between samples, and motion's restart after the next frame.
@Suite("Engines: follow mode")
struct EngineHostFollowTests {
  /// svelte's dt = (1000/60)·60/1000 can miss 1 by an ulp; three steps keep it to a few ulps.
  static let frameAgreement = 1e-14

  static func svelte() throws -> SpringEngineRequest {
    try SpringEngineRequest(
      spring: SpringParameters(mass: 1, stiffness: 100, damping: 10), from: 0, to: 0,
      configuration: EngineConfiguration(parsing: "stiffness=0.15,damping=0.8"))
  }

  static func follow(
    _ name: SpringEngineName, _ request: SpringEngineRequest, fps: Double, _ samples: [(Double, Double)]
  )
    throws -> EngineRun
  {
    let trace = try FollowTrace(times: samples.map(\.0), targets: samples.map(\.1))
    return try name.follow(request, schedule: FrameSchedule(framesPerSecond: fps), trace: trace)
  }

  @Test("a sample at 0.2 s lies on frame 12 at 60 Hz: frame 13 is the first to move")
  func sampleOnAFrame() throws {
    let run = try Self.follow(.svelte, Self.svelte(), fps: 60, [(0, 0), (0.2, 1)])
    // f1 settles at 0 (Δ 0); f2…f12 are rest frames; the sample is delivered after f12,
    // and svelte restarts with last_time = 200 ms: f13 Δ 1, v 0, a 0.15 → 0.15; f14 → 0.3075.
    let values = run.frames.map(\.value)
    #expect(values[1...12].allSatisfy { $0 == 0 })
    #expect(run.frames[1...12].allSatisfy { $0.velocity == 0 })
    expectClose(values[13], 0.15, absolute: Self.frameAgreement)
    expectClose(values[14], 0.3075, absolute: Self.frameAgreement)
    #expect(run.deliveredRetargets.count == 2)
    #expect(run.completed)
  }

  @Test("at 240 Hz a sample at 0.0625 s lies on frame 15; one just before it reaches frame 15")
  func exactFrameTimes() throws {
    let on = try Self.follow(.svelte, Self.svelte(), fps: 240, [(0, 0), (0.0625, 1)])
    #expect(on.frames[15].value == 0)
    #expect(on.frames[16].value > 0)
    let before = try Self.follow(.svelte, Self.svelte(), fps: 240, [(0, 0), (0.0624, 1)])
    #expect(before.frames[14].value == 0)
    #expect(before.frames[15].value > 0)
  }

  @Test("several samples between two frames are all delivered, in order: the last one wins")
  func severalSamplesBetweenFrames() throws {
    let run = try Self.follow(.svelte, Self.svelte(), fps: 60, [(0, 0), (0.018, 5), (0.02, -3), (0.03, 1)])
    // All three arrive after f1 (16.7 ms): f2 heads to 1 from 0 → 0.15.
    expectClose(run.frames[2].value, 0.15, absolute: Self.frameAgreement)
    #expect(run.deliveredRetargets.map(\.target) == [0, 5, -3, 1])
  }

  @Test("motion restarts after the next frame: that frame still shows the old animation")
  func motionRestartsAfterTheNextFrame() throws {
    let request = try SpringEngineRequest(
      spring: SpringParameters(mass: 1, stiffness: 100, damping: 10), from: 0, to: 0)
    for name in [SpringEngineName.motion, .motion12] {
      let run = try Self.follow(name, request, fps: 60, [(0, 0), (0.1, 100)])
      // Delivered after f6 (0.1 s); f7 is drawn by the old (finished) animation at 0, and
      // the new one starts at f7's time, so f8 is the first frame that moves.
      #expect(run.frames[7].value == 0, "\(name)")
      #expect(run.frames[8].value > 0, "\(name)")
    }
    // wobble applies the target on the next frame.
    let wobble = try Self.follow(.wobble, request, fps: 60, [(0, 0), (0.1, 100)])
    #expect(wobble.frames[7].value > 0)
  }

  @Test("metrics on a run written out by hand")
  func metrics() throws {
    let trace = try FollowTrace(times: [0, 0.1], targets: [0, 10])
    let frames = [
      EngineFrame(hostTime: 0, engineTime: 0, value: 0, velocity: 0),
      EngineFrame(hostTime: 0.05, engineTime: nil, value: 0, velocity: 0),
      EngineFrame(hostTime: 0.1, engineTime: nil, value: 0, velocity: 0),  // lag 10/10 = 1
      EngineFrame(hostTime: 0.15, engineTime: nil, value: 6, velocity: 120),  // after the sample
      EngineFrame(hostTime: 0.2, engineTime: nil, value: 11, velocity: 20),  // overshoot 1/10
      EngineFrame(hostTime: 0.25, engineTime: nil, value: 10, velocity: 0),
    ]
    let run = EngineRun(
      engine: .ideal, frames: frames, completed: true, deliveredRetargets: trace.samples)
    let metrics = FollowMetrics(run: run, trace: trace)
    #expect(metrics.frames == 5)
    // Frames up to the last sample (t ≤ 0.1): lags 0, 0, 1 (target 10 in effect at 0.1).
    expectClose(metrics.meanLag, 1.0 / 3, absolute: 1e-15)
    #expect(metrics.maximumLag == 1)
    expectClose(metrics.maximumOvershoot, 0.1, absolute: 1e-15)
    // Sample 0 after the t = 0 row: |0 − 0|; sample 0.1 after f2: |120 − 0|.
    #expect(metrics.velocityJump == 120)
    expectClose(metrics.settleTime!, 0.15, absolute: 1e-15)
  }

  @Test("a trace that never moves, goes back in time, or is empty is refused")
  func badTraces() {
    #expect(throws: EngineError.self) { try FollowTrace(times: [0, 1], targets: [3, 3]) }
    #expect(throws: EngineError.self) { try FollowTrace(times: [0.2, 0.1], targets: [0, 1]) }
    #expect(throws: EngineError.self) { try FollowTrace(times: [], targets: []) }
  }
}
