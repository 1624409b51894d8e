/// A parameter outside the range where a model is defined.
///
/// Thrown by the initializers of springs (``SpringParameterError``), timing
/// functions (``EasingParameterError``) and timing objects
/// (``TimingParameterError``), which are this one type. `parameter` is the
/// Swift argument label (for example `"mass"`) so that a front end can map it
/// to its own flag names; `accepted` states the valid range in words.
public struct ParameterError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The argument label of the offending parameter, e.g. `"stiffness"`.
  public let parameter: String
  /// The value that was rejected (may be NaN or infinite).
  public let value: Double
  /// The accepted range in words, e.g. `"a finite number > 0"`.
  public let accepted: String

  /// Creates an error for `parameter` = `value`, which should have been `accepted`.
  public init(parameter: String, value: Double, accepted: String) {
    self.parameter = parameter
    self.value = value
    self.accepted = accepted
  }

  /// One line: "stiffness must be a finite number > 0; got -1.0".
  public var description: String {
    "\(parameter) must be \(accepted); got \(value)"
  }

  /// Equal when the parameter, the accepted range and the value's bits match
  /// (so that NaN errors compare equal to themselves).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.parameter == rhs.parameter && lhs.accepted == rhs.accepted
      && lhs.value.bitPattern == rhs.value.bitPattern
  }

  /// Throws unless `value` is finite.
  static func requireFinite(_ value: Double, _ parameter: String) throws(ParameterError) {
    guard value.isFinite else {
      throw ParameterError(parameter: parameter, value: value, accepted: "a finite number")
    }
  }

  /// Throws unless `value` is finite and strictly positive.
  static func requirePositive(_ value: Double, _ parameter: String) throws(ParameterError) {
    guard value.isFinite, value > 0 else {
      throw ParameterError(parameter: parameter, value: value, accepted: "a finite number > 0")
    }
  }

  /// Throws unless `value` is finite and not negative.
  static func requireNonNegative(_ value: Double, _ parameter: String) throws(ParameterError) {
    guard value.isFinite, value >= 0 else {
      throw ParameterError(parameter: parameter, value: value, accepted: "a finite number ≥ 0")
    }
  }

  /// Throws unless `value` is in [0, 1].
  static func requireUnitInterval(_ value: Double, _ parameter: String) throws(ParameterError) {
    guard value.isFinite, value >= 0, value <= 1 else {
      throw ParameterError(parameter: parameter, value: value, accepted: "a number in [0, 1]")
    }
  }

  /// Throws unless `value` is ≥ 0 (infinity allowed, NaN not).
  static func requireNonNegativeOrInfinity(_ value: Double, _ parameter: String) throws(ParameterError) {
    guard value >= 0 else {
      throw ParameterError(parameter: parameter, value: value, accepted: "a number ≥ 0 or infinity")
    }
  }
}
