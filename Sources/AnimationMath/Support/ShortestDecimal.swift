/// The shortest decimal that reads back as the same double, written as bytes
/// into a caller's buffer, in exactly the text of Swift's `Double.description`.
///
/// The digits come from the Schubfach algorithm (Raffaello Giulietti, "The
/// Schubfach way to render doubles", 2020,
/// linked from https://bugs.openjdk.org/browse/JDK-4511638, where it replaced the JDK's `Double.toString`),
/// written from the paper: for `v = c·2^q` it picks the decimal exponent
/// `k = ⌊log10(2^q)⌋` (`⌊log10(¾·2^q)⌋` when the gap below `v` is half the gap
/// above), scales the rounding interval's ends by a 126-bit over-approximation
/// of `10^−k` with round-to-odd, and chooses, in this order, the one multiple of
/// `10^(k+1)` inside the interval, else the one of `⌊v/10^k⌋·10^k` and the next
/// multiple that lies inside, else the nearer of the two (ties to even). The
/// interval includes its ends when `c` is even (round-half-even reading).
///
/// The text follows the standard library's rules (swiftlang/swift,
/// stdlib/public/core/FloatingPointToString.swift at commit 00f26f3,
/// `finishFormatting` and the `forceExponential` rule):
/// - `nan` for every NaN, `inf` / `-inf`, `0.0` / `-0.0`;
/// - exponential form `d.ddde±XX` (at least two exponent digits, no `.` after a
///   single digit: `1e-05`, `5e-324`) when the decimal exponent is below −4 or
///   when |v| > 2^53;
/// - otherwise positional, with `.0` after integers (`100.0`, `0.0001`).
///
/// Nothing is allocated: every entry point writes into memory the caller owns.
/// Tested against `Double.description` (ShortestDecimalTests: 10⁶ seeded random
/// bit patterns, every power of 2 and 10, subnormals, exponent boundaries,
/// integers up to 2^53; `Benchmarks/run --check-shortest 100000000` for 10⁸).
package enum ShortestDecimal {
  /// The longest text this type writes (`-2.2250738585072014e-308`), in bytes.
  package static let maximumByteCount = 24

  /// The room ``write(_:into:)`` needs: more than the text, because the
  /// digits are moved eight bytes at a time (bytes past the text's length are
  /// scratch and may be overwritten).
  package static let requiredCapacity = 40

  /// Writes the text of `value` at the start of `buffer` and returns its length
  /// (at most ``maximumByteCount``); bytes after the text up to
  /// ``requiredCapacity`` may be overwritten.
  ///
  /// - Precondition: `buffer.count` ≥ ``requiredCapacity``.
  @inlinable
  package static func write(_ value: Double, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    precondition(buffer.count >= requiredCapacity, "ShortestDecimal needs 40 bytes of room")
    return write(value, to: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), table: powersOfTenStorage)
  }

  /// Appends the text of `value` to `bytes`.
  @inlinable
  package static func append(_ value: Double, to bytes: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: requiredCapacity) { scratch in
      let count = write(value, to: scratch.baseAddress!)
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[0..<count]))
    }
  }

  /// The text of `value` as a String (for tests and one-off use; allocates).
  package static func string(_ value: Double) -> String {
    var bytes: [UInt8] = []
    append(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The shortest decimal of a finite, non-zero `value`'s magnitude as
  /// `digits·10^exponent`, with no trailing zeros in `digits`: the number
  /// ``string(_:)`` prints, without formatting it.
  static func decimal(_ value: Double) -> (digits: UInt64, exponent: Int) {
    let bits = value.magnitude.bitPattern
    var (digits, exponent) = decimal(
      exponentField: Int(bits >> 52), fraction: bits & ((1 << 52) - 1), table: powersOfTenStorage)
    while digits % 10 == 0 {
      digits /= 10
      exponent += 1
    }
    return (digits, exponent)
  }

  /// Writes the text of `value` at `output` (``requiredCapacity`` bytes of room) and returns its length.
  @inlinable
  static func write(_ value: Double, to output: UnsafeMutablePointer<UInt8>) -> Int {
    write(value, to: output, table: powersOfTenStorage)
  }

  /// Writes the text of `value` at `output` (``requiredCapacity`` bytes of
  /// room) with ``powersOfTenStorage`` passed in as `table`, so that a loop
  /// fetches the lazily initialised table once instead of once a number
  /// (see ``Writer``).
  @inlinable @inline(__always)
  static func write(_ value: Double, to output: UnsafeMutablePointer<UInt8>, table: UnsafePointer<UInt64>) -> Int {
    let bits = value.bitPattern
    let negative = bits >> 63 != 0
    let exponentField = Int((bits >> 52) & 0x7FF)
    let fraction = bits & ((1 << 52) - 1)
    var p = output
    if exponentField == 0x7FF {
      if fraction != 0 { return put("nan", at: output) }
      return put(negative ? "-inf" : "inf", at: output)
    }
    // The sign is stored either way and kept only for negative values (a
    // branch on the sign would be mispredicted on mixed-sign columns).
    p.pointee = UInt8(ascii: "-")
    p += negative ? 1 : 0
    if exponentField == 0, fraction == 0 {
      return (negative ? 1 : 0) + put("0.0", at: p)
    }
    let (digits, exponent) = decimal(exponentField: exponentField, fraction: fraction, table: table)
    // Values above 2^53 (not integers one can count to) always use exponents.
    let magnitude = bits & ~(1 << 63)
    let forceExponential = magnitude > (1076 << 52)  // bit pattern of 2^53
    let length = format(digits: digits, exponent: exponent, forceExponential: forceExponential, at: p)
    return (negative ? 1 : 0) + length
  }

  /// ``scaledPowersOfTen`` copied once into memory that is never freed, so
  /// that a lookup costs neither a bounds check nor reference counting.
  /// (Never written after its one-time initialisation, hence `nonisolated(unsafe)`.)
  @usableFromInline nonisolated(unsafe) static let powersOfTenStorage: UnsafePointer<UInt64> = {
    let storage = UnsafeMutablePointer<UInt64>.allocate(capacity: scaledPowersOfTen.count)
    storage.initialize(from: scaledPowersOfTen, count: scaledPowersOfTen.count)
    return UnsafePointer(storage)
  }()

  /// Copies a short ASCII literal.
  @inlinable @inline(__always)
  static func put(_ text: StaticString, at p: UnsafeMutablePointer<UInt8>) -> Int {
    let n = text.utf8CodeUnitCount
    let source = text.utf8Start
    for i in 0..<n { p[i] = source[i] }
    return n
  }

  /// Schubfach: the shortest, nearest decimal `digits·10^exponent` inside the
  /// rounding interval of the finite, non-zero double with these fields.
  @inlinable @inline(__always)
  static func decimal(exponentField: Int, fraction: UInt64, table: UnsafePointer<UInt64>) -> (
    digits: UInt64, exponent: Int
  ) {
    let c: UInt64
    let q: Int
    if exponentField == 0 {
      c = fraction
      q = -1074
    } else {
      c = fraction | (1 << 52)
      q = exponentField - 1075
    }
    // The gap below v is half the gap above only at a power of two with a
    // normal predecessor.
    let isRegular = fraction != 0 || exponentField <= 1
    let k = isRegular ? floorLog10Pow2(q) : floorLog10ThreeQuartersPow2(q)
    let h = q + floorLog2Pow10(-k) + 2
    let index = 2 * (-k - minimumTableExponent)
    let gHigh = table[index]
    let gLow = table[index + 1]
    // Interval ends and the value, in quarter units of 10^k: cb·2^q/10^k etc.
    let cb = c << 2
    let cbr = cb + 2
    let cbl = isRegular ? cb - 2 : cb - 1
    let vb = roundToOdd(gHigh, gLow, cb << h)
    let vbl = roundToOdd(gHigh, gLow, cbl << h)
    let vbr = roundToOdd(gHigh, gLow, cbr << h)
    // An odd significand excludes the interval's ends.
    let out = c & 1
    let s = vb >> 2
    // Every candidate is computed and the choice made with selects, not
    // branches: for random doubles each test goes either way about equally
    // often, so a branch would be mispredicted every other number.
    //
    // One digit fewer: the one multiple of 10^(k+1) inside, if exactly one end
    // of [s', s' + 10] is (s ≥ 10 so that s' is not zero). It is returned as
    // s/10 or s/10 + 1 at exponent k + 1 (the same number with one trailing
    // zero fewer to strip).
    let s10 = s / 10
    let sp10 = 10 * s10
    let tp10 = sp10 + 10
    let shortLowerInside = vbl + out <= sp10 << 2
    let shortUpperInside = (tp10 << 2) + out <= vbr
    // (The tests are turned into 0/1 integers and combined bitwise: Swift's
    // `&&`, `||` and `?:` on them compile to branches.)
    let takeShort: UInt64 = (s >= 10 ? 1 : 0) & ((shortLowerInside ? 1 : 0) ^ (shortUpperInside ? 1 : 0))
    // Else s or t = s + 1: the one inside if exactly one is, else the nearer
    // (vb against the midpoint 4s + 2; ties to even: vb + (s & 1) ≤ midpoint).
    let t = s + 1
    let lowerInside: UInt64 = vbl + out <= s << 2 ? 1 : 0
    let upperInside: UInt64 = (t << 2) + out <= vbr ? 1 : 0
    let midpoint = (s + t) << 1
    let nearerIsLower: UInt64 = vb + (s & 1) <= midpoint ? 1 : 0
    let pickLower = (lowerInside & (upperInside ^ 1)) | ((lowerInside ^ upperInside ^ 1) & nearerIsLower)
    let long = t - pickLower
    let short = s10 + (shortLowerInside ? 0 : 1)
    let mask = 0 &- takeShort
    return ((short & mask) | (long & ~mask), k + Int(takeShort))
  }

  /// Round-to-odd of g·x / 2^127 for the 126-bit g = gHigh·2^64 + gLow: the
  /// floor, with its last bit set when the quotient is not an integer.
  ///
  /// The lowest 64 bits of the 190-bit product are left out of the sticky
  /// bit: they hold only g's over-approximation (< 2^64 since x < 2^64), while
  /// a true fraction, when there is one, shows in the bits above (Giulietti, §9).
  @inlinable @inline(__always)
  static func roundToOdd(_ gHigh: UInt64, _ gLow: UInt64, _ x: UInt64) -> UInt64 {
    let lowHigh = gLow.multipliedFullWidth(by: x).high
    let high = gHigh.multipliedFullWidth(by: x)
    let (middle, carry) = high.low.addingReportingOverflow(lowHigh)
    let top = high.high &+ (carry ? 1 : 0)
    let quotient = (top << 1) | (middle >> 63)
    let inexact = middle & ((1 << 63) - 1) != 0
    return quotient | (inexact ? 1 : 0)
  }

  /// ⌊e·log2 10⌋ for |e| ≤ 334 (checked exhaustively by make_shortest_decimal_table.py).
  @inlinable @inline(__always)
  static func floorLog2Pow10(_ e: Int) -> Int { (e &* 913_124_641_741) >> 38 }

  /// ⌊q·log10 2⌋ for q in [−1076, 973] (checked exhaustively by the same script).
  @inlinable @inline(__always)
  static func floorLog10Pow2(_ q: Int) -> Int { (q &* 661_971_961_083) >> 41 }

  /// ⌊q·log10 2 + log10 ¾⌋ for q in [−1076, 973] (checked by the same script).
  @inlinable @inline(__always)
  static func floorLog10ThreeQuartersPow2(_ q: Int) -> Int {
    (q &* 661_971_961_083 &- 274_743_187_321) >> 41
  }

  /// Writes `digits·10^exponent` in the standard library's layout at `p`
  /// (``requiredCapacity`` bytes of room: the digits are stored as 8-byte
  /// words, up to 34 bytes from `p`).
  @inlinable @inline(__always)
  static func format(
    digits rawDigits: UInt64, exponent rawExponent: Int, forceExponential: Bool,
    at p: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var digits = rawDigits
    var exponent = rawExponent
    // Trailing zeros carry no information (integers, short decimals).
    if digits % 10 == 0 {
      while digits % 10_000 == 0 {
        digits /= 10_000
        exponent += 4
      }
      while digits % 10 == 0 {
        digits /= 10
        exponent += 1
      }
    }
    let count = digitCount(digits)
    let decimalExponent = exponent + count - 1
    // The digits left-aligned to 17 places (n = digits·10^(17 − count)), as
    // the leading digit and two words of eight ASCII digits; the places
    // past `count` are zeros, written but not counted. Everything is stored
    // straight into the output (no scratch copy on the stack).
    var n = digits
    if count >= 15 {
      n = digits &* (count == 17 ? 1 : (count == 16 ? 10 : 100))
    } else {
      for _ in count..<17 { n &*= 10 }
    }
    let top = n / 10_000_000_000_000_000
    let rest = n &- top &* 10_000_000_000_000_000
    let high = rest / 100_000_000
    let lead = 0x30 &+ UInt8(truncatingIfNeeded: top)
    let firstEight = eightDigits(UInt32(truncatingIfNeeded: high))
    let lastEight = eightDigits(UInt32(truncatingIfNeeded: rest &- high &* 100_000_000))
    let out = UnsafeMutableRawPointer(p)
    /// Stores the 17 places at `p + offset` (as lead, '.', places when split).
    @inline(__always) func storeDigits(at offset: Int, pointAfterLead: Bool) {
      p[offset] = lead
      let shift = pointAfterLead ? 1 : 0
      if pointAfterLead { p[offset + 1] = UInt8(ascii: ".") }
      out.storeBytes(of: firstEight, toByteOffset: offset + 1 + shift, as: UInt64.self)
      out.storeBytes(of: lastEight, toByteOffset: offset + 9 + shift, as: UInt64.self)
    }
    let zeros: UInt64 = 0x3030_3030_3030_3030
    if decimalExponent < -4 || forceExponential {
      // "d.ddde±XX" (or "de±XX" for one digit).
      var n = 1
      if count > 1 {
        storeDigits(at: 0, pointAfterLead: true)
        n = count + 1
      } else {
        p[0] = lead
      }
      p[n] = UInt8(ascii: "e")
      var e = decimalExponent
      if e < 0 {
        p[n + 1] = UInt8(ascii: "-")
        e = -e
      } else {
        p[n + 1] = UInt8(ascii: "+")
      }
      n += 2
      if e >= 100 {
        p[n] = 0x30 &+ UInt8(truncatingIfNeeded: e / 100)
        e %= 100
        n += 1
      }
      p[n] = 0x30 &+ UInt8(truncatingIfNeeded: e / 10)
      p[n + 1] = 0x30 &+ UInt8(truncatingIfNeeded: e % 10)
      return n + 2
    }
    if decimalExponent < 0 {
      // "0.000ddd": at most three zeros after the point.
      let leading = -decimalExponent - 1
      p[0] = UInt8(ascii: "0")
      p[1] = UInt8(ascii: ".")
      out.storeBytes(of: zeros, toByteOffset: 2, as: UInt64.self)
      storeDigits(at: 2 + leading, pointAfterLead: false)
      return 2 + leading + count
    }
    let integerDigits = decimalExponent + 1
    if integerDigits < count {
      // "ddd.ddd"
      if integerDigits == 1 {
        storeDigits(at: 0, pointAfterLead: true)
      } else {
        // Shift the places after the point one byte up (they are at most
        // 16, read as two words after the first store).
        storeDigits(at: 0, pointAfterLead: false)
        let a = out.loadUnaligned(fromByteOffset: integerDigits, as: UInt64.self)
        let b = out.loadUnaligned(fromByteOffset: integerDigits + 8, as: UInt64.self)
        out.storeBytes(of: a, toByteOffset: integerDigits + 1, as: UInt64.self)
        out.storeBytes(of: b, toByteOffset: integerDigits + 9, as: UInt64.self)
        p[integerDigits] = UInt8(ascii: ".")
      }
      return count + 1
    }
    // "ddd000.0" (at most 16 integer digits)
    storeDigits(at: 0, pointAfterLead: false)
    out.storeBytes(of: zeros, toByteOffset: count, as: UInt64.self)
    out.storeBytes(of: zeros, toByteOffset: count + 8, as: UInt64.self)
    p[integerDigits] = UInt8(ascii: ".")
    p[integerDigits + 1] = UInt8(ascii: "0")
    return integerDigits + 2
  }

  /// The number of decimal digits of `n` (1 … 17; n > 0).
  @inlinable @inline(__always)
  static func digitCount(_ n: UInt64) -> Int {
    // Most doubles need 15 to 17 digits, 16 and 17 about equally often: count
    // those without a branch that the processor would mispredict.
    if n >= 100_000_000_000_000 {
      return 15 + (n >= 1_000_000_000_000_000 ? 1 : 0) + (n >= 10_000_000_000_000_000 ? 1 : 0)
    }
    var count = 1
    var limit: UInt64 = 10
    while n >= limit {
      count += 1
      limit &*= 10
    }
    return count
  }

  /// The eight ASCII digits of `n` < 10^8, most significant first in memory
  /// (little-endian), by splitting into lanes of 4, 2 and 1 digits at once
  /// (Paul Khuong, https://pvk.ca/Blog/2017/12/22/appnexus-common-framework-its-out-also-how-to-print-integers-faster/).
  @inlinable @inline(__always)
  static func eightDigits(_ n: UInt32) -> UInt64 {
    let upper = n / 10_000
    let lower = n &- upper &* 10_000
    let fours = UInt64(upper) | (UInt64(lower) << 32)
    // In each 32-bit lane v < 10^4: v/100 = (v·10486) >> 20.
    let hundreds = ((fours &* 10_486) >> 20) & 0x0000_007F_0000_007F
    let twos = hundreds | ((fours &- 100 &* hundreds) << 16)
    // In each 16-bit lane v < 100: v/10 = (v·103) >> 10.
    let tens = ((twos &* 103) >> 10) & 0x000F_000F_000F_000F
    let ones = tens | ((twos &- 10 &* tens) << 8)
    return (ones &+ 0x3030_3030_3030_3030).littleEndian
  }
}
