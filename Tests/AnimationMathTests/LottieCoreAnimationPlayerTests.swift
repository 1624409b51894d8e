import AnimationMath
import TestSupport
import Testing

/// Cubic polynomials of O(100) values at simple fractions: a few ulp.
private let valueTolerance = 1e-11

/// Each rule of `--player lottie-ios-ca` that differs from exact, with a frame derived by hand.
@Suite("Lottie player lottie-ios-ca")
struct LottieCoreAnimationPlayerTests {
  /// Linear progress ¼ on the arch (0,0) (0,50) (100,50) (100,0) by Bézier parameter:
  /// B(¼) = (3·¾·¼²·100 + ¼³·100, 3·¾²·¼·50 + 3·¾·¼²·50) = (15.625, 28.125).
  @Test("a spatial segment is traversed by Bézier parameter, not arc length")
  func bezierParameter() throws {
    let property = try LottieProperty(keyframes: [
      lottieKey(0, [0, 0], to: [0, 50], ti: [0, 50]), lottieKey(10, [100, 0]),
    ])
    let ca = property.value(atFrame: 2.5, player: .lottieIOSCoreAnimation)
    expectClose(ca[0], 15.625, absolute: valueTolerance)
    expectClose(ca[1], 28.125, absolute: valueTolerance)
    let exact = property.value(atFrame: 2.5)
    #expect(abs(exact[0] - ca[0]) > 1, "exact walks a quarter of the arc length: \(exact)")
  }

  /// (0,0) → (90,90) with to = (30,30), ti = (−10,−10): exact is the line's midpoint (45, 45);
  /// Core Animation keeps the cubic, B(½) = (3·30 + 3·80 + 90)/8 = 52.5 on both axes.
  @Test("collinear tangents stay a cubic")
  func collinearTangents() throws {
    let property = try LottieProperty(keyframes: [
      lottieKey(0, [0, 0], to: [30, 30], ti: [-10, -10]), lottieKey(10, [90, 90]),
    ])
    #expect(property.value(atFrame: 5, player: .lottieIOSCoreAnimation) == [52.5, 52.5])
    expectClose(property.value(atFrame: 5)[0], 45, absolute: valueTolerance)
  }

  /// cubic-bezier(⅓, 0.1, ⅔, 0.9) with Float control points: the core's exact solver on the
  /// Float curve; the rounding of 0.1 (1.5e-9) moves the value by ~6e-10 at p = 0.3.
  @Test("timing functions take Float control points")
  func floatControlPoints() throws {
    let property = try LottieProperty(keyframes: [
      lottieKey(0, [0], o: (1.0 / 3, 0.1), i: (2.0 / 3, 0.9)), lottieKey(1, [1]),
    ])
    let floatCurve = try CubicBezierTiming(controlPoints: Float(1.0 / 3), 0.1, Float(2.0 / 3), 0.9)
    let ca = property.value(atFrame: 0.3, player: .lottieIOSCoreAnimation)[0]
    expectClose(ca, floatCurve.value(at: 0.3), absolute: 1e-15)
    #expect(abs(ca - property.value(atFrame: 0.3)[0]) > 1e-10)
  }

  /// Per-dimension handles: dimension 1's smoothstep is dropped, both follow dimension 0 (linear).
  @Test("per-dimension handles keep only the first dimension's")
  func firstDimensionHandles() throws {
    let first = LottieKeyframe(
      time: 0, value: [0, 0], outHandle: LottieEasingHandle(x: [0.25, 1.0 / 3], y: [0.25, 0]),
      inHandle: LottieEasingHandle(x: [0.75, 2.0 / 3], y: [0.75, 1]))
    let property = try LottieProperty(keyframes: [first, lottieKey(10, [100, 100])])
    #expect(property.value(atFrame: 2.5, player: .lottieIOSCoreAnimation) == [25, 25])
    expectClose(property.value(atFrame: 2.5)[1], 100 * (3 * 0.0625 * 0.75 + 0.015625), absolute: 1e-9)
  }
}
