import AnimationMath

/// Numbers in lines meant to be pasted into code (`withDuration: 0.5`): the
/// shortest decimal within ``tolerance`` ulps of the computed value, so that
/// the computation's own rounding (0.5000000000000001) is not printed.
///
/// Lines that report values (`stiffness: 477.73296157611907`) keep full
/// round-trip precision; only the other ecosystems' calls use this.
enum PasteNumber {
  /// How far, in units in the last place, the printed decimal may be from the
  /// computed value: a conversion of a few operations carries a few ulps of
  /// rounding, so digits beyond that are noise.
  static let tolerance = DeclarationNumber.tolerance

  /// The shortest decimal within ``tolerance`` ulps of `x`.
  static func text(_ x: Double) -> String { DeclarationNumber.text(x) }

  /// `x` rounded to `digits` significant digits, for figures in notes (63.1, 0.0123).
  static func text(_ x: Double, significantDigits digits: Int) -> String {
    guard x.isFinite, !x.isZero else { return (x + 0).description }
    let exponent = DecimalScale.normalised(abs(x)).exponent
    let shift = digits - 1 - exponent
    let rounded =
      shift >= 0
      ? (x * DecimalScale.power(shift)).rounded() / DecimalScale.power(shift)
      : (x / DecimalScale.power(-shift)).rounded() * DecimalScale.power(-shift)
    return text(rounded)
  }
}
