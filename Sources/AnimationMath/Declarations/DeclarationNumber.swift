/// Numbers in lines meant to be pasted into code (`withDuration: 0.5`): the
/// shortest decimal within ``tolerance`` ulps of the computed value, so that a
/// conversion's own rounding (0.5000000000000001) is not printed.
///
/// Every declaration the renderers write (``SpringDeclarations``,
/// ``EasingDeclarations``, ``MotionToken``) prints its numbers through this one
/// rule; the text of the chosen decimal is ``ShortestDecimal``'s.
package enum DeclarationNumber {
  /// How far, in units in the last place, the printed decimal may be from the
  /// computed value: a conversion of a few operations carries a few ulps of
  /// rounding, so digits beyond that are noise.
  package static let tolerance = 4.0

  /// The shortest decimal within ``tolerance`` ulps of `x` (`x` itself when no
  /// shorter text is that close; `nan`, `inf` and `0.0` as Swift prints them).
  package static func text(_ x: Double) -> String {
    let exact = ShortestDecimal.string(x + 0)
    guard x.isFinite, !x.isZero else { return exact }
    let magnitude = abs(x)
    let exponent = decimalExponent(magnitude)
    let allowed = tolerance * magnitude.ulp
    for digits in 1...17 {
      let shift = digits - 1 - exponent
      guard abs(shift) <= 300 else { break }
      let rounded =
        shift >= 0
        ? (x * power(shift)).rounded() / power(shift) : (x / power(-shift)).rounded() * power(-shift)
      if rounded.isFinite, abs(rounded - x) <= allowed {
        let text = ShortestDecimal.string(rounded + 0)
        return text.count < exact.count ? text : exact
      }
    }
    return exact
  }

  /// The decimal exponent e of a finite `magnitude` > 0 with 1 ≤ magnitude/10^e < 10, found by
  /// repeated division or multiplication by 10 (exact enough for choosing a digit count).
  package static func decimalExponent(_ magnitude: Double) -> Int {
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
    return exponent
  }

  /// 10^n for n ≥ 0 by repeated multiplication (1 for n ≤ 0).
  package static func power(_ n: Int) -> Double {
    var result = 1.0
    for _ in 0..<max(n, 0) { result *= 10 }
    return result
  }
}
