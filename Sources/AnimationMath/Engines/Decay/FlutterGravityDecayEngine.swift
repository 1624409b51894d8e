/// Flutter's `GravitySimulation`, driven by an unbounded `AnimationController` ticker.
///
/// Read (facts only, no code copied) in flutter/flutter
/// `packages/flutter/lib/src/physics/gravity_simulation.dart`
/// @ 17bd7a8e38b0b5dcf50a2044843a94d9e3a69176:
/// - `GravitySimulation(acceleration, distance, endDistance, velocity)`: x(t) = x₀ + v₀·t +
///   a·t²/2, dx(t) = v₀ + a·t, with x₀ the start (`--from`) and v₀ the fling's velocity;
/// - `isDone(t)`: |x(t)| ≥ endDistance, the distance from the origin 0 in either direction
///   (not from the start); the simulation has no rest position and no bounds.
///
/// Its arguments here: the keys `acceleration` (units/s², signed, + toward increasing
/// values) and `endDistance` (units, ≥ 0). No shared flag reaches them: `--constant-deceleration`
/// is a magnitude against the motion and `--bounds` a clamped range, while GravitySimulation's
/// acceleration is signed and its end is symmetric about 0 with no clamp. Flutter has no
/// defaults; the defaults here are the numbers of its own dartdoc example (`GravitySimulation(10.0,
/// 0.0, 300.0, 0.0)`, "a fall of 300 pixels"): |a| = 10 and endDistance 300, with a set against
/// the fling (−10·sign v₀) so that a default run decelerates, a stated choice.
///
/// Clock: the ticker's integer-µs elapsed time, the first tick at elapsed 0, as in
/// ``FlutterFrictionDecayEngine``; the tick where `isDone` holds shows x(t) unclamped
/// (`AnimationController.unbounded`) with dx(t), and stops the controller.
///
/// Stated rule (not Flutter's): with v₀ = 0 and a = 0 inside the end distance the simulation
/// never moves and would never be done; the run stops at its start and says so.
public struct FlutterGravityDecayEngine: DecayEngine {
  /// `flutter-gravity`.
  public static let name = DecayEngineName.flutterGravity
  /// The line help prints.
  public static let summary: String? =
    "GravitySimulation: x0 + v0 t + a t²/2, done once |x| ≥ endDistance (from 0); integer-µs clock; no bounds."
  /// GravitySimulation has no bounds: its end is a distance from 0 and nothing is clamped.
  public static let supportsBounds = false
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `acceleration`.
    public static let acceleration = EngineConfigurationKey(
      "acceleration", "a, units/s², + toward increasing values (default −10·sign(v₀), against the fling)")
    /// `endDistance`.
    public static let endDistance = EngineConfigurationKey(
      "endDistance", "done once |x| ≥ this, units from 0, ≥ 0 (default 300)")
  }
  /// GravitySimulation's acceleration and endDistance.
  public static let configurationKeys = [Key.acceleration, Key.endDistance]

  /// |a| of Flutter's dartdoc example, units/s².
  static let defaultAccelerationMagnitude = 10.0
  /// The end distance of Flutter's dartdoc example, units.
  static let defaultEndDistance = 300.0
  /// The note of a run with nothing to move it.
  static let stillNote =
    "no motion: with velocity 0 and acceleration 0 GravitySimulation never reaches its end distance; stopped at the start"

  /// a, units/s².
  public let acceleration: Double
  /// endDistance, units from 0.
  public let endDistance: Double
  private let request: DecayRequest
  private var startMicroseconds: Int64?
  /// True once done.
  public private(set) var isComplete = false
  /// The no-motion note, when it applies.
  public let notes: [String]

  /// Resolves the acceleration and the end distance.
  public init(_ request: DecayRequest) throws(EngineError) {
    try request.validate()
    try request.configuration.requireKnown(Self.configurationKeys, by: .decay(Self.name))
    guard request.bounds.isUnbounded else {
      throw .invalidInput(
        "flutter-gravity's GravitySimulation has no bounds (it ends once |x| ≥ endDistance); drop --bounds")
    }
    let v0 = request.initialVelocity
    // Dart's `double.sign`: −1, 0 or 1.
    let sign: Double = v0 > 0 ? 1 : v0 < 0 ? -1 : 0
    acceleration =
      try request.configuration.number(Key.acceleration) ?? -Self.defaultAccelerationMagnitude * sign
    let end = try request.configuration.number(Key.endDistance) ?? Self.defaultEndDistance
    guard end >= 0 else {
      throw .invalidValue(key: Key.endDistance.name, value: "\(end)", accepted: "a finite number ≥ 0")
    }
    endDistance = end
    self.request = request
    let still = v0 == 0 && acceleration == 0 && abs(request.from) < end
    notes = still ? [Self.stillNote] : []
    isComplete = still
  }

  /// x₀, v₀.
  public var startFrame: EngineFrame {
    EngineFrame(hostTime: 0, engineTime: 0, value: request.from, velocity: request.initialVelocity)
  }

  /// GravitySimulation has no rest position.
  public var modelRestPosition: Double? { nil }

  /// x(t) = x₀ + v₀·t + a·t²/2.
  public func x(_ t: Double) -> Double {
    request.from + request.initialVelocity * t + 0.5 * acceleration * t * t
  }

  /// One tick at ⌊hostTime in µs⌋, the first tick at elapsed 0.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let now = EngineClock.floorMicroseconds(hostTime)
    let start = startMicroseconds ?? now
    startMicroseconds = start
    let t = Double(now - start) / 1_000_000
    let value = x(t)
    isComplete = abs(value) >= endDistance
    return EngineFrame(
      hostTime: hostTime, engineTime: t, value: value, velocity: request.initialVelocity + t * acceleration)
  }
}

extension DecayEngineName {
  /// Flutter's `GravitySimulation` (constant acceleration, done beyond an end distance).
  public static let flutterGravity = DecayEngineName(declaring: "flutter-gravity")
}
