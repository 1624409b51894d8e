/// AndroidX `SpringAnimation` (dynamicanimation): float state, integer-ms frame clock,
/// the closed form restarted every frame, and its stop rule.
///
/// Read from androidx/androidx (reference only, no code copied):
/// - `dynamicanimation/dynamicanimation/src/main/java/androidx/dynamicanimation/animation/SpringForce.java`
///   @ fd79a569793acda1e955ddefad9b964cff70909f: `setStiffness(float)` stores
///   `mNaturalFreq = Math.sqrt(stiffness)`; `setDampingRatio(float)`; `updateValues` evaluates
///   the exact solution over `timeElapsed` ms in double from the previous frame's (float)
///   value and velocity with `Math.pow(Math.E, ·)`, in three branches `ζ > 1`, `ζ == 1`
///   (exact comparison) and `ζ < 1`, and returns float value and velocity;
///   `isAtEquilibrium`: `|v| < valueThreshold·1000/16` and `|x − final| < valueThreshold`
///   (both strict; the displacement is a float subtraction).
/// - `DynamicAnimation.java` @ 9db3602f89a6bd54872015d5b5bd236cae216619: the first
///   `doAnimationFrame` only records the frame time (the value stays at the start); each
///   later frame integrates `deltaT = frameTime − lastFrameTime` ms (divided by the
///   duration scale, 1 here); the value is clamped to [min, max] after each step;
///   `getValueThreshold() = minimumVisibleChange·0.75f` (float), 1 px by default.
/// - `AnimationHandler.java` @ 24607fc99a6ef61a5f2e2cc80cd395f0dbfcbe7e: the frame time is
///   `SystemClock.uptimeMillis()` read when the Choreographer callback is dispatched
///   (modelled as ⌊host time in ms⌋).
/// - `dynamic-animation/src/main/java/androidx/dynamicanimation/animation/SpringAnimation.java`
///   @ b127ea907f84a007bc0514f6197d650805c21651: on the ending frame value := final position,
///   velocity := 0; `animateToFinalPosition` while running stores the new position, and the
///   next frame integrates `deltaT/2` (integer division) toward the old position and then
///   `deltaT/2` toward the new one, so an odd `deltaT` loses 1 ms; when not running it sets
///   the final position and calls `start()`, whose first frame only records the time again
///   (`DynamicAnimation` clears the last frame time when an animation ends).
///
/// The spring's stiffness is k/m as a `Float` and its damping ratio ζ as a `Float`
/// (the stated ratio when given, so ζ = 1 takes the exact critical branch). Start value,
/// start velocity and final position are `Float`. Not modelled: `skipToEnd()`, a duration
/// scale other than 1, start delays.
public struct AndroidEngine: SpringEngine {
  /// `android`.
  public static let name = SpringEngineName.android
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `stiffness`.
    public static let stiffness = EngineConfigurationKey(
      "stiffness", "SpringForce.setStiffness, k for mass 1 (1/s²; default: the spring's)")
    /// `dampingRatio`.
    public static let dampingRatio = EngineConfigurationKey(
      "dampingRatio", "SpringForce.setDampingRatio (default: the spring's)")
    /// `minimumVisibleChange`.
    public static let minimumVisibleChange = EngineConfigurationKey(
      "minimumVisibleChange", "setMinimumVisibleChange, value units (default 1, pixels)")
    /// `minValue`.
    public static let minValue = EngineConfigurationKey("minValue", "setMinValue (default -Float.MAX_VALUE)")
    /// `maxValue`.
    public static let maxValue = EngineConfigurationKey("maxValue", "setMaxValue (default Float.MAX_VALUE)")
  }
  /// SpringForce's and the animation's own setters.
  public static let configurationKeys = [
    Key.stiffness, Key.dampingRatio, Key.minimumVisibleChange, Key.minValue, Key.maxValue,
  ]
  /// `min-visible-change` and `clamp` (setMinValue/setMaxValue).
  public static let supportedSettings: Set<EngineSetting> = [.minimumVisibleChange, .clamp]

  /// `1000/16`: SpringForce's VELOCITY_THRESHOLD_MULTIPLIER.
  static let velocityThresholdMultiplier = 1000.0 / 16.0
  /// `0.75f`: DynamicAnimation's THRESHOLD_MULTIPLIER.
  static let thresholdMultiplier: Float = 0.75

  /// SpringForce: the spring's constants and its per-frame closed form.
  package struct Force: Sendable, Hashable {
    /// `mNaturalFreq = Math.sqrt((double) stiffness)`, rad/s.
    package let naturalFrequency: Double
    /// `mDampingRatio`, the float ratio widened to double.
    package let dampingRatio: Double
    /// `mFinalPosition`, the float final position widened to double.
    var finalPosition: Double
    private let gammaPlus: Double
    private let gammaMinus: Double
    private let dampedFrequency: Double

    /// `Math.E`.
    static let e = 2.718281828459045

    /// A force with `setStiffness(stiffness)`, `setDampingRatio(dampingRatio)` and
    /// `setFinalPosition(finalPosition)`.
    package init(stiffness: Float, dampingRatio: Float, finalPosition: Float) {
      let omega = Double(stiffness).squareRoot()
      let zeta = Double(dampingRatio)
      naturalFrequency = omega
      self.dampingRatio = zeta
      self.finalPosition = Double(finalPosition)
      if zeta > 1 {
        let root = (zeta * zeta - 1).squareRoot()
        gammaPlus = -zeta * omega + omega * root
        gammaMinus = -zeta * omega - omega * root
        dampedFrequency = 0
      } else if zeta >= 0, zeta < 1 {
        gammaPlus = 0
        gammaMinus = 0
        dampedFrequency = omega * (1 - zeta * zeta).squareRoot()
      } else {
        gammaPlus = 0
        gammaMinus = 0
        dampedFrequency = 0
      }
    }

    /// `updateValues(lastDisplacement, lastVelocity, timeElapsed)`: the state after
    /// `milliseconds` ms from (`value`, `velocity`), in double, returned as floats.
    func updateValues(value: Double, velocity: Double, milliseconds: Int64) -> (
      value: Float, velocity: Float
    ) {
      let dt = Double(milliseconds) / 1000
      let d = value - finalPosition
      let v = velocity
      let omega = naturalFrequency
      let zeta = dampingRatio
      let displacement: Double
      let speed: Double
      if zeta > 1 {
        let b = (gammaMinus * d - v) / (gammaMinus - gammaPlus)
        let a = d - b
        let eMinus = Libm.pow(Self.e, gammaMinus * dt)
        let ePlus = Libm.pow(Self.e, gammaPlus * dt)
        displacement = a * eMinus + b * ePlus
        speed = a * gammaMinus * eMinus + b * gammaPlus * ePlus
      } else if zeta == 1 {
        // The source's exact comparison: only ζ == 1.0 takes this branch.
        let a = d
        let b = v + omega * d
        let decay = Libm.pow(Self.e, -omega * dt)
        displacement = (a + b * dt) * decay
        speed = (a + b * dt) * decay * -omega + b * decay
      } else {
        let cosine = d
        let sine = (1 / dampedFrequency) * (zeta * omega * d + v)
        let decay = Libm.pow(Self.e, -zeta * omega * dt)
        let wt = dampedFrequency * dt
        displacement = decay * (cosine * Libm.cos(wt) + sine * Libm.sin(wt))
        speed =
          displacement * -omega * zeta
          + decay * (-dampedFrequency * cosine * Libm.sin(wt) + dampedFrequency * sine * Libm.cos(wt))
      }
      return (Float(displacement + finalPosition), Float(speed))
    }
  }

  /// The force in use (its final position changes on retarget).
  package private(set) var force: Force
  /// `minimumVisibleChange` (float).
  public let minimumVisibleChange: Float
  /// `mValueThreshold = |minimumVisibleChange·0.75f|` widened to double.
  package let valueThreshold: Double
  /// `mVelocityThreshold = valueThreshold·1000/16`, units/s.
  let velocityThreshold: Double
  /// `mMinValue`, `mMaxValue`.
  public let bounds: (min: Float, max: Float)

  private var value: Float
  private var velocity: Float
  private var lastFrameMilliseconds: Int64?
  private var pendingPosition: Float?
  private var integratedMilliseconds: Int64 = 0
  private let start: EngineFrame
  /// True once the stop rule held on a frame.
  public private(set) var isComplete = false

  /// Resolves the spring into `SpringForce` floats and the thresholds.
  public init(_ request: SpringEngineRequest) throws(EngineError) {
    try request.requireFloatValues(by: Self.name)
    try request.configuration.requireKnown(Self.configurationKeys, by: .spring(Self.name))
    try request.settings.requireSupported(Self.supportedSettings, by: Self.name)
    let config = request.configuration
    let stiffness = try config.number(Key.stiffness) ?? request.stiffnessPerUnitMass
    let ratio = try config.number(Key.dampingRatio) ?? request.dampingRatio
    guard Float(stiffness) > 0 else {
      throw .invalidValue(
        key: Key.stiffness.name, value: "\(stiffness)", accepted: "> 0 (setStiffness throws otherwise)")
    }
    guard ratio >= 0 else {
      throw .invalidValue(
        key: Key.dampingRatio.name, value: "\(ratio)", accepted: "≥ 0 (setDampingRatio throws otherwise)")
    }
    if config.text(Key.minimumVisibleChange) != nil, request.settings.minimumVisibleChange != nil {
      throw .conflict("give either --min-visible-change or android's minimumVisibleChange, not both")
    }
    if config.text(Key.minValue) != nil || config.text(Key.maxValue) != nil, request.settings.clamp != nil {
      throw .conflict("give either --clamp or android's minValue/maxValue, not both")
    }
    let change = try config.number(Key.minimumVisibleChange) ?? request.settings.minimumVisibleChange ?? 1
    guard Float(change) > 0 else {
      throw .invalidValue(key: Key.minimumVisibleChange.name, value: "\(change)", accepted: "> 0")
    }
    let lower = try config.number(Key.minValue) ?? request.settings.clampLowerBound
    let upper = try config.number(Key.maxValue) ?? request.settings.clampUpperBound
    bounds = (
      lower.map(Float.init) ?? -Float.greatestFiniteMagnitude, upper.map(Float.init) ?? Float.greatestFiniteMagnitude
    )
    let from = Float(request.from)
    let to = Float(request.to)
    guard from >= bounds.min, from <= bounds.max else {
      throw .unsupportedSpring(
        engine: .spring(Self.name), reason: "the start value must lie between minValue and maxValue")
    }
    guard to >= bounds.min, to <= bounds.max else {
      throw .unsupportedSpring(
        engine: .spring(Self.name), reason: "the final position must lie between minValue and maxValue")
    }
    minimumVisibleChange = Float(change)
    valueThreshold = Double(abs(minimumVisibleChange * Self.thresholdMultiplier))
    velocityThreshold = valueThreshold * Self.velocityThresholdMultiplier
    force = Force(stiffness: Float(stiffness), dampingRatio: Float(ratio), finalPosition: to)
    value = from
    velocity = Float(request.initialVelocity)
    start = EngineFrame(hostTime: 0, engineTime: 0, value: Double(value), velocity: Double(velocity))
  }

  /// The start value and velocity (as floats).
  public var startFrame: EngineFrame { start }

  /// One `doAnimationFrame` at `uptimeMillis() = ⌊hostTime·1000⌋`.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let now = EngineClock.floorMilliseconds(hostTime)
    guard let last = lastFrameMilliseconds else {
      // First frame: only records the time; the value shown is the start value.
      lastFrameMilliseconds = now
      return frame(at: hostTime)
    }
    // (long) (deltaT / durationScale) with durationScale 1: a float quotient.
    let deltaT = Int64(Float(now - last) / 1)
    lastFrameMilliseconds = now
    if let pending = pendingPosition {
      let half = deltaT / 2
      let first = force.updateValues(value: Double(value), velocity: Double(velocity), milliseconds: half)
      force.finalPosition = Double(pending)
      pendingPosition = nil
      let second = force.updateValues(
        value: Double(first.value), velocity: Double(first.velocity), milliseconds: half)
      value = second.value
      velocity = second.velocity
      integratedMilliseconds += 2 * half
    } else {
      let next = force.updateValues(value: Double(value), velocity: Double(velocity), milliseconds: deltaT)
      value = next.value
      velocity = next.velocity
      integratedMilliseconds += deltaT
    }
    value = min(max(value, bounds.min), bounds.max)
    let final = Float(force.finalPosition)
    if Double(abs(velocity)) < velocityThreshold, Double(abs(value - final)) < valueThreshold {
      value = final
      velocity = 0
      isComplete = true
    }
    return frame(at: hostTime)
  }

  private func frame(at hostTime: Double) -> EngineFrame {
    EngineFrame(
      hostTime: hostTime, engineTime: Double(integratedMilliseconds) / 1000, value: Double(value),
      velocity: Double(velocity))
  }

  /// `animateToFinalPosition(target)`: while running, applied in the next frame's half
  /// steps; once ended, a new final position and `start()` from the value at rest.
  public mutating func retarget(to target: Double, at hostTime: Double) {
    guard isComplete else {
      pendingPosition = Float(target)
      return
    }
    force.finalPosition = Double(Float(target))
    isComplete = false
    lastFrameMilliseconds = nil
  }

  /// SpringForce's constants and the stop rule's thresholds.
  public var engineDescription: EngineDescription {
    let zeta = force.dampingRatio
    let branch = zeta > 1 ? "over-damped (ζ > 1)" : (zeta == 1 ? "critical (ζ == 1 exactly)" : "under-damped (ζ < 1)")
    return EngineDescription(
      engine: Self.name,
      source: "androidx.dynamicanimation SpringAnimation/SpringForce (androidx/androidx SpringForce.java "
        + "@ fd79a569, DynamicAnimation.java @ 9db3602f, AnimationHandler.java @ 24607fc9, "
        + "SpringAnimation.java @ b127ea90)",
      parameters: [
        .init("stiffness (float, 1/s²)", .number(Double(Float(force.naturalFrequency * force.naturalFrequency)))),
        .init("dampingRatio (float)", .number(zeta)),
        .init("natural frequency (rad/s)", .number(force.naturalFrequency)),
        .init("branch", .text(branch)),
        .init("minimumVisibleChange", .number(Double(minimumVisibleChange))),
        .init("minValue", .number(Double(bounds.min))),
        .init("maxValue", .number(Double(bounds.max))),
      ],
      stopRule: "|v| < velocityThreshold and |x − final| < valueThreshold (both strict, checked after "
        + "each integrated frame), then x := final, v := 0; first frame only records uptimeMillis()",
      thresholds: [
        .init("valueThreshold = 0.75·minimumVisibleChange", .number(valueThreshold)),
        .init("velocityThreshold = valueThreshold·1000/16 (units/s)", .number(velocityThreshold)),
      ],
      limitations: "skipToEnd(), duration scales other than 1 and start delays are not modelled")
  }
}

extension SpringEngineName {
  /// AndroidX `SpringAnimation` (dynamicanimation).
  public static let android = SpringEngineName(declaring: "android")
}
