import TestSupport
import Testing

@testable import AnimationMath

/// The error of Skia's cubic solver (Halley's method, stop at |x(t) − x| ≤ 5e-5, Float) against
/// a measurement made independently of this code: the team's Lottie research notes ("Cubic-solver
/// error of each player's loop": a separate Float re-implementation of Skia's loop, 241 inputs
/// per curve, against a 30-digit bisection), given to two significant digits. Here: the largest
/// |y| error of Skottie at Float(k/240) against the core's exact solve at k/240, same Float
/// handles, allowed half a unit of the second digit.
@Suite("Skia's SkCubicMap (Skottie's easing)")
struct SkiaCubicMapTests {
  @Test(
    "the largest error over 241 inputs matches the independent measurement",
    arguments: [
      ((0.333, 0.0, 0.667, 1.0), 7.2e-5, 0.05e-5), ((0.42, 0, 0.58, 1), 6.7e-6, 0.05e-6),
      ((0.2, 0, 0, 1), 1.7e-4, 0.05e-4), ((0.4, 0, 0.2, 1), 9.5e-5, 0.05e-5),
      ((0.29, -1.57, 0.978, 2.189), 2.6e-4, 0.05e-4),
    ])
  func solverError(_ curve: (Double, Double, Double, Double), _ measured: Double, _ halfDigit: Double) throws {
    let (x1, y1, x2, y2) = (Float(curve.0), Float(curve.1), Float(curve.2), Float(curve.3))
    let map = SkiaCubicMap(x1: x1, y1: y1, x2: x2, y2: y2)
    let exact = try CubicBezierTiming(controlPoints: x1, y1, x2, y2)
    var worst = 0.0
    for k in 0...240 {
      let x = Float(k) / 240
      worst = max(worst, abs(Double(map.value(at: x)) - exact.value(at: Double(k) / 240)))
    }
    expectClose(worst, measured, absolute: halfDigit, "cubic-bezier\(curve)")
  }
}
