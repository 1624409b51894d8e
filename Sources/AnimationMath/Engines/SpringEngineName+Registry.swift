extension SpringEngineName {
  /// Every spring engine, one line each, in the order `engines` lists them. Adding an
  /// engine is its file (the type and its ``SpringEngineName`` member) plus one line here.
  public static var registry: [any SpringEngine.Type] {
    [
      IdealEngine.self,
      CoreAnimationEngine.self,
      UIKitEngine.self,
      SwiftUIEngine.self,
      AndroidEngine.self,
      ComposeEngine.self,
      FlutterEngine.self,
      MotionEngine.self,
      Motion12Engine.self,
      PopmotionEngine.self,
      ReactNativeEngine.self,
      ReanimatedEngine.self,
      Reanimated3Engine.self,
      ReactSpringEngine.self,
      ReboundEngine.self,
      AnimeEngine.self,
      Anime3Engine.self,
      WobbleEngine.self,
      SvelteEngine.self,
    ]
  }

  /// The engine type registered under this name.
  public var engineType: any SpringEngine.Type {
    // Every value of this type is a registered name (the initialisers check it).
    Self.registry.first { $0.name == self }!
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

extension SpringEngineName {
  /// Follows `trace` with this engine on `schedule`; `request` gives the spring and settings
  /// (its from and to are the trace's first target).
  public func follow(_ request: SpringEngineRequest, schedule: FrameSchedule, trace: FollowTrace) throws(EngineError)
    -> EngineRun
  {
    var engine = try makeEngine(request)
    return EngineHost(schedule: schedule).follow(&engine, trace: trace)
  }
}
