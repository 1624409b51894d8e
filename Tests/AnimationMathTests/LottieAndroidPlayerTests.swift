import AnimationMath
import TestSupport
import Testing

/// Float values of O(100): a few Float ulp.
private let floatTolerance = 1e-4

/// Each rule of `--player lottie-android` that differs from exact, with a frame derived by hand.
@Suite("Lottie player lottie-android")
struct LottieAndroidPlayerTests {
  /// cubic-bezier(⅓, ⅓ + δ, ⅔, ⅔ − δ) with δ = 0.007 has x(t) = t and y(t) = t + 3t(1−t)(1−2t)δ.
  /// Its point at t = ½ is the chord's midpoint and at t = ¼ it is 0.28125δ = 0.00197 from the
  /// chord, under Android's 0.002: the polyline is the one chord (0,0)–(1,1), so the easing is
  /// linear: 0 → 100 at progress 0.2 is 20, where exact is 100·(0.2 + 3·0.2·0.8·0.6·δ) = 20.2016.
  @Test("the easing is Android's PathInterpolator polyline (one chord here)")
  func pathInterpolatorPolyline() throws {
    let delta = 0.007
    let property = try LottieProperty(keyframes: [
      lottieKey(0, [0], o: (1.0 / 3, 1.0 / 3 + delta), i: (2.0 / 3, 2.0 / 3 - delta)), lottieKey(10, [100]),
    ])
    expectClose(property.value(atFrame: 2, player: .lottieAndroid)[0], 20, absolute: floatTolerance)
    expectClose(property.value(atFrame: 2)[0], 100 * (0.2 + 3 * 0.2 * 0.8 * 0.6 * delta), absolute: 1e-9)
  }

  /// y handles beyond ±100 are clamped (`MAX_CP_VALUE`): y1 = 150 evaluates as y1 = 100.
  @Test("control-point y is clamped to ±100")
  func controlPointClamp() throws {
    func property(y1: Double) throws -> LottieProperty {
      try LottieProperty(keyframes: [lottieKey(0, [0], o: (0.5, y1), i: (0.5, 1)), lottieKey(10, [1])])
    }
    let (wild, clamped) = (try property(y1: 150), try property(y1: 100))
    for frame in [1.0, 3, 5, 7, 9] {
      #expect(
        wild.value(atFrame: frame, player: .lottieAndroid) == clamped.value(atFrame: frame, player: .lottieAndroid))
      #expect(abs(wild.value(atFrame: frame)[0] - clamped.value(atFrame: frame)[0]) > 0.1, "frame \(frame)")
    }
  }

  /// A segment whose ends are equal has no path in lottie-android and stays at its start;
  /// exact travels the loop that its tangents draw.
  @Test("a spatial segment with equal ends stays at its start")
  func equalEnds() throws {
    let property = try LottieProperty(keyframes: [
      lottieKey(0, [0, 0], to: [50, 50], ti: [50, -50]), lottieKey(10, [0, 0]),
    ])
    #expect(property.value(atFrame: 5, player: .lottieAndroid) == [0, 0])
    #expect(property.value(atFrame: 5) != [0, 0])
  }

  /// (0,0) → (30,0) with to = (10, 0.4), ti = (−10, 0.4): both control points lie within 0.5 of
  /// the chord's ⅓ and ⅔ points, so Skia's contour measure keeps one piece of length 30 and
  /// distance d maps to the parameter d/30: at progress ¼ the point is B(¼) = (7.5, 1.2·¼·¾).
  /// Exact arc length puts ¼ of the way at t ≈ 0.24995 (x ≈ 7.4985).
  @Test("spatial paths are traversed by Skia's contour measure")
  func contourMeasure() throws {
    let property = try LottieProperty(keyframes: [
      lottieKey(0, [0, 0], to: [10, 0.4], ti: [-10, 0.4]), lottieKey(10, [30, 0]),
    ])
    let android = property.value(atFrame: 2.5, player: .lottieAndroid)
    expectClose(android[0], 7.5, absolute: floatTolerance)
    expectClose(android[1], 1.2 * 0.25 * 0.75, absolute: floatTolerance)
    #expect(abs(property.value(atFrame: 2.5)[0] - android[0]) > 1e-3)
  }

  /// Linear 0 → 0.3 over 3 frames: at frame 1.5 the value is half of Float(0.3), scalars too.
  @Test("values are Float")
  func float32() throws {
    for value in [[0.3], [0.3, 0.3]] {
      let property = try LottieProperty(keyframes: [lottieKey(0, value.map { _ in 0 }), lottieKey(3, value)])
      let android = property.value(atFrame: 1.5, player: .lottieAndroid)
      #expect(android == value.map { _ in Double(Float(0.3)) / 2 })
      #expect(android != property.value(atFrame: 1.5))
    }
  }
}
