import AnimationMath
import TestSupport
import Testing

/// Compose spring() through Animatable: float32 play time, duration estimation, snap,
/// bounds and retargets (hand-derived from the sources named in ComposeEngine).
@Suite("Engines: compose")
struct ComposeEngineTests {
  /// androidx/androidx `compose/animation/animation-core/src/test/java/androidx/compose/animation/core/PhysicsAnimationTest.kt`
  /// @ a4fbc18b5dd7ba0e470d7222ba9ce43f90037d8d: testCriticallydampedDuration (811 ms),
  /// testOverdampedDuration (4830 ms), testUnderdampedDuration (1206 ms): 100 → 0,
  /// velocity 3000, stiffness 100, visibility threshold 1.
  @Test("PhysicsAnimationTest's published durations", arguments: [(1.0, 811), (5.0, 4830), (0.5, 1206)])
  func publishedDurations(zeta: Double, milliseconds: Int64) throws {
    let engine = try ComposeEngine(
      EngineTesting.request(
        stiffness: 100, dampingRatio: zeta, from: 100, to: 0, velocity: 3000,
        settings: EngineSettings(visibilityThreshold: 1)))
    #expect(engine.durationNanoseconds == milliseconds * 1_000_000)
  }

  /// PhysicsAnimationTest.testEndSnapping: spring() from 0 to 100 ends on 100, velocity 0.
  @Test("testEndSnapping: the finishing frame shows the target and velocity 0")
  func endSnapping() throws {
    let run = try EngineTesting.run(
      .compose, EngineTesting.request(stiffness: 1500, dampingRatio: 1, from: 0, to: 100), fps: 60)
    #expect(run.completed)
    #expect(run.frames.last?.value == 100)
    #expect(run.frames.last?.velocity == 0)
  }

  /// Play time = Float(⌊t_n ns⌋ − ⌊t_1 ns⌋) truncated to ms; above 2²⁵ ns floats are 4 ns
  /// apart, so 33 999 999 ns reads as 34 ms (an integer clock would say 33).
  @Test(
    "float32 play time truncated to ms; the first frame is play time 0",
    arguments: [
      (60.0, [Double]?.none, [0, 16, 33, 50, 66, 83]),
      (120.0, nil, [0, 8, 16, 25, 33, 41]),
      (0, [0.001, 0.034999999, 0.0351], [0, 34, 34]),
    ])
  func clock(fps: Double, times: [Double]?, expected: [Int]) throws {
    let request = try EngineTesting.request(stiffness: 200, dampingRatio: 0.5, from: 0, to: 300)
    let run = try EngineTesting.run(.compose, request, fps: fps, times: times)
    #expect(Array(EngineTesting.milliseconds(run).prefix(expected.count)) == expected)
    #expect(run.frames[1].value == 0)
  }

  /// With the published 811 ms duration: play time 811 ms (exact in float) finishes
  /// (≥), 810.999 ms does not.
  @Test("finished when play time ≥ duration", arguments: [(0.812, true), (0.811999, false)])
  func finishComparison(second: Double, finishes: Bool) throws {
    let request = try EngineTesting.request(
      stiffness: 100, dampingRatio: 1, from: 100, to: 0, velocity: 3000,
      settings: EngineSettings(visibilityThreshold: 1))
    let run = try EngineTesting.run(.compose, request, times: [0.001, second])
    #expect(run.completed == finishes)
    if finishes { #expect(run.finalValue == 0) }
  }

  @Test("at 60 Hz the 811 ms spring finishes on frame 50 (play time 816 ms), not 49 (800 ms)")
  func finishFrame() throws {
    let request = try EngineTesting.request(
      stiffness: 100, dampingRatio: 1, from: 100, to: 0, velocity: 3000,
      settings: EngineSettings(visibilityThreshold: 1))
    let run = try EngineTesting.run(.compose, request, fps: 60)
    #expect(run.frames.count == 51)
    #expect(run.completionTime == 50.0 / 60)
  }

  /// animateTo during a run: the new animation starts at the last frame's time with the
  /// current value and velocity, so the next frame's play time is one frame interval.
  @Test("a retarget restarts the play time at the last frame and keeps value and velocity")
  func retarget() throws {
    let request = try EngineTesting.request(stiffness: 200, dampingRatio: 0.5, from: 0, to: 100)
    let run = try EngineTesting.run(.compose, request, fps: 60, retargets: [(0.055, 200)])
    // Frames at 1/60 … 3/60 (0.05 s), retarget, then 4/60: ⌊66 666 666⌋ − 50 000 000 ns → 16 ms.
    #expect(Array(EngineTesting.milliseconds(run).prefix(5)) == [0, 16, 33, 16, 33])
    #expect(run.completed && run.finalValue == 200)
  }

  @Test("a bound ends the animation at the bound")
  func bounds() throws {
    let request = try EngineTesting.request(
      stiffness: 200, dampingRatio: 0.3, from: 0, to: 100, settings: EngineSettings(clamp: 0...100))
    let run = try EngineTesting.run(.compose, request, fps: 60)
    #expect(run.completed)
    #expect(run.finalValue == 100)
    #expect(run.frames.dropLast().allSatisfy { $0.value < 100 })
  }
}
