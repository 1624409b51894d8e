/// Small rules shared by the JavaScript engines: JS rounding, option merging and the
/// Origami parameter families.
enum JSEngineSupport {
  /// An engine's four Origami keys: `tension`, `friction`, `bounciness`, `speed`.
  typealias OrigamiKeys = (
    tension: EngineConfigurationKey, friction: EngineConfigurationKey, bounciness: EngineConfigurationKey,
    speed: EngineConfigurationKey
  )

  /// JavaScript's `Math.round`: the nearest integer, halves toward +∞
  /// (ECMA-262 §21.3.2.28), exact for every double.
  static func jsRound(_ x: Double) -> Double {
    let down = x.rounded(.down)
    return x - down >= 0.5 ? down + 1 : down
  }

  /// The value of an engine key or the generic setting mapped onto it; both at once is
  /// a conflict.
  static func merged<T>(_ own: T?, _ setting: T?, key: String) throws(EngineError) -> T? {
    if own != nil, setting != nil {
      throw .conflict("engine parameter \(key) and the generic setting that maps to it are both given")
    }
    return own ?? setting
  }

  /// The closed form of `spring` from `from` with `initialVelocity` (units/s).
  static func solution(_ spring: SpringParameters, from: Double, to: Double, initialVelocity: Double)
    throws(EngineError) -> SpringSolution
  {
    do {
      return try SpringSolution(parameters: spring, from: from, to: to, initialVelocity: initialVelocity)
    } catch {
      throw .parameter(error)
    }
  }

  /// A spring from canonical values, as an engine error on failure.
  static func spring(mass: Double, stiffness: Double, damping: Double) throws(EngineError)
    -> SpringParameters
  {
    do {
      return try SpringParameters(mass: mass, stiffness: stiffness, damping: damping)
    } catch {
      throw .parameter(error)
    }
  }

  /// The Origami families shared by React Native and rebound: `tension`/`friction`
  /// (defaults 40/7 when only one is given) or `bounciness`/`speed` (defaults 8/12 in
  /// React Native), converted by ``SpringParameters/reactNative(tension:friction:)`` and
  /// ``SpringParameters/reactNative(bounciness:speed:)``; nil when neither family is given.
  static func origamiSpring(
    _ config: EngineConfiguration, keys: OrigamiKeys, engine: SpringEngineName, defaultBounciness: Double = 8,
    defaultSpeed: Double = 12
  ) throws(EngineError) -> SpringParameters? {
    let tension = try config.number(keys.tension)
    let friction = try config.number(keys.friction)
    let bounciness = try config.number(keys.bounciness)
    let speed = try config.number(keys.speed)
    let origami = tension != nil || friction != nil
    let bouncy = bounciness != nil || speed != nil
    if origami, bouncy {
      throw .conflict(
        "engine '\(engine.rawValue)': give one of tension/friction or bounciness/speed, not both")
    }
    do {
      if origami { return try SpringParameters.reactNative(tension: tension ?? 40, friction: friction ?? 7) }
      if bouncy {
        return try SpringParameters.reactNative(
          bounciness: bounciness ?? defaultBounciness, speed: speed ?? defaultSpeed)
      }
    } catch {
      throw .parameter(error)
    }
    return nil
  }

  /// The over-damped closed form of motion and popmotion once its hyperbolic argument
  /// reaches their cap: `sinh`/`cosh` of min(ω_d·t, 300) (motion `spring.ts`, popmotion
  /// `generators/spring.ts`), nil while ω_d·t < 300 (then it is the ideal curve) or for ζ ≤ 1.
  ///
  /// - Parameters:
  ///   - milliseconds: generator time t in ms.
  ///   - initialVelocity: units/s.
  /// - Returns: position and velocity (units/s) of the capped formula.
  static func framerCappedOverdamped(
    _ spring: SpringParameters, from: Double, to: Double, initialVelocity: Double, milliseconds t: Double
  ) -> (position: Double, velocity: Double)? {
    let zeta = spring.dampingRatio
    guard zeta > 1 else { return nil }
    let omega0 = spring.naturalFrequency / 1000  // rad/ms
    let omegaD = omega0 * (zeta * zeta - 1).squareRoot()
    guard omegaD * t >= 300 else { return nil }
    let delta = to - from
    let v0 = -initialVelocity / 1000  // the generators' internal sign and units
    let envelope = Libm.exp(-zeta * omega0 * t)
    let sinh300 = 0.5 * (Libm.exp(300) - Libm.exp(-300))
    let cosh300 = 0.5 * (Libm.exp(300) + Libm.exp(-300))
    let position = to - envelope * ((v0 + zeta * omega0 * delta) * sinh300 + omegaD * delta * cosh300) / omegaD
    let p = (v0 + zeta * omega0 * delta) / omegaD
    let sinhCoefficient = zeta * omega0 * p - delta * omegaD
    let coshCoefficient = zeta * omega0 * delta - p * omegaD
    let velocity = envelope * (sinhCoefficient * sinh300 + coshCoefficient * cosh300) * 1000
    return (position, velocity)
  }
}
