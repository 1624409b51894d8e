import AnimationMath
import TestSupport
import Testing

/// The ideal engine is the core's curve: the same values, bit for bit.
@Suite("Engines: ideal")
struct IdealEngineTests {
  @Test(
    "frames are SpringSolution.state at the host times; completion at the first frame ≥ settling",
    arguments: [(60.0, [Double]?.none), (120.0, nil), (0, [0.013, 0.021, 0.5, 0.75, 0.9, 1.3])])
  func identical(fps: Double, times: [Double]?) throws {
    let request = try EngineSeedTableTests.seedRequest()
    let solution = try SpringSolution(parameters: request.spring, from: 0, to: 300, initialVelocity: 0)
    let run = try EngineTesting.run(.ideal, request, fps: fps, times: times)
    for frame in run.frames.dropFirst() {
      let state = solution.state(at: frame.hostTime)
      // The same function of the same double: structural identity, not a computed comparison.
      #expect(frame.value.bitPattern == state.position.bitPattern)
      #expect(frame.velocity?.bitPattern == state.velocity.bitPattern)
    }
    let settling = solution.settlingDuration()
    #expect(run.completed)
    #expect(run.frames.dropFirst().dropLast().allSatisfy { $0.hostTime < settling })
    #expect(run.completionTime.map { $0 >= settling } == true)
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
