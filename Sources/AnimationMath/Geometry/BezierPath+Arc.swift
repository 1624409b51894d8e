/// How `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)` is read.
public enum ArcReading: String, Sendable, Hashable, CaseIterable {
  /// The exact circular arc (one ``PathSegment/arc(_:)``).
  case exact
  /// The cubic Béziers Core Graphics is publicly understood to store: the
  /// sweep cut into n = ⌈|Δθ|/(π/2)⌉ equal pieces of at most 90°, each a
  /// cubic with control points at distance (4/3)·tan(δ/4)·r along the end
  /// tangents (δ = Δθ/n). Apple does not document `CGPath`'s arc storage;
  /// this is an assumption, the construction of Riškus, "Approximation of a
  /// cubic Bézier curve by circular arcs and vice versa" (2006), and what
  /// `CGPathApply` is commonly observed to return.
  case coreGraphicsCubics
}

extension BezierPath {
  /// `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`: a move
  /// to the arc's start, then the arc, read as `reading` (see
  /// ``EllipticalArc/init(arcCenter:radius:startAngle:endAngle:clockwise:)``
  /// for the angle and direction rules; radians, y down on screen).
  ///
  /// - Precondition: radius finite and > 0, angles finite.
  public init(
    arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool,
    reading: ArcReading = .exact
  ) {
    self.init()
    addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
      reading: reading)
  }

  /// `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`:
  /// a line from the current point to the arc's start when there is one
  /// (else a move), then the arc read as `reading`.
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool,
    reading: ArcReading = .exact
  ) {
    let arc = EllipticalArc(
      arcCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    if currentPoint == nil { move(to: arc.start) } else if currentPoint != arc.start { addLine(to: arc.start) }
    switch reading {
    case .exact:
      addArc(arc)
    case .coreGraphicsCubics:
      let pieces = max(1, Int((abs(arc.sweep) / (Double.pi / 2)).rounded(.up)))
      let delta = arc.sweep / Double(pieces)
      let k = (4.0 / 3) * Libm.tan(delta / 4) * radius
      func at(_ theta: Double) -> Point {
        Point(x: center.x + radius * Libm.cos(theta), y: center.y + radius * Libm.sin(theta))
      }
      func tangent(_ theta: Double) -> Point { Point(x: -Libm.sin(theta), y: Libm.cos(theta)) }
      for i in 0..<pieces {
        let a = arc.startAngle + Double(i) * delta
        let b = i == pieces - 1 ? arc.startAngle + arc.sweep : a + delta
        let start = at(a)
        let end = at(b)
        addCurve(to: end, control1: start + k * tangent(a), control2: end - k * tangent(b))
      }
    }
  }
}
