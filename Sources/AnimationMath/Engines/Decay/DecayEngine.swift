/// A real engine's decay (fling), rendered frame by frame the way that engine renders it.
///
/// The clock convention is the spring engines' (see ``SpringEngine`` and
/// ``EngineHost``): the run starts at host time 0 with ``startFrame``; the host calls
/// ``advance(to:)`` at each time of a ``FrameSchedule`` and stops on the first frame
/// after which ``isComplete`` holds, or when the schedule runs out. Each engine reads the
/// host time through its own clock (``EngineClock``) inside `advance`.
///
/// Engines are values; `init` resolves everything and throws an ``EngineError`` on
/// anything it cannot honour, so that `advance` cannot fail.
public protocol DecayEngine: FrameEngine {
  /// The registry name.
  static var name: DecayEngineName { get }
  /// The engine's own configuration keys, in its own names and units.
  static var configurationKeys: [EngineConfigurationKey] { get }
  /// The shared settings this engine has, each with the configuration key it maps to
  /// (for example `[.rate: "decelerationRate"]`). Empty by default.
  static var settingKeys: [DecaySetting: DecaySettingKey] { get }
  /// One line for help: the model, its clock, and what it does at a bound. nil by default.
  static var summary: String? { get }
  /// False for an engine that has no notion of bounds (it refuses a bounded request).
  /// True by default.
  static var supportsBounds: Bool { get }
  /// The velocity unit the engine uses inside, e.g. `units/s` or `units/ms` (requests
  /// are always units/s). `units/s` by default.
  static var internalVelocityUnit: String { get }
  /// Resolves `request` into the engine's own parameters.
  init(_ request: DecayRequest) throws(EngineError)
  /// The position the engine's own model says the motion comes to rest at, ignoring
  /// bounds and frames (value units); nil when the engine has no such formula.
  var modelRestPosition: Double? { get }
  /// The hand-off to a spring-back, overfling or clamp phase, once it has happened;
  /// nil by default and for engines that have none.
  var handOff: DecayHandOff? { get }
  /// What the engine did that a reader would not expect, in its own words (e.g. a start
  /// rule that never runs the animation); empty by default.
  var notes: [String] { get }
}

extension DecayEngine {
  /// No shared settings.
  public static var settingKeys: [DecaySetting: DecaySettingKey] { [:] }
  /// No summary.
  public static var summary: String? { nil }
  /// True.
  public static var supportsBounds: Bool { true }
  /// `units/s`.
  public static var internalVelocityUnit: String { "units/s" }
  /// No hand-off.
  public var handOff: DecayHandOff? { nil }
  /// No notes.
  public var notes: [String] { [] }

  /// Runs the engine over `schedule` by the host convention above.
  public static func run(_ request: DecayRequest, schedule: FrameSchedule) throws(EngineError) -> DecayRun {
    var engine = try Self(request)
    return engine.run(schedule)
  }

  /// Runs this engine (from its current state) over `schedule`, with ``EngineHost``.
  public mutating func run(_ schedule: FrameSchedule) -> DecayRun {
    let drive = EngineHost(schedule: schedule).drive(&self) { _, _, _ in }
    return DecayRun(
      engine: Self.name, frames: drive.frames, completed: drive.completed, modelRestPosition: modelRestPosition,
      handOff: handOff, notes: notes, divergenceTime: drive.divergenceTime)
  }
}
