import AnimationMath
import TestSupport
import Testing

/// Midpoints of small whole coordinates are exact.
private let exactMidpoint = 0.0

@Suite("Interpolatable paths and AnimationValue")
struct PathInterpolationTests {
  func triangle(_ a: Point, _ b: Point, _ c: Point) -> BezierPath {
    var path = BezierPath()
    path.move(to: a)
    path.addLine(to: b)
    path.addLine(to: c)
    path.closeSubpath()
    return path
  }

  @Test("paths with the same elements interpolate point by point; components are p0.x, p0.y, …")
  func pointwise() {
    let start = triangle(.zero, Point(x: -1, y: -1), Point(x: 1, y: -1))
    let end = triangle(Point(x: 0, y: -36), Point(x: -3, y: -37), Point(x: 3, y: -37))
    let middle = start.interpolated(to: end, by: 0.5)
    #expect(middle.componentNames == ["p0.x", "p0.y", "p1.x", "p1.y", "p2.x", "p2.y"])
    for (value, expected) in zip(middle.componentValues, [0.0, -18, -2, -19, 2, -19]) {
      expectClose(value, expected, absolute: exactMidpoint)
    }
    #expect(middle.elements.last == .close)
    // Exact at both ends.
    #expect(start.interpolated(to: end, by: 1) == end)
    #expect(start.interpolated(to: end, by: 0) == start)
  }

  @Test("different element kinds or counts are not compatible")
  func compatibility() {
    let triangle = triangle(.zero, Point(x: 1, y: 0), Point(x: 0, y: 1))
    var open = BezierPath()
    open.move(to: .zero)
    open.addLine(to: Point(x: 1, y: 0))
    open.addLine(to: Point(x: 0, y: 1))
    #expect(!triangle.isCompatible(with: open))
    #expect(!AnimationValue.path(triangle).isCompatible(with: .scalar(1)))
    #expect(AnimationValue.scalar(1).isCompatible(with: .scalar(2)))
    #expect(AnimationValue.point(.zero).componentNames == ["x", "y"])
  }
}
