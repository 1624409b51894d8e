/// A horizontal band across a panel, e.g. a spring's settling band
/// [to − ε·travel, to + ε·travel], labelled in words ("ε = 0.001").
///
/// On a log axis a `lower` ≤ 0 reaches the bottom of the panel.
struct PlotBand: Sendable, Hashable {
  /// The band's lower edge, in the panel's units.
  var lower: Double
  /// The band's upper edge, in the panel's units.
  var upper: Double
  /// The label drawn beside the band and in the legend.
  var label: String
}
