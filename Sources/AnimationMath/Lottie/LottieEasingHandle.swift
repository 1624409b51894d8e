/// One Bézier easing handle of a Lottie keyframe (`o` or `i`): the control
/// point's x (time share, in [0, 1]) and y (value share, unclamped) for each
/// dimension of the property.
///
/// A handle given as plain numbers has one element in each array and applies
/// to every dimension; a handle given as arrays holds one element per
/// dimension ("one element per dimension so you can have different easing
/// curves per dimension", lottie-spec `docs/specs/properties.md`). A
/// dimension beyond the arrays' length uses the first element.
public struct LottieEasingHandle: Sendable, Hashable {
  /// x of the control point per dimension: a share of the segment's duration, in [0, 1].
  public var x: [Double]
  /// y of the control point per dimension: a share of the segment's change (any finite number).
  public var y: [Double]

  /// Creates a handle from per-dimension coordinates (one element: every dimension).
  public init(x: [Double], y: [Double]) {
    self.x = x
    self.y = y
  }

  /// Creates a handle that applies to every dimension.
  public init(x: Double, y: Double) {
    self.init(x: [x], y: [y])
  }

  /// x for `dimension` (the first element where the array is shorter).
  public func x(dimension: Int) -> Double { dimension < x.count ? x[dimension] : x[0] }
  /// y for `dimension` (the first element where the array is shorter).
  public func y(dimension: Int) -> Double { dimension < y.count ? y[dimension] : y[0] }
}
