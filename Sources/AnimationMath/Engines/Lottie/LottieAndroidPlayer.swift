/// How airbnb/lottie-android evaluates a keyframe segment (a seek to the
/// frame, the interpolator cache cold).
///
/// Read from airbnb/lottie-android at 05ea92e9 (2026-02-15), files under
/// `lottie/src/main/java/com/airbnb/lottie/`:
/// - `parser/KeyframeParser.java`, `interpolatorFor`: control points clamped
///   to x ∈ [−1, 1] and y ∈ [−100, 100] (`MAX_CP_VALUE`), then
///   `PathInterpolatorCompat.create` (the platform ``AndroidPathInterpolator``
///   on API 21+, a polyline within 0.002 of the curve); a keyframe without
///   `o`/`i`, or a hold, is linear. Its other fallbacks (a retry with
///   x1 ≤ 1, x2 ≥ 0 after "The Path cannot loop back on itself.", **linear**
///   after any other refusal) need x handles outside [0, 1], which the core
///   refuses before any player runs, so only the clamp of y is reached;
/// - `parser/JsonUtils.java`, `valueFromObject`: a handle given per dimension
///   keeps its **first** element (the transform's anchor, position and
///   scale parse handles this way);
/// - `animation/keyframe/PathKeyframe.java` and `utils/Utils.java`,
///   `createPath`: a position segment whose ends are equal has no path and
///   stays at its start value; otherwise a cubic through `start + to` and
///   `end + ti` when both are given and not both zero, else a line;
/// - `animation/keyframe/PathKeyframeAnimation.java`: the point at eased
///   progress × length by `PathMeasure.getPosTan` (Skia's contour measure,
///   ``SkiaContourMeasure``); before the start or past the end it continues
///   along the unit tangent there by the distance left over;
/// - `animation/keyframe/PointKeyframeAnimation.java` and the value
///   classes: values, progress and the linear interpolation are **Float**.
///
/// Not modelled: the progress as a Float fraction of the whole composition
/// (`BaseKeyframeAnimation.getLinearCurrentKeyframeProgress`); the global
/// interpolator cache keyed by `Utils.hashFor`, whose int truncation lets two
/// different curves share an interpolator; per-dimension handles of shape
/// points (`AnimatableValueParser.parsePoint`). The frame rate option
/// (`useCompositionFrameRate`) is off by default, so frames are not rounded.
enum LottieAndroidPlayer {
  /// `MAX_CP_VALUE`: the bound on a control point's |y|.
  static let maximumControlY: Float = 100

  /// The value of `segment` at `frame` ∈ [startTime, endTime).
  static func value(_ segment: LottieSegment, atFrame frame: Double) -> [Double] {
    let start = segment.start.map { Float($0) }
    let end = segment.end.map { Float($0) }
    if segment.isHold { return start.map { Double($0) } }
    let linear = Float(segment.progress(atFrame: frame))
    let eased = interpolator(segment).map { $0.interpolation(linear) } ?? linear
    var value = zip(start, end).map { $0 + eased * ($1 - $0) }
    if segment.curve != nil, start.count >= 2 {
      if start[0] == end[0] && start[1] == end[1] { return start.map { Double($0) } }
      if let controls = segment.spatialControls {
        let point = pathPoint(segment, controls, start: start, end: end, eased: eased)
        (value[0], value[1]) = (point.x, point.y)
      }
    }
    return value.map { Double($0) }
  }

  /// The point of the cubic path at eased progress `eased`, extrapolated along the end tangents.
  static func pathPoint(
    _ segment: LottieSegment, _ controls: ([Double], [Double]), start: [Float], end: [Float], eased: Float
  ) -> (x: Float, y: Float) {
    let to = (Float(controls.0[0] - segment.start[0]), Float(controls.0[1] - segment.start[1]))
    let ti = (Float(controls.1[0] - segment.end[0]), Float(controls.1[1] - segment.end[1]))
    let measure = SkiaContourMeasure(
      (start[0], start[1]), (start[0] + to.0, start[1] + to.1), (end[0] + ti.0, end[1] + ti.1), (end[0], end[1]))
    let length = measure.length
    let distance = eased * length
    let (point, tangent) = measure.position(atDistance: distance)
    let beyond = distance < 0 ? distance : distance > length ? distance - length : 0
    return (point.x + tangent.x * beyond, point.y + tangent.y * beyond)
  }

  /// The segment's interpolator from dimension 0's clamped handles; nil: linear.
  static func interpolator(_ segment: LottieSegment) -> AndroidPathInterpolator? {
    guard let out = segment.outHandle, let into = segment.inHandle else { return nil }
    func clampX(_ x: Double) -> Float { min(max(Float(x), -1), 1) }
    func clampY(_ y: Double) -> Float { min(max(Float(y), -maximumControlY), maximumControlY) }
    return AndroidPathInterpolator(
      controlPoints: clampX(out.x(dimension: 0)), clampY(out.y(dimension: 0)), clampX(into.x(dimension: 0)),
      clampY(into.y(dimension: 0)))
  }
}
