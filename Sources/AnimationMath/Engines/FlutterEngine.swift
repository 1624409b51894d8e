/// Flutter `SpringSimulation` driven by an `AnimationController` (`.unbounded` unless
/// clamped): the closed form at the ticker's integer-µs elapsed time, done when both
/// the distance and the velocity are within the tolerance.
///
/// Read from flutter/flutter (reference only, no code copied):
/// - `packages/flutter/lib/src/physics/spring_simulation.dart`
///   @ 04fbdcfac997f9bcbef805fe785ff71971ea16d2: `SpringDescription(mass, stiffness, damping)`
///   and `.withDampingRatio` (`damping = ratio·2·√(mass·stiffness)`); the solution is chosen by
///   the sign of `damping² − 4·mass·stiffness` (> 0 over, < 0 under, else critical) and
///   evaluated at absolute time with `pow(e, ·)`; `isDone(t)`: `nearZero(x(t) − end,
///   tolerance.distance) && nearZero(dx(t), tolerance.velocity)`; `snapToEnd` (default
///   false) returns `end` and 0 once done.
/// - `packages/flutter/lib/src/physics/utils.dart` @ 08d672e4adb7c1a7e03a36992a206a2b82e6b761:
///   `nearEqual(a, b, ε) = (a > b − ε && a < b + ε) || a == b` (strict).
/// - `packages/flutter/lib/src/physics/tolerance.dart` @ 17bd7a8e38b0b5dcf50a2044843a94d9e3a69176:
///   distance and velocity default to 1e-3.
/// - `packages/flutter/lib/src/scheduler/ticker.dart` @ 00aac68e2da653920aac8c82d52b9382d3743895:
///   a ticker started outside a frame takes its first tick's time stamp as its start, so the
///   first frame has elapsed time 0.
/// - `packages/flutter/lib/src/animation/animation_controller.dart`
///   @ 013a72b306bfd44e882da63436f1112abe58b7e2: `animateWith` stops and sets the value to
///   `x(0)` at once; `_tick`: `t = elapsed.inMicroseconds / 1e6`, value
///   `clamp(x(t), lowerBound, upperBound)`; the
///   tick on which `isDone(t)` holds stops the controller. `velocity` is `dx` at the last
///   elapsed time. Frame time stamps are modelled as ⌊host time in µs⌋.
///
/// A retarget is `controller.animateWith(SpringSimulation(spring, value, target, velocity))`
/// from outside a frame, whether the controller is running or stopped: the new ticker starts
/// on the next frame, which shows the new simulation at elapsed 0 (the current value again).
/// So when a retarget comes before every frame (a pointer sampled faster than the frame
/// rate), every frame is such a first tick and the value does not move until the samples
/// stop. Not modelled: `fling()`'s own spring, `ScrollSpringSimulation`.
public struct FlutterEngine: SpringEngine {
  /// `flutter`.
  public static let name = SpringEngineName.flutter
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `snapToEnd`.
    public static let snapToEnd = EngineConfigurationKey("snapToEnd", "SpringSimulation(snapToEnd:) (default false)")
    /// `distance`.
    public static let distance = EngineConfigurationKey("distance", "Tolerance(distance:), value units (default 1e-3)")
    /// `velocity`.
    public static let velocity = EngineConfigurationKey(
      "velocity", "Tolerance(velocity:), value units/s (default 1e-3)")
    /// `lowerBound`.
    public static let lowerBound = EngineConfigurationKey(
      "lowerBound", "AnimationController(lowerBound:) (default -infinity: .unbounded)")
    /// `upperBound`.
    public static let upperBound = EngineConfigurationKey(
      "upperBound", "AnimationController(upperBound:) (default infinity: .unbounded)")
  }
  /// `SpringSimulation`'s and `Tolerance`'s arguments, and the controller's bounds.
  public static let configurationKeys = [Key.snapToEnd, Key.distance, Key.velocity, Key.lowerBound, Key.upperBound]
  /// `rest-delta` (tolerance distance), `rest-speed` (tolerance velocity), `clamp` (bounds).
  public static let supportedSettings: Set<EngineSetting> = [.restDelta, .restSpeed, .clamp]

  /// `Tolerance._epsilonDefault`.
  static let defaultTolerance = 1e-3

  /// `SpringSimulation`: the spring toward `end` from `start` with `velocity`.
  package struct Simulation: Sendable, Hashable {
    /// The regime, as `SpringType`.
    package enum Kind: String, Sendable, Hashable {
      /// `criticallyDamped`
      case criticallyDamped
      /// `underDamped`
      case underDamped
      /// `overDamped`
      case overDamped
    }
    /// `_endPosition`.
    package let end: Double
    /// The solution kind.
    package let kind: Kind
    /// `tolerance.distance`.
    package let distanceTolerance: Double
    /// `tolerance.velocity`.
    package let velocityTolerance: Double
    /// `snapToEnd`.
    package let snapToEnd: Bool
    private let r1: Double, r2: Double, c1: Double, c2: Double, w: Double

    /// `math.e`.
    static let e = 2.718281828459045

    /// `SpringSimulation(SpringDescription(mass, stiffness, damping), start, end, velocity)`.
    package init(
      mass: Double, stiffness: Double, damping: Double, start: Double, end: Double, velocity: Double,
      distanceTolerance: Double = FlutterEngine.defaultTolerance,
      velocityTolerance: Double = FlutterEngine.defaultTolerance, snapToEnd: Bool = false
    ) {
      self.end = end
      self.distanceTolerance = distanceTolerance
      self.velocityTolerance = velocityTolerance
      self.snapToEnd = snapToEnd
      let distance = start - end
      let cmk = damping * damping - 4 * mass * stiffness
      if cmk > 0 {
        kind = .overDamped
        let a = (-damping - cmk.squareRoot()) / (2.0 * mass)
        let b = (-damping + cmk.squareRoot()) / (2.0 * mass)
        let k2 = (velocity - a * distance) / (b - a)
        r1 = a
        r2 = b
        c2 = k2
        c1 = distance - k2
        w = 0
      } else if cmk < 0 {
        kind = .underDamped
        w = (4.0 * mass * stiffness - damping * damping).squareRoot() / (2.0 * mass)
        let r = -(damping / 2.0 / mass)
        r1 = r
        r2 = 0
        c1 = distance
        c2 = (velocity - r * distance) / w
      } else {
        kind = .criticallyDamped
        let r = -damping / (2.0 * mass)
        r1 = r
        r2 = 0
        c1 = distance
        c2 = velocity - (r * distance)
        w = 0
      }
    }

    /// `_solution.x(time)`: the displacement from `end`.
    package func displacement(at time: Double) -> Double {
      switch kind {
      case .criticallyDamped:
        return (c1 + c2 * time) * Libm.pow(Self.e, r1 * time)
      case .overDamped:
        return c1 * Libm.pow(Self.e, r1 * time) + c2 * Libm.pow(Self.e, r2 * time)
      case .underDamped:
        return Libm.pow(Self.e, r1 * time) * (c1 * Libm.cos(w * time) + c2 * Libm.sin(w * time))
      }
    }

    /// `_solution.dx(time)`.
    func solutionVelocity(at time: Double) -> Double {
      switch kind {
      case .criticallyDamped:
        let power = Libm.pow(Self.e, r1 * time)
        return r1 * (c1 + c2 * time) * power + c2 * power
      case .overDamped:
        return c1 * r1 * Libm.pow(Self.e, r1 * time) + c2 * r2 * Libm.pow(Self.e, r2 * time)
      case .underDamped:
        let power = Libm.pow(Self.e, r1 * time)
        let cosine = Libm.cos(w * time)
        let sine = Libm.sin(w * time)
        return power * (c2 * w * cosine - c1 * w * sine) + r1 * power * (c2 * sine + c1 * cosine)
      }
    }

    /// `nearZero(a, ε)`.
    static func nearZero(_ a: Double, _ epsilon: Double) -> Bool {
      (a > 0 - epsilon && a < 0 + epsilon) || a == 0
    }

    /// `isDone(time)`.
    package func isDone(_ time: Double) -> Bool {
      Self.nearZero(displacement(at: time), distanceTolerance)
        && Self.nearZero(solutionVelocity(at: time), velocityTolerance)
    }

    /// `x(time)`.
    package func x(_ time: Double) -> Double {
      if snapToEnd, isDone(time) { return end }
      return end + displacement(at: time)
    }

    /// `dx(time)`.
    package func dx(_ time: Double) -> Double {
      if snapToEnd, isDone(time) { return 0 }
      return solutionVelocity(at: time)
    }
  }

  /// The spring description (mass, stiffness, damping coefficient).
  public let spring: (mass: Double, stiffness: Double, damping: Double)
  /// The running simulation.
  package private(set) var simulation: Simulation
  /// The controller's bounds.
  public let bounds: (lower: Double, upper: Double)
  private var startMicroseconds: Int64?
  private var value: Double
  private var velocity: Double
  private var elapsed: Double = 0
  private let start: EngineFrame
  /// True once `isDone` held on a tick.
  public private(set) var isComplete = false

  /// Resolves the description, the tolerance and the bounds.
  public init(_ request: SpringEngineRequest) throws(EngineError) {
    try request.configuration.requireKnown(Self.configurationKeys, by: .spring(Self.name))
    try request.settings.requireSupported(Self.supportedSettings, by: Self.name)
    let config = request.configuration
    if config.text(Key.distance) != nil, request.settings.restDelta != nil {
      throw .conflict("give either --rest-delta or flutter's distance, not both")
    }
    if config.text(Key.velocity) != nil, request.settings.restSpeed != nil {
      throw .conflict("give either --rest-speed or flutter's velocity, not both")
    }
    if config.text(Key.lowerBound) != nil || config.text(Key.upperBound) != nil, request.settings.clamp != nil {
      throw .conflict("give either --clamp or flutter's lowerBound/upperBound, not both")
    }
    let distance = try config.number(Key.distance) ?? request.settings.restDelta ?? Self.defaultTolerance
    let speed = try config.number(Key.velocity) ?? request.settings.restSpeed ?? Self.defaultTolerance
    guard distance >= 0 else { throw .invalidValue(key: Key.distance.name, value: "\(distance)", accepted: "≥ 0") }
    guard speed >= 0 else { throw .invalidValue(key: Key.velocity.name, value: "\(speed)", accepted: "≥ 0") }
    let snap = try config.flag(Key.snapToEnd) ?? false
    let lower = try config.number(Key.lowerBound) ?? request.settings.clampLowerBound ?? -Double.infinity
    let upper = try config.number(Key.upperBound) ?? request.settings.clampUpperBound ?? Double.infinity
    guard lower <= upper else {
      throw .invalidValue(key: Key.upperBound.name, value: "\(upper)", accepted: "≥ lowerBound")
    }
    bounds = (lower, upper)
    let p = request.spring
    let damping: Double
    if let ratio = request.statedDampingRatio {
      damping = ratio * 2.0 * (p.mass * p.stiffness).squareRoot()  // withDampingRatio
    } else {
      damping = p.damping
    }
    spring = (p.mass, p.stiffness, damping)
    simulation = Simulation(
      mass: p.mass, stiffness: p.stiffness, damping: damping, start: request.from, end: request.to,
      velocity: request.initialVelocity, distanceTolerance: distance, velocityTolerance: speed, snapToEnd: snap)
    // _startSimulation: value = clamp(x(0)) at once.
    value = min(max(simulation.x(0), lower), upper)
    velocity = request.initialVelocity
    start = EngineFrame(hostTime: 0, engineTime: 0, value: request.from, velocity: request.initialVelocity)
  }

  /// The start value and velocity.
  public var startFrame: EngineFrame { start }

  /// One `_tick` at the frame's time stamp ⌊hostTime·10⁶⌋ µs.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let now = EngineClock.floorMicroseconds(hostTime)
    let startTime = startMicroseconds ?? now
    startMicroseconds = startTime
    elapsed = Double(now - startTime) / 1_000_000
    value = min(max(simulation.x(elapsed), bounds.lower), bounds.upper)
    velocity = simulation.dx(elapsed)
    if simulation.isDone(elapsed) { isComplete = true }
    return EngineFrame(hostTime: hostTime, engineTime: elapsed, value: value, velocity: velocity)
  }

  /// `animateWith(SpringSimulation(spring, value, target, velocity))` between frames; it
  /// starts a stopped controller again.
  public mutating func retarget(to target: Double, at hostTime: Double) {
    simulation = Simulation(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, start: value, end: target,
      velocity: velocity, distanceTolerance: simulation.distanceTolerance,
      velocityTolerance: simulation.velocityTolerance, snapToEnd: simulation.snapToEnd)
    value = min(max(simulation.x(0), bounds.lower), bounds.upper)
    startMicroseconds = nil
    isComplete = false
  }

  /// Every `animateWith` restarts the ticker, whose first tick has elapsed 0.
  public static let followStall: String? =
    "animateWith restarts the ticker, whose first tick shows elapsed 0 (the current value): "
    + "a sample before every frame restarts it every frame"

  /// The description, the tolerance and the bounds.
  public var engineDescription: EngineDescription {
    EngineDescription(
      engine: Self.name,
      source: "Flutter SpringSimulation + AnimationController (flutter/flutter spring_simulation.dart "
        + "@ 04fbdcfa, utils.dart @ 08d672e4, tolerance.dart @ 17bd7a8e, ticker.dart @ 00aac68e, "
        + "animation_controller.dart @ 013a72b3)",
      parameters: [
        .init("mass", .number(spring.mass)),
        .init("stiffness", .number(spring.stiffness)),
        .init("damping", .number(spring.damping)),
        .init("type", .text(simulation.kind.rawValue)),
        .init("snapToEnd", .flag(simulation.snapToEnd)),
        .init("lowerBound", .number(bounds.lower)),
        .init("upperBound", .number(bounds.upper)),
      ],
      stopRule: "the tick where |x − end| < distance and |dx| < velocity (strict; nearZero) stops the "
        + "controller; no snap unless snapToEnd; the first tick has elapsed 0",
      thresholds: [
        .init("tolerance.distance", .number(simulation.distanceTolerance)),
        .init("tolerance.velocity (units/s)", .number(simulation.velocityTolerance)),
      ],
      limitations: "fling(), ScrollSpringSimulation and ticker start inside a frame are not modelled")
  }
}

extension SpringEngineName {
  /// Flutter `SpringSimulation` through `AnimationController`.
  public static let flutter = SpringEngineName(declaring: "flutter")
}
