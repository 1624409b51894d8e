/// The registry names of the rubber-band functions (a contract with the CLI).
public enum RubberBandEngineName: String, Sendable, CaseIterable, Hashable {
  /// ``RubberBand/uikit(coefficient:)``, `coefficient` key (default 0.55).
  case uikit
  /// ``RubberBand/useGesture(constant:)``, `constant` key (default 0.15).
  case useGesture = "use-gesture"

  /// The rubber band with the engine's KEY=VALUE settings applied.
  ///
  /// - Throws: ``EngineError/invalidValue(key:value:accepted:)`` for an unknown key or a
  ///   value outside its range.
  public func rubberBand(_ configuration: EngineConfiguration = .empty) throws(EngineError) -> RubberBand {
    let key = self == .uikit ? "coefficient" : "constant"
    for pair in configuration.pairs where pair.key != key {
      throw .invalidValue(key: pair.key, value: pair.value, accepted: "\(rawValue)'s only key, \(key)")
    }
    let value = try configuration.number(key)
    switch self {
    case .uikit:
      let c = value ?? RubberBand.uikitCoefficient
      guard c > 0 else { throw .invalidValue(key: key, value: "\(c)", accepted: "a finite number > 0") }
      return .uikit(coefficient: c)
    case .useGesture:
      let c = value ?? RubberBand.useGestureConstant
      guard c >= 0 else { throw .invalidValue(key: key, value: "\(c)", accepted: "a finite number ≥ 0") }
      return .useGesture(constant: c)
    }
  }
}
