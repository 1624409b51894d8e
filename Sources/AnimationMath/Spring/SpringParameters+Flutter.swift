extension SpringParameters {
  /// Flutter's `SpringDescription.withDampingRatio(mass:stiffness:ratio:)`:
  /// c = ratio · 2√(m·k).
  ///
  /// Source: flutter/flutter `packages/flutter/lib/src/physics/spring_simulation.dart`
  /// (`damping = ratio * 2.0 * math.sqrt(mass * stiffness)`),
  /// https://api.flutter.dev/flutter/physics/SpringDescription/SpringDescription.withDampingRatio.html.
  ///
  /// - Throws: ``SpringParameterError`` unless `mass > 0`, `stiffness > 0`, `dampingRatio ≥ 0`, finite.
  public static func flutter(mass: Double = 1, stiffness: Double, dampingRatio: Double)
    throws(SpringParameterError) -> SpringParameters
  {
    try SpringParameterError.requirePositive(mass, .mass)
    try SpringParameterError.requirePositive(stiffness, .stiffness)
    try SpringParameterError.requireNonNegative(dampingRatio, .dampingRatio)
    return try SpringParameters(
      mass: mass, stiffness: stiffness, damping: dampingRatio * 2 * (mass * stiffness).squareRoot())
  }

  /// Flutter's plain `SpringDescription(mass:stiffness:damping:)`: the canonical parameters.
  ///
  /// - Throws: ``SpringParameterError`` as ``init(mass:stiffness:damping:)``.
  public static func flutter(mass: Double = 1, stiffness: Double, damping: Double)
    throws(SpringParameterError) -> SpringParameters
  {
    try SpringParameters(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// Flutter's `SpringDescription.withDurationAndBounce(duration:bounce:)`, the
  /// same mapping as ``swiftUI(duration:bounce:)`` (mass 1).
  ///
  /// Source: flutter/flutter `packages/flutter/lib/src/physics/spring_simulation.dart`.
  ///
  /// - Throws: ``SpringParameterError`` as ``swiftUI(duration:bounce:)``.
  public static func flutter(duration: Double, bounce: Double) throws(SpringParameterError) -> SpringParameters {
    try swiftUI(duration: duration, bounce: bounce)
  }

  /// The spring read back as a Flutter `SpringDescription`.
  public var flutter: FlutterView { FlutterView(spring: self) }

  /// A spring read back as Flutter `SpringDescription`'s mass, stiffness,
  /// damping and damping ratio.
  public struct FlutterView: Sendable, Hashable {
    /// The spring being read.
    public let spring: SpringParameters

    /// `mass`.
    public var mass: Double { spring.mass }

    /// `stiffness`, in N/m for a mass in kg.
    public var stiffness: Double { spring.stiffness }

    /// `damping`: the damping coefficient (not the ratio).
    public var damping: Double { spring.damping }

    /// The `ratio` of `withDampingRatio`: ζ.
    public var dampingRatio: Double { spring.dampingRatio }
  }
}
