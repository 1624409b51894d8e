import AnimationMath
import Testing

/// ShortestDecimal against the standard library's `Double.description`, which
/// is an independent implementation (SwiftDtoa: Grisu2 with Errol's checks),
/// byte for byte.
@Suite struct ShortestDecimalTests {
  /// Compares one double; returns false (and records it) on a mismatch.
  @discardableResult
  static func check(_ value: Double, _ context: @autoclosure () -> String = "") -> Bool {
    let ours = ShortestDecimal.string(value)
    let expected = value.description
    if ours != expected {
      Issue.record(
        "bits 0x\(String(value.bitPattern, radix: 16)): got \(ours), description \(expected) \(context())")
      return false
    }
    return true
  }

  /// Checks `values`, stopping after a few failures, and returns how many were checked.
  static func checkAll(_ values: some Sequence<Double>, _ context: String = "") -> Int {
    var checked = 0
    var failures = 0
    for value in values {
      if !check(value, context) { failures += 1 }
      checked += 1
      if failures >= 10 { break }
    }
    return checked
  }

  /// The number of seeded random bit patterns in the suite (10⁸ run in Benchmarks).
  static let randomCount = 1_000_000

  @Test func randomBitPatterns() {
    let seed: UInt64 = 0x5D0_7E57
    var generator = SplitMix64(seed: seed)
    var checked = 0
    var failures = 0
    var bytes = [UInt8](repeating: 0, count: ShortestDecimal.requiredCapacity)
    for _ in 0..<Self.randomCount {
      let value = Double(bitPattern: generator.next())
      let count = bytes.withUnsafeMutableBytes { ShortestDecimal.write(value, into: $0) }
      if !value.description.utf8.elementsEqual(bytes[0..<count]) {
        failures += 1
        Self.check(value, "seed \(seed)")
        if failures >= 10 { break }
      }
      checked += 1
    }
    #expect(checked == Self.randomCount, "seed \(seed)")
  }

  @Test func specialValues() {
    let values: [Double] = [
      0, -0.0, .infinity, -.infinity, .nan, -.nan, .signalingNaN,
      Double(bitPattern: 0x7FF0_0000_0000_0001), Double(bitPattern: 0xFFF8_0000_0000_1234),
      .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .ulpOfOne, .pi,
      0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 100, 1e15, 1e16, 1e-4, 1e-5, 9.999999999999999e-5,
      123456.789, 1e22, 1e23, 5e-324, 2.5e-5, 0.30000000000000004, 9007199254740993,
    ]
    #expect(Self.checkAll(values) == values.count)
  }

  /// Every power of two, ±2^e for e = −1074 … 1023.
  @Test func powersOfTwo() {
    var values: [Double] = []
    for e in -1074...1023 {
      let x = Double(sign: .plus, exponent: e, significand: 1)
      values += [x, -x, x.nextUp, x.nextDown]
    }
    #expect(Self.checkAll(values) == 4 * 2098)
  }

  /// Every power of ten in range and its neighbours (the nearest doubles).
  @Test func powersOfTen() {
    var values: [Double] = []
    for e in -323...308 {
      let x = Double("1e\(e)")!
      values += [x, x.nextUp, x.nextDown, -x]
    }
    #expect(Self.checkAll(values) == 4 * 632)
  }

  /// Subnormals: the 100,000 smallest, the 100,000 largest and 100,000 random ones.
  @Test func subnormals() {
    let largest: UInt64 = (1 << 52) - 1
    var generator = SplitMix64(seed: 0x50B)
    let values =
      (1...100_000).map { Double(bitPattern: UInt64($0)) }
      + (0..<100_000).map { Double(bitPattern: largest - UInt64($0)) }
      + (0..<100_000).map { _ in Double(bitPattern: generator.next() & largest) }
    #expect(Self.checkAll(values, "seed 0x50B") == 300_000)
  }

  /// The first and last 64 significands of every binary exponent.
  @Test func exponentBoundaries() {
    var values: [Double] = []
    for field in UInt64(1)...2046 {
      for j in UInt64(0)..<64 {
        values.append(Double(bitPattern: field << 52 | j))
        values.append(Double(bitPattern: field << 52 | ((1 << 52) - 1 - j)))
      }
    }
    #expect(Self.checkAll(values) == 2046 * 128)
  }

  /// Integers up to 2^53: the first 200,000, the 200,000 below 2^53 and
  /// 2^52, and 200,000 random ones.
  @Test func integers() {
    let top = 9_007_199_254_740_992
    var generator = SplitMix64(seed: 0x1A7)
    var values = (0..<200_000).map { Double($0) }
    values += (0..<200_000).map { Double(top - $0) }
    values += (0..<200_000).map { Double(top / 2 + 100_000 - $0) }
    values += (0..<200_000).map { _ in Double(Int(generator.next() >> 11)) }
    values += [Double(top), Double(top) + 2, Double(top) * 2]
    #expect(Self.checkAll(values, "seed 0x1A7") == 800_003)
  }

  /// `append(_:to:)` writes the same bytes as `write(_:into:)`.
  @Test func appendMatchesWrite() {
    var bytes: [UInt8] = Array("x=".utf8)
    ShortestDecimal.append(-1.5e-300, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "x=-1.5e-300")
  }
}
