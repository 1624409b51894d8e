extension WebAnimationTiming {
  /// The end of the span a sampler covers by default, in local time: the end
  /// time (§4.5.5) when finite, else the delay (if positive) plus one
  /// iteration (1 when the iteration duration is infinite too).
  package var defaultSampleEnd: Double {
    if endTime.isFinite { return endTime }
    return max(delay, 0) + (duration.isFinite ? duration : 1)
  }
}
