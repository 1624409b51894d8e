/// A `CAKeyframeAnimation` with a `path`: a point property (`position`) moving
/// along a path, optionally turning with it (https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/path).
///
/// The keyframes are the start of the path and the end of every drawing
/// segment (move-to elements are jumps, not keyframes; a close is a line back
/// to the subpath start), so `N` segments make `N + 1` keyframes and `keyTimes`
/// needs `N + 1` entries.
///
/// - **linear** (default) and **cubic**: segment `i` covers `[k_i, k_{i+1}]`
///   (uniform `1/N` without key times); inside it the position is the
///   segment at **Bézier parameter** `u' = timingFunctions[i](u)` — not arc
///   length, so the speed varies along a curve.
/// - **paced** and **cubicPaced**: key times are cumulative segment lengths
///   over the total, and inside a segment the fraction is an arc-length
///   fraction: constant speed along the whole path; key times and per-segment
///   timing functions are ignored.
/// - **discrete**: the keyframe points themselves.
///
/// With a ``RotationMode`` the object turns to the tangent (`atan2` of the
/// derivative, one-sided at cusps), plus π for ``RotationMode/autoReverse``.
public struct KeyframePathAnimation: Sendable {
  /// The animated point property, usually `position`.
  public var keyPath: String
  /// The property the rotation is written to when there is a rotation mode
  /// (Core Animation composes it into the transform).
  public var rotationKeyPath = "rotation"
  /// The path followed.
  public let path: BezierPath
  /// The key times as given (nil: none).
  public let keyTimes: [Double]?
  /// Per-segment timing functions (linear and cubic modes).
  public let timingFunctions: [TimingFunction]
  /// How the key times and in-segment fractions are computed.
  public let calculationMode: CalculationMode
  /// Whether, and how, the object turns with the path; nil: it does not.
  public let rotationMode: RotationMode?
  /// The arc-length tables of the path.
  public let measure: PathMeasure
  /// The key times in use.
  public let schedule: KeyframeSchedule
  /// The animation's timing.
  public var timing: MediaTiming
  /// The animation-level timing function, applied before the per-segment ones.
  public var timingFunction: TimingFunction?

  /// Creates a path animation.
  ///
  /// - Precondition: `path` has at least one drawing segment.
  public init(
    keyPath: String = "position", path: BezierPath, keyTimes: [Double]? = nil, timingFunctions: [TimingFunction] = [],
    calculationMode: CalculationMode = .linear, rotationMode: RotationMode? = nil, timing: MediaTiming,
    timingFunction: TimingFunction? = nil
  ) {
    precondition(!path.segments.isEmpty, "a path animation needs a path with at least one drawing segment")
    self.keyPath = keyPath
    self.path = path
    self.keyTimes = keyTimes
    self.timingFunctions = timingFunctions
    self.calculationMode = calculationMode
    self.rotationMode = rotationMode
    self.timing = timing
    self.timingFunction = timingFunction
    let measure = PathMeasure(path)
    self.measure = measure
    self.schedule = KeyframeSchedule(
      count: path.segments.count + 1, keyTimes: keyTimes, mode: calculationMode,
      distances: measure.tables.map(\.length))
  }

  /// The position and, with a rotation mode, the rotation angle in radians at
  /// eased progress `q`.
  public func sample(atProgress q: Double) -> (position: Point, rotation: Double?) {
    let segments = path.segments
    let segment: Int
    let parameter: Double
    let position: Point
    switch calculationMode {
    case .discrete:
      let keyframe = schedule.discreteIndex(at: q, count: segments.count + 1)
      segment = min(keyframe, segments.count - 1)
      parameter = keyframe == segments.count ? 1 : 0
      position = keyframe == 0 ? segments[0].start : segments[keyframe - 1].end
    case .linear, .cubic:
      let (i, u) = schedule.segment(at: q)
      segment = i
      parameter = i < timingFunctions.count ? timingFunctions[i].value(at: u) : u
      position = segments[i].point(at: parameter)
    case .paced, .cubicPaced:
      let (i, u) = schedule.segment(at: q)
      let arc = measure.segmentStarts[i] + u * measure.tables[i].length
      // The path has segments (a precondition), so sampling cannot throw.
      let onPath = (try? measure.sample(atArcLength: arc)) ?? measure.sample(segment: i, parameter: u)
      segment = onPath.segment
      parameter = onPath.parameter
      position = onPath.position
    }
    guard let rotationMode else { return (position, nil) }
    let angle = segments[segment].tangentAngle(at: parameter)
    return (position, rotationMode == .autoReverse ? angle + Double.pi : angle)
  }

  /// The position and rotation at `parentTime`, or nil when not applied.
  public func sample(parentTime: Double, in placement: MediaTiming.Placement = .topLevel)
    -> (position: Point, rotation: Double?)?
  {
    timing.easedProgress(parentTime: parentTime, in: placement, timingFunction: timingFunction)
      .map { sample(atProgress: $0) }
  }
}
