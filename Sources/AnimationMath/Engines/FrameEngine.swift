/// What ``EngineHost`` drives: an engine that renders one frame per host time.
///
/// Spring engines (``SpringEngine``) and decay engines (``DecayEngine``) both are; the host
/// owns the clock convention they share (start at host time 0 with ``startFrame``, one
/// ``advance(to:)`` per scheduled time, stop on the first frame after which
/// ``isComplete`` holds).
public protocol FrameEngine: Sendable {
  /// The state at host time 0.
  var startFrame: EngineFrame { get }

  /// Renders the frame shown at `hostTime` seconds (> the previous frame's time).
  mutating func advance(to hostTime: Double) -> EngineFrame

  /// True once the engine has stopped (declared completion, went idle, or a bound
  /// stopped it) on the last frame.
  var isComplete: Bool { get }
}
