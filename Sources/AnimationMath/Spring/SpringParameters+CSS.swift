extension SpringParameters {
  /// The arguments of WebKit's CSS `spring(mass stiffness damping initialVelocity)`
  /// timing function for this spring, with the mass normalised to 1 (scaling
  /// m, k and c together leaves the motion unchanged).
  ///
  /// Source: WebKit `Source/WebCore/platform/animation/SpringSolver.h` and the
  /// CSS Easing proposal https://github.com/w3c/csswg-drafts/issues/280.
  /// WebKit evaluates ζ > 1 as critical (see ``clampingOverdampingToCritical``).
  public var webKitSpringArguments: (mass: Double, stiffness: Double, damping: Double) {
    (1, stiffness / mass, damping / mass)
  }

  /// The spring of CSS `spring(mass stiffness damping …)` (WebKit).
  ///
  /// - Throws: ``SpringParameterError`` as ``init(mass:stiffness:damping:)``.
  public init(webKitSpringMass mass: Double, stiffness: Double, damping: Double) throws(SpringParameterError) {
    try self.init(mass: mass, stiffness: stiffness, damping: damping)
  }
}
