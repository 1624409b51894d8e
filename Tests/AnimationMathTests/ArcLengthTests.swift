import Foundation
import TestSupport
import Testing

@testable import AnimationMath

/// The accuracy contract for lengths: 1e-12 relative.
let lengthTolerance = 1e-12
/// The inverse's contract: residual |s(t(S)) − S| ≤ 1e-12·L.
let inverseTolerance = 1e-12

/// A segment from a row of the mpmath table.
func segment(of row: ArcLengthReferenceRow) -> PathSegment {
  let p = row.points.map { Point(x: $0.x, y: $0.y) }
  switch p.count {
  case 2: return .line(LineSegment(start: p[0], end: p[1]))
  case 3: return .quadratic(QuadraticBezier(start: p[0], control: p[1], end: p[2]))
  default: return .cubic(CubicBezier(start: p[0], control1: p[1], control2: p[2], end: p[3]))
  }
}

/// The exact length of a quadratic Bézier in closed form, from textbook
/// calculus (independent of the quadrature): with `B′(t) = a·t + b`,
/// `A = |a|²`, `B = 2a·b`, `C = |b|²`, `q(t) = At² + Bt + C`,
/// `∫√q = [(2At + B)√q/(4A) + (4AC − B²)/(8A^{3/2})·ln(2√A·√q + 2At + B)]`.
/// Accurate when the control polygon is not nearly straight.
func quadraticClosedFormLength(_ q: QuadraticBezier) -> Double {
  let a = 2 * ((q.end - q.control) - (q.control - q.start))
  let b = 2 * (q.control - q.start)
  let bigA = a.dot(a)
  let bigB = 2 * a.dot(b)
  let bigC = b.dot(b)
  func antiderivative(_ t: Double) -> (Double, Double) {
    let root = (bigA * t * t + bigB * t + bigC).squareRoot()
    return (
      (2 * bigA * t + bigB) * root / (4 * bigA), 2 * bigA.squareRoot() * root + 2 * bigA * t + bigB
    )
  }
  let (f1, g1) = antiderivative(1)
  let (f0, g0) = antiderivative(0)
  return f1 - f0 + (4 * bigA * bigC - bigB * bigB) / (8 * pow(bigA, 1.5)) * log(g1 / g0)
}

/// The mean speed evaluations per random cubic must stay below this: measured
/// 225 (τ = 1e-12; 278 at τ = 1e-14), so a regression of one rejected panel
/// per piece shows.
let costCeiling = 260.0

@Suite("Arc length")
struct ArcLengthTests {
  // MARK: - Against the 35-digit mpmath table

  @Test("the mpmath table is present and complete")
  func tableLoads() {
    // 50 named cases + 240 random ones; see make_arc_length_reference.py.
    #expect(ArcLengthReferenceTable.rows.count == 290, "read \(ArcLengthReferenceTable.url.path)")
  }

  @Test("length and s(t) match the mpmath table to 1e-12", arguments: ArcLengthReferenceTable.rows)
  func matchesReference(_ row: ArcLengthReferenceRow) {
    let table = ArcLengthTable(segment(of: row))
    // Zero-length rows get an absolute floor: 1e-12 of the coordinate scale.
    let floor = lengthTolerance * row.points.map { max(abs($0.x), abs($0.y)) }.max()!
    expectClose(table.length, row.length, absolute: floor, relative: lengthTolerance, "\(row.name)")
    for (t, s) in row.partialLengths {
      expectClose(
        table.arcLength(at: t), s, absolute: floor + inverseTolerance * row.length,
        "\(row.name) s(\(t))")
    }
    #expect(!table.length.isNaN)
  }

  @Test("worst error over the whole mpmath table (reported)")
  func worstOverTable() {
    var worst = 0.0
    var worstName = ""
    var evaluations = 0
    for row in ArcLengthReferenceTable.rows where row.length > 0 {
      let table = ArcLengthTable(segment(of: row))
      evaluations += table.speedEvaluationCount
      var error = absoluteError(table.length, row.length) / row.length
      for (t, s) in row.partialLengths {
        error = max(error, absoluteError(table.arcLength(at: t), s) / row.length)
      }
      if error > worst {
        worst = error
        worstName = row.name
      }
    }
    #expect(worst <= lengthTolerance, "worst \(worst) at \(worstName)")
    print(
      "ArcLengthTests vs mpmath: \(ArcLengthReferenceTable.rows.count) rows, worst relative "
        + "error \(worst) at \(worstName) (lengths and s(¼), s(½), s(¾)), "
        + "\(evaluations) speed evaluations in all")
  }

