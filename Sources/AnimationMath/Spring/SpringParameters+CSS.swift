extension SpringParameters {
  /// WebKit's CSS `spring(mass stiffness damping initialVelocity)` timing function.
  ///
  /// Source: WebKit `Source/WebCore/platform/animation/SpringSolver.h` and the
  /// CSS Easing proposal https://github.com/w3c/csswg-drafts/issues/280.
  /// WebKit evaluates ζ > 1 as critical (see ``clampingOverdampingToCritical``).
  ///
  /// - Throws: ``SpringParameterError`` as ``init(mass:stiffness:damping:)``.
  public static func css(mass: Double, stiffness: Double, damping: Double) throws(SpringParameterError)
    -> SpringParameters
  {
    try SpringParameters(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// The spring read back as the arguments of CSS `spring()`, with the mass normalised to 1.
  public var css: CSSView { CSSView(spring: self) }

  /// A spring read back as CSS `spring()`'s arguments, with the mass normalised
  /// to 1 (scaling m, k and c together leaves the motion unchanged).
  public struct CSSView: Sendable, Hashable {
    /// The spring being read.
    public let spring: SpringParameters

    /// The mass: always 1.
    public var mass: Double { 1 }

    /// The stiffness k/m of the mass-1 spring with the same motion.
    public var stiffness: Double { spring.stiffness / spring.mass }

    /// The damping coefficient c/m of the mass-1 spring with the same motion.
    public var damping: Double { spring.damping / spring.mass }
  }
}
