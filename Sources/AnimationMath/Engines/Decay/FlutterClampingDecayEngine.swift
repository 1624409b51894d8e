/// Flutter's `ClampingScrollPhysics` fling: a ``FlutterClampingScrollSimulation`` driven by
/// a `BallisticScrollActivity`, stopped at a bound, and the spring back of a release out of range.
///
/// Rules read (no code copied) in flutter/flutter `packages/flutter/lib/src/widgets/scroll_physics.dart`
/// @ 000a6d6447e77b91fc31894c20a6e0bd74941c66, `ClampingScrollPhysics`:
/// - `createBallisticSimulation`: out of range → `ScrollSpringSimulation(spring, pixels,
///   extent, min(0, v))` with the default spring (mass 0.5, stiffness 100, ratio 1.1) and
///   the tolerance from the device pixel ratio (``FlutterScrollPhysics``); the `min(0, v)`
///   is the source's, for both sides. In range: no simulation when |v| < tolerance.velocity,
///   or when v > 0 at or past the upper bound, or v < 0 at or past the lower bound;
///   else `ClampingScrollSimulation(position, velocity)`;
/// - `applyBoundaryConditions` clamps: a frame whose x(t) passes a bound sets the
///   position to the bound and reports the excess as overscroll, and the ballistic activity
///   then goes idle (`BallisticScrollActivity.applyMoveTo` is false when `setPixels`
///   returns a non-zero overscroll, `widgets/scroll_activity.dart`). That frame shows the
///   bound with velocity 0 and is recorded as the hand-off (phase `clamp`).
///
/// Clock: the activity's `AnimationController.unbounded` ticks at the integer-µs elapsed
/// time, the first tick at elapsed 0 (as ``FlutterFrictionDecayEngine``). The run stops on
/// the tick where `isDone` holds (t ≥ T for the fling, the spring's own rule for the spring).
public struct FlutterClampingDecayEngine: DecayEngine {
  /// `flutter`.
  public static let name = DecayEngineName.flutter
  /// The line help prints.
  public static let summary: String? =
    "ClampingScrollSimulation, integer-µs clock; clamps at a bound; out of range: ScrollSpringSimulation."
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `friction`.
    public static let friction = EngineConfigurationKey(
      "friction", "ClampingScrollSimulation(friction:) (default 0.015)")
    /// `devicePixelRatio`.
    public static let devicePixelRatio = EngineConfigurationKey(
      "devicePixelRatio",
      "for the tolerance: velocity 1/(0.05·dpr) px/s, distance 1/dpr px (default 3, a stated choice)")
  }
  /// `friction` and `devicePixelRatio`.
  public static let configurationKeys = [Key.friction, Key.devicePixelRatio]
  /// `--friction` is `friction`, `--density` is `devicePixelRatio`.
  public static let settingKeys: [DecaySetting: DecaySettingKey] = [
    .friction: DecaySettingKey(Key.friction),
    .density: DecaySettingKey(Key.devicePixelRatio),
  ]

  /// What the activity runs.
  package enum Phase: Sendable {
    /// No simulation: the position stays put.
    case idle
    /// The in-range fling.
    case fling(FlutterClampingScrollSimulation)
    /// The spring back of a release out of range.
    case spring(FlutterScrollSpringSimulation)
  }

  /// The simulation created at the release.
  package let phase: Phase
  /// The tolerance.
  public let tolerance: (velocity: Double, distance: Double)
  private let request: DecayRequest
  private var startMicroseconds: Int64?
  private var frameIndex = 0
  /// The clamp or spring-back, once it happened.
  public private(set) var handOff: DecayHandOff?
  /// True once stopped.
  public private(set) var isComplete = false

  /// Resolves the simulation the physics would create.
  public init(_ request: DecayRequest) throws(EngineError) {
    try request.validate(allowsStartOutsideBounds: true)
    try request.configuration.requireKnown(Self.configurationKeys, by: .decay(Self.name))
    let friction = try request.positive(Key.friction, default: FlutterClampingScrollSimulation.defaultFriction)
    let ratio = try request.positive(Key.devicePixelRatio, default: FlutterScrollPhysics.defaultDevicePixelRatio)
    tolerance = FlutterScrollPhysics.tolerance(devicePixelRatio: ratio)
    self.request = request
    let x0 = request.from
    let v0 = request.initialVelocity
    let bounds = request.bounds
    if !bounds.contains(x0) {
      let end = bounds.clamp(x0)
      let velocity = min(0.0, v0)
      phase = .spring(
        FlutterScrollSpringSimulation(
          FlutterScrollPhysics.defaultSpring, start: x0, end: end, velocity: velocity, tolerance: tolerance))
      handOff = DecayHandOff(
        frameIndex: 0, time: 0, value: x0, velocity: velocity, target: end, phase: "ScrollSpringSimulation")
    } else if abs(v0) < tolerance.velocity || (v0 > 0 && x0 >= bounds.upper) || (v0 < 0 && x0 <= bounds.lower) {
      phase = .idle
      isComplete = true
    } else {
      phase = .fling(FlutterClampingScrollSimulation(position: x0, velocity: v0, friction: friction))
    }
  }

  /// x₀, v₀ (the velocity the simulation starts with).
  public var startFrame: EngineFrame {
    let velocity: Double =
      switch phase {
      case .idle: request.initialVelocity
      case .fling(let simulation): simulation.dx(0)
      case .spring(let simulation): simulation.dx(0)
      }
    return EngineFrame(hostTime: 0, engineTime: 0, value: request.from, velocity: velocity)
  }

  /// The fling's x₀ + D (bounds ignored); the extent for a spring-back; x₀ when idle.
  public var modelRestPosition: Double? {
    switch phase {
    case .idle: request.from
    case .fling(let simulation): simulation.finalX
    case .spring(let simulation): simulation.end
    }
  }

  /// One tick at ⌊hostTime in µs⌋, the first at elapsed 0.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    frameIndex += 1
    let now = EngineClock.floorMicroseconds(hostTime)
    let start = startMicroseconds ?? now
    startMicroseconds = start
    let t = Double(now - start) / 1_000_000
    switch phase {
    case .idle:
      isComplete = true
      return EngineFrame(hostTime: hostTime, engineTime: t, value: request.from, velocity: 0)
    case .spring(let simulation):
      isComplete = simulation.isDone(t)
      return EngineFrame(hostTime: hostTime, engineTime: t, value: simulation.x(t), velocity: simulation.dx(t))
    case .fling(let simulation):
      let x = simulation.x(t)
      if !request.bounds.contains(x) {
        let bound = request.bounds.clamp(x)
        isComplete = true
        handOff = DecayHandOff(
          frameIndex: frameIndex, time: t, value: bound, velocity: 0, target: bound,
          phase: "clamp (applyBoundaryConditions)")
        return EngineFrame(hostTime: hostTime, engineTime: t, value: bound, velocity: 0)
      }
      isComplete = simulation.isDone(t)
      return EngineFrame(hostTime: hostTime, engineTime: t, value: x, velocity: simulation.dx(t))
    }
  }
}

extension DecayEngineName {
  /// Flutter's `ClampingScrollPhysics` / `ClampingScrollSimulation` (Android-like).
  public static let flutter = DecayEngineName(declaring: "flutter")
}
