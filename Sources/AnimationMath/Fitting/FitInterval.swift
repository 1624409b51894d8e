/// The range of a fitted parameter that the data allow: the ±3σ-equivalent
/// confidence interval, possibly asymmetric or one-sided.
///
/// The interval is the set of values θ for which the residual sum of squares,
/// minimised over the other free parameters with θ held, rises above the
/// optimum's by at most ``FitInterval/threshold``·s² (s² = RSS/(m − k)):
/// the profile-likelihood interval at the level of ±3 standard errors
/// (D. M. Bates and D. G. Watts, "Nonlinear Regression Analysis and Its
/// Applications", Wiley 1988, §6.1). Where the model is close to linear in
/// the parameter this is value ± 3·standard error, and that is what is
/// reported (``Method/linearised``); where it is not (a parameter near a
/// bound, a curved valley), the profile is traced (``Method/profile``).
public struct FitInterval: Sendable, Hashable {
  /// The rise of the residual sum of squares, in units of s², that bounds
  /// the interval: 9, the square of the 3 standard errors the interval stands
  /// for (a Gaussian parameter lies inside ±3σ with probability 0.9973).
  public static let threshold = 9.0

  /// How an end of the interval was found.
  public enum End: String, Sendable, Hashable {
    /// The cost reached the threshold there.
    case threshold
    /// The parameter's bound was reached first: the interval is one-sided
    /// and ends on the bound.
    case bound
    /// The cost stayed below the threshold as far as the profile went: the
    /// data do not limit the parameter on this side. The end's value is the
    /// furthest the profile reached; the interval reaches on to ±∞.
    case unbounded
  }

  /// How the interval was computed.
  public enum Method: String, Sendable, Hashable {
    /// value ± 3·standard error (the model is close to linear here).
    case linearised
    /// Traced on the profile of the residual sum of squares.
    case profile
  }

  /// The lower end, in the parameter's units (when ``lowerEnd`` is
  /// ``End/unbounded``, the furthest value the profile reached below the
  /// optimum with the cost still below the threshold).
  public let lower: Double
  /// The upper end, in the parameter's units (likewise for ``upperEnd``).
  public let upper: Double
  /// How the lower end was found.
  public let lowerEnd: End
  /// How the upper end was found.
  public let upperEnd: End
  /// How the interval was computed.
  public let method: Method
  /// For a profile interval, every parameter of the model (in its order) at
  /// the profile point of the lower end: the curve that the data allow
  /// there, which anyone can check by its residual sum of squares; nil for a
  /// linearised interval.
  public let lowerParameters: [Double]?
  /// Likewise at the upper end.
  public let upperParameters: [Double]?

  /// Creates an interval.
  public init(
    lower: Double, upper: Double, lowerEnd: End, upperEnd: End, method: Method,
    lowerParameters: [Double]? = nil, upperParameters: [Double]? = nil
  ) {
    self.lower = lower
    self.upper = upper
    self.lowerEnd = lowerEnd
    self.upperEnd = upperEnd
    self.method = method
    self.lowerParameters = lowerParameters
    self.upperParameters = upperParameters
  }

  /// value ± 3·standardError.
  public static func linearised(value: Double, standardError: Double) -> FitInterval {
    let half = (threshold.squareRoot()) * standardError
    return FitInterval(
      lower: value - half, upper: value + half, lowerEnd: .threshold, upperEnd: .threshold, method: .linearised)
  }

  /// True when `value` lies in the interval (ends included; an unbounded
  /// end reaches to infinity).
  public func contains(_ value: Double) -> Bool {
    (lowerEnd == .unbounded || value >= lower) && (upperEnd == .unbounded || value <= upper)
  }

  /// True when both ends are finite.
  public var isBounded: Bool { lowerEnd != .unbounded && upperEnd != .unbounded }

  /// The standard error a symmetric interval of this width stands for,
  /// (upper − lower)/6; nil when an end is a bound or unbounded (the
  /// interval is one-sided there and no symmetric error describes it).
  public var equivalentStandardError: Double? {
    guard lowerEnd == .threshold, upperEnd == .threshold else { return nil }
    return (upper - lower) / (2 * Self.threshold.squareRoot())
  }

  /// The smallest interval holding this one and `value` (an equally good
  /// alternative optimum): its ends keep their kind unless `value` moves them.
  func widened(toInclude value: Double) -> FitInterval {
    FitInterval(
      lower: Swift.min(lower, value), upper: Swift.max(upper, value),
      lowerEnd: value < lower ? .threshold : lowerEnd, upperEnd: value > upper ? .threshold : upperEnd,
      method: .profile, lowerParameters: value < lower ? nil : lowerParameters,
      upperParameters: value > upper ? nil : upperParameters)
  }
}
