/// A point (or a displacement vector) in the plane.
///
/// Coordinates are in the caller's units (points, pixels…) and in the caller's
/// orientation: nothing here assumes y up or y down. Angles derived from points
/// (``CubicBezier/tangentAngle(at:)`` and friends) are `atan2(dy, dx)` in that
/// same frame, so in a y-down frame (UIKit, SVG) positive angles turn clockwise
/// on screen.
///
/// `Point` doubles as a 2-D vector: `+`, `-`, scaling, ``dot(_:)``,
/// ``cross(_:)`` and ``length``.
public struct Point: Sendable, Hashable, CustomStringConvertible {
  /// Horizontal coordinate.
  public var x: Double
  /// Vertical coordinate.
  public var y: Double

  /// Creates the point (x, y).
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// "(x, y)" with shortest round-trip doubles.
  public var description: String { "(\(x), \(y))" }

  /// Whether both coordinates are finite.
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// Componentwise sum.
  @inlinable
  public static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// Componentwise difference: the vector from `rhs` to `lhs`.
  @inlinable
  public static func - (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// The vector pointing the other way.
  @inlinable
  public static prefix func - (point: Point) -> Point {
    Point(x: -point.x, y: -point.y)
  }

  /// The vector scaled by `scalar`.
  @inlinable
  public static func * (scalar: Double, point: Point) -> Point {
    Point(x: scalar * point.x, y: scalar * point.y)
  }

  /// The vector scaled by `scalar`.
  @inlinable
  public static func * (point: Point, scalar: Double) -> Point {
    Point(x: point.x * scalar, y: point.y * scalar)
  }

  /// The vector divided by `scalar`.
  @inlinable
  public static func / (point: Point, scalar: Double) -> Point {
    Point(x: point.x / scalar, y: point.y / scalar)
  }

  /// Adds `rhs` in place.
  @inlinable
  public static func += (lhs: inout Point, rhs: Point) { lhs = lhs + rhs }

  /// Subtracts `rhs` in place.
  @inlinable
  public static func -= (lhs: inout Point, rhs: Point) { lhs = lhs - rhs }

  /// The dot product `x·x' + y·y'`.
  @inlinable
  public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

  /// The z component of the cross product, `x·y' − y·x'`
  /// (positive when `other` turns counter-clockwise from `self` in a y-up frame).
  @inlinable
  public func cross(_ other: Point) -> Double { x * other.y - y * other.x }

  /// `x² + y²`.
  @inlinable
  public var squaredLength: Double { x * x + y * y }

  /// The Euclidean length `√(x² + y²)`, without overflow or underflow for any
  /// finite coordinates.
  @inlinable
  public var length: Double { Libm.hypot(x, y) }

  /// The distance to `other`.
  @inlinable
  public func distance(to other: Point) -> Double { (other - self).length }

  /// The direction of the vector, `atan2(y, x)` in radians in [−π, π];
  /// 0 for the zero vector.
  @inlinable
  public var angle: Double { Libm.atan2(y, x) }

  /// The point a fraction `fraction` of the way from `self` to `other`:
  /// exactly `self` at 0 and exactly `other` at 1.
  @inlinable
  public func interpolated(to other: Point, by fraction: Double) -> Point {
    Point(
      x: Point.lerp(x, other.x, fraction),
      y: Point.lerp(y, other.y, fraction))
  }

  /// `a + (b − a)·t` in the form that is exact at both ends.
  @inlinable
  static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    t < 0.5 ? a + (b - a) * t : b - (b - a) * (1 - t)
  }
}
