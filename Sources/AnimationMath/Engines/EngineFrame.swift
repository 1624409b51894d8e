/// One frame an engine renders: what is on screen at a host time.
public struct EngineFrame: Sendable, Hashable {
  /// The host's time of the frame in seconds since the animation started (0 at start).
  public var hostTime: Double
  /// The time the engine itself used for this frame, in seconds since its own start
  /// (its clock reading after truncation, caps and first-frame rules); nil where the
  /// engine has no notion of its own time.
  public var engineTime: Double?
  /// The value the engine shows, in the units of `from`/`to`.
  public var value: Double
  /// The engine's velocity in units per second (converted from per-ms where the engine
  /// uses ms), positive toward increasing values; nil where the engine has none.
  public var velocity: Double?

  /// Creates a frame.
  public init(hostTime: Double, engineTime: Double?, value: Double, velocity: Double?) {
    self.hostTime = hostTime
    self.engineTime = engineTime
    self.value = value
    self.velocity = velocity
  }

  /// Whether the value, the velocity and the engine time (when given) are finite.
  public var isFinite: Bool {
    value.isFinite && (velocity?.isFinite ?? true) && (engineTime?.isFinite ?? true)
  }
}
