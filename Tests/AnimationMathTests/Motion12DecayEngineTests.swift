import AnimationMath
import Testing

/// framer-motion 12's inertia: motion's, except for the bound spring's rest test.
@Suite("motion@12 decay")
struct Motion12DecayEngineTests {
  static func schedule() throws -> FrameSchedule { try FrameSchedule(framesPerSecond: 60) }

  @Test("without a bound the frames are motion's, bit for bit")
  func unboundedIsMotion() throws {
    let request = DecayRequest(from: 0, initialVelocity: 1200)
    let v12 = try DecayEngineName.motion12.run(request, schedule: Self.schedule())
    let v13 = try DecayEngineName.motion.run(request, schedule: Self.schedule())
    #expect(v12.frames == v13.frames)
  }

  @Test("past a bound, the same hand-off, then each version's bound-spring rest test")
  func boundSpring() throws {
    let request = DecayRequest(from: 0, initialVelocity: 800, bounds: try DecayBounds(lower: -5000, upper: 100))
    let v12 = try DecayEngineName.motion12.run(request, schedule: Self.schedule())
    let v13 = try DecayEngineName.motion.run(request, schedule: Self.schedule())
    let handOff = try #require(v13.handOff)
    #expect(v12.handOff == handOff)
    #expect(Array(v12.frames.prefix(handOff.frameIndex + 1)) == Array(v13.frames.prefix(handOff.frameIndex + 1)))
    // Regression pin (the engines' own output, not an independent reference): v12's
    // backward-difference rest test lets the probe finish at 1300 ms, so it completes on
    // frame 78 (t = 1.3 s) at the bound; v13's analytic test runs on past it.
    #expect(v12.completionTime == 78.0 / 60)
    #expect(v12.finalValue == 100)
    #expect((v13.completionTime ?? 0) > 1.3)
  }
}
