/// An easing parameter outside the range where the timing function is defined.
///
/// Thrown by the validating initializers of ``CubicBezierTiming``,
/// ``StepsEasing``, ``LinearEasing`` and ``SpringEasing``. `parameter` is the
/// Swift argument label (for example `"x1"` or `"count"`) so that a front end
/// can map it to its own wording; `accepted` states the valid range in words.
public struct EasingParameterError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The argument label of the offending parameter, e.g. `"x1"`.
  public let parameter: String
  /// The value that was rejected (may be NaN or infinite).
  public let value: Double
  /// The accepted range in words, e.g. `"a number in [0, 1]"`.
  public let accepted: String

  /// Creates an error for `parameter` = `value`, which should have been `accepted`.
  public init(parameter: String, value: Double, accepted: String) {
    self.parameter = parameter
    self.value = value
    self.accepted = accepted
  }

  /// One line: "x1 must be a number in [0, 1]; got 1.5".
  public var description: String {
    "\(parameter) must be \(accepted); got \(value)"
  }

  /// Equal when the parameter, the range and the bits of the value agree.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.parameter == rhs.parameter && lhs.accepted == rhs.accepted
      && lhs.value.bitPattern == rhs.value.bitPattern
  }

  /// Throws unless `value` is finite and in [0, 1].
  static func requireUnitInterval(_ value: Double, _ parameter: String) throws(EasingParameterError) {
    guard value.isFinite, value >= 0, value <= 1 else {
      throw EasingParameterError(parameter: parameter, value: value, accepted: "a number in [0, 1]")
    }
  }

  /// Throws unless `value` is finite.
  static func requireFinite(_ value: Double, _ parameter: String) throws(EasingParameterError) {
    guard value.isFinite else {
      throw EasingParameterError(parameter: parameter, value: value, accepted: "a finite number")
    }
  }
}
