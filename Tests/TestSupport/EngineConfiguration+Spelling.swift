import AnimationMath

/// Oracles read an engine's configuration by the key's user-facing spelling, the way a
/// user writes `--engine-params`: they must not share the engine's typed constants,
/// or a misspelt constant would agree with itself.
extension EngineConfiguration {
  /// The raw value given for the key spelt `name`, or nil.
  public func text(_ name: String) -> String? {
    pairs.first { $0.key == name }?.value
  }

  /// The value given for the key spelt `name` as a number, or nil when absent.
  public func number(_ name: String) throws -> Double? {
    guard let raw = text(name) else { return nil }
    guard let value = Double(raw) else { throw EngineError.invalidValue(key: name, value: raw, accepted: "a number") }
    return value
  }
}
