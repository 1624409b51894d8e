/// A spring parameter outside the range where the model is defined.
///
/// Thrown by every ``SpringParameters`` initializer. `parameter` is the Swift
/// argument label (for example `"mass"` or `"dampingRatio"`) so that a front end
/// can map it to its own flag names; `accepted` states the valid range in words.
public struct SpringParameterError: Error, Sendable, Equatable, CustomStringConvertible {
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

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.parameter == rhs.parameter && lhs.accepted == rhs.accepted
      && lhs.value.bitPattern == rhs.value.bitPattern
  }

  /// Throws unless `value` is finite and strictly positive.
  static func requirePositive(_ value: Double, _ parameter: String) throws(SpringParameterError) {
    guard value.isFinite, value > 0 else {
      throw SpringParameterError(parameter: parameter, value: value, accepted: "a finite number > 0")
    }
  }

  /// Throws unless `value` is finite and not negative.
  static func requireNonNegative(_ value: Double, _ parameter: String) throws(SpringParameterError) {
    guard value.isFinite, value >= 0 else {
      throw SpringParameterError(parameter: parameter, value: value, accepted: "a finite number ≥ 0")
    }
  }

  /// Throws unless `value` is finite.
  static func requireFinite(_ value: Double, _ parameter: String) throws(SpringParameterError) {
    guard value.isFinite else {
      throw SpringParameterError(parameter: parameter, value: value, accepted: "a finite number")
    }
  }
}
