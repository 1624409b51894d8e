/// What every decay engine is given: a start, an absolute velocity, bounds and the
/// engine's own settings.
public struct DecayRequest: Sendable, Hashable {
  /// The start position, value units (px, pt, …).
  public var from: Double
  /// The initial velocity in value units per second, + toward increasing values
  /// (absolute, not relative to any travel). Engines convert it to their own unit.
  public var initialVelocity: Double
  /// The range the motion may not leave.
  public var bounds: DecayBounds
  /// The engine's own KEY=VALUE settings, in its own names and units.
  public var configuration: EngineConfiguration

  /// Creates a request.
  public init(
    from: Double, initialVelocity: Double, bounds: DecayBounds = .unbounded,
    configuration: EngineConfiguration = .empty
  ) {
    self.from = from
    self.initialVelocity = initialVelocity
    self.bounds = bounds
    self.configuration = configuration
  }

  /// Throws ``EngineError/invalidInput(_:)`` unless the start and velocity are finite
  /// and, unless `allowsStartOutsideBounds` (engines with a spring-back), the start lies
  /// within the bounds.
  func validate(allowsStartOutsideBounds: Bool = false) throws(EngineError) {
    guard from.isFinite, initialVelocity.isFinite else {
      throw .invalidInput("the start and the initial velocity must be finite; got \(from), \(initialVelocity)")
    }
    guard allowsStartOutsideBounds || bounds.contains(from) else {
      throw .invalidInput(
        "the start \(from) lies outside the bounds \(bounds.lower),\(bounds.upper) (this engine has no spring-back)")
    }
  }

  /// Throws ``EngineError/invalidInput(_:)`` unless the start, the velocity and the
  /// finite bounds are finite as `Float`, for the engines that hold Float state.
  func requireFloat(by engine: DecayEngineName) throws(EngineError) {
    let values = [from, initialVelocity] + [bounds.lower, bounds.upper].filter(\.isFinite)
    guard values.allSatisfy({ Float($0).isFinite }) else {
      throw .invalidInput(
        "\(engine.rawValue) holds Float values: the start, velocity and bounds must lie within ±\(Float.greatestFiniteMagnitude)"
      )
    }
  }

  /// The value of `key`, which must be finite and > 0, or `fallback`.
  func positive(_ key: EngineConfigurationKey, default fallback: Double) throws(EngineError) -> Double {
    guard let value = try configuration.number(key) else { return fallback }
    guard value > 0 else { throw .invalidValue(key: key.name, value: "\(value)", accepted: "a finite number > 0") }
    return value
  }
}
