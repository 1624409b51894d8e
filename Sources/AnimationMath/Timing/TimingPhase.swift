/// Where a timed object's local time lies relative to its active interval.
///
/// Both timing models use the same three phases: ``MediaTiming`` (Core
/// Animation) on the closed interval `[0, activeDuration]` of elapsed time, and
/// ``WebAnimationTiming`` (W3C Web Animations Level 1 §4.5.5) on the
/// endpoint-exclusive interval between its boundary times. A phase says nothing
/// about whether the object has an effect: that depends on the fill (see
/// ``FillMode``).
public enum TimingPhase: String, Sendable, Hashable, CaseIterable {
  /// Before the active interval (Web Animations: or inside a negative delay).
  case before
  /// Inside the active interval.
  case active
  /// After the active interval (or after the end time, if that comes first).
  case after
}
