import AnimationMath
import TestSupport
import Testing

/// Keyframe values are a lerp or a cubic polynomial of O(1)…O(10) values at
/// simple fractions: a few ulp of 10.
private let valueTolerance = 1e-13

/// steps(2, jump-end): 0 on [0, ½), ½ on [½, 1), 1 at 1.
private let twoSteps = TimingFunction.steps(try! StepsEasing(count: 2, position: .jumpEnd))

private func animation(
  _ values: [Double], keyTimes: [Double]? = nil, mode: CalculationMode = .linear,
  timingFunctions: [TimingFunction] = [], tension: [Double] = []
) -> KeyframeAnimation<Double> {
  // The default timing is valid.
  KeyframeAnimation(
    keyPath: "x", values: values, keyTimes: keyTimes, timingFunctions: timingFunctions, calculationMode: mode,
    tensionValues: tension, timing: try! MediaTiming(duration: 1))
}

struct KeyframeCase: Sendable, CustomStringConvertible {
  let name: String
  let animation: KeyframeAnimation<Double>
  let progress: Double
  let value: Double
  var description: String { "\(name) at q = \(progress)" }
}

@Suite("KeyframeAnimation: values, key times, calculation modes (CAKeyframeAnimation)")
struct KeyframeAnimationTests {
  /// Seed 000's ring: values [1, 4, 0.3], keyTimes [0, 0.7, 0.9], linear:
  /// w = 1 + 3q/0.7 on [0, 0.7]; 4 − 3.7(q − 0.7)/0.2 on [0.7, 0.9]; 0.3 after.
  static let lineWidth = animation([1, 4, 0.3], keyTimes: [0, 0.7, 0.9])
  /// Apple's discrete example: four values, keyTimes [0, .25, .5, .75, 1].
  static let discrete = animation([10, 20, 30, 40], keyTimes: [0, 0.25, 0.5, 0.75, 1], mode: .discrete)

  static let cases: [KeyframeCase] = [
    .init(name: "lineWidth start", animation: lineWidth, progress: 0, value: 1),
    .init(name: "lineWidth rising", animation: lineWidth, progress: 0.35, value: 2.5),  // 1 + 3·0.5
    .init(name: "lineWidth at 0.7", animation: lineWidth, progress: 0.7, value: 4),
    .init(name: "lineWidth falling", animation: lineWidth, progress: 0.8, value: 2.15),  // 4 − 3.7/2
    .init(name: "lineWidth at 0.9", animation: lineWidth, progress: 0.9, value: 0.3),
    .init(name: "lineWidth holds after the last key time", animation: lineWidth, progress: 0.95, value: 0.3),
    .init(name: "lineWidth at 1", animation: lineWidth, progress: 1, value: 0.3),
    .init(name: "before the first key time holds the first", animation: lineWidth, progress: -0.2, value: 1),

    // Discrete: the value of the last key time ≤ q.
    .init(name: "discrete first", animation: discrete, progress: 0.1, value: 10),
    .init(name: "discrete at a key time", animation: discrete, progress: 0.25, value: 20),
    .init(name: "discrete third", animation: discrete, progress: 0.6, value: 30),
    .init(name: "discrete last holds", animation: discrete, progress: 1, value: 40),
    // Without key times: n equal slots of 1/4.
    .init(
      name: "discrete uniform slots", animation: animation([10, 20, 30, 40], mode: .discrete), progress: 0.3,
      value: 20),

    // Paced: distances 1 and 2 → key times [0, 1/3, 1]; q 0.5 → 1 + 2·0.25 =
    // 1.5 = 3q (constant speed); given key times are ignored.
    .init(
      name: "paced", animation: animation([0, 1, 3], keyTimes: [0, 0.9, 1], mode: .paced), progress: 0.5,
      value: 1.5),
    .init(name: "paced first segment", animation: animation([0, 1, 3], mode: .paced), progress: 0.25, value: 0.75),

    // Per-segment timing function: steps(2, end) on segment 0 only.
    .init(
      name: "segment easing, below the step", animation: animation([0, 10, 20], timingFunctions: [twoSteps]),
      progress: 0.2, value: 0),  // u 0.4 → 0
    .init(
      name: "segment easing, past the step", animation: animation([0, 10, 20], timingFunctions: [twoSteps]),
      progress: 0.3, value: 5),  // u 0.6 → 0.5
    .init(
      name: "missing segment easing is linear", animation: animation([0, 10, 20], timingFunctions: [twoSteps]),
      progress: 0.75, value: 15),

    // Cubic (Catmull–Rom) through [0, 1, 0, 1], uniform: on segment 1 both
    // tangents are 0 → h00(½)·1 = 0.5; on segment 0 the end tangent at 0 is
    // (1 − 0)/2 (the end keyframe is its own neighbour) and at 1 is 0:
    // h10(½)·0.5 + h01(½)·1 = 0.125·0.5 + 0.5 = 0.5625.
    .init(name: "cubic middle segment", animation: animation([0, 1, 0, 1], mode: .cubic), progress: 0.5, value: 0.5),
    .init(
      name: "cubic first segment", animation: animation([0, 1, 0, 1], mode: .cubic), progress: 1.0 / 6,
      value: 0.5625),
    .init(
      name: "cubic passes through keyframes", animation: animation([0, 1, 0, 1], mode: .cubic), progress: 2.0 / 3,
      value: 0),
    // Tension 1 flattens every tangent: h01(½)·1 = 0.5.
    .init(
      name: "cubic tension 1", animation: animation([0, 1, 0, 1], mode: .cubic, tension: [1, 1, 1, 1]),
      progress: 1.0 / 6, value: 0.5),

    // Equal key times are a jump: [0, 0.5, 0.5] — at 0.5 the last segment
    // (zero length) is at its end.
    .init(name: "jump before", animation: animation([0, 1, 2], keyTimes: [0, 0.5, 0.5]), progress: 0.25, value: 0.5),
    .init(name: "jump at", animation: animation([0, 1, 2], keyTimes: [0, 0.5, 0.5]), progress: 0.5, value: 2),
    // Invalid key times (wrong count) are ignored: uniform [0, 0.5, 1].
    .init(
      name: "invalid key times ignored", animation: animation([1, 4, 0.3], keyTimes: [0, 0.7]), progress: 0.25,
      value: 2.5),
    .init(name: "single value", animation: animation([7]), progress: 0.6, value: 7),
  ]

