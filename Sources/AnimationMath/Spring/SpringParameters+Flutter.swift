extension SpringParameters {
  /// Flutter's `SpringDescription.withDampingRatio(mass:stiffness:ratio:)`:
  /// c = ratio · 2√(m·k).
  ///
  /// Source: flutter/flutter `packages/flutter/lib/src/physics/spring_simulation.dart`
  /// (`damping = ratio * 2.0 * math.sqrt(mass * stiffness)`),
  /// https://api.flutter.dev/flutter/physics/SpringDescription/SpringDescription.withDampingRatio.html.
  /// The plain `SpringDescription(mass:stiffness:damping:)` is ``init(mass:stiffness:damping:)``.
  ///
  /// - Throws: ``SpringParameterError`` unless `mass > 0`, `stiffness > 0`, `ratio ≥ 0`, finite.
  public init(flutterMass mass: Double, stiffness: Double, dampingRatio ratio: Double) throws(SpringParameterError) {
    try SpringParameterError.requirePositive(mass, "mass")
    try SpringParameterError.requirePositive(stiffness, "stiffness")
    try SpringParameterError.requireNonNegative(ratio, "dampingRatio")
    try self.init(mass: mass, stiffness: stiffness, damping: ratio * 2 * (mass * stiffness).squareRoot())
  }
}
