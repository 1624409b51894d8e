extension MediaTiming {
  /// The parent-time interval in which the object is active, as a top-level
  /// object: `[beginTime, beginTime + AD/speed]` for speed > 0,
  /// `[beginTime − AD/|speed|, beginTime]` for speed < 0, where AD is the
  /// active duration (one cycle when it repeats forever, 1 s when even the
  /// cycle is infinite). With speed 0 local time is frozen: the interval is
  /// `[beginTime, beginTime + AD]`.
  ///
  /// This is the default span that `springbench timing` samples and the end
  /// of a scene's default duration.
  public var activeIntervalInParentTime: (start: Double, end: Double) {
    var span = activeDuration()
    if !span.isFinite { span = cycleDuration() }
    if !span.isFinite { span = 1 }
    guard !speed.isZero else { return (beginTime, beginTime + span) }
    let scaled = span / abs(speed)
    return speed > 0 ? (beginTime, beginTime + scaled) : (beginTime - scaled, beginTime)
  }
}
