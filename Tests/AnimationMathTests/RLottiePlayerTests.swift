import AnimationMath
import TestSupport
import Testing

/// A keyframe with one handle for every dimension (identity handles by default: linear).
private func key(
  _ t: Double, _ s: [Double], o: (Double, Double) = (0.25, 0.25), i: (Double, Double) = (0.75, 0.75),
  to: [Double]? = nil, ti: [Double]? = nil
) -> LottieKeyframe {
  LottieKeyframe(
    time: t, value: s, outHandle: LottieEasingHandle(x: o.0, y: o.1), inHandle: LottieEasingHandle(x: i.0, y: i.1),
    spatialOut: to, spatialIn: ti)
}

/// The arch (0,0) (0,50) (100,50) (100,0) over frames 0…10, linear.
private let arch = [[0.0, 0], [0, 50], [100, 50], [100, 0]]

/// Each rule of `--player rlottie` that differs from exact, with a frame derived by hand.
@Suite("Lottie player rlottie")
struct RLottiePlayerTests {
  /// Frame 7.4 renders frame 7, 7.5 renders 8 (round half away from zero, as `round`);
  /// ip 0.6 and op 30.4 are rounded to 1 and 30, and frames outside are clamped to them.
  @Test("only whole frames: rounded, offset by the rounded ip, clamped to [ip, op]")
  func wholeFrames() {
    let player = LottiePlayer.rlottie
    #expect(player.compositionFrame(7.4, inPoint: 0, outPoint: 30) == 7)
    #expect(player.compositionFrame(7.5, inPoint: 0, outPoint: 30) == 8)
    #expect(player.compositionFrame(0.2, inPoint: 0.6, outPoint: 30.4) == 1)
    #expect(player.compositionFrame(31, inPoint: 0.6, outPoint: 30.4) == 30)
    #expect(LottiePlayer.exact.compositionFrame(7.4, inPoint: 0, outPoint: 30) == 7.4)
  }

  /// st 1.5 is stored as the integer 1: at parent frame 8 the children see int((8 − 1)/2) = 3;
  /// exact: (8 − 1.5)/2 = 3.25.
  @Test("a precomp's children run at int((t − int(st))/sr)")
  func truncatedStretch() {
    let timing = LottieLayerTiming(inPoint: 0, outPoint: 100, startTime: 1.5, stretch: 2, frameRate: 30)
    #expect(timing.childFrame(atFrame: 8, player: .rlottie) == 3)
    #expect(timing.childFrame(atFrame: 8) == 3.25)
  }

  /// tm runs 0 → 1 s over frames 0 → 30 at 30 fps, sr 2, st 5: at frame 9 tm = 0.3 s, round(0.3·30) = 9,
  /// then the stretch: int(9/2) = 4 (st ignored); exact ignores sr and st: 9.
  @Test("with a time remap the stretch applies after it, truncated")
  func stretchAfterRemap() throws {
    let remap = try LottieProperty(keyframes: [key(0, [0]), key(30, [1])])
    let timing = LottieLayerTiming(
      inPoint: 0, outPoint: 100, startTime: 5, stretch: 2, timeRemap: remap, frameRate: 30)
    #expect(timing.childFrame(atFrame: 9, player: .rlottie) == 4)
    expectClose(timing.childFrame(atFrame: 9), 9, absolute: 1e-12)
  }

  /// A layer's own keyframes see its parent's frame: st 5 at parent frame 7 gives 7, as exact does.
  @Test("a layer's own keyframes ignore st, as exact's do")
  func ownKeyframes() {
    let timing = LottieLayerTiming(inPoint: 0, outPoint: 100, startTime: 5, frameRate: 30)
    #expect(timing.propertyFrame(atFrame: 7, player: .rlottie) == 7)
    #expect(timing.propertyFrame(atFrame: 7) == 7)
  }

