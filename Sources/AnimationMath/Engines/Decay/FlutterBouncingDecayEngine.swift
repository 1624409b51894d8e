/// Flutter's `BouncingScrollPhysics` fling: a ``FlutterBouncingScrollSimulation`` (friction,
/// then a `ScrollSpringSimulation` from the extent it crosses) driven by a `BallisticScrollActivity`.
///
/// Rules read (no code copied) in flutter/flutter `packages/flutter/lib/src/widgets/scroll_physics.dart`
/// @ 000a6d6447e77b91fc31894c20a6e0bd74941c66, `BouncingScrollPhysics`:
/// - `createBallisticSimulation`: a simulation when |v| ≥ tolerance.velocity or the
///   position is out of range, else none (the position stays put);
/// - `decelerationRate` normal: spring (0.5, 100, 1.1), `constantDeceleration` 0; fast:
///   spring (0.3, 75, 1.3), `constantDeceleration` 1400 (the friction drag is 0.135 at both,
///   fixed inside `BouncingScrollSimulation`);
/// - `applyBoundaryConditions` is 0: the position may leave the range.
///
/// Tolerance from the device pixel ratio (``FlutterScrollPhysics/tolerance(devicePixelRatio:)``).
/// Clock as ``FlutterFrictionDecayEngine`` (integer-µs elapsed time, first tick at 0); the
/// run stops on the tick where `isDone` holds. The hand-off is recorded on the first tick
/// with t > `_springTime` (frame 0 for a start outside the bounds).
public struct FlutterBouncingDecayEngine: DecayEngine {
  /// `flutter-bouncing`.
  public static let name = DecayEngineName.flutterBouncing
  /// The line help prints.
  public static let summary: String? =
    "BouncingScrollSimulation: friction 0.135, then ScrollSpringSimulation from the crossed bound; integer-µs clock."
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `rate`.
    public static let rate = EngineConfigurationKey("rate", "ScrollDecelerationRate: normal (default) or fast")
    /// `devicePixelRatio`.
    public static let devicePixelRatio = EngineConfigurationKey(
      "devicePixelRatio",
      "for the tolerance: velocity 1/(0.05·dpr) px/s, distance 1/dpr px (default 3, a stated choice)")
    /// `mass`.
    public static let mass = EngineConfigurationKey("mass", "the spring's mass (default 0.5 normal, 0.3 fast)")
    /// `stiffness`.
    public static let stiffness = EngineConfigurationKey(
      "stiffness", "the spring's stiffness (default 100 normal, 75 fast)")
    /// `ratio`.
    public static let ratio = EngineConfigurationKey(
      "ratio", "the spring's damping ratio (default 1.1 normal, 1.3 fast)")
  }
  /// `rate`, `devicePixelRatio` and the spring.
  public static let configurationKeys = [Key.rate, Key.devicePixelRatio, Key.mass, Key.stiffness, Key.ratio]
  /// `--rate` is `rate` (normal|fast), `--density` is `devicePixelRatio`.
  public static let settingKeys: [DecaySetting: DecaySettingKey] = [
    .rate: DecaySettingKey(Key.rate),
    .density: DecaySettingKey(Key.devicePixelRatio),
  ]

  /// The simulation; nil when the physics creates none.
  package let simulation: FlutterBouncingScrollSimulation?
  /// The spring used at the extents.
  public let spring: FlutterScrollPhysics.Spring
  /// The tolerance.
  public let tolerance: (velocity: Double, distance: Double)
  private let request: DecayRequest
  private var startMicroseconds: Int64?
  private var frameIndex = 0
  /// The hand-off to the spring, once it happened.
  public private(set) var handOff: DecayHandOff?
  /// True once stopped.
  public private(set) var isComplete = false

  /// Resolves the rate, the spring, the tolerance and the simulation.
  public init(_ request: DecayRequest) throws(EngineError) {
    try request.validate(allowsStartOutsideBounds: true)
    try request.configuration.requireKnown(Self.configurationKeys, by: .decay(Self.name))
    let fast: Bool
    switch request.configuration.text(Key.rate) {
    case nil, "normal": fast = false
    case "fast": fast = true
    case let raw?: throw .invalidValue(key: Key.rate.name, value: raw, accepted: "normal or fast")
    }
    let base = fast ? FlutterScrollPhysics.fastSpring : FlutterScrollPhysics.defaultSpring
    spring = FlutterScrollPhysics.Spring(
      mass: try request.positive(Key.mass, default: base.mass),
      stiffness: try request.positive(Key.stiffness, default: base.stiffness),
      ratio: try request.positive(Key.ratio, default: base.ratio))
    let ratio = try request.positive(Key.devicePixelRatio, default: FlutterScrollPhysics.defaultDevicePixelRatio)
    tolerance = FlutterScrollPhysics.tolerance(devicePixelRatio: ratio)
    self.request = request
    let bounds = request.bounds
    if abs(request.initialVelocity) >= tolerance.velocity || !bounds.contains(request.from) {
      let simulation = try FlutterBouncingScrollSimulation(
        position: request.from, velocity: request.initialVelocity, leadingExtent: bounds.lower,
        trailingExtent: bounds.upper, spring: spring,
        constantDeceleration: fast ? FlutterScrollPhysics.fastConstantDeceleration : 0, tolerance: tolerance)
      self.simulation = simulation
      if simulation.springTime == -.infinity, let target = simulation.spring?.end {
        handOff = DecayHandOff(
          frameIndex: 0, time: 0, value: request.from, velocity: request.initialVelocity, target: target,
          phase: "ScrollSpringSimulation")
      }
    } else {
      simulation = nil
      isComplete = true
    }
  }

  /// x₀, v₀.
  public var startFrame: EngineFrame {
    EngineFrame(
      hostTime: 0, engineTime: 0, value: request.from, velocity: simulation?.dx(0) ?? request.initialVelocity)
  }

  /// The friction's `finalX` (bounds ignored); the extent for a start outside; x₀ without a simulation.
  public var modelRestPosition: Double? {
    guard let simulation else { return request.from }
    return simulation.friction?.modelRestPosition ?? simulation.spring?.end
  }

  /// One tick at ⌊hostTime in µs⌋, the first at elapsed 0.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    frameIndex += 1
    let now = EngineClock.floorMicroseconds(hostTime)
    let start = startMicroseconds ?? now
    startMicroseconds = start
    let t = Double(now - start) / 1_000_000
    guard let simulation else {
      isComplete = true
      return EngineFrame(hostTime: hostTime, engineTime: t, value: request.from, velocity: 0)
    }
    if handOff == nil, simulation.inSpring(t), let target = simulation.spring?.end {
      handOff = DecayHandOff(
        frameIndex: frameIndex, time: simulation.springTime, value: target,
        velocity: simulation.springVelocity ?? 0, target: target, phase: "ScrollSpringSimulation")
    }
    isComplete = simulation.isDone(t)
    return EngineFrame(hostTime: hostTime, engineTime: t, value: simulation.x(t), velocity: simulation.dx(t))
  }
}

extension DecayEngineName {
  /// Flutter's `BouncingScrollPhysics` / `BouncingScrollSimulation` (iOS-like).
  public static let flutterBouncing = DecayEngineName(declaring: "flutter-bouncing")
}
