/// react-native-reanimated 4 `withSpring`: the closed form restarted every frame from the
/// current state over Δt = min(now − last, 64) ms, stopped by an energy ratio.
///
/// Sources: software-mansion/react-native-reanimated,
/// `packages/react-native-reanimated/src/animation/spring/spring.ts`
/// @ 01e4626eaf1e4038f3ab69a98ff08ba7d056e2ee (`withSpring`, `springOnFrame`, `onStart`),
/// `src/animation/spring/springUtils.ts` @ 0893dd90898156277b8708ff82ad3f724f259f4b
/// (`initialCalculations`, `calculateNewStiffnessToMatchDuration`, `bisectRoot`,
/// `scaleZetaToMatchClamps`, `getEnergy`, `isAnimationTerminatingCalculation`),
/// `src/animation/spring/springConfigs.ts` @ 178a31ed65564231c85b157b915dccec574404bf
/// (`GentleSpringConfig`), `src/valueSetter.ts` @ 06dfaa17704bd3762820c20f89080a5d1ad49750.
///
/// - **Parameters.** Defaults k 900, c 120, m 4 (`GentleSpringConfig`). Duration mode
///   when `duration` or `dampingRatio` is given (defaults 550 ms, ζ 1, m 4): the stiffness
///   is bisected on [2⁻⁵², 8000] (≤ 100 halvings, precision energyThreshold·10⁻³) so that
///   the energy fraction of the critically damped envelope
///   x(t) = (x0 + (v0 + x0·a)t)e^(−a t), a = ζ√(k/m), at 1.5·duration equals the threshold.
///   `clamp.min`/`clamp.max` (duration mode) raise ζ to max(ζ, |ln r1|/π, |ln r2|/(2π))
///   (r1 = |second bound − to|/|x0|, r2 = |first bound − to|/|x0|, the first bound being
///   the one on the start's side), so that the first overshoot and the first swing back
///   stay inside the clamp. `onStart` raises only ζ: ω1 = ω0·√(1 − ζ²) of the configured
///   ratio is kept, and each frame pairs the raised envelope e^(−ζ'ω0t) with it (a raised
///   ζ' ≥ 1 takes the critical formula).
///   Without keys the request's spring is used as k, c, m.
/// - **Clock.** `onStart` and an immediate step at the current timestamp (Δt = 0), then
///   one step per frame with the frame timestamp (ms, not rounded); Δt = min(now − last,
///   64) ms.
/// - **Integrator.** Each frame restarts the closed form from (x, v) over Δt, exact
///   apart from rounding and the cap; ζ ≥ 1 uses the critical formula at ω0.
/// - **Stop rule.** E/E0 ≤ energyThreshold (6e-9) with E = ½k(to − x)² + ½m v², E0 from
///   the start displacement and the *configured* velocity; or overshoot clamping and x
///   outside the start–target segment. Then x := to, v := 0.
/// - **Retarget** (a new `withSpring` on the value): v = previous velocity + configured
///   velocity, the clock continues from the previous frame; a retarget to the same target
///   continues the previous animation (not modelled beyond keeping it).
/// - A start at the target value finishes at once. Velocity in units/s.
///
/// Not modelled: reduce motion, non-numeric values, worklet/JS thread timing.
public struct ReanimatedEngine: SpringEngine {
  /// `reanimated`.
  public static let name = SpringEngineName.reanimated
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `stiffness`.
    public static let stiffness = EngineConfigurationKey("stiffness", "stiffness (default 900)")
    /// `damping`.
    public static let damping = EngineConfigurationKey("damping", "damping coefficient (default 120)")
    /// `mass`.
    public static let mass = EngineConfigurationKey("mass", "mass (default 4)")
    /// `duration`.
    public static let duration = EngineConfigurationKey(
      "duration", "perceptual duration, ms (duration mode; default 550)")
    /// `dampingRatio`.
    public static let dampingRatio = EngineConfigurationKey("dampingRatio", "damping ratio (duration mode; default 1)")
    /// `velocity`.
    public static let velocity = EngineConfigurationKey("velocity", "initial velocity, units/s (default 0)")
    /// `overshootClamping`.
    public static let overshootClamping = EngineConfigurationKey(
      "overshootClamping", "stop once outside the start–target segment")
    /// `energyThreshold`.
    public static let energyThreshold = EngineConfigurationKey(
      "energyThreshold", "relative energy at rest (default 6e-9)")
    /// `clamp.min`.
    public static let clampMin = EngineConfigurationKey("clamp.min", "lower bound for the bounces (duration mode)")
    /// `clamp.max`.
    public static let clampMax = EngineConfigurationKey("clamp.max", "upper bound for the bounces (duration mode)")
  }
  /// `withSpring` config keys.
  public static let configurationKeys = [
    Key.stiffness, Key.damping, Key.mass, Key.duration, Key.dampingRatio, Key.velocity, Key.overshootClamping,
    Key.energyThreshold, Key.clampMin, Key.clampMax,
  ]
  /// `--overshoot-clamping`, `--clamp`.
  public static let supportedSettings: Set<EngineSetting> = [.overshootClamping, .clamp]

  /// Stiffness in force (bisected in duration mode).
  public private(set) var stiffness: Double
  /// Mass.
  public let mass: Double
  /// The configured damping coefficient (physics mode).
  public let damping: Double
  /// Duration mode: (duration ms, damping ratio).
  let durationMode: (duration: Double, dampingRatio: Double)?
  /// The energy threshold.
  let energyThreshold: Double
  /// Stop once outside the start–target segment.
  public let overshootClamping: Bool
  /// Bounds for the bounces (duration mode).
  public let clamp: (min: Double?, max: Double?)?
  /// The configured velocity, units/s.
  let configuredVelocity: Double
  private(set) var zeta = 0.0
  private(set) var omega0 = 0.0
  /// ω1 when `clamp` raised ζ below 1: Reanimated keeps ω1 = ω0·√(1 − ζ²) of the
  /// configured ratio, so the per-frame formula pairs the raised envelope with the old
  /// frequency; nil when ζ and ω1 belong to one spring.
  private(set) var clampedOmega1: Double?
  private var to: Double
  private var current: Double
  private var velocity: Double
  private var startDisplacement = 0.0
  private var initialEnergy = 0.0
  private var lastTimestamp = 0.0
  private var engineSeconds = 0.0
  private let start: EngineFrame
  /// True once the animation has finished.
  public private(set) var isComplete = false

  /// Resolves the config and starts the animation at host time 0.
  public init(_ request: SpringEngineRequest) throws(EngineError) {
    let config = request.configuration
    try config.requireKnown(Self.configurationKeys, by: .spring(Self.name))
    try request.settings.requireSupported(Self.supportedSettings, by: Self.name)
    let ownDuration = try config.number(Key.duration)
    let ownRatio = try config.number(Key.dampingRatio)
    // `!!(duration || dampingRatio)`: zero means "not given".
    let useDuration = (ownDuration ?? 0) != 0 || (ownRatio ?? 0) != 0
    let anySpringKey = [Key.stiffness, Key.damping, Key.mass, Key.duration, Key.dampingRatio].contains {
      config.text($0) != nil
    }
    if anySpringKey {
      stiffness = try config.number(Key.stiffness) ?? 900
      damping = try config.number(Key.damping) ?? 120
      mass = try config.number(Key.mass) ?? 4
    } else {
      stiffness = request.spring.stiffness
      damping = request.spring.damping
      mass = request.spring.mass
    }
    durationMode = useDuration ? (ownDuration ?? 550, ownRatio ?? 1) : nil
    energyThreshold = try config.number(Key.energyThreshold) ?? 6e-9
    for (key, value) in [
      (Key.stiffness, stiffness), (Key.damping, damping), (Key.mass, mass), (Key.energyThreshold, energyThreshold),
    ]
    where !(value > 0) {
      throw .invalidValue(key: key.name, value: "\(value)", accepted: "a number > 0")
    }
    overshootClamping =
      try JSEngineSupport.merged(
        config.flag(Key.overshootClamping), request.settings.overshootClamping, key: Key.overshootClamping.name)
      ?? false
    let ownClamp: (min: Double?, max: Double?)? =
      config.text(Key.clampMin) != nil || config.text(Key.clampMax) != nil
      ? (try config.number(Key.clampMin), try config.number(Key.clampMax)) : nil
    clamp = try JSEngineSupport.merged(
      ownClamp,
      request.settings.clamp.map { _ in (min: request.settings.clampLowerBound, max: request.settings.clampUpperBound)
      },
      key: "clamp")
    if clamp != nil, durationMode == nil {
      throw .conflict("reanimated: clamp applies to duration springs (give duration or dampingRatio)")
    }
    let ownVelocity = try config.number(Key.velocity)
    if ownVelocity != nil, request.initialVelocity != 0 {
      throw .conflict("give the velocity either as Reanimated's velocity or as the initial velocity")
    }
    configuredVelocity = ownVelocity ?? request.initialVelocity
    to = request.to
    current = request.from
    velocity = configuredVelocity
    start = EngineFrame(hostTime: 0, engineTime: 0, value: request.from, velocity: configuredVelocity)
    if request.from == request.to {
      // valueSetter: the target equals the current value, so the animation finishes at once.
      isComplete = true
      return
    }
    begin(from: request.from, velocity: configuredVelocity, at: 0)
  }

  /// `onStart` then the immediate step (Δt = 0).
  private mutating func begin(from value: Double, velocity v: Double, at now: Double) {
    current = value
    let x0 = value - to
    startDisplacement = x0
    velocity = v
    if let durationMode {
      stiffness = Self.stiffnessMatching(
        duration: durationMode.duration, dampingRatio: durationMode.dampingRatio, mass: mass,
        threshold: energyThreshold, x0: x0, v0: v)
      zeta = durationMode.dampingRatio
      omega0 = (stiffness / mass).squareRoot()
      clampedOmega1 = nil
      if let clamp {
        let omega1 = omega0 * (1 - zeta * zeta).squareRoot()
        zeta = scaledZeta(clamp)
        if zeta < 1, zeta != durationMode.dampingRatio { clampedOmega1 = omega1 }
      }
    } else {
      zeta = damping / (2 * (stiffness * mass).squareRoot())
      omega0 = (stiffness / mass).squareRoot()
    }
    initialEnergy = Self.energy(x0, configuredVelocity, stiffness, mass)
    lastTimestamp = now
    step(now: now)
  }

  static func energy(_ displacement: Double, _ velocity: Double, _ stiffness: Double, _ mass: Double) -> Double {
    0.5 * stiffness * (displacement * displacement) + 0.5 * mass * (velocity * velocity)
  }

  /// `calculateNewStiffnessToMatchDuration`: bisection on the stiffness.
  static func stiffnessMatching(
    duration: Double, dampingRatio zeta: Double, mass m: Double, threshold: Double, x0: Double, v0: Double
  ) -> Double {
    func f(_ k: Double) -> Double {
      let settling = duration * 1.5 / 1000
      let a = (k / m).squareRoot() * zeta
      let e = Libm.exp(-a * settling)
      let xtk = (x0 + (v0 + x0 * a) * settling) * e
      let vtk = (x0 + (v0 + x0 * a) * settling) * e * -a + (v0 + x0 * a) * e
      return energy(xtk, vtk, k, m) / energy(x0, v0, k, m) - threshold
    }
    var low = Double.ulpOfOne
    var high = 8e3
    let precision = threshold * 1e-3
    let direction = f(high) >= f(low) ? 1.0 : -1.0
    var remaining = 100
    var mid = (high + low) / 2
    while abs(f(mid)) > precision, remaining > 0 {
      remaining -= 1
      if f(mid) * direction < 0 { low = mid } else { high = mid }
      mid = (low + high) / 2
    }
    return mid
  }

  /// `scaleZetaToMatchClamps`.
  private func scaledZeta(_ clamp: (min: Double?, max: Double?)) -> Double {
    let x0 = startDisplacement
    if x0 == 0 { return zeta }
    let (first, second) = x0 <= 0 ? (clamp.min, clamp.max) : (clamp.max, clamp.min)
    var result = zeta
    if let second { result = max(result, abs(Libm.log(abs((second - to) / x0)) / Double.pi)) }
    if let first { result = max(result, abs(Libm.log(abs((first - to) / x0)) / (2 * Double.pi))) }
    return result
  }

  /// `springOnFrame` at `now` ms.
  private mutating func step(now: Double) {
    let dt = min(now - lastTimestamp, 64)
    lastTimestamp = now
    engineSeconds += dt / 1000
    if let omega1 = clampedOmega1 {
      (current, velocity) = Self.clampedStep(
        x0: current - to, v0: velocity, zeta: zeta, omega0: omega0, omega1: omega1, seconds: dt / 1000)
      current += to
    } else if let spring = try? SpringParameters(
      mass: mass, stiffness: mass * omega0 * omega0, damping: zeta < 1 ? 2 * zeta * mass * omega0 : 2 * mass * omega0),
      let motion = try? SpringSolution(parameters: spring, from: current, to: to, initialVelocity: velocity)
    {
      let state = motion.state(at: dt / 1000)
      current = state.position
      velocity = state.velocity
    }
    var terminate = false
    if overshootClamping {
      let left = startDisplacement >= 0 ? to : to + startDisplacement
      let right = left + abs(startDisplacement)
      terminate = current < left || current > right
    }
    let energy = Self.energy(to - current, velocity, stiffness, mass)
    if terminate || initialEnergy == 0 || energy / initialEnergy <= energyThreshold {
      velocity = 0
      current = to
      isComplete = true
    }
  }

  /// Reanimated's under-damped step (`underDampedSpringCalculations`) when ζ and ω1 come
  /// from different ratios: displacement x0 and velocity v0 (units/s) after `seconds`,
  /// x(t) = e^(−ζω0t)(x0 cos ω1t + (v0 + ζω0x0)/ω1 · sin ω1t) and its derivative.
  /// Returns the new displacement from the target and the velocity.
  static func clampedStep(x0: Double, v0: Double, zeta: Double, omega0: Double, omega1: Double, seconds t: Double)
    -> (displacement: Double, velocity: Double)
  {
    let decay = zeta * omega0
    let envelope = Libm.exp(-decay * t)
    let sine = Libm.sin(omega1 * t)
    let cosine = Libm.cos(omega1 * t)
    let lift = v0 + decay * x0
    let displacement = envelope * (x0 * cosine + lift / omega1 * sine)
    let velocity = -decay * displacement + envelope * (lift * cosine - omega1 * x0 * sine)
    return (displacement, velocity)
  }

  /// The start state.
  public var startFrame: EngineFrame { start }

  /// One frame at `hostTime` (timestamp 1000·t ms).
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    step(now: EngineClock.milliseconds(hostTime))
    return EngineFrame(hostTime: hostTime, engineTime: engineSeconds, value: current, velocity: velocity)
  }

  /// A new `withSpring` toward `target`: velocity carried plus the configured one.
  public mutating func retarget(to target: Double, at hostTime: Double) {
    if target == to, !isComplete { return }  // triggered twice: the animation continues
    let carried = (isComplete ? 0 : velocity) + configuredVelocity
    to = target
    if current == target {
      isComplete = true
      return
    }
    isComplete = false
    // The previous animation's last timestamp is this frame's: the clock continues.
    begin(from: current, velocity: carried, at: EngineClock.milliseconds(hostTime))
  }

  /// The resolved spring and thresholds.
  public var engineDescription: EngineDescription {
    var parameters: [EngineDescription.Entry] = [
      .init("stiffness", .number(stiffness)), .init("mass", .number(mass)),
      .init("damping ratio ζ", .number(zeta)), .init("ω0 (rad/s)", .number(omega0)),
    ]
    if let durationMode {
      parameters.append(.init("duration (ms)", .number(durationMode.duration)))
    } else {
      parameters.append(.init("damping", .number(damping)))
    }
    return EngineDescription(
      engine: Self.name,
      source: "react-native-reanimated 4 @ 01e4626, src/animation/spring/spring.ts, springUtils.ts @ 0893dd9",
      parameters: parameters,
      stopRule: "E/E0 ≤ energyThreshold (E0 from the start displacement and configured velocity), or "
        + "overshoot clamping and outside the start–target segment; then x := to, v := 0",
      thresholds: [
        .init("energyThreshold", .number(energyThreshold)), .init("overshootClamping", .flag(overshootClamping)),
      ],
      limitations: "reduce motion, non-numeric values and thread timing are not modelled")
  }
}

extension SpringEngineName {
  /// react-native-reanimated 4.
  public static let reanimated = SpringEngineName(declaring: "reanimated")
}
