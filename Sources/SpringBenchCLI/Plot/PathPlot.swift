import AnimationMath

/// A path drawn where it lives: in the x–y plane with equal aspect, y down
/// as in SVG and UIKit, its control polygon light, ticks at equal arc
/// length, the Bézier parameter written at segment joins, and the samples
/// as dots when there are few.
struct PathPlot: Sendable {
  /// The path, in its own units (points).
  var path: BezierPath
  /// Sampled positions to mark (e.g. the `path` command's rows).
  var samples: [Point] = []
  /// Samples are drawn as dots when there are at most this many.
  static let dotLimit = 200
  /// The unit of both axes.
  var unit: String = "pt"
  /// A sampled trace (a polyline through samples, e.g. positions frame by
  /// frame) rather than a path: drawn without control polygon, arc-length
  /// ticks or segment joins, and named `trace` in the legend.
  var isTrace = false
}
