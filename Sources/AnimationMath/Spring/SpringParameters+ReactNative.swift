extension SpringParameters {
  /// React Native's `fromOrigamiTensionAndFriction` (Origami, POP), mass 1.
  ///
  /// k = 3.62·(tension − 30) + 194 and c = 3·(friction − 8) + 25. React
  /// Native's defaults (40, 7) give k = 230.2, c = 22.
  ///
  /// - Throws: unless tension > 30 − 194/3.62 (so k > 0) and
  ///   friction ≥ 8 − 25/3 (so c ≥ 0), both finite.
  public static func reactNative(tension: Double, friction: Double) throws(SpringParameterError)
    -> SpringParameters
  {
    try SpringParameterError.requireFinite(tension, .tension)
    try SpringParameterError.requireFinite(friction, .friction)
    let stiffness = Self.stiffness(origamiTension: tension)
    let damping = Self.damping(origamiFriction: friction)
    guard stiffness > 0 else {
      throw SpringParameterError(
        parameter: .tension, value: tension, accepted: "> -23.591… (so that the stiffness is > 0)")
    }
    guard damping >= 0 else {
      throw SpringParameterError(
        parameter: .friction, value: friction, accepted: "≥ -0.333… (so that the damping is ≥ 0)")
    }
    return try SpringParameters(mass: 1, stiffness: stiffness, damping: damping)
  }

  /// React Native's `fromBouncinessAndSpeed` (POP, Rebound), mass 1.
  ///
  /// bounciness and speed map to Quartz Composer tension and friction:
  /// b = 0.8·(bounciness/1.7)/20, s = (speed/1.7)/20, tension = 0.5 + 199.5·s,
  /// friction = f0 + (2b − b²)·(0.01 − f0) with f0 the piecewise-cubic
  /// "no bounce" friction of that tension; then the Origami mapping of
  /// ``reactNative(tension:friction:)``. Defaults (8, 12) give k ≈ 342.1006, c ≈ 24.6840.
  ///
  /// - Throws: unless both are finite and ≥ 0.
  public static func reactNative(bounciness: Double, speed: Double) throws(SpringParameterError)
    -> SpringParameters
  {
    try SpringParameterError.requireNonNegative(bounciness, .bounciness)
    try SpringParameterError.requireNonNegative(speed, .speed)
    let b = 0.8 * (bounciness / 1.7) / 20
    let s = (speed / 1.7) / 20
    let tension = 0.5 + 199.5 * s
    let noBounce = Self.noBounceFriction(tension: tension)
    let friction = noBounce + (2 * b - b * b) * (0.01 - noBounce)
    return try SpringParameters(
      mass: 1, stiffness: Self.stiffness(origamiTension: tension),
      damping: Self.damping(origamiFriction: friction))
  }

  /// The spring read back as React Native's (Origami's) arguments.
  public var reactNative: ReactNativeView { ReactNativeView(spring: self) }

  /// A spring read back as React Native's `tension`/`friction` (Origami) and
  /// `bounciness`/`speed` (POP, Rebound), for the mass-1 spring with the same motion.
  public struct ReactNativeView: Sendable, Hashable {
    /// The spring being read.
    public let spring: SpringParameters

    /// Origami tension: (k/m − 194)/3.62 + 30.
    public var tension: Double { (spring.stiffness / spring.mass - 194) / 3.62 + 30 }

    /// Origami friction: (c/m − 25)/3 + 8.
    public var friction: Double { (spring.damping / spring.mass - 25) / 3 + 8 }

    /// POP/Rebound bounciness and speed, or nil when no non-negative pair produces this motion.
    public var bouncinessAndSpeed: (bounciness: Double, speed: Double)? {
      let tension = self.tension
      let s = (tension - 0.5) / 199.5
      guard s >= 0 else { return nil }
      let noBounce = SpringParameters.noBounceFriction(tension: tension)
      let fraction = (friction - noBounce) / (0.01 - noBounce)  // = 2b − b²
      guard fraction >= 0, fraction <= 1 else { return nil }
      let b = fraction / (1 + (1 - fraction).squareRoot())  // 1 − √(1 − f), without cancellation
      return (bounciness: b / 0.8 * 20 * 1.7, speed: s * 20 * 1.7)
    }
  }

  static func stiffness(origamiTension tension: Double) -> Double { (tension - 30) * 3.62 + 194 }
  static func damping(origamiFriction friction: Double) -> Double { (friction - 8) * 3 + 25 }

  /// Rebound's friction that just avoids bounce at a Quartz Composer tension:
  /// a cubic on each of (−∞, 18], (18, 44] and (44, ∞).
  static func noBounceFriction(tension x: Double) -> Double {
    if x <= 18 {
      return ((0.0007 * x - 0.031) * x + 0.64) * x + 1.28
    } else if x <= 44 {
      return ((0.000044 * x - 0.006) * x + 0.36) * x + 2
    } else {
      return ((0.00000045 * x - 0.000332) * x + 0.1078) * x + 5.84
    }
  }
}
