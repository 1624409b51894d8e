/// A moving target, such as a pointer drag: samples of (time, target), each a retarget at
/// its own time; the spring starts at rest at the first sample's target.
public struct FollowTrace: Sendable, Hashable {
  /// The samples in time order: host time in seconds (≥ 0) and the target at that time.
  public let samples: [EngineRetarget]

  /// A trace from `times` (s, finite, ≥ 0, non-decreasing) and `targets` (finite).
  ///
  /// - Throws: ``EngineError/invalidInput(_:)`` for an empty trace, mismatched lengths, a
  ///   time that goes back, or a target range of 0 (no motion to follow).
  public init(times: [Double], targets: [Double]) throws(EngineError) {
    guard !times.isEmpty, times.count == targets.count else {
      throw .invalidInput("a follow trace needs at least one t,target row")
    }
    var samples: [EngineRetarget] = []
    samples.reserveCapacity(times.count)
    for (time, target) in zip(times, targets) {
      if let last = samples.last, time < last.hostTime {
        throw .invalidInput("follow trace times must not decrease; \(time) s comes after \(last.hostTime) s")
      }
      samples.append(try EngineRetarget(hostTime: time, target: target))
    }
    self.samples = samples
    guard range > 0 else { throw .invalidInput("the follow trace's target never moves: there is no motion to follow") }
  }

  /// The first target: where the spring starts, at rest.
  public var start: Double { samples[0].target }
  /// The last sample's time, s.
  public var lastTime: Double { samples[samples.count - 1].hostTime }
  /// max(target) − min(target) over the samples (> 0).
  public var range: Double {
    let targets = samples.map(\.target)
    return (targets.max() ?? 0) - (targets.min() ?? 0)
  }

  /// The target of the last sample at or before `hostTime` (the first target before the first sample).
  func target(at hostTime: Double, from index: inout Int) -> Double {
    while index + 1 < samples.count, samples[index + 1].hostTime <= hostTime { index += 1 }
    return samples[index].hostTime <= hostTime ? samples[index].target : start
  }
}
