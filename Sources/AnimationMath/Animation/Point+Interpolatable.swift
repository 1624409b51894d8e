/// Points interpolate x and y independently (``Point/interpolated(to:by:)``).
extension Point: Interpolatable {
  /// Component-wise `self + factor·other`.
  public func adding(_ other: Point, scaledBy factor: Double) -> Point {
    Point(x: x + factor * other.x, y: y + factor * other.y)
  }

  /// Component-wise `factor·self`.
  public func scaled(by factor: Double) -> Point { Point(x: factor * x, y: factor * y) }

  /// `x`, `y`.
  public var componentNames: [String] { ["x", "y"] }

  /// `[x, y]`.
  public var componentValues: [Double] { [x, y] }
}
