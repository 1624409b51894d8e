/// A cubic Bézier segment
/// `B(t) = (1−t)³·P₀ + 3t(1−t)²·P₁ + 3t²(1−t)·P₂ + t³·P₃` for `t ∈ [0, 1]`.
///
/// The geometric counterpart of a `UIBezierPath`/`CGPath` curve element and
/// of the SVG `C` command. Evaluation uses the Bernstein form, exact at both
/// ends; ``split(at:)`` uses de Casteljau's construction.
public struct CubicBezier: Sendable, Hashable {
  /// P₀, the point at t = 0.
  public var start: Point
  /// P₁, the control point that sets the direction leaving ``start``.
  public var control1: Point
  /// P₂, the control point that sets the direction arriving at ``end``.
  public var control2: Point
  /// P₃, the point at t = 1.
  public var end: Point

  /// Creates the segment with control polygon `start`, `control1`,
  /// `control2`, `end`.
  public init(start: Point, control1: Point, control2: Point, end: Point) {
    self.start = start
    self.control1 = control1
    self.control2 = control2
    self.end = end
  }

  /// The same curve as a cubic (degree elevation, exact up to rounding of
  /// the new control points `P₀ + ⅔(P₁ − P₀)` and `P₂ + ⅔(P₁ − P₂)`); the
  /// parametrisation is unchanged.
  public init(_ quadratic: QuadraticBezier) {
    self.init(
      start: quadratic.start,
      control1: quadratic.start + (2.0 / 3.0) * (quadratic.control - quadratic.start),
      control2: quadratic.end + (2.0 / 3.0) * (quadratic.control - quadratic.end),
      end: quadratic.end)
  }

  /// The same segment as a cubic whose control points divide it in thirds
  /// (so the parametrisation stays linear).
  public init(_ line: LineSegment) {
    self.init(
      start: line.start,
      control1: line.point(at: 1.0 / 3.0),
      control2: line.point(at: 2.0 / 3.0),
      end: line.end)
  }

  /// The four control points P₀…P₃.
  public var controlPoints: [Point] { [start, control1, control2, end] }

  /// The point at parameter `t` (exactly ``start`` at 0 and ``end`` at 1).
  public func point(at t: Double) -> Point {
    let s = 1 - t
    let s2 = s * s
    let t2 = t * t
    return (s2 * s) * start + (3 * s2 * t) * control1 + (3 * s * t2) * control2
      + (t2 * t) * end
  }

  /// The first derivative (hodograph)
  /// `B′(t) = 3[(1−t)²(P₁ − P₀) + 2t(1−t)(P₂ − P₁) + t²(P₃ − P₂)]`.
  public func derivative(at t: Double) -> Point {
    let s = 1 - t
    return 3
      * ((s * s) * (control1 - start) + (2 * s * t) * (control2 - control1)
        + (t * t) * (end - control2))
  }

  /// The second derivative `B″(t) = 6[(1−t)(P₂ − 2P₁ + P₀) + t(P₃ − 2P₂ + P₁)]`.
  public func secondDerivative(at t: Double) -> Point {
    let first = (control2 - control1) - (control1 - start)
    let second = (end - control2) - (control2 - control1)
    return 6 * ((1 - t) * first + t * second)
  }

  /// The third derivative `B‴ = 6(P₃ − 3P₂ + 3P₁ − P₀)` (constant).
  public var thirdDerivative: Point {
    let first = (control2 - control1) - (control1 - start)
    let second = (end - control2) - (control2 - control1)
    return 6 * (second - first)
  }

  /// The direction of travel at `t`, `atan2(B′_y, B′_x)` in radians in
  /// [−π, π], as `rotationMode = auto` uses it.
  ///
  /// Where the speed vanishes (a cusp, `P₁ = P₀`, `P₂ = P₃`, …) the angle is
  /// the limit direction: `±B″(t)`, or `B‴` when `B″(t)` vanishes too —
  /// leaving the point for t < 1 and arriving at t = 1 (so a cusp reports
  /// the direction after the cusp). A curve that is a single point has
  /// angle 0.
  public func tangentAngle(at t: Double) -> Double {
    let scale = 3 * LimitTangent.largestStep(start, control1, control2, end)
    return LimitTangent.angle(
      first: derivative(at: t), second: secondDerivative(at: t), third: thirdDerivative,
      scale: scale, isEnd: t >= 1)
  }

