/// The decimal scale of a number, shared by the writers that round to a count of
/// significant digits (``PasteNumber``, ``TextTableWriter``).
enum DecimalScale {
  /// `magnitude` (finite, > 0) as `mantissa · 10^exponent` with 1 ≤ mantissa < 10,
  /// found by repeated division or multiplication by 10 (the mantissa carries
  /// that rounding; the exponent is exact for the writers' use).
  static func normalised(_ magnitude: Double) -> (mantissa: Double, exponent: Int) {
    var exponent = 0
    var mantissa = magnitude
    while mantissa >= 10 {
      mantissa /= 10
      exponent += 1
    }
    while mantissa < 1 {
      mantissa *= 10
      exponent -= 1
    }
    return (mantissa, exponent)
  }

  /// 10^n for n ≥ 0 by repeated multiplication (1 for n ≤ 0).
  static func power(_ n: Int) -> Double {
    var result = 1.0
    for _ in 0..<max(n, 0) { result *= 10 }
    return result
  }
}
