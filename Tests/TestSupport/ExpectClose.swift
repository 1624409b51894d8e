import Testing

/// Records an issue unless `actual` is within `tolerance` of `expected`.
///
/// The comparison is `|actual − expected| ≤ absolute + relative·|expected|`,
/// never `==`. NaN never passes. The message gives both values, the error and
/// the tolerance, plus `context` (for example the seed and the parameters).
public func expectClose(
  _ actual: Double, _ expected: Double,
  absolute: Double = 0, relative: Double = 0,
  _ context: @autoclosure () -> String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let error = abs(actual - expected)
  let allowed = absolute + relative * abs(expected)
  if !(error <= allowed) {
    Issue.record(
      """
      expected \(expected), got \(actual): error \(error) > allowed \(allowed) \
      (absolute \(absolute), relative \(relative)) \(context())
      """,
      sourceLocation: sourceLocation)
  }
}

/// The absolute difference of two doubles, with NaN propagated as +∞ so that a
/// NaN can never look like a small error in a running maximum.
public func absoluteError(_ actual: Double, _ expected: Double) -> Double {
  let e = abs(actual - expected)
  return e.isNaN ? .infinity : e
}
