import AnimationMath
import TestSupport
import Testing

/// `EXPECT_NEAR(…, epsilon)` of chromium/chromium
/// ui/gfx/geometry/cubic_bezier_unittest.cc @ 3e1a26c44c024d97dc9a4c09bbc6a2365398ca2c.
let chromiumVectorTolerance = 0.00015
/// `validateSolver`'s precision on the round trip t → x(t) → t.
let chromiumSolverPrecision = 1e-5
/// Chromium's EXPECT_EQ cases: the emulation reproduces them to within one
/// rounding of a result near 1 (they are exact in Chromium).
let chromiumExactTolerance = Double.ulpOfOne

@Suite("ChromiumCubicBezier (gfx::CubicBezier)")
struct ChromiumCubicBezierTests {
  func chromium(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> ChromiumCubicBezier {
    ChromiumCubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
  }

  @Test("CubicBezierTest.Basic and UnclampedYValues (cubic_bezier_unittest.cc)")
  func basic() {
    let basic = chromium(0.25, 0, 0.75, 1)
    let basicTable: [(Double, Double)] = [
      (0, 0), (0.05, 0.01136), (0.1, 0.03978), (0.15, 0.079780), (0.2, 0.12803),
      (0.25, 0.18235), (0.3, 0.24115), (0.35, 0.30323), (0.4, 0.36761), (0.45, 0.43345),
      (0.5, 0.5), (0.6, 0.63238), (0.65, 0.69676), (0.7, 0.75884), (0.75, 0.81764),
      (0.8, 0.87196), (0.85, 0.92021), (0.9, 0.96021), (0.95, 0.98863), (1, 1),
    ]
    for (x, y) in basicTable {
      expectClose(basic.value(at: x), y, absolute: chromiumVectorTolerance, "Basic at \(x)")
    }
    expectClose(chromium(0.5, 1, 0.5, 1).value(at: 0.5), 0.875, absolute: chromiumExactTolerance)
    expectClose(chromium(0.5, 2, 0.5, 2).value(at: 0.5), 1.625, absolute: chromiumExactTolerance)
    expectClose(chromium(0.5, -1, 0.5, -1).value(at: 0.5), -0.625, absolute: chromiumExactTolerance)

    let unclamped = chromium(0.5, -1, 0.5, 2)
    let unclampedTable: [(Double, Double)] = [
      (0, 0), (0.05, -0.08954), (0.1, -0.15613), (0.15, -0.19641), (0.2, -0.20651),
      (0.25, -0.18232), (0.3, -0.11992), (0.35, -0.01672), (0.4, 0.12660), (0.45, 0.30349),
      (0.5, 0.5), (0.55, 0.69651), (0.6, 0.87340), (0.65, 1.01672), (0.7, 1.11992),
      (0.75, 1.18232), (0.8, 1.20651), (0.85, 1.19641), (0.9, 1.15613), (0.95, 1.08954),
      (1, 1),
    ]
    for (x, y) in unclampedTable {
      expectClose(unclamped.value(at: x), y, absolute: chromiumVectorTolerance, "Unclamped at \(x)")
    }
  }

  @Test("hand-derived: (0.5, 1, 0.5, 1) at 0.5 is solved by the table guess alone")
  func tableGuess() {
    // x(0.5) = 0.5 is table entry 5, so the guess is t = 0.4 + 0.1·1 = 0.5
    // and the first Newton residual is 0.
    expectClose(chromium(0.5, 1, 0.5, 1).parameter(forProgress: 0.5), 0.5, absolute: 0)
  }

  @Test("CubicBezierTest.Slope, including the clamp of inputs outside [0, 1]")
  func slope() {
    let curve = chromium(0.25, 0, 0.75, 1)
    let table: [(Double, Double)] = [
      (-0.1, 0), (0, 0), (0.05, 0.42170), (0.1, 0.69778), (0.15, 0.89121), (0.2, 1.03184),
      (0.25, 1.13576), (0.3, 1.21239), (0.35, 1.26751), (0.4, 1.30474), (0.45, 1.32628),
      (0.5, 1.33333), (0.55, 1.32628), (0.6, 1.30474), (0.65, 1.26751), (0.7, 1.21239),
      (0.75, 1.13576), (0.8, 1.03184), (0.85, 0.89121), (0.9, 0.69778), (0.95, 0.42170),
      (1, 0), (1.1, 0),
    ]
    for (x, slope) in table {
      expectClose(curve.slope(at: x) ?? .nan, slope, absolute: chromiumVectorTolerance, "Slope at \(x)")
    }
    // SlopeWithEpsilon clamps: outside [0, 1] it is the end slope, not the
    // tangent line's (ease's start tangent is 0.1/0.25 = 0.4 either way).
    let ease = chromium(0.25, 0.1, 0.25, 1)
    expectClose(ease.slope(at: -3) ?? .nan, ease.slope(at: 0) ?? .nan, absolute: 0)
  }

  @Test("CubicBezierTest.InputOutOfRange (EXPECT_EQ)")
  func inputOutOfRange() {
    let cases: [(Double, Double, Double, Double, Double, Double)] = [
      (0.5, 1, 0.5, 1, -2, 1), (0, 0, 1, 1, -1, 2), (0, 1, 1, 0, 0, 1), (0.5, 0, 1, 0.5, 0, 1),
      (0.1, 0.2, 0.8, 0.8, -2, 2), (0, 0, 0.5, 1, -2, 1), (1, 0.5, 1, 1, -0.5, 1),
      (0, 0, 0, 0, -1, 2), (1, 1, 1, 1, -1, 2),
    ]
    for (x1, y1, x2, y2, below, above) in cases {
      let curve = chromium(x1, y1, x2, y2)
      expectClose(curve.value(at: -1), below, absolute: chromiumExactTolerance, "(\(x1), \(y1), \(x2), \(y2))")
      expectClose(curve.value(at: 2), above, absolute: chromiumExactTolerance, "(\(x1), \(y1), \(x2), \(y2))")
    }
    let edge = chromium(0.5, 1, 0.5, 1)
    expectClose(edge.value(at: 0), 0, absolute: chromiumExactTolerance)
    expectClose(edge.value(at: 1), 1, absolute: chromiumExactTolerance)
    let largeEpsilon = ChromiumCubicBezier(x1: 0.5, y1: 1, x2: 0.5, y2: 1, epsilon: 1)
    expectClose(largeEpsilon.value(at: -1), -2, absolute: chromiumExactTolerance)
    expectClose(largeEpsilon.value(at: 2), 1, absolute: chromiumExactTolerance)
  }

  @Test(
    "validateSolver: CommonEasingFunctions, LinearEquivalentBeziers, ControlPointsOutsideUnitSquare",
    arguments: [
      (0.25, 0.1, 0.25, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1),
      (0, 0, 0, 0), (1, 1, 1, 1),
      (0.3, 1.5, 0.8, 1.5), (0.4, -0.8, 0.7, 1.7), (0.7, -2, 1, -1.5), (0, 4, 1, -3),
    ] as [(Double, Double, Double, Double)])
  func validateSolver(_ points: (Double, Double, Double, Double)) {
    let curve = chromium(points.0, points.1, points.2, points.3)
    var t = 0.0
    var checked = 0
    // The source accumulates t += 0.05 while t ≤ 1: 20 values (the 21st
    // sum is 1.0000000000000002).
    while t <= 1 {
      let root = curve.parameter(forProgress: curve.sampleX(t))
      expectClose(root, t, absolute: chromiumSolverPrecision, "\(points) t = \(t)")
      t += 0.05
      checked += 1
    }
    #expect(checked == 20)
  }

  @Test("CubicBezierTest.ClampInfinityEvaluation: finite values and slopes")
  func clampInfinity() {
    let big = Double.greatestFiniteMagnitude
    let curves: [(Double, Double, Double, Double)] = [
      (0.5, big, 0.5, big), (0.5, -big, 0.5, big), (0.5, big, 0.5, -big), (0.5, -big, 0.5, -big),
      (0, big, 0, big), (0, -big, 0, big), (0, big, 0, -big), (0, -big, 0, -big),
      (1, big, 1, big), (1, -big, 1, big), (1, big, 1, -big), (1, -big, 1, -big),
      (0, 0, 0, big), (0, -big, 0, 0), (1, 0, 0, -big), (0, -big, 1, 1),
    ]
    var checked = 0
    for (x1, y1, x2, y2) in curves {
      let curve = chromium(x1, y1, x2, y2)
      var input = 0.0
      while input <= 1.01 {
        #expect(curve.value(at: input).isFinite, "(\(x1), \(y1), \(x2), \(y2)) at \(input)")
        #expect(curve.slope(at: input)?.isFinite == true, "(\(x1), \(y1), \(x2), \(y2)) at \(input)")
        #expect(curve.sampleY(input).isFinite)
        input += 0.05
        checked += 1
      }
    }
    #expect(checked == 16 * 21)
  }

  @Test("CSS curves: |x(t) − p| < 1e-7 at Chromium's t, so |value − ideal| ≤ 1e-7·max|dy/dx|")
  func withinEpsilonOfIdeal() throws {
    for (name, timing) in cssNamedCurves {
      let curve = try #require(try EasingEngine.chromium.curve(timing) as? ChromiumCubicBezier)
      let bound = ChromiumCubicBezier.defaultEpsilon * maximumSlope(timing) * slopeHeadroom
      for p in deviationGrid {
        // x(t) from the exact core's point (rounding ~1e-16 on top of the residual).
        let residual = abs(timing.point(atParameter: curve.parameter(forProgress: p)).x - p)
        #expect(residual < ChromiumCubicBezier.defaultEpsilon + 1e-15, "\(name) at \(p)")
        expectClose(curve.value(at: p), timing.value(at: p), absolute: bound, "\(name) at \(p)")
      }
    }
  }
}
