import AnimationMath
import TestSupport
import Testing

/// svelte/motion's spring against frames derived by hand from `tick_spring`: Δ = target − x,
/// v = (x − last)/dt, a = stiffness·Δ − damping·v, x += (v + a)·dt, dt = min(elapsed, 1000/30 ms)·60/1000,
/// settled when |(v + a)·dt| < precision and |Δ| < precision.
@Suite("svelte spring: hand-derived frames, clamp, stop and restart")
struct SvelteEngineTests {
  /// dt = (1000/N)·60/1000 can miss the exact ratio by an ulp; a few steps carry it to a
  /// few ulps of the travel.
  static let frameAgreement = 1e-14

  static func request(_ configuration: String, to: Double = 1, velocity: Double = 0) throws -> SpringEngineRequest {
    try SpringEngineRequest(
      spring: SpringParameters.swiftUI(response: 0.55, dampingFraction: 0.825), from: 0, to: to,
      initialVelocity: velocity, configuration: EngineConfiguration(parsing: configuration))
  }

  static func values(_ run: EngineRun) -> [Double] { run.frames.dropFirst().map(\.value) }

  @Test("svelte's defaults (0.15, 0.8) at 60 Hz: dt = 1")
  func defaultsAt60Hz() throws {
    // f1: Δ 1, v 0, a 0.15, step 0.15 → 0.15
    // f2: Δ 0.85, v 0.15, a 0.1275 − 0.12 = 0.0075, step 0.1575 → 0.3075
    // f3: Δ 0.6925, v 0.1575, a 0.103875 − 0.126 = −0.022125, step 0.135375 → 0.442875
    let run = try EngineTesting.run(.svelte, Self.request("stiffness=0.15,damping=0.8"), fps: 60)
    for (actual, expected) in zip(Self.values(run).prefix(3), [0.15, 0.3075, 0.442875]) {
      expectClose(actual, expected, absolute: Self.frameAgreement)
    }
    expectClose(run.frames[1].velocity!, 0.15 * 60, absolute: 1e-12)
  }

  @Test("at 120 Hz dt = 0.5 scales the step but not the acceleration")
  func defaultsAt120Hz() throws {
    // f1: Δ 1, v 0/0.5 = 0, a 0.15, step 0.15·0.5 = 0.075 → 0.075
    // f2: Δ 0.925, v 0.075/0.5 = 0.15, a 0.13875 − 0.12 = 0.01875, step 0.16875·0.5 = 0.084375 → 0.159375
    // f3: Δ 0.840625, v 0.16875, a 0.12609375 − 0.135 = −0.00890625, step 0.15984375·0.5 → 0.239296875
    let run = try EngineTesting.run(.svelte, Self.request("damping=0.8"), fps: 120)
    for (actual, expected) in zip(Self.values(run).prefix(3), [0.075, 0.159375, 0.239296875]) {
      expectClose(actual, expected, absolute: Self.frameAgreement)
    }
  }

  @Test("stop frames written out: k = c = 0.5, precision 0.3, 0 → 1")
  func stopFrames() throws {
    let config = "stiffness=0.5,damping=0.5,precision=0.3"
    // 60 Hz: f1 a 0.5 → 0.5; f2 Δ 0.5, v 0.5, a 0 → 1.0; f3 Δ 0, v 0.5, step 0.25 < 0.3 → settled at 1, frame 3.
    let at60 = try EngineTesting.run(.svelte, Self.request(config), fps: 60)
    #expect(at60.completed)
    #expect(at60.frames.count - 1 == 3)
    #expect(at60.completionTime == 3.0 / 60)
    expectClose(Self.values(at60)[1], 1.0, absolute: Self.frameAgreement)
    #expect(at60.finalValue == 1)
    // 120 Hz: 0.25, 0.5625, 0.828125 (Δ 0.4375 ≥ 0.3), then f4 Δ 0.171875, v 0.53125,
    // a −0.1796875, step 0.17578125 < 0.3 → settled at 1, frame 4.
    let at120 = try EngineTesting.run(.svelte, Self.request(config), fps: 120)
    #expect(at120.frames.count - 1 == 4)
    #expect(at120.completionTime == 4.0 / 120)
    for (actual, expected) in zip(Self.values(at120), [0.25, 0.5625, 0.828125, 1]) {
      expectClose(actual, expected, absolute: Self.frameAgreement)
    }
    // Below precision from the start: f1 Δ 0.005, step 0.00075 → settled at once.
    let tiny = try EngineTesting.run(.svelte, Self.request("damping=0.8", to: 0.005), fps: 60)
    #expect(tiny.frames.count - 1 == 1 && tiny.finalValue == 0.005)
  }

  @Test("an uneven trace: elapsed clamped to 1000/30 ms (dt 2)")
  func elapsedClamp() throws {
    let config = "stiffness=0.5,damping=0.5,precision=0.3"
    // t 10 ms: dt 0.6, a 0.5, step 0.3 → 0.3 (not < 0.3: strict).
    // t 50 ms: elapsed 40 → 33.33 ms, dt 2; Δ 0.7, v 0.15, a 0.35 − 0.075 = 0.275, step 0.85 → 1.15.
    // t 60 ms: dt 0.6; Δ −0.15, v 0.85/0.6, a −0.075 − 0.5·0.85/0.6, step → 1.53.
    let run = try EngineTesting.run(.svelte, Self.request(config), times: [0.010, 0.050, 0.060])
    for (actual, expected) in zip(Self.values(run), [0.3, 1.15, 1.53]) {
      expectClose(actual, expected, absolute: 1e-12)
    }
    expectClose(run.frames[2].engineTime!, 0.010 + 1.0 / 30, absolute: 1e-15)
  }

  @Test("a settled spring restarts with the implied velocity of its last tick")
  func restartAfterSettling() throws {
    var engine = try SvelteEngine(Self.request("stiffness=0.5,damping=0.5,precision=0.3"))
    for k in 1...4 { _ = engine.advance(to: Double(k) / 120) }
    #expect(engine.isComplete)
    engine.retarget(to: 2, at: 4.0 / 120)
    #expect(!engine.isComplete)
    // last 0.828125, x 1: Δ 1, v 0.171875/0.5 = 0.34375, a 0.5 − 0.171875 = 0.328125,
    // step 0.671875·0.5 = 0.3359375 → 1.3359375.
    expectClose(engine.advance(to: 5.0 / 120).value, 1.3359375, absolute: Self.frameAgreement)
  }

  @Test("without its keys the spring maps to (k/m)/3600 and (c/m)/60")
  func mappedSpring() throws {
    let request = try SpringEngineRequest(
      spring: SpringParameters(mass: 2, stiffness: 180, damping: 12), from: 0, to: 1)
    let engine = try SvelteEngine(request)
    #expect(engine.stiffness == 180.0 / 2 / 3600)
    #expect(engine.damping == 12.0 / 2 / 60)
    #expect(engine.precision == 0.01)
  }

  @Test(
    "refused: an initial velocity, keys outside 0…1, and both keys 1",
    arguments: [
      ("", 5.0), ("stiffness=1.5", 0), ("damping=-0.1", 0), ("stiffness=1,damping=1", 0), ("precision=0", 0),
    ])
  func refusals(_ configuration: String, _ velocity: Double) throws {
    #expect(throws: EngineError.self) { try SvelteEngine(Self.request(configuration, velocity: velocity)) }
  }
}