  @Test("free random cubics match the second mpmath table to 1e-12 (reported)")
  func matchesFreeReference() {
    let rows = ArcLengthReferenceTable.freeRows
    // 400 cubics; see make_arc_length_free_reference.py.
    #expect(rows.count == 400, "read \(ArcLengthReferenceTable.freeURL.path)")
    var worst = 0.0
    var worstName = ""
    var checked = 0
    for row in rows {
      let table = ArcLengthTable(segment(of: row))
      var error = absoluteError(table.length, row.length) / row.length
      expectClose(table.length, row.length, relative: lengthTolerance, "\(row.name)")
      for (t, s) in row.partialLengths {
        error = max(error, absoluteError(table.arcLength(at: t), s) / row.length)
        expectClose(
          table.arcLength(at: t), s, absolute: inverseTolerance * row.length,
          "\(row.name) s(\(t))")
      }
      checked += 1
      if error > worst {
        worst = error
        worstName = row.name
      }
    }
    #expect(checked == 400)
    print(
      "ArcLengthTests vs mpmath (free cubics): \(checked) rows, worst relative error \(worst) "
        + "at \(worstName) (lengths and s(¼), s(½), s(¾))")
  }

  @Test("the length-only path is the table's length, bit for bit", arguments: [UInt64(51)])
  func lengthOnly(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var segments: [PathSegment] = ArcLengthReferenceTable.rows.map { segment(of: $0) }
    for _ in 0..<500 { segments.append(.cubic(randomCubic(&rng))) }
    for segment in segments {
      // The same quadrature with the same panels and sums, only without
      // storing them, so the results are identical doubles (not a tolerance).
      let table = ArcLengthTable(segment).length
      let direct = ArcLengthTable.length(of: segment)
      // An identity of bit patterns, as the byte-identical output checks are.
      #expect(table.bitPattern == direct.bitPattern, "\(segment)")
      #expect(segment.length.bitPattern == direct.bitPattern, "\(segment)")
    }
  }

  // MARK: - Closed forms

  @Test("a line's length is its chord, whatever the control points")
  func straightLines() {
    let d = (300.0 * 300.0 * 2).squareRoot()
    let cases: [CubicBezier] = [
      CubicBezier(
        start: .zero, control1: .zero, control2: Point(x: 300, y: 300), end: Point(x: 300, y: 300)),
      CubicBezier(
        start: .zero, control1: Point(x: 50, y: 50), control2: Point(x: 60, y: 60),
        end: Point(x: 300, y: 300)),
      CubicBezier(LineSegment(start: .zero, end: Point(x: 300, y: 300))),
    ]
    for cubic in cases {
      expectClose(cubic.length, d, relative: lengthTolerance, "\(cubic)")
    }
    expectClose(
      LineSegment(start: Point(x: 1, y: 2), end: Point(x: 4, y: 6)).length, 5, relative: 1e-16)
    expectClose(
      PathSegment.line(LineSegment(start: Point(x: 1, y: 2), end: Point(x: 4, y: 6))).length, 5,
      relative: 1e-16)
  }

  @Test("a collinear back-tracking cubic is the sum of |Δx| between turning points")
  func collinearBacktrack() {
    // x(t) = 1200t − 2700t² + 1800t³: turning points at t = 1/3 (x = 400/3)
    // and t = 2/3 (x = 200/3): 400/3 + 200/3 + (300 − 200/3) = 1100/3.
    let cubic = CubicBezier(
      start: .zero, control1: Point(x: 400, y: 0), control2: Point(x: -100, y: 0),
      end: Point(x: 300, y: 0))
    expectClose(cubic.length, 1100.0 / 3.0, relative: lengthTolerance)
    // The same along a diagonal.
    let diagonal = CubicBezier(
      start: .zero, control1: Point(x: 400, y: 400), control2: Point(x: -100, y: -100),
      end: Point(x: 300, y: 300))
    expectClose(diagonal.length, 1100.0 / 3.0 * 2.0.squareRoot(), relative: lengthTolerance)
  }

