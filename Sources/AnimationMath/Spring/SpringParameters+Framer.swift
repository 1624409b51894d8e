extension SpringParameters {
  /// The damping-ratio range of framer-motion / motion's duration-based springs.
  public static let framerDampingRatioRange = 0.05...1.0

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
  public init(framerVisualDuration visualDuration: Double, bounce: Double) throws(SpringParameterError) {
    try SpringParameterError.requirePositive(visualDuration, "visualDuration")
    try SpringParameterError.requireFinite(bounce, "bounce")
    let range = Self.framerDampingRatioRange
    let zeta = min(max(1 - bounce, range.lowerBound), range.upperBound)
    try self.init(naturalFrequency: 2 * Double.pi / (1.2 * visualDuration), dampingRatio: zeta)
  }

  /// The `{ visualDuration (s), bounce }` that give this motion, or nil when
  /// ζ is outside framer's range [0.05, 1].
  public var framerVisualDurationAndBounce: (visualDuration: Double, bounce: Double)? {
    guard Self.framerDampingRatioRange.contains(dampingRatio) else { return nil }
    return (response / 1.2, 1 - dampingRatio)
  }
}
