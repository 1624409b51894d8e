/// AOSP `android.widget.Scroller` flinging one axis: the same spline as OverScroller, but
/// Scroller's own fling rules (float speed, a rounded final position pinned to the bounds,
/// no overfling and no spring-back), integer px and the integer-ms animation clock.
///
/// Read (facts only, no code copied) in aosp-mirror/platform_frameworks_base
/// `core/java/android/widget/Scroller.java` @ 14de557208de07e2790a0c88dea110ea26d28d5d:
/// - the spline constants and tables are OverScroller's (``AndroidFlingSpline``; INFLEXION
///   0.35, tensions 0.5 and 1, `DECELERATION_RATE = (float)(ln 0.78/ln 0.9)`); the physical
///   coefficient is `computeDeceleration(0.84f) = 9.80665f · 39.37f · (density·160f) · 0.84f`;
///   friction 0.015f;
/// - `fling`: the speed is a float, `hypot(vx, vy)` (|v| on one axis); l = ln(0.35f·speed /
///   (friction·coeff)); duration `(int)(1000·e^(l/(rate−1)))` ms; `mDistance =
///   (int)(distance · signum(speed))` (≥ 0: a speed); final = start + `(int)Math.round(distance·(v/speed))`,
///   then pinned into [min, max] (the curve is shrunk to the pinned final; the duration is kept);
/// - `computeScrollOffset()` at `currentAnimationTimeMillis()`: while `timePassed <
///   duration`, t = timePassed/duration, position start + `Math.round(coef·(final − start))`
///   (float) pinned to [min, max], `mCurrVelocity = slope·mDistance/duration·1000`, and the
///   fling finishes on the frame where the rounded position equals final; at or past the
///   duration the position is final and it finishes (velocity left as it was);
/// - the flywheel (`mFlywheel`, on for apps targeting Honeycomb or later): a fling while not
///   finished projects `getCurrVelocity()` (= mCurrVelocity) on the old direction
///   (final − start)/|final − start| and, when the signs agree, adds it: `v = (int)(v + that)`.
///
/// Choices (stated): the clock, int truncations and the second fling (`reflingTime`,
/// `reflingVelocity`) are as in ``AndroidOverScrollerDecayEngine``. The velocity column is
/// `mCurrVelocity` signed by the fling's direction (Scroller itself reports the speed);
/// the start row shows the fling's int velocity. A start outside the bounds is refused
/// (Scroller has no spring-back; it would pin the first frame to the bound).
public struct AndroidScrollerDecayEngine: DecayEngine {
  /// `android-scroller`.
  public static let name = DecayEngineName.androidScroller
  /// For help.
  public static let summary: String? =
    "Scroller: the OverScroller spline, int px, int-ms clock; final pinned to the bounds (curve shrunk), done when reached; flywheel."
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `density`.
    public static let density = EngineConfigurationKey(
      "density", "DisplayMetrics.density, px per dp (default 1: 160 dpi)")
    /// `friction`.
    public static let friction = EngineConfigurationKey("friction", "setFriction, the scroll friction (default 0.015)")
    /// `flywheel`.
    public static let flywheel = EngineConfigurationKey(
      "flywheel", "true|false: a same-direction second fling adds the current velocity (default true)")
    /// `reflingTime`.
    public static let reflingTime = EngineConfigurationKey(
      "reflingTime", "host time of a second fling(), s (> 0; needs reflingVelocity)")
    /// `reflingVelocity`.
    public static let reflingVelocity = EngineConfigurationKey(
      "reflingVelocity", "the second fling's velocity, px/s (int)")
  }
  /// The scroller's settings and the second fling.
  public static let configurationKeys = [Key.density, Key.friction, Key.flywheel, Key.reflingTime, Key.reflingVelocity]
  /// `--density`, `--friction`.
  public static let settingKeys: [DecaySetting: DecaySettingKey] = [
    .density: DecaySettingKey(Key.density),
    .friction: DecaySettingKey(Key.friction),
  ]
  /// int px/s in, float speed inside.
  public static let internalVelocityUnit = "px/s (int in, float speed)"

  /// `mPhysicalCoeff`.
  let physicalCoefficient: Float
  /// `mFlingFriction`.
  public let friction: Float
  /// The first fling's `mDuration`, ms.
  package private(set) var flingDuration: Int32 = 0
  /// The first fling's final position before pinning, px.
  private(set) var unpinnedFinal: Int32 = 0

  /// The second fling's velocity after the flywheel rule (int px/s), once it was made.
  package private(set) var secondFlingVelocity: Int32?

  private var startPosition: Int32 = 0
  private var current: Int32
  private var final: Int32 = 0
  private var duration: Int32 = 0
  private var distance: Int32 = 0
  private var currVelocity: Float = 0
  private var direction: Float = 1
  private var startTime: Int64 = 0
  private var finished = true
  private let bounds: (min: Int32, max: Int32)
  private let flywheel: Bool
  private var refling: (milliseconds: Int64, velocity: Int32)?
  private let start: EngineFrame

  /// Resolves the scroller and starts the fling.
  public init(_ request: DecayRequest) throws(EngineError) {
    try request.validate()
    try request.configuration.requireKnown(Self.configurationKeys, by: .decay(Self.name))
    let density = Float(try request.positive(Key.density, default: 1))
    friction = Float(
      try request.positive(Key.friction, default: Double(AndroidOverScrollerDecayEngine.defaultFriction)))
    guard density.isFinite, friction.isFinite else {
      throw .invalidInput("android-scroller: density and friction must be finite floats")
    }
    flywheel = try request.configuration.flag(Key.flywheel) ?? true
    func limited(_ value: Double, _ limit: Double, _ what: String) throws(EngineError) -> Int32 {
      guard abs(value) <= limit else {
        throw .invalidInput("android-scroller: |\(what)| must be ≤ \(limit) (Java int arithmetic); got \(value)")
      }
      return JavaArithmetic.int(value)
    }
    let positionLimit = AndroidOverScrollerDecayEngine.positionLimit
    let velocityLimit = AndroidOverScrollerDecayEngine.velocityLimit
    let from = try limited(request.from, positionLimit, "start")
    let velocity = try limited(request.initialVelocity, velocityLimit, "velocity")
    bounds = (
      request.bounds.lower == -.infinity ? Int32.min : try limited(request.bounds.lower, positionLimit, "lower bound"),
      request.bounds.upper == .infinity ? Int32.max : try limited(request.bounds.upper, positionLimit, "upper bound")
    )
    switch (try request.configuration.number(Key.reflingTime), try request.configuration.number(Key.reflingVelocity)) {
    case (nil, nil): refling = nil
    case (let time?, let speed?):
      guard time > 0 else { throw .invalidValue(key: Key.reflingTime.name, value: "\(time)", accepted: "a time > 0 s") }
      refling = (EngineClock.floorMilliseconds(time), try limited(speed, velocityLimit, Key.reflingVelocity.name))
    default: throw .invalidInput("android-scroller: reflingTime and reflingVelocity go together")
    }
    physicalCoefficient = AndroidOverScrollerDecayEngine.gravityEarth * 39.37 * (density * 160) * 0.84
    current = from
    start = EngineFrame(hostTime: 0, engineTime: 0, value: Double(from), velocity: Double(velocity))
    unpinnedFinal = fling(from, velocity: velocity, now: 0).unpinned
    flingDuration = duration
  }

  /// The start position (int) and the fling's int velocity.
  public var startFrame: EngineFrame { start }

  /// The first fling's final before pinning: start + `Math.round(distance·direction)`.
  public var modelRestPosition: Double? { Double(unpinnedFinal) }

  /// True once finished and any second fling has been made.
  public var isComplete: Bool { finished && refling == nil }

  private func splineDeceleration(_ speed: Float) -> Double {
    Libm.log(Double(AndroidFlingSpline.inflexion * abs(speed) / (friction * physicalCoefficient)))
  }

  /// `Scroller.fling` on one axis; returns the final before pinning and the velocity
  /// after the flywheel rule.
  private mutating func fling(_ from: Int32, velocity: Int32, now: Int64) -> (unpinned: Int32, velocity: Int32) {
    var velocity = velocity
    if flywheel, !finished {
      let dx = Float(final &- startPosition)
      let oldVelocity = dx / abs(dx) * currVelocity
      if JavaArithmetic.signum(Float(velocity)) == JavaArithmetic.signum(oldVelocity) {
        velocity = JavaArithmetic.int(Float(velocity) + oldVelocity)
      }
    }
    finished = false
    let speed = Float(velocity.magnitude)
    let rate = Double(AndroidOverScrollerDecayEngine.decelerationRate)
    let l = splineDeceleration(speed)
    duration = JavaArithmetic.int(1000 * Libm.exp(l / (rate - 1)))
    startTime = now
    startPosition = from
    direction = speed == 0 ? 1 : Float(velocity) / speed
    let totalDistance = Double(friction * physicalCoefficient) * Libm.exp(rate / (rate - 1) * l)
    distance = JavaArithmetic.int(totalDistance * Double(JavaArithmetic.signum(speed)))
    let unpinned = from &+ Int32(truncatingIfNeeded: JavaArithmetic.round(totalDistance * Double(direction)))
    final = max(min(unpinned, bounds.max), bounds.min)
    return (unpinned, velocity)
  }

  /// One `computeScrollOffset()` at ⌊hostTime·1000⌋ ms, after the second fling if due.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let now = EngineClock.floorMilliseconds(hostTime)
    if let second = refling, now >= second.milliseconds {
      refling = nil
      secondFlingVelocity = fling(current, velocity: second.velocity, now: second.milliseconds).velocity
    }
    if !finished {
      let passed = JavaArithmetic.int(Double(now - startTime))
      if passed < duration {
        let t = Float(passed) / Float(duration)
        let (coefficient, slope) = AndroidFlingSpline.shared.sample(t)
        currVelocity = slope * Float(distance) / Float(duration) * 1000
        current = startPosition &+ JavaArithmetic.round(coefficient * Float(final &- startPosition))
        current = max(min(current, bounds.max), bounds.min)
        if current == final { finished = true }
      } else {
        current = final
        finished = true
      }
    }
    return EngineFrame(
      hostTime: hostTime, engineTime: Double(now) / 1000, value: Double(current),
      velocity: Double(direction * currVelocity))
  }
}

extension DecayEngineName {
  /// AOSP `Scroller`: the same spline with Scroller's fling rules (no overfling).
  public static let androidScroller = DecayEngineName(declaring: "android-scroller")
}