  @Test("quadratics match the closed form", arguments: [UInt64(1), 2, 3, 0xC0FFEE])
  func quadraticClosedForm(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var worst = 0.0
    var tested = 0
    while tested < 500 {
      func point() -> Point { Point(x: rng.uniform(-100...100), y: rng.uniform(-100...100)) }
      let q = QuadraticBezier(start: point(), control: point(), end: point())
      let d0 = q.control - q.start
      let d1 = q.end - q.control
      // The closed form cancels when the polygon is nearly straight; skip those.
      guard abs(d0.cross(d1)) >= 0.1 * d0.length * d1.length else { continue }
      tested += 1
      let expected = quadraticClosedFormLength(q)
      let actual = q.length
      worst = max(worst, absoluteError(actual, expected) / expected)
      expectClose(actual, expected, relative: lengthTolerance, "seed \(seed): \(q)")
    }
    #expect(worst <= lengthTolerance, "seed \(seed): worst relative error \(worst)")
  }

  @Test("a parabola arch: (0,0)(50,100)(100,0)")
  func parabola() {
    // y = 2x − x²/50 on [0, 100]: L = 2∫₀^50 √(1 + (2 − x/25)²) dx
    //   = 25·[u√(1+u²) + asinh u] at u = 2, closed form from calculus.
    let expected = 25 * (2 * 5.0.squareRoot() + asinh(2.0))
    let q = QuadraticBezier(start: .zero, control: Point(x: 50, y: 100), end: Point(x: 100, y: 0))
    expectClose(q.length, expected, relative: lengthTolerance)
    expectClose(quadraticClosedFormLength(q), expected, relative: 1e-14)
  }

  // MARK: - Properties

  @Test("lengths add up over splits", arguments: [UInt64(11), 12, 13, 14])
  func additivity(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<300 {
      let cubic = randomCubic(&rng)
      let t = rng.uniform(0.01...0.99)
      let (left, right) = cubic.split(at: t)
      let whole = ArcLengthTable(cubic)
      expectClose(
        left.length + right.length, whole.length, relative: 2 * lengthTolerance,
        "seed \(seed): \(cubic) split at \(t)")
      // And the arc length at t is the left piece's length.
      expectClose(
        whole.arcLength(at: t), left.length, absolute: inverseTolerance * whole.length,
        "seed \(seed): \(cubic) s(\(t))")
    }
  }

  @Test(
    "the inverse round-trips: s(t(S)) = S, checked by an independent split",
    arguments: [UInt64(21), 22, 23])
  func inverseRoundTrip(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var worst = 0.0
    for _ in 0..<200 {
      let cubic = randomCubic(&rng)
      let table = ArcLengthTable(cubic)
      for k in 0...10 {
        let target = table.length * Double(k) / 10
        let t = table.parameter(atArcLength: target)
        #expect(t >= 0 && t <= 1, "seed \(seed): \(cubic) S = \(target)")
        let residual = absoluteError(table.arcLength(at: t), target)
        let independent = absoluteError(cubic.split(at: t).0.length, target)
        worst = max(worst, residual / table.length, independent / table.length)
        expectClose(
          table.arcLength(at: t), target, absolute: inverseTolerance * table.length,
          "seed \(seed): \(cubic) S = \(target)")
        if k > 0, k < 10 {
          expectClose(
            cubic.split(at: t).0.length, target, absolute: inverseTolerance * table.length,
            "seed \(seed): \(cubic) split at t(\(target)) = \(t)")
        }
      }
    }
    #expect(worst <= inverseTolerance, "seed \(seed): worst residual \(worst)·L")
    print("ArcLengthTests inverse seed \(seed): worst residual \(worst)·L (own s(t) and split)")
  }

