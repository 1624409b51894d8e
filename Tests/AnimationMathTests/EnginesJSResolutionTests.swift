import AnimationMath
import TestSupport
import Testing

/// How the JavaScript engines resolve their own configuration keys: duration forms by each
/// engine's own rule, Origami conversions, and the errors for unknown keys and settings.
@Suite("JS engines: configuration keys and duration forms")
struct EnginesJSResolutionTests {
  static let spring = try! SpringParameters.swiftUI(response: 0.55, dampingFraction: 0.825)
  static func request(_ config: String, from: Double = 0, to: Double = 300, settings: EngineSettings = EngineSettings())
    throws -> SpringEngineRequest
  {
    try SpringEngineRequest(
      spring: spring, from: from, to: to, settings: settings,
      configuration: config.isEmpty ? .empty : EngineConfiguration(parsing: config))
  }

  static func number(_ description: EngineDescription, _ name: String) -> Double? {
    for entry in description.parameters + description.thresholds where entry.name == name {
      if case .number(let x) = entry.value { return x }
    }
    return nil
  }

  /// motion's 11 Newton steps from 5/D against the core's full-precision solve of the
  /// same 1e-3 envelope rule (``SpringParameters/uikit(duration:dampingRatio:initialSpringVelocity:)``):
  /// Newton has converged for these cases (agreement asserted to 1e-12 relative).
  @Test(
    "motion duration/bounce = Framer's 1e-3 envelope rule, to the core's full-precision root",
    arguments: [(800.0, 0.3), (800, 0), (300, 0.5), (1500, 0.1), (50, 0.25)])
  func motionDuration(duration: Double, bounce: Double) throws {
    let engine = try MotionEngine(Self.request("duration=\(duration),bounce=\(bounce)"))
    let k = try #require(Self.number(engine.engineDescription, "stiffness"))
    let reference = try SpringParameters.uikit(
      duration: duration / 1000, dampingRatio: 1 - bounce, initialSpringVelocity: 0)
    expectClose(k, reference.stiffness, relative: 1e-12, "duration \(duration) bounce \(bounce)")
    #expect(engine.calculatedDuration == duration)  // done exactly at the duration
  }

  @Test("Reanimated 4 duration=550,dampingRatio=1: the bisected stiffness leaves 6e-9 of the energy at 825 ms")
  func reanimatedBisection() throws {
    let engine = try ReanimatedEngine(Self.request("duration=550,dampingRatio=1"))
    let k = engine.stiffness
    // The critically damped spring (mass 4) from 300 below the target, at 1.5·550 ms.
    let motion = try SpringSolution(
      parameters: SpringParameters(mass: 4, stiffness: k, damping: 2 * (4 * k).squareRoot()), from: 0, to: 300,
      initialVelocity: 0)
    let s = motion.state(at: 0.825)
    let e = 0.5 * k * (300 - s.position) * (300 - s.position) + 0.5 * 4 * s.velocity * s.velocity
    let e0 = 0.5 * k * 300 * 300
    // The bisection stops within 6e-9·1e-3 of the threshold.
    expectClose(e / e0, 6e-9, absolute: 6e-12)
  }

  @Test("anime.js 4 bounce/duration: k = (2π/pd)², c = (1 − bounce)·4π/pd, both rounded to 3 decimals")
  func animeRounding() throws {
    let a = try AnimeEngine(Self.request("duration=628,bounce=0.5"))
    expectClose(a.stiffness, 100.101, absolute: 1e-12)  // (2π/0.628)² = 100.1014686… → 100.101
    expectClose(a.damping, 10.005, absolute: 1e-12)  // 10.005072… → 10.005
    let b = try AnimeEngine(Self.request("duration=400,bounce=-0.5"))
    expectClose(b.stiffness, 246.74, absolute: 1e-12)  // 246.7401100… → 246.74
    expectClose(b.damping, 62.832, absolute: 1e-12)  // 4π/(0.4·0.5) = 62.8318… → 62.832
    #expect(b.velocity == 0 && b.mass == 1)
  }

