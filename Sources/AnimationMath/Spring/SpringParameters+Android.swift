extension SpringParameters {
  /// AndroidX `SpringForce`: `setStiffness(k)` and `setDampingRatio(ζ)` for a
  /// unit mass, so ω0 = √k and c = 2ζ√k.
  ///
  /// Source: `SpringForce.java` in androidx/androidx,
  /// dynamicanimation/dynamicanimation/src/main/java/androidx/dynamicanimation/animation/
  /// (`mNaturalFreq = Math.sqrt(stiffness)`), and
  /// https://developer.android.com/reference/androidx/dynamicanimation/animation/SpringForce.
  ///
  /// - Throws: ``SpringParameterError`` unless `stiffness > 0` and `dampingRatio ≥ 0`, finite.
  public static func android(stiffness: Double, dampingRatio: Double) throws(SpringParameterError)
    -> SpringParameters
  {
    try SpringParameterError.requirePositive(stiffness, .stiffness)
    try SpringParameterError.requireNonNegative(dampingRatio, .dampingRatio)
    return try SpringParameters(mass: 1, stiffness: stiffness, damping: 2 * dampingRatio * stiffness.squareRoot())
  }

  /// The spring read back as `SpringForce`'s arguments.
  public var android: AndroidView { AndroidView(spring: self) }

  /// A spring read back as AndroidX `SpringForce`'s stiffness and damping ratio (mass 1).
  public struct AndroidView: Sendable, Hashable {
    /// The spring being read.
    public let spring: SpringParameters

    /// `setStiffness`: k/m of this spring, the stiffness of the mass-1 spring with the same motion.
    public var stiffness: Double { spring.stiffness / spring.mass }

    /// `setDampingRatio`: the damping ratio ζ.
    public var dampingRatio: Double { spring.dampingRatio }
  }
}
