/// The registry names of the rubber-band functions (a contract with the CLI).
public enum RubberBandEngineName: String, Sendable, CaseIterable, Hashable {
  /// ``RubberBand/uikit(coefficient:)``, `coefficient` key (default 0.55).
  case uikit
  /// ``RubberBand/useGesture(constant:)``, `constant` key (default 0.15).
  case useGesture = "use-gesture"
  /// ``RubberBand/flutter(frictionBase:dragStep:)``, keys `rate` (normal|fast) and
  /// `dragStep` (units, default 1).
  case flutter

  /// The rubber bands' `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `coefficient` (uikit).
    public static let coefficient = EngineConfigurationKey(
      "coefficient", "c in (1 − 1/(x·c/d + 1))·d, > 0 (default 0.55)")
    /// `constant` (use-gesture).
    public static let constant = EngineConfigurationKey(
      "constant", "c in x·L·c/(L + c·x), ≥ 0; 0 clamps (default 0.15)")
    /// `rate` (flutter).
    public static let rate = EngineConfigurationKey(
      "rate", "ScrollDecelerationRate: normal (friction base 0.52, default) or fast (0.26)")
    /// `dragStep` (flutter).
    public static let dragStep = EngineConfigurationKey(
      "dragStep", "the drag is applied in steps of this, units, > 0 (default 1)")
  }

  /// The engine's own configuration keys, in its own names and units.
  public var configurationKeys: [EngineConfigurationKey] {
    switch self {
    case .uikit: [Key.coefficient]
    case .useGesture: [Key.constant]
    case .flutter: [Key.rate, Key.dragStep]
    }
  }

  /// The rubber band with the engine's KEY=VALUE settings applied.
  ///
  /// - Throws: ``EngineError/unknownKey(engine:key:known:)`` for an unknown key, or
  ///   ``EngineError/invalidValue(key:value:accepted:)`` for a value outside its range.
  public func rubberBand(_ configuration: EngineConfiguration = .empty) throws(EngineError) -> RubberBand {
    try configuration.requireKnown(configurationKeys, by: .rubberBand(self))
    switch self {
    case .uikit:
      let c = try configuration.number(Key.coefficient) ?? RubberBand.uikitCoefficient
      guard c > 0 else {
        throw .invalidValue(key: Key.coefficient.name, value: "\(c)", accepted: "a finite number > 0")
      }
      return .uikit(coefficient: c)
    case .useGesture:
      let c = try configuration.number(Key.constant) ?? RubberBand.useGestureConstant
      guard c >= 0 else { throw .invalidValue(key: Key.constant.name, value: "\(c)", accepted: "a finite number ≥ 0") }
      return .useGesture(constant: c)
    case .flutter:
      let base: Double
      switch configuration.text(Key.rate) {
      case nil, "normal": base = RubberBand.flutterNormalFriction
      case "fast": base = RubberBand.flutterFastFriction
      case let raw?: throw .invalidValue(key: Key.rate.name, value: raw, accepted: "normal or fast")
      }
      let step = try configuration.number(Key.dragStep) ?? 1
      guard step > 0 else {
        throw .invalidValue(key: Key.dragStep.name, value: "\(step)", accepted: "a finite number > 0")
      }
      return .flutter(frictionBase: base, dragStep: step)
    }
  }
}
