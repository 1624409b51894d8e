/// A seeded, replayable random number generator (SplitMix64, Steele, Lea and
/// Flood 2014).
///
/// Everything random in SpringBench (the validation matrix, randomised tests,
/// benchmarks' inputs) draws from one of these, so a seed replays it exactly.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The seed this generator started from.
  package let seed: UInt64
  private var state: UInt64

  /// Creates a generator that replays the stream of `seed`.
  package init(seed: UInt64) {
    self.seed = seed
    self.state = seed
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A double drawn uniformly from `range`.
  package mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }

  /// A double whose base-10 logarithm is uniform over `exponents`.
  package mutating func logUniform(_ exponents: ClosedRange<Double>) -> Double {
    Libm.exp(Double.random(in: exponents, using: &self) * 2.302585092994045684)
  }
}
