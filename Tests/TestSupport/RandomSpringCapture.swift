import AnimationMath
import Foundation

/// A seeded random spring capture for the fitting tests: the true curve and
/// its samples at 60 Hz from t = 0 until the spring's settling duration
/// (1e-3 band), at least 12 samples.
public struct RandomSpringCapture: Sendable, CustomStringConvertible {
  /// The seed of the generator that drew this case.
  public let seed: UInt64
  /// The index of the case in its stream.
  public let index: Int
  /// ω0 (rad/s), uniform in [2, 60].
  public let naturalFrequency: Double
  /// ζ, uniform in [0.05, 3].
  public let dampingRatio: Double
  /// Start and rest positions, uniform in [−500, 500] (or 0 → 300 when `pixels`).
  public let from: Double, to: Double
  /// Absolute initial velocity: a relative velocity uniform in [−5, 5] times the travel.
  public let initialVelocity: Double
  /// Sample times (s).
  public let times: [Double]
  /// Exact closed-form values at `times` (``SpringSolution``).
  public let values: [Double]

  /// "seed 0x5EED case 17: ω0 … ζ … from … to … v0 …".
  public var description: String {
    "seed \(seed) case \(index): ω0 \(naturalFrequency) ζ \(dampingRatio) from \(from) to \(to) v0 \(initialVelocity) (\(times.count) samples)"
  }

  /// The true parameters in `SpringFitParameter` order (t0 = 0).
  public var truth: [Double] { [from, to, naturalFrequency, dampingRatio, initialVelocity, 0] }

  /// Draws case `index` of the stream `seed` (each case has its own
  /// generator, so any case replays alone). With `pixels`, the travel is
  /// 0 → 300 px (the noisy-recovery setting).
  public init(seed: UInt64, index: Int, pixels: Bool = false) throws {
    var rng = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
    self.seed = seed
    self.index = index
    naturalFrequency = rng.uniform(2...60)
    dampingRatio = rng.uniform(0.05...3)
    if pixels {
      from = 0
      to = 300
    } else {
      from = rng.uniform(-500...500)
      to = rng.uniform(-500...500)
    }
    initialVelocity = rng.uniform(-5...5) * (to - from)
    let motion = try SpringSolution(
      parameters: SpringParameters(naturalFrequency: naturalFrequency, dampingRatio: dampingRatio),
      from: from, to: to, initialVelocity: initialVelocity)
    let end = motion.settlingDuration()
    let count = Swift.max(12, Int((end * 60).rounded(.up)) + 1)
    times = (0..<count).map { Double($0) / 60 }
    values = times.map { motion.position(at: $0) }
  }
}

extension SplitMix64 {
  /// A standard normal deviate (Box–Muller from two uniforms in (0, 1]).
  public mutating func gaussian() -> Double {
    let u1 = 1 - Double.random(in: 0..<1, using: &self)
    let u2 = Double.random(in: 0..<1, using: &self)
    return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
  }
}