  /// ip 1.4 rounds to 1 and op 10 is included: frames 1 and 10 are drawn, exact draws neither.
  @Test("in and out points are rounded and op is included")
  func visibility() {
    let timing = LottieLayerTiming(inPoint: 1.4, outPoint: 10, frameRate: 30)
    for frame in [1.0, 10] {
      #expect(timing.isVisible(atFrame: frame, player: .rlottie), "frame \(frame)")
      #expect(!timing.isVisible(atFrame: frame), "frame \(frame)")
    }
    #expect(!timing.isVisible(atFrame: 11, player: .rlottie))
    #expect(!timing.isVisible(atFrame: 0, player: .rlottie))
  }

  /// Eased progress 1.5·… beyond 1 (y2 = 1.5 at p = 0.9) and below 0 (y1 = −0.5 at p = 0.1):
  /// `tAtLength` returns parameter 1 beyond the length and bisects down to 0 below it.
  @Test("spatial overshoot is clamped to the segment's ends")
  func overshoot() throws {
    for (o, i, frame, end) in [
      ((1.0 / 3, 0.0), (2.0 / 3, 1.5), 9.0, [100.0, 0]), ((1.0 / 3, -0.5), (2.0 / 3, 1.0), 1, [0, 0]),
    ] {
      let property = try LottieProperty(keyframes: [
        key(0, [0, 0], o: o, i: i, to: [0, 50], ti: [0, 50]), key(10, [100, 0]),
      ])
      let value = property.value(atFrame: frame, player: .rlottie)
      expectClose(value[0], end[0], absolute: 0.02, "frame \(frame)")
      expectClose(value[1], end[1], absolute: 0.02, "frame \(frame)")
      #expect(abs(property.value(atFrame: frame)[1] - end[1]) > 1, "exact overshoots past the end")
    }
  }

  /// Linear progress ¼ on the arch: the point at ¼ of the alpha-max-beta-min length (the
  /// integral reference), to the bisection's 0.01 of length; exact's arc-length point is 0.38 px away.
  @Test("spatial paths are walked by the approximate length")
  func approximateLength() throws {
    let property = try LottieProperty(keyframes: [key(0, [0, 0], to: [0, 50], ti: [0, 50]), key(10, [100, 0])])
    let value = property.value(atFrame: 2.5, player: .rlottie)
    let expected = approximateLengthPoint(arch, share: 0.25)
    expectClose(value[0], expected[0], absolute: 0.03)
    expectClose(value[1], expected[1], absolute: 0.03)
    let exact = property.value(atFrame: 2.5)
    #expect(abs(value[0] - exact[0]) + abs(value[1] - exact[1]) > 0.2)
  }

  /// Dimension 1's smoothstep is dropped: both follow dimension 0's identity handles, 25 at frame 2.5.
  @Test("per-dimension handles keep only the first dimension's")
  func firstDimensionHandles() throws {
    let first = LottieKeyframe(
      time: 0, value: [0, 0], outHandle: LottieEasingHandle(x: [0.25, 1.0 / 3], y: [0.25, 0]),
      inHandle: LottieEasingHandle(x: [0.75, 2.0 / 3], y: [0.75, 1]))
    let property = try LottieProperty(keyframes: [first, key(10, [100, 100])])
    #expect(property.value(atFrame: 2.5, player: .rlottie) == [25, 25])
    expectClose(property.value(atFrame: 2.5)[1], 100 * (3 * 0.0625 * 0.75 + 0.015625), absolute: 1e-9)
  }

  /// Linear 0 → 0.3 over 3 frames: at frame 1 the Float lerp 0 + (1/3 in Float)·(0.3 in Float).
  @Test("values are Floats")
  func floatValues() throws {
    let property = try LottieProperty(keyframes: [key(0, [0]), key(3, [0.3])])
    let third = Float(1) / Float(3)
    #expect(property.value(atFrame: 1, player: .rlottie) == [Double(third * Float(0.3))])
    #expect(property.value(atFrame: 1) != [Double(third * Float(0.3))])
    #expect(property.value(atFrame: 5, player: .rlottie) == [Double(Float(0.3))])
  }
}
