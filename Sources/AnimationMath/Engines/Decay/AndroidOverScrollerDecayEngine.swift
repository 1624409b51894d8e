/// AOSP `android.widget.OverScroller` flinging one axis: the spline fling with integer px
/// and the integer-ms animation clock, the clamp at a bound, the overfling (ballistic, then
/// a cubic spring-back), `springBack()`, and the flywheel on a second fling.
///
/// Read (facts only, no code copied) in aosp-mirror/platform_frameworks_base
/// `core/java/android/widget/OverScroller.java` @ 050275cd83f4a66dc3705714ccbe8db025626ce8
/// (`SplineOverScroller`):
/// - the spline tables are ``AndroidFlingSpline``; `DECELERATION_RATE = (float)(ln 0.78 / ln 0.9)`;
///   `mPhysicalCoeff = 9.80665f · 39.37f · (density · 160f) · 0.84f` (float, in that order);
///   scroll friction 0.015f (`ViewConfiguration.getScrollFriction()`); `GRAVITY = 2000f` px/s²;
/// - `fling(start, velocity, min, max, over)` with int px and int px/s:
///   l = ln(float(0.35f·|v| / (friction·coeff))); duration `(int)(1000·e^(l/(rate−1)))` ms;
///   distance `(int)(friction·coeff·e^(rate/(rate−1)·l) · signum v)` px; final = start + distance;
///   a final past min/max becomes the bound and `adjustDuration` rescales the duration by
///   the time table at the distance fraction reached (`mDuration *= timeCoef`, int);
/// - `update()` at `currentAnimationTimeMillis()`: elapsed 0 → nothing drawn (still running
///   if the duration is > 0); elapsed > duration → the phase ends; else SPLINE: position
///   start + Math.round(coef·splineDistance) (the *unclamped* distance), velocity
///   slope·splineDistance/splineDuration·1000; BALLISTIC: v + a·t, v·t + a·t²/2 (float);
///   CUBIC: sign·over·(3t² − 2t³) with t = elapsed/duration, velocity `sign·over·6·(−t + t²)`;
/// - `continueWhenFinished()`: a clamped SPLINE ends at the bound and starts BALLISTIC from
///   it with `(int)` the last velocity (`onEdgeReached`: deceleration ∓2000, raised to
///   v²/(2·over) when v²/4000 > over; duration `−(int)(1000·v/a)` ms; apex start ± (int)distance);
///   a BALLISTIC end starts the CUBIC spring-back from the apex back to the bound
///   (`startSpringback`: duration `(int)(1000·√(2·|Δ|/2000))` ms, incoming velocity ignored);
///   a CUBIC or an unclamped SPLINE end finishes (`finish()`: position = final, velocity kept);
/// - `springback(start, min, max)`: a CUBIC to the nearer bound when outside, else finished;
///   `fling` from outside the bounds: `startAfterEdge` (toward the outside: a bounce fitted
///   on the ballistic curve from the edge, `fitOnBounceCurve`; inward and far enough: a
///   spline fling bounded by the start; else a spring-back).
/// - `OverScroller.fling` (the flywheel, on by default): while not finished, a fling whose
///   velocity has the sign of the current `mCurrVelocity` adds it: `v = (int)(v + mCurrVelocity)`.
///
/// Choices (stated, not source facts): the fling is called at host time 0 (clock 0 ms) and
/// each frame calls `computeScrollOffset()` at ⌊host time in ms⌋ (`EngineClock.floorMilliseconds`);
/// the start, bounds, over and velocities are truncated toward zero to Java ints as a
/// caller's `(int)` cast does (infinite bounds are `Integer.MIN_VALUE`/`MAX_VALUE`); the
/// second fling (`reflingTime`, `reflingVelocity`) is called from the last drawn position
/// just before the first frame at or after its time (input is handled before animation
/// in a Choreographer frame), and the run is not complete before it has happened. The
/// velocity column is the source's `mCurrVelocity`: in the CUBIC phase that is its
/// `sign·over·6(t² − t)`, not px/s (reproduced as is).
///
/// ``handOff`` is the CUBIC spring-back's start (the frame on which it is set up, its
/// time, the apex or start value, velocity 0: the cubic starts at rest); the ballistic
/// phase's start is ``ballisticHandOff`` (value the bound, velocity the int velocity carried).
public struct AndroidOverScrollerDecayEngine: DecayEngine {
  /// `android`.
  public static let name = DecayEngineName.android
  /// For help.
  public static let summary: String? =
    "OverScroller: 100-sample spline, int px, int-ms clock; clamp (duration rescaled), or overfling and cubic spring-back with --overscroll; flywheel."
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `density`.
    public static let density = EngineConfigurationKey(
      "density", "DisplayMetrics.density, px per dp (default 1: 160 dpi); PHYSICAL_COEF uses density·160")
    /// `friction`.
    public static let friction = EngineConfigurationKey(
      "friction", "setFriction, the scroll friction (default 0.015, ViewConfiguration)")
    /// `over`.
    public static let over = EngineConfigurationKey(
      "over", "fling's over: overfling distance past a bound, px (default 0: clamp)")
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
  public static let configurationKeys = [
    Key.density, Key.friction, Key.over, Key.flywheel, Key.reflingTime, Key.reflingVelocity,
  ]
  /// `--density`, `--friction`, `--overscroll`.
  public static let settingKeys: [DecaySetting: DecaySettingKey] = [
    .density: DecaySettingKey(Key.density),
    .friction: DecaySettingKey(Key.friction),
    .overscroll: DecaySettingKey(Key.over),
  ]
  /// `units/s` (int px/s).
  public static let internalVelocityUnit = "px/s (int), float mCurrVelocity"

