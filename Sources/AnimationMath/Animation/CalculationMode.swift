/// How a keyframe animation computes the frames between keyframes
/// (`CAAnimationCalculationMode`, https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/calculationmode).
public enum CalculationMode: String, Sendable, Hashable, CaseIterable {
  /// Each value holds until the next key time (`n + 1` key times for `n`
  /// values, or `n` equal slots).
  case discrete
  /// Straight interpolation between neighbouring keyframes, each segment eased
  /// by its timing function (the default).
  case linear
  /// Linear, with key times spaced by the distance between values (constant
  /// speed); `keyTimes` and per-segment timing functions are ignored.
  case paced
  /// A Kochanek–Bartels (Catmull–Rom when tension, continuity and bias are 0)
  /// spline through the keyframes.
  case cubic
  /// ``cubic`` with paced key times.
  case cubicPaced
}
