/// The Java/Kotlin conversions the Android engines depend on, with the JLS's semantics.
///
/// JLS §5.1.3 (https://docs.oracle.com/javase/specs/jls/se17/html/jls-5.html#jls-5.1.3):
/// a narrowing cast of a float or double to int/long truncates toward zero, gives 0 for
/// NaN and saturates at the type's range. `Math.round` (java.lang.Math, Java 7+) is
/// ⌊x + ½⌋ computed exactly (half rounds up), saturating likewise.
enum JavaArithmetic {
  /// `(int) x` for a double.
  static func int(_ x: Double) -> Int32 {
    if x.isNaN { return 0 }
    if x >= Double(Int32.max) { return .max }
    if x <= Double(Int32.min) { return .min }
    return Int32(x)
  }

  /// `(int) x` for a float.
  static func int(_ x: Float) -> Int32 { int(Double(x)) }

  /// `(long) x` / Kotlin `toLong()` for a double.
  static func long(_ x: Double) -> Int64 {
    if x.isNaN { return 0 }
    if x >= 9.223372036854775807e18 { return .max }
    if x <= -9.223372036854775808e18 { return .min }
    return Int64(x)
  }

  /// `Math.round(double)`: ⌊x + ½⌋ without the rounding of the addition.
  static func round(_ x: Double) -> Int64 {
    if x.isNaN { return 0 }
    let floor = x.rounded(.down)
    return long(x - floor >= 0.5 ? floor + 1 : floor)
  }

  /// `Math.round(float)`: ⌊x + ½⌋ as an int.
  static func round(_ x: Float) -> Int32 {
    if x.isNaN { return 0 }
    let floor = x.rounded(.down)
    return int(Double(x - floor >= 0.5 ? floor + 1 : floor))
  }

  /// `Math.signum(float)`: −1, 0 or 1 (±0 keep their sign; NaN stays NaN).
  static func signum(_ x: Float) -> Float {
    if x.isNaN || x == 0 { return x }
    return x > 0 ? 1 : -1
  }
}