  /// `ViewConfiguration.getScrollFriction()`.
  static let defaultFriction: Float = 0.015
  /// `SensorManager.GRAVITY_EARTH`, m/s².
  static let gravityEarth: Float = 9.80665
  /// `DECELERATION_RATE`.
  public static let decelerationRate = Float(Libm.log(0.78) / Libm.log(0.9))
  /// `GRAVITY`, px/s².
  static let gravity: Float = 2000
  /// The largest |start|, |bound| and over accepted, px: far from Java int overflow.
  static let positionLimit = 1e9
  /// The largest |velocity| accepted, px/s.
  static let velocityLimit = 1e6

  /// `mPhysicalCoeff`.
  let physicalCoefficient: Float
  /// `mFlingFriction`.
  public let friction: Float
  /// The fling's duration as set up by `fling()` (after any `adjustDuration`), ms.
  package let flingDuration: Int32
  /// `getSplineFlingDistance` · sign, truncated: the unclamped spline distance, px.
  package let splineDistance: Int32
  /// The ballistic phase's start, once reached.
  package private(set) var ballisticHandOff: DecayHandOff?
  /// The CUBIC spring-back's start, once reached.
  public private(set) var handOff: DecayHandOff?
  /// The second fling's velocity after the flywheel rule (int px/s), once it was made.
  package private(set) var secondFlingVelocity: Int32?

  private var axis: Axis
  private let bounds: (min: Int32, max: Int32)
  private let over: Int32
  private let flywheel: Bool
  private var refling: (milliseconds: Int64, velocity: Int32)?
  private var otherAxisFinished: Bool
  private var frameIndex = 0
  private let start: EngineFrame
  private let projected: Double

