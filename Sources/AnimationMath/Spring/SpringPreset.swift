/// Named spring presets: Material 3 Expressive's motion-scheme springs
/// (`md.sys.motion.spring.fast.spatial`, …), as stiffness and damping ratio
/// with mass 1 (Compose's `spring(dampingRatio:stiffness:)` convention).
///
/// Sources:
/// - the Expressive scheme (the default `md.sys.motion.spring.*` names):
///   Compose Material 3 `tokens/ExpressiveMotionTokens.kt`, token VERSION
///   v0_14_0, https://github.com/androidx/androidx commit
///   160825094a81825468a95b115bfb1b541e549856;
/// - the Standard scheme (`md.sys.motion.standard.spring.*`):
///   material-components-android `lib/java/com/google/android/material/motion/res/values/tokens.xml`
///   (`m3_sys_motion_standard_spring_*`), token Version 31.0.0, commit
///   57f3cdbda35b65126d54d5a8b66902b312bd6200 (the same values as Compose's
///   `StandardMotionTokens`).
///
/// The tokens are `Float`s in both sources; these are their decimal values.
public struct SpringPreset: Sendable, Hashable {
  /// The token name, e.g. `md.sys.motion.spring.fast.spatial`.
  public let name: String
  /// Stiffness k in N/m for mass 1 kg (Compose's `stiffness`).
  public let stiffness: Double
  /// Damping ratio ζ (Compose's `dampingRatio`), dimensionless.
  public let dampingRatio: Double

  /// The spring: mass 1, stiffness k, damping c = 2ζ√k.
  public var parameters: SpringParameters {
    // Token values are positive and finite, so this cannot throw.
    try! SpringParameters.android(stiffness: stiffness, dampingRatio: dampingRatio)
  }

  /// Every preset, Expressive scheme first.
  public static let all: [SpringPreset] = [
    SpringPreset(name: "md.sys.motion.spring.fast.spatial", stiffness: 800, dampingRatio: 0.6),
    SpringPreset(name: "md.sys.motion.spring.fast.effects", stiffness: 3800, dampingRatio: 1),
    SpringPreset(name: "md.sys.motion.spring.default.spatial", stiffness: 380, dampingRatio: 0.8),
    SpringPreset(name: "md.sys.motion.spring.default.effects", stiffness: 1600, dampingRatio: 1),
    SpringPreset(name: "md.sys.motion.spring.slow.spatial", stiffness: 200, dampingRatio: 0.8),
    SpringPreset(name: "md.sys.motion.spring.slow.effects", stiffness: 800, dampingRatio: 1),
    SpringPreset(
      name: "md.sys.motion.standard.spring.fast.spatial", stiffness: 1400, dampingRatio: 0.9),
    SpringPreset(
      name: "md.sys.motion.standard.spring.fast.effects", stiffness: 3800, dampingRatio: 1),
    SpringPreset(
      name: "md.sys.motion.standard.spring.default.spatial", stiffness: 700, dampingRatio: 0.9),
    SpringPreset(
      name: "md.sys.motion.standard.spring.default.effects", stiffness: 1600, dampingRatio: 1),
    SpringPreset(
      name: "md.sys.motion.standard.spring.slow.spatial", stiffness: 300, dampingRatio: 0.9),
    SpringPreset(
      name: "md.sys.motion.standard.spring.slow.effects", stiffness: 800, dampingRatio: 1),
  ]

  /// The preset called `name` (exact spelling), or nil.
  public static func named(_ name: String) -> SpringPreset? {
    all.first { $0.name == name }
  }
}
