extension SpringSolution {
  /// UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`
  /// in one call: the spring of ``SpringParameters/uikit(duration:dampingRatio:initialSpringVelocity:)``
  /// released at `from` toward `to`.
  ///
  /// UIKit uses `initialSpringVelocity` twice: to choose the stiffness (the
  /// duration rule depends on it) and as the starting velocity. Here it is
  /// passed once and used for both.
  ///
  /// - Parameters:
  ///   - duration: seconds; finite and > 0.
  ///   - dampingRatio: ζ in (0, 1].
  ///   - initialSpringVelocity: travels per second (1 is the whole `to − from`
  ///     distance per second), positive toward `to`.
  ///   - from: the starting position (UIKit animates progress from 0).
  ///   - to: the rest position (UIKit animates progress to 1).
  /// - Throws: ``SpringParameterError`` as ``SpringParameters/uikit(duration:dampingRatio:initialSpringVelocity:)``
  ///   and ``init(parameters:from:to:relativeVelocity:)``.
  public static func uikit(
    duration: Double, dampingRatio: Double, initialSpringVelocity: Double, from: Double = 0, to: Double = 1
  ) throws(SpringParameterError) -> SpringSolution {
    let spring = try SpringParameters.uikit(
      duration: duration, dampingRatio: dampingRatio, initialSpringVelocity: initialSpringVelocity)
    return try SpringSolution(parameters: spring, from: from, to: to, relativeVelocity: initialSpringVelocity)
  }
}
