/// The constants Flutter's scroll physics share: the ballistic spring, the tolerance from
/// the device pixel ratio, and the largest velocity carried into an overscroll spring.
///
/// Read (facts only, no code copied) in flutter/flutter
/// `packages/flutter/lib/src/widgets/scroll_physics.dart` @ 000a6d6447e77b91fc31894c20a6e0bd74941c66:
/// - `ScrollPhysics._kDefaultSpring`: `SpringDescription.withDampingRatio(mass: 0.5,
///   stiffness: 100, ratio: 1.1)`, used by ClampingScrollPhysics and by
///   BouncingScrollPhysics at `ScrollDecelerationRate.normal`; `.fast` uses
///   (mass 0.3, stiffness 75, ratio 1.3) and `constantDeceleration` 1400 (0 at normal);
/// - `toleranceFor(metrics)`: velocity 1/(0.050·devicePixelRatio) logical px/s, distance
///   1/devicePixelRatio logical px;
/// and in `packages/flutter/lib/src/widgets/scroll_simulation.dart`
/// @ 095d6b964df074dd00eff7e48eb0f25230d9e382: `BouncingScrollSimulation.maxSpringTransferVelocity` 5000.
public enum FlutterScrollPhysics {
  /// A `SpringDescription` built `withDampingRatio`: damping = ratio·2·√(mass·stiffness).
  public struct Spring: Sendable, Hashable {
    /// Mass (Flutter's arbitrary mass unit).
    public let mass: Double
    /// Stiffness, mass/s².
    public let stiffness: Double
    /// The damping ratio ζ (1 critical).
    public let ratio: Double

    /// A spring from mass, stiffness and damping ratio.
    public init(mass: Double, stiffness: Double, ratio: Double) {
      self.mass = mass
      self.stiffness = stiffness
      self.ratio = ratio
    }

    /// The damping coefficient c = ratio·2·√(mass·stiffness), mass/s.
    public var damping: Double { ratio * 2.0 * (mass * stiffness).squareRoot() }
  }

  /// `ScrollPhysics._kDefaultSpring`: mass 0.5, stiffness 100, ratio 1.1.
  package static let defaultSpring = Spring(mass: 0.5, stiffness: 100, ratio: 1.1)
  /// BouncingScrollPhysics' spring at `ScrollDecelerationRate.fast`: mass 0.3, stiffness 75, ratio 1.3.
  static let fastSpring = Spring(mass: 0.3, stiffness: 75, ratio: 1.3)
  /// BouncingScrollPhysics' `constantDeceleration` at `.fast`, logical px/s².
  static let fastConstantDeceleration = 1400.0
  /// `BouncingScrollSimulation.maxSpringTransferVelocity`, logical px/s.
  package static let maxSpringTransferVelocity = 5000.0
  /// The device pixel ratio used when none is given: 3, a stated choice (a 3× phone), not a Flutter default.
  static let defaultDevicePixelRatio = 3.0

  /// `toleranceFor(metrics)`: (velocity 1/(0.05·dpr) px/s, distance 1/dpr px).
  public static func tolerance(devicePixelRatio: Double) -> (velocity: Double, distance: Double) {
    (1.0 / (0.050 * devicePixelRatio), 1.0 / devicePixelRatio)
  }
}
