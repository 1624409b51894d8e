import AnimationMath
import TestSupport
import Testing

/// Largest |firefox − ideal| allowed on the CSS curves: its bisection branch
/// (x′ < 0.02 at the guess, next to ease-in's end and ease-out's start) stops
/// on a bracket 0.1/2¹⁰ ≈ 9.8e-5 wide in t where dy/dt is small; measured
/// 1.27e-5, elsewhere 4 Newton steps reach ~1e-16.
let firefoxCSSTolerance = 2e-5

@Suite("FirefoxKeySpline (SMILKeySpline)")
struct FirefoxKeySplineTests {
  @Test("CSS curves within the bisection branch's error of ideal")
  func cssCurves() throws {
    for (name, timing) in cssNamedCurves {
      let curve = try EasingEngine.firefox.curve(timing)
      for p in deviationGrid {
        expectClose(curve.value(at: p), timing.value(at: p), absolute: firefoxCSSTolerance, "\(name) at \(p)")
      }
    }
  }

  @Test("ease-in-out: the Newton branch agrees with ideal to rounding")
  func newtonBranch() throws {
    let timing = cssNamedCurves[3].timing
    let curve = FirefoxKeySpline(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    for p in stride(from: 0.05, through: 0.95, by: 0.05) {
      // x′ ≥ 0.02 across (0.05, 0.95): 4 Newton steps from the table guess.
      expectClose(curve.value(at: p), timing.value(at: p), absolute: 1e-14, "at \(p)")
    }
  }

  @Test("hand-derived: a flat guess is returned as it is; a small slope bisects 10 times")
  func branches() throws {
    // (1, 0, 0, 1): x(0.5) = 0.5 is table entry 5, the guess is t = 0.5 and
    // dx/dt there is exactly 0, so GetTForX returns 0.5.
    let inflection = FirefoxKeySpline(x1: 1, y1: 0, x2: 0, y2: 1)
    expectClose(inflection.parameter(forProgress: 0.5), 0.5, absolute: 0)
    // At p = 0.5001 the guess lies in [0.5, 0.6] with dx/dt < 0.02: bisection
    // of that interval, so t = 0.5 + k·0.1/2¹⁰ for an integer k (the 1e-7
    // precision is not reached in 10 halvings: |x(t) − p| ≫ 1e-7 there).
    let t = inflection.parameter(forProgress: 0.5001)
    let k = (t - 0.5) / (0.1 / 1024)
    expectClose(k, k.rounded(), absolute: 1e-9, "t = \(t)")
    let exact = try CubicBezierTiming(x1: 1, y1: 0, x2: 0, y2: 1).parameter(forProgress: 0.5001)
    #expect(abs(t - exact) <= 0.1 / 1024, "t = \(t), exact \(exact)")
    #expect(abs(t - exact) > 1e-9, "bisection, not Newton: t = \(t)")
  }

  @Test("linear shortcut, input 1 and the slope from GetSplineDerivativeValues")
  func details() throws {
    let linear = FirefoxKeySpline(x1: 0.3, y1: 0.3, x2: 0.6, y2: 0.6)
    expectClose(linear.value(at: 0.37), 0.37, absolute: 0)
    expectClose(linear.slope(at: 0.37) ?? .nan, 1, absolute: 0)
    let ease = FirefoxKeySpline(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    expectClose(ease.parameter(forProgress: 1), 1, absolute: 0)
    let timing = cssNamedCurves[0].timing
    for p in [0.1, 0.3, 0.5, 0.8] {
      expectClose(ease.slope(at: p) ?? .nan, timing.slope(at: p), relative: 1e-9, "slope at \(p)")
    }
  }
}
