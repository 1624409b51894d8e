public import AnimationMath

/// A Lottie keyframe for the player tests: one easing handle for every
/// dimension (by default (¼, ¼) and (¾, ¾), a straight line), with optional
/// spatial tangents `to` and `ti` relative to the values.
public func lottieKey(
  _ t: Double, _ s: [Double], o: (Double, Double) = (0.25, 0.25), i: (Double, Double) = (0.75, 0.75),
  to: [Double]? = nil, ti: [Double]? = nil
) -> LottieKeyframe {
  LottieKeyframe(
    time: t, value: s, outHandle: LottieEasingHandle(x: o.0, y: o.1), inHandle: LottieEasingHandle(x: i.0, y: i.1),
    spatialOut: to, spatialIn: ti)
}
