import Foundation
import TestSupport
import Testing

@testable import AnimationMath

/// Evaluation, derivatives and splits agree with independent formulas to
/// this fraction of the control-polygon scale: a few roundings of terms of
/// that size (≈ 10 ulps) with margin.
let evaluationTolerance = 1e-13
/// Angle agreement (radians) where the angle is well conditioned: atan2 of
/// vectors agreeing to ~1e-14 relative.
let angleTolerance = 1e-12
/// Bounding boxes vs. 100,001 uniform samples: the sampled extremum misses
/// the true one by at most |B″|·Δt²/8 ≈ 1e-8 of the scale for Δt = 1e-5.
let boundingBoxSamplingTolerance = 1e-7

/// A random cubic with coordinates in [−100, 100].
func randomFreeCubic(_ rng: inout SplitMix64) -> CubicBezier {
  func point() -> Point { Point(x: rng.uniform(-100...100), y: rng.uniform(-100...100)) }
  return CubicBezier(start: point(), control1: point(), control2: point(), end: point())
}

/// The largest coordinate magnitude of the control points.
func scale(of cubic: CubicBezier) -> Double {
  cubic.controlPoints.map { max(abs($0.x), abs($0.y)) }.max()!
}

/// Expects `actual` within `absolute` of `expected` in both coordinates.
func expectClose(
  _ actual: Point, _ expected: Point, absolute: Double, _ context: @autoclosure () -> String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectClose(
    actual.x, expected.x, absolute: absolute, "x \(context())", sourceLocation: sourceLocation)
  expectClose(
    actual.y, expected.y, absolute: absolute, "y \(context())", sourceLocation: sourceLocation)
}

/// The difference of two angles folded into (−π, π].
func angleDifference(_ a: Double, _ b: Double) -> Double {
  let d = remainder(a - b, 2 * Double.pi)
  return abs(d)
}

@Suite("CubicBezier")
struct CubicBezierTests {
  /// Power-basis coefficients B(t) = k0 + k1·t + k2·t² + k3·t³, written out
  /// independently of the Bernstein code under test.
  static func powerBasis(_ c: CubicBezier) -> (Point, Point, Point, Point) {
    let (p0, p1, p2, p3) = (c.start, c.control1, c.control2, c.end)
    return (p0, 3 * (p1 - p0), 3 * (p2 - 2 * p1 + p0), p3 - 3 * p2 + 3 * p1 - p0)
  }

  @Test("point and derivatives match the power-basis polynomial", arguments: [UInt64(101), 102])
  func evaluation(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<200 {
      let cubic = randomFreeCubic(&rng)
      let (k0, k1, k2, k3) = Self.powerBasis(cubic)
      let size = evaluationTolerance * scale(of: cubic)
      for _ in 0..<10 {
        let t = rng.uniform(0...1)
        let context = "seed \(seed): \(cubic) at \(t)"
        expectClose(cubic.point(at: t), k0 + t * (k1 + t * (k2 + t * k3)), absolute: size, context)
        expectClose(
          cubic.derivative(at: t), k1 + t * (2 * k2 + t * (3 * k3)), absolute: 10 * size, context)
        expectClose(
          cubic.secondDerivative(at: t), 2 * k2 + (6 * t) * k3, absolute: 100 * size, context)
        expectClose(cubic.thirdDerivative, 6 * k3, absolute: 100 * size, context)
        expectClose(
          cubic.tangentAngle(at: t), cubic.derivative(at: t).angle, absolute: 0,
          "angle is atan2 of B′ where the speed is not zero: \(context)")
      }
    }
  }

  @Test("the ends are exact")
  func exactEnds() {
    let cubic = CubicBezier(
      start: Point(x: 0.1, y: 0.7), control1: Point(x: 1.3, y: -2.9),
      control2: Point(x: 3.3, y: 1e-3), end: Point(x: -0.3, y: 5.5))
    // Exact by construction (Bernstein weights 1 and 0): zero tolerance.
    expectClose(cubic.point(at: 0), cubic.start, absolute: 0)
    expectClose(cubic.point(at: 1), cubic.end, absolute: 0)
    let (left, right) = cubic.split(at: 0.3)
    expectClose(left.start, cubic.start, absolute: 0)
    expectClose(right.end, cubic.end, absolute: 0)
    expectClose(left.end, right.start, absolute: 0, "the halves share the split point")
  }

