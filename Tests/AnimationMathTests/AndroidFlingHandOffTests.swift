import AnimationMath
import TestSupport
import Testing

/// OverScroller's hand-offs (clamp, overfling, spring-back) and the flywheel of both
/// Android scrollers: the frame each happens on, position and velocity continuity.
/// Hand-derived numbers come from Data/android_fling_frames.py.
@Suite("Android scrollers: hand-offs and flywheel")
struct AndroidFlingHandOffTests {
  static func engine(
    _ from: Double = 0, _ velocity: Double, bounds: (Double, Double) = (-.infinity, .infinity),
    _ parameters: String = ""
  ) throws -> AndroidOverScrollerDecayEngine {
    try AndroidOverScrollerDecayEngine(
      DecayRequest(
        from: from, initialVelocity: velocity, bounds: try DecayBounds(lower: bounds.0, upper: bounds.1),
        configuration: parameters.isEmpty ? .empty : try EngineConfiguration(parsing: parameters)))
  }

  static let sixty = try! FrameSchedule(framesPerSecond: 60, horizon: 10)

  @Test(
    "clamp without overscroll: adjustDuration 485 ms, edge on frame 30, zero-length ballistic and cubic, done on frame 32"
  )
  func clamp() throws {
    var engine = try Self.engine(0, 3000, bounds: (0, 1000))
    // Script: fraction 1000/1308 = 0.76452601 → time coefficient 0.38933520 → (int)(1246·that) = 485 ms.
    #expect(engine.flingDuration == 485)
    let run = engine.run(Self.sixty)
    let edge = try #require(engine.ballisticHandOff)
    // First frame past 485 ms at 60 Hz: ⌊30·1000/60⌋ = 500.
    #expect(edge.frameIndex == 30)
    expectClose(edge.time, 0.485, absolute: 1e-12)
    #expect(edge.value == 1000 && edge.target == 1000)
    // The carried velocity is (int) the last spline frame's float velocity.
    let last = try #require(run.frames[29].velocity)
    #expect(edge.velocity == Double(Int32(last)))
    let back = try #require(engine.handOff)
    #expect(back.frameIndex == 31 && back.value == 1000 && back.target == 1000 && back.velocity == 0)
    #expect(run.completed && run.frames.count == 33)
    #expect(run.frames[30...].allSatisfy { $0.value == 1000 })
    #expect(run.frames[..<30].allSatisfy { $0.value <= 1000 })
  }

  @Test(
    "overfling from the spline: ballistic from the bound with the carried velocity, cubic from the apex at rest",
    arguments: [60.0, 120.0])
  func overfling(fps: Double) throws {
    var engine = try Self.engine(0, 3000, bounds: (0, 1000), "over=100")
    let run = engine.run(try FrameSchedule(framesPerSecond: fps, horizon: 10))
    let edge = try #require(engine.ballisticHandOff)
    let back = try #require(engine.handOff)
    // The edge is reached at 485 ms (the clamp's duration); its frame is the first past it.
    expectClose(edge.time, 0.485, absolute: 1e-12)
    #expect(edge.frameIndex == Int((0.485 * fps).rounded(.down)) + 1)
    #expect(edge.value == 1000)
    let carried = try #require(run.frames[edge.frameIndex - 1].velocity)
    #expect(edge.velocity == Double(Int32(carried)))
    // v²/4000 > over, so the deceleration is raised to v²/(2·over) and the apex is bound + over.
    #expect(edge.velocity * edge.velocity / 4000 > 100)
    #expect(edge.target == 1100)
    // The cubic starts where the ballistic ends, at rest, toward the bound.
    #expect(back.value == 1100 && back.target == 1000 && back.velocity == 0)
    let ballisticMilliseconds = (back.time - edge.time) * 1000
    expectClose(
      ballisticMilliseconds, (1000 * edge.velocity / (edge.velocity * edge.velocity / 200)).rounded(.towardZero),
      absolute: 1e-9)
    // The frame it happens on: the first whose clock is past the ballistic's end.
    let clock = { (i: Int) in (run.frames[i].hostTime * 1000 + 1e-6).rounded(.down) }
    #expect(clock(back.frameIndex) - edge.time * 1000 > ballisticMilliseconds)
    #expect(clock(back.frameIndex - 1) - edge.time * 1000 <= ballisticMilliseconds)
    // Velocity continuity: the last ballistic frame is within one frame (+1 ms truncation) of the apex.
    let a = edge.velocity * edge.velocity / 200
    let lastBallistic = try #require(run.frames[back.frameIndex - 1].velocity)
    #expect(abs(lastBallistic) <= a * (1 / fps + 0.001))
    // Position continuity from the last spline frame on: no frame moves farther than the
    // fastest phase allows (+1 px rounding): the edge speed, or the cubic's peak 1.5·Δ/T
    // with Δ = 100 px over (int)(1000·√(2·100/2000)) = 316 ms.
    let cubicSpeed = 1.5 * 100 / 0.316
    let speed = max(abs(edge.velocity), cubicSpeed)
    for i in edge.frameIndex..<run.frames.count {
      let dt = run.frames[i].hostTime - run.frames[i - 1].hostTime
      #expect(abs(run.frames[i].value - run.frames[i - 1].value) <= speed * dt + 1, "frame \(i)")
    }
    #expect(run.completed && run.finalValue == 1000)
    #expect(run.frames.map(\.value).max() == 1100)
  }

