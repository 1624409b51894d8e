/// One fitted parameter: its value, standard error, interval and status.
public struct FitParameterEstimate: Sendable, Hashable {
  /// The parameter's name as in the JSON contract (`from`, `dampingRatio`, `x1`, …).
  public let name: String
  /// The fitted (or held) value, in the parameter's units.
  public let value: Double
  /// The standard error, same units: √(s²·[(JᵀJ)⁻¹]_jj) where the model is
  /// close to linear in the parameter, else the
  /// ``FitInterval/equivalentStandardError`` of its profile interval; nil
  /// where no symmetric error describes it (fixed, unidentifiable, an
  /// interval that ends on a bound or is unbounded, no degrees of freedom).
  public let standardError: Double?
  /// The ±3σ-equivalent interval the data allow (see ``FitInterval``). For
  /// an unidentifiable parameter, the range over which the profile stayed
  /// flat (neither end reached by the threshold). Nil for fixed parameters,
  /// without degrees of freedom, and for a fit at its rounding floor where
  /// the rank test alone flags a parameter.
  public let interval: FitInterval?
  /// How far the data determine it.
  public let status: FitParameterStatus

  /// Creates an estimate.
  public init(
    name: String, value: Double, standardError: Double?, status: FitParameterStatus, interval: FitInterval? = nil
  ) {
    self.name = name
    self.value = value
    self.standardError = standardError
    self.status = status
    self.interval = interval
  }
}
