/// motion's `inertia()` keyframe generator: an exponential approach to a projected target,
/// and, once a sampled value is past a bound, motion's spring to the nearest bound.
///
/// Read (facts only, no code copied) in motiondivision/motion v13.1.1
/// @ 1b037b0032578b52af94b06ff3920bfa0aaa5e36,
/// `packages/motion-dom/src/animation/generators/inertia.ts` and
/// `generators/utils/velocity.ts`:
/// - amplitude A = power·v (v in units/s), ideal = origin + A, target = modifyTarget(ideal);
///   when the target differs from the ideal, A = target − origin;
/// - at generator time t ms: delta = −A·e^(−t/τ), value = target + delta; done when
///   |delta| ≤ restDelta, and then the value is the target;
/// - the generator is stateful: each `next(t)` before a spring exists applies the friction
///   at t and then checks the value just computed; the first value outside [min, max]
///   creates motion's spring (``MotionSpringAnimation``, v13 rules) from that value to the
///   nearest bound (min when only min is set; on a tie the max) with stiffness
///   `bounceStiffness`, damping `bounceDamping`, mass 1, `restDelta` and `restSpeed` passed
///   on, and with velocity `velocityPerSecond(value − x(max(t − 5, 0)), t − max(t − 5, 0))`
///   (a 5 ms backward difference of the friction curve, units/s; 0 at t = 0). From then on
///   `next(t)` for t ≥ that time is the spring at t − (that time), earlier t the friction;
/// - the check also runs once when the generator is created, at t = 0 on the origin: a
///   start outside the bounds is the spring at once with velocity 0.
struct MotionInertiaGenerator: Sendable {
  /// The options `inertia()` reads (times in ms, velocities in units/s).
  struct Options: Sendable {
    var power: Double
    var timeConstant: Double
    var bounceStiffness: Double
    var bounceDamping: Double
    var restDelta: Double
    var restSpeed: Double?
    var snapTo: Double?
    var bounds: DecayBounds
    /// The spring generator of the bound spring (v12: the 5 ms backward-difference rest test).
    var version: MotionSpringAnimation.Version = .v13
  }

  let options: Options
  let origin: Double
  /// modifyTarget(origin + power·v).
  let target: Double
  /// A (units).
  let amplitude: Double
  private(set) var value: Double
  private(set) var done = false
  /// The generator time (ms) at which the spring took over, once it has.
  private(set) var timeReachedBoundary: Double?
  /// The spring after the bound was caught.
  private(set) var spring: MotionSpringAnimation?
  /// The velocity the spring started with, units/s.
  private(set) var springVelocity = 0.0

  /// The generator for a fling from `origin` at `velocity` units/s; the start check runs here.
  init(origin: Double, velocity: Double, options: Options) {
    self.options = options
    self.origin = origin
    var amplitude = options.power * velocity
    let ideal = origin + amplitude
    let target = options.snapTo.map { JSEngineSupport.jsRound(ideal / $0) * $0 } ?? ideal
    // `if (target !== ideal) amplitude = target - origin`: an exact comparison in the source.
    if target != ideal { amplitude = target - origin }
    self.target = target
    self.amplitude = amplitude
    value = origin
    catchBoundary(at: 0)
  }

  /// −A·e^(−t/τ).
  func delta(_ t: Double) -> Double { -amplitude * Libm.exp(-t / options.timeConstant) }

  /// target + delta(t).
  func latest(_ t: Double) -> Double { target + delta(t) }

  /// The friction curve's slope at t, units/s.
  func frictionVelocity(_ t: Double) -> Double { -delta(t) / options.timeConstant * 1000 }

  private mutating func applyFriction(_ t: Double) {
    let d = delta(t)
    done = abs(d) <= options.restDelta
    value = done ? target : latest(t)
  }

  private func nearestBoundary(_ v: Double) -> Double {
    let bounds = options.bounds
    if bounds.lower == -.infinity { return bounds.upper }
    if bounds.upper == .infinity { return bounds.lower }
    return abs(bounds.lower - v) < abs(bounds.upper - v) ? bounds.lower : bounds.upper
  }

  private mutating func catchBoundary(at t: Double) {
    guard !options.bounds.contains(value) else { return }
    let previous = max(t - 5, 0)
    let span = t - previous
    springVelocity = span != 0 ? (value - latest(previous)) * (1000 / span) : 0
    let springOptions = MotionSpringAnimation.Options(
      stiffness: options.bounceStiffness, damping: options.bounceDamping, mass: 1,
      restSpeed: options.restSpeed, restDelta: options.restDelta, durationKeys: nil)
    // The spring's parameters were validated when the engine resolved them and the state
    // is finite, so this cannot fail; on failure the friction simply goes on.
    guard
      let created = try? MotionSpringAnimation(
        version: options.version, options: springOptions, from: value, to: nearestBoundary(value),
        velocity: springVelocity)
    else { return }
    timeReachedBoundary = t
    spring = created
  }

  /// `next(t)` at generator time t ms: the value, whether it is done, and the active
  /// phase's analytic velocity (units/s; 0 once done).
  mutating func next(_ t: Double) -> (value: Double, done: Bool, velocity: Double) {
    var updated = false
    if spring == nil, timeReachedBoundary == nil {
      updated = true
      applyFriction(t)
      catchBoundary(at: t)
    }
    if let start = timeReachedBoundary, let spring, t >= start {
      let (value, done) = spring.next(t - start)
      return (value, done, done ? 0 : spring.curve(t - start).velocity)
    }
    if !updated { applyFriction(t) }
    return (value, done, done ? 0 : frictionVelocity(t))
  }

  /// `calcGeneratorDuration`: the first multiple of 50 ms at which `next` is done,
  /// ∞ when not done before 20 000 ms. Mutates the generator as the probe does.
  mutating func probeDuration() -> Double {
    var duration = 0.0
    var state = next(duration)
    while !state.done, duration < 20_000 {
      duration += 50
      state = next(duration)
    }
    return duration >= 20_000 ? .infinity : duration
  }
}
