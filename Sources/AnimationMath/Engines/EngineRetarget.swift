/// A change of target during an animation: at host time `hostTime`, the spring heads to `target`.
///
/// The host calls the engine's ``SpringEngine/retarget(to:at:)`` right after the last
/// frame at or before `hostTime` (the t = 0 start row counts as a frame), with the host
/// clock still reading that frame's time.
public struct EngineRetarget: Sendable, Hashable {
  /// Host time in seconds, ≥ 0.
  public var hostTime: Double
  /// The new target value.
  public var target: Double

  /// Creates a retarget; `hostTime` must be finite and ≥ 0, `target` finite.
  public init(hostTime: Double, target: Double) throws(EngineError) {
    guard hostTime.isFinite, hostTime >= 0 else {
      throw .invalidInput("retarget time must be finite and ≥ 0; got \(hostTime)")
    }
    guard target.isFinite else {
      throw .invalidInput("retarget target must be finite; got \(target)")
    }
    self.hostTime = hostTime
    self.target = target
  }
}
