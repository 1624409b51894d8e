import AnimationMath

/// A figure a person can read: small multiples sharing one horizontal axis
/// (time, with its unit), and optionally a path drawn in its own plane.
///
/// Build one from columns and metadata, then render it with
/// ``SVGFigureRenderer``:
/// ```swift
/// var figure = PlotFigure(title: "spring: UIKit duration 0.5 s, damping ratio 0.6", xLabel: "t", xUnit: "s")
/// figure.panels.append(PlotPanel(label: "value", unit: nil, series: [PlotSeries(name: "value", x: t, y: x)],
///                                band: PlotBand(lower: 0.999, upper: 1.001, label: "ε = 0.001")))
/// let svg = SVGFigureRenderer().render(figure)
/// ```
/// ``PlotFigure/spring(title:time:value:velocity:rest:bandHalfWidth:epsilonLabel:references:)``,
/// ``PlotFigure/easing(title:progress:value:slope:function:extra:)``,
/// ``PlotFigure/path(title:path:samples:)`` and ``PlotFigure/scene(_:times:)``
/// build the standard layouts.
struct PlotFigure: Sendable {
  /// The title, saying the parametrisation in words (wrapped to the width).
  var title: String
  /// The shared horizontal axis' quantity, e.g. `t` or `progress`.
  var xLabel: String
  /// Its unit (`s`), nil for a pure number (progress).
  var xUnit: String?
  /// The small multiples, top to bottom.
  var panels: [PlotPanel] = []
  /// A path drawn in the x–y plane above the panels.
  var path: PathPlot? = nil
  /// Sentences printed under the title, each wrapped to the width: what the curves alone
  /// do not say (e.g. which curves coincide and within what tolerance).
  var notes: [String] = []
  /// The canvas width in CSS pixels.
  var width: Double = 760

  /// Creates an empty figure.
  init(title: String, xLabel: String, xUnit: String?, panels: [PlotPanel] = [], path: PathPlot? = nil) {
    self.title = title
    self.xLabel = xLabel
    self.xUnit = xUnit
    self.panels = panels
    self.path = path
  }

  /// `xLabel (xUnit)`.
  var xAxisTitle: String { xUnit.map { "\(xLabel) (\($0))" } ?? xLabel }
}
