/// A tally of the Levenberg–Marquardt work a fit does: every solve of the
/// curve models (the search, the polish and the intervals' profiles) and the
/// iterations they take, with the profiles' share apart; and, apart, the
/// variable-projection descents of the cubic-bézier start search.
///
/// Counting is off unless a tally is bound to ``current`` around the fit
/// (`FitWorkCount.$current.withValue(tally) { … }`); the fits are
/// synchronous, so a tally is only ever touched by the task that bound it.
/// The counts depend on the inputs alone, never on timing: a test can bound
/// them as a deterministic measure of a fit's cost.
final class FitWorkCount: @unchecked Sendable {
  /// The tally the fits of this task add to, if any.
  @TaskLocal static var current: FitWorkCount?

  /// Solves of a curve model by ``LevenbergMarquardt`` (all phases).
  private(set) var solves = 0
  /// Iterations (accepted and rejected steps) of those solves.
  private(set) var iterations = 0
  /// The solves of profile points (``ProfileLikelihood``).
  private(set) var profileSolves = 0
  /// Their iterations.
  private(set) var profileIterations = 0

  /// Variable-projection descents of the cubic-bézier start search
  /// (screening and projected solves; not among ``solves``).
  private(set) var projectedSolves = 0
  /// Their iterations.
  private(set) var projectedIterations = 0

  init() {}

  /// Adds one solve of `iterations` iterations to the tally bound to ``current``.
  static func recordSolve(iterations: Int) {
    guard let tally = current else { return }
    tally.solves += 1
    tally.iterations += iterations
  }

  /// Adds one solve of a profile point (already recorded by
  /// ``recordSolve(iterations:)``) to the profiles' share.
  static func recordProfileSolve(iterations: Int) {
    guard let tally = current else { return }
    tally.profileSolves += 1
    tally.profileIterations += iterations
  }

  /// Adds one variable-projection descent of `iterations` iterations to the
  /// tally bound to ``current``.
  static func recordProjectedSolve(iterations: Int) {
    guard let tally = current else { return }
    tally.projectedSolves += 1
    tally.projectedIterations += iterations
  }
}
