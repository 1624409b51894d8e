import AnimationMath

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FitCommand {
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
    let rest = r.decayRestPosition!.value
    return [
      "restPosition: \(rest)",
      "UIScrollView: decelerationRate = UIScrollView.DecelerationRate(rawValue: \(paste(exp(-k / 1000)))) (velocity \(paste(v0)) units/s)",
      "Compose: exponentialDecay(frictionMultiplier = \(paste(k / 4.2))f); AndroidX FlingAnimation: setFriction(\(paste(k / 4.2))f), setStartVelocity(\(paste(v0))f)",
      "React Native: Animated.decay(value, { velocity: \(paste(v0 / 1000)), deceleration: \(paste(1 - k / 1000)) }) (velocity in units/ms)",
      "Flutter: FrictionSimulation(\(paste(exp(-k))), position, \(paste(v0)))",
    ]
  }
}