  /// The tight axis-aligned bounding box: the end points plus the interior
  /// extrema of each coordinate (roots of the quadratic `x′(t)`, `y′(t)`).
  public var boundingBox: BoundingBox {
    var points = [end]
    let coordinates: [(Double, Double, Double, Double)] = [
      (start.x, control1.x, control2.x, end.x), (start.y, control1.y, control2.y, end.y),
    ]
    for (p0, p1, p2, p3) in coordinates {
      // x′(t)/3 = d0(1−t)² + 2d1·t(1−t) + d2·t² = (d0 − 2d1 + d2)t² + 2(d1 − d0)t + d0
      let (d0, d1, d2) = (p1 - p0, p2 - p1, p3 - p2)
      for t in PolynomialRoots.quadratic(d0 - 2 * d1 + d2, 2 * (d1 - d0), d0) {
        points.append(point(at: t))
      }
    }
    return BoundingBox(enclosing: start, points)
  }

  /// The two pieces `[0, t]` and `[t, 1]` by de Casteljau's construction,
  /// both reparametrised to [0, 1]; they share the split point exactly.
  public func split(at t: Double) -> (CubicBezier, CubicBezier) {
    let a = start.interpolated(to: control1, by: t)
    let b = control1.interpolated(to: control2, by: t)
    let c = control2.interpolated(to: end, by: t)
    let ab = a.interpolated(to: b, by: t)
    let bc = b.interpolated(to: c, by: t)
    let middle = ab.interpolated(to: bc, by: t)
    return (
      CubicBezier(start: start, control1: a, control2: ab, end: middle),
      CubicBezier(start: middle, control1: bc, control2: c, end: end)
    )
  }

  /// The piece between parameters `from` and `to` (0 ≤ from ≤ to ≤ 1),
  /// reparametrised to [0, 1].
  public func subcurve(from: Double, to: Double) -> CubicBezier {
    if to <= from {
      let p = point(at: from)
      return CubicBezier(start: p, control1: p, control2: p, end: p)
    }
    let right = from > 0 ? split(at: from).1 : self
    let local = (to - from) / (1 - from)
    return local < 1 ? right.split(at: local).0 : right
  }

  /// The same curve traversed from ``end`` to ``start``.
  public var reversed: CubicBezier {
    CubicBezier(start: end, control1: control2, control2: control1, end: start)
  }

  /// The arc length, to about 1e-14 relative (see ``ArcLengthTable``).
  public var length: Double { ArcLengthTable.length(of: .cubic(self)) }
}

extension CubicBezier: MeasurableSegment {
  /// The signed curvature at `t`, with its limit at zero-speed points (see
  /// ``ParametricSegment/curvature(at:)``).
  public func curvature(at t: Double) -> Double {
    let scale = 3 * LimitTangent.largestStep(start, control1, control2, end)
    return LimitTangent.curvature(
      first: derivative(at: t), second: secondDerivative(at: t), third: thirdDerivative,
      scale: scale)
  }

  /// The curve itself.
  public var cubicApproximation: CubicBezier { self }

  /// The segment as ``PathSegment/cubic(_:)``.
  public var pathSegment: PathSegment { .cubic(self) }

  /// `B′ = 3D₀ + 6(D₁ − D₀)·t + 3(D₂ − 2D₁ + D₀)·t²`, `Dᵢ = Pᵢ₊₁ − Pᵢ`.
  var powerFormDerivative: (a: Point, b: Point, c: Point) {
    let d0 = control1 - start
    let d1 = control2 - control1
    let d2 = end - control2
    return (3 * ((d2 - d1) - (d1 - d0)), 6 * (d1 - d0), 3 * d0)
  }

  /// `(|P₃ − P₀| + |P₁ − P₀| + |P₂ − P₁| + |P₃ − P₂|)/2`, scaled.
  func gravesenEstimate(scale: Double) -> Double {
    let polygon =
      ArcLengthTable.scaledDistance(control1, start, scale: scale)
      + ArcLengthTable.scaledDistance(control2, control1, scale: scale)
      + ArcLengthTable.scaledDistance(end, control2, scale: scale)
    return 0.5 * (ArcLengthTable.scaledDistance(end, start, scale: scale) + polygon)
  }
}
