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
  public var start: Point {
    switch self {
    case .line(let line): line.start
    case .quadratic(let quadratic): quadratic.start
    case .cubic(let cubic): cubic.start
    case .arc(let arc): arc.start
    }
  }

  /// The point at t = 1.
  public var end: Point {
    switch self {
    case .line(let line): line.end
    case .quadratic(let quadratic): quadratic.end
    case .cubic(let cubic): cubic.end
    case .arc(let arc): arc.end
    }
  }

  /// The point at parameter `t ∈ [0, 1]`.
  public func point(at t: Double) -> Point {
    switch self {
    case .line(let line): line.point(at: t)
    case .quadratic(let quadratic): quadratic.point(at: t)
    case .cubic(let cubic): cubic.point(at: t)
    case .arc(let arc): arc.point(at: t)
    }
  }

  /// The derivative `dB/dt` at `t`.
  public func derivative(at t: Double) -> Point {
    switch self {
    case .line(let line): line.derivative(at: t)
    case .quadratic(let quadratic): quadratic.derivative(at: t)
    case .cubic(let cubic): cubic.derivative(at: t)
    case .arc(let arc): arc.derivative(at: t)
    }
  }

  /// The tangent direction at `t` in radians (see
  /// ``CubicBezier/tangentAngle(at:)`` for zero-speed points).
  public func tangentAngle(at t: Double) -> Double {
    switch self {
    case .line(let line): line.tangentAngle(at: t)
    case .quadratic(let quadratic): quadratic.tangentAngle(at: t)
    case .cubic(let cubic): cubic.tangentAngle(at: t)
    case .arc(let arc): arc.tangentAngle(at: t)
    }
  }

  /// The tight axis-aligned bounding box.
  public var boundingBox: BoundingBox {
    switch self {
    case .line(let line): line.boundingBox
    case .quadratic(let quadratic): quadratic.boundingBox
    case .cubic(let cubic): cubic.boundingBox
    case .arc(let arc): arc.boundingBox
    }
  }

  /// The pieces `[0, t]` and `[t, 1]`, of the same kind.
  public func split(at t: Double) -> (PathSegment, PathSegment) {
    switch self {
    case .line(let line):
      let (a, b) = line.split(at: t)
      return (.line(a), .line(b))
    case .quadratic(let quadratic):
      let (a, b) = quadratic.split(at: t)
      return (.quadratic(a), .quadratic(b))
    case .cubic(let cubic):
      let (a, b) = cubic.split(at: t)
      return (.cubic(a), .cubic(b))
    case .arc(let arc):
      let (a, b) = arc.split(at: t)
      return (.arc(a), .arc(b))
    }
  }

  /// The same segment as a cubic Bézier (lines and quadratics elevated; an
  /// arc approximated by one cubic with the ends' tangents scaled by
  /// (4/3)·tan(Δθ/4), exact only in the limit of small sweeps).
  public var cubic: CubicBezier {
    switch self {
    case .line(let line): return CubicBezier(line)
    case .quadratic(let quadratic): return CubicBezier(quadratic)
    case .cubic(let cubic): return cubic
    case .arc(let arc):
      let k = arc.sweep == 0 ? 0 : (4.0 / 3) * Libm.tan(arc.sweep / 4) / arc.sweep
      return CubicBezier(
        start: arc.start, control1: arc.start + k * arc.derivative(at: 0),
        control2: arc.end - k * arc.derivative(at: 1), end: arc.end)
    }
  }

  /// The second derivative d²B/dt² at t.
  public func secondDerivative(at t: Double) -> Point {
    switch self {
    case .line: .zero
    case .quadratic(let quadratic): quadratic.secondDerivative(at: t)
    case .cubic(let cubic): cubic.secondDerivative(at: t)
    case .arc(let arc): arc.secondDerivative(at: t)
    }
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
  public func curvature(at t: Double) -> Double {
    let scale: Double
    var third = Point.zero
    switch self {
    case .line: return 0
    case .quadratic(let quadratic):
      scale = 2 * LimitTangent.largestStep(quadratic.start, quadratic.control, quadratic.end)
    case .cubic(let cubic):
      scale = 3 * LimitTangent.largestStep(cubic.start, cubic.control1, cubic.control2, cubic.end)
      third = cubic.thirdDerivative
    case .arc(let arc):
      // An arc's speed is zero only when a radius is zero: a point or a line.
      scale = abs(arc.sweep) * Swift.max(arc.radiusX, arc.radiusY)
    }
    let d = derivative(at: t)
    let dd = secondDerivative(at: t)
    let threshold = LimitTangent.zeroThreshold * scale
    if !LimitTangent.isNegligible(d, threshold) {
      let speed = Libm.hypot(d.x, d.y)
      let value = (d.x * dd.y - d.y * dd.x) / (speed * speed * speed)
      if !value.isNaN { return value }
    }
    // B″ × B‴ is of the order of scale², hence the threshold times scale.
    let cross = dd.x * third.y - dd.y * third.x
    if abs(cross) <= threshold * scale || cross.isNaN { return 0 }
    return cross > 0 ? .infinity : -.infinity
  }

  /// The arc length (see ``ArcLengthTable``).
  public var length: Double { ArcLengthTable.length(of: self) }
}
