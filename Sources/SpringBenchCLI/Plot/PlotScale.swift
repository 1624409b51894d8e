/// How a panel maps values to its vertical axis.
enum PlotScale: Sendable, Hashable {
  /// Equal distances for equal differences.
  case linear
  /// Equal distances for equal ratios; values ≤ 0 (an exact zero error)
  /// are drawn as gaps, never clamped to a floor.
  case logarithmic
}
