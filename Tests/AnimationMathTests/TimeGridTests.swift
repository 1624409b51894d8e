import AnimationMath
import Testing

/// The grids' times: the decimal a grid means, and the end rule.
@Suite("TimeGrid")
struct TimeGridTests {
  @Test(
    "samples over a decimal end are the decimals the grid means",
    arguments: [
      (4, 0.3, [0, 0.1, 0.2, 0.3]),
      (7, 0.7, [0, 0.11666666666666667, 0.23333333333333334, 0.35, 0.4666666666666667, 0.5833333333333334, 0.7]),
      (3, 1e-5, [0, 5e-6, 1e-5]),
      (11, 1, [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]),
    ] as [(Int, Double, [Double])])
  func decimalSamples(count: Int, end: Double, expected: [Double]) throws {
    let grid = try TimeGrid(.samples(count), end: end)
    for (k, t) in grid.enumerated() {
      #expect(t == expected[k], "t_\(k) = \(t), expected \(expected[k])")
    }
  }

  /// Where k·M is a multiple of n − 1, the exact time is the decimal (k·M/(n−1))·10^−e,
  /// and Swift's correctly rounded `Double(String)` of that decimal is the reference.
  @Test("seeded decimal ends: every time whose exact value is a decimal is that decimal, correctly rounded")
  func seededDecimalEnds() throws {
    let seed: UInt64 = 0x6772_6964
    print("TimeGridTests seed \(seed)")
    var rng = SplitMix64(seed: seed)
    var checked = 0
    for _ in 0..<2_000 {
      let mantissa = Int(rng.next() % 100_000) + 1
      let scale = Int(rng.next() % 7)
      let n = Int(rng.next() % 240) + 2
      let end = try #require(Double("\(mantissa)e-\(scale)"))
      let grid = try TimeGrid(.samples(n), end: end)
      for k in 0..<n where (k * mantissa) % (n - 1) == 0 {
        let reference = try #require(Double("\(k * mantissa / (n - 1))e-\(scale)"))
        #expect(grid[k] == reference, "n \(n) end \(end) k \(k): \(grid[k]) vs \(reference)")
        checked += 1
      }
    }
    #expect(checked > 9_000, "checked \(checked)")
  }

  @Test("the end rule: a uniform grid always ends at its end, appended when off the grid")
  func endRule() throws {
    let offGrid = try TimeGrid(.framesPerSecond(60), end: 0.11)
    #expect(Array(offGrid.suffix(2)) == [0.1, 0.11])
    let onGrid = try TimeGrid(.framesPerSecond(60), end: 0.1)
    #expect(onGrid.last == 0.1 && onGrid.count == 7)
  }
}
