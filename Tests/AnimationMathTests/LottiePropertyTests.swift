import AnimationMath
import TestSupport
import Testing

/// Values here are lerps or cubic polynomials of O(1)…O(100) numbers at simple
/// fractions, and the arc-length inverse is good to ~1e-13 of the length:
/// a few ulp of 100 plus that.
private let valueTolerance = 1e-11

/// A keyframe with the same handle for every dimension.
private func key(
  _ t: Double, _ s: [Double], hold: Bool = false, o: (Double, Double)? = (1.0 / 3, 1.0 / 3),
  i: (Double, Double)? = (2.0 / 3, 2.0 / 3), to: [Double]? = nil, ti: [Double]? = nil
) -> LottieKeyframe {
  LottieKeyframe(
    time: t, value: s, isHold: hold, outHandle: o.map { LottieEasingHandle(x: $0.0, y: $0.1) },
    inHandle: i.map { LottieEasingHandle(x: $0.0, y: $0.1) }, spatialOut: to, spatialIn: ti)
}

@Suite("Lottie property evaluation")
struct LottiePropertyTests {
  @Test("linear segment, held before the first and after the last keyframe")
  func linearAndHeldEnds() throws {
    let property = try LottieProperty(keyframes: [key(10, [0]), key(20, [100])])
    for (frame, expected) in [(-5.0, 0.0), (10, 0), (12.5, 25), (15, 50), (19.75, 97.5), (20, 100), (99, 100)] {
      expectClose(property.value(atFrame: frame)[0], expected, absolute: valueTolerance, "frame \(frame)")
    }
  }

  @Test("hold keyframes and two keyframes at one t are jumps; the later value applies at that t")
  func holdsAndJumps() throws {
    let hold = try LottieProperty(keyframes: [key(0, [1], hold: true), key(2, [2])])
    #expect(hold.value(atFrame: 2.0.nextDown) == [1])
    #expect(hold.value(atFrame: 2) == [2])
    let jump = try LottieProperty(keyframes: [key(0, [0]), key(10, [1]), key(10, [2]), key(20, [3])])
    expectClose(jump.value(atFrame: 5)[0], 0.5, absolute: valueTolerance)
    expectClose(jump.value(atFrame: 10.0.nextDown)[0], 1, absolute: 1e-12)
    #expect(jump.value(atFrame: 10) == [2])
    expectClose(jump.value(atFrame: 15)[0], 2.5, absolute: valueTolerance)
  }

  /// With x handles 1/3 and 2/3 the curve's x(t) = t, so y = 3t²(1−t)·y2 + 3t(1−t)²·y1 + t³.
  @Test(
    "cubic easing from keyframe n's o and i, y unclamped",
    arguments: [(0.25, 0.0, 1.0), (0.5, 0.0, 1.0), (0.9, 0.0, 1.5), (0.3, -0.5, 1.0)])
  func easing(p: Double, y1: Double, y2: Double) throws {
    let property = try LottieProperty(keyframes: [
      key(0, [0], o: (1.0 / 3, y1), i: (2.0 / 3, y2)), key(10, [100], o: (1.0 / 3, 5), i: (2.0 / 3, 5)),
    ])
    let expected = 3 * p * (1 - p) * (1 - p) * y1 + 3 * p * p * (1 - p) * y2 + p * p * p
    expectClose(property.value(atFrame: 10 * p)[0], 100 * expected, absolute: valueTolerance)
  }

  @Test("per-dimension handles ease each dimension with its own curve")
  func perDimensionHandles() throws {
    let first = LottieKeyframe(
      time: 0, value: [0, 0], outHandle: LottieEasingHandle(x: [1.0 / 3, 1.0 / 3], y: [1.0 / 3, 0]),
      inHandle: LottieEasingHandle(x: [2.0 / 3, 2.0 / 3], y: [2.0 / 3, 1]))
    let property = try LottieProperty(keyframes: [first, key(10, [100, 100])])
    let value = property.value(atFrame: 2.5)
    expectClose(value[0], 25, absolute: valueTolerance)
    expectClose(value[1], 100 * (3 * 0.0625 * 0.75 + 0.015625), absolute: valueTolerance)
  }

  @Test("legacy s/e keyframes: the segment ends at e, and a last keyframe without s takes it")
  func legacyForm() throws {
    var first = key(0, [0])
    first.endValue = [10]
    let last = LottieKeyframe(time: 10, value: [])
    let property = try LottieProperty(keyframes: [first, last])
    expectClose(property.value(atFrame: 5)[0], 5, absolute: valueTolerance)
    #expect(property.value(atFrame: 11) == [10])
  }

