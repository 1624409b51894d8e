/// How ``PathMeasure/samples(count:spacing:)`` spreads N samples over a path.
public enum PathSampleSpacing: String, Sendable, Hashable, CaseIterable {
  /// Core Animation's linear keyframe mode: each of the E segments gets an
  /// equal share 1/E of the progress, and inside a segment the progress is
  /// the Bézier parameter. Sample k sits at global progress `u = k/(N−1)`,
  /// in segment `⌊u·E⌋` at `t = u·E − ⌊u·E⌋` (the last sample at t = 1 of
  /// the last segment). Speed varies along the path.
  case parameter
  /// Paced mode: sample k sits at arc length `L·k/(N−1)` from the start,
  /// both ends included, so the samples are equally spaced along the curve.
  case arcLength = "arc"
}
