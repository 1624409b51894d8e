/// How airbnb/lottie-web computes an auto-oriented layer's angle.
///
/// Read from airbnb/lottie-web at bede03d2, `player/js/utils/TransformProperty.js`,
/// `autoOrient` in `getValue`: the angle is atan2(v1 − v2) of two positions it
/// evaluates itself, never a tangent:
/// - at or before the first keyframe's time t₀: v1 = p(t₀ + 0.01), v2 = p(t₀);
/// - at or after the last keyframe's time tₙ: v1 = p(tₙ), v2 = p(tₙ − 0.05);
/// - otherwise v1 = p(t), v2 = p(t − 0.01).
///
/// Where the two positions coincide (a hold, a pause) the angle is atan2(0, 0) = 0,
/// where exact keeps the last defined angle.
extension LottieWebPlayer {
  /// The frames between the two positions inside the keyframes and after the first one.
  static let orientationStep = 0.01
  /// The frames between the two positions at or after the last keyframe.
  static let endOrientationStep = 0.05

  /// The auto-orient angle of `property` at `frame`, in degrees in (−180, 180].
  static func orientation(_ property: LottieProperty, atFrame frame: Double) -> Double {
    guard property.dimension >= 2, let first = property.keyframes.first?.time,
      let last = property.keyframes.last?.time
    else { return 0 }
    let (later, earlier): (Double, Double)
    if frame <= first {
      (later, earlier) = (first + orientationStep, first)
    } else if frame >= last {
      (later, earlier) = (last, last - endOrientationStep)
    } else {
      (later, earlier) = (frame, frame - orientationStep)
    }
    let v1 = property.value(atFrame: later, player: .lottieWeb)
    let v2 = property.value(atFrame: earlier, player: .lottieWeb)
    return LottieProperty.degrees(Libm.atan2(v1[1] - v2[1], v1[0] - v2[0]))
  }
}

extension LottieProperty {
  /// The auto-orient angle at `frame`, in degrees in (−180, 180], as `player`
  /// computes it: lottie-web from two nearby positions
  /// (``LottieWebPlayer/orientation(_:atFrame:)``); every other player is
  /// given ``orientation(atFrame:)``, the exact tangent angle.
  public func orientation(atFrame frame: Double, player: LottiePlayer) -> Double {
    player == .lottieWeb ? LottieWebPlayer.orientation(self, atFrame: frame) : orientation(atFrame: frame)
  }
}
