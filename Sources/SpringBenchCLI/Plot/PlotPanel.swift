/// One small multiple: a quantity with its own vertical axis, label and
/// unit, over the figure's shared horizontal axis.
struct PlotPanel: Sendable {
  /// The quantity in words, e.g. `value` or `heart: position`.
  var label: String
  /// The unit, e.g. `s`, `pt`, `units/s`; nil for a pure number.
  var unit: String?
  /// Linear or logarithmic.
  var scale: PlotScale = .linear
  /// The curves, drawn in order and named in the panel's legend.
  var series: [PlotSeries]
  /// An optional band (e.g. settling), drawn under the curves.
  var band: PlotBand? = nil
  /// Labelled levels and moments (``PlotRule``), drawn under the curves.
  var rules: [PlotRule] = []

  /// `label (unit)`, or the label alone.
  var axisTitle: String { unit.map { "\(label) (\($0))" } ?? label }
}
