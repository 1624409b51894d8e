import AnimationMath
import TestSupport
import Testing

/// Cubic polynomials of O(100) values at simple fractions: a few ulp.
private let valueTolerance = 1e-11

/// Each rule of `--player lottie-web` that differs from exact, with a frame derived by hand.
@Suite("Lottie player lottie-web")
struct LottieWebPlayerTests {
  /// Eased progress beyond 1 (y2 = 1.5 at p = 0.9) and below 0 (y1 = −0.5 at p = 0.1) both end
  /// on the segment's end point, where exact continues along the end tangents.
  @Test("spatial overshoot either way returns the end point")
  func overshoot() throws {
    for (o, i, frame) in [((1.0 / 3, 0.0), (2.0 / 3, 1.5), 9.0), ((1.0 / 3, -0.5), (2.0 / 3, 1.0), 1)] {
      let property = try LottieProperty(keyframes: [
        lottieKey(0, [0, 0], o: o, i: i, to: [0, 50], ti: [0, 50]), lottieKey(10, [100, 0]),
      ])
      #expect(property.value(atFrame: frame, player: .lottieWeb) == [100, 0], "frame \(frame)")
      #expect(property.value(atFrame: frame) != [100, 0])
    }
  }

  /// Linear 0 → 0.3 over 3 frames: at frame 1 the value 0.1 is stored as Float(0.1).
  @Test("vectors are stored in Float32; scalars stay Double")
  func float32() throws {
    let vector = try LottieProperty(keyframes: [lottieKey(0, [0, 0]), lottieKey(3, [0.3, 0.3])])
    #expect(vector.value(atFrame: 1.5, player: .lottieWeb) == [Double(Float(0.15)), Double(Float(0.15))])
    let scalar = try LottieProperty(keyframes: [lottieKey(0, [0]), lottieKey(3, [0.3])])
    #expect(scalar.value(atFrame: 1.5, player: .lottieWeb) == [0.15])
  }

  /// The arch at linear progress ¼: the point ¼ of the way along the 150-point polyline
  /// through B(k/149), walked here by hand; it is off the exact arc-length point by ~1e-3.
  @Test("spatial paths are walked on the 150-point polyline")
  func polyline() throws {
    let property = try LottieProperty(keyframes: [
      lottieKey(0, [0, 0], to: [0, 50], ti: [0, 50]), lottieKey(10, [100, 0]),
    ])
    let cubic = CubicBezier(
      start: .zero, control1: Point(x: 0, y: 50), control2: Point(x: 100, y: 50), end: Point(x: 100, y: 0))
    let points = (0..<150).map { cubic.point(at: Double($0) / 149) }
    let steps = (1..<150).map { points[$0].distance(to: points[$0 - 1]) }
    var remaining = steps.reduce(0, +) / 4
    var k = 0
    while remaining >= steps[k] {
      remaining -= steps[k]
      k += 1
    }
    let expected = points[k].interpolated(to: points[k + 1], by: remaining / steps[k])
    let web = property.value(atFrame: 2.5, player: .lottieWeb)
    expectClose(web[0], expected.x, absolute: 1e-5)
    expectClose(web[1], expected.y, absolute: 1e-5)
    let exact = property.value(atFrame: 2.5)
    #expect(abs(web[0] - exact[0]) + abs(web[1] - exact[1]) > 1e-5)
  }

  /// (0, 0) → (100, 100) linearly over frames 0–10, held to frame 20, then → (200, 100) by 30.
  /// Before the first keyframe lottie-web takes p(0.01) − p(0) = (0.1, 0.1): 45°, where exact
  /// has no angle yet (0). In the hold p(15) − p(14.99) = 0: atan2(0, 0) = 0°, where exact keeps
  /// the last angle, 45°. After the last keyframe p(30) − p(29.95) = (0.5, 0): 0°, as exact.
  @Test("orientation comes from two positions 0.01 frame apart (0.05 after the last keyframe)")
  func orientation() throws {
    var hold = lottieKey(10, [100, 100])
    hold.isHold = true
    let property = try LottieProperty(keyframes: [
      lottieKey(0, [0, 0]), hold, lottieKey(20, [100, 100]), lottieKey(30, [200, 100]),
    ])
    expectClose(property.orientation(atFrame: -5, player: .lottieWeb), 45, absolute: 1e-9)
    #expect(property.orientation(atFrame: -5) == 0)
    #expect(property.orientation(atFrame: 15, player: .lottieWeb) == 0)
    expectClose(property.orientation(atFrame: 15), 45, absolute: 1e-9)
    #expect(property.orientation(atFrame: 35, player: .lottieWeb) == 0)
    expectClose(property.orientation(atFrame: 5, player: .lottieWeb), 45, absolute: 1e-9)
  }

  /// A precomp (ip 0, op 30, fr 30) whose remap reaches 1 s at frame 20 and holds: at parent
  /// frame 25 the remapped frame is 1·30 = 30 = op, which lottie-web hands on as 29; exact 30.
  /// Below op (frame 10: 0.5 s, frame 15) both agree.
  @Test("a remapped frame equal to the precomp's op becomes op − 1")
  func remapAtOutPoint() throws {
    let remap = try LottieProperty(keyframes: [lottieKey(0, [0]), lottieKey(20, [1])])
    let timing = LottieLayerTiming(inPoint: 0, outPoint: 30, timeRemap: remap, frameRate: 30)
    #expect(timing.childFrame(atFrame: 25, player: .lottieWeb) == 29)
    #expect(timing.childFrame(atFrame: 25) == 30)
    expectClose(timing.childFrame(atFrame: 10, player: .lottieWeb), 15, absolute: 1e-12)
    let unmapped = LottieLayerTiming(inPoint: 0, outPoint: 30, frameRate: 30)
    #expect(unmapped.childFrame(atFrame: 30, player: .lottieWeb) == 30)
  }
}
