extension DecayEngineName {
  /// The engine type registered under this name.
  public var engineType: any DecayEngine.Type {
    switch self {
    case .ideal: IdealDecayEngine.self
    case .uikit: UIKitDecayEngine.self
    case .flutterFriction: FlutterFrictionDecayEngine.self
    case .composeExponential: ComposeExponentialDecayEngine.self
    case .reactNative: ReactNativeDecayEngine.self
    case .androidFling: AndroidFlingDecayEngine.self
    case .android: AndroidOverScrollerDecayEngine.self
    case .androidScroller: AndroidScrollerDecayEngine.self
    case .compose: ComposeSplineDecayEngine.self
    case .flutter: FlutterClampingDecayEngine.self
    case .flutterBouncing: FlutterBouncingDecayEngine.self
    case .motion: MotionDecayEngine.self
    case .popmotion: PopmotionDecayEngine.self
    case .popmotionInertia: PopmotionInertiaDecayEngine.self
    case .reanimated: ReanimatedDecayEngine.self
    case .reactSpring: ReactSpringDecayEngine.self
    }
  }

  /// Runs the engine with this name.
  public func run(_ request: DecayRequest, schedule: FrameSchedule) throws(EngineError) -> DecayRun {
    try engineType.run(request, schedule: schedule)
  }

  /// The velocity unit the engine uses inside (the request is always units/s).
  public var internalVelocityUnit: String { engineType.internalVelocityUnit }
}
