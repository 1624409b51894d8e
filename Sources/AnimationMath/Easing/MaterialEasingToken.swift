/// Material 3's easing tokens, by their token names (`md.sys.motion.easing.…`).
///
/// Values from Jetpack Compose Material 3's generated tokens
/// (`compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/tokens/MotionTokens.kt`,
/// token set VERSION v0_103, https://github.com/androidx/androidx commit
/// 160825094a81825468a95b115bfb1b541e549856), which match the published
/// table at https://m3.material.io/styles/motion/easing-and-duration/tokens-specs.
/// `emphasized` is the two-segment path Material publishes
/// (`m3_sys_motion_easing_emphasized_path_data` in material-components-android
/// `lib/java/com/google/android/material/motion/res/values/tokens.xml`, token
/// Version 31.0.0, commit 57f3cdbda35b65126d54d5a8b66902b312bd6200); Compose
/// approximates it by the single cubic (0.2, 0, 0, 1).
///
/// material-components-android's tokens.xml (Version 31.0.0) gives
/// `emphasized.accelerate` as cubic-bezier(0.3, 0, 0.8, 0.2) and
/// `emphasized.decelerate` as cubic-bezier(0.1, 0.7, 0.1, 1); Compose and the
/// web spec give (0.3, 0, 0.8, 0.15) and (0.05, 0.7, 0.1, 1). This type
/// follows Compose and the web spec.
public enum MaterialEasingToken: String, Sendable, Hashable, CaseIterable {
  /// `md.sys.motion.easing.emphasized`: path(M 0 0 C 0.05 0 0.133333 0.06 0.166666 0.4 C 0.208333 0.82 0.25 1 1 1).
  case emphasized = "md.sys.motion.easing.emphasized"
  /// `md.sys.motion.easing.emphasized.accelerate`: cubic-bezier(0.3, 0, 0.8, 0.15).
  case emphasizedAccelerate = "md.sys.motion.easing.emphasized.accelerate"
  /// `md.sys.motion.easing.emphasized.decelerate`: cubic-bezier(0.05, 0.7, 0.1, 1).
  case emphasizedDecelerate = "md.sys.motion.easing.emphasized.decelerate"
  /// `md.sys.motion.easing.standard`: cubic-bezier(0.2, 0, 0, 1).
  case standard = "md.sys.motion.easing.standard"
  /// `md.sys.motion.easing.standard.accelerate`: cubic-bezier(0.3, 0, 1, 1).
  case standardAccelerate = "md.sys.motion.easing.standard.accelerate"
  /// `md.sys.motion.easing.standard.decelerate`: cubic-bezier(0, 0, 0, 1).
  case standardDecelerate = "md.sys.motion.easing.standard.decelerate"
  /// `md.sys.motion.easing.legacy`: cubic-bezier(0.4, 0, 0.2, 1).
  case legacy = "md.sys.motion.easing.legacy"
  /// `md.sys.motion.easing.legacy.accelerate`: cubic-bezier(0.4, 0, 1, 1).
  case legacyAccelerate = "md.sys.motion.easing.legacy.accelerate"
  /// `md.sys.motion.easing.legacy.decelerate`: cubic-bezier(0, 0, 0.2, 1).
  case legacyDecelerate = "md.sys.motion.easing.legacy.decelerate"
  /// `md.sys.motion.easing.linear`: cubic-bezier(0, 0, 1, 1).
  case linear = "md.sys.motion.easing.linear"

  /// The SVG path data of ``emphasized``, as Material publishes it.
  public static let emphasizedPathData =
    "M 0,0 C 0.05, 0, 0.133333, 0.06, 0.166666, 0.4 C 0.208333, 0.82, 0.25, 1, 1, 1"

  /// The timing function the token stands for.
  public var timingFunction: TimingFunction {
    func cubic(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> TimingFunction {
      .cubicBezier(CubicBezierTiming(validatedX1: x1, y1: y1, x2: x2, y2: y2))
    }
    switch self {
    case .emphasized:
      // The published path is monotone in x and runs (0, 0) → (1, 1).
      return .path(try! PathEasing(svgPathData: Self.emphasizedPathData))
    case .emphasizedAccelerate: return cubic(0.3, 0, 0.8, 0.15)
    case .emphasizedDecelerate: return cubic(0.05, 0.7, 0.1, 1)
    case .standard: return cubic(0.2, 0, 0, 1)
    case .standardAccelerate: return cubic(0.3, 0, 1, 1)
    case .standardDecelerate: return cubic(0, 0, 0, 1)
    case .legacy: return cubic(0.4, 0, 0.2, 1)
    case .legacyAccelerate: return cubic(0.4, 0, 1, 1)
    case .legacyDecelerate: return cubic(0, 0, 0.2, 1)
    case .linear: return .linear
    }
  }
}
