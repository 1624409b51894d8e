import AnimationMath
import Foundation

/// A seeded random exponential-decay capture (a fling): x(t) = from +
/// v0·(1 − e^(−kt))/k sampled at 60 Hz from t = 0 until the speed falls
/// to 1% of v0 (t = ln 100/k), at least 12 samples.
public struct RandomDecayCapture: Sendable, CustomStringConvertible {
  /// The seed of the generator that drew this case.
  public let seed: UInt64
  /// The index of the case in its stream.
  public let index: Int
  /// Start, uniform in [−500, 500] (0 when `pixels`).
  public let from: Double
  /// Initial velocity (units/s): ±U[300, 5000] (positive when `pixels`).
  public let initialVelocity: Double
  /// k (1/s), uniform in [1, 20] (UIKit's normal rate 0.998/ms is k ≈ 2, fast 0.99/ms k ≈ 10).
  public let decayRate: Double
  /// Sample times (s).
  public let times: [Double]
  /// Exact values at `times` (Foundation's expm1).
  public let values: [Double]

  /// "seed … case …: from … v0 … k …".
  public var description: String {
    "seed \(seed) case \(index): from \(from) v0 \(initialVelocity) k \(decayRate) (\(times.count) samples)"
  }

  /// The true parameters in `DecayFitParameter` order (t0 = 0).
  public var truth: [Double] { [from, initialVelocity, decayRate, 0] }

  /// Draws case `index` of the stream `seed` (each case its own generator).
  public init(seed: UInt64, index: Int, pixels: Bool = false) {
    var rng = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
    self.seed = seed
    self.index = index
    from = pixels ? 0 : rng.uniform(-500...500)
    let speed = rng.uniform(300...5000)
    initialVelocity = pixels || rng.next() % 2 == 0 ? speed : -speed
    decayRate = rng.uniform(1...20)
    let end = log(100) / decayRate
    let count = Swift.max(12, Int((end * 60).rounded(.up)) + 1)
    times = (0..<count).map { Double($0) / 60 }
    let (from, v0, k) = (from, initialVelocity, decayRate)
    values = times.map { from + v0 * (-expm1(-k * $0) / k) }
  }
}
