extension SpringParameters {
  /// `CASpringAnimation`'s `mass`, `stiffness` and `damping` (also SwiftUI's
  /// `Spring(mass:stiffness:damping:)`): the canonical parameters themselves.
  ///
  /// Source: https://developer.apple.com/documentation/quartzcore/caspringanimation.
  ///
  /// - Throws: ``SpringParameterError`` as ``init(mass:stiffness:damping:)``.
  public static func caSpring(mass: Double = 1, stiffness: Double, damping: Double)
    throws(SpringParameterError) -> SpringParameters
  {
    try SpringParameters(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// The spring read back as `CASpringAnimation`'s properties.
  public var caSpring: CASpringView { CASpringView(spring: self) }

  /// A spring read back as `CASpringAnimation`'s `mass`, `stiffness` and `damping`.
  public struct CASpringView: Sendable, Hashable {
    /// The spring being read.
    public let spring: SpringParameters

    /// `mass`, in kilograms (any consistent unit).
    public var mass: Double { spring.mass }

    /// `stiffness`, in N/m for a mass in kg.
    public var stiffness: Double { spring.stiffness }

    /// `damping`: the damping coefficient in N·s/m (not the ratio).
    public var damping: Double { spring.damping }
  }
}
