/// The command line's number syntax (``NumberSyntax``) read straight from
/// bytes, for inputs of millions of lines.
///
/// The result is always the double `Double(String)` gives for the same
/// text, correctly rounded. Most numbers take an exact fast path: at most
/// 19 significant digits and a decimal exponent within ±19, where the
/// mantissa times or divided by the power of ten is formed exactly in 128
/// bits and rounded once to 64 bits with a sticky bit, so that the
/// hardware's conversion to `Double` rounds correctly. Anything else (more
/// digits, larger exponents, unusual spellings) goes to
/// ``NumberSyntax/double(_:)``, which uses the standard library.
enum DecimalParser {
  /// The value of the number in `bytes`, or nil when ``NumberSyntax`` does
  /// not accept it.
  static func double(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    if let value = fastPath(bytes) { return value }
    return NumberSyntax.double(String(decoding: bytes, as: UTF8.self))
  }

  /// The most significant digits the fast path reads (10¹⁹ < 2⁶⁴).
  static let maximumDigits = 19
  /// The largest |decimal exponent| the fast path takes (10¹⁹ < 2⁶⁴).
  static let maximumExponent = 19

  /// 10⁰ … 10¹⁹.
  private static let powersOfTen: [UInt64] = {
    var powers: [UInt64] = [1]
    for _ in 1...19 { powers.append(powers.last! * 10) }
    return powers
  }()

  /// `[sign] digits [. digits] [(e|E) [sign] digits]`, with at least one
  /// mantissa digit, within the fast path's limits; nil for anything else
  /// (which may still be a number: the caller falls back).
  @inline(__always)
  static func fastPath(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var index = 0
    let count = bytes.count
    guard count > 0 else { return nil }
    var negative = false
    if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
      negative = bytes[0] == UInt8(ascii: "-")
      index = 1
    }
    var mantissa: UInt64 = 0
    var digits = 0  // significant digits read into `mantissa`
    var sawDigit = false
    var exponent = 0
    // Reads a run of digits into `mantissa`; false past the fast path's digits.
    // Each digit after the point lowers the exponent by one.
    @inline(__always) func readDigits(afterPoint: Bool) -> Bool {
      while index < count, bytes[index] &- 48 < 10 {
        let digit = UInt64(bytes[index] &- 48)
        sawDigit = true
        if digits > 0 || digit != 0 {
          digits += 1
          if digits > maximumDigits { return false }
          mantissa = mantissa &* 10 &+ digit
        }
        if afterPoint { exponent -= 1 }
        index += 1
      }
      return true
    }
    guard readDigits(afterPoint: false) else { return nil }
    if index < count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard readDigits(afterPoint: true) else { return nil }
    }
    guard sawDigit else { return nil }
    if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      var exponentNegative = false
      if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
        exponentNegative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      var written = 0
      var exponentDigits = 0
      while index < count, bytes[index] &- 48 < 10 {
        written = written * 10 + Int(bytes[index] &- 48)
        exponentDigits += 1
        if exponentDigits > 4 { return nil }
        index += 1
      }
      guard exponentDigits > 0 else { return nil }
      exponent += exponentNegative ? -written : written
    }
    guard index == count else { return nil }
    guard mantissa != 0 else { return negative ? -0.0 : 0.0 }
    guard let magnitude = exact(mantissa, exponent) else { return nil }
    return negative ? -magnitude : magnitude
  }

  /// `mantissa × 10^exponent` correctly rounded, for |exponent| ≤ 19; nil otherwise.
  @inline(__always)
  private static func exact(_ mantissa: UInt64, _ exponent: Int) -> Double? {
    if exponent == 0 { return Double(mantissa) }
    guard abs(exponent) <= maximumExponent else { return nil }
    let power = powersOfTen[abs(exponent)]
    if exponent > 0 {
      let product = UInt128(mantissa) * UInt128(power)
      return rounded(product, shift: 0)
    }
    // q = ⌊m·2^s / 10^k⌋ with q in (2⁶², 2⁶⁴): the quotient keeps 63 or more
    // bits, and a non-zero remainder sets the sticky bit below them.
    let shift = 63 + (64 - power.leadingZeroBitCount) - (64 - mantissa.leadingZeroBitCount)
    let numerator = UInt128(mantissa) << shift
    let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: UInt128(power))
    return rounded(quotient | (remainder == 0 ? 0 : 1), shift: -shift)
  }

  /// `value × 2^shift` correctly rounded: the top 64 bits of `value` with a
  /// sticky bit for the rest, converted by the hardware, then scaled exactly.
  @inline(__always)
  private static func rounded(_ value: UInt128, shift: Int) -> Double {
    let high = UInt64(truncatingIfNeeded: value >> 64)
    if high == 0 {
      return Double(sign: .plus, exponent: shift, significand: Double(UInt64(truncatingIfNeeded: value)))
    }
    let drop = 64 - high.leadingZeroBitCount
    let top = UInt64(truncatingIfNeeded: value >> drop)
    let rest = value & ((UInt128(1) << drop) - 1)
    let sticky: UInt64 = rest == 0 ? 0 : 1
    return Double(sign: .plus, exponent: shift + drop, significand: Double(top | sticky))
  }
}
