import TestSupport
import Testing

@testable import AnimationMath

/// The approximate length rlottie and ThorVG walk spatial paths by.
@Suite("Lottie Float Bézier (rlottie, ThorVG)")
struct LottieFloatBezierTests {
  /// A line at 45°: max + 0.375·min = (1 + 0.375)/√2 = 0.972 of its length; along an axis exact.
  @Test("alpha max plus beta min: exact along an axis, 1.375/√2 on the diagonal")
  func lineLength() {
    #expect(LottieFloatBezier.approximateLength(0, 0, 100, 0) == 100)
    #expect(LottieFloatBezier.approximateLength(0, 0, 100, 100) == 137.5)
    #expect(LottieFloatBezier.approximateLength(0, 0, -30, 40) == 40 + 0.375 * 30)
  }

  /// Within one octant max + 0.375·min is linear in the direction, so the control polygon and
  /// the chord measure the same and the cubic is not subdivided; its length is the chord's.
  @Test("a cubic inside one octant measures as its chord")
  func octant() {
    let bezier = LottieFloatBezier([0, 0], [30, 10], [70, 20], [100, 30])
    #expect(bezier.approximateLength == 100 + 0.375 * 30)
  }

  /// The arch (0,0) (0,50) (100,50) (100,0) turns through every octant boundary between 90° and
  /// −90°; its approximate length is ∫ f(B′(t)) dt with f = max + 0.375·min, here by a
  /// 20 000-step trapezoid rule in Double, to the subdivision's 0.01 per piece that straddles a
  /// boundary (≤ 0.05 in all).
  @Test("a curve crossing octants measures as the integral of the approximate speed")
  func arch() {
    let bezier = LottieFloatBezier([0, 0], [0, 50], [100, 50], [100, 0])
    let reference = approximateSpeedIntegral([[0, 0], [0, 50], [100, 50], [100, 0]], upTo: 1)
    expectClose(Double(bezier.approximateLength), reference, absolute: 0.05)
    let exactLength = ArcLengthTable(
      CubicBezier(start: .zero, control1: Point(x: 0, y: 50), control2: Point(x: 100, y: 50), end: Point(x: 100, y: 0))
    ).length
    #expect(Double(bezier.approximateLength) > exactLength + 1, "the diagonal parts are overstated")
  }
}

/// ∫₀ᵗ f(B′(u)) du with f(v) = max(|vx|, |vy|) + 0.375·min(|vx|, |vy|): the limit of the players'
/// polygon sums, by the trapezoid rule on 20 000 steps per unit of t (a test reference).
func approximateSpeedIntegral(_ controls: [[Double]], upTo t: Double) -> Double {
  func speed(_ u: Double) -> Double {
    let v = 1 - u
    let d = (0..<2).map { k in
      3
        * (v * v * (controls[1][k] - controls[0][k]) + 2 * v * u * (controls[2][k] - controls[1][k])
          + u * u * (controls[3][k] - controls[2][k]))
    }
    let (a, b) = (abs(d[0]), abs(d[1]))
    return max(a, b) + 0.375 * min(a, b)
  }
  let steps = max(1, Int(20_000 * t))
  let h = t / Double(steps)
  var sum = (speed(0) + speed(t)) / 2
  for k in 1..<steps { sum += speed(Double(k) * h) }
  return sum * h
}

/// The point at `share` of the approximate length: bisection on ``approximateSpeedIntegral`` (a test reference).
func approximateLengthPoint(_ controls: [[Double]], share: Double) -> [Double] {
  let total = approximateSpeedIntegral(controls, upTo: 1)
  var (low, high) = (0.0, 1.0)
  for _ in 0..<30 {
    let middle = (low + high) / 2
    if approximateSpeedIntegral(controls, upTo: middle) < share * total { low = middle } else { high = middle }
  }
  let t = (low + high) / 2
  let u = 1 - t
  return (0..<2).map { k in
    u * u * u * controls[0][k] + 3 * u * u * t * controls[1][k] + 3 * u * t * t * controls[2][k]
      + t * t * t * controls[3][k]
  }
}
