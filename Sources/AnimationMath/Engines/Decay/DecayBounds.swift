/// The scroll range a decay may not leave: `lower ≤ value ≤ upper`.
///
/// Either side may be infinite (a one-sided bound). What an engine does on reaching a
/// bound is the engine's own rule, stated in its file: a stop or clamp at the bound, a
/// spring-back recorded as the run's ``DecayHandOff`` (`flutter-bouncing`, `uikit`), or
/// OverScroller's overfling and cubic spring-back (`android`).
public struct DecayBounds: Sendable, Hashable {
  /// The lowest allowed value (may be −∞).
  public let lower: Double
  /// The highest allowed value (may be +∞).
  public let upper: Double

  /// No bounds: (−∞, +∞).
  public static let unbounded = DecayBounds(uncheckedLower: -.infinity, upper: .infinity)

  /// Bounds `lower…upper`.
  ///
  /// - Throws: ``EngineError/invalidInput(_:)`` when a bound is NaN or `lower > upper`.
  public init(lower: Double, upper: Double) throws(EngineError) {
    guard !lower.isNaN, !upper.isNaN, lower <= upper else {
      throw .invalidInput("bounds must be MIN,MAX with MIN ≤ MAX; got \(lower),\(upper)")
    }
    self.lower = lower
    self.upper = upper
  }

  private init(uncheckedLower: Double, upper: Double) {
    lower = uncheckedLower
    self.upper = upper
  }

  /// True when both sides are infinite.
  public var isUnbounded: Bool { lower == -.infinity && upper == .infinity }

  /// True when `lower ≤ value ≤ upper`.
  public func contains(_ value: Double) -> Bool { value >= lower && value <= upper }

  /// `value` clamped into the bounds.
  public func clamp(_ value: Double) -> Double { min(max(value, lower), upper) }
}
