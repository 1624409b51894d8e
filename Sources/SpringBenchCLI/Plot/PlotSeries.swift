/// One named curve of a panel: paired x and y values, the jumps the core
/// knows, and how to draw the samples.
///
/// Non-finite y values (and, on a log axis, y ≤ 0) leave gaps. `x` must not
/// decrease (time or arc length), which the decimation relies on.
struct PlotSeries: Sendable {
  /// The legend name, e.g. `value` or `heart.position.x`.
  var name: String
  /// The horizontal coordinates (the figure's shared axis).
  var x: [Double]
  /// The vertical coordinates, in the panel's units.
  var y: [Double]
  /// Known discontinuities, drawn exactly (see ``PlotJump``).
  var jumps: [PlotJump] = []
  /// Draw every sample as a dot as well (for short series, e.g. `--times`);
  /// nil: only when there are at most ``PlotSeries/dotLimit`` samples.
  var showsSamples: Bool? = nil
  /// The palette entry (``PlotPalette/style(_:)``); nil: the series' index
  /// in its panel. A reference that lies on top of another curve takes a
  /// dashed entry (≥ 7) so that both stay visible.
  var styleIndex: Int? = nil

  /// Series with at most this many samples show them as dots by default.
  static let dotLimit = 40
}
