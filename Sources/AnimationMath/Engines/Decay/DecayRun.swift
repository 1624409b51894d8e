/// The frames a decay engine rendered, up to the frame where it stopped.
public struct DecayRun: Sendable, Hashable {
  /// The engine that ran.
  public let engine: DecayEngineName
  /// The t = 0 start row, then one frame per rendered frame, up to and including the
  /// frame on which the engine stopped, or up to the last scheduled frame.
  public let frames: [EngineFrame]
  /// True when the engine stopped; false when the schedule ran out first.
  public let completed: Bool
  /// The engine model's own rest position (no bounds, no frames), if it has one.
  public let modelRestPosition: Double?
  /// The hand-off to a spring-back, overfling or clamp phase, if one happened.
  public let handOff: DecayHandOff?
  /// The engine's notes on this run (``DecayEngine/notes``).
  public let notes: [String]

  /// The host time (s) of the first frame that was not finite, where the run
  /// stopped; nil when every frame was finite.
  public let divergenceTime: Double?

  /// Creates a run.
  public init(
    engine: DecayEngineName, frames: [EngineFrame], completed: Bool, modelRestPosition: Double?,
    handOff: DecayHandOff? = nil, notes: [String] = [], divergenceTime: Double? = nil
  ) {
    self.divergenceTime = divergenceTime
    self.notes = notes
    self.engine = engine
    self.frames = frames
    self.completed = completed
    self.modelRestPosition = modelRestPosition
    self.handOff = handOff
  }

  /// The host time of the stopping frame (s), nil when not completed.
  public var completionTime: Double? { completed ? frames.last?.hostTime : nil }
  /// The value left on the last frame.
  public var finalValue: Double { frames.last?.value ?? .nan }
  /// `finalValue − start value`: the distance travelled, signed.
  public var distance: Double { finalValue - (frames.first?.value ?? .nan) }
}