  @Test("hand-derived values", arguments: cases)
  func values(_ c: KeyframeCase) {
    expectClose(c.animation.value(atProgress: c.progress), c.value, absolute: valueTolerance, "\(c)")
  }

  @Test("the animation's own timing function runs first, then the segment's")
  func orderOfEasing() {
    // Animation-level steps(2, end): p 0.6 → q 0.5; lineWidth at 0.5 = 1 + 3·0.5/0.7.
    var animation = Self.lineWidth
    animation.timingFunction = twoSteps
    expectClose(animation.value(parentTime: 0.6) ?? .nan, 1 + 1.5 / 0.7, absolute: valueTolerance)
    #expect(animation.value(parentTime: 1.5) == nil)  // after, no fill
  }

  @Test("schedules: uniform, discrete slots, paced fallback")
  func schedules() {
    func expectTimes(_ schedule: KeyframeSchedule, _ expected: [Double], _ label: String) {
      #expect(schedule.keyTimes.count == expected.count, "\(label)")
      for (a, b) in zip(schedule.keyTimes, expected) { expectClose(a, b, absolute: valueTolerance, label) }
    }
    expectTimes(KeyframeSchedule(count: 3, keyTimes: nil, mode: .linear), [0, 0.5, 1], "uniform")
    expectTimes(KeyframeSchedule(count: 4, keyTimes: nil, mode: .discrete), [0, 0.25, 0.5, 0.75], "discrete slots")
    // All distances 0: paced falls back to uniform.
    expectTimes(KeyframeSchedule(count: 3, keyTimes: nil, mode: .paced, distances: [0, 0]), [0, 0.5, 1], "paced 0")
    // Distances 1 and 2: [0, 1/3, 1].
    expectTimes(KeyframeSchedule(count: 3, keyTimes: nil, mode: .paced, distances: [1, 2]), [0, 1.0 / 3, 1], "paced")
    // Decreasing key times are invalid and ignored.
    expectTimes(KeyframeSchedule(count: 3, keyTimes: [0, 0.8, 0.6], mode: .linear), [0, 0.5, 1], "decreasing")
  }
}
