/// A discontinuity of a series at a known position: the curve's left limit
/// `before` and its value `after` (the value taken at `x`, as CSS `steps()`
/// and model changes take the new value at their time).
///
/// The renderer draws the jump as a vertical break at exactly `x`, with an
/// open dot at `before` and a filled dot at `after`; the line never slants
/// across it, however coarse the samples.
struct PlotJump: Sendable, Hashable {
  /// Where the jump happens, in the horizontal axis' units.
  var x: Double
  /// The left limit, in the panel's units.
  var before: Double
  /// The value at and right after `x`, in the panel's units.
  var after: Double
}