  @Test("split pieces trace the original curve", arguments: [UInt64(201)])
  func split(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<200 {
      let cubic = randomFreeCubic(&rng)
      let t = rng.uniform(0...1)
      let (left, right) = cubic.split(at: t)
      let size = evaluationTolerance * scale(of: cubic)
      for u in stride(from: 0.0, through: 1.0, by: 0.125) {
        let context = "seed \(seed): \(cubic) split at \(t), u = \(u)"
        expectClose(left.point(at: u), cubic.point(at: u * t), absolute: size, context)
        expectClose(right.point(at: u), cubic.point(at: t + u * (1 - t)), absolute: size, context)
      }
      let a = rng.uniform(0...1)
      let b = rng.uniform(a...1)
      let piece = cubic.subcurve(from: a, to: b)
      expectClose(piece.point(at: 0.5), cubic.point(at: 0.5 * (a + b)), absolute: size, "subcurve")
      expectClose(
        cubic.reversed.point(at: t), cubic.point(at: 1 - t), absolute: size, "reversed at \(t)")
    }
  }

  @Test("degree elevation keeps the curve and its parametrisation")
  func elevation() {
    let quadratic = QuadraticBezier(
      start: Point(x: -3, y: 7), control: Point(x: 120, y: -40), end: Point(x: 15, y: 90))
    let cubic = CubicBezier(quadratic)
    let line = LineSegment(start: Point(x: 1, y: 2), end: Point(x: 4, y: 6))
    for t in stride(from: 0.0, through: 1.0, by: 0.05) {
      expectClose(cubic.point(at: t), quadratic.point(at: t), absolute: evaluationTolerance * 120)
      expectClose(
        cubic.derivative(at: t), quadratic.derivative(at: t), absolute: evaluationTolerance * 1200)
      expectClose(
        CubicBezier(line).point(at: t), line.point(at: t), absolute: evaluationTolerance * 6)
    }
  }

  @Test("the bounding box is tight", arguments: [UInt64(301)])
  func boundingBox(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<20 {
      let cubic = randomFreeCubic(&rng)
      let box = cubic.boundingBox
      var sampled = BoundingBox(enclosing: cubic.start)
      for k in 0...100_000 {
        let point = cubic.point(at: Double(k) / 100_000)
        sampled = sampled.union(BoundingBox(enclosing: point))
      }
      let slack = boundingBoxSamplingTolerance * scale(of: cubic)
      // The box contains every sample (up to rounding) and the samples come
      // within the sampling error of every side.
      let context = "seed \(seed): \(cubic) box \(box) sampled \(sampled)"
      #expect(box.minimum.x <= sampled.minimum.x + 1e-13 * scale(of: cubic), "\(context)")
      #expect(box.maximum.y >= sampled.maximum.y - 1e-13 * scale(of: cubic), "\(context)")
      expectClose(box.minimum.x, sampled.minimum.x, absolute: slack, context)
      expectClose(box.minimum.y, sampled.minimum.y, absolute: slack, context)
      expectClose(box.maximum.x, sampled.maximum.x, absolute: slack, context)
      expectClose(box.maximum.y, sampled.maximum.y, absolute: slack, context)
    }
    let quadratic = QuadraticBezier(
      start: .zero, control: Point(x: 50, y: 100), end: Point(x: 100, y: 0))
    // The parabola's apex is at y = 50.
    expectClose(quadratic.boundingBox.maximum.y, 50, absolute: evaluationTolerance * 100)
    expectClose(quadratic.boundingBox.minimum.y, 0, absolute: 0)
  }

  // MARK: - Tangent angles where the speed vanishes

  /// One limit-direction case: the curve, t, and the expected angle.
  struct TangentCase: Sendable, CustomTestStringConvertible {
    let name: String
    let cubic: CubicBezier
    let t: Double
    let expected: Double
    var testDescription: String { name }
  }

