/// How engines read the host clock: the integer and float32 clocks of real runtimes.
///
/// Host times are exact seconds (n/fps or a listed trace). A real engine sees an
/// integer or rounded reading of them. A host time that is an integer number of
/// milliseconds (or µs, ns) up to the rounding of computing it (3/60 s is 50 ms) must
/// read as that integer, so every reading first snaps values within
/// ``snapTolerance`` of an integer count.
public enum EngineClock {
  /// Counts within this distance of an integer (in the unit being counted) are that
  /// integer: host times are computed as n/fps or parsed decimals, whose relative
  /// rounding (≈1e-16 of ≤ 1e6 units) is far below it, while a real fraction of a unit
  /// in a frame schedule is never this close to an integer.
  static let snapTolerance = 1e-6

  /// `count = seconds·unitsPerSecond` rounded down, with the snap above.
  static func floorCount(_ seconds: Double, unitsPerSecond: Double) -> Int64 {
    let units = seconds * unitsPerSecond
    let nearest = units.rounded()
    if abs(units - nearest) <= snapTolerance { return Int64(nearest) }
    return Int64(units.rounded(.down))
  }

  /// The integer-millisecond reading of an uptime or `Date.now()` clock that reads 0 at
  /// the animation's start (host time 0 is an integer millisecond): ⌊t·1000⌋.
  ///
  /// This is Android's `SystemClock.uptimeMillis()` and JavaScript's `Date.now()`.
  package static func floorMilliseconds(_ hostTime: Double) -> Int64 {
    floorCount(hostTime, unitsPerSecond: 1_000)
  }

  /// Whole microseconds ⌊t·10⁶⌋ (Flutter's `Duration` elapsed time in the ticker).
  package static func floorMicroseconds(_ hostTime: Double) -> Int64 {
    floorCount(hostTime, unitsPerSecond: 1_000_000)
  }

  /// Whole nanoseconds ⌊t·10⁹⌋ (Choreographer's `frameTimeNanos`, Compose's `withFrameNanos`).
  package static func floorNanoseconds(_ hostTime: Double) -> Int64 {
    floorCount(hostTime, unitsPerSecond: 1_000_000_000)
  }

  /// The high-resolution `performance.now()` reading in ms (a Double, not rounded).
  public static func milliseconds(_ hostTime: Double) -> Double { hostTime * 1_000 }

  /// Readings per second of a coarsened web timestamp: W3C High Resolution Time's
  /// "coarsen time" gives a `DOMHighResTimeStamp` (`performance.now()`, the
  /// `requestAnimationFrame` timestamp) a resolution of 100 µs, or coarser by the
  /// implementation, unless the document is cross-origin isolated (w3c/hr-time
  /// @ 7573248f433cee026c1ad5f3208767ae2d59962a, `index.bs`, "coarsen time"). 100 µs is the finest any browser gives a
  /// page that is not isolated.
  static let coarsenedReadingsPerSecond = 10_000.0

  /// A coarsened `DOMHighResTimeStamp` in ms for a clock reading 0 at the start:
  /// ⌊t·10⁴⌋/10, the 100 µs floor of ``coarsenedReadingsPerSecond`` (no jitter).
  ///
  /// Where an engine compares a sum of frame deltas with a duration that falls exactly on
  /// a frame in exact host times, the frame is decided by this resolution, not by the
  /// last bit of a product 1000·t.
  package static func coarsenedMilliseconds(_ hostTime: Double) -> Double {
    Double(floorCount(hostTime, unitsPerSecond: coarsenedReadingsPerSecond)) / 10
  }

  /// A play time in nanoseconds computed in `Float`, as Compose does in
  /// `doAnimationFrameWithScale`: `((frameTimeNanos − startTimeNanos) / durationScale).toLong()`,
  /// where Kotlin's `Long / Float` converts the elapsed nanoseconds to `Float` first
  /// (androidx/androidx `compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/animation/core/SuspendAnimation.kt`
  /// @ 7a915f448237503cc8414ddde8368d84caa8a6b3). `toLong()` truncates toward zero.
  ///
  /// - Parameters:
  ///   - elapsedNanoseconds: frame time minus start time, in ns (≥ 0).
  ///   - durationScale: the animator duration scale (1 by default, > 0).
  package static func float32PlayTimeNanoseconds(elapsedNanoseconds: Int64, durationScale: Float = 1)
    -> Int64
  {
    let scaled = Float(elapsedNanoseconds) / durationScale
    return Int64(scaled)
  }

  /// ``float32PlayTimeNanoseconds(elapsedNanoseconds:durationScale:)`` truncated to
  /// whole ms by integer division (Compose's spring: `playTimeNanos / MillisToNanos`).
  package static func float32TruncatedMilliseconds(elapsedNanoseconds: Int64, durationScale: Float = 1)
    -> Int64
  {
    float32PlayTimeNanoseconds(elapsedNanoseconds: elapsedNanoseconds, durationScale: durationScale)
      / 1_000_000
  }

  /// `min(delta, cap)`: the per-frame delta caps of the JS runtimes (40, 64, 66.67 ms).
  package static func capped(_ delta: Double, at cap: Double) -> Double { min(delta, cap) }
}