  @Test("start outside, moving outward: fitOnBounceCurve rewinds to −32 ms; the spring-back starts on frame 6 at 95 ms")
  func outside() throws {
    var engine = try Self.engine(2050, 1500, bounds: (0, 2000), "over=100")
    let run = engine.run(Self.sixty)
    let edge = try #require(engine.ballisticHandOff)
    #expect(edge.frameIndex == 0 && edge.value == 2000 && edge.velocity == 1565 && edge.target == 2100)
    expectClose(edge.time, -0.032, absolute: 1e-12)
    let back = try #require(engine.handOff)
    #expect(back.frameIndex == 6 && back.value == 2100 && back.target == 2000 && back.velocity == 0)
    expectClose(back.time, 0.095, absolute: 1e-12)
    #expect(run.completed && run.finalValue == 2000)
  }

  /// The cubic lasts (int)(1000·√(2·|Δ|/2000)) ms: 316 from 2100, 273 from −75; it ends on
  /// the first frame with ⌊ms⌋ past that, frame 20 (333 ms; frame 19 reads 316) and frame 17
  /// (283 ms; frame 16 reads 266), as Data/android_fling_frames.py's `springback` prints.
  @Test(
    "a start outside at rest is springBack(): the cubic hands off on the start row",
    arguments: [(2100.0, 20), (-75.0, 17)])
  func springBack(from: Double, stopFrame: Int) throws {
    var engine = try Self.engine(from, 0, bounds: (0, 2000))
    let run = engine.run(Self.sixty)
    let back = try #require(engine.handOff)
    #expect(back.frameIndex == 0 && back.time == 0 && back.value == from && back.velocity == 0)
    #expect(back.target == (from > 2000 ? 2000 : 0))
    #expect(engine.ballisticHandOff == nil)
    #expect(run.completed && run.finalValue == back.target)
    #expect(run.frames.count - 1 == stopFrame)
    #expect(run.completionTime == Double(stopFrame) / 60)
  }

  @Test("flywheel: a same-direction second fling adds mCurrVelocity, truncated to int")
  func flywheel() throws {
    var engine = try Self.engine(0, 3000, "reflingTime=0.25,reflingVelocity=3000")
    let run = engine.run(Self.sixty)
    // The fling is made before frame 15 (250 ms) from frame 14 (233 ms).
    let before = try #require(run.frames[14].velocity)
    let added = try #require(engine.secondFlingVelocity)
    #expect(added == Int32(Float(3000) + Float(before)))
    // Script: 3000 + the exact spline velocity at 233 ms (within the tables' bound).
    expectClose(
      Double(added), 3000 + AndroidFlingEngineTests.android60Velocity[13]!,
      absolute: AndroidFlingEngineTests.splineVelocityBound + 1)
    // The second fling runs from frame 14's position with the summed velocity.
    let fresh = try Self.engine(run.frames[14].value, Double(added))
    #expect(run.completed)
    #expect(run.finalValue == run.frames[14].value + Double(fresh.splineDistance))

    for (parameters, expected) in [
      ("reflingTime=0.25,reflingVelocity=-3000", Int32(-3000)),  // opposite direction: no addition
      ("reflingTime=0.25,reflingVelocity=3000,flywheel=false", 3000),  // flywheel off
      ("reflingTime=3,reflingVelocity=3000", 3000),  // the first fling had finished (1246 ms)
    ] {
      var other = try Self.engine(0, 3000, parameters)
      let otherRun = other.run(Self.sixty)
      #expect(other.secondFlingVelocity == expected, "\(parameters)")
      #expect(otherRun.completed, "\(parameters)")
    }
  }

  @Test("Scroller's flywheel projects its speed on the old direction and adds it")
  func scrollerFlywheel() throws {
    let request = DecayRequest(
      from: 0, initialVelocity: -3000,
      configuration: try EngineConfiguration(parsing: "reflingTime=0.25,reflingVelocity=-2000"))
    var engine = try AndroidScrollerDecayEngine(request)
    let run = engine.run(Self.sixty)
    let before = try #require(run.frames[14].velocity)
    #expect(before < 0)
    #expect(engine.secondFlingVelocity == Int32(Float(-2000) + Float(before)))
    #expect(run.completed)
  }

  @Test(
    "a seeded sweep never gives NaN and always stops",
    arguments: DecayEngineName.allCases.filter {
      [.android, .androidScroller, .compose].contains($0)
    })
  func sweep(_ name: DecayEngineName) throws {
    let seed: UInt64 = 0xA11D_F11E
    var rng = SplitMix64(seed: seed)
    var checked = 0
    for _ in 0..<40 {
      let velocity = rng.uniform(-20000...20000)
      let lower = rng.uniform(0...1) < 0.3 ? -Double.infinity : rng.uniform(-3000...0)
      let upper = rng.uniform(0...1) < 0.3 ? Double.infinity : rng.uniform(0...3000)
      var parameters = "density=\(rng.uniform(0.75 ... 4))"
      if name == .android { parameters += ",over=\(Int(rng.uniform(0 ... 300)))" }
      let fps = [60.0, 90, 120, 144][Int(rng.uniform(0...3.999))]
      let request = DecayRequest(
        from: 0, initialVelocity: velocity, bounds: try DecayBounds(lower: lower, upper: upper),
        configuration: try EngineConfiguration(parsing: parameters))
      let run = try name.run(request, schedule: try FrameSchedule(framesPerSecond: fps, horizon: 30))
      #expect(
        run.completed, "seed \(seed): \(name.rawValue) v \(velocity) bounds \(lower),\(upper) \(parameters) @ \(fps)")
      #expect(run.frames.allSatisfy { $0.value.isFinite && ($0.velocity?.isFinite ?? true) }, "seed \(seed)")
      #expect(lower...upper ~= run.finalValue, "seed \(seed): ends inside the bounds")
      checked += 1
    }
    #expect(checked == 40)
  }
}
