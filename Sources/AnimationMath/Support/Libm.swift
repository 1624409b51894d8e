// The only file in the core that reaches the platform C library, and only for libm.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Elementary functions from the platform's libm, under one roof.
///
/// The core calls these instead of importing a platform module, so that the
/// platform `#if`s live in this file only.
@usableFromInline
enum Libm {
  /// e^x.
  @inlinable static func exp(_ x: Double) -> Double { libm_exp(x) }
  /// e^x − 1, accurate for small x.
  @inlinable static func expm1(_ x: Double) -> Double { libm_expm1(x) }
  /// Natural logarithm.
  @inlinable static func log(_ x: Double) -> Double { libm_log(x) }
  /// log(1 + x), accurate for small x.
  @inlinable static func log1p(_ x: Double) -> Double { libm_log1p(x) }
  /// Sine of an angle in radians.
  @inlinable static func sin(_ x: Double) -> Double { libm_sin(x) }
  /// Cosine of an angle in radians.
  @inlinable static func cos(_ x: Double) -> Double { libm_cos(x) }
  /// (sin x, cos x) in one call: glibc's `sincos` shares the argument
  /// reduction (the same results as `sin` and `cos`, each within 1 ulp).
  @inlinable static func sinCos(_ x: Double) -> (sin: Double, cos: Double) { libm_sincos(x) }
  /// Tangent of an angle in radians.
  @inlinable static func tan(_ x: Double) -> Double { libm_tan(x) }
  /// Arc tangent of y/x in (−π, π].
  @inlinable static func atan2(_ y: Double, _ x: Double) -> Double { libm_atan2(y, x) }
  /// arccos x, in [0, π].
  @inlinable static func acos(_ x: Double) -> Double { libm_acos(x) }
  /// Inverse hyperbolic tangent.
  @inlinable static func atanh(_ x: Double) -> Double { libm_atanh(x) }
  /// x^y.
  @inlinable static func pow(_ x: Double, _ y: Double) -> Double { libm_pow(x, y) }
  /// The real cube root ∛x (negative for negative x).
  @inlinable static func cbrt(_ x: Double) -> Double { libm_cbrt(x) }
  /// √(x² + y²) without undue overflow or underflow.
  @inlinable static func hypot(_ x: Double, _ y: Double) -> Double { libm_hypot(x, y) }
}

// Unqualified names would resolve to the static members above; these
// forwarding functions pin the calls to the C library.
@inlinable func libm_exp(_ x: Double) -> Double { exp(x) }
@inlinable func libm_expm1(_ x: Double) -> Double { expm1(x) }
@inlinable func libm_log(_ x: Double) -> Double { log(x) }
@inlinable func libm_log1p(_ x: Double) -> Double { log1p(x) }
@inlinable func libm_sin(_ x: Double) -> Double { sin(x) }
@inlinable func libm_cos(_ x: Double) -> Double { cos(x) }

#if canImport(Glibc)
  // Swift's Glibc module does not export the GNU extension `sincos`
  // (void sincos(double, double *, double *), declared in glibc's <math.h>
  // under _GNU_SOURCE). Its arguments (one double, two pointers) are passed
  // the same way by the Swift and C conventions on x86-64 and arm64.
  @usableFromInline @_silgen_name("sincos")
  func glibc_sincos(_ x: Double, _ sine: UnsafeMutablePointer<Double>, _ cosine: UnsafeMutablePointer<Double>)

  @inlinable func libm_sincos(_ x: Double) -> (sin: Double, cos: Double) {
    var sine = 0.0
    var cosine = 0.0
    glibc_sincos(x, &sine, &cosine)
    return (sine, cosine)
  }
#else
  @inlinable func libm_sincos(_ x: Double) -> (sin: Double, cos: Double) { (sin(x), cos(x)) }
#endif
@inlinable func libm_tan(_ x: Double) -> Double { tan(x) }
@inlinable func libm_atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inlinable func libm_acos(_ x: Double) -> Double { acos(x) }
@inlinable func libm_atanh(_ x: Double) -> Double { atanh(x) }
@inlinable func libm_pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inlinable func libm_cbrt(_ x: Double) -> Double { cbrt(x) }
@inlinable func libm_hypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
