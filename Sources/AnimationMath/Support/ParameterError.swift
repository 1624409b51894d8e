/// A parameter outside the range where a model is defined.
///
/// Thrown by the initializers of springs (``SpringParameterError``), timing
/// functions (``EasingParameterError``) and timing objects
/// (``TimingParameterError``), which are this one type. `parameter` names the
/// Swift argument (``Parameter``) so that a front end can map it to its own
/// flag names; `accepted` states the valid range in words, for people only.
public struct ParameterError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The argument a ``ParameterError`` is about; the raw value is its Swift argument label.
  public enum Parameter: String, Sendable, Hashable, CaseIterable {
    /// The `beginTime` argument.
    case beginTime
    /// The `bounce` argument.
    case bounce
    /// The `bounciness` argument.
    case bounciness
    /// The `count` argument.
    case count
    /// The `damping` argument.
    case damping
    /// The `dampingFraction` argument.
    case dampingFraction
    /// The `dampingRatio` argument.
    case dampingRatio
    /// The `delay` argument.
    case delay
    /// The `duration` argument.
    case duration
    /// The `endDelay` argument.
    case endDelay
    /// The `friction` argument.
    case friction
    /// The `from` argument.
    case from
    /// The `initialSpringVelocity` argument.
    case initialSpringVelocity
    /// The `initialVelocity` argument.
    case initialVelocity
    /// The `input` argument.
    case input
    /// The `inputs` argument.
    case inputs
    /// The `iterationStart` argument.
    case iterationStart
    /// The `iterations` argument.
    case iterations
    /// The `mass` argument.
    case mass
    /// The `midpoint` argument.
    case midpoint
    /// The `naturalFrequency` argument.
    case naturalFrequency
    /// The `output` argument.
    case output
    /// The `playbackRate` argument.
    case playbackRate
    /// The `points` argument.
    case points
    /// The `relativeVelocity` argument.
    case relativeVelocity
    /// The `repeatCount` argument.
    case repeatCount
    /// The `repeatDuration` argument.
    case repeatDuration
    /// The `response` argument.
    case response
    /// The `speed` argument.
    case speed
    /// The `stiffness` argument.
    case stiffness
    /// The `stops` argument.
    case stops
    /// The `tension` argument.
    case tension
    /// The `timeOffset` argument.
    case timeOffset
    /// The `to` argument.
    case to
    /// The `visualDuration` argument.
    case visualDuration
    /// The `x1` argument.
    case x1
    /// The `x2` argument.
    case x2
    /// The `y1` argument.
    case y1
    /// The `y2` argument.
    case y2
  }

  /// Why the value was rejected.
  public enum Kind: Sendable, Hashable {
    /// The value is outside the range where the model is defined.
    case outOfRange
    /// The value is in range, but the model has no solution for it together
    /// with the other arguments (UIKit's duration rule with no stiffness).
    case noSolution
  }

  /// The offending parameter.
  public let parameter: Parameter
  /// The value that was rejected (may be NaN or infinite).
  public let value: Double
  /// The accepted range in words, e.g. `"a finite number > 0"`.
  public let accepted: String
  /// Whether the value is out of range or has no solution.
  public let kind: Kind

  /// Creates an error for `parameter` = `value`, which should have been `accepted`.
  public init(parameter: Parameter, value: Double, accepted: String, kind: Kind = .outOfRange) {
    self.parameter = parameter
    self.value = value
    self.accepted = accepted
    self.kind = kind
  }

  /// One line: "stiffness must be a finite number > 0; got -1.0".
  public var description: String {
    "\(parameter.rawValue) must be \(accepted); got \(value)"
  }

  /// Equal when the parameter, the kind, the accepted range and the value's
  /// bits match (so that NaN errors compare equal to themselves).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.parameter == rhs.parameter && lhs.kind == rhs.kind && lhs.accepted == rhs.accepted
      && lhs.value.bitPattern == rhs.value.bitPattern
  }

  /// Throws unless `value` is finite.
  static func requireFinite(_ value: Double, _ parameter: Parameter) throws(ParameterError) {
    guard value.isFinite else {
      throw ParameterError(parameter: parameter, value: value, accepted: "a finite number")
    }
  }

  /// Throws unless `value` is finite and strictly positive.
  static func requirePositive(_ value: Double, _ parameter: Parameter) throws(ParameterError) {
    guard value.isFinite, value > 0 else {
      throw ParameterError(parameter: parameter, value: value, accepted: "a finite number > 0")
    }
  }

  /// Throws unless `value` is finite and not negative.
  static func requireNonNegative(_ value: Double, _ parameter: Parameter) throws(ParameterError) {
    guard value.isFinite, value >= 0 else {
      throw ParameterError(parameter: parameter, value: value, accepted: "a finite number ≥ 0")
    }
  }

  /// Throws unless `value` is in [0, 1].
  static func requireUnitInterval(_ value: Double, _ parameter: Parameter) throws(ParameterError) {
    guard value.isFinite, value >= 0, value <= 1 else {
      throw ParameterError(parameter: parameter, value: value, accepted: "a number in [0, 1]")
    }
  }

  /// Throws unless `value` is ≥ 0 (infinity allowed, NaN not).
  static func requireNonNegativeOrInfinity(_ value: Double, _ parameter: Parameter) throws(ParameterError) {
    guard value >= 0 else {
      throw ParameterError(parameter: parameter, value: value, accepted: "a number ≥ 0 or infinity")
    }
  }
}
