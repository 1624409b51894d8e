import AnimationMath
import TestSupport
import Testing

/// The ideal engine is the core's curve: the same values, bit for bit.
@Suite("Engines: ideal")
struct IdealEngineTests {
  /// The seed spring's last exit from |x − 300| ≤ 0.3 is T = 0.75745495802886456 s
  /// (mpmath, `seed_stops` in Data/spring_stop_frames.py), so the first frame at or after
  /// it is ⌈60·T⌉ = ⌈45.45⌉ = 46 at 60 Hz, ⌈90.89⌉ = 91 at 120 Hz, and the 5th listed time,
  /// 0.9 s, on the list (0.75 is the last one before T).
  @Test(
    "frames are SpringSolution.state at the host times; completion at the first frame ≥ settling",
    arguments: [
      (60.0, [Double]?.none, 46, 46.0 / 60), (120.0, nil, 91, 91.0 / 120),
      (0, [0.013, 0.021, 0.5, 0.75, 0.9, 1.3], 5, 0.9),
    ])
  func identical(fps: Double, times: [Double]?, stopFrame: Int, stopTime: Double) throws {
    let request = try EngineSeedTableTests.seedRequest()
    let solution = try SpringSolution(parameters: request.spring, from: 0, to: 300, initialVelocity: 0)
    let run = try EngineTesting.run(.ideal, request, fps: fps, times: times)
    for frame in run.frames.dropFirst() {
      let state = solution.state(at: frame.hostTime)
      // The same function of the same double: structural identity, not a computed comparison.
      #expect(frame.value.bitPattern == state.position.bitPattern)
      #expect(frame.velocity?.bitPattern == state.velocity.bitPattern)
    }
    #expect(run.completed)
    #expect(run.frames.count - 1 == stopFrame)
    #expect(run.completionTime == stopTime)
  }

  @Test("--rest-delta is an absolute band; the band key a relative one; both is an error")
  func bands() throws {
    let absolute = try EngineTesting.run(
      .ideal, EngineTesting.request(stiffness: 100, dampingRatio: 0.5, from: 0, to: 1, settings: .init(restDelta: 0.1)))
    let relative = try EngineTesting.run(
      .ideal, EngineTesting.request(stiffness: 100, dampingRatio: 0.5, from: 0, to: 1, configuration: "band=0.1"))
    #expect(absolute.completionTime == relative.completionTime)
    #expect(throws: EngineError.self) {
      try IdealEngine(
        EngineTesting.request(
          stiffness: 100, dampingRatio: 0.5, from: 0, to: 1, settings: .init(restDelta: 0.1), configuration: "band=0.1")
      )
    }
  }
}
