/// The `ideal` engine: ``CubicBezierTiming`` itself, unchanged.
///
/// Values and slopes are exactly those of ``CubicBezierTiming/valueAndSlope(at:)``
/// (the byte-identical default of `springbench ease`).
public struct IdealCubicBezier: EasingEngineCurve {
  /// The exact curve.
  public let timing: CubicBezierTiming

  /// Wraps `timing`.
  public init(_ timing: CubicBezierTiming) { self.timing = timing }

  /// ``EasingEngine/ideal``.
  public var engine: EasingEngine { .ideal }

  /// ``CubicBezierTiming/value(at:)``.
  public func value(at progress: Double) -> Double { timing.value(at: progress) }

  /// ``CubicBezierTiming/slope(at:)`` (never nil).
  public func slope(at progress: Double) -> Double? { timing.slope(at: progress) }
}

/// The `ideal` engine for any ``TimingFunction`` (steps, CSS `linear(…)`,
/// springs): the function's own exact value and slope.
struct IdealTimingFunction: EasingEngineCurve {
  let function: TimingFunction
  init(_ function: TimingFunction) { self.function = function }
  var engine: EasingEngine { .ideal }
  func value(at progress: Double) -> Double { function.value(at: progress) }
  func slope(at progress: Double) -> Double? { function.slope(at: progress) }
}

/// The `linear` keyword in any engine: output = input. The slope is 1 for
/// engines that compute slopes and nil for the others.
struct IdentityEngineCurve: EasingEngineCurve {
  let engine: EasingEngine
  func value(at progress: Double) -> Double { progress }
  func slope(at progress: Double) -> Double? {
    engine.computesSlope ? (progress.isNaN ? progress : 1) : nil
  }
}
