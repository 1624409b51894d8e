/// AndroidX `FlingAnimation` with its `DragForce`: float state, integer-ms clock.
///
/// Read (facts only, no code copied) in androidx/androidx
/// `dynamic-animation/src/main/java/androidx/dynamicanimation/animation/FlingAnimation.java`
/// @ 24e14b8eea809f6b0628200089b74a6f61ea53ef:
/// - `DragForce`: friction `= frictionScalar · -4.2f` (scalar default 1, must be > 0);
///   velocity threshold `= valueThreshold · 1000f/16f`;
/// - `updateValueAndVelocity(value, velocity, deltaT)`, value and velocity `float`:
///   `v' = (float)(v · Math.exp((deltaT/1000f)·friction))`,
///   `x' = (float)(x − v/friction + v/friction · Math.exp(friction·deltaT/1000f))`
///   (the products in float, the exponential in double); if |v'| < threshold, v' = 0;
/// - then (`FlingAnimation.updateValueAndVelocity`) x' < min → x' = min, done; x' > max → x' = max, done; done when |v'| < threshold
///   (or x' at a bound).
///
/// From `DynamicAnimation.java` @ 9db3602f89a6bd54872015d5b5bd236cae216619 (as in
/// ``AndroidEngine``): the first frame only records the frame time; later frames
/// integrate `deltaT = now − last` ms; the value threshold is `minimumVisibleChange · 0.75f`
/// (1 px by default, so the velocity threshold is 46.875 px/s). Frame times are
/// `SystemClock.uptimeMillis()`, ⌊host time in ms⌋.
public struct AndroidFlingDecayEngine: DecayEngine {
  /// `android-fling`.
  public static let name = DecayEngineName.androidFling
  /// The line help prints.
  public static let summary: String? =
    "FlingAnimation/DragForce on integer-ms frames, float state; stops below 62.5·T or at a bound."
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `friction`.
    public static let friction = EngineConfigurationKey(
      "friction", "setFriction, > 0 (default 1): friction = −4.2·this, 1/s")
    /// `minimumVisibleChange`.
    public static let minimumVisibleChange = EngineConfigurationKey(
      "minimumVisibleChange", "setMinimumVisibleChange, units (default 1, pixels)")
  }
  /// `setFriction` and `setMinimumVisibleChange`.
  public static let configurationKeys = [Key.friction, Key.minimumVisibleChange]
  /// `--friction` is `friction`.
  public static let settingKeys: [DecaySetting: DecaySettingKey] = [
    .friction: DecaySettingKey(Key.friction), .minimumVisibleChange: DecaySettingKey(Key.minimumVisibleChange),
  ]

  /// `DEFAULT_FRICTION`.
  static let defaultFriction: Float = -4.2

  /// `mFriction`, 1/s (negative).
  public let friction: Float
  /// `mVelocityThreshold`, units/s.
  let velocityThreshold: Float
  private let bounds: (min: Float, max: Float)
  private var value: Float
  private var velocity: Float
  private var lastFrameMilliseconds: Int64?
  private var firstFrameMilliseconds: Int64 = 0
  private let start: EngineFrame
  /// True once ended.
  public private(set) var isComplete = false

  /// Resolves the force and thresholds in float.
  public init(_ request: DecayRequest) throws(EngineError) {
    try request.validate()
    try request.configuration.requireKnown(Self.configurationKeys, by: .decay(Self.name))
    try request.requireFloat(by: Self.name)
    let scalar = Float(try request.positive(Key.friction, default: 1))
    let change = Float(try request.positive(Key.minimumVisibleChange, default: 1))
    friction = scalar * Self.defaultFriction
    velocityThreshold = abs(change * 0.75) * (1000 / 16)
    bounds = (
      request.bounds.lower == -.infinity ? -Float.greatestFiniteMagnitude : Float(request.bounds.lower),
      request.bounds.upper == .infinity ? Float.greatestFiniteMagnitude : Float(request.bounds.upper)
    )
    value = Float(request.from)
    velocity = Float(request.initialVelocity)
    start = EngineFrame(hostTime: 0, engineTime: 0, value: Double(value), velocity: Double(velocity))
  }

  /// The start value and velocity as floats.
  public var startFrame: EngineFrame { start }

  /// x₀ − v₀/friction, the continuous model's rest (the engine's frames differ a little).
  public var modelRestPosition: Double? { Double(start.value) - Double(start.velocity!) / Double(friction) }

  /// `DragForce.updateValueAndVelocity` over `deltaT` ms.
  public func step(value: Float, velocity: Float, milliseconds deltaT: Int64) -> (value: Float, velocity: Float) {
    var v = Float(Double(velocity) * Libm.exp(Double((Float(deltaT) / 1000) * friction)))
    let x = Float(
      Double(value - velocity / friction) + Double(velocity / friction)
        * Libm.exp(Double(friction * Float(deltaT) / 1000)))
    if abs(v) < velocityThreshold { v = 0 }
    return (x, v)
  }

  /// One `doAnimationFrame` at ⌊hostTime·1000⌋ ms.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let now = EngineClock.floorMilliseconds(hostTime)
    guard let last = lastFrameMilliseconds else {
      lastFrameMilliseconds = now
      firstFrameMilliseconds = now
      return EngineFrame(hostTime: hostTime, engineTime: 0, value: Double(value), velocity: Double(velocity))
    }
    lastFrameMilliseconds = now
    (value, velocity) = step(value: value, velocity: velocity, milliseconds: now - last)
    if value < bounds.min {
      value = bounds.min
      isComplete = true
    } else if value > bounds.max {
      value = bounds.max
      isComplete = true
    } else if value >= bounds.max || value <= bounds.min || abs(velocity) < velocityThreshold {
      // FlingAnimation.isAtEquilibrium: at a bound, or below the velocity threshold.
      isComplete = true
    }
    let engineTime = Double(now - firstFrameMilliseconds) / 1000
    return EngineFrame(hostTime: hostTime, engineTime: engineTime, value: Double(value), velocity: Double(velocity))
  }
}

extension DecayEngineName {
  /// AndroidX `FlingAnimation` with its `DragForce`.
  public static let androidFling = DecayEngineName(declaring: "android-fling")
}
