import AnimationMath

/// A seeded random cubic-bézier capture for the fitting tests: the true
/// curve `cubic-bezier(x1, y1, x2, y2)` over a duration from `from` to `to`
/// starting at t = 0, sampled at 60 Hz from t = 0 to the end of the
/// animation plus 0.1 s (so the end is seen).
public struct RandomBezierCapture: Sendable, CustomStringConvertible {
  /// The seed of the generator that drew this case.
  public let seed: UInt64
  /// The index of the case in its stream.
  public let index: Int
  /// Control points: x1, x2 uniform in [0, 1], y1, y2 uniform in [−0.5, 1.5].
  public let x1: Double, y1: Double, x2: Double, y2: Double
  /// Duration (s), uniform in [0.3, 1].
  public let duration: Double
  /// Start and end values, uniform in [−500, 500] (or 0 → 300 when `pixels`).
  public let from: Double, to: Double
  /// Sample times (s).
  public let times: [Double]
  /// Exact values at `times` (``CubicBezierTiming``, the core's easing).
  public let values: [Double]

  /// "seed … case 17: cubic-bezier(…) over … s from … to …".
  public var description: String {
    "seed \(seed) case \(index): cubic-bezier(\(x1), \(y1), \(x2), \(y2)) over \(duration) s from \(from) to \(to) (\(times.count) samples)"
  }

  /// The true parameters in `CubicBezierFitParameter` order (delay 0).
  public var truth: [Double] { [x1, y1, x2, y2, duration, from, to, 0] }

  /// Draws case `index` of the stream `seed` (each case has its own generator).
  public init(seed: UInt64, index: Int, pixels: Bool = false) throws {
    var rng = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
    self.seed = seed
    self.index = index
    x1 = rng.uniform(0...1)
    y1 = rng.uniform(-0.5...1.5)
    x2 = rng.uniform(0...1)
    y2 = rng.uniform(-0.5...1.5)
    duration = rng.uniform(0.3...1)
    if pixels {
      from = 0
      to = 300
    } else {
      from = rng.uniform(-500...500)
      to = rng.uniform(-500...500)
    }
    let timing = try CubicBezierTiming(x1: x1, y1: y1, x2: x2, y2: y2)
    let count = Int(((duration + 0.1) * 60).rounded(.down)) + 1
    times = (0..<count).map { Double($0) / 60 }
    let (from, to, duration) = (from, to, duration)
    values = times.map { t in
      let p = Swift.min(t / duration, 1)
      return from + (to - from) * timing.value(at: p)
    }
  }
}
