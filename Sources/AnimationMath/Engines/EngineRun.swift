/// The frames an engine rendered, and whether it declared completion.
public struct EngineRun: Sendable, Hashable {
  /// The engine that ran.
  public let engine: SpringEngineName
  /// The t = 0 start row, then one frame per rendered frame, up to and including the
  /// frame on which the engine declared completion (with the value it left there,
  /// snapped or not), or up to the last scheduled frame.
  public let frames: [EngineFrame]
  /// True when the engine declared completion (or went idle) on the last frame;
  /// false when the schedule ran out first.
  public let completed: Bool
  /// The retargets the host delivered (those after completion are not).
  public let deliveredRetargets: [EngineRetarget]
  /// The host time (s) of the first frame whose value or velocity was not
  /// finite, where the run stopped; nil when every frame was finite.
  public let divergenceTime: Double?

  /// Creates a run.
  public init(
    engine: SpringEngineName, frames: [EngineFrame], completed: Bool, deliveredRetargets: [EngineRetarget],
    divergenceTime: Double? = nil
  ) {
    self.divergenceTime = divergenceTime
    self.engine = engine
    self.frames = frames
    self.completed = completed
    self.deliveredRetargets = deliveredRetargets
  }

  /// The host time of the completing frame in seconds, or nil when not completed.
  public var completionTime: Double? { completed ? frames.last?.hostTime : nil }

  /// The value left on the last frame.
  public var finalValue: Double { frames.last?.value ?? .nan }
}
