/// One drawing element of a ``BezierPath``: a line, a quadratic or a cubic.
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

  /// The point at t = 0.
  public var start: Point {
    switch self {
    case .line(let line): line.start
    case .quadratic(let quadratic): quadratic.start
    case .cubic(let cubic): cubic.start
    }
  }

  /// The point at t = 1.
  public var end: Point {
    switch self {
    case .line(let line): line.end
    case .quadratic(let quadratic): quadratic.end
    case .cubic(let cubic): cubic.end
    }
  }

  /// The point at parameter `t ∈ [0, 1]`.
  public func point(at t: Double) -> Point {
    switch self {
    case .line(let line): line.point(at: t)
    case .quadratic(let quadratic): quadratic.point(at: t)
    case .cubic(let cubic): cubic.point(at: t)
    }
  }

  /// The derivative `dB/dt` at `t`.
  public func derivative(at t: Double) -> Point {
    switch self {
    case .line(let line): line.derivative(at: t)
    case .quadratic(let quadratic): quadratic.derivative(at: t)
    case .cubic(let cubic): cubic.derivative(at: t)
    }
  }

  /// The tangent direction at `t` in radians (see
  /// ``CubicBezier/tangentAngle(at:)`` for zero-speed points).
  public func tangentAngle(at t: Double) -> Double {
    switch self {
    case .line(let line): line.tangentAngle(at: t)
    case .quadratic(let quadratic): quadratic.tangentAngle(at: t)
    case .cubic(let cubic): cubic.tangentAngle(at: t)
    }
  }

  /// The tight axis-aligned bounding box.
  public var boundingBox: BoundingBox {
    switch self {
    case .line(let line): line.boundingBox
    case .quadratic(let quadratic): quadratic.boundingBox
    case .cubic(let cubic): cubic.boundingBox
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
    }
  }

  /// The same segment as a cubic Bézier (lines and quadratics elevated).
  public var cubic: CubicBezier {
    switch self {
    case .line(let line): CubicBezier(line)
    case .quadratic(let quadratic): CubicBezier(quadratic)
    case .cubic(let cubic): cubic
    }
  }

  /// The arc length (see ``ArcLengthTable``).
  public var length: Double { ArcLengthTable(self).length }
}
