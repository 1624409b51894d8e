import AnimationMath
import TestSupport
import Testing

/// Animation durations (s) the WebKit checks run at: 10 ms to 10 s.
let webKitDurations = [0.01, 0.1, 0.3, 1, 10]

@Suite("WebKitUnitBezier (UnitBezier + transformProgress)")
struct WebKitUnitBezierTests {
  @Test("the caller's tolerance is 1/(1000·duration) (TimingFunction.cpp), not 1/(200·duration)")
  func epsilonRule() {
    expectClose(WebKitUnitBezier.epsilon(forDuration: 1), 1e-3, relative: 1e-15)
    expectClose(WebKitUnitBezier.epsilon(forDuration: 0.25), 4e-3, relative: 1e-15)
    let curve = WebKitUnitBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1, animationDuration: 2)
    expectClose(curve.epsilon, 5e-4, relative: 1e-15)
  }

  @Test("the three linear control-point sets return the input (isLinear)")
  func linearShortcut() {
    for (x1, y1, x2, y2) in [(0.0, 0.0, 0.0, 0.0), (1, 1, 1, 1), (0, 0, 1, 1)] {
      let curve = WebKitUnitBezier(x1: x1, y1: y1, x2: x2, y2: y2, animationDuration: 1)
      for input in [-0.5, 0.3, 0.7, 1.5] {
        expectClose(curve.value(at: input), input, absolute: 0, "(\(x1), \(y1), \(x2), \(y2))")
      }
    }
  }

  @Test("Chromium's Basic and UnclampedYValues vectors hold for the ported solver (10 s animation)")
  func chromiumVectors() {
    // WebKit's UnitBezier is a port of gfx::CubicBezier; at 10 s its tolerance
    // (1e-4) is small enough for Chromium's 0.00015 vectors.
    let basic = WebKitUnitBezier(x1: 0.25, y1: 0, x2: 0.75, y2: 1, animationDuration: 10)
    let table: [(Double, Double)] = [
      (0.05, 0.01136), (0.1, 0.03978), (0.25, 0.18235), (0.5, 0.5), (0.75, 0.81764),
      (0.9, 0.96021), (0.95, 0.98863),
    ]
    for (x, y) in table {
      expectClose(basic.value(at: x), y, absolute: chromiumVectorTolerance, "Basic at \(x)")
    }
    let unclamped = WebKitUnitBezier(x1: 0.5, y1: -1, x2: 0.5, y2: 2, animationDuration: 10)
    for (x, y) in [(0.2, -0.20651), (0.4, 0.12660), (0.65, 1.01672), (0.8, 1.20651)] {
      expectClose(unclamped.value(at: x), y, absolute: chromiumVectorTolerance, "Unclamped at \(x)")
    }
  }

  @Test(
    "CSS and hard curves: |x(t) − p| < 1/(1000·duration), value within epsilon·max|dy/dx|",
    arguments: webKitDurations)
  func withinEpsilon(_ duration: Double) throws {
    let hard = try CubicBezierTiming(x1: 0, y1: 1, x2: 0, y2: 1)
    var checked = 0
    for (name, timing) in cssNamedCurves + [("(0, 1, 0, 1)", hard)] {
      let curve = try #require(
        try EasingEngine.webkit.curve(timing, animationDuration: duration) as? WebKitUnitBezier)
      let epsilon = WebKitUnitBezier.epsilon(forDuration: duration)
      let isCSS = name != "(0, 1, 0, 1)"
      let bound = epsilon * maximumSlope(timing) * slopeHeadroom
      for p in deviationGrid {
        let residual = abs(timing.point(atParameter: curve.parameter(forProgress: p)).x - p)
        #expect(residual < epsilon + 1e-15, "\(name) at \(p), duration \(duration)")
        if isCSS {
          expectClose(curve.value(at: p), timing.value(at: p), absolute: bound, "\(name) at \(p)")
        }
        checked += 1
      }
    }
    #expect(checked == 5 * deviationGrid.count)
  }

  @Test("outside [0, 1]: the end tangents (Chromium's InputOutOfRange rule)")
  func extrapolation() {
    let curve = WebKitUnitBezier(x1: 0.1, y1: 0.2, x2: 0.8, y2: 0.8, animationDuration: 1)
    expectClose(curve.value(at: -1), -2, absolute: chromiumExactTolerance)
    expectClose(curve.value(at: 2), 2, absolute: chromiumExactTolerance)
  }
}
