import AnimationMath

/// Round tick positions and their labels: 1, 2 or 5 × 10ⁿ apart on a linear
/// axis, whole decades on a log axis.
///
/// Positions are exact multiples `k·m·10ⁿ` written from integers, so labels
/// carry no float noise (`0.30000000000000004` never appears).
enum PlotTicks {
  /// One tick: its value and its label.
  struct Tick: Sendable, Hashable {
    var value: Double
    var label: String
  }

  /// Linear ticks covering [lower, upper] with about `target` intervals; the
  /// returned range is widened to the outer ticks.
  static func linear(_ lower: Double, _ upper: Double, target: Double = 5) -> (
    ticks: [Tick], lower: Double, upper: Double
  ) {
    var lo = lower
    var hi = upper
    if !(hi - lo > 1e-12 * Swift.max(1, Swift.abs(hi))) {
      let pad = Swift.max(Swift.abs(hi) * 0.05, 0.5)
      lo -= pad
      hi += pad
    }
    let raw = (hi - lo) / target
    var exponent = Int((PlotMath.log10(raw)).rounded(.down))
    var mantissa = 1
    let scaled = raw / pow10(exponent)
    // Compared with a margin so that 2.0000000000000004 still counts as 2.
    let slack = 1 + 1e-9
    if scaled > 5 * slack {
      mantissa = 1
      exponent += 1
    } else if scaled > 2 * slack {
      mantissa = 5
    } else if scaled > slack {
      mantissa = 2
    }
    let step = Double(mantissa) * pow10(exponent)
    // A bound within 1e-9 of a multiple of the step counts as on it.
    let first = Int((lo / step + 1e-9).rounded(.down))
    let last = Int((hi / step - 1e-9).rounded(.up))
    var ticks: [Tick] = []
    for k in first...Swift.max(first, last) {
      ticks.append(Tick(value: Double(k * mantissa) * pow10(exponent), label: decimal(k * mantissa, exponent)))
    }
    return (ticks, Swift.min(lo, ticks.first!.value), Swift.max(hi, ticks.last!.value))
  }

  /// Decade ticks covering [lower, upper] (both > 0): every decade, or every
  /// second, fifth, … when there are many.
  static func logarithmic(_ lower: Double, _ upper: Double) -> (ticks: [Tick], lower: Double, upper: Double) {
    var lo = Int(PlotMath.log10(lower).rounded(.down))
    var hi = Int(PlotMath.log10(upper).rounded(.up))
    if hi <= lo { hi = lo + 1 }
    let every = [1, 2, 3, 5, 10, 20, 50, 100].first { Double(hi - lo) / Double($0) <= 6 } ?? 100
    lo = Int((Double(lo) / Double(every)).rounded(.down)) * every
    hi = Int((Double(hi) / Double(every)).rounded(.up)) * every
    let ticks = stride(from: lo, through: hi, by: every).map { Tick(value: pow10($0), label: power($0)) }
    return (ticks, pow10(lo), pow10(hi))
  }

  /// 10ⁿ as a double: exact for |n| ≤ 22 from literals, else through libm.
  static func pow10(_ n: Int) -> Double {
    if n >= 0 && n <= 22 {
      var v = 1.0
      for _ in 0..<n { v *= 10 }
      return v
    }
    if n < 0 && n >= -22 { return 1 / pow10(-n) }
    return PlotMath.pow(10, Double(n))
  }

  /// `value·10^exponent` written positionally (−4 ≤ exponent ≤ 6) or as
  /// `m×10ⁿ`.
  static func decimal(_ value: Int, _ exponent: Int) -> String {
    if value == 0 { return "0" }
    let negative = value < 0
    var digits = String(negative ? -value : value)
    if exponent >= 0 {
      if exponent > 6 {
        return (negative ? "−" : "") + "\(digits)×" + power(exponent)
      }
      digits += String(repeating: "0", count: exponent)
    } else {
      if exponent < -6 { return (negative ? "−" : "") + "\(digits)×" + power(exponent) }
      let places = -exponent
      if digits.count <= places { digits = String(repeating: "0", count: places - digits.count + 1) + digits }
      digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
      while digits.hasSuffix("0") { digits.removeLast() }
      if digits.hasSuffix(".") { digits.removeLast() }
    }
    return (negative ? "−" : "") + digits
  }

  /// `10ⁿ` with superscript digits.
  static func power(_ n: Int) -> String {
    if n == 0 { return "1" }
    let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
    var text = n < 0 ? "⁻" : ""
    for digit in String(Swift.abs(n)) { text.append(superscripts[Int(String(digit))!]) }
    return "10" + text
  }
}
