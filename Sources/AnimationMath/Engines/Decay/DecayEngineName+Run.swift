extension DecayEngineName {
  /// Runs the engine with this name.
  public func run(_ request: DecayRequest, schedule: FrameSchedule) throws(EngineError) -> DecayRun {
    switch self {
    case .ideal: try IdealDecayEngine.run(request, schedule: schedule)
    case .uikit: try UIKitDecayEngine.run(request, schedule: schedule)
    case .flutterFriction: try FlutterFrictionDecayEngine.run(request, schedule: schedule)
    case .composeExponential: try ComposeExponentialDecayEngine.run(request, schedule: schedule)
    case .reactNative: try ReactNativeDecayEngine.run(request, schedule: schedule)
    case .androidFling: try AndroidFlingDecayEngine.run(request, schedule: schedule)
    }
  }
}
