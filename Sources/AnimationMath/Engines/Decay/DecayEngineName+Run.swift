extension DecayEngineName {
  /// Every decay engine, one line each, in the order `engines --decay` lists them. Adding an
  /// engine is its file (the type and its ``DecayEngineName`` member) plus one line here.
  public static var registry: [any DecayEngine.Type] {
    [
      IdealDecayEngine.self,
      UIKitDecayEngine.self,
      AndroidOverScrollerDecayEngine.self,
      AndroidScrollerDecayEngine.self,
      AndroidFlingDecayEngine.self,
      ComposeSplineDecayEngine.self,
      ComposeExponentialDecayEngine.self,
      FlutterClampingDecayEngine.self,
      FlutterBouncingDecayEngine.self,
      FlutterFrictionDecayEngine.self,
      FlutterGravityDecayEngine.self,
      ReactNativeDecayEngine.self,
      MotionDecayEngine.self,
      Motion12DecayEngine.self,
      PopmotionDecayEngine.self,
      PopmotionInertiaDecayEngine.self,
      ReanimatedDecayEngine.self,
      ReactSpringDecayEngine.self,
    ]
  }

  /// The engine type registered under this name.
  public var engineType: any DecayEngine.Type {
    // Every value of this type is a registered name (the initialisers check it).
    Self.registry.first { $0.name == self }!
  }

  /// Runs the engine with this name.
  public func run(_ request: DecayRequest, schedule: FrameSchedule) throws(EngineError) -> DecayRun {
    try engineType.run(request, schedule: schedule)
  }

  /// The velocity unit the engine uses inside (the request is always units/s).
  public var internalVelocityUnit: String { engineType.internalVelocityUnit }
}
