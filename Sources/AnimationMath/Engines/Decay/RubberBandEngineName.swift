/// The registry names of the rubber-band functions (a contract with the CLI).
public enum RubberBandEngineName: String, Sendable, CaseIterable, Hashable {
  /// ``RubberBand/uikit(coefficient:)``, `coefficient` key (default 0.55).
  case uikit
  /// ``RubberBand/useGesture(constant:)``, `constant` key (default 0.15).
  case useGesture = "use-gesture"
  /// ``RubberBand/flutter(frictionBase:dragStep:)``, keys `rate` (normal|fast) and
  /// `dragStep` (units, default 1).
  case flutter

  /// The rubber band with the engine's KEY=VALUE settings applied.
  ///
  /// - Throws: ``EngineError/invalidValue(key:value:accepted:)`` for an unknown key or a
  ///   value outside its range.
  public func rubberBand(_ configuration: EngineConfiguration = .empty) throws(EngineError) -> RubberBand {
    let keys: [EngineConfigurationKey] =
      switch self {
      case .uikit: [EngineConfigurationKey("coefficient", "")]
      case .useGesture: [EngineConfigurationKey("constant", "")]
      case .flutter: [EngineConfigurationKey("rate", ""), EngineConfigurationKey("dragStep", "")]
      }
    try configuration.requireKnown(keys, by: .rubberBand(self))
    switch self {
    case .uikit:
      let c = try configuration.number("coefficient") ?? RubberBand.uikitCoefficient
      guard c > 0 else { throw .invalidValue(key: "coefficient", value: "\(c)", accepted: "a finite number > 0") }
      return .uikit(coefficient: c)
    case .useGesture:
      let c = try configuration.number("constant") ?? RubberBand.useGestureConstant
      guard c >= 0 else { throw .invalidValue(key: "constant", value: "\(c)", accepted: "a finite number ≥ 0") }
      return .useGesture(constant: c)
    case .flutter:
      let base: Double
      switch configuration.text("rate") {
      case nil, "normal": base = RubberBand.flutterNormalFriction
      case "fast": base = RubberBand.flutterFastFriction
      case let raw?: throw .invalidValue(key: "rate", value: raw, accepted: "normal or fast")
      }
      let step = try configuration.number("dragStep") ?? 1
      guard step > 0 else { throw .invalidValue(key: "dragStep", value: "\(step)", accepted: "a finite number > 0") }
      return .flutter(frictionBase: base, dragStep: step)
    }
  }
}
