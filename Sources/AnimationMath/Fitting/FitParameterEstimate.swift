/// One fitted parameter: its value, standard error and status.
public struct FitParameterEstimate: Sendable, Hashable {
  /// The parameter's name as in the JSON contract (`from`, `dampingRatio`, `x1`, …).
  public let name: String
  /// The fitted (or held) value, in the parameter's units.
  public let value: Double
  /// The standard error √(s²·[(JᵀJ)⁻¹]_jj), same units; nil where not
  /// estimated (fixed, unidentifiable, at a bound, or no degrees of freedom).
  public let standardError: Double?
  /// How far the data determine it.
  public let status: FitParameterStatus

  /// Creates an estimate.
  public init(name: String, value: Double, standardError: Double?, status: FitParameterStatus) {
    self.name = name
    self.value = value
    self.standardError = standardError
    self.status = status
  }
}
