import TestSupport
import Testing

@testable import AnimationMath

/// The Float Gecko solver that rlottie and ThorVG share, on inputs whose path through it is known by hand.
@Suite("Lottie Float spline easing (rlottie, ThorVG)")
struct LottieFloatSplineEasingTests {
  /// cubic-bezier(1, 0, 0, 1): x(t) − ½ = 4(t − ½)³, so at x = 0.5001 the root is
  /// t* = ½ + (0.0001/4)^⅓ = 0.529240; the table's first guess in [0.5, 0.6] is
  /// 0.5 + (0.0001/0.004)·0.1 = 0.5025, where dx/dt = 12(0.0025)² = 7.5e-5 < 0.02, so
  /// the solver bisects [0.5, 0.6] at most 10 times: t within 0.1/2¹⁰ = 9.8e-5 of t*,
  /// and y = 3t² − 2t³ (slope 1.49 there) within 1.5e-4 of the exact value.
  @Test("below dx/dt 0.02 it bisects the table interval at most 10 times")
  func bisection() {
    let easing = LottieFloatSplineEasing(x1: 1, y1: 0, x2: 0, y2: 1)
    let t = Double(easing.parameter(forX: 0.5001))
    let root = 0.5 + cubeRoot(0.0001 / 4)
    #expect(abs(t - root) <= 0.1 / 1024)
    #expect(abs(t - root) > 1e-6, "ten halvings do not reach Float resolution here")
    let exact = 3 * root * root - 2 * root * root * root
    let value = Double(easing.value(at: 0.5001))
    #expect(abs(value - exact) <= 1.5e-4)
    #expect(abs(value - exact) > 1e-6)
  }

  /// The identity is decided on the Float handles; the ends are solved (no shortcut), to Float resolution.
  @Test("the identity needs x1 = y1 and x2 = y2 as Floats; the ends are solved to Float resolution")
  func identityAndEnds() {
    #expect(LottieFloatSplineEasing(x1: 0.25, y1: 0.25, x2: 0.75, y2: 0.75).value(at: 0.3) == 0.3)
    let css = LottieFloatSplineEasing(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    #expect(abs(css.value(at: 1) - 1) < 1e-6)
    #expect(abs(css.value(at: 0)) < 1e-6)
  }

  /// A value above 1 passes through: y handles overshoot in the solver (the clamp is spatial only).
  @Test("y handles beyond [0, 1] overshoot")
  func overshoot() {
    let easing = LottieFloatSplineEasing(x1: 0.4, y1: 0, x2: 0.2, y2: 1.3)
    #expect(easing.value(at: 0.9) > 1)
  }
}

/// x^⅓ for x > 0 by Newton in Double (a test helper, independent of the solver).
private func cubeRoot(_ x: Double) -> Double {
  var r = 1.0
  for _ in 0..<60 { r -= (r * r * r - x) / (3 * r * r) }
  return r
}
