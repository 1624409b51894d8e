import AnimationMath
import TestSupport
import Testing

/// Jest's `toBeCloseTo(expected, 2)`: |received − expected| < 10⁻²/2.
let jestTwoDigits = 0.005
/// The subdivision's last bracket: t is within 2⁻¹² of the root after 12 evaluations.
let motionParameterBound = 0x1p-12

@Suite("MotionCubicBezier (motion-utils cubicBezier)")
struct MotionCubicBezierTests {
  @Test("cubic-bezier.test.ts vectors")
  func published() {
    // motiondivision/motion packages/motion-utils/src/easing/__tests__/cubic-bezier.test.ts
    // @ 1b037b0032578b52af94b06ff3920bfa0aaa5e36.
    let linear = MotionCubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    expectClose(linear.value(at: 0), 0, absolute: 0)
    expectClose(linear.value(at: 1), 1, absolute: 0)
    expectClose(linear.value(at: 0.5), 0.5, absolute: 0)
    let curve = MotionCubicBezier(x1: 0.5, y1: 0.1, x2: 0.31, y2: 0.96)
    expectClose(curve.value(at: 0), 0, absolute: 0)
    expectClose(curve.value(at: 0.01), 0.002, absolute: jestTwoDigits)
    expectClose(curve.value(at: 0.25), 0.164, absolute: jestTwoDigits)
    expectClose(curve.value(at: 0.75), 0.935, absolute: jestTwoDigits)
    expectClose(curve.value(at: 0.99), 0.999, absolute: jestTwoDigits)
    expectClose(curve.value(at: 1), 1, absolute: 0)
  }

  @Test("hand-derived: ease-in-out at 0.5 stops after one evaluation")
  func firstEvaluation() {
    let curve = MotionCubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    expectClose(curve.parameter(forProgress: 0.5), 0.5, absolute: 0)
  }

  @Test("CSS curves: t on the 2⁻¹² grid within 2⁻¹² of the root; value within 2⁻¹²·max|dy/dt|")
  func subdivisionBound() throws {
    var checked = 0
    for (name, timing) in cssNamedCurves {
      let curve = try #require(try EasingEngine.motion.curve(timing) as? MotionCubicBezier)
      // |dy/dt| ≤ 3·max(|y1|, |y2 − y1|, |1 − y2|) (Bernstein coefficients of y′).
      let dyBound = 3 * max(abs(timing.y1), abs(timing.y2 - timing.y1), abs(1 - timing.y2))
      for p in deviationGrid.dropFirst().dropLast() {
        let t = curve.parameter(forProgress: p)
        let scaled = t * 4096
        expectClose(scaled, scaled.rounded(), absolute: 0, "\(name) at \(p)")
        #expect(abs(t - timing.parameter(forProgress: p)) <= motionParameterBound, "\(name) at \(p)")
        expectClose(
          curve.value(at: p), timing.value(at: p), absolute: motionParameterBound * dyBound,
          "\(name) at \(p)")
        checked += 1
      }
    }
    #expect(checked == 4 * 9_999)
  }

  @Test("no extrapolation outside [0, 1]: y near the ends")
  func outside() {
    let curve = MotionCubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    // The subdivision halves toward an end 12 times: t = 2⁻¹² below 0 and
    // 1 − 2⁻¹² above 1 (y there, not a tangent line).
    expectClose(curve.parameter(forProgress: -0.5), 0x1p-12, absolute: 0)
    expectClose(curve.parameter(forProgress: 1.5), 1 - 0x1p-12, absolute: 0)
  }
}