  /// Resolves the scroller and starts the fling (or `springBack()` for a start outside
  /// the bounds with zero velocity).
  public init(_ request: DecayRequest) throws(EngineError) {
    try request.validate(allowsStartOutsideBounds: true)
    try request.configuration.requireKnown(Self.configurationKeys, by: .decay(Self.name))
    let density = Float(try request.positive(Key.density, default: 1))
    friction = Float(try request.positive(Key.friction, default: Double(Self.defaultFriction)))
    guard density.isFinite, friction.isFinite else {
      throw .invalidInput("android: density and friction must be finite floats")
    }
    let overValue = try request.configuration.number(Key.over) ?? 0
    guard overValue >= 0, overValue <= Self.positionLimit else {
      throw .invalidValue(key: Key.over.name, value: "\(overValue)", accepted: "0 ≤ over ≤ \(Self.positionLimit) px")
    }
    over = JavaArithmetic.int(overValue)
    flywheel = try request.configuration.flag(Key.flywheel) ?? true
    func limited(_ value: Double, _ limit: Double, _ what: String) throws(EngineError) -> Int32 {
      guard abs(value) <= limit else {
        throw .invalidInput("android: |\(what)| must be ≤ \(limit) (Java int arithmetic); got \(value)")
      }
      return JavaArithmetic.int(value)
    }
    let from = try limited(request.from, Self.positionLimit, "start")
    let velocity = try limited(request.initialVelocity, Self.velocityLimit, "velocity")
    let lower =
      request.bounds.lower == -.infinity
      ? Int32.min : try limited(request.bounds.lower, Self.positionLimit, "lower bound")
    let upper =
      request.bounds.upper == .infinity
      ? Int32.max : try limited(request.bounds.upper, Self.positionLimit, "upper bound")
    bounds = (lower, upper)
    switch (try request.configuration.number(Key.reflingTime), try request.configuration.number(Key.reflingVelocity)) {
    case (nil, nil): refling = nil
    case (let time?, let speed?):
      guard time > 0 else { throw .invalidValue(key: Key.reflingTime.name, value: "\(time)", accepted: "a time > 0 s") }
      refling = (EngineClock.floorMilliseconds(time), try limited(speed, Self.velocityLimit, Key.reflingVelocity.name))
    default: throw .invalidInput("android: reflingTime and reflingVelocity go together")
    }
    let ppi = density * 160
    physicalCoefficient = Self.gravityEarth * 39.37 * ppi * 0.84
    axis = Axis(flingFriction: friction, physicalCoeff: physicalCoefficient)
    let outside = from < lower || from > upper
    if outside && velocity == 0 {
      _ = axis.springback(from, min: lower, max: upper, now: 0)
      otherAxisFinished = true
    } else {
      axis.fling(from, velocity: velocity, min: lower, max: upper, over: over, now: 0)
      otherAxisFinished = false
    }
    flingDuration = axis.duration
    splineDistance = axis.splineDistance
    projected = outside ? Double(from < lower ? lower : upper) : Double(from) + Double(axis.splineDistance)
    start = EngineFrame(hostTime: 0, engineTime: 0, value: Double(from), velocity: Double(axis.currVelocity))
    record()
  }

  /// The start position (int) and `mCurrVelocity`.
  public var startFrame: EngineFrame { start }

  /// start + the unclamped spline distance (int px); for a start outside, the bound.
  public var modelRestPosition: Double? { projected }

  /// True once the scroller has finished and any second fling has been made.
  public var isComplete: Bool { axis.finished && refling == nil }

  /// One `computeScrollOffset()` at ⌊hostTime·1000⌋ ms, after the second fling if due.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    frameIndex += 1
    let now = EngineClock.floorMilliseconds(hostTime)
    if let second = refling, now >= second.milliseconds {
      refling = nil
      var speed = second.velocity
      if flywheel, !(axis.finished && otherAxisFinished),
        JavaArithmetic.signum(Float(speed)) == JavaArithmetic.signum(axis.currVelocity)
      {
        speed = JavaArithmetic.int(Float(speed) + axis.currVelocity)
      }
      secondFlingVelocity = speed
      axis.fling(axis.current, velocity: speed, min: bounds.min, max: bounds.max, over: over, now: second.milliseconds)
      otherAxisFinished = false
      record()
    }
    if !axis.finished {
      if !axis.update(now: now) {
        if !axis.continueWhenFinished(now: now) { axis.finish() }
      }
      otherAxisFinished = true
    }
    record()
    return EngineFrame(
      hostTime: hostTime, engineTime: Double(now) / 1000, value: Double(axis.current),
      velocity: Double(axis.currVelocity))
  }

  /// Turns the axis's phase-change events into hand-off records on this frame.
  private mutating func record() {
    for event in axis.events {
      let record = DecayHandOff(
        frameIndex: frameIndex, time: Double(event.milliseconds) / 1000, value: Double(event.value),
        velocity: Double(event.velocity), target: Double(event.target), phase: event.phase.rawValue)
      switch event.phase {
      case .ballistic: ballisticHandOff = record
      case .cubic: handOff = record
      case .spline: break
      }
    }
    axis.events.removeAll()
  }
}

extension AndroidOverScrollerDecayEngine {
  /// `SplineOverScroller`'s phases.
  enum Phase: String, Sendable {
    case spline = "SPLINE"
    case ballistic = "BALLISTIC (overfling)"
    case cubic = "CUBIC spring-back"
  }

