import TestSupport
import Testing

@testable import AnimationMath

/// The polynomial kernel's error bound: 1.2e-16 derived in SineCosine's
/// discussion, plus the reference's rounding to the nearest double (≤ 5.6e-17
/// for |value| ≤ 1); measured worst 1.1e-16.
private let kernelTolerance = 1.8e-16
/// The full function's bound: 2.5e-16 (kernel plus one ulp of π/4 from the
/// reduction) plus the reference's rounding; measured worst 1.1e-16.
private let fullTolerance = 3.1e-16

/// SineCosine against mpmath (Data/make_sine_cosine_reference.py, 40 digits):
/// kind 0 rows are reduced arguments covering |r| ≤ π/4 + 1e-6 (the kernel's
/// whole range), kind 1 rows full arguments up to 2²⁰.
@Suite struct SineCosineTests {
  static let table: ReferenceTable? = try? ReferenceTable(named: "sine_cosine_reference.csv", besideTestFile: #filePath)

  @Test("the kernel over its whole reduced range |r| ≤ π/4 + 1e-6")
  func kernel() throws {
    let table = try #require(Self.table)
    var worst = 0.0
    var checked = 0
    var lowest = 0.0, highest = 0.0
    for row in table.rows where row[0] == 0 {
      let r = row[1]
      let (s, c) = SineCosine.kernel(r)
      let error = max(abs(s - row[2]), abs(c - row[3]))
      if !(error <= kernelTolerance) {
        Issue.record("kernel at r = \(r): sin \(s) vs \(row[2]), cos \(c) vs \(row[3])")
      }
      worst = max(worst, error)
      lowest = min(lowest, r)
      highest = max(highest, r)
      checked += 1
    }
    #expect(checked == 6008)
    #expect(lowest <= -(Double.pi / 4 + 1e-6) && highest >= Double.pi / 4 + 1e-6, "the rows span the reduced range")
    print("SineCosine kernel: worst |error| \(worst) over \(checked) reduced arguments")
  }

  @Test("full arguments up to 2^20, including the doubles nearest k·π/2")
  func full() throws {
    let table = try #require(Self.table)
    var worst = 0.0
    var checked = 0
    for row in table.rows where row[0] == 1 {
      let x = row[1]
      let (s, c) = SineCosine.sinCos(x)
      let error = max(abs(s - row[2]), abs(c - row[3]))
      if !(error <= fullTolerance) { Issue.record("sinCos(\(x)): sin \(s) vs \(row[2]), cos \(c) vs \(row[3])") }
      worst = max(worst, error)
      checked += 1
    }
    #expect(checked == 3998)
    print("SineCosine full: worst |error| \(worst) over \(checked) arguments")
  }

  @Test(
    "outside [0, 2^20] it is libm's sincos, bit for bit",
    arguments: [-1.0, -1e-300, 0x1p20.nextUp, 1e300, .infinity, .nan])
  func outside(_ x: Double) {
    let (s, c) = SineCosine.sinCos(x)
    let (ls, lc) = Libm.sinCos(x)
    // Structural: the same libm call, so identical bits (NaN compared as NaN).
    #expect(s.bitPattern == ls.bitPattern && c.bitPattern == lc.bitPattern)
  }

  @Test("quadrant ends: sin and cos at 0 are exactly 0 and 1")
  func zero() {
    let (s, c) = SineCosine.sinCos(0)
    // Structural zeros: r = 0 gives the exact polynomial values.
    #expect(s == 0 && c == 1)
  }
}
