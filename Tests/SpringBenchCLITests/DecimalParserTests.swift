import AnimationMath
import Testing

@testable import SpringBenchCLI

/// The byte-level number reader against the standard library's parser behind
/// ``NumberSyntax`` (the reference): the same double bit for bit, or nil for both.
@Suite("DecimalParser")
struct DecimalParserTests {
  static let seed: UInt64 = 0x5EED_DEC1
  static let randomCount = 200_000

  /// Whether the two parsers agree on `text`.
  static func agree(_ text: String) -> (Bool, Double?, Double?) {
    var copy = text
    let fast = copy.withUTF8 { DecimalParser.double($0) }
    let reference = NumberSyntax.double(text)
    return (fast?.bitPattern == reference?.bitPattern, fast, reference)
  }

  @Test(
    "edge cases: signs, zeros, halfway points, 19/20 digits, exponents at the fast path's limits, rejected spellings",
    arguments: [
      "0", "-0", "+0", "0.0", "-0.0", "00000", ".5", "5.", "-.5", "+1", "1e5", "1E5", "1e+5", "1e-5", "1e", "1e+", "e5",
      ".", "-", "", " 1", "1 ", "1,5", "0x10", "inf", "nan", "1.2.3", "1e5.5", "--1", "1-", "1e--5",
      "0.016666666666666666", "0.1", "0.2", "0.3", "9007199254740993", "9007199254740992", "9007199254740995",
      "18446744073709551615", "18446744073709551616", "1234567890123456789", "12345678901234567890",
      "9999999999999999999", "0.9999999999999999999", "1.7976931348623157e308", "1.7976931348623159e308", "4.9e-324",
      "2.2250738585072014e-308", "1e19", "1e-19", "1e20", "1e-20", "123456789e10", "123456789e-28",
      "1.00000000000000011102230246251565404236316680908203125",
      "1.0000000000000001110223024625156540423631668090820312",
      "0.000000000000000000001", "100000000000000000000000", "2.5e-5", "1e0000", "1e00001", "1e99999",
      "000000000000000000000000001.5",
    ])
  func edgeCase(text: String) {
    let (same, fast, reference) = Self.agree(text)
    #expect(same, "'\(text)': \(String(describing: fast)) vs \(String(describing: reference))")
  }

  @Test("seeded random decimal texts: 1–24 digits, any point, exponents ±30, leading and trailing zeros")
  func randomTexts() {
    print("DecimalParserTests.randomTexts seed \(Self.seed)")
    var rng = SplitMix64(seed: Self.seed)
    var checked = 0
    for _ in 0..<Self.randomCount {
      var text = ""
      switch rng.next() % 3 {
      case 0: text += "-"
      case 1: text += ""
      default: text += (rng.next() % 8 == 0 ? "+" : "")
      }
      let digits = Int(rng.next() % 24) + 1
      let point = Int(rng.next() % UInt64(digits + 2)) - 1
      for k in 0..<digits {
        if k == point { text += "." }
        let zero = rng.next() % 5 == 0
        text += zero ? "0" : String(rng.next() % 10)
      }
      if point == digits { text += "." }
      if rng.next() % 2 == 0 {
        text += rng.next() % 2 == 0 ? "e" : "E"
        text += String(Int(rng.next() % 61) - 30)
      }
      let (same, fast, reference) = Self.agree(text)
      #expect(same, "seed \(Self.seed): '\(text)': \(String(describing: fast)) vs \(String(describing: reference))")
      checked += 1
    }
    #expect(checked == Self.randomCount)
  }

  @Test("seeded random doubles in shortest form (what springbench writes), and with 17 and 19 significant digits")
  func randomDoubles() {
    print("DecimalParserTests.randomDoubles seed \(Self.seed)")
    var rng = SplitMix64(seed: Self.seed &+ 1)
    var fastPathHits = 0
    var typical = 0
    for _ in 0..<Self.randomCount {
      // Magnitudes 1e-12 … 1e12, where times and positions live; and any bit pattern.
      let value =
        rng.next() % 4 == 0
        ? Double(bitPattern: rng.next())
        : Double.random(in: -1...1, using: &rng) * pow10(Int(rng.next() % 25) - 12)
      guard value.isFinite else { continue }
      for text in [value.description, String(format17: value)] {
        let (same, fast, reference) = Self.agree(text)
        #expect(same, "seed \(Self.seed): '\(text)': \(String(describing: fast)) vs \(String(describing: reference))")
      }
      // Times and positions from 1e-3 to 1e6 in shortest form take the fast path.
      if abs(value) >= 1e-3, abs(value) < 1e6 {
        var copy = value.description
        typical += 1
        if copy.withUTF8({ DecimalParser.fastPath($0) }) != nil { fastPathHits += 1 }
      }
    }
    #expect(typical > Self.randomCount / 4)
    #expect(fastPathHits == typical, "\(fastPathHits) of \(typical)")
  }
}

/// 10^k for small k.
private func pow10(_ k: Int) -> Double {
  var result = 1.0
  for _ in 0..<abs(k) { result *= 10 }
  return k < 0 ? 1 / result : result
}

extension String {
  /// `value` with 17 significant digits in plain or scientific form, written
  /// by digit arithmetic on the shortest form (no Foundation): the shortest
  /// digits padded with zeros.
  init(format17 value: Double) {
    let text = value.description
    guard !text.contains("e") else {
      self = text
      return
    }
    var padded = text
    let significant = text.filter(\.isNumber).drop(while: { $0 == "0" }).count
    if significant < 17 { padded += String(repeating: "0", count: 17 - significant) }
    self = padded
  }
}
