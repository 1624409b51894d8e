/// Why an ``EasingEngine`` cannot evaluate a timing function as asked.
public enum EasingEngineError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The engine needs the animation's duration (WebKit derives its solver
  /// tolerance from it) and none was given.
  case missingAnimationDuration(EasingEngine)
  /// An animation duration was given to an engine whose solver does not use one.
  case unusedAnimationDuration(EasingEngine)
  /// The animation duration (seconds) is not a finite number > 0.
  case invalidAnimationDuration(Double)
  /// The engine evaluates cubic-béziers only; `function` is another kind
  /// (`steps()`, CSS `linear(…)`, a spring).
  case unsupportedFunction(EasingEngine, function: String)

  /// One line naming the engine and what it accepts.
  public var description: String {
    switch self {
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
