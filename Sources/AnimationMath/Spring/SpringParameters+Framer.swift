extension SpringParameters {
  /// The damping-ratio range of framer-motion / motion's duration-based springs.
  static let framerDampingRatioRange = 0.05...1.0

  /// framer-motion / motion's `{ visualDuration, bounce }` spring (mass 1):
  /// ω0 = 2π / (1.2 · visualDuration), ζ = clamp(1 − bounce, 0.05, 1).
  ///
  /// Source: motion `packages/motion-dom/src/animation/generators/spring/index.ts`
  /// (`getSpringOptions`: `root = (2 * Math.PI) / (visualDuration * 1.2)`,
  /// `damping = 2 * clamp(0.05, 1, 1 - bounce) * Math.sqrt(stiffness)`),
  /// https://github.com/motiondivision/motion.
  ///
  /// - Throws: ``SpringParameterError`` unless `visualDuration > 0` and
  ///   `bounce` are finite.
  public static func framer(visualDuration: Double, bounce: Double) throws(SpringParameterError)
    -> SpringParameters
  {
    try SpringParameterError.requirePositive(visualDuration, .visualDuration)
    try SpringParameterError.requireFinite(bounce, .bounce)
    let range = Self.framerDampingRatioRange
    let zeta = min(max(1 - bounce, range.lowerBound), range.upperBound)
    return try SpringParameters(naturalFrequency: 2 * Double.pi / (1.2 * visualDuration), dampingRatio: zeta)
  }

  /// framer-motion / motion's physics spring `{ stiffness, damping, mass }`:
  /// the canonical parameters.
  ///
  /// - Throws: ``SpringParameterError`` as ``init(mass:stiffness:damping:)``.
  public static func framer(stiffness: Double, damping: Double, mass: Double = 1) throws(SpringParameterError)
    -> SpringParameters
  {
    try SpringParameters(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// The spring read back as framer-motion's options.
  public var framer: FramerView { FramerView(spring: self) }

  /// A spring read back as framer-motion / motion's spring options.
  public struct FramerView: Sendable, Hashable {
    /// The spring being read.
    public let spring: SpringParameters

    /// `stiffness`, in N/m for a mass in kg.
    public var stiffness: Double { spring.stiffness }

    /// `damping`: the damping coefficient (not the ratio).
    public var damping: Double { spring.damping }

    /// `mass`.
    public var mass: Double { spring.mass }

    /// The `{ visualDuration (s), bounce }` that give this motion, or nil when
    /// ζ is outside framer's range [0.05, 1].
    public var visualDurationAndBounce: (visualDuration: Double, bounce: Double)? {
      guard SpringParameters.framerDampingRatioRange.contains(spring.dampingRatio) else { return nil }
      return (spring.swiftUI.response / 1.2, 1 - spring.dampingRatio)
    }
  }
}
