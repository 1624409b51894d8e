/// A drawing segment `B(t)` parametrised over `t ∈ [0, 1]`, from ``start``
/// at t = 0 to ``end`` at t = 1: what every kind of ``PathSegment``
/// provides.
///
/// ``LineSegment``, ``QuadraticBezier``, ``CubicBezier`` and
/// ``EllipticalArc`` conform. ``PathSegment`` stores one of them as a value
/// and hands each call to the stored kind.
public protocol ParametricSegment: Sendable, Hashable {
  /// The point at t = 0.
  var start: Point { get }
  /// The point at t = 1.
  var end: Point { get }
  /// The point at parameter `t ∈ [0, 1]` (exactly ``start`` at 0 and
  /// ``end`` at 1).
  func point(at t: Double) -> Point
  /// The derivative `dB/dt` at `t`, in length units per unit of t.
  func derivative(at t: Double) -> Point
  /// The second derivative `d²B/dt²` at `t` (zero for a line).
  func secondDerivative(at t: Double) -> Point
  /// The direction of travel at `t` in radians in [−π, π]; at a point where
  /// the speed vanishes, the one-sided limit direction (see
  /// ``CubicBezier/tangentAngle(at:)``).
  func tangentAngle(at t: Double) -> Double
  /// The signed curvature κ = (x′y″ − y′x″)/|B′|³ at `t`, in 1/length
  /// units, positive where the curve turns from +x toward +y; 0 on a line,
  /// and the one-sided limit (±∞ at a cusp, 0 where the curve retraces a
  /// straight line or is a single point) where the speed vanishes (see
  /// ``PathSegment/curvature(at:)``).
  func curvature(at t: Double) -> Double
  /// The tight axis-aligned bounding box.
  var boundingBox: BoundingBox { get }
  /// The pieces `[0, t]` and `[t, 1]`, each reparametrised to [0, 1], of
  /// the same kind; they share the split point exactly.
  func split(at t: Double) -> (Self, Self)
  /// The segment as one cubic Bézier: exact for lines, quadratics (degree
  /// elevation) and cubics; see ``PathSegment/cubic`` for arcs.
  var cubicApproximation: CubicBezier { get }
  /// The segment stored as a ``PathSegment``.
  var pathSegment: PathSegment { get }
}

/// What the arc-length quadrature asks of each kind of segment.
protocol MeasurableSegment: ParametricSegment {
  /// `B′(t) = a·t² + b·t + c` in power form (all zero for a kind whose
  /// derivative is not a polynomial; such a kind is measured exactly).
  var powerFormDerivative: (a: Point, b: Point, c: Point) { get }
  /// Gravesen's estimate of the length, `(chord + control-polygon
  /// length)/2`, divided by `scale` (a power of two; see
  /// ``ArcLengthTable/scaledDistance(_:_:scale:)``).
  func gravesenEstimate(scale: Double) -> Double
}
