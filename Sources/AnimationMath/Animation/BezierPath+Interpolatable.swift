/// Paths interpolate point by point, as `CAShapeLayer` animates `path`
/// between paths with the same elements (seeds 000 and 003): the two paths
/// must have the same element kinds in the same order; every point (move and
/// line end points, control points) is interpolated on its own.
///
/// The components are the points in element order, `p0.x, p0.y, p1.x, …`
/// (a close element has no point). Distances (for paced keyframes) are the
/// Euclidean distance over all coordinates.
extension BezierPath: Interpolatable {
  /// Whether `other` has the same element kinds in the same order.
  public func isCompatible(with other: BezierPath) -> Bool {
    guard elements.count == other.elements.count else { return false }
    return zip(elements, other.elements).allSatisfy { Self.kind($0) == Self.kind($1) }
  }

  /// Point-wise `self + (other − self)·fraction`.
  public func interpolated(to other: BezierPath, by fraction: Double) -> BezierPath {
    precondition(isCompatible(with: other), "paths with different elements cannot be interpolated")
    return Self.combine(self, other) { $0.interpolated(to: $1, by: fraction) }
  }

  /// Point-wise `self + factor·other`.
  public func adding(_ other: BezierPath, scaledBy factor: Double) -> BezierPath {
    precondition(isCompatible(with: other), "paths with different elements cannot be added")
    return Self.combine(self, other) { $0.adding($1, scaledBy: factor) }
  }

  /// Point-wise `factor·self`.
  public func scaled(by factor: Double) -> BezierPath {
    Self.combine(self, self) { a, _ in a.scaled(by: factor) }
  }

  /// Euclidean distance over all coordinates.
  public func distance(to other: BezierPath) -> Double {
    precondition(isCompatible(with: other), "paths with different elements have no distance")
    let a = componentValues
    let b = other.componentValues
    return zip(a, b).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
  }

  /// `p0.x, p0.y, p1.x, …` over the points in element order.
  public var componentNames: [String] {
    (0..<points.count).flatMap { ["p\($0).x", "p\($0).y"] }
  }

  /// The coordinates of ``points``, x then y.
  public var componentValues: [Double] { points.flatMap { [$0.x, $0.y] } }

  /// Every point of every element, in order: move and line end points,
  /// quadratic (control, end), cubic (control 1, control 2, end); an arc as
  /// (center, (rx, ry), (rotation, start angle), (sweep, 0)).
  public var points: [Point] {
    elements.flatMap { element -> [Point] in
      switch element {
      case .move(let p), .line(let p): return [p]
      case .quadratic(let c, let p): return [c, p]
      case .cubic(let c1, let c2, let p): return [c1, c2, p]
      case .arc(let arc): return Self.arcPoints(arc)
      case .close: return []
      }
    }
  }

  /// 0 move, 1 line, 2 quadratic, 3 cubic, 4 close.
  private static func kind(_ element: Element) -> Int {
    switch element {
    case .move: return 0
    case .line: return 1
    case .quadratic: return 2
    case .cubic: return 3
    case .close: return 4
    case .arc: return 5
    }
  }

  /// An arc's interpolated components as four points: center, (rx, ry),
  /// (rotation, start angle), (sweep, 0). Its start and end follow from them.
  static func arcPoints(_ arc: EllipticalArc) -> [Point] {
    [
      arc.center, Point(x: arc.radiusX, y: arc.radiusY), Point(x: arc.rotation, y: arc.startAngle),
      Point(x: arc.sweep, y: 0),
    ]
  }

  /// A path with `a`'s structure whose points are `f(a point, b point)`.
  private static func combine(_ a: BezierPath, _ b: BezierPath, _ f: (Point, Point) -> Point) -> BezierPath {
    BezierPath(
      zip(a.elements, b.elements).map { pair -> Element in
        switch pair {
        case (.move(let p), .move(let q)): return .move(to: f(p, q))
        case (.line(let p), .line(let q)): return .line(to: f(p, q))
        case (.quadratic(let c, let p), .quadratic(let d, let q)): return .quadratic(control: f(c, d), to: f(p, q))
        case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
          return .cubic(control1: f(c1, d1), control2: f(c2, d2), to: f(p, q))
        case (.arc(let p), .arc(let q)):
          let (u, v) = (arcPoints(p), arcPoints(q))
          let w = (0..<4).map { f(u[$0], v[$0]) }
          // Radii combine component-wise; a combination can only shrink them
          // to 0 or below by extrapolation, where the nearest valid arc
          // (|r|, at least the least positive double) is drawn.
          return .arc(
            EllipticalArc(
              center: w[0], radiusX: max(abs(w[1].x), .leastNonzeroMagnitude),
              radiusY: max(abs(w[1].y), .leastNonzeroMagnitude), rotation: w[2].x, startAngle: w[2].y,
              sweep: w[3].x))
        default: return .close
        }
      })
  }
}
