/// A damped spring in canonical form: mass, stiffness and damping coefficient.
///
/// The model is `m·x'' + c·x' + k·(x − to) = 0`. Every other parametrisation
/// (UIKit, SwiftUI, CASpringAnimation, React Native / POP) converts to this one
/// through an initializer in a `SpringParameters+…` file, and back through the
/// matching computed properties.
///
/// Scaling `mass`, `stiffness` and `damping` by the same factor leaves the
/// motion unchanged; only ``naturalFrequency`` and ``dampingRatio`` matter.
public struct SpringParameters: Sendable, Hashable {
  /// Mass m in kilograms (any consistent unit); finite and > 0.
  public let mass: Double
  /// Stiffness k in N/m for a mass in kg (force per unit of displacement); finite and > 0.
  public let stiffness: Double
  /// Damping coefficient c in N·s/m (force per unit of velocity); finite and ≥ 0.
  /// Not the damping ratio: see ``dampingRatio``.
  public let damping: Double

  /// Creates a spring from mass, stiffness and damping coefficient.
  ///
  /// - Throws: ``SpringParameterError`` unless `mass > 0`, `stiffness > 0`,
  ///   `damping ≥ 0`, all finite, and the derived rates are finite.
  public init(mass: Double = 1, stiffness: Double, damping: Double) throws(SpringParameterError) {
    try SpringParameterError.requirePositive(mass, .mass)
    try SpringParameterError.requirePositive(stiffness, .stiffness)
    try SpringParameterError.requireNonNegative(damping, .damping)
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    guard naturalFrequency.isFinite, naturalFrequency > 0, decayRate.isFinite,
      dampingRatio.isFinite
    else {
      throw SpringParameterError(
        parameter: .stiffness, value: stiffness,
        accepted: "such that √(stiffness/mass) and damping/(2·mass) are finite and > 0")
    }
  }

  /// Creates a spring from its undamped angular frequency and damping ratio.
  ///
  /// - Parameters:
  ///   - naturalFrequency: ω0 = √(k/m) in radians per second; finite and > 0.
  ///   - dampingRatio: ζ = c / (2√(k·m)); finite and ≥ 0.
  ///   - mass: m; finite and > 0.
  public init(naturalFrequency: Double, dampingRatio: Double, mass: Double = 1)
    throws(SpringParameterError)
  {
    try SpringParameterError.requirePositive(naturalFrequency, .naturalFrequency)
    try SpringParameterError.requireNonNegative(dampingRatio, .dampingRatio)
    try SpringParameterError.requirePositive(mass, .mass)
    try self.init(
      mass: mass, stiffness: mass * naturalFrequency * naturalFrequency,
      damping: 2 * dampingRatio * mass * naturalFrequency)
  }

  /// ω0 = √(k/m): the undamped angular frequency in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// λ = c/(2m): the decay rate of the envelope, in 1/s.
  public var decayRate: Double { damping / (2 * mass) }

  /// ζ = c/(2√(k·m)): the damping ratio (0 undamped, 1 critical, > 1 over-damped).
  public var dampingRatio: Double { decayRate / naturalFrequency }

  /// The regime named by ``dampingRatio``.
  public var regime: DampingRegime { DampingRegime(dampingRatio: dampingRatio) }

  /// The same spring with ζ > 1 replaced by critical damping at the same ω0.
  ///
  /// This reproduces WebKit's CSS `spring()`, React Native, SwiftUI's
  /// `Spring(mass:stiffness:damping:)` with `allowOverDamping: false` and
  /// `CASpringAnimation` before `allowsOverdamping`: above critical, the
  /// damping value has no effect. Springs with ζ ≤ 1 are returned unchanged.
  public var clampingOverdampingToCritical: SpringParameters {
    guard dampingRatio > 1 else { return self }
    return SpringParameters(
      checkedMass: mass, stiffness: stiffness, damping: 2 * mass * naturalFrequency)
  }

  /// Memberwise initializer for values already known to be valid.
  init(checkedMass mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }
}
