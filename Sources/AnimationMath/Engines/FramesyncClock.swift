/// framesync's frame delta as popmotion's `animate()` sees it: the first frame of a waking
/// loop is `defaultTimestep` = 1000/60 ms whatever the display, later frames
/// clamp(timestamp − previous, 1, 40) ms.
///
/// Read (facts only, no code copied) in Popmotion/popmotion
/// @ adf681efd8568ada018ce68082dbd585f25c4c7d, `packages/framesync/src/index.ts`
/// (`processFrame`, `startLoop`, `maxElapsed`) and `packages/framesync/src/on-next-frame.ts`
/// (`defaultTimestep`). The timestamp is the host time in ms (`performance.now()` /
/// rAF), not rounded. ``PopmotionEngine`` takes the same deltas of timestamps coarsened to
/// 100 µs (``EngineClock/coarsenedMilliseconds(_:)``).
struct FramesyncClock: Sendable {
  private var lastTimestamp: Double?

  /// A clock whose next frame is the first of a loop.
  init() {}

  /// The delta (ms) of the frame at `hostTime` seconds.
  mutating func delta(at hostTime: Double) -> Double {
    let timestamp = EngineClock.milliseconds(hostTime)
    let delta =
      lastTimestamp.map { max(min(timestamp - $0, PopmotionEngine.maximumElapsed), 1) }
      ?? PopmotionEngine.defaultTimestep
    lastTimestamp = timestamp
    return delta
  }
}
