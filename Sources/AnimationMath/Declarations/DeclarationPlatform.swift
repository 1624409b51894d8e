/// The platforms whose declarations SpringBench writes for a motion token.
///
/// **The names are a contract** (`springbench tokens FILE --to NAME`).
public enum DeclarationPlatform: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// CSS custom properties: `cubic-bezier()`, `linear()` for springs, durations in ms.
  case css
  /// SwiftUI: `Animation.timingCurve`, `UnitCurve.bezier`, `.spring(…)`, `Spring(…)`.
  case swiftui
  /// UIKit: `UICubicTimingParameters`, `UISpringTimingParameters`.
  case uikit
  /// Jetpack Compose: `CubicBezierEasing`, `tween`, `spring`.
  case compose
  /// Android views: `<pathInterpolator>` and `<integer>` resources.
  case android
  /// Flutter: `Cubic`, `Duration`, `SpringDescription`.
  case flutter

  /// The contract name.
  public var description: String { rawValue }
}
