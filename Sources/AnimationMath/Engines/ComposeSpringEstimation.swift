/// Compose's `estimateAnimationDurationMillis`: the time the spring last is at ±δ.
///
/// Restated from androidx/androidx
/// `compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/animation/core/SpringEstimation.kt`
/// @ 1d7dc4d109e12aa0d24aba1e4a024b996849f4ef (reference only, no code copied), with the
/// roots of `ComplexDouble.kt` @ 55c737bfb7a7320ac5b43787306f0c3af169f420. Inputs are in
/// units of the threshold (displacement/threshold, velocity/threshold per second).
package enum ComposeSpringEstimation {
  /// `Long.MAX_VALUE / 1_000_000`: the "infinite" duration of an undamped spring.
  static let maximumMilliseconds = Int64.max / 1_000_000

  /// The float entry point: ζ == 0 gives ``maximumMilliseconds``; otherwise the double one.
  package static func durationMilliseconds(
    stiffness: Float, dampingRatio: Float, initialVelocity: Float, initialDisplacement: Float, delta: Float
  ) -> Int64 {
    if dampingRatio == 0 { return maximumMilliseconds }
    return durationMilliseconds(
      stiffness: Double(stiffness), dampingRatio: Double(dampingRatio), initialVelocity: Double(initialVelocity),
      initialDisplacement: Double(initialDisplacement), delta: Double(delta))
  }

  /// The double entry point (stiffness for mass 1, damping ratio).
  package static func durationMilliseconds(
    stiffness: Double, dampingRatio: Double, initialVelocity: Double, initialDisplacement: Double, delta: Double
  ) -> Int64 {
    let c = 2.0 * dampingRatio * stiffness.squareRoot()
    let partial = c * c - 4.0 * stiffness
    // complexSqrt, then (−c ± √)·0.5 component-wise.
    let rootReal = partial < 0 ? 0.0 : partial.squareRoot()
    let rootImaginary = partial < 0 ? abs(partial).squareRoot() : 0.0
    let first = (real: (rootReal + -c) * 0.5, imaginary: rootImaginary * 0.5)
    let second = (real: (-rootReal + -c) * 0.5, imaginary: -rootImaginary * 0.5)
    if initialDisplacement == 0, initialVelocity == 0 { return 0 }
    let v0 = initialDisplacement < 0 ? -initialVelocity : initialVelocity
    let p0 = abs(initialDisplacement)
    let seconds: Double
    if dampingRatio > 1 {
      seconds = overDamped(r1: first.real, r2: second.real, p0: p0, v0: v0, delta: delta)
    } else if dampingRatio < 1 {
      let r = first.real
      let c2 = (v0 - r * p0) / first.imaginary
      seconds = Libm.log(delta / (p0 * p0 + c2 * c2).squareRoot()) / r
    } else {
      seconds = criticallyDamped(r: first.real, p0: p0, v0: v0, delta: delta)
    }
    return truncatedToInt64(seconds * 1000.0)
  }

  /// Kotlin's `Double.toLong()`: truncation toward zero, NaN → 0, saturating.
  static func truncatedToInt64(_ x: Double) -> Int64 {
    if x.isNaN { return 0 }
    if x >= 9.223372036854775807e18 { return Int64.max }
    if x <= -9.223372036854775808e18 { return Int64.min }
    return Int64(x)
  }

  private static func criticallyDamped(r: Double, p0: Double, v0: Double, delta: Double) -> Double {
    let c1 = p0
    let c2 = v0 - r * c1
    let t1 = Libm.log(abs(delta / c1)) / r
    let guess = Libm.log(abs(delta / c2))
    var t = guess
    for _ in 0...5 { t = guess - Libm.log(abs(t / r)) }
    let t2 = t / r
    var current: Double
    if !t1.isFinite {
      current = t2
    } else if !t2.isFinite {
      current = t1
    } else {
      current = max(t1, t2)
    }
    let inflection = -(r * c1 + c2) / (r * c2)
    let xInflection = c1 * Libm.exp(r * inflection) + c2 * inflection * Libm.exp(r * inflection)
    let signedDelta: Double
    if inflection.isNaN || inflection <= 0 {
      signedDelta = -delta
    } else if inflection > 0, -xInflection < delta {
      if c2 < 0, c1 > 0 { current = 0 }
      signedDelta = -delta
    } else {
      current = -(2.0 / r) - (c1 / c2)
      signedDelta = delta
    }
    var step = Double.greatestFiniteMagnitude
    var iterations = 0
    while step > 0.001, iterations < 100 {
      iterations += 1
      let last = current
      let f = (c1 + c2 * current) * Libm.exp(r * current) + signedDelta
      let fPrime = (c2 * (r * current + 1) + c1 * r) * Libm.exp(r * current)
      current = current - f / fPrime
      step = abs(last - current)
    }
    return current
  }

  private static func overDamped(r1: Double, r2: Double, p0: Double, v0: Double, delta: Double) -> Double {
    let c2 = (r1 * p0 - v0) / (r1 - r2)
    let c1 = p0 - c2
    let t1 = Libm.log(abs(delta / c1)) / r1
    let t2 = Libm.log(abs(delta / c2)) / r2
    var current: Double
    if !t1.isFinite {
      current = t2
    } else if !t2.isFinite {
      current = t1
    } else {
      current = max(t1, t2)
    }
    let inflection = Libm.log((c1 * r1) / (-c2 * r2)) / (r2 - r1)
    let signedDelta: Double
    if inflection.isNaN || inflection <= 0 {
      signedDelta = -delta
    } else if inflection > 0, -(c1 * Libm.exp(r1 * inflection) + c2 * Libm.exp(r2 * inflection)) < delta {
      if c2 > 0, c1 < 0 { current = 0 }
      signedDelta = -delta
    } else {
      current = Libm.log(-(c2 * r2 * r2) / (c1 * r1 * r1)) / (r1 - r2)
      signedDelta = delta
    }
    if abs(c1 * r1 * Libm.exp(r1 * current) + c2 * r2 * Libm.exp(r2 * current)) < 0.0001 {
      return current
    }
    var step = Double.greatestFiniteMagnitude
    var iterations = 0
    while step > 0.001, iterations < 100 {
      iterations += 1
      let last = current
      let f = c1 * Libm.exp(r1 * current) + c2 * Libm.exp(r2 * current) + signedDelta
      let fPrime = c1 * r1 * Libm.exp(r1 * current) + c2 * r2 * Libm.exp(r2 * current)
      current = current - f / fPrime
      step = abs(last - current)
    }
    return current
  }
}
