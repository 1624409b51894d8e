/// The arithmetic both timing models share: snapping times onto interval
/// boundaries, splitting overall progress into an iteration and a fraction,
/// and applying the playback direction.
///
/// ``MediaTiming`` (Core Animation) and ``WebAnimationTiming`` (W3C) differ in
/// how they find the phase and the active time; from the overall progress on
/// they are the same computation, done here once.
enum IterationArithmetic {
  /// Relative distance within which a time counts as lying exactly on a phase
  /// boundary (or on the end of the active interval).
  ///
  /// Times handed down a hierarchy (a group's eased time × its duration, minus a
  /// child's begin time) carry a few ulps of rounding, ~1e-16 relative; without
  /// a snap a child that ends exactly with its group would flicker between
  /// applied and not applied. 1e-12 is far above that rounding and far below
  /// any time difference that matters (1 ns in 1000 s).
  static let boundarySnap = 1e-12

  /// Whether `time` is within ``boundarySnap`` of `boundary`, relative to the
  /// magnitudes involved (`scale` is the size of the quantities `time` was
  /// computed from).
  static func isOnBoundary(_ time: Double, _ boundary: Double, scale: Double) -> Bool {
    guard boundary.isFinite else { return false }
    let magnitude = max(abs(time), abs(boundary), scale)
    return abs(time - boundary) <= boundarySnap * magnitude
  }

  /// The current iteration and the simple iteration progress for an overall
  /// progress (iterations elapsed, including the iteration start).
  ///
  /// `σ = P − floor(P)`; when σ is zero and `holdsEnd` is true (the object is at
  /// the end of its active interval and has played something), the end of the
  /// previous iteration is used instead: σ = 1, iteration = floor(P) − 1
  /// (Web Animations §4.7.4; the same fold Core Animation's end value needs).
  ///
  /// - Precondition: `overallProgress` is finite.
  static func split(overallProgress: Double, holdsEnd: Bool) -> (iteration: Double, progress: Double) {
    let whole = overallProgress.rounded(.down)
    let fraction = overallProgress - whole
    // Exact spec rule (§4.7.4): "the simple iteration progress is zero".
    if fraction.isZero, holdsEnd {
      return (whole - 1, 1)
    }
    return (whole, fraction)
  }

  /// The directed progress (§4.8.1): `progress` for an iteration that plays
  /// forwards, `1 − progress` otherwise.
  static func directed(
    _ progress: Double, iteration: Double, direction: PlaybackDirection
  ) -> (progress: Double, forwards: Bool) {
    let forwards = direction.playsForwards(iteration: iteration)
    return (forwards ? progress : 1 - progress, forwards)
  }
}
