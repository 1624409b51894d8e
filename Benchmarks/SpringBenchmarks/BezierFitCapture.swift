// The captures of the cubic-bézier fit benchmarks: CSS's named curves and
// one with overshoot, as a 1 kHz recording shows them.
import AnimationMath
import Foundation

/// One 600-sample capture: `cubic-bezier(x1, y1, x2, y2)` over 0.4 s on
/// 0 → 300 px, sampled at 1 kHz from t = 0 (0.6 s), after `rest` s at 0 and
/// then held at 300, with seeded Gaussian noise of 0.3 px (0.1% of the travel).
struct BezierFitCapture {
  /// The curve's name (`ease`, `ease-in`, …, or `back` for the overshoot).
  let name: String
  /// The handles (x1, y1, x2, y2).
  let handles: (Double, Double, Double, Double)
  /// The leading rest, seconds: 0 or 0.1.
  let rest: Double
  /// The noise's seed.
  let seed: UInt64

  /// Samples per capture: 600.
  static let sampleCount = 600
  /// Gaussian noise, px: 0.3.
  static let noise = 0.3

  /// "ease, 0.1 s rest (seed 0x…)".
  var label: String { "\(name)\(rest > 0 ? ", \(rest) s rest" : "")" }

  /// The 10 captures: ease, ease-in, ease-out, ease-in-out and
  /// cubic-bezier(0.68, −0.55, 0.265, 1.55) (back: below 0 and past 1),
  /// each without and with a 0.1 s leading rest; seeds 0xB1E30 + index.
  static let all: [BezierFitCapture] = {
    let curves: [(String, (Double, Double, Double, Double))] = [
      ("ease", (0.25, 0.1, 0.25, 1)), ("ease-in", (0.42, 0, 1, 1)), ("ease-out", (0, 0, 0.58, 1)),
      ("ease-in-out", (0.42, 0, 0.58, 1)), ("back", (0.68, -0.55, 0.265, 1.55)),
    ]
    var captures: [BezierFitCapture] = []
    for rest in [0.0, 0.1] {
      for (name, handles) in curves {
        captures.append(
          BezierFitCapture(name: name, handles: handles, rest: rest, seed: 0xB1E30 + UInt64(captures.count)))
      }
    }
    return captures
  }()

  /// The sample times (s) and values (px).
  func samples() throws -> (times: [Double], values: [Double]) {
    let (x1, y1, x2, y2) = handles
    let curve = CubicBezierCurveModel(x1: x1, y1: y1, x2: x2, y2: y2, duration: 0.4, from: 0, to: 300, delay: rest)
    let times = (0..<Self.sampleCount).map { Double($0) / 1000 }
    var rng = SplitMix64(seed: seed)
    let values = times.map { t -> Double in
      // Box–Muller from the seeded generator.
      let u1 = 1 - Double.random(in: 0..<1, using: &rng)
      let u2 = Double.random(in: 0..<1, using: &rng)
      let gaussian = (-2 * Foundation.log(u1)).squareRoot() * Foundation.cos(2 * Double.pi * u2)
      return curve.value(at: t) + Self.noise * gaussian
    }
    return (times, values)
  }

  /// The capture as the core takes it.
  func capture() throws -> FitCapture {
    let (times, values) = try samples()
    return try FitCapture(times: times, values: values)
  }

  /// The capture as a `t,value` CSV (shortest round-trip decimals).
  func csv() throws -> String {
    let (times, values) = try samples()
    var text = "t,value\n"
    for (t, v) in zip(times, values) { text += "\(t),\(v)\n" }
    return text
  }
}