  static let tangentCases: [TangentCase] = {
    func c(_ p: (Double, Double)...) -> CubicBezier {
      let q = p.map { Point(x: $0.0, y: $0.1) }
      return CubicBezier(start: q[0], control1: q[1], control2: q[2], end: q[3])
    }
    let cusp = c((0, 0), (1, 1), (0, 1), (1, 0))
    return [
      // B′(½) = 0, B″(½) = (0, −6): the curve leaves the cusp downward.
      TangentCase(
        name: "cusp at t = ½ (right limit)", cubic: cusp, t: 0.5, expected: -Double.pi / 2),
      TangentCase(
        name: "P₁ = P₀: along P₂ − P₀", cubic: c((0, 0), (0, 0), (3, 4), (9, 0)), t: 0,
        expected: atan2(4.0, 3.0)),
      TangentCase(
        name: "P₂ = P₃: along P₃ − P₁", cubic: c((0, 0), (3, 4), (9, 0), (9, 0)), t: 1,
        expected: atan2(-4.0, 6.0)),
      TangentCase(
        name: "P₀ = P₁ = P₂: along P₃ − P₀", cubic: c((1, 1), (1, 1), (1, 1), (-2, 5)), t: 0,
        expected: atan2(4.0, -3.0)),
      TangentCase(
        name: "P₁ = P₂ = P₃: along P₃ − P₀", cubic: c((1, 1), (-2, 5), (-2, 5), (-2, 5)), t: 1,
        expected: atan2(4.0, -3.0)),
      TangentCase(
        name: "a single point: 0", cubic: c((7, -2), (7, -2), (7, -2), (7, -2)), t: 0.3, expected: 0
      ),
      TangentCase(
        name: "collinear back-track: turns at t = 1/3 to face −x",
        cubic: c((0, 0), (400, 0), (-100, 0), (300, 0)), t: 1.0 / 3.0, expected: Double.pi),
    ]
  }()

  @Test("zero-speed points take the limit direction", arguments: tangentCases)
  func limitTangent(_ tangent: TangentCase) {
    let angle = tangent.cubic.tangentAngle(at: tangent.t)
    #expect(
      angleDifference(angle, tangent.expected) <= angleTolerance,
      "\(tangent.name): got \(angle), expected \(tangent.expected)")
  }

  @Test("around a cusp the one-sided limits differ by π")
  func cuspSides() {
    let cusp = CubicBezier(
      start: .zero, control1: Point(x: 1, y: 1), control2: Point(x: 0, y: 1), end: Point(x: 1, y: 0)
    )
    // At distance h from the cusp the direction is B″·h + O(h²): within ~h rad.
    let h = 1e-6
    #expect(angleDifference(cusp.tangentAngle(at: 0.5 - h), Double.pi / 2) <= 10 * h)
    #expect(angleDifference(cusp.tangentAngle(at: 0.5 + h), -Double.pi / 2) <= 10 * h)
  }

  @Test("quadratic and line tangents")
  func otherSegments() {
    // Back-tracking quadratic: B′(t) = 2(10 − 15t, 0) vanishes at t = 2/3.
    let backtrack = QuadraticBezier(
      start: .zero, control: Point(x: 10, y: 0), end: Point(x: 5, y: 0))
    #expect(angleDifference(backtrack.tangentAngle(at: 2.0 / 3.0), Double.pi) <= angleTolerance)
    #expect(angleDifference(backtrack.tangentAngle(at: 0), 0) <= angleTolerance)
    let coincident = QuadraticBezier(start: .zero, control: .zero, end: Point(x: 3, y: 4))
    #expect(angleDifference(coincident.tangentAngle(at: 0), atan2(4.0, 3.0)) <= angleTolerance)
    #expect(angleDifference(coincident.tangentAngle(at: 1), atan2(4.0, 3.0)) <= angleTolerance)
    let line = LineSegment(start: Point(x: 1, y: 1), end: Point(x: 0, y: 2))
    #expect(angleDifference(line.tangentAngle(at: 0.5), 3 * Double.pi / 4) <= angleTolerance)
    #expect(LineSegment(start: .zero, end: .zero).tangentAngle(at: 0).isZero)
  }
}
