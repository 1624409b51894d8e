/// sin x and cos x together, from one argument reduction and two short
/// polynomials: the spring's closed form needs both at every time.
///
/// Method (Cody and Waite, "Software Manual for the Elementary Functions",
/// 1980, ch. 8; the three parts of π/2 are fdlibm's `pio2_1`, `pio2_2`,
/// `pio2_2t`, https://www.netlib.org/fdlibm/e_rem_pio2.c):
/// - for 0 ≤ x ≤ 2²⁰, `k = round(x·2/π)` and `r = ((x − k·P1) − k·P2) − k·P3`,
///   where P1 and P2 carry 33 significant bits each, so `k·P1`, `k·P2` and
///   `x − k·P1` are exact and |r| ≤ π/4 (+ 2e-10 when `x·2/π` rounds across a
///   half-integer); every other x (negative, larger, NaN, ±∞) goes to libm;
/// - on the reduced range, the Taylor polynomials of sin to r¹⁷ and of cos
///   to r¹⁸ (coefficients ±1/n!, correctly rounded), in Horner form in r²;
/// - the quadrant `k mod 4` swaps and negates the pair, with bit masks
///   rather than branches (the quadrant of a random time is random).
///
/// Error bound, |r| ≤ π/4 + 1e-6: the first omitted terms are below
/// (π/4)¹⁹/19! ≈ 8e-20 (sin) and (π/4)²⁰/20! ≈ 3e-21 (cos); the tails'
/// rounding is below 2e-17 (their size is at most 0.08 resp. 0.31); the
/// final additions round by half an ulp (≤ 5.6e-17). So the kernel is within
/// 1.2e-16 of sin r and cos r, and the reduction adds at most one ulp of
/// π/4 (1.1e-16, the rounding of `x − k·P1 − k·P2`; the k·P3 product and
/// the truncation of π/2 after P3 contribute below 1e-25). Altogether
/// |error| ≤ 2.5e-16 absolute, against glibc's ≤ 1 ulp; the values are
/// not bit-identical to libm's. Tested against mpmath at 40 digits
/// (SineCosineTests, Data/make_sine_cosine_reference.py): the kernel on a
/// dense grid and 2000 random points of its whole reduced range, and full
/// arguments up to 2²⁰ including the doubles nearest k·π/2.
@usableFromInline
enum SineCosine {
  /// Largest argument reduced here (2²⁰): k·P1 and k·P2 stay exact.
  @usableFromInline static let reductionLimit = 0x1p20

  /// (sin x, cos x) within 2.5e-16 absolute for 0 ≤ x ≤ 2²⁰; libm's
  /// `sincos` elsewhere.
  @inlinable
  static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
    guard x >= 0 && x <= reductionLimit else { return Libm.sinCos(x) }
    // round(x·2/π) by the 1.5·2⁵² trick (exact for |x·2/π| < 2⁵¹).
    let shifter = 0x1.8p52
    let k = (x * 0x1.45f306dc9c883p-1 + shifter) - shifter
    let r = ((x - k * 0x1.921fb54400000p+0) - k * 0x1.0b4611a600000p-34) - k * 0x1.3198a2e037073p-69
    let (s, c) = kernel(r)
    let quadrant = UInt64(truncatingIfNeeded: Int(k)) & 3
    // Quadrants 1 and 3 swap sin and cos; 2 and 3 negate sin, 1 and 2 cos.
    let swap = 0 &- (quadrant & 1)
    let sBits = s.bitPattern, cBits = c.bitPattern
    let sine = (sBits & ~swap) | (cBits & swap)
    let cosine = (cBits & ~swap) | (sBits & swap)
    let sineSign = (quadrant & 2) << 62
    let cosineSign = ((quadrant &+ 1) & 2) << 62
    return (Double(bitPattern: sine ^ sineSign), Double(bitPattern: cosine ^ cosineSign))
  }

  /// (sin r, cos r) for |r| ≤ π/4 + 1e-6, within 1.2e-16 absolute (see the
  /// type's discussion).
  @inlinable
  static func kernel(_ r: Double) -> (sin: Double, cos: Double) {
    let z = r * r
    // sin r = r + r·z·(−1/3! + z·(1/5! − …)), to r¹⁷.
    var ps = 0x1.952c77030ad4ap-49
    ps = ps * z - 0x1.ae7f3e733b81fp-41
    ps = ps * z + 0x1.6124613a86d09p-33
    ps = ps * z - 0x1.ae64567f544e4p-26
    ps = ps * z + 0x1.71de3a556c734p-19
    ps = ps * z - 0x1.a01a01a01a01ap-13
    ps = ps * z + 0x1.1111111111111p-7
    ps = ps * z - 0x1.5555555555555p-3
    // cos r = 1 − (z/2 − z²·(1/4! − z·(1/6! − …))), to r¹⁸.
    var pc = -0x1.6827863b97d97p-53
    pc = pc * z + 0x1.ae7f3e733b81fp-45
    pc = pc * z - 0x1.93974a8c07c9dp-37
    pc = pc * z + 0x1.1eed8eff8d898p-29
    pc = pc * z - 0x1.27e4fb7789f5cp-22
    pc = pc * z + 0x1.a01a01a01a01ap-16
    pc = pc * z - 0x1.6c16c16c16c17p-10
    pc = pc * z + 0x1.5555555555555p-5
    let sine = r + (r * z) * ps
    let cosine = 1 - (0.5 * z - (z * z) * pc)
    return (sine, cosine)
  }
}
