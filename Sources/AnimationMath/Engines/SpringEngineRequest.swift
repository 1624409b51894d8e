/// What every spring engine is given: the spring, the motion, and the settings.
///
/// The spring is canonical (``SpringParameters``: any parametrisation converts to it
/// through the core's conversions); each engine converts it to its own parameters.
/// Engines whose source compares the damping ratio exactly (Android's and Compose's
/// `dampingRatio == 1` branch) read ``dampingRatio``, which is the ratio exactly as
/// given when ``statedDampingRatio`` is set, because deriving ζ from a damping
/// coefficient can miss 1 by an ulp.
public struct SpringEngineRequest: Sendable, Hashable {
  /// The spring in canonical form.
  public var spring: SpringParameters
  /// The damping ratio exactly as the user gave it (`--damping-ratio`), if given so.
  public var statedDampingRatio: Double?
  /// Start value.
  public var from: Double
  /// Target value.
  public var to: Double
  /// Initial velocity in value units per second (absolute), positive toward increasing values.
  public var initialVelocity: Double
  /// The generic settings.
  public var settings: EngineSettings
  /// The engine's own KEY=VALUE configuration.
  public var configuration: EngineConfiguration

  /// Creates a request.
  ///
  /// - Throws: ``EngineError/invalidInput(_:)`` unless from, to and the velocity are
  ///   finite, and the stated damping ratio (if any) is finite and ≥ 0.
  public init(
    spring: SpringParameters, statedDampingRatio: Double? = nil, from: Double, to: Double,
    initialVelocity: Double = 0, settings: EngineSettings = EngineSettings(),
    configuration: EngineConfiguration = .empty
  ) throws(EngineError) {
    guard from.isFinite, to.isFinite, initialVelocity.isFinite else {
      throw .invalidInput("from, to and the initial velocity must be finite")
    }
    if let ratio = statedDampingRatio, !(ratio.isFinite && ratio >= 0) {
      throw .invalidInput("the damping ratio must be finite and ≥ 0; got \(ratio)")
    }
    self.spring = spring
    self.statedDampingRatio = statedDampingRatio
    self.from = from
    self.to = to
    self.initialVelocity = initialVelocity
    self.settings = settings
    self.configuration = configuration
  }

  /// ζ: the stated damping ratio if given, else the spring's.
  public var dampingRatio: Double { statedDampingRatio ?? spring.dampingRatio }

  /// k/m: the stiffness of the mass-1 spring with the same motion (exactly the
  /// stiffness when the mass is 1).
  var stiffnessPerUnitMass: Double { spring.mass == 1 ? spring.stiffness : spring.stiffness / spring.mass }

  /// The travel `to − from`.
  public var travel: Double { to - from }

  /// Refuses a request whose start, target or velocity a `Float` cannot hold,
  /// for the engines that animate `Float` values (Android's DynamicAnimation,
  /// Compose): their first frame would already be infinite.
  func requireFloatValues(by engine: SpringEngineName) throws(EngineError) {
    let largest = Double(Float.greatestFiniteMagnitude)
    for (name, value) in [("the start", from), ("the target", to), ("the initial velocity", initialVelocity)]
    where !(abs(value) <= largest) {
      throw .unsupportedSpring(
        engine: .spring(engine),
        reason: "it animates Float values, and \(name) \(value) is beyond Float's range (|x| ≤ 3.4e38)")
    }
  }
}
