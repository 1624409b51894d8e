/// A `CAKeyframeAnimation` over `values` (https://developer.apple.com/documentation/quartzcore/cakeyframeanimation).
///
/// At eased progress `q` (the animation's own timing function applied first):
/// - **discrete**: the last keyframe whose key time is ≤ q;
/// - **linear**: segment `i` and fraction `u` from ``KeyframeSchedule``,
///   `u' = timingFunctions[i](u)` (linear when missing), `lerp(v_i, v_{i+1}, u')`;
/// - **paced**: key times spaced by the distances between values, no
///   per-segment timing functions;
/// - **cubic**: the Kochanek–Bartels spline (Catmull–Rom by default) at `u'`;
/// - **cubicPaced**: the spline with paced key times and plain `u`.
///
/// Past the last key time the last value holds; before the first, the first.
/// Invalid key times are ignored (uniform spacing), as Core Animation
/// documents.
public struct KeyframeAnimation<Value: Interpolatable>: Sendable {
  /// The animated property.
  public var keyPath: String
  /// The keyframe values (at least one).
  public let values: [Value]
  /// The key times as given (nil: none).
  public let keyTimes: [Double]?
  /// Per-segment timing functions (`n − 1` for `n` values; missing = linear).
  public let timingFunctions: [TimingFunction]
  /// How frames between keyframes are computed.
  public let calculationMode: CalculationMode
  /// Per-keyframe tension, continuity and bias for the cubic modes (missing = 0).
  public let tensionValues: [Double]
  /// Per-keyframe continuity (cubic modes).
  public let continuityValues: [Double]
  /// Per-keyframe bias (cubic modes).
  public let biasValues: [Double]
  /// The key times in use.
  public let schedule: KeyframeSchedule
  /// The animation's timing.
  public var timing: MediaTiming
  /// The animation-level timing function, applied before the per-segment ones.
  public var timingFunction: TimingFunction?

  /// Creates a keyframe animation.
  ///
  /// - Precondition: `values` is not empty and its values are compatible with
  ///   each other.
  public init(
    keyPath: String, values: [Value], keyTimes: [Double]? = nil, timingFunctions: [TimingFunction] = [],
    calculationMode: CalculationMode = .linear, tensionValues: [Double] = [], continuityValues: [Double] = [],
    biasValues: [Double] = [], timing: MediaTiming, timingFunction: TimingFunction? = nil
  ) {
    precondition(!values.isEmpty, "a keyframe animation needs at least one value")
    precondition(
      values.allSatisfy { $0.isCompatible(with: values[0]) }, "keyframe values must have the same structure")
    self.keyPath = keyPath
    self.values = values
    self.keyTimes = keyTimes
    self.timingFunctions = timingFunctions
    self.calculationMode = calculationMode
    self.tensionValues = tensionValues
    self.continuityValues = continuityValues
    self.biasValues = biasValues
    self.timing = timing
    self.timingFunction = timingFunction
    let distances = zip(values, values.dropFirst()).map { $0.distance(to: $1) }
    self.schedule = KeyframeSchedule(
      count: values.count, keyTimes: keyTimes, mode: calculationMode, distances: distances)
  }

  /// The value at eased progress `q`.
  public func value(atProgress q: Double) -> Value {
    switch calculationMode {
    case .discrete:
      return values[schedule.discreteIndex(at: q, count: values.count)]
    case .linear, .paced:
      let (i, u) = schedule.segment(at: q)
      guard i + 1 < values.count else { return values[i] }
      let eased = calculationMode == .linear ? segmentEasing(i, u) : u
      return values[i].interpolated(to: values[i + 1], by: eased)
    case .cubic, .cubicPaced:
      let (i, u) = schedule.segment(at: q)
      let eased = calculationMode == .cubic ? segmentEasing(i, u) : u
      return KochanekBartels.value(
        values, schedule: schedule, segment: i, fraction: eased, tension: tensionValues,
        continuity: continuityValues, bias: biasValues)
    }
  }

  /// The value at `parentTime`, or nil when the animation is not applied.
  public func value(parentTime: Double, in placement: MediaTiming.Placement = .topLevel) -> Value? {
    timing.easedProgress(parentTime: parentTime, in: placement, timingFunction: timingFunction)
      .map { value(atProgress: $0) }
  }

  /// `timingFunctions[i](u)`, or `u` when there is none for segment `i`.
  func segmentEasing(_ i: Int, _ u: Double) -> Double {
    i < timingFunctions.count ? timingFunctions[i].value(at: u) : u
  }
}
