/// What makes a pixel part of the tracked shape, and how much of it.
public enum CoverageKey: Sendable, Hashable {
  /// The shape is drawn in `color`; a pixel's coverage is its blend fraction
  /// between the background and `color`, in [0, 1]. A pixel farther than
  /// `tolerance` from that blend line (a fraction of ``PixelColor/fullDistance``,
  /// 0…1) is another colour and covers nothing.
  case color(PixelColor, tolerance: Double)
  /// A pixel's coverage is its alpha, 0…255 read as 0…1; the background is not used.
  case alpha

  /// The default colour tolerance, 0.15 of the full RGB distance: wide enough
  /// for the chroma shifts H.264 at CRF 18 (4:2:0) leaves at a shape's edges.
  public static let defaultTolerance = 0.15
}
