/// One drawing element of a ``BezierPath``: a line, a quadratic, a cubic or
/// an elliptical arc.
///
/// A close-subpath element appears here as the ``line(_:)`` back to the
/// subpath's start; move-to elements are not segments (they are jumps).
public enum PathSegment: Sendable, Hashable {
  /// A straight line.
  case line(LineSegment)
  /// A quadratic Bézier.
  case quadratic(QuadraticBezier)
  /// A cubic Bézier.
  case cubic(CubicBezier)
  /// An arc of an ellipse (SVG `A`, `UIBezierPath(arcCenter:…)`).
  case arc(EllipticalArc)

  /// The point at t = 0.
  public var start: Point { apply(SegmentOperations.Start()) }

  /// The point at t = 1.
  public var end: Point { apply(SegmentOperations.End()) }

  /// The point at parameter `t ∈ [0, 1]`.
  public func point(at t: Double) -> Point { apply(SegmentOperations.PointAt(t: t)) }

  /// The derivative `dB/dt` at `t`.
  public func derivative(at t: Double) -> Point { apply(SegmentOperations.Derivative(t: t)) }

  /// The tangent direction at `t` in radians (see
  /// ``CubicBezier/tangentAngle(at:)`` for zero-speed points).
  public func tangentAngle(at t: Double) -> Double { apply(SegmentOperations.TangentAngle(t: t)) }

  /// The tight axis-aligned bounding box.
  public var boundingBox: BoundingBox { apply(SegmentOperations.Bounds()) }

  /// The pieces `[0, t]` and `[t, 1]`, of the same kind.
  public func split(at t: Double) -> (PathSegment, PathSegment) {
    apply(SegmentOperations.Split(t: t))
  }

  /// The same segment as a cubic Bézier (lines and quadratics elevated; an
  /// arc approximated by one cubic with the ends' tangents scaled by
  /// (4/3)·tan(Δθ/4), exact only in the limit of small sweeps).
  public var cubic: CubicBezier { apply(SegmentOperations.Cubic()) }

  /// The second derivative d²B/dt² at t.
  public func secondDerivative(at t: Double) -> Point {
    apply(SegmentOperations.SecondDerivative(t: t))
  }

  /// The signed curvature κ = (x′y″ − y′x″)/|B′|³ at t, in 1/length units:
  /// positive where the curve turns toward +y from +x (counter-clockwise in
  /// y-up axes, clockwise on a y-down screen); 0 on a line, including a
  /// zero-length one.
  ///
  /// At a zero-speed point (a cusp, coincident control points) the value is
  /// the limit as u → t, taken as ``tangentAngle(at:)`` takes its limit (see
  /// ``LimitTangent``): with `B′(t + h) = B″h + B‴h²/2` the numerator is
  /// `(B″ × B‴)·h²/2` and the denominator `|B″|³·|h|³`, so the limit is
  /// `±∞` with the sign of `B″ × B‴` from either side (a true cusp), and 0
  /// when that cross product vanishes (the curve retraces a straight line,
  /// or the whole segment is one point).
  public func curvature(at t: Double) -> Double { apply(SegmentOperations.Curvature(t: t)) }

  /// The arc length (see ``ArcLengthTable``).
  public var length: Double { ArcLengthTable.length(of: self) }
}
