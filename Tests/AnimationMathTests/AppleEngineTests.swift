import AnimationMath
import TestSupport
import Testing

/// core-animation, uikit and swiftui: the documented cut/removal and retarget rules
/// (values against GSL in GSLOracleTests/EngineVsGSLTests).
@Suite("Engines: core-animation, uikit, swiftui")
struct AppleEngineTests {
  static let spring = (stiffness: 200.0, ratio: 0.5)

  /// Active while local time < duration: the frame at exactly 15/60 = 0.25 s shows the model value.
  @Test(
    "core-animation: removed on the first frame with local time ≥ duration",
    arguments: [(0.25, 15), (0.2501, 16), (0.24, 15)])
  func coreAnimationCut(duration: Double, completingFrame: Int) throws {
    let request = try EngineTesting.request(
      stiffness: Self.spring.stiffness, dampingRatio: Self.spring.ratio, from: 0, to: 1,
      settings: EngineSettings(animationDuration: duration))
    let run = try EngineTesting.run(.coreAnimation, request, fps: 60)
    #expect(run.frames.count == completingFrame + 1)
    #expect(run.finalValue == 1)
    #expect(run.frames.dropLast().last.map { $0.value != 1 } == true)
    #expect(run.frames.allSatisfy { $0.velocity == nil })
  }

  /// The seed spring's last exit from |x − 300| ≤ 0.3 is 0.757455 s (mpmath, `seed_stops`
  /// in Data/spring_stop_frames.py): at 120 Hz the first frame at or after it is ⌈90.89⌉ = 91.
  @Test("core-animation's default duration is the spring's settling duration")
  func coreAnimationDefault() throws {
    let request = try EngineSeedTableTests.seedRequest()
    let ca = try EngineTesting.run(.coreAnimation, request, fps: 120)
    #expect(ca.frames.count - 1 == 91)
    #expect(ca.completionTime == 91.0 / 120)
    #expect(ca.finalValue == 300)
  }

  @Test("core-animation: a retarget replaces the animation from the presentation value, velocity 0")
  func coreAnimationRetarget() throws {
    let request = try EngineTesting.request(
      stiffness: 200, dampingRatio: 0.5, from: 0, to: 1, settings: EngineSettings(animationDuration: 0.5))
    let run = try EngineTesting.run(.coreAnimation, request, fps: 60, retargets: [(0.1, 2)])
    let restart = try SpringSolution(
      parameters: request.spring, from: run.frames[6].value, to: 2, initialVelocity: 0)
    #expect(run.frames[7].value.bitPattern == restart.position(at: 7.0 / 60 - 6.0 / 60).bitPattern)
    // The replacement runs its full duration from the retarget: removed at 0.1 + 0.5.
    #expect(run.completionTime == 36.0 / 60)
  }

  @Test("uikit: cut at its duration; the default duration is the one the spring was made from")
  func uikitCut() throws {
    let spring = try SpringParameters.uikit(duration: 0.5, dampingRatio: 0.6, initialSpringVelocity: 0)
    let given = try SpringEngineRequest(
      spring: spring, from: 0, to: 1, settings: EngineSettings(animationDuration: 0.5))
    let run = try EngineTesting.run(.uikit, given, fps: 60)
    #expect(run.completionTime == 0.5)
    #expect(run.finalValue == 1)
    let engine = try UIKitEngine(SpringEngineRequest(spring: spring, from: 0, to: 1))
    expectClose(engine.duration, 0.5, relative: 1e-9, "the hypothesis round trip")
  }

  /// Additive: after the retarget the presentation is the new model value plus both
  /// animations' displacements; the first is removed at D, the second at T + D.
  @Test("uikit: a retarget adds an animation of the difference; each is removed at its own end")
  func uikitAdditive() throws {
    let request = try EngineTesting.request(
      stiffness: 200, dampingRatio: 0.5, from: 0, to: 1, settings: EngineSettings(animationDuration: 0.5))
    let run = try EngineTesting.run(.uikit, request, fps: 60, retargets: [(0.1, 2)])
    #expect(run.completionTime == 36.0 / 60)  // second animation began at 6/60, lasts 0.5 s
    let first = try SpringSolution(parameters: request.spring, from: -1, to: 0, initialVelocity: 0)
    let second = try SpringSolution(parameters: request.spring, from: -1, to: 0, initialVelocity: 0)
    let t = 20.0 / 60
    expectClose(
      run.frames[20].value, 2 + first.position(at: t) + second.position(at: t - 6.0 / 60), absolute: 1e-15)
    // At 30/60 = 0.5 the first animation is removed: only the second remains.
    expectClose(run.frames[30].value, 2 + second.position(at: 0.5 - 6.0 / 60), absolute: 1e-15)
  }

  /// Removed on the first frame at or after the seed spring's last exit from the 0.3 band,
  /// 0.757455 s (`seed_stops` in Data/spring_stop_frames.py): ⌈60·0.757455⌉ = 46 at 60 Hz.
  @Test("swiftui: removed at the settling duration, velocity reported, logicallyComplete refused")
  func swiftUI() throws {
    let request = try EngineSeedTableTests.seedRequest()
    let run = try EngineTesting.run(.swiftui, request, fps: 60)
    #expect(run.frames.count - 1 == 46)
    #expect(run.completionTime == 46.0 / 60)
    #expect(run.finalValue == 300)
    #expect(run.frames.allSatisfy { $0.velocity != nil })
    var logical = request
    logical.configuration = try EngineConfiguration(parsing: "completionCriteria=logicallyComplete")
    #expect(throws: EngineError.self) { try SwiftUIEngine(logical) }
  }

  @Test("swiftui: a retarget keeps position and velocity")
  func swiftUIRetarget() throws {
    let request = try EngineTesting.request(stiffness: 200, dampingRatio: 0.5, from: 0, to: 1)
    let run = try EngineTesting.run(.swiftui, request, fps: 60, retargets: [(0.1, 2)])
    let before = run.frames[6]
    let next = try SpringSolution(
      parameters: request.spring, from: before.value, to: 2, initialVelocity: before.velocity ?? .nan)
    #expect(run.frames[7].value.bitPattern == next.position(at: 1.0 / 60 + 6.0 / 60 - 6.0 / 60).bitPattern)
  }
}
