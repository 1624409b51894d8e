/// The exact curve: ``SpringSolution`` at the host times, the default engine.
///
/// Each frame shows the closed form at the host time itself, so the values are
/// byte-identical to `SpringSolution.state(at:)` (the core's `springbench` curve).
/// The engine completes on the first frame at or after the settling duration
/// (``SpringSolution/settlingDuration(band:)``): the last exit from the band
/// |x − to| ≤ 0.001·|to − from| by default. It does not snap.
///
/// A retarget restarts the closed form at the frame's host time from the current
/// position and velocity (continuous in both), toward the new target; the settling
/// band is then taken relative to the new travel, from the position at the retarget.
///
/// Configuration keys: `band` (the relative band, default 0.001). `--rest-delta`
/// gives an absolute band in value units instead.
public struct IdealEngine: SpringEngine {
  /// `ideal`.
  public static let name = SpringEngineName.ideal
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `band`.
    public static let band = EngineConfigurationKey("band", "settling band as a fraction of the travel (default 0.001)")
  }
  /// `band`.
  public static let configurationKeys = [Key.band]
  /// `rest-delta` (an absolute settling band).
  public static let supportedSettings: Set<EngineSetting> = [.restDelta]

  /// The settling band in force.
  public let band: SettlingBand
  /// The current segment: the closed form since `segmentStart`.
  private var solution: SpringSolution
  /// Host time in seconds at which ``solution`` starts.
  private var segmentStart: Double
  /// Host time in seconds from which the current segment has settled.
  private var settledAt: Double
  private var last: EngineFrame
  /// True once a frame at or after ``settledAt`` was rendered.
  public private(set) var isComplete: Bool

  /// Resolves the band and builds the closed form.
  public init(_ request: SpringEngineRequest) throws(EngineError) {
    try request.configuration.requireKnown(Self.configurationKeys, by: .spring(Self.name))
    try request.settings.requireSupported(Self.supportedSettings, by: Self.name)
    let relative = try request.configuration.number(Key.band)
    if let relative, !(relative > 0) {
      throw .invalidValue(key: Key.band.name, value: "\(relative)", accepted: "a number > 0")
    }
    if relative != nil, request.settings.restDelta != nil {
      throw .conflict("give either --rest-delta or the ideal engine's band, not both")
    }
    if let delta = request.settings.restDelta {
      band = .absolute(delta)
    } else if let relative {
      band = .relative(relative)
    } else {
      band = .standard
    }
    do {
      solution = try SpringSolution(
        parameters: request.spring, from: request.from, to: request.to,
        initialVelocity: request.initialVelocity)
    } catch {
      throw .parameter(error)
    }
    segmentStart = 0
    settledAt = solution.settlingDuration(band: band)
    last = EngineFrame(hostTime: 0, engineTime: 0, value: request.from, velocity: request.initialVelocity)
    isComplete = settledAt <= 0
  }

  /// The start state at host time 0.
  public var startFrame: EngineFrame {
    EngineFrame(
      hostTime: 0, engineTime: 0, value: solution.from, velocity: solution.initialVelocity)
  }

  /// The closed form at `hostTime`; the engine time is the host time.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let state = solution.state(at: hostTime - segmentStart)
    last = EngineFrame(
      hostTime: hostTime, engineTime: hostTime, value: state.position, velocity: state.velocity)
    if hostTime >= settledAt { isComplete = true }
    return last
  }

  /// Restarts the closed form at `hostTime` from the last frame's state toward `target`.
  public mutating func retarget(to target: Double, at hostTime: Double) {
    // The last frame's state is finite and the spring valid, so this cannot throw.
    guard
      let next = try? SpringSolution(
        parameters: solution.parameters, from: last.value, to: target,
        initialVelocity: last.velocity ?? 0)
    else { return }
    solution = next
    segmentStart = hostTime
    settledAt = hostTime + next.settlingDuration(band: band)
    isComplete = false
  }

  /// The band and the spring.
  public var engineDescription: EngineDescription {
    let bandEntry: EngineDescription.Entry
    switch band {
    case .relative(let e): bandEntry = .init("band (fraction of travel)", .number(e))
    case .absolute(let e): bandEntry = .init("band (value units)", .number(e))
    }
    return EngineDescription(
      engine: Self.name, source: "SpringSolution (this package's exact closed form)",
      parameters: [
        .init("mass", .number(solution.parameters.mass)),
        .init("stiffness", .number(solution.parameters.stiffness)),
        .init("damping", .number(solution.parameters.damping)),
        .init("damping ratio", .number(solution.parameters.dampingRatio)),
      ],
      stopRule: "first frame at or after the settling duration (last exit from the band); no snap",
      thresholds: [bandEntry, .init("settling duration (s)", .number(settledAt - segmentStart))],
      limitations: "none: this is the ideal curve")
  }
}

extension SpringEngineName {
  /// The exact closed-form curve (``SpringSolution``); the default.
  public static let ideal = SpringEngineName(declaring: "ideal")
}
