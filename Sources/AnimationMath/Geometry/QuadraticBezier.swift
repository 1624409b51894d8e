/// A quadratic Bézier segment
/// `B(t) = (1−t)²·P₀ + 2t(1−t)·P₁ + t²·P₂` for `t ∈ [0, 1]`.
public struct QuadraticBezier: Sendable, Hashable {
  /// P₀, the point at t = 0.
  public var start: Point
  /// P₁, the control point (not on the curve in general).
  public var control: Point
  /// P₂, the point at t = 1.
  public var end: Point

  /// Creates the segment with control polygon `start`, `control`, `end`.
  public init(start: Point, control: Point, end: Point) {
    self.start = start
    self.control = control
    self.end = end
  }

  /// The point at parameter `t` (Bernstein form: exactly ``start`` at 0
  /// and ``end`` at 1).
  public func point(at t: Double) -> Point {
    let s = 1 - t
    return (s * s) * start + (2 * s * t) * control + (t * t) * end
  }

  /// The first derivative `B′(t) = 2[(1−t)(P₁ − P₀) + t(P₂ − P₁)]`.
  public func derivative(at t: Double) -> Point {
    2 * ((1 - t) * (control - start) + t * (end - control))
  }

  /// The second derivative `B″ = 2(P₂ − 2P₁ + P₀)` (constant).
  public func secondDerivative(at t: Double) -> Point {
    2 * ((end - control) - (control - start))
  }

  /// The direction of travel at `t`, `atan2(B′_y, B′_x)` in radians in [−π, π].
  ///
  /// Where the speed vanishes (coincident control point at an end, or the
  /// turning point of a collinear back-tracking curve) the angle is the
  /// limit direction: along `B″` leaving the point, or arriving at `t = 1`.
  /// A curve that is a single point has angle 0.
  public func tangentAngle(at t: Double) -> Double {
    let scale = 2 * LimitTangent.largestStep(start, control, end)
    return LimitTangent.angle(
      first: derivative(at: t), second: secondDerivative(at: t), scale: scale, isEnd: t >= 1)
  }

  /// The tight axis-aligned bounding box: the end points plus the interior
  /// extrema of each coordinate.
  public var boundingBox: BoundingBox {
    var points = [end]
    for (d0, d1) in [
      (control.x - start.x, end.x - control.x), (control.y - start.y, end.y - control.y),
    ] {
      // x′(t) ∝ d0 + (d1 − d0)·t
      for t in PolynomialRoots.quadratic(0, d1 - d0, d0) { points.append(point(at: t)) }
    }
    return BoundingBox(enclosing: start, points)
  }

  /// The two halves `[0, t]` and `[t, 1]` by de Casteljau's construction,
  /// both reparametrised to [0, 1]; they share the split point exactly.
  public func split(at t: Double) -> (QuadraticBezier, QuadraticBezier) {
    let a = start.interpolated(to: control, by: t)
    let b = control.interpolated(to: end, by: t)
    let middle = a.interpolated(to: b, by: t)
    return (
      QuadraticBezier(start: start, control: a, end: middle),
      QuadraticBezier(start: middle, control: b, end: end)
    )
  }

  /// The same curve traversed from ``end`` to ``start``.
  public var reversed: QuadraticBezier {
    QuadraticBezier(start: end, control: control, end: start)
  }

  /// The arc length, to about 1e-14 relative (see ``ArcLengthTable``).
  public var length: Double { ArcLengthTable.length(of: .quadratic(self)) }
}

extension QuadraticBezier: MeasurableSegment {
  /// The signed curvature at `t`, with its limit at zero-speed points (see
  /// ``ParametricSegment/curvature(at:)``).
  public func curvature(at t: Double) -> Double {
    let scale = 2 * LimitTangent.largestStep(start, control, end)
    return LimitTangent.curvature(
      first: derivative(at: t), second: secondDerivative(at: t), third: .zero, scale: scale)
  }

  /// The same curve as a cubic Bézier (degree elevation, exact).
  public var cubicApproximation: CubicBezier { CubicBezier(self) }

  /// The segment as ``PathSegment/quadratic(_:)``.
  public var pathSegment: PathSegment { .quadratic(self) }

  /// `B′ = 2(P₁ − P₀) + 2(P₂ − 2P₁ + P₀)·t`.
  var powerFormDerivative: (a: Point, b: Point, c: Point) {
    let d0 = control - start
    let d1 = end - control
    return (.zero, 2 * (d1 - d0), 2 * d0)
  }

  /// `(|P₂ − P₀| + |P₁ − P₀| + |P₂ − P₁|)/2`, scaled.
  func gravesenEstimate(scale: Double) -> Double {
    let polygon =
      ArcLengthTable.scaledDistance(control, start, scale: scale)
      + ArcLengthTable.scaledDistance(end, control, scale: scale)
    return 0.5 * (ArcLengthTable.scaledDistance(end, start, scale: scale) + polygon)
  }
}
