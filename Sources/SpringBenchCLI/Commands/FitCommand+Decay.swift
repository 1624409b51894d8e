import AnimationMath
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FitCommand {
  /// JSON contract of the decay model: from, initialVelocity (units/s),
  /// decayRate k (1/s), restPosition = from + v0/k, timeOffset (s), with
  /// the rest position's standard error by the delta method
  /// (∂/∂from = 1, ∂/∂v0 = 1/k, ∂/∂k = −v0/k²).
  static func decayParameters(_ r: FitResult) -> [(String, Double, Double?)] {
    let from = r["from"]!
    let v0 = r["initialVelocity"]!
    let k = r["decayRate"]!
    let rest = from.value + v0.value / k.value
    var seRest: Double?
    let gradient = [("from", 1.0), ("initialVelocity", 1 / k.value), ("decayRate", -v0.value / (k.value * k.value))]
    let estimated = gradient.filter { r[$0.0]!.standardError != nil }
    // Every parameter behind the rest position is estimated or held (held ones add nothing).
    if gradient.allSatisfy({ r[$0.0]!.standardError != nil || r[$0.0]!.status == .fixed }) {
      var variance = 0.0
      for (a, ga) in estimated {
        for (b, gb) in estimated { variance += ga * gb * (r.covariance(a, b) ?? 0) }
      }
      seRest = variance >= 0 ? variance.squareRoot() : nil
    }
    let t0 = r["timeOffset"]!
    return [
      ("from", from.value, from.standardError), ("initialVelocity", v0.value, v0.standardError),
      ("decayRate", k.value, k.standardError), ("restPosition", rest, seRest),
      ("timeOffset", t0.value, t0.standardError),
    ]
  }

  /// The decay in each ecosystem's parametrisation (the continuous models of
  /// the engines under Sources/AnimationMath/Engines/Decay):
  /// - UIScrollView `decelerationRate` d per millisecond: v·d^(ms), d = e^(−k/1000);
  /// - Compose `exponentialDecay(frictionMultiplier:)` and AndroidX
  ///   `FlingAnimation.setFriction`: friction 4.2·multiplier, so k/4.2;
  /// - React Native `Animated.decay` `deceleration` d: rate 1 − d per ms, d = 1 − k/1000;
  /// - Flutter `FrictionSimulation(drag, …)`: v·drag^t (t in s), drag = e^(−k).
  static func decayEquivalents(_ r: FitResult) -> [String] {
    let k = r["decayRate"]!.value
    let v0 = r["initialVelocity"]!.value
    func paste(_ x: Double) -> String { PasteNumber.text(x) }
    let rest = r["from"]!.value + v0 / k
    return [
      "restPosition: \(rest)",
      "UIScrollView: decelerationRate = UIScrollView.DecelerationRate(rawValue: \(paste(exp(-k / 1000)))) (velocity \(paste(v0)) units/s)",
      "Compose: exponentialDecay(frictionMultiplier = \(paste(k / 4.2))f); AndroidX FlingAnimation: setFriction(\(paste(k / 4.2))f), setStartVelocity(\(paste(v0))f)",
      "React Native: Animated.decay(value, { velocity: \(paste(v0 / 1000)), deceleration: \(paste(1 - k / 1000)) }) (velocity in units/ms)",
      "Flutter: FrictionSimulation(\(paste(exp(-k))), position, \(paste(v0)))",
    ]
  }
}
