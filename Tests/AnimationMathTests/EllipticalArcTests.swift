import AnimationMath
import Foundation
import TestSupport
import Testing

/// The mpmath table has 30 digits; the core's Carlson integrals and the
/// Legendre difference are good to a few ulps of the larger E value.
private let tableTolerance = 1e-13
/// Closed-form geometry (circle lengths, SVG centers) to a few ulps.
private let geometryTolerance = 1e-13

private let table = try! ReferenceTable(named: "elliptic_arc_reference.csv", besideTestFile: #filePath)

@Suite("EllipticalArc: SVG arcs, exact length, sampling, bounds, curvature")
struct EllipticalArcTests {
  @Test("lengths and half-lengths match the mpmath table")
  func mpmathTable() {
    #expect(table.rows.count == 206)
    var worst = 0.0
    for row in table.rows {
      let arc = EllipticalArc(
        center: .zero, radiusX: table.value("rx", in: row), radiusY: table.value("ry", in: row),
        startAngle: table.value("start", in: row), sweep: table.value("sweep", in: row))
      let length = table.value("length", in: row)
      let half = table.value("half", in: row)
      worst = max(worst, abs(arc.length - length) / length, abs(arc.arcLength(at: 0.5) - half) / half)
      expectClose(arc.length, length, relative: tableTolerance, "row \(row)")
      expectClose(arc.arcLength(at: 0.5), half, relative: tableTolerance, "row \(row) half")
    }
    print("EllipticalArc vs mpmath: \(table.rows.count) arcs, worst relative \(worst)")
  }

  struct SVGCase: Sendable, CustomStringConvertible {
    let data: String
    let center: Point
    let radius: Double
    let length: Double
    var description: String { data }
  }

  /// Arcs of circles whose center and length follow from elementary geometry:
  /// chord 2 between (0, 0) and (2, 0) on a circle of radius 2 has its center
  /// at (1, ±√3) and subtends π/3 (small arc) or 5π/3 (large arc).
  static let svgCases: [SVGCase] = [
    .init(data: "M 0 0 A 1 1 0 0 1 2 0", center: Point(x: 1, y: 0), radius: 1, length: Double.pi),
    // Sweep-flag 1 runs toward increasing angle (clockwise on a y-down
    // screen): the small arc over the top has its center below, at +√3.
    .init(
      data: "M 0 0 A 2 2 0 0 1 2 0", center: Point(x: 1, y: 3.0.squareRoot()), radius: 2, length: 2 * Double.pi / 3),
    .init(
      data: "M 0 0 A 2 2 0 1 1 2 0", center: Point(x: 1, y: -3.0.squareRoot()), radius: 2, length: 10 * Double.pi / 3),
    .init(
      data: "M 0 0 A 2 2 0 0 0 2 0", center: Point(x: 1, y: -3.0.squareRoot()), radius: 2, length: 2 * Double.pi / 3),
    .init(
      data: "M 0 0 A 2 2 0 1 0 2 0", center: Point(x: 1, y: 3.0.squareRoot()), radius: 2, length: 10 * Double.pi / 3),
    // Radius correction: 0.5 is too small for chord 4, scaled to 2 (a half circle).
    .init(data: "M 0 0 A 0.5 0.5 0 0 1 4 0", center: Point(x: 2, y: 0), radius: 2, length: 2 * Double.pi),
    // Negative radii are taken absolute; relative form; flags run together.
    .init(data: "M 0 0 a -1 -1 0 01 2 0", center: Point(x: 1, y: 0), radius: 1, length: Double.pi),
    .init(data: "M0 0a1 1 0 102 0", center: Point(x: 1, y: 0), radius: 1, length: Double.pi),
  ]

  @Test("SVG A: endpoint to center, flags, radius correction", arguments: svgCases)
  func svgArc(_ c: SVGCase) throws {
    let path = try BezierPath(svgPathData: c.data)
    #expect(path.segments.count == 1)
    guard case .arc(let arc)? = path.segments.first else {
      Issue.record("\(c.data): not an arc")
      return
    }
    expectClose(arc.center.x, c.center.x, absolute: geometryTolerance, "center x")
    expectClose(arc.center.y, c.center.y, absolute: geometryTolerance, "center y")
    expectClose(arc.radiusX, c.radius, relative: geometryTolerance)
    expectClose(arc.radiusY, c.radius, relative: geometryTolerance)
    expectClose(path.length, c.length, relative: geometryTolerance)
    #expect(arc.start == Point(x: 0, y: 0))  // stored exactly
    // The midpoint lies on the circle.
    let mid = arc.point(at: 0.5)
    expectClose(hypot(mid.x - c.center.x, mid.y - c.center.y), c.radius, relative: geometryTolerance)
  }

  @Test("SVG A: zero radius is a line, coincident ends omit the arc, bad flags are errors")
  func svgRules() throws {
    let line = try BezierPath(svgPathData: "M 0 0 A 0 5 0 0 1 3 4")
    #expect(line.segments == [.line(LineSegment(start: .zero, end: Point(x: 3, y: 4)))])
    let none = try BezierPath(svgPathData: "M 1 1 A 5 5 0 0 1 1 1 L 2 2")
    #expect(none.segments.count == 1)
    do {
      _ = try BezierPath(svgPathData: "M 0 0 A 1 1 0 2 1 2 0")
      Issue.record("flag 2 accepted")
    } catch {
      #expect(error.offset == 14)
      #expect(error.message.contains("expected a flag (0 or 1)"))
    }
    // A rotated ellipse: the end point is reached exactly and the midpoint
    // satisfies the rotated ellipse's equation.
    let path = try BezierPath(svgPathData: "M 10 20 A 30 10 30 1 0 50 25")
    guard case .arc(let arc)? = path.segments.first else {
      Issue.record("no arc")
      return
    }
    #expect(arc.end == Point(x: 50, y: 25))
    let p = arc.point(at: 0.37) - arc.center
    let c = cos(30 * Double.pi / 180)
    let s = sin(30 * Double.pi / 180)
    let u = (c * p.x + s * p.y) / arc.radiusX
    let v = (-s * p.x + c * p.y) / arc.radiusY
    expectClose(u * u + v * v, 1, absolute: geometryTolerance)
  }

  @Test("constant-speed sampling across line, quadratic, cubic and arcs, incl. ratio 1e-6 and a full circle")
  func mixedPathSampling() throws {
    var path = try BezierPath(svgPathData: "M 0 0 L 10 0 Q 15 0 15 5 C 15 10 10 15 5 15 A 5 5 0 0 1 0 10")
    // A near-degenerate ellipse (ratio 1e-6) through its flat ends, then a full circle.
    path.addArc(
      EllipticalArc(center: Point(x: -10, y: 10), radiusX: 10, radiusY: 1e-5, startAngle: 0, sweep: Double.pi))
    path.addArc(
      EllipticalArc(arcCenter: Point(x: -30, y: 10), radius: 3, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
    )
    let measure = PathMeasure(path)
    let total = measure.length
    var checked = 0
    var worst = 0.0
    for k in 0...2000 {
      let s = total * Double(k) / 2000
      let sample = try measure.sample(atArcLength: s)
      // The inverse: the arc length at the sample's (segment, t) is s.
      let back = measure.arcLength(segment: sample.segment, parameter: sample.parameter)
      worst = max(worst, abs(back - s))
      expectClose(back, s, absolute: 1e-11 * total, "s = \(s)")
      checked += 1
    }
    #expect(checked == 2001)
    // On the full circle the position at length s is closed-form.
    let circleStart = total - 6 * Double.pi
    for k in 1..<40 {
      let along = 6 * Double.pi * Double(k) / 40
      let sample = try measure.sample(atArcLength: circleStart + along)
      let angle = along / 3
      expectClose(sample.position.x, -30 + 3 * cos(angle), absolute: 1e-11, "circle x at \(along)")
      expectClose(sample.position.y, 10 + 3 * sin(angle), absolute: 1e-11, "circle y at \(along)")
    }
    print("mixed path: length \(total), worst |s(t(s)) − s| \(worst) over \(checked)")
  }

  @Test("UIBezierPath(arcCenter:…): exact circle vs the ≤ 90° cubic reading")
  func uiBezierPathReadings() throws {
    let exact = BezierPath(
      arcCenter: Point(x: 5, y: 5), radius: 2, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
    let cubic = BezierPath(
      arcCenter: Point(x: 5, y: 5), radius: 2, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true,
      reading: .coreGraphicsCubics)
    #expect(cubic.segments.count == 4)
    expectClose(exact.length, 4 * Double.pi, relative: geometryTolerance)
    // The 4/3·tan(θ/4) quarter cubic bulges outward (radius error up to
    // 2.7e-4·r), so it is longer than the arc, by less than that bound.
    let excess = cubic.length / exact.length - 1
    #expect(excess > 0 && excess < 2.7e-4)
    // Seed 000's ring (LikeScene: side 50, radii 50/6 and 50·√2/2).
    for r in [50.0 / 6, 50 * 2.0.squareRoot() / 2] {
      let ringExact = BezierPath(
        arcCenter: Point(x: 25, y: 25), radius: r, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
      let ringCubic = BezierPath(
        arcCenter: Point(x: 25, y: 25), radius: r, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true,
        reading: .coreGraphicsCubics)
      print(
        "seed 000 ring r = \(r): exact \(ringExact.length), cubic \(ringCubic.length), difference \(ringCubic.length - ringExact.length)"
      )
    }
    // Counter-clockwise quarter: sweep −3π/2 from 0 to π/2.
    let ccw = EllipticalArc(arcCenter: .zero, radius: 1, startAngle: 0, endAngle: Double.pi / 2, clockwise: false)
    expectClose(ccw.sweep, -1.5 * Double.pi, relative: 1e-15)
    let cubicCCW = BezierPath(
      arcCenter: .zero, radius: 1, startAngle: 0, endAngle: Double.pi / 2, clockwise: false,
      reading: .coreGraphicsCubics)
    #expect(cubicCCW.segments.count == 3)
    print("ring reading excess: \(excess)")
  }

  @Test("tight bounding boxes from the derivative's roots")
  func bounds() throws {
    let arc = EllipticalArc(
      center: Point(x: 1, y: 2), radiusX: 3, radiusY: 1, rotation: 0.4, startAngle: -0.3, sweep: 4)
    let box = arc.boundingBox
    // Dense sampling never leaves the box and comes within 1e-6 of each side.
    var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
    for k in 0...200_000 {
      let p = arc.point(at: Double(k) / 200_000)
      minX = min(minX, p.x)
      maxX = max(maxX, p.x)
      minY = min(minY, p.y)
      maxY = max(maxY, p.y)
    }
    #expect(box.minimum.x <= minX && box.maximum.x >= maxX && box.minimum.y <= minY && box.maximum.y >= maxY)
    expectClose(box.minimum.x, minX, absolute: 1e-8)
    expectClose(box.maximum.x, maxX, absolute: 1e-8)
    expectClose(box.minimum.y, minY, absolute: 1e-8)
    expectClose(box.maximum.y, maxY, absolute: 1e-8)
    let path = try BezierPath(svgPathData: "M 0 0 C 30 100 70 -100 100 0")
    let pathBox = try #require(path.boundingBox)
    // y(t) = 300·t(1 − t)(1 − 2t): extremes at t = 1/2 ∓ √3/6, where
    // t(1 − t) = 1/6 and 1 − 2t = ±√3/3, so y = ±50√3/3.
    expectClose(pathBox.maximum.y, 50 * 3.0.squareRoot() / 3, relative: 1e-14)
    expectClose(pathBox.minimum.y, -50 * 3.0.squareRoot() / 3, relative: 1e-14)
  }

  @Test("curvature: 1/r on a circle, rx/ry² at an ellipse's vertex, 2/(1+4t²)^{3/2} on y = x²")
  func curvature() throws {
    let circle = PathSegment.arc(EllipticalArc(center: .zero, radiusX: 4, radiusY: 4, startAngle: 0, sweep: 1))
    expectClose(circle.curvature(at: 0.3), 0.25, relative: 1e-14)
    let clockwise = PathSegment.arc(EllipticalArc(center: .zero, radiusX: 4, radiusY: 4, startAngle: 0, sweep: -1))
    expectClose(clockwise.curvature(at: 0.3), -0.25, relative: 1e-14)
    let ellipse = PathSegment.arc(EllipticalArc(center: .zero, radiusX: 3, radiusY: 2, startAngle: 0, sweep: 1))
    expectClose(ellipse.curvature(at: 0), 3.0 / 4, relative: 1e-14)
    let parabola = PathSegment.quadratic(
      QuadraticBezier(start: .zero, control: Point(x: 0.5, y: 0), end: Point(x: 1, y: 1)))
    for t in stride(from: 0.0, through: 1.0, by: 0.125) {
      expectClose(parabola.curvature(at: t), 2 / pow(1 + 4 * t * t, 1.5), relative: 1e-14, "t = \(t)")
    }
    // exact: x″ = y″ = 0
    #expect(PathSegment.line(LineSegment(start: .zero, end: Point(x: 1, y: 2))).curvature(at: 0.5) == 0)
  }
}
