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
  static let tolerance = 4.0

  /// The shortest decimal within ``tolerance`` ulps of `x`.
  static func text(_ x: Double) -> String {
    let exact = (x + 0).description
    guard x.isFinite, !x.isZero else { return exact }
    let magnitude = abs(x)
    let exponent = DecimalScale.normalised(magnitude).exponent
    let allowed = tolerance * magnitude.ulp
    for digits in 1...17 {
      let shift = digits - 1 - exponent
      guard abs(shift) <= 300 else { break }
      let scale = DecimalScale.power(shift)
      let rounded =
        shift >= 0
        ? (x * scale).rounded() / scale : (x / DecimalScale.power(-shift)).rounded() * DecimalScale.power(-shift)
      if rounded.isFinite, abs(rounded - x) <= allowed {
        let text = (rounded + 0).description
        return text.count < exact.count ? text : exact
      }
    }
    return exact
  }

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
