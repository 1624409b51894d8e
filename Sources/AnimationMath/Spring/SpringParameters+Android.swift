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
  public init(androidStiffness stiffness: Double, dampingRatio: Double) throws(SpringParameterError) {
    try SpringParameterError.requirePositive(stiffness, "stiffness")
    try SpringParameterError.requireNonNegative(dampingRatio, "dampingRatio")
    try self.init(mass: 1, stiffness: stiffness, damping: 2 * dampingRatio * stiffness.squareRoot())
  }

  /// `SpringForce`'s stiffness for the same motion: k/m (Android's mass is 1).
  public var androidStiffness: Double { stiffness / mass }
}
