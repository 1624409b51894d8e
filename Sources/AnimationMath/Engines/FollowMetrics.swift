/// How well a run followed a ``FollowTrace``: lag, overshoot, velocity jumps and settling.
public struct FollowMetrics: Sendable, Hashable {
  /// Rendered frames (the t = 0 row not counted).
  public let frames: Int
  /// Mean of |target in effect − value| over the frames up to the last sample, as a
  /// fraction of the trace's range. The target in effect at a frame is that of the last
  /// sample at or before the frame's time (the first target before the first sample).
  public let meanLag: Double
  /// The largest of those lags, as a fraction of the range.
  public let maximumLag: Double
  /// The largest distance a frame's value lies past the target in effect, in the direction
  /// the target last moved, as a fraction of the range (0 when it never passes it).
  public let maximumOvershoot: Double
  /// The largest |v(first frame after a delivered sample) − v(last frame before it)|, in
  /// units/s; nil for an engine that reports no velocity.
  public let velocityJump: Double?
  /// Time from the last sample to the completing frame, s; nil when the run did not complete.
  public let settleTime: Double?

  /// The metrics of `run`, which followed `trace`.
  public init(run: EngineRun, trace: FollowTrace) {
    let frames = run.frames
    let range = trace.range
    var index = 0
    var lagSum = 0.0
    var lagCount = 0
    var maximumLag = 0.0
    var overshoot = 0.0
    var direction = 0.0
    var previousTarget = trace.start
    for frame in frames {
      let target = trace.target(at: frame.hostTime, from: &index)
      if target != previousTarget { direction = target > previousTarget ? 1 : -1 }
      previousTarget = target
      if frame.hostTime <= trace.lastTime {
        let lag = abs(target - frame.value) / range
        lagSum += lag
        lagCount += 1
        maximumLag = max(maximumLag, lag)
      }
      overshoot = max(overshoot, direction * (frame.value - target) / range)
    }
    self.frames = frames.count - 1
    meanLag = lagCount > 0 ? lagSum / Double(lagCount) : 0
    self.maximumLag = maximumLag
    maximumOvershoot = overshoot
    velocityJump = Self.velocityJump(frames, deliveries: run.deliveredRetargets.map(\.hostTime))
    settleTime = run.completionTime.map { max($0 - trace.lastTime, 0) }
  }

  /// The largest velocity change between the frames on either side of a delivery.
  private static func velocityJump(_ frames: [EngineFrame], deliveries: [Double]) -> Double? {
    guard frames.allSatisfy({ $0.velocity != nil }) else { return nil }
    var jump = 0.0
    var frameIndex = 0
    for time in deliveries {
      // The delivery follows the last frame at or before `time`.
      while frameIndex + 1 < frames.count, frames[frameIndex + 1].hostTime <= time { frameIndex += 1 }
      guard frameIndex + 1 < frames.count, let before = frames[frameIndex].velocity,
        let after = frames[frameIndex + 1].velocity
      else { continue }
      jump = max(jump, abs(after - before))
    }
    return jump
  }
}

extension FollowMetrics {
  /// The target in effect at each of `frames` (in time order).
  public static func targets(_ frames: [EngineFrame], trace: FollowTrace) -> [Double] {
    var index = 0
    return frames.map { trace.target(at: $0.hostTime, from: &index) }
  }
}
