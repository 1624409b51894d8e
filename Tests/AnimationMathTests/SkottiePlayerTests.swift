import AnimationMath
import TestSupport
import Testing

/// Skottie's own test tolerance: `SkScalarNearlyEqual`, 1/4096.
private let skottieTestTolerance = 1.0 / 4096
/// Float values of O(1000): a few Float ulp.
private let floatTolerance = 1e-3

/// One property of Skottie's `Keyframe.cpp` and the values its test expects at each `t`.
struct SkottieKeyframeVector: Sendable, CustomTestStringConvertible {
  let name: String
  let keyframes: [LottieKeyframe]
  let expected: [(frame: Double, value: Double)]
  var testDescription: String { name }
}

/// Linear keyframes (no `o`/`i`), as `Keyframe.cpp` writes them.
private func linear(_ t: Double, _ s: Double?, e: Double? = nil, hold: Bool = false) -> LottieKeyframe {
  LottieKeyframe(time: t, value: s.map { [$0] } ?? [], endValue: e.map { [$0] }, isHold: hold)
}

/// The largest Float below `x`: `std::nextafter(x, 0.f)`.
private func below(_ x: Float) -> Double { Double(x.nextDown) }

/// Transcribed from google/skia `modules/skottie/tests/Keyframe.cpp` at 0147de41 (test
/// `Skottie_Keyframe`): the keyframes of each `MockProperty` and every `prop(t)` it asserts.
private let skottieKeyframeVectors: [SkottieKeyframeVector] = {
  let ramp = [(-1.0, 1.0), (0, 1), (1, 1), (1.5, 1.5), (2, 2), (2.5, 3), (3, 4), (4, 4)]
  let stops = [
    (0.0, 1.0), (1, 1), (1.5, 1), (below(2), 1), (2, 2), (2.5, 2), (below(3), 2), (3, 4), (4, 4),
  ]
  return [
    SkottieKeyframeVector(
      name: "new style", keyframes: [linear(1, 1), linear(2, 2), linear(3, 4)],
      expected: ramp.map { (frame: $0.0, value: $0.1) }),
    SkottieKeyframeVector(
      name: "new style hold (hard stops)",
      keyframes: [linear(1, 1, hold: true), linear(2, 2, hold: true), linear(3, 4, hold: true)],
      expected: stops.map { (frame: $0.0, value: $0.1) }),
    SkottieKeyframeVector(
      name: "legacy style", keyframes: [linear(1, 1, e: 2), linear(2, 2, e: 4), linear(3, nil)],
      expected: ramp.map { (frame: $0.0, value: $0.1) }),
    SkottieKeyframeVector(
      name: "legacy style hold (hard stops)",
      keyframes: [linear(1, 1, e: 2, hold: true), linear(2, 2, e: 4, hold: true), linear(3, nil)],
      expected: stops.map { (frame: $0.0, value: $0.1) }),
  ]
}()

/// Skottie's published vectors, and each rule of `--player skottie` that differs from exact
/// with a frame derived by hand.
@Suite("Lottie player skottie")
struct SkottiePlayerTests {
  @Test("Skottie's own Keyframe.cpp vectors", arguments: skottieKeyframeVectors)
  func keyframeVectors(_ vector: SkottieKeyframeVector) throws {
    let property = try LottieProperty(keyframes: vector.keyframes)
    #expect(property.refusal(by: .skottie) == nil)
    for (frame, value) in vector.expected {
      expectClose(
        property.value(atFrame: frame, player: .skottie)[0], value, absolute: skottieTestTolerance,
        "\(vector.name) at t = \(frame)")
    }
  }

  /// Two keyframes at one `t` (the specification allows it) are refused, also when the two
  /// times differ in Double but not as Floats.
  @Test("two keyframes at one t are refused")
  func sameTime() throws {
    for second in [1.0, 1 + 1e-9] {
      let property = try LottieProperty(keyframes: [lottieKey(0, [0]), lottieKey(1, [1]), lottieKey(second, [2])])
      let refusal = try #require(property.refusal(by: .skottie))
      #expect(refusal.contains("k[1] and k[2]"))
      #expect(property.refusal(by: .exact) == nil)
    }
  }

  /// cubic-bezier(0.34, 0, ⅔, 1) at progress 0.95 (Float): x(0.95) − 0.95 = 0.02·0.05²·0.95 =
  /// 4.75e-5, within the solver's 5e-5, so Halley's method stops at t = x = 0.95 and
  /// y = 3t² − 2t³ = 0.99275: 0 → 1000 reads 992.75. The root is t = 0.949952 (992.7364).
  @Test("the cubic is solved by Halley's method to |x(t) − x| ≤ 5e-5")
  func halleyTolerance() throws {
    let property = try LottieProperty(keyframes: [
      lottieKey(0, [0], o: (0.34, 0), i: (2.0 / 3, 1)), lottieKey(10, [1000]),
    ])
    let skottie = property.value(atFrame: 9.5, player: .skottie)[0]
    expectClose(skottie, 992.75, absolute: floatTolerance)
    #expect(abs(property.value(atFrame: 9.5)[0] - skottie) > 0.01)
  }

  /// The legacy format: Skottie runs a segment to the next keyframe's `s`, not to this one's `e`.
  @Test("a segment ends at the next s, not at e")
  func legacyEnd() throws {
    let property = try LottieProperty(keyframes: [linear(0, 0, e: 10), linear(10, 20)])
    #expect(property.value(atFrame: 5, player: .skottie) == [10])
    #expect(property.value(atFrame: 5) == [5])
  }

  /// Eased progress beyond 1 (y2 = 1.5 at p = 0.9) is pinned to the path's end point; exact
  /// continues along the end tangent.
  @Test("spatial overshoot stops at the end point")
  func overshoot() throws {
    let property = try LottieProperty(keyframes: [
      lottieKey(0, [0, 0], o: (0.4, 0), i: (0.6, 1.5), to: [0, 50], ti: [0, 50]), lottieKey(10, [100, 0]),
    ])
    let skottie = property.value(atFrame: 9, player: .skottie)
    expectClose(skottie[0], 100, absolute: floatTolerance)
    expectClose(skottie[1], 0, absolute: floatTolerance)
    let exact = property.value(atFrame: 9)
    #expect(abs(exact[0] - 100) + abs(exact[1]) > 1)
  }

  /// The one-piece contour of `LottieAndroidPlayerTests.contourMeasure`: at progress ¼ the point
  /// is B(¼) = (7.5, 0.225), where exact arc length gives x ≈ 7.4985.
  @Test("spatial paths are traversed by Skia's contour measure")
  func contourMeasure() throws {
    let property = try LottieProperty(keyframes: [
      lottieKey(0, [0, 0], to: [10, 0.4], ti: [-10, 0.4]), lottieKey(10, [30, 0]),
    ])
    let skottie = property.value(atFrame: 2.5, player: .skottie)
    expectClose(skottie[0], 7.5, absolute: 1e-4)
    expectClose(skottie[1], 1.2 * 0.25 * 0.75, absolute: 1e-4)
    #expect(abs(property.value(atFrame: 2.5)[0] - skottie[0]) > 1e-3)
  }
}
