/// How far the data determine a fitted parameter.
public enum FitParameterStatus: String, Sendable, Hashable {
  /// Estimated, with a standard error.
  case estimated
  /// Held at a given value (`--fix`, or a rule the fit states in its notes).
  case fixed
  /// Not identifiable from these data: JᵀJ is rank-deficient in a direction
  /// this parameter moves along (no standard error is given).
  case unidentifiable
  /// Estimated, but its standard error exceeds its value: the data barely
  /// constrain it (the standard error is given).
  case poorlyDetermined
  /// Ended on a bound of its domain (for example x1 = 0); no standard error.
  case atBound
  /// Not identifiable from these samples although JᵀJ is regular: another,
  /// distinct value (listed in the notes and in ``FitResult/alternatives``)
  /// gives the same residuals, because the curves differ only between
  /// samples (a cubic-bézier whose end or start overshoots inside one frame
  /// interval). The standard error is given for this optimum alone.
  case ambiguous
}
