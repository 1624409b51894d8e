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

/// Each rule of `--player thorvg` that differs from exact, with a frame derived by hand.
@Suite("Lottie player thorvg")
struct ThorVGPlayerTests {
  /// Fractional frames are kept to 1e-4 (7.25 stays, 7.25004 becomes 7.25), then clamped to
  /// [ip, op − 1]: frame 30 of a composition with op 30 renders frame 29.
  @Test("frames are rounded to 1e-4 and clamped to [ip, op − 1]")
  func frames() {
    let player = LottiePlayer.thorvg
    #expect(player.compositionFrame(7.25, inPoint: 0, outPoint: 30) == 7.25)
    #expect(player.compositionFrame(7.250_04, inPoint: 0, outPoint: 30) == Double(Float(72_500) * Float(0.0001)))
    #expect(player.compositionFrame(30, inPoint: 0, outPoint: 30) == 29)
    #expect(player.compositionFrame(-3, inPoint: 2, outPoint: 30) == 2)
  }

  /// (t − st)/sr in Float: at frame 1 with st 0.1 and sr 3, (1 − Float(0.1))/3 in Float.
  @Test("a precomp's children run at (t − st)/sr in Float")
  func floatStretch() {
    let timing = LottieLayerTiming(inPoint: 0, outPoint: 100, startTime: 0.1, stretch: 3, frameRate: 30)
    let expected = Double((Float(1) - Float(0.1)) / Float(3))
    #expect(timing.childFrame(atFrame: 1, player: .thorvg) == expected)
    #expect(timing.childFrame(atFrame: 1) != expected)
  }

  /// tm runs −1 s → 1 s over frames 0 → 30: at frame 0 exact maps to −30, ThorVG clamps the time at 0.
  @Test("a remapped time below 0 is clamped to 0; st and sr are ignored")
  func remapClamp() throws {
    let remap = try LottieProperty(keyframes: [key(0, [-1]), key(30, [1])])
    let timing = LottieLayerTiming(
      inPoint: 0, outPoint: 100, startTime: 5, stretch: 2, timeRemap: remap, frameRate: 30)
    #expect(timing.childFrame(atFrame: 0, player: .thorvg) == 0)
    #expect(timing.childFrame(atFrame: 0) == -30)
    #expect(timing.childFrame(atFrame: 30, player: .thorvg) == 30)
  }

  /// A layer's own keyframes see its parent's frame: st 5 at parent frame 7 gives 7, as exact does.
  @Test("a layer's own keyframes ignore st, as exact's do")
  func ownKeyframes() {
    let timing = LottieLayerTiming(inPoint: 0, outPoint: 100, startTime: 5, frameRate: 30)
    #expect(timing.propertyFrame(atFrame: 7, player: .thorvg) == 7)
    #expect(timing.propertyFrame(atFrame: 7) == 7)
  }

  /// e·length ≥ length gives parameter 1 and ≤ 0 parameter 0: the end points, exactly.
  @Test("spatial overshoot is clamped to the segment's ends")
  func overshoot() throws {
    for (o, i, frame, end) in [
      ((1.0 / 3, 0.0), (2.0 / 3, 1.5), 9.0, [100.0, 0]), ((1.0 / 3, -0.5), (2.0 / 3, 1.0), 1, [0, 0]),
    ] {
      let property = try LottieProperty(keyframes: [
        key(0, [0, 0], o: o, i: i, to: [0, 50], ti: [0, 50]), key(10, [100, 0]),
      ])
      #expect(property.value(atFrame: frame, player: .thorvg) == end, "frame \(frame)")
      #expect(abs(property.value(atFrame: frame)[1] - end[1]) > 1, "exact overshoots past the end")
    }
  }

  /// Linear progress ¼ on the arch: the point at ¼ of the alpha-max-beta-min length (the
  /// integral reference), to the bisection's 0.01 of length or 1e-3 of parameter; exact is 0.36 px away.
  @Test("spatial paths are walked by the approximate length")
  func approximateLength() throws {
    let property = try LottieProperty(keyframes: [key(0, [0, 0], to: [0, 50], ti: [0, 50]), key(10, [100, 0])])
    let value = property.value(atFrame: 2.5, player: .thorvg)
    let expected = approximateLengthPoint(arch, share: 0.25)
    expectClose(value[0], expected[0], absolute: 0.15)
    expectClose(value[1], expected[1], absolute: 0.15)
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
    #expect(property.value(atFrame: 2.5, player: .thorvg) == [25, 25])
    expectClose(property.value(atFrame: 2.5)[1], 100 * (3 * 0.0625 * 0.75 + 0.015625), absolute: 1e-9)
  }

  /// Fractional frames are evaluated, in Float: at frame 1.5 of 0 → 0.3 over 3 frames, 0.3·0.5 in Float.
  @Test("fractional frames and Float values")
  func floatValues() throws {
    let property = try LottieProperty(keyframes: [key(0, [0]), key(3, [0.3])])
    #expect(property.value(atFrame: 1.5, player: .thorvg) == [Double(Float(0.3) * Float(0.5))])
    #expect(property.value(atFrame: 1, player: .thorvg) == [Double(Float(0.3) * (Float(1) / Float(3)))])
    #expect(property.value(atFrame: 1) != property.value(atFrame: 1, player: .thorvg))
  }
}
