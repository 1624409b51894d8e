/// Error-free transformations of double arithmetic (Knuth, Dekker).
///
/// Each function returns the rounded result together with its exact rounding
/// error, so that `hi + lo` equals the exact sum or product. They let the core
/// evaluate a polynomial in double-double precision (about 106 bits) where a
/// plain double evaluation would lose the answer to cancellation, without
/// `Float80` (absent on arm64) or a fused multiply-add (a libm call on the
/// x86-64 baseline).
enum ErrorFreeTransforms {
  /// Veltkamp's splitter 2^27 + 1.
  @usableFromInline static let splitter = 134_217_729.0

  /// `a + b` and its rounding error (Knuth's TwoSum, 6 operations, any order).
  @inlinable
  static func twoSum(_ a: Double, _ b: Double) -> (hi: Double, lo: Double) {
    let s = a + b
    let bVirtual = s - a
    let aVirtual = s - bVirtual
    return (s, (a - aVirtual) + (b - bVirtual))
  }

  /// `a · b` and its rounding error (Dekker's TwoProduct with Veltkamp splitting).
  ///
  /// Exact when |a|, |b| < 2^996 and the product does not underflow; the core
  /// calls it only with factors of size ≤ 8.
  @inlinable
  static func twoProduct(_ a: Double, _ b: Double) -> (hi: Double, lo: Double) {
    let p = a * b
    let ca = splitter * a
    let aHi = ca - (ca - a)
    let aLo = a - aHi
    let cb = splitter * b
    let bHi = cb - (cb - b)
    let bLo = b - bHi
    let error = ((aHi * bHi - p) + aHi * bLo + aLo * bHi) + aLo * bLo
    return (p, error)
  }
}