  /// The arch (0,0) → (100,0) with to = ti = (0, 50) is symmetric, so half its
  /// arc length is its apex B(½) = (50, 37.5); it leaves at 90° and arrives at −90°.
  @Test("spatial segment: eased progress is a fraction of arc length; orientation is the tangent")
  func spatialArch() throws {
    let property = try LottieProperty(keyframes: [key(0, [0, 0], to: [0, 50], ti: [0, 50]), key(10, [100, 0])])
    #expect(property.isSpatial)
    let apex = property.value(atFrame: 5)
    expectClose(apex[0], 50, absolute: valueTolerance)
    expectClose(apex[1], 37.5, absolute: valueTolerance)
    expectClose(property.orientation(atFrame: 0), 90, absolute: 1e-9)
    expectClose(property.orientation(atFrame: 5), 0, absolute: 1e-9)
    expectClose(property.orientation(atFrame: 10), -90, absolute: 1e-9)
    expectClose(property.orientation(atFrame: 30), -90, absolute: 1e-9)
    #expect(property.orientation(atFrame: -1) == 0)
  }

  /// Eased progress 1.0935 (y2 = 1.5 at p = 0.9) past the arch's end continues
  /// straight down its end tangent (b − c2 = (0, −50)) by 0.0935·L.
  @Test("overshoot beyond the end continues along the end tangent")
  func overshoot() throws {
    let property = try LottieProperty(keyframes: [
      key(0, [0, 0], o: (1.0 / 3, 0), i: (2.0 / 3, 1.5), to: [0, 50], ti: [0, 50]), key(10, [100, 0]),
    ])
    let length = CubicBezier(
      start: .zero, control1: Point(x: 0, y: 50), control2: Point(x: 100, y: 50), end: Point(x: 100, y: 0)
    ).length
    let value = property.value(atFrame: 9)
    expectClose(value[0], 100, absolute: valueTolerance)
    expectClose(value[1], -(0.3645 + 0.729 - 1) * length, absolute: valueTolerance)
  }

  @Test("collinear tangents are a straight line; a 3D arch moving in z is measured in 3D")
  func collinearAnd3D() throws {
    let line = try LottieProperty(keyframes: [
      key(0, [0, 0], to: [30, 30], ti: [-10, -10]), key(10, [90, 90]),
    ])
    let middle = line.value(atFrame: 5)
    expectClose(middle[0], 45, absolute: valueTolerance)
    expectClose(middle[1], 45, absolute: valueTolerance)
    expectClose(line.orientation(atFrame: 5), 45, absolute: 1e-12)
    let arch = try LottieProperty(keyframes: [
      key(0, [0, 0, 0], to: [0, 0, 50], ti: [0, 0, 50]), key(10, [100, 0, 0]),
    ])
    let apex = arch.value(atFrame: 5)
    expectClose(apex[0], 50, absolute: 1e-9)
    expectClose(apex[2], 37.5, absolute: 1e-9)
    #expect(apex[1] == 0)
  }

  @Test(
    "specification violations are refused with the keyframe and field",
    arguments: [
      ([key(5, [0]), key(4, [1])], 1, "t"),
      ([key(0, [0]), key(1, [1]), key(1, [2]), key(1, [3])], 3, "t"),
      ([key(0, [0], o: (1.2, 0)), key(1, [1])], 0, "o.x"),
      ([key(0, [0], i: (-0.1, 0)), key(1, [1])], 0, "i.x"),
    ])
  func violations(keyframes: [LottieKeyframe], index: Int, field: String) {
    #expect(throws: LottieKeyframeError.self) { try LottieProperty(keyframes: keyframes) }
    do {
      _ = try LottieProperty(keyframes: keyframes)
    } catch {
      #expect(error.index == index)
      #expect(error.field == field)
    }
  }

  @Test("a non-hold keyframe without handles is linear and listed")
  func missingHandles() throws {
    let property = try LottieProperty(keyframes: [key(0, [0], o: nil, i: nil), key(10, [10])])
    #expect(property.linearFallbackIndices == [0])
    expectClose(property.value(atFrame: 2.5)[0], 2.5, absolute: valueTolerance)
  }

  @Test("layer time: visible on [ip, op), own keyframes at t, children at (t − st)/sr, or tm(t)·fr")
  func layerTiming() throws {
    let timing = LottieLayerTiming(inPoint: 10, outPoint: 40, startTime: 10, stretch: 2, frameRate: 30)
    #expect(!timing.isVisible(atFrame: 9.5))
    #expect(timing.isVisible(atFrame: 10))
    #expect(!timing.isVisible(atFrame: 40))
    #expect(timing.childFrame(atFrame: 30) == 10)
    // st does not shift a layer's own keyframes: lottie-web subtracts it from the frame and from
    // every keyframe time (PropertyFactory.js `offsetTime`), so parent frame 30 reads keyframe time 30.
    #expect(timing.propertyFrame(atFrame: 30) == 30)
    let remap = try LottieProperty(keyframes: [key(0, [0]), key(60, [1])])
    let remapped = LottieLayerTiming(
      inPoint: 0, outPoint: 60, startTime: 10, stretch: 2, timeRemap: remap, frameRate: 30)
    expectClose(remapped.childFrame(atFrame: 30), 15, absolute: valueTolerance)
  }
}
