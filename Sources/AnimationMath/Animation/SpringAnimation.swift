/// A `CASpringAnimation` (and UIKit's spring `animate`): a basic animation
/// whose progress is a damped spring's motion instead of a timing curve.
///
/// Start and end follow ``BasicAnimation``'s from/to/by rules. The spring runs
/// from progress 0 to 1 with `relativeVelocity` (in travel per second, positive
/// toward the end, UIKit's and Core Animation's convention) and is evaluated
/// at the animation's local time `τ = q·D`, where `q` is the eased basic
/// progress (the timing function, if any, warps time) and `D` the resolved
/// duration. The value `lerp(start, end, x(τ))` overshoots when the spring
/// does. When the active interval ends the animation is removed (or fills) as
/// any other: a duration shorter than the settling time cuts the motion.
public struct SpringAnimation<Value: Interpolatable>: Sendable {
  /// The animated property.
  public var keyPath: String
  /// `fromValue`.
  public var fromValue: Value?
  /// `toValue`.
  public var toValue: Value?
  /// `byValue`.
  public var byValue: Value?
  /// The spring's normalised motion (progress 0 → 1).
  public let motion: SpringSolution
  /// The animation's timing (its duration bounds the motion).
  public var timing: MediaTiming
  /// Set when the spring is not the one asked for, and why: UIKit's duration
  /// rule had no stiffness for the velocity, so the velocity-0 stiffness is used.
  public var substitution: String?
  /// A timing function that warps the spring's time; nil: none.
  public var timingFunction: TimingFunction?

  /// Creates a spring animation from canonical parameters.
  ///
  /// - Throws: ``SpringParameterError`` if `relativeVelocity` is not finite.
  public init(
    keyPath: String, from fromValue: Value? = nil, to toValue: Value? = nil, by byValue: Value? = nil,
    parameters: SpringParameters, relativeVelocity: Double = 0, timing: MediaTiming,
    timingFunction: TimingFunction? = nil
  ) throws(SpringParameterError) {
    self.keyPath = keyPath
    self.fromValue = fromValue
    self.toValue = toValue
    self.byValue = byValue
    self.motion = try SpringSolution(parameters: parameters, from: 0, to: 1, relativeVelocity: relativeVelocity)
    self.timing = timing
    self.timingFunction = timingFunction
  }

  /// UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`:
  /// the spring of ``SpringParameters/uikit(duration:dampingRatio:initialSpringVelocity:)``
  /// for the timing's resolved duration, which also ends the animation.
  ///
  /// For long durations with a large velocity (the seed's 0.7 × 10 s with
  /// velocity 0.8) no stiffness meets that rule; the stiffness is then chosen
  /// as for velocity 0, as framer-motion does for duration springs (it stopped
  /// letting the velocity change k and c), and the motion still starts with
  /// `relativeVelocity`.
  ///
  /// - Throws: ``SpringParameterError`` for parameters UIKit does not accept.
  public static func uikit(
    keyPath: String, from fromValue: Value? = nil, to toValue: Value? = nil, dampingRatio: Double,
    relativeVelocity: Double, timing: MediaTiming
  ) throws(SpringParameterError) -> SpringAnimation {
    let duration = timing.resolvedDuration()
    let parameters: SpringParameters
    var substitution: String?
    do {
      parameters = try SpringParameters.uikit(
        duration: duration, dampingRatio: dampingRatio, initialSpringVelocity: relativeVelocity)
    } catch {
      guard error.kind == .noSolution, relativeVelocity.isFinite else { throw error }
      parameters = try SpringParameters.uikit(duration: duration, dampingRatio: dampingRatio, initialSpringVelocity: 0)
      substitution =
        "UIKit duration \(duration) s with damping \(dampingRatio) and velocity \(relativeVelocity) has no spring under the envelope rule; the stiffness for velocity 0 (\(parameters.stiffness)) is used, and the motion still starts with velocity \(relativeVelocity)"
    }
    var animation = try SpringAnimation(
      keyPath: keyPath, from: fromValue, to: toValue, parameters: parameters, relativeVelocity: relativeVelocity,
      timing: timing)
    animation.substitution = substitution
    return animation
  }

  /// The value at local spring time `τ` (seconds since the spring started).
  public func value(atSpringTime time: Double, modelValue: Value? = nil) -> Value? {
    let basic = BasicAnimation(keyPath: keyPath, from: fromValue, to: toValue, by: byValue, timing: timing)
    return basic.value(atProgress: motion.position(at: time), modelValue: modelValue)
  }

  /// The value at `parentTime`, or nil when the animation is not applied.
  public func value(parentTime: Double, in placement: MediaTiming.Placement = .topLevel, modelValue: Value? = nil)
    -> Value?
  {
    guard let q = timing.easedProgress(parentTime: parentTime, in: placement, timingFunction: timingFunction)
    else { return nil }
    return value(atSpringTime: q * timing.resolvedDuration(in: placement), modelValue: modelValue)
  }
}
