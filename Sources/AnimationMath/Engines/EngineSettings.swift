/// The generic engine settings (`--rest-delta`, `--clamp`, …); nil means "not given".
///
/// Each engine maps a given setting onto its own option, and throws
/// ``EngineError/unsupportedSetting(engine:setting:supported:)`` for one it has no option for
/// (see ``requireSupported(_:by:)``).
public struct EngineSettings: Sendable, Hashable {
  /// Displacement threshold of the stop rule, in value units, > 0.
  public var restDelta: Double?
  /// Speed threshold of the stop rule, in value units per second, > 0.
  public var restSpeed: Double?
  /// Android's minimum visible change, in value units, > 0.
  public var minimumVisibleChange: Double?
  /// Compose's visibility threshold, in value units, > 0.
  public var visibilityThreshold: Double?
  /// Whether to clamp at (or stop on passing) the target.
  public var overshootClamping: Bool?
  /// Lower and upper bounds on the value, lower ≤ upper; −∞ or +∞ is an open side (the
  /// engine's own default there: Android's ∓Float.MAX_VALUE, no bound in Compose,
  /// Flutter and Reanimated).
  public var clamp: ClosedRange<Double>?

  /// The clamp's lower bound, nil when absent or open (−∞).
  public var clampLowerBound: Double? { clamp.flatMap { $0.lowerBound.isFinite ? $0.lowerBound : nil } }
  /// The clamp's upper bound, nil when absent or open (+∞).
  public var clampUpperBound: Double? { clamp.flatMap { $0.upperBound.isFinite ? $0.upperBound : nil } }
  /// The animation's own duration in seconds, > 0 (Core Animation / UIKit).
  public var animationDuration: Double?

  /// Creates settings; every one defaults to "not given".
  public init(
    restDelta: Double? = nil, restSpeed: Double? = nil, minimumVisibleChange: Double? = nil,
    visibilityThreshold: Double? = nil, overshootClamping: Bool? = nil,
    clamp: ClosedRange<Double>? = nil, animationDuration: Double? = nil
  ) {
    self.restDelta = restDelta
    self.restSpeed = restSpeed
    self.minimumVisibleChange = minimumVisibleChange
    self.visibilityThreshold = visibilityThreshold
    self.overshootClamping = overshootClamping
    self.clamp = clamp
    self.animationDuration = animationDuration
  }

  /// The settings that were given, in declaration order.
  public var given: [EngineSetting] {
    var result: [EngineSetting] = []
    if restDelta != nil { result.append(.restDelta) }
    if restSpeed != nil { result.append(.restSpeed) }
    if minimumVisibleChange != nil { result.append(.minimumVisibleChange) }
    if visibilityThreshold != nil { result.append(.visibilityThreshold) }
    if overshootClamping != nil { result.append(.overshootClamping) }
    if clamp != nil { result.append(.clamp) }
    if animationDuration != nil { result.append(.animationDuration) }
    return result
  }

  /// Throws for the first given setting that `engine` does not support, or for a
  /// value out of its range (thresholds and durations finite and > 0, bounds finite).
  public func requireSupported(_ supported: Set<EngineSetting>, by engine: SpringEngineName)
    throws(EngineError)
  {
    for setting in given where !supported.contains(setting) {
      throw .unsupportedSetting(engine: .spring(engine), setting: setting, supported: supported.sorted())
    }
    // Flutter's Tolerance takes velocity: double.infinity (AnimationController.fling does).
    if restSpeed == .infinity, engine == .flutter { return try requireFiniteExceptRestSpeed() }
    try requireFiniteExceptRestSpeed()
    if let restSpeed, !(restSpeed.isFinite && restSpeed > 0) {
      throw .invalidSetting(
        .restSpeed, value: "\(restSpeed)", accepted: "a finite number > 0 (inf only for flutter, Tolerance.velocity)")
    }
  }

  /// The positive finite settings and the clamp, apart from the rest speed.
  private func requireFiniteExceptRestSpeed() throws(EngineError) {
    for (setting, value) in [
      (EngineSetting.restDelta, restDelta),
      (.minimumVisibleChange, minimumVisibleChange), (.visibilityThreshold, visibilityThreshold),
      (.animationDuration, animationDuration),
    ] {
      if let value, !(value.isFinite && value > 0) {
        throw .invalidSetting(setting, value: "\(value)", accepted: "a finite number > 0")
      }
    }
    if let clamp, clamp.lowerBound == .infinity || clamp.upperBound == -.infinity {
      throw .invalidSetting(.clamp, value: "\(clamp)", accepted: "bounds MIN ≤ MAX, MIN < inf, MAX > -inf")
    }
  }
}
