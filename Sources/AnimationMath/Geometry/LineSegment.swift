/// A straight segment from ``start`` to ``end``, parametrised linearly:
/// `B(t) = start + (end − start)·t` for `t ∈ [0, 1]`.
public struct LineSegment: Sendable, Hashable {
  /// The point at t = 0.
  public var start: Point
  /// The point at t = 1.
  public var end: Point

  /// Creates the segment from `start` to `end`.
  public init(start: Point, end: Point) {
    self.start = start
    self.end = end
  }

  /// The point at parameter `t` (exactly ``start`` at 0 and ``end`` at 1).
  public func point(at t: Double) -> Point {
    start.interpolated(to: end, by: t)
  }

  /// The derivative `B′(t) = end − start` (constant).
  public func derivative(at t: Double) -> Point { end - start }

  /// The direction of travel, `atan2(Δy, Δx)` in radians in [−π, π];
  /// 0 for a zero-length segment.
  public func tangentAngle(at t: Double) -> Double { (end - start).angle }

  /// The tight axis-aligned bounding box (the two end points).
  public var boundingBox: BoundingBox { BoundingBox(enclosing: start, end) }

  /// The two halves `[0, t]` and `[t, 1]`, both reparametrised to [0, 1];
  /// they share the split point exactly.
  public func split(at t: Double) -> (LineSegment, LineSegment) {
    let middle = point(at: t)
    return (LineSegment(start: start, end: middle), LineSegment(start: middle, end: end))
  }

  /// The same segment traversed from ``end`` to ``start``.
  public var reversed: LineSegment { LineSegment(start: end, end: start) }

  /// The length `|end − start|`, correctly rounded up to libm's `hypot`.
  public var length: Double { (end - start).length }
}

extension LineSegment: MeasurableSegment {
  /// The second derivative, zero.
  public func secondDerivative(at t: Double) -> Point { .zero }

  /// The curvature, 0 everywhere (also for a zero-length segment).
  public func curvature(at t: Double) -> Double { 0 }

  /// The same segment as a cubic Bézier (control points at the thirds).
  public var cubicApproximation: CubicBezier { CubicBezier(self) }

  /// The segment as ``PathSegment/line(_:)``.
  public var pathSegment: PathSegment { .line(self) }

  /// `B′ = P₁ − P₀` (constant).
  var powerFormDerivative: (a: Point, b: Point, c: Point) { (.zero, .zero, end - start) }

  /// The chord, which is the length.
  func gravesenEstimate(scale: Double) -> Double {
    ArcLengthTable.scaledDistance(end, start, scale: scale)
  }
}