  /// A phase start: when (ms, the phase's start time), from where, with what velocity, to where.
  struct Event: Sendable {
    var phase: Phase
    var milliseconds: Int64
    var value: Int32
    var velocity: Float
    var target: Int32
  }

  /// One `SplineOverScroller` (int px, int ms, float velocity), with Java's wrapping int
  /// arithmetic (`&+`, `&-`, `&*`).
  struct Axis: Sendable {
    var start: Int32 = 0
    var current: Int32 = 0
    var final: Int32 = 0
    var velocity: Int32 = 0
    var currVelocity: Float = 0
    var deceleration: Float = 0
    var startTime: Int64 = 0
    var duration: Int32 = 0
    var splineDuration: Int32 = 0
    var splineDistance: Int32 = 0
    var finished = true
    var over: Int32 = 0
    var state = Phase.spline
    let flingFriction: Float
    let physicalCoeff: Float
    var events: [Event] = []

    init(flingFriction: Float, physicalCoeff: Float) {
      self.flingFriction = flingFriction
      self.physicalCoeff = physicalCoeff
    }

    static func deceleration(_ velocity: Int32) -> Float {
      velocity > 0 ? -AndroidOverScrollerDecayEngine.gravity : AndroidOverScrollerDecayEngine.gravity
    }

    func splineDeceleration(_ velocity: Int32) -> Double {
      Libm.log(Double(inflexionTimes(velocity) / (flingFriction * physicalCoeff)))
    }

    private func inflexionTimes(_ velocity: Int32) -> Float {
      AndroidFlingSpline.inflexion * Float(velocity.magnitude)
    }

    func splineFlingDistance(_ velocity: Int32) -> Double {
      let l = splineDeceleration(velocity)
      let rate = Double(AndroidOverScrollerDecayEngine.decelerationRate)
      return Double(flingFriction * physicalCoeff) * Libm.exp(rate / (rate - 1) * l)
    }

    func splineFlingDuration(_ velocity: Int32) -> Int32 {
      let l = splineDeceleration(velocity)
      let decelMinusOne = Double(AndroidOverScrollerDecayEngine.decelerationRate) - 1
      return JavaArithmetic.int(1000 * Libm.exp(l / decelMinusOne))
    }

    mutating func adjustDuration(start: Int32, oldFinal: Int32, newFinal: Int32) {
      let x = abs(Float(newFinal &- start) / Float(oldFinal &- start))
      if let coefficient = AndroidFlingSpline.shared.timeFraction(atDistanceFraction: x) {
        duration = JavaArithmetic.int(Float(duration) * coefficient)
      }
    }

    mutating func springback(_ start: Int32, min: Int32, max: Int32, now: Int64) -> Bool {
      finished = true
      current = start
      self.start = start
      final = start
      velocity = 0
      startTime = now
      duration = 0
      if start < min {
        startSpringback(start, end: min)
      } else if start > max {
        startSpringback(start, end: max)
      }
      return !finished
    }

    mutating func startSpringback(_ start: Int32, end: Int32) {
      finished = false
      state = .cubic
      current = start
      self.start = start
      final = end
      let delta = start &- end
      deceleration = Self.deceleration(delta)
      velocity = 0 &- delta
      over = Int32(truncatingIfNeeded: abs(Int64(delta)))
      duration = JavaArithmetic.int(1000 * (-2 * Double(delta) / Double(deceleration)).squareRoot())
      events.append(Event(phase: .cubic, milliseconds: startTime, value: start, velocity: 0, target: end))
    }

    mutating func fling(_ start: Int32, velocity: Int32, min: Int32, max: Int32, over: Int32, now: Int64) {
      self.over = over
      finished = false
      currVelocity = Float(velocity)
      self.velocity = velocity
      duration = 0
      splineDuration = 0
      startTime = now
      current = start
      self.start = start
      if start > max || start < min {
        startAfterEdge(start, min: min, max: max, velocity: velocity, now: now)
        return
      }
      state = .spline
      var totalDistance = 0.0
      if velocity != 0 {
        duration = splineFlingDuration(velocity)
        splineDuration = duration
        totalDistance = splineFlingDistance(velocity)
      }
      splineDistance = JavaArithmetic.int(totalDistance * Double(JavaArithmetic.signum(Float(velocity))))
      final = start &+ splineDistance
      if final < min {
        adjustDuration(start: start, oldFinal: final, newFinal: min)
        final = min
      }
      if final > max {
        adjustDuration(start: start, oldFinal: final, newFinal: max)
        final = max
      }
    }