  @Test("anime.js 3 clamps every argument to [0.1, 100]: the seed's k = 130.5 becomes 100, v = 0 becomes 0.1")
  func anime3Clamps() throws {
    let e = try Anime3Engine(SpringEngineRequest(spring: Self.spring, from: 0, to: 300))
    #expect(e.stiffness == 100)  // clamped: exact
    #expect(e.velocity == 0.1)
    expectClose(e.damping, Self.spring.damping, relative: 1e-15)
  }

  @Test("React Native and rebound tension=40,friction=7 are k = 230.2, c = 22 (SpringConfig.js)")
  func origami() throws {
    for engine in [SpringEngineName.reactNative, .rebound] {
      let d = try engine.makeEngine(Self.request("tension=40,friction=7")).engineDescription
      let k = Self.number(d, engine == .rebound ? "tension (k, 1/s²)" : "stiffness") ?? .nan
      let c = Self.number(d, engine == .rebound ? "friction (c, 1/s)" : "damping") ?? .nan
      expectClose(k, 230.2, relative: 1e-14, engine.rawValue)
      expectClose(c, 22, relative: 1e-14, engine.rawValue)
    }
  }

  @Test("react-spring tension/friction keys, presets' units and the precision default")
  func reactSpringKeys() throws {
    let e = try ReactSpringEngine(Self.request("tension=170,friction=26,precision=0.01,bounce=0.5"))
    #expect(e.tension == 170 && e.friction == 26 && e.mass == 1)
    #expect(e.precision == 0.01)
    #expect(e.bounceFactor == 0.5)
    let d = try ReactSpringEngine(Self.request(""))
    expectClose(d.precision, 0.3, relative: 1e-15)  // min(1, 0.001·300)
    expectClose(d.restVelocity, 0.03, relative: 1e-15)
  }

  @Test("an unknown key lists the engine's keys; an unsupported setting is an error")
  func errors() throws {
    #expect(
      throws: EngineError.unknownKey(
        engine: .spring(.motion), key: "tension", known: MotionEngine.configurationKeys.map(\.name))
    ) {
      _ = try MotionEngine(Self.request("tension=40"))
    }
    #expect(throws: EngineError.self) {
      _ = try AnimeEngine(Self.request("", settings: EngineSettings(restDelta: 0.1)))
    }
    #expect(throws: EngineError.self) {
      _ = try ReactNativeEngine(Self.request("tension=40,stiffness=100"))
    }
    #expect(throws: EngineError.self) {
      _ = try WobbleEngine(Self.request("restDisplacementThreshold=0.1", settings: EngineSettings(restDelta: 0.1)))
    }
  }

  @Test("generic settings map onto the engines' own options")
  func settings() throws {
    let rn = try ReactNativeEngine(Self.request("", settings: EngineSettings(restDelta: 0.5, restSpeed: 3)))
    #expect(rn.restDisplacementThreshold == 0.5 && rn.restSpeedThreshold == 3)
    let wobble = try WobbleEngine(Self.request("", settings: EngineSettings(restSpeed: 2)))
    expectClose(wobble.restVelocityThreshold, 0.002, relative: 1e-15)  // 2 units/s = 0.002 units/ms
    let spring = try ReactSpringEngine(Self.request("", settings: EngineSettings(overshootClamping: true)))
    #expect(spring.bounceFactor == 0)  // clamp: stop at the target
    // Overshoot clamping stops on the first frame past the target, snapped to it.
    for name in [SpringEngineName.reactNative, .wobble, .rebound, .reanimated3] {
      let schedule = try FrameSchedule(framesPerSecond: 60, horizon: 5)
      let run = try name.run(Self.request("overshootClamping=true"), schedule: schedule)
      let free = try name.run(Self.request(""), schedule: schedule)
      let firstPast = try #require(free.frames.firstIndex { $0.value > 300 })
      #expect(run.frames.count - 1 == firstPast, "\(name.rawValue)")
      #expect(run.frames.last!.value == 300, "\(name.rawValue)")  // snapped: exact
    }
  }
}
