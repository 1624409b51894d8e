/// Colour-blind-safe series styles: the Okabe–Ito palette (Okabe & Ito,
/// "Color Universal Design", 2008, https://jfly.uni-koeln.de/color/), without
/// its yellow (too light on white), and a dash pattern once the colours
/// would repeat, so no two series of a panel look alike.
enum PlotPalette {
  /// Blue, vermillion, bluish green, reddish purple, orange, sky blue, black.
  static let colors = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000"]
  /// Solid, then dashed, dotted and dash-dot (SVG `stroke-dasharray`).
  static let dashes = ["", "6 3", "1.5 2.5", "8 3 1.5 3", "12 4"]

  /// The style of the `index`-th series of a panel.
  static func style(_ index: Int) -> (color: String, dash: String) {
    (colors[index % colors.count], dashes[(index / colors.count) % dashes.count])
  }

  /// The band's fill.
  static let band = "#009E73"
}
