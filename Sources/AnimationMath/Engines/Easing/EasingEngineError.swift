/// Why an ``EasingEngine`` cannot evaluate a timing function as asked: the
/// family-neutral ``EngineError`` (its easing cases are
/// ``EngineError/missingAnimationDuration(_:)``, ``EngineError/unusedAnimationDuration(_:)``,
/// ``EngineError/invalidAnimationDuration(_:)`` and ``EngineError/unsupportedFunction(_:function:)``).
public typealias EasingEngineError = EngineError