    mutating func fitOnBounceCurve(start: Int32, end: Int32, velocity: Int32) {
      let durationToApex = Float(0 &- velocity) / deceleration
      let velocitySquared = Float(velocity) * Float(velocity)
      let distanceToApex = velocitySquared / 2 / abs(deceleration)
      let distanceToEdge = Float(abs(Int64(end &- start)))
      let totalDuration = Float((2 * Double(distanceToApex + distanceToEdge) / Double(abs(deceleration))).squareRoot())
      startTime -= Int64(JavaArithmetic.int(1000 * (totalDuration - durationToApex)))
      current = end
      self.start = end
      self.velocity = JavaArithmetic.int(-deceleration * totalDuration)
    }

    mutating func startAfterEdge(_ start: Int32, min: Int32, max: Int32, velocity: Int32, now: Int64) {
      if start > min && start < max {
        finished = true
        return
      }
      let positive = start > max
      let edge = positive ? max : min
      let overDistance = start &- edge
      if overDistance &* velocity >= 0 {
        deceleration = Self.deceleration(velocity == 0 ? start &- edge : velocity)
        fitOnBounceCurve(start: start, end: edge, velocity: velocity)
        onEdgeReached()
      } else if splineFlingDistance(velocity) > Double(abs(Int64(overDistance))) {
        fling(start, velocity: velocity, min: positive ? min : start, max: positive ? start : max, over: over, now: now)
      } else {
        startSpringback(start, end: edge)
      }
    }

    mutating func onEdgeReached() {
      let velocitySquared = Float(velocity) * Float(velocity)
      var distance = velocitySquared / (2 * abs(deceleration))
      let sign = JavaArithmetic.signum(Float(velocity))
      if distance > Float(over) {
        deceleration = -sign * velocitySquared / (2 * Float(over))
        distance = Float(over)
      }
      over = JavaArithmetic.int(distance)
      state = .ballistic
      final = start &+ JavaArithmetic.int(velocity > 0 ? distance : -distance)
      duration = 0 &- JavaArithmetic.int(1000 * Float(velocity) / deceleration)
      events.append(
        Event(phase: .ballistic, milliseconds: startTime, value: start, velocity: Float(velocity), target: final))
    }

    mutating func continueWhenFinished(now: Int64) -> Bool {
      switch state {
      case .spline:
        guard duration < splineDuration else { return false }
        current = final
        start = final
        velocity = JavaArithmetic.int(currVelocity)
        deceleration = Self.deceleration(velocity)
        startTime += Int64(duration)
        onEdgeReached()
      case .ballistic:
        startTime += Int64(duration)
        startSpringback(final, end: start)
      case .cubic:
        return false
      }
      _ = update(now: now)
      return true
    }

    mutating func update(now: Int64) -> Bool {
      let currentTime = now - startTime
      if currentTime == 0 { return duration > 0 }
      if currentTime > Int64(duration) { return false }
      let distance: Float
      switch state {
      case .spline:
        let t = Float(currentTime) / Float(splineDuration)
        let (coefficient, slope) = AndroidFlingSpline.shared.sample(t)
        distance = coefficient * Float(splineDistance)
        currVelocity = slope * Float(splineDistance) / Float(splineDuration) * 1000
      case .ballistic:
        let t = Float(currentTime) / 1000
        currVelocity = Float(velocity) + deceleration * t
        distance = Float(velocity) * t + deceleration * t * t / 2
      case .cubic:
        let t = Float(currentTime) / Float(duration)
        let t2 = t * t
        let sign = JavaArithmetic.signum(Float(velocity))
        distance = sign * Float(over) * (3 * t2 - 2 * t * t2)
        currVelocity = sign * Float(over) * 6 * (-t + t2)
      }
      current = start &+ Int32(truncatingIfNeeded: JavaArithmetic.round(Double(distance)))
      return true
    }

    mutating func finish() {
      current = final
      finished = true
    }
  }
}

extension DecayEngineName {
  /// AOSP `OverScroller`: its spline, int px, int-ms clock, overfling and spring-back, flywheel.
  public static let android = DecayEngineName(declaring: "android")
}
