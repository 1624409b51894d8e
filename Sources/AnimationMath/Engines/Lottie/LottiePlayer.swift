/// Whose rules a Lottie property is evaluated by: After Effects' exact
/// meaning, or a player's own arithmetic (its solver, number type and
/// spatial traversal). The raw values are the `--player` names.
public enum LottiePlayer: String, Sendable, CaseIterable {
  /// After Effects' meaning, exact in Double (``LottieProperty/value(atFrame:)``).
  case exact
  /// airbnb/lottie-ios' Core Animation renderer: Float timing functions, paths by Bézier parameter.
  case lottieIOSCoreAnimation = "lottie-ios-ca"
  /// airbnb/lottie-web: spatial paths on a 150-point polyline, Float32 vectors, overshoot to the end point.
  case lottieWeb = "lottie-web"
  /// Samsung/rlottie: whole frames, Float solver and values, approximate spatial lengths, clamped spatial overshoot.
  case rlottie
  /// thorvg/thorvg: Float solver and values, approximate spatial lengths, clamped spatial overshoot.
  case thorvg
  /// airbnb/lottie-android: Android's PathInterpolator table, Skia's contour measure, Float values.
  case lottieAndroid = "lottie-android"
  /// airbnb/lottie-ios' Main Thread renderer: closed-form cubic roots, a 20-sample path walk.
  case lottieIOS = "lottie-ios"
  /// Skia's Skottie: Halley-solved Float cubics, contour-measure paths, strictly increasing `t`.
  case skottie
}
