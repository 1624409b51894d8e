/// A cubic-bézier easing, and a duration, written as each platform's code: the
/// one place where SpringBench spells them for CSS, SwiftUI, UIKit, Compose,
/// Android and Flutter.
///
/// Control points print through ``DeclarationNumber``; Kotlin literals carry
/// the `f` suffix (Compose and Android store `Float`). Durations are seconds
/// here and are printed in each platform's unit: CSS milliseconds (exact,
/// decimals kept), SwiftUI and UIKit seconds, Compose and Android whole
/// milliseconds (rounded, see ``wholeMilliseconds(_:)``), Flutter
/// milliseconds or, when not whole, microseconds.
public struct EasingDeclarations: Sendable, Hashable {
  /// The curve.
  public let curve: CubicBezierTiming

  /// The declarations of `curve`.
  public init(_ curve: CubicBezierTiming) { self.curve = curve }

  private func n(_ x: Double) -> String { DeclarationNumber.text(x) }
  private var points: [Double] { [curve.x1, curve.y1, curve.x2, curve.y2] }

  /// `cubic-bezier(x1, y1, x2, y2)`, whole numbers without a fraction (`0`, `1`).
  public var css: String { "cubic-bezier(\(points.map(Self.cssNumber).joined(separator: ", ")))" }

  /// A number as CSS writes it: ``DeclarationNumber``'s text without a `.0` fraction.
  static func cssNumber(_ x: Double) -> String {
    let text = DeclarationNumber.text(x)
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// `UnitCurve.bezier(startControlPoint: UnitPoint(x:y:), endControlPoint: UnitPoint(x:y:))` (SwiftUI).
  public var swiftUIUnitCurve: String {
    "UnitCurve.bezier(startControlPoint: UnitPoint(x: \(n(curve.x1)), y: \(n(curve.y1))), endControlPoint: UnitPoint(x: \(n(curve.x2)), y: \(n(curve.y2))))"
  }

  /// `Animation.timingCurve(x1, y1, x2, y2, duration: d)` (SwiftUI), `duration` in seconds.
  public func swiftUITimingCurve(duration: Double) -> String {
    "Animation.timingCurve(\(points.map(n).joined(separator: ", ")), duration: \(n(duration)))"
  }

  /// `UICubicTimingParameters(controlPoint1: CGPoint(x:y:), controlPoint2: CGPoint(x:y:))` (UIKit).
  public var uikit: String {
    "UICubicTimingParameters(controlPoint1: CGPoint(x: \(n(curve.x1)), y: \(n(curve.y1))), controlPoint2: CGPoint(x: \(n(curve.x2)), y: \(n(curve.y2))))"
  }

  /// `CubicBezierEasing(x1f, y1f, x2f, y2f)` (Compose).
  public var compose: String { "CubicBezierEasing(\(points.map { n($0) + "f" }.joined(separator: ", ")))" }

  /// `tween<Float>(durationMillis = ms, delayMillis = ms, easing = CubicBezierEasing(…))` (Compose).
  public func composeTween(duration: Double, delay: Double) -> String {
    "tween<Float>(durationMillis = \(Self.wholeMilliseconds(duration)), delayMillis = \(Self.wholeMilliseconds(delay)), easing = \(compose))"
  }

  /// The `<pathInterpolator>` element of an Android interpolator resource.
  public var androidPathInterpolator: String {
    "<pathInterpolator xmlns:android=\"http://schemas.android.com/apk/res/android\" android:controlX1=\"\(n(curve.x1))\" android:controlY1=\"\(n(curve.y1))\" android:controlX2=\"\(n(curve.x2))\" android:controlY2=\"\(n(curve.y2))\" />"
  }

  /// `Cubic(a, b, c, d)` (Flutter).
  public var flutter: String { "Cubic(\(points.map(n).joined(separator: ", ")))" }

  /// `d` seconds as CSS: `200ms` (milliseconds, decimals kept when not whole).
  public static func cssDuration(_ seconds: Double) -> String {
    let milliseconds = seconds * 1000
    let rounded = milliseconds.rounded()
    if abs(milliseconds - rounded) <= 4 * max(milliseconds.ulp, rounded.ulp) {
      return "\(Int(rounded))ms"
    }
    return "\(DeclarationNumber.text(milliseconds))ms"
  }

  /// `Duration(milliseconds: n)`, or `Duration(microseconds: n)` when the duration is not a
  /// whole number of milliseconds (Flutter's `Duration` counts whole microseconds).
  public static func flutterDuration(_ seconds: Double) -> String {
    let microseconds = wholeMicroseconds(seconds)
    return microseconds % 1000 == 0
      ? "Duration(milliseconds: \(microseconds / 1000))" : "Duration(microseconds: \(microseconds))"
  }

  /// `seconds` as the whole milliseconds an `Int`/`Long` duration stores (Compose, Android), nearest.
  public static func wholeMilliseconds(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }

  /// `seconds` as Flutter's whole microseconds, nearest.
  public static func wholeMicroseconds(_ seconds: Double) -> Int { Int((seconds * 1_000_000).rounded()) }
}
