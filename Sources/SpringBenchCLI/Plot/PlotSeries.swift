/// One named curve of a panel: paired x and y values, the jumps the core
/// knows, and how to draw the samples.
///
/// Non-finite y values (and, on a log axis, y ≤ 0) leave gaps. The renderer
/// draws the samples in order of x (``sortedByX()``): a curve sampled at times
/// listed out of order is still one curve, not a scribble.
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

extension PlotSeries {
  /// The series with its samples in order of x (stable for equal x, so a jump
  /// sampled at one x twice keeps its order); itself when already in order.
  func sortedByX() -> PlotSeries {
    guard zip(x, x.dropFirst()).contains(where: { !($0 <= $1) && !$0.isNaN && !$1.isNaN }) else { return self }
    let order = x.indices.sorted { a, b in x[a] < x[b] || (x[a] == x[b] && a < b) }
    var sorted = self
    sorted.x = order.map { x[$0] }
    sorted.y = order.map { y[$0] }
    return sorted
  }
}
