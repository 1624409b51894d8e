import AnimationMath
import TestSupport
import Testing

/// A follow that starts at rest on its target and is retargeted after the engine stopped:
/// each engine's own restart rule, frame by frame, at 60 Hz.
///
/// The spring is m = 1, k = 100, c = 20: critically damped, ω = 10 rad/s. From rest over a
/// travel of 10 toward 10 its closed form is x(t) = 10 − 10·(1 + 10t)·e^(−10t) and
/// v(t) = 1000·t·e^(−10t). The hand values below are these expressions evaluated with
/// Python's `math.exp` (independent of the core's ``SpringSolution``):
/// x(1/60) = 0.12437987627616742, v(1/60) = 14.108028748176903, x(2/60) = 0.4462491923494767,
/// x(0.016) = 0.1151320479919491, x(0.033) = 0.4383143453553817,
/// x(0.016666) = 0.12437047108042698, x(0.033333) = 0.44624123091700696,
/// x(0.016667) = 0.1243845789916076.
@Suite("Engines: follow restart after rest")
struct EngineFollowRestartTests {
  /// Closed forms in double against the hand values: a few ulps of exp and of 10.
  static let doubleAgreement = 1e-13
  /// Android and Compose keep the value in `Float`: ulp(0.44) ≈ 3e-8, and the target 10
  /// enters the displacement as a float (ulp 1e-6), so a few float ulps of the travel.
  static let floatAgreement = 5e-6

  static func request() throws -> SpringEngineRequest {
    try SpringEngineRequest(spring: SpringParameters(mass: 1, stiffness: 100, damping: 20), from: 0, to: 0)
  }

  /// Follows `samples` at 60 Hz with `name`.
  static func follow(_ name: SpringEngineName, _ samples: [(Double, Double)]) throws -> EngineRun {
    let trace = try FollowTrace(times: samples.map(\.0), targets: samples.map(\.1))
    return try name.follow(request(), schedule: FrameSchedule(framesPerSecond: 60), trace: trace)
  }

  /// The sample at 0.09 s is delivered after frame 5 (1/12 s), with every engine at rest on 0.
  static let trace: [(Double, Double)] = [(0, 0), (0.09, 10)]

  @Test("core-animation adds a new animation after its cut: frame 6 is 1/60 s into it")
  func coreAnimation() throws {
    let run = try Self.follow(.coreAnimation, Self.trace)
    // Duration 0 at rest: frame 1 is the cut and shows the model value 0; frames 2…5 rest.
    #expect(run.frames[1...5].allSatisfy { $0.value == 0 })
    // The new animation begins at 5/60 s from 0 with velocity 0: frame 6 is x(1/60), frame 7 x(2/60).
    expectClose(run.frames[6].value, 0.12437987627616742, absolute: Self.doubleAgreement)
    expectClose(run.frames[7].value, 0.4462491923494767, absolute: Self.doubleAgreement)
    #expect(run.completed)
    #expect(run.frames.last?.value == 10)
  }

  @Test("swiftui adds a successor spring after removal: frame 6 is 1/60 s into it, with its velocity")
  func swiftUI() throws {
    let run = try Self.follow(.swiftui, Self.trace)
    #expect(run.frames[1...5].allSatisfy { $0.value == 0 })
    expectClose(run.frames[6].value, 0.12437987627616742, absolute: Self.doubleAgreement)
    expectClose(try #require(run.frames[6].velocity), 14.108028748176903, absolute: 1e-11)
    expectClose(run.frames[7].value, 0.4462491923494767, absolute: Self.doubleAgreement)
    #expect(run.completed)
  }

  @Test("android: animateToFinalPosition at rest calls start(), whose first frame only records the time")
  func android() throws {
    let run = try Self.follow(.android, Self.trace)
    // Frame 1 records uptimeMillis, frame 2 integrates 17 ms at rest and stops.
    #expect(run.frames[1...6].allSatisfy { $0.value == 0 })
    // Restarted: frame 6 (100 ms) records the time; frame 7 (116 ms) integrates 16 ms,
    // frame 8 (133 ms) 17 ms more: the exact solution at 16 and 33 ms.
    expectClose(run.frames[7].value, 0.1151320479919491, absolute: Self.floatAgreement)
    expectClose(run.frames[8].value, 0.4383143453553817, absolute: Self.floatAgreement)
    #expect(run.completed)
  }

  @Test("compose: animateTo at rest starts on its first frame (play time 0), then whole ms")
  func compose() throws {
    let run = try Self.follow(.compose, Self.trace)
    // Duration 0 at rest: frame 1 finishes; frames 2…5 rest; frame 6 is play time 0.
    #expect(run.frames[1...6].allSatisfy { $0.value == 0 })
    // Frame 7: 116666666 − 100000000 ns → 16 ms; frame 8: 33333333 ns as a float → 33 ms.
    expectClose(run.frames[7].value, 0.1151320479919491, absolute: Self.floatAgreement)
    expectClose(run.frames[8].value, 0.4383143453553817, absolute: Self.floatAgreement)
    #expect(run.completed)
  }

  @Test("flutter: animateWith on a stopped controller starts a ticker whose first tick is elapsed 0")
  func flutter() throws {
    let run = try Self.follow(.flutter, Self.trace)
    // Frame 1 is done at rest (elapsed 0); frame 6 is the new ticker's first tick.
    #expect(run.frames[1...6].allSatisfy { $0.value == 0 })
    // Frame 7: 116666 − 100000 µs; frame 8: 133333 − 100000 µs.
    expectClose(run.frames[7].value, 0.12437047108042698, absolute: Self.doubleAgreement)
    expectClose(run.frames[8].value, 0.44624123091700696, absolute: Self.doubleAgreement)
    #expect(run.completed)
  }

  @Test(
    "flutter and anime@3 restart their clock on every retarget: a sample before every frame holds them",
    arguments: [
      // Flutter: frame 3 is 50000 − 33333 µs into the ticker started by the sample at 0.02 s.
      (SpringEngineName.flutter, 0.1243845789916076),
      // anime@3 clamps the velocity 0 to 0.1 progress/s: b = ω0 − 0.1 = 9.9, and frame 3 is
      // 50.0 − 33.3 = 16.7 ms after its first frame (rAF timestamps coarsened to 100 µs):
      // 10·(1 − (1 + 9.9·0.0167)·e^(−0.167)).
      (SpringEngineName.anime3, 0.1389820692043442),
    ])
  func restartEveryFrame(name: SpringEngineName, frame3: Double) throws {
    // Samples at 0.01 s (before frame 1) and 0.02 s (before frame 2): each of those frames is
    // the first of a new animation and shows its start value.
    let run = try Self.follow(name, [(0, 0), (0.01, 10), (0.02, 10)])
    #expect(run.frames[1].value == 0)
    #expect(run.frames[2].value == 0)
    expectClose(run.frames[3].value, frame3, absolute: Self.doubleAgreement)
    #expect(name.engineType.followStall != nil)
  }

  @Test("engines whose retargets always move them name no stall")
  func noStall() {
    for name in [SpringEngineName.coreAnimation, .swiftui, .android, .compose, .ideal] {
      #expect(name.engineType.followStall == nil, "\(name)")
    }
  }
}
