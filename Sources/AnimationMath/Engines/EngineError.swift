/// Why an engine of any family cannot run a request; the description is one line for
/// `Error:`.
public enum EngineError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No engine has this name.
  case unknownEngine(String, known: [String])
  /// A configuration key the engine does not have; `known` lists the keys it has.
  case unknownKey(engine: EngineID, key: String, known: [String])
  /// A configuration value the engine cannot use.
  case invalidValue(key: String, value: String, accepted: String)
  /// A generic setting the engine has no option for.
  case unsupportedSetting(engine: EngineID, setting: EngineSetting, supported: [EngineSetting])
  /// A generic setting outside its range.
  case invalidSetting(EngineSetting, value: String, accepted: String)
  /// Two inputs that contradict each other (e.g. a setting and the key it maps to).
  case conflict(String)
  /// A spring the engine cannot represent (e.g. a parameter outside its range).
  case unsupportedSpring(engine: EngineID, reason: String)
  /// A schedule, retarget or other input that is malformed.
  case invalidInput(String)
  /// A spring parameter out of range in a conversion.
  case parameter(ParameterError)
  /// The easing engine needs the animation's duration (WebKit derives its solver
  /// tolerance from it) and none was given.
  case missingAnimationDuration(EasingEngine)
  /// An animation duration was given to an easing engine whose solver does not use one.
  case unusedAnimationDuration(EasingEngine)
  /// The animation duration (seconds) is not a finite number > 0.
  case invalidAnimationDuration(Double)
  /// The easing engine evaluates cubic-béziers only; `function` is another kind
  /// (`steps()`, CSS `linear(…)`, a spring).
  case unsupportedFunction(EasingEngine, function: String)

  /// One line naming the input and what is accepted.
  public var description: String {
    switch self {
    case .unknownEngine(let name, let known):
      "unknown engine '\(name)'; engines: \(known.joined(separator: ", "))"
    case .unknownKey(let engine, let key, let known):
      "engine '\(engine.name)' has no parameter '\(key)'; its parameters: "
        + (known.isEmpty ? "(none)" : known.joined(separator: ", "))
    case .invalidValue(let key, let value, let accepted):
      "engine parameter \(key) must be \(accepted); got '\(value)'"
    case .unsupportedSetting(let engine, let setting, let supported):
      "engine '\(engine.name)' has no option for --\(setting.rawValue); it takes: "
        + (supported.isEmpty ? "(none)" : supported.map { "--\($0.rawValue)" }.joined(separator: ", "))
    case .invalidSetting(let setting, let value, let accepted):
      "--\(setting.rawValue) must be \(accepted); got \(value)"
    case .conflict(let text): text
    case .unsupportedSpring(let engine, let reason):
      "engine '\(engine.name)' cannot run this spring: \(reason)"
    case .invalidInput(let text): text
    case .parameter(let error): error.description
    case .missingAnimationDuration(let engine):
      "engine '\(engine.name)' needs the animation duration in seconds (its solver tolerance depends on it)"
    case .unusedAnimationDuration(let engine):
      "engine '\(engine.name)' takes no animation duration (only 'webkit' does)"
    case .invalidAnimationDuration(let duration):
      "animation duration must be a finite number of seconds > 0, got \(duration)"
    case .unsupportedFunction(let engine, let function):
      "engine '\(engine.name)' evaluates cubic-bezier(…) only, not \(function)"
    }
  }
}
