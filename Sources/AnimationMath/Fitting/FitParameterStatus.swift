/// How far the data determine a fitted parameter.
public enum FitParameterStatus: String, Sendable, Hashable {
  /// Estimated, with an interval (and a standard error where one describes it).
  case estimated
  /// Held at a given value (`--fix`, or a rule the fit states in its notes).
  case fixed
  /// Not identifiable from these data: the residual sum of squares, minimised
  /// over the other parameters, stays within ``FitInterval/threshold``·s² of
  /// the optimum across the whole range the profile explored (its ends are in
  /// the notes and in ``FitParameterEstimate/interval``); no standard
  /// error is given. For a fit at its rounding floor (exact data), where a
  /// profile would trace rounding, the rank test of JᵀJ alone decides.
  case unidentifiable
  /// Estimated, but the data barely constrain it: a scale parameter (ω0, ζ,
  /// duration) whose standard error, or its interval's equivalent, exceeds
  /// its value, or any parameter whose interval does not end on one side
  /// (the interval is given).
  case poorlyDetermined
  /// Ended on a bound of its domain (for example x1 = 0); the interval is
  /// one-sided, from the bound.
  case atBound
  /// Not identifiable from these samples although JᵀJ is regular: another,
  /// distinct value (listed in the notes and in ``FitResult/alternatives``)
  /// gives the same residuals, because the curves differ only between
  /// samples (a cubic-bézier whose end or start overshoots inside one frame
  /// interval), and it lies outside this optimum's own interval. The
  /// interval is widened to hold every alternative.
  case ambiguous
}
