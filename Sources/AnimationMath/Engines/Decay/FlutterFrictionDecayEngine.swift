/// Flutter's `FrictionSimulation` (and `BoundedFrictionSimulation` when bounds are given),
/// driven by an `AnimationController` ticker.
///
/// Read (facts only, no code copied) in `packages/flutter/lib/src/physics/friction_simulation.dart`,
/// the `constantDeceleration` version as mirrored in luminecs/flutter
/// @ 2e323e4e2eed12eac089d8b00e458f3e95015ec2 (flutter/flutter @ 17f23b3dc814a4f757c114efd4fced6956f2d507
/// holds the earlier version without it, which is this one with a = 0):
/// - `a = constantDeceleration·sign(v₀)`; x(t) = x₀ + v₀·D^t/ln D − v₀/ln D − (a/2)·t²,
///   dx(t) = v₀·D^t − a·t, D = drag;
/// - `_finalTime`: 10 Newton steps from 0 on dx(t) = 0 with derivative v₀·D^t·ln D − a
///   (with a = 0 every step adds −1/ln D, so it is 10/|ln D|); for t > `_finalTime`,
///   x = finalX (x₀ − v₀/ln D when a = 0, else x(`_finalTime`)) and dx = 0;
/// - `isDone(t)`: |dx(t)| < tolerance.velocity;
/// - `BoundedFrictionSimulation`: x clamped to [min, max]; also done when x is within
///   tolerance.distance of either bound (dx is not clamped).
///
/// `Tolerance.defaultTolerance` is distance 1e-3, velocity 1e-3
/// (`packages/flutter/lib/src/physics/tolerance.dart`). The clock is the ticker's integer-µs
/// elapsed time, the first tick at elapsed 0, as in ``FlutterEngine``. The default drag
/// 0.135 is BouncingScrollPhysics' choice (`widgets/scroll_physics.dart`), a stated default:
/// FrictionSimulation itself has none.
public struct FlutterFrictionDecayEngine: DecayEngine {
  /// `flutter-friction`.
  public static let name = DecayEngineName.flutterFriction
  /// The line help prints.
  public static let summary: String? =
    "FrictionSimulation (drag, constant deceleration), integer-µs clock; BoundedFrictionSimulation at bounds."
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `drag`.
    public static let drag = EngineConfigurationKey(
      "drag", "the drag coefficient D in (0, 1): v = v₀·D^t (default 0.135)")
    /// `constantDeceleration`.
    public static let constantDeceleration = EngineConfigurationKey(
      "constantDeceleration", "a ≥ 0, units/s², applied against the motion (default 0)")
    /// `toleranceVelocity`.
    public static let toleranceVelocity = EngineConfigurationKey(
      "toleranceVelocity", "done when |dx| < this, units/s (default 1e-3)")
    /// `toleranceDistance`.
    public static let toleranceDistance = EngineConfigurationKey(
      "toleranceDistance", "bounded: done within this of a bound, units (default 1e-3)")
  }
  /// FrictionSimulation's arguments.
  public static let configurationKeys = [
    Key.drag, Key.constantDeceleration, Key.toleranceVelocity, Key.toleranceDistance,
  ]
  /// `--drag` and `--constant-deceleration`.
  public static let settingKeys: [DecaySetting: DecaySettingKey] = [
    .drag: DecaySettingKey(Key.drag),
    .constantDeceleration: DecaySettingKey(Key.constantDeceleration),
  ]

  /// BouncingScrollPhysics' drag, 0.998^1000 rounded.
  static let defaultDrag = 0.135
  /// `Tolerance.defaultTolerance` (velocity and distance).
  static let defaultTolerance = 1e-3
  /// `_newtonsMethod` iterations for `_finalTime`.
  static let newtonIterations = 10

  /// D.
  public let drag: Double
  /// ln D.
  let logDrag: Double
  /// a·sign(v₀), units/s².
  package let signedDeceleration: Double
  /// `_finalTime`, s.
  let finalTime: Double
  /// tolerance.velocity, tolerance.distance.
  public let tolerance: (velocity: Double, distance: Double)
  private let request: DecayRequest
  private var startMicroseconds: Int64?
  /// True once done.
  public private(set) var isComplete = false

  /// Resolves the simulation and its `_finalTime`.
  public init(_ request: DecayRequest) throws(EngineError) {
    try request.validate()
    try request.configuration.requireKnown(Self.configurationKeys, by: .decay(Self.name))
    drag = try request.positive(Key.drag, default: Self.defaultDrag)
    guard drag < 1 else { throw .invalidValue(key: Key.drag.name, value: "\(drag)", accepted: "a number in (0, 1)") }
    let a = try request.configuration.number(Key.constantDeceleration) ?? 0
    guard a >= 0 else {
      throw .invalidValue(key: Key.constantDeceleration.name, value: "\(a)", accepted: "a finite number ≥ 0")
    }
    tolerance = (
      try request.positive(Key.toleranceVelocity, default: Self.defaultTolerance),
      try request.positive(Key.toleranceDistance, default: Self.defaultTolerance)
    )
    logDrag = Libm.log(drag)
    let v0 = request.initialVelocity
    // Dart's `double.sign`: −1, 0 or 1.
    signedDeceleration = a * (v0 > 0 ? 1 : v0 < 0 ? -1 : 0)
    var guess = 0.0
    for _ in 0..<Self.newtonIterations {
      let f = v0 * Libm.pow(drag, guess) - signedDeceleration * guess
      let df = v0 * Libm.pow(drag, guess) * logDrag - signedDeceleration
      guess -= f / df
    }
    finalTime = guess
    self.request = request
  }

  /// x₀, v₀.
  public var startFrame: EngineFrame {
    EngineFrame(hostTime: 0, engineTime: 0, value: request.from, velocity: request.initialVelocity)
  }

  /// `finalX`.
  public var modelRestPosition: Double? {
    signedDeceleration == 0 ? request.from - request.initialVelocity / logDrag : unclampedX(finalTime)
  }

  /// The formula without the `_finalTime` cut.
  private func unclampedX(_ t: Double) -> Double {
    let v0 = request.initialVelocity
    return request.from + v0 * Libm.pow(drag, t) / logDrag - v0 / logDrag - signedDeceleration / 2 * t * t
  }

  /// `x(t)`.
  public func x(_ t: Double) -> Double {
    let raw = t > finalTime ? modelRestPosition! : unclampedX(t)
    return request.bounds.isUnbounded ? raw : request.bounds.clamp(raw)
  }

  /// `dx(t)`.
  package func dx(_ t: Double) -> Double {
    t > finalTime ? 0 : request.initialVelocity * Libm.pow(drag, t) - signedDeceleration * t
  }

  /// One tick at ⌊hostTime in µs⌋, the first tick at elapsed 0.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let now = EngineClock.floorMicroseconds(hostTime)
    let start = startMicroseconds ?? now
    startMicroseconds = start
    let t = Double(now - start) / 1_000_000
    let value = x(t)
    let velocity = dx(t)
    var done = abs(velocity) < tolerance.velocity
    if !request.bounds.isUnbounded {
      done =
        done || abs(value - request.bounds.lower) < tolerance.distance
        || abs(value - request.bounds.upper) < tolerance.distance
    }
    isComplete = done
    return EngineFrame(hostTime: hostTime, engineTime: t, value: value, velocity: velocity)
  }
}

extension DecayEngineName {
  /// Flutter's `FrictionSimulation` (drag and constant deceleration).
  public static let flutterFriction = DecayEngineName(declaring: "flutter-friction")
}
