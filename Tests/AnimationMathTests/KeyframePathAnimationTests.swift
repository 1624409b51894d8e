import AnimationMath
import TestSupport
import Testing

/// Positions are Bernstein sums or lerps of coordinates ≤ 300 at simple
/// fractions: a few ulp of 300.
private let positionTolerance = 1e-12
/// Arc-length inversion is accurate to ~1e-13 of the length (see ArcLengthInverseVsGSLTests).
private let pacedTolerance = 1e-9
/// Angles come from atan2 of exact small numbers: a few ulp of π.
private let tangentAngleTolerance = 1e-14

private func timing() -> MediaTiming {
  // Valid constants.
  try! MediaTiming(duration: 1)
}

/// An "L": move (0, 0), line to (100, 0) (length 100), line to (100, 300) (length 300).
private let ell: BezierPath = {
  var path = BezierPath()
  path.move(to: .zero)
  path.addLine(to: Point(x: 100, y: 0))
  path.addLine(to: Point(x: 100, y: 300))
  return path
}()

/// The S curve (0,0) (100,0) (200,300) (300,300).
private let sCurve: BezierPath = {
  var path = BezierPath()
  path.move(to: .zero)
  path.addCurve(to: Point(x: 300, y: 300), control1: Point(x: 100, y: 0), control2: Point(x: 200, y: 300))
  return path
}()

@Suite(
  "KeyframePathAnimation: position along a path, linear vs paced, rotation (CAKeyframeAnimation.path, calculationMode)")
struct KeyframePathAnimationTests {
  func expectPoint(_ p: Point, _ x: Double, _ y: Double, _ tolerance: Double, _ label: String) {
    expectClose(p.x, x, absolute: tolerance, label)
    expectClose(p.y, y, absolute: tolerance, label)
  }

  @Test("linear: each segment gets an equal share of time (or its key times)")
  func linear() {
    let animation = KeyframePathAnimation(path: ell, timing: timing())
    // Key times [0, ½, 1]: q ¼ → half of the first line; q ¾ → half of the second.
    expectPoint(animation.sample(atProgress: 0.25).position, 50, 0, positionTolerance, "q 0.25")
    expectPoint(animation.sample(atProgress: 0.75).position, 100, 150, positionTolerance, "q 0.75")
    expectPoint(animation.sample(atProgress: 1).position, 100, 300, positionTolerance, "end")
    let keyed = KeyframePathAnimation(path: ell, keyTimes: [0, 0.8, 1], timing: timing())
    expectPoint(keyed.sample(atProgress: 0.4).position, 50, 0, positionTolerance, "keyTimes [0, 0.8, 1] at 0.4")
  }

  @Test("paced: key times from the lengths (100 of 400), constant speed")
  func paced() {
    let animation = KeyframePathAnimation(path: ell, keyTimes: [0, 0.8, 1], calculationMode: .paced, timing: timing())
    // Key times [0, ¼, 1] whatever is given; q ½ → arc length 200 → (100, 100).
    expectPoint(animation.sample(atProgress: 0.25).position, 100, 0, pacedTolerance, "corner")
    expectPoint(animation.sample(atProgress: 0.5).position, 100, 100, pacedTolerance, "q 0.5")
    expectPoint(animation.sample(atProgress: 0.125).position, 50, 0, pacedTolerance, "q 0.125")
  }

  @Test("inside a curve, linear mode uses the Bézier parameter, not arc length")
  func bezierParameter() {
    let animation = KeyframePathAnimation(path: sCurve, timing: timing())
    // B(¼) with Bernstein weights 27/64, 27/64, 9/64, 1/64:
    // x = (27·100 + 9·200 + 300)/64 = 75, y = (9·300 + 300)/64 = 46.875.
    expectPoint(animation.sample(atProgress: 0.25).position, 75, 46.875, positionTolerance, "B(1/4)")
    // B(½) = (150, 150); by symmetry it is also the arc-length midpoint.
    expectPoint(animation.sample(atProgress: 0.5).position, 150, 150, positionTolerance, "B(1/2)")
    let paced = KeyframePathAnimation(path: sCurve, calculationMode: .paced, timing: timing())
    expectPoint(paced.sample(atProgress: 0.5).position, 150, 150, pacedTolerance, "paced midpoint")
    // The speed |B'| varies (300 at the ends, 541 in the middle), so the
    // arc-length quarter is not B(¼) = (75, 46.875).
    let quarter = paced.sample(atProgress: 0.25).position
    #expect(abs(quarter.x - 75) > 1, "paced and linear coincide at q = 1/4: \(quarter)")
  }

  @Test("rotation follows the tangent; autoReverse adds π")
  func rotation() {
    let auto = KeyframePathAnimation(path: ell, rotationMode: .auto, timing: timing())
    expectClose(auto.sample(atProgress: 0.25).rotation ?? .nan, 0, absolute: tangentAngleTolerance)
    expectClose(auto.sample(atProgress: 0.75).rotation ?? .nan, Double.pi / 2, absolute: tangentAngleTolerance)
    let reverse = KeyframePathAnimation(path: ell, rotationMode: .autoReverse, timing: timing())
    expectClose(reverse.sample(atProgress: 0.75).rotation ?? .nan, 1.5 * Double.pi, absolute: tangentAngleTolerance)
    // S curve at t = ½: B' = 3·(¼(100, 0) + ½(100, 300) + ¼(100, 0)) = (300, 450) → atan(1.5).
    let curve = KeyframePathAnimation(path: sCurve, rotationMode: .auto, timing: timing())
    expectClose(curve.sample(atProgress: 0.5).rotation ?? .nan, 0.98279372324732906799, absolute: tangentAngleTolerance)
    #expect(KeyframePathAnimation(path: ell, timing: timing()).sample(atProgress: 0.5).rotation == nil)
  }

  @Test("discrete: the keyframe points")
  func discrete() {
    let animation = KeyframePathAnimation(path: ell, calculationMode: .discrete, timing: timing())
    // Three keyframes in slots of ⅓: q ½ → the corner.
    expectPoint(animation.sample(atProgress: 0.5).position, 100, 0, positionTolerance, "slot 1")
    expectPoint(animation.sample(atProgress: 0.9).position, 100, 300, positionTolerance, "slot 2")
  }
}
