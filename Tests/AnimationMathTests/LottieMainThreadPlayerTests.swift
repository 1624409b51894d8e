import AnimationMath
import TestSupport
import Testing

/// The walk's sums and one secant step against the same steps in the test: a few ulp of 100 px.
private let walkTolerance = 1e-9

/// Each rule of `--player lottie-ios` (the Main Thread renderer) that differs from exact, with a
/// frame derived by hand.
@Suite("Lottie player lottie-ios")
struct LottieMainThreadPlayerTests {
  /// cubic-bezier(⅓, 0, ⅔, 1): x(t) − p has a = 3·⅓ − 3·⅔ + 1 = 0 and b = −6·⅓ + 3·⅔ = 0, so
  /// `SolveCubic` goes to the quadratic formula with a zero leading coefficient, which divides
  /// by zero and finds no root: the eased progress is −1, and 0 → 100 reads −100.
  @Test("no cubic root in [0, 1] gives eased progress −1")
  func noRoot() throws {
    let property = try LottieProperty(keyframes: [
      lottieKey(0, [0], o: (1.0 / 3, 0), i: (2.0 / 3, 1)), lottieKey(10, [100]),
    ])
    for frame in [2.0, 5, 8] {
      #expect(property.value(atFrame: frame, player: .lottieIOS) == [-100], "frame \(frame)")
      #expect(property.value(atFrame: frame)[0] > 0)
    }
  }

  /// The arch at linear progress ¼: 20 samples B(k/20), the last sample whose running chord
  /// length is below ¼ of the total, and one secant step in that interval, walked here by hand.
  @Test("spatial paths: 20 samples and one secant step")
  func twentySamples() throws {
    let property = try LottieProperty(keyframes: [
      lottieKey(0, [0, 0], to: [0, 50], ti: [0, 50]), lottieKey(10, [100, 0]),
    ])
    let cubic = CubicBezier(
      start: .zero, control1: Point(x: 0, y: 50), control2: Point(x: 100, y: 50), end: Point(x: 100, y: 0))
    let samples = (0...20).map { cubic.point(at: Double($0) / 20) }
    var running = [0.0]
    for k in 1...20 { running.append(running[k - 1] + samples[k].distance(to: samples[k - 1])) }
    let wanted = running[20] / 4
    let k = try #require(running.lastIndex { $0 <= wanted })
    let expected = cubic.point(at: (Double(k) + (wanted - running[k]) / (running[k + 1] - running[k])) / 20)
    let ios = property.value(atFrame: 2.5, player: .lottieIOS)
    expectClose(ios[0], expected.x, absolute: walkTolerance)
    expectClose(ios[1], expected.y, absolute: walkTolerance)
    let exact = property.value(atFrame: 2.5)
    #expect(abs(ios[0] - exact[0]) + abs(ios[1] - exact[1]) > 1e-3)
  }

  /// Eased progress above 1 walks past the last sample and returns it, the end point (the
  /// parameter summed 20 times is 1 + 2⁻⁵²); below 0 it returns the start point. Exact continues
  /// along the end tangents.
  @Test("spatial overshoot returns the end point, undershoot the start point")
  func overshoot() throws {
    let cases: [((Double, Double), (Double, Double), Double, [Double])] = [
      ((0.4, 0), (0.6, 1.5), 9, [100, 0]), ((0.4, -0.5), (0.6, 1), 1, [0, 0]),
    ]
    for (o, i, frame, end) in cases {
      let property = try LottieProperty(keyframes: [
        lottieKey(0, [0, 0], o: o, i: i, to: [0, 50], ti: [0, 50]), lottieKey(10, [100, 0]),
      ])
      let ios = property.value(atFrame: frame, player: .lottieIOS)
      expectClose(ios[0], end[0], absolute: walkTolerance, "frame \(frame)")
      expectClose(ios[1], end[1], absolute: walkTolerance, "frame \(frame)")
      let exact = property.value(atFrame: frame)
      #expect(abs(exact[0] - end[0]) + abs(exact[1] - end[1]) > 1)
    }
  }

  /// Per-dimension handles: dimension 1's smoothstep is dropped, both follow dimension 0 (linear).
  @Test("per-dimension handles keep only the first dimension's")
  func firstDimensionHandles() throws {
    let first = LottieKeyframe(
      time: 0, value: [0, 0], outHandle: LottieEasingHandle(x: [0.25, 1.0 / 3], y: [0.25, 0]),
      inHandle: LottieEasingHandle(x: [0.75, 2.0 / 3], y: [0.75, 1]))
    let property = try LottieProperty(keyframes: [first, lottieKey(10, [100, 100])])
    let ios = property.value(atFrame: 2.5, player: .lottieIOS)
    expectClose(ios[1], 25, absolute: walkTolerance)
    #expect(abs(property.value(atFrame: 2.5)[1] - ios[1]) > 1)
  }
}
