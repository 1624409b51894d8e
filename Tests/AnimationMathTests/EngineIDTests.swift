import AnimationMath
import Testing

/// The engine registry: every family's names, keys and types agree.
@Suite("Engines: registry of every family")
struct EngineIDTests {
  /// The engine names of each family, as users type them (a contract).
  static let families: [(EngineFamily, [String])] = [
    (
      .spring,
      [
        "ideal", "core-animation", "uikit", "swiftui", "android", "compose", "flutter", "motion", "motion@12",
        "popmotion", "react-native", "reanimated", "reanimated@3", "react-spring", "rebound", "anime", "anime@3",
        "wobble", "svelte",
      ]
    ),
    (
      .decay,
      [
        "ideal", "uikit", "android", "android-scroller", "android-fling", "compose", "compose-exponential", "flutter",
        "flutter-bouncing", "flutter-friction", "flutter-gravity", "react-native", "motion", "motion@12", "popmotion",
        "popmotion-inertia", "reanimated", "react-spring",
      ]
    ),
    (.rubberBand, ["uikit", "use-gesture", "flutter"]),
    (.easing, ["ideal", "chromium", "webkit", "firefox", "flutter", "android", "motion", "core-animation"]),
  ]

  @Test("every family lists exactly its contract names, in order")
  func names() {
    for (family, names) in Self.families {
      #expect(EngineID.all.filter { $0.family == family }.map(\.name) == names, "\(family)")
    }
    #expect(EngineID.all.count == Self.families.map(\.1.count).reduce(0, +))
  }

  @Test("every registered engine is found by its name, with the other families that share it")
  func reachableByName() {
    for engine in EngineID.all {
      let found = EngineID.named(engine.name)
      #expect(found.contains(engine), "\(engine.family) \(engine.name)")
      let sharing = Self.families.filter { $0.1.contains(engine.name) }.map(\.0)
      #expect(found.map(\.family) == sharing, "\(engine.name)")
    }
    #expect(EngineID.named("reanimated") == [.spring(.reanimated), .decay(.reanimated)])
    #expect(EngineID.named("use-gesture") == [.rubberBand(.useGesture)])
    #expect(EngineID.named("float32") == [.easing(.coreAnimation)])
    #expect(EngineID.named("motion@11").isEmpty)
  }

  @Test("spring and decay types carry the name they are registered under")
  func typesMatchNames() {
    for name in SpringEngineName.allCases { #expect(name.engineType.name == name, "\(name.rawValue)") }
    for name in DecayEngineName.allCases { #expect(name.engineType.name == name, "\(name.rawValue)") }
  }

  @Test("each engine's keys are distinct and described, and an unknown one is refused by the one check")
  func keys() throws {
    var checked = 0
    for engine in EngineID.all {
      let names = engine.configurationKeys.map(\.name)
      #expect(Set(names).count == names.count, "\(engine.name)")
      #expect(engine.configurationKeys.allSatisfy { !$0.summary.isEmpty }, "\(engine.name)")
      let unknown = try EngineConfiguration([(key: "noSuchKey", value: "1")])
      #expect(throws: EngineError.unknownKey(engine: engine, key: "noSuchKey", known: names)) {
        try unknown.requireKnown(engine.configurationKeys, by: engine)
      }
      checked += 1
    }
    #expect(checked == 48)
  }

  @Test("decay and rubber-band engines refuse an unknown key with the family-neutral error")
  func unknownKeyEveryFamily() throws {
    let configuration = try EngineConfiguration(parsing: "noSuchKey=1")
    #expect(throws: EngineError.unknownKey(engine: .rubberBand(.useGesture), key: "noSuchKey", known: ["constant"])) {
      _ = try RubberBandEngineName.useGesture.rubberBand(configuration)
    }
    let request = DecayRequest(from: 0, initialVelocity: 1000, configuration: configuration)
    #expect(
      throws: EngineError.unknownKey(
        engine: .decay(.reanimated), key: "noSuchKey",
        known: ReanimatedDecayEngine.configurationKeys.map(\.name))
    ) {
      _ = try DecayEngineName.reanimated.run(request, schedule: FrameSchedule(framesPerSecond: 60))
    }
  }
}
