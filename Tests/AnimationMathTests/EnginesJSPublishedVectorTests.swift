import AnimationMath
import TestSupport
import Testing

/// The JavaScript engines' own published test values, reproduced through the engines.
@Suite("JS engines: published test vectors")
struct EnginesJSPublishedVectorTests {
  /// The snapshot values are printed by Jest with shortest round-trip digits; the engine
  /// repeats rebound's arithmetic in the same order, so they agree to a few ulps of the
  /// travel (1e-13 leaves room for libm-free double rounding only).
  static let snapshotAgreement = 1e-13

  /// rebound-js `__tests__/reboundSpec.js` "performs the expected numerical integration"
  /// and its snapshot `__tests__/__snapshots__/reboundSpec.js.snap`
  /// (facebookarchive/rebound-js @ 6e6e9a90ee328caeaf98b57ea80e4f1e478f3d70): the default
  /// Origami spring (tension 40, friction 7) from 0 to 1 on a `SimulationLooper`, whose
  /// clock advances by 16.667 ms per loop (summed in doubles); one value per update.
  @Test("rebound: the 55 positions and velocities of its integration snapshot")
  func reboundSnapshot() throws {
    let table = try ReferenceTable(named: "rebound_snapshot.csv", besideTestFile: #filePath)
    #expect(table.rows.count == 55)
    var engine = try ReboundEngine(
      spring: SpringParameters.reactNative(tension: 40, friction: 7), from: 0, to: 1, initialVelocity: 0)
    var clock = 0.0
    var index = 0
    while !engine.isComplete, index < table.rows.count {
      clock += 16.667
      let frame = engine.advance(milliseconds: clock, hostTime: clock / 1000)
      let row = table.rows[index]
      expectClose(frame.value, table.value("position", in: row), absolute: Self.snapshotAgreement, "frame \(index + 1)")
      expectClose(
        frame.velocity ?? .nan, table.value("velocity", in: row), absolute: 1e3 * Self.snapshotAgreement,
        "frame \(index + 1)")
      index += 1
    }
    #expect(index == 55)
    #expect(engine.isComplete)
  }

  /// framer-motion's generator tests, `packages/motion-dom/src/animation/generators/__tests__/spring.test.ts`
  /// (motiondivision/motion v13.1.1 @ 1b037b0032578b52af94b06ff3920bfa0aaa5e36): the
  /// generator sampled every 200 ms until done, values rounded with `Math.round`.
  struct GeneratorCase: Sendable, CustomTestStringConvertible {
    let id: String
    let from: Double, to: Double
    let params: String
    let expected: [Double]
    var testDescription: String { id }
  }

  static let generatorCases = [
    GeneratorCase(id: "default values", from: 0, to: 1, params: "", expected: [0, 1, 1, 1, 1, 1, 1, 1]),
    GeneratorCase(
      id: "underdamped", from: 100, to: 1000, params: "stiffness=300,restSpeed=10,restDelta=0.5",
      expected: [100, 1343, 873, 1046, 984, 1005, 998, 1001, 1000]),
    GeneratorCase(
      id: "critically damped", from: 100, to: 1000, params: "stiffness=100,damping=20,restSpeed=10,restDelta=0.5",
      expected: [100, 635, 918, 984, 997, 1000]),
    GeneratorCase(
      id: "overdamped", from: 100, to: 1000, params: "stiffness=300,damping=100,restSpeed=10,restDelta=0.5",
      expected: [100, 499, 731, 855, 922, 958, 977, 988, 993, 996, 998, 999, 999, 1000]),
    GeneratorCase(
      id: "very stiff overdamped", from: 100, to: 1000,
      params: "stiffness=1000000,damping=10000000,restDelta=1,restSpeed=10", expected: [100, 1000]),
  ]

  /// `animateSync`: the generator every 200 ms until done, rounded (`Math.round` of
  /// positive values is rounding half away from zero).
  static func sampled(_ generator: (Double) -> (value: Double, done: Bool)) -> [Double] {
    var values: [Double] = []
    var done = false
    var step = 0.0
    while !done, values.count < 100 {
      let state = generator(step * 200)
      values.append(state.value.rounded(.toNearestOrAwayFromZero))
      done = state.done
      step += 1
    }
    return values
  }

  static func request(_ c: GeneratorCase) throws -> SpringEngineRequest {
    try SpringEngineRequest(
      spring: SpringParameters(stiffness: 100, damping: 10), from: c.from, to: c.to,
      configuration: c.params.isEmpty ? .empty : EngineConfiguration(parsing: c.params))
  }

  @Test("motion 13 generator vectors", arguments: generatorCases)
  func motionGenerator(_ c: GeneratorCase) throws {
    let engine = try MotionEngine(Self.request(c))
    #expect(Self.sampled(engine.generator(atMilliseconds:)) == c.expected, "\(c.id)")  // integers: exact
  }

  /// The same vectors in framer-motion v12.23.0's copy of the test file
  /// (a373936bc35696ea3f7335d58aaa6b0be71a1fb7, same path).
  @Test("framer-motion 12 generator vectors", arguments: generatorCases)
  func motion12Generator(_ c: GeneratorCase) throws {
    let engine = try Motion12Engine(Self.request(c))
    #expect(Self.sampled(engine.generator(atMilliseconds:)) == c.expected, "\(c.id)")
  }

  /// v12: "Spring defined as bounce and duration is resolved with correct velocity":
  /// [500, 10], bounce 0.2, duration 1000, velocity 1000 → next(0) = 500, ⌊next(100)⌋ = 420.
  /// v13: "Time-defined spring ignores velocity": the same with and without velocity.
  @Test("duration springs and velocity: v12 uses it (420 at 100 ms), v13 ignores it")
  func durationVelocity() throws {
    func request(_ params: String) throws -> SpringEngineRequest {
      try SpringEngineRequest(
        spring: SpringParameters(stiffness: 100, damping: 10), from: 500, to: 10,
        configuration: EngineConfiguration(parsing: params))
    }
    let v12 = try Motion12Engine(request("bounce=0.2,duration=1000,velocity=1000"))
    #expect(v12.generator(atMilliseconds: 0).value == 500)  // t = 0 returns the origin exactly
    #expect(v12.generator(atMilliseconds: 100).value.rounded(.down) == 420)
    let with = try MotionEngine(request("bounce=0.2,duration=1000,velocity=1000"))
    let without = try MotionEngine(request("bounce=0.2,duration=1000"))
    expectClose(with.generator(atMilliseconds: 100).value, without.generator(atMilliseconds: 100).value, absolute: 0)
  }

  @Test("motion 13 durations: [1, 1] with velocity 5 is 600 ms; visualDuration alone is 1100 ms")
  func motionDurations() throws {
    let back = try MotionEngine(
      SpringEngineRequest(
        spring: SpringParameters(stiffness: 100, damping: 10), from: 1, to: 1,
        configuration: EngineConfiguration(parsing: "velocity=5,stiffness=200,damping=15")))
    #expect(back.calculatedDuration == 600)  // a multiple of 50 ms: exact
    let visual = try MotionEngine(
      SpringEngineRequest(
        spring: SpringParameters(stiffness: 100, damping: 10), from: 0, to: 1,
        configuration: EngineConfiguration(parsing: "visualDuration=0.5")))
    #expect(visual.calculatedDuration == 1100)
  }
}