  @Test("s(t) is exact at the ends, monotone, and the inverse clamps")
  func endsAndMonotonicity() {
    let cusp = ArcLengthTable(
      CubicBezier(
        start: .zero, control1: Point(x: 1, y: 1), control2: Point(x: 0, y: 1),
        end: Point(x: 1, y: 0)))
    #expect(cusp.arcLength(at: 0).isZero)
    #expect(cusp.arcLength(at: 1) == cusp.length)  // the stored total itself, not a recomputation
    #expect(cusp.parameter(atArcLength: -1).isZero)
    #expect(cusp.parameter(atArcLength: cusp.length * 2) == 1)
    var previous = 0.0
    for k in 0...1000 {
      let s = cusp.arcLength(at: Double(k) / 1000)
      #expect(s >= previous, "s(\(Double(k) / 1000)) = \(s) < \(previous)")
      previous = s
    }
  }

  @Test("speed extrema: the cusp of (0,0)(1,1)(0,1)(1,0) is at t = 1/2")
  func cuspSplit() {
    let cubic = CubicBezier(
      start: .zero, control1: Point(x: 1, y: 1), control2: Point(x: 0, y: 1), end: Point(x: 1, y: 0)
    )
    let extrema = Hodograph(.cubic(cubic)).speedExtrema()
    #expect(extrema.count == 1)
    // The root is found to a few ulps by safeguarded Newton.
    expectClose(extrema.first ?? .nan, 0.5, absolute: 4 * 0.5.ulp)
  }

  @Test("invariances: power-of-two scale (exact), translation, reversal", arguments: [UInt64(31)])
  func invariances(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<200 {
      let cubic = randomCubic(&rng)
      let length = cubic.length
      let scaled = CubicBezier(
        start: 0x1p40 * cubic.start, control1: 0x1p40 * cubic.control1,
        control2: 0x1p40 * cubic.control2, end: 0x1p40 * cubic.end)
      // Power-of-two scaling is exact in every step, so only the final
      // product can differ: allow one ulp.
      expectClose(
        scaled.length, 0x1p40 * length, relative: Double.ulpOfOne, "seed \(seed): \(cubic)")
      let offset = Point(x: rng.uniform(-1000...1000), y: rng.uniform(-1000...1000))
      let moved = CubicBezier(
        start: cubic.start + offset, control1: cubic.control1 + offset,
        control2: cubic.control2 + offset, end: cubic.end + offset)
      // Moving changes the rounding of the control points by ~1e-16 of 1000.
      expectClose(
        moved.length, length, relative: lengthTolerance, "seed \(seed): \(cubic) + \(offset)")
      expectClose(
        cubic.reversed.length, length, relative: lengthTolerance, "seed \(seed): \(cubic) reversed")
    }
  }

  @Test("degenerate and non-finite segments give an answer without hanging")
  func degenerate() {
    let point = Point(x: 7, y: -2)
    let dot = ArcLengthTable(
      CubicBezier(start: point, control1: point, control2: point, end: point))
    #expect(dot.length.isZero)
    #expect(dot.parameter(atArcLength: 1).isZero)
    #expect(dot.arcLength(at: 0.5).isZero)
    let infinite = ArcLengthTable(
      CubicBezier(
        start: .zero, control1: Point(x: .infinity, y: 0), control2: .zero, end: Point(x: 1, y: 1)))
    #expect(!infinite.length.isFinite)
    let nan = ArcLengthTable(
      CubicBezier(
        start: .zero, control1: Point(x: .nan, y: 0), control2: .zero, end: Point(x: 1, y: 1)))
    #expect(nan.length.isNaN)
    #expect(nan.panelCount <= ArcLengthTable.maximumPanelCount)
  }

  @Test("cost: random cubics need few speed evaluations on average", arguments: [UInt64(41)])
  func cost(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var evaluations = 0
    let count = 2_000
    for _ in 0..<count { evaluations += ArcLengthTable(randomCubic(&rng)).speedEvaluationCount }
    let mean = Double(evaluations) / Double(count)
    #expect(mean < costCeiling, "seed \(seed): mean \(mean) speed evaluations per cubic")
    print("ArcLengthTests.cost: seed \(seed) mean \(mean) speed evaluations per cubic")
  }
}
