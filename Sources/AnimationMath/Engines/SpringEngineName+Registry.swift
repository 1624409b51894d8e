extension SpringEngineName {
  /// The engine type registered under this name.
  public var engineType: any SpringEngine.Type {
    switch self {
    case .ideal: IdealEngine.self
    case .coreAnimation: CoreAnimationEngine.self
    case .uikit: UIKitEngine.self
    case .swiftui: SwiftUIEngine.self
    case .android: AndroidEngine.self
    case .compose: ComposeEngine.self
    case .flutter: FlutterEngine.self
    case .motion: MotionEngine.self
    case .motion12: Motion12Engine.self
    case .popmotion: PopmotionEngine.self
    case .reactNative: ReactNativeEngine.self
    case .reanimated: ReanimatedEngine.self
    case .reanimated3: Reanimated3Engine.self
    case .reactSpring: ReactSpringEngine.self
    case .rebound: ReboundEngine.self
    case .anime: AnimeEngine.self
    case .anime3: Anime3Engine.self
    case .wobble: WobbleEngine.self
    }
  }

  /// Creates this engine for `request`.
  ///
  /// - Throws: ``EngineError`` from the engine's resolution.
  public func makeEngine(_ request: SpringEngineRequest) throws(EngineError) -> any SpringEngine {
    try engineType.init(request)
  }

  /// Runs this engine for `request` on `schedule`, with `retargets`.
  public func run(
    _ request: SpringEngineRequest, schedule: FrameSchedule, retargets: [EngineRetarget] = []
  ) throws(EngineError) -> EngineRun {
    var engine = try makeEngine(request)
    return EngineHost(schedule: schedule, retargets: retargets).run(&engine)
  }

  /// The engine's resolved description, with the completion time of a run on `schedule`.
  public func describe(_ request: SpringEngineRequest, schedule: FrameSchedule) throws(EngineError)
    -> EngineDescription
  {
    var engine = try makeEngine(request)
    var description = engine.engineDescription
    let run = EngineHost(schedule: schedule).run(&engine)
    description.completionTime = run.completionTime
    return description
  }
}
