import AnimationMath
import Testing

@Suite("PathSegment.curvature at zero-speed points")
struct PathSegmentTests {
  /// The README's path: a cubic with B′(½) = 0, B″(½) = (0, −600), B‴ = (2400, 0).
  static let cusp = PathSegment.cubic(
    CubicBezier(
      start: Point(x: 0, y: 0), control1: Point(x: 100, y: 100), control2: Point(x: 0, y: 100), end: Point(x: 100, y: 0)
    ))

  @Test("at the cusp: +∞, the sign of B″ × B‴; beside it the Taylor asymptote (B″ × B‴)/(2|h||B″|³) from both sides")
  func cuspLimit() {
    #expect(Self.cusp.curvature(at: 0.5) == .infinity)
    // B″ × B‴ = 0·0 − (−600)(2400) = 1.44e6; |B″|³ = 2.16e8.
    let asymptote = 1.44e6 / (2 * 2.16e8)
    for h in [1e-3, 1e-4, 1e-5] {
      for side in [-1.0, 1.0] {
        let value = Self.cusp.curvature(at: 0.5 + side * h)
        // The next Taylor term is O(h) relative.
        #expect(abs(value * h / asymptote - 1) < 10 * h, "h = \(side * h): \(value)")
      }
    }
  }

  @Test(
    "a segment that retraces a line or is one point: 0, as a line",
    arguments: [
      PathSegment.line(LineSegment(start: Point(x: 10, y: 0), end: Point(x: 10, y: 0))),
      .cubic(
        CubicBezier(
          start: Point(x: 5, y: 5), control1: Point(x: 5, y: 5), control2: Point(x: 5, y: 5), end: Point(x: 5, y: 5))),
      .quadratic(QuadraticBezier(start: Point(x: 0, y: 0), control: Point(x: 10, y: 0), end: Point(x: 0, y: 0))),
      .cubic(
        CubicBezier(
          start: Point(x: 0, y: 0), control1: Point(x: 0, y: 0), control2: Point(x: 3, y: 3), end: Point(x: 3, y: 3))),
    ])
  func degenerate(segment: PathSegment) {
    for t in [0.0, 0.25, 0.5, 0.75, 1.0] {
      let value = segment.curvature(at: t)
      #expect(!value.isNaN, "t = \(t)")
      if value.isFinite { #expect(abs(value) < 1e-9 || segment.derivative(at: t).length > 0, "t = \(t): \(value)") }
    }
  }

  @Test("the turn-back point of a quadratic that retraces a line is 0, not NaN")
  func quadraticTurnBack() {
    let segment = PathSegment.quadratic(
      QuadraticBezier(start: Point(x: 0, y: 0), control: Point(x: 10, y: 0), end: Point(x: 0, y: 0)))
    #expect(segment.curvature(at: 0.5) == 0)
  }
}
