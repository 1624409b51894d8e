/// Material 3's duration tokens (`md.sys.motion.duration.short1` … `extra-long4`).
///
/// Values (milliseconds) from Compose Material 3's `MotionTokens.kt` (VERSION
/// v0_103, https://github.com/androidx/androidx commit
/// 160825094a81825468a95b115bfb1b541e549856), identical to
/// material-components-android tokens.xml Version 31.0.0
/// (`m3_sys_motion_duration_*`, commit 57f3cdbda35b65126d54d5a8b66902b312bd6200).
public enum MaterialDurationToken: String, Sendable, Hashable, CaseIterable {
  /// 50 ms.
  case short1 = "md.sys.motion.duration.short1"
  /// 100 ms.
  case short2 = "md.sys.motion.duration.short2"
  /// 150 ms.
  case short3 = "md.sys.motion.duration.short3"
  /// 200 ms.
  case short4 = "md.sys.motion.duration.short4"
  /// 250 ms.
  case medium1 = "md.sys.motion.duration.medium1"
  /// 300 ms.
  case medium2 = "md.sys.motion.duration.medium2"
  /// 350 ms.
  case medium3 = "md.sys.motion.duration.medium3"
  /// 400 ms.
  case medium4 = "md.sys.motion.duration.medium4"
  /// 450 ms.
  case long1 = "md.sys.motion.duration.long1"
  /// 500 ms.
  case long2 = "md.sys.motion.duration.long2"
  /// 550 ms.
  case long3 = "md.sys.motion.duration.long3"
  /// 600 ms.
  case long4 = "md.sys.motion.duration.long4"
  /// 700 ms.
  case extraLong1 = "md.sys.motion.duration.extra-long1"
  /// 800 ms.
  case extraLong2 = "md.sys.motion.duration.extra-long2"
  /// 900 ms.
  case extraLong3 = "md.sys.motion.duration.extra-long3"
  /// 1000 ms.
  case extraLong4 = "md.sys.motion.duration.extra-long4"

  /// The duration in milliseconds.
  public var milliseconds: Int {
    switch self {
    case .short1: 50
    case .short2: 100
    case .short3: 150
    case .short4: 200
    case .medium1: 250
    case .medium2: 300
    case .medium3: 350
    case .medium4: 400
    case .long1: 450
    case .long2: 500
    case .long3: 550
    case .long4: 600
    case .extraLong1: 700
    case .extraLong2: 800
    case .extraLong3: 900
    case .extraLong4: 1000
    }
  }

  /// The duration in seconds (milliseconds / 1000).
  public var seconds: Double { Double(milliseconds) / 1000 }
}
