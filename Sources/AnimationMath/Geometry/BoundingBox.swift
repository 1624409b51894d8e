/// An axis-aligned rectangle given by its smallest and largest corner.
///
/// The bounding boxes of segments and paths are *tight*: they enclose the
/// drawn curve, not its control polygon, and touch the curve on every side.
public struct BoundingBox: Sendable, Hashable, CustomStringConvertible {
  /// The corner with the smallest x and y.
  public var minimum: Point
  /// The corner with the largest x and y.
  public var maximum: Point

  /// Creates the box with corners `minimum` and `maximum`.
  ///
  /// - Precondition: `minimum.x <= maximum.x` and `minimum.y <= maximum.y`.
  public init(minimum: Point, maximum: Point) {
    precondition(
      minimum.x <= maximum.x && minimum.y <= maximum.y,
      "BoundingBox: minimum must not exceed maximum")
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The smallest box containing `point` and `others`.
  public init(enclosing point: Point, _ others: Point...) {
    self.init(enclosing: point, others)
  }

  /// The smallest box containing `point` and every point of `others`.
  public init<S: Sequence<Point>>(enclosing point: Point, _ others: S) {
    var minimum = point
    var maximum = point
    for other in others {
      minimum.x = Swift.min(minimum.x, other.x)
      minimum.y = Swift.min(minimum.y, other.y)
      maximum.x = Swift.max(maximum.x, other.x)
      maximum.y = Swift.max(maximum.y, other.y)
    }
    self.minimum = minimum
    self.maximum = maximum
  }

  /// `maximum.x − minimum.x`.
  public var width: Double { maximum.x - minimum.x }
  /// `maximum.y − minimum.y`.
  public var height: Double { maximum.y - minimum.y }

  /// "[(x0, y0), (x1, y1)]".
  public var description: String { "[\(minimum), \(maximum)]" }

  /// Whether `point` lies inside or on the border.
  public func contains(_ point: Point) -> Bool {
    minimum.x <= point.x && point.x <= maximum.x && minimum.y <= point.y
      && point.y <= maximum.y
  }

  /// The smallest box containing both boxes.
  public func union(_ other: BoundingBox) -> BoundingBox {
    BoundingBox(enclosing: minimum, [maximum, other.minimum, other.maximum])
  }
}
