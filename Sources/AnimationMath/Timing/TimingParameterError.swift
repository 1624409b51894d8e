/// A timing parameter outside the range where the timing model is defined.
///
/// Thrown by the ``MediaTiming`` and ``WebAnimationTiming`` initializers.
/// `parameter` is the Swift argument label (for example `"repeatCount"`) so that
/// a front end can map it to its own flag or JSON key; `accepted` states the
/// valid range in words.
public struct TimingParameterError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The argument label of the offending parameter, e.g. `"duration"`.
  public let parameter: String
  /// The value that was rejected (may be NaN or infinite).
  public let value: Double
  /// The accepted range in words, e.g. `"a number ≥ 0 or infinity"`.
  public let accepted: String

  /// Creates an error for `parameter` = `value`, which should have been `accepted`.
  public init(parameter: String, value: Double, accepted: String) {
    self.parameter = parameter
    self.value = value
    self.accepted = accepted
  }

  /// One line: "repeatCount must be a number ≥ 0 or infinity; got -1.0".
  public var description: String {
    "\(parameter) must be \(accepted); got \(value)"
  }

  /// Equal when parameter, accepted range and the value's bits agree.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.parameter == rhs.parameter && lhs.accepted == rhs.accepted
      && lhs.value.bitPattern == rhs.value.bitPattern
  }

  /// Throws unless `value` is finite.
  static func requireFinite(_ value: Double, _ parameter: String) throws(TimingParameterError) {
    guard value.isFinite else {
      throw TimingParameterError(parameter: parameter, value: value, accepted: "a finite number")
    }
  }

  /// Throws unless `value` is finite and ≥ 0.
  static func requireFiniteNonNegative(_ value: Double, _ parameter: String) throws(TimingParameterError) {
    guard value.isFinite, value >= 0 else {
      throw TimingParameterError(parameter: parameter, value: value, accepted: "a finite number ≥ 0")
    }
  }

  /// Throws unless `value` is ≥ 0 (+∞ allowed, NaN not).
  static func requireNonNegativeOrInfinity(_ value: Double, _ parameter: String) throws(TimingParameterError) {
    guard value >= 0 else {
      throw TimingParameterError(parameter: parameter, value: value, accepted: "a number ≥ 0 or infinity")
    }
  }
}
