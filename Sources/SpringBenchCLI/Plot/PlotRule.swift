/// A labelled straight line across a panel that is not data: a level such as a scroll
/// bound (horizontal, at a value in the panel's units), or a moment such as a hand-off
/// to a spring (vertical, at a position on the shared horizontal axis).
///
/// Rules are drawn thin, dark grey and dashed under the curves, and named in the
/// panel's legend; the panel's ranges include them.
struct PlotRule: Sendable, Hashable {
  /// Which way the line runs.
  enum Orientation: Sendable, Hashable {
    /// At a value of the panel's vertical axis.
    case horizontal
    /// At a position on the shared horizontal axis.
    case vertical
  }

  /// Which way the line runs.
  var orientation: Orientation
  /// Where it runs: a value (horizontal) or an x position (vertical), in that axis' units.
  var position: Double
  /// The legend text, e.g. `upper bound 2000` or `hand-off at t = 0.52 s`.
  var label: String

  /// The rules' stroke colour.
  static let color = "#555555"
  /// Their dash patterns: horizontal levels dashed, vertical moments dotted, so the two
  /// kinds stay apart where they cross.
  static func dash(_ orientation: Orientation) -> String { orientation == .horizontal ? "5 3" : "2 2" }
}
