@testable import AnimationMath
import Foundation
import TestSupport
import Testing

@Suite("scratch noise estimators")
struct NoiseEstimatorScratchTests {
  static func diffs(_ v: [Double], order: Int) -> [Double] {
    var d = v
    for _ in 0..<order { d = (1..<d.count).map { d[$0] - d[$0 - 1] } }
    return d.map(abs).sorted()
  }
  static func estimators(_ v: [Double]) -> [Double] {
    let d3 = diffs(v, order: 3), d2 = diffs(v, order: 2)
    let a = 1.4826 * d3[d3.count / 2] / 20.0.squareRoot()
    let b = 1.4826 * d2[d2.count / 2] / 6.0.squareRoot()
    let c = d3[d3.count / 4] / (0.3186 * 20.0.squareRoot())
    // quietest quarter: median of each quarter of the raw (unsorted) differences, smallest
    var raw = v
    for _ in 0..<3 { raw = (1..<raw.count).map { raw[$0] - raw[$0 - 1] } }
    let q = max(raw.count / 4, 6)
    var mins = Double.infinity
    var start = 0
    while start + q <= raw.count {
      let block = raw[start..<(start + q)].map(abs).sorted()
      mins = min(mins, 1.4826 * block[block.count / 2] / 20.0.squareRoot())
      start += q
    }
    let e = d3[d3.count / 10] / (0.1257 * 20.0.squareRoot())
    return [a, b, c, mins, e]
  }

  @Test func measure() throws {
    let sigma = (0.09 + 1.0 / 108).squareRoot()
    var rows: [[Double]] = []
    for index in 0..<300 {
      let c = try RandomSpringCapture(seed: 0x5EED_F17, index: index, pixels: true)
      var rng = SplitMix64(seed: 0x5EED_F17 ^ UInt64(index) &* 31)
      let v = c.values.map { (($0 + 0.3 * rng.gaussian()) * 3).rounded() / 3 }
      rows.append(Self.estimators(v).map { $0 / sigma })
    }
    for index in 0..<300 {
      let c = try RandomBezierCapture(seed: 0xBE21E, index: index, pixels: true)
      var rng = SplitMix64(seed: 0xBE21E ^ UInt64(index) &* 31)
      let v = c.values.map { (($0 + 0.3 * rng.gaussian()) * 3).rounded() / 3 }
      rows.append(Self.estimators(v).map { $0 / sigma })
    }
    for index in 0..<300 {
      let c = RandomDecayCapture(seed: 0xDECA1, index: index, pixels: true)
      var rng = SplitMix64(seed: 0xDECA1 ^ UInt64(index) &* 31)
      let v = c.values.map { (($0 + 0.3 * rng.gaussian()) * 3).rounded() / 3 }
      rows.append(Self.estimators(v).map { $0 / sigma })
    }
    for (name, range) in [("spring", 0..<300), ("bezier", 300..<600), ("decay", 600..<900)] {
      for j in 0..<5 {
        let s = rows[range].map { $0[j] }.sorted()
        print("\(name) est\(j): min \(s[0]) p5 \(s[15]) median \(s[150]) p95 \(s[285]) max \(s[299])")
      }
    }
    let counts = (0..<3).map { _ in 0 }
    _ = counts
    let c = try RandomSpringCapture(seed: 0x5EED_F17, index: 7, pixels: true)
    print("spring 7: \(c) count \(c.times.count)")
  }
}
