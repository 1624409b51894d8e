/// Why an engine cannot run a request; the description is one line for `Error:`.
public enum EngineError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No engine has this name.
  case unknownEngine(String, known: [String])
  /// The name is in the contract but its engine is not built in this version.
  case notAvailable(SpringEngineName)
  /// A configuration key the engine does not have.
  case unknownKey(engine: SpringEngineName, key: String, known: [String])
  /// A configuration key that a decay or rubber-band engine (named `engine`) does not have.
  case unknownParameter(engine: String, key: String, known: [String])
  /// A configuration value the engine cannot use.
  case invalidValue(key: String, value: String, accepted: String)
  /// A generic setting the engine has no option for.
  case unsupportedSetting(engine: SpringEngineName, setting: EngineSetting, supported: [EngineSetting])
  /// A generic setting outside its range.
  case invalidSetting(EngineSetting, value: String, accepted: String)
  /// Two inputs that contradict each other (e.g. a setting and the key it maps to).
  case conflict(String)
  /// A spring the engine cannot represent (e.g. a parameter outside its range).
  case unsupportedSpring(engine: SpringEngineName, reason: String)
  /// A schedule, retarget or other input that is malformed.
  case invalidInput(String)
  /// A spring parameter out of range in a conversion.
  case parameter(ParameterError)

  /// One line naming the input and what is accepted.
  public var description: String {
    switch self {
    case .unknownEngine(let name, let known):
      "unknown engine '\(name)'; engines: \(known.joined(separator: ", "))"
    case .notAvailable(let name):
      "engine '\(name.rawValue)' is not available in this build"
    case .unknownKey(let engine, let key, let known):
      "engine '\(engine.rawValue)' has no parameter '\(key)'; its parameters: "
        + (known.isEmpty ? "(none)" : known.joined(separator: ", "))
    case .unknownParameter(let engine, let key, let known):
      "engine '\(engine)' has no parameter '\(key)'; its parameters: "
        + (known.isEmpty ? "(none)" : known.joined(separator: ", "))
    case .invalidValue(let key, let value, let accepted):
      "engine parameter \(key) must be \(accepted); got '\(value)'"
    case .unsupportedSetting(let engine, let setting, let supported):
      "engine '\(engine.rawValue)' has no option for --\(setting.rawValue); it takes: "
        + (supported.isEmpty ? "(none)" : supported.map { "--\($0.rawValue)" }.joined(separator: ", "))
    case .invalidSetting(let setting, let value, let accepted):
      "--\(setting.rawValue) must be \(accepted); got \(value)"
    case .conflict(let text): text
    case .unsupportedSpring(let engine, let reason):
      "engine '\(engine.rawValue)' cannot run this spring: \(reason)"
    case .invalidInput(let text): text
    case .parameter(let error): error.description
    }
  }
}
