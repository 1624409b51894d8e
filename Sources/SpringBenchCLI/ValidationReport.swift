/// One row of `springbench validate`: a family of cases checked against GSL.
struct ValidationRow: Sendable {
  /// The family, e.g. `springs/near-critical`.
  let family: String
  /// What the family is compared with.
  let reference: String
  /// Number of individual comparisons.
  var cases = 0
  /// Worst absolute difference, in the family's own units.
  var worstAbsolute = 0.0
  /// Worst difference relative to the family's scale (for springs, the travel).
  var worstRelative = 0.0
  /// Parameters of the worst relative case.
  var worstAt = ""
  /// The bound on `worstRelative`.
  let tolerance: Double
  /// Drawn cases that could not be checked (an input the model refuses, a
  /// time outside the active interval), counted instead of skipped silently.
  var skipped = 0
  /// The fewest comparisons for the row to pass (0: any positive number).
  var minimumCases = 0

  init(family: String, reference: String, tolerance: Double) {
    self.family = family
    self.reference = reference
    self.tolerance = tolerance
  }

  /// True when every case met the tolerance (and none was NaN).
  /// Also false when fewer than ``minimumCases`` comparisons were made.
  var passed: Bool { worstRelative <= tolerance && cases > 0 && cases >= minimumCases }

  /// Counts a drawn case that could not be checked.
  mutating func recordSkip() { skipped += 1 }

  /// Records one comparison; NaN counts as an infinite error.
  mutating func record(absolute: Double, relative: Double, at parameters: @autoclosure () -> String) {
    cases += 1
    let absolute = absolute.isNaN ? .infinity : absolute
    let relative = relative.isNaN ? .infinity : relative
    worstAbsolute = max(worstAbsolute, absolute)
    if relative > worstRelative || (worstAt.isEmpty && cases == 1) {
      worstRelative = max(worstRelative, relative)
      worstAt = parameters()
    }
  }

  /// Records a failure of the reference itself (for example a GSL error).
  mutating func recordFailure(_ message: String) {
    cases += 1
    worstAbsolute = .infinity
    worstRelative = .infinity
    worstAt = message
  }
}
