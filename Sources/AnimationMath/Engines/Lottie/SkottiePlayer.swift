/// How Skia's Skottie evaluates an animated property (a seek to the frame).
///
/// Read from google/skia, `modules/skottie/src/`:
/// - `animator/KeyframeAnimator.cpp` at 2d46dae4, `parseKeyframes`: times
///   and values are **Float**; "Ts must be strictly monotonic", so a property
///   with two keyframes at one `t` (as Floats) is **refused**
///   (``refusal(_:)``), as is a keyframe without `s` other than the last
///   (which takes the previous `e`); a segment runs from keyframe n's `s` to
///   keyframe n + 1's; a segment whose two values are equal is constant;
///   `h` is a hold; handles missing or within 1/4096 of the diagonal
///   (`SkCubicMap::IsLinear`) are linear, others a ``SkiaCubicMap``;
/// - the same file, `getLERPInfo` and `compute_weight`: the first value up
///   to the first `t`, the last from the last `t`, else the weight
///   (t − tₙ)/(tₙ₊₁ − tₙ) in Float, through the cubic map;
/// - `SkottieJson.cpp` at 1f1e6707: a handle given per dimension is read by
///   its **first** element;
/// - `animator/Vec2KeyframeAnimator.cpp` at 0dcafc5e: a 2D segment whose
///   `to`/`ti` (missing ones read as zero) are not both zero, whose ends
///   differ, and whose tangents do not both lie on the chord (`check_vecs`:
///   same direction, no longer than the chord) is a cubic traversed by
///   ``SkiaContourMeasure`` at weight × length, **pinned** to the path's
///   ends, so eased progress beyond [0, 1] stops at an end point; other
///   values are interpolated a + (b − a)·w per component in Float.
///
/// Not modelled: a third component of a spatial value (Skottie's 2D
/// layers drop it; here it is interpolated linearly), expressions, and
/// what Skottie renders for a refused property (it logs an error and leaves
/// the property at its default).
enum SkottiePlayer {
  /// The value of `property` at `frame` (frames of the layer's time).
  static func value(_ property: LottieProperty, atFrame frame: Double) -> [Double] {
    let keyframes = property.keyframes
    guard !keyframes.isEmpty else { return property.staticValue.map { Double(Float($0)) } }
    let values = property.values.map { $0.map { Float($0) } }
    let times = keyframes.map { Float($0.time) }
    let t = Float(frame)
    if !(t > times[0]) { return values[0].map { Double($0) } }
    if t >= times[times.count - 1] { return values[values.count - 1].map { Double($0) } }
    var (low, high) = (0, times.count - 1)
    while low + 1 != high {
      let middle = low + (high - low) / 2
      if t >= times[middle] { low = middle } else { high = middle }
    }
    let (start, end) = (values[low], values[low + 1])
    if keyframes[low].isHold || start == end { return start.map { Double($0) } }
    let weight = eased((t - times[low]) / (times[low + 1] - times[low]), keyframes[low])
    var value = zip(start, end).map { $0 + ($1 - $0) * weight }
    if start.count >= 2, let point = spatialPoint(keyframes[low], start: start, end: end, weight: weight) {
      (value[0], value[1]) = point
    }
    return value.map { Double($0) }
  }

  /// The weight through the keyframe's cubic map (dimension 0's handles), or linear.
  static func eased(_ linear: Float, _ keyframe: LottieKeyframe) -> Float {
    guard let out = keyframe.outHandle, let into = keyframe.inHandle else { return linear }
    let (x1, y1) = (Float(out.x(dimension: 0)), Float(out.y(dimension: 0)))
    let (x2, y2) = (Float(into.x(dimension: 0)), Float(into.y(dimension: 0)))
    if SkiaCubicMap.isLinear(x1: x1, y1: y1, x2: x2, y2: y2) { return linear }
    return SkiaCubicMap(x1: x1, y1: y1, x2: x2, y2: y2).value(at: linear)
  }

  /// The point on the segment's spatial cubic at `weight`, or nil when Skottie keeps it a line.
  static func spatialPoint(_ keyframe: LottieKeyframe, start: [Float], end: [Float], weight: Float)
    -> (Float, Float)?
  {
    func pair(_ values: [Double]?) -> (Float, Float) {
      guard let values, values.count >= 2 else { return (0, 0) }
      return (Float(values[0]), Float(values[1]))
    }
    let (to, ti) = (pair(keyframe.spatialOut), pair(keyframe.spatialIn))
    guard to != (0, 0) || ti != (0, 0), start[0] != end[0] || start[1] != end[1] else { return nil }
    let chord = (end[0] - start[0], end[1] - start[1])
    if liesOnChord(chord, to) && liesOnChord((-chord.0, -chord.1), ti) { return nil }
    let measure = SkiaContourMeasure(
      (start[0], start[1]), (start[0] + to.0, start[1] + to.1), (end[0] + ti.0, end[1] + ti.1), (end[0], end[1]))
    let point = measure.position(atDistance: weight * measure.length).point
    return (point.x, point.y)
  }

  /// `check_vecs(v0, v1)`: v1 is no longer than v0 and points the same way
  /// (dot² within 1/4096 of |v0|²·|v1|²).
  static func liesOnChord(_ v0: (Float, Float), _ v1: (Float, Float)) -> Bool {
    let (length0, length1) = (v0.0 * v0.0 + v0.1 * v0.1, v1.0 * v1.0 + v1.1 * v1.1)
    if length0 < length1 { return false }
    let dot = v0.0 * v1.0 + v0.1 * v1.1
    return abs(dot * dot - length0 * length1) <= SkiaCubicMap.nearlyEqual
  }

  /// Why Skottie refuses the keyframes, or nil: two keyframes at one `t` (as Floats), or a
  /// keyframe without `s` before the last.
  static func refusal(_ keyframes: [LottieKeyframe]) -> String? {
    for index in keyframes.indices.dropFirst() where Float(keyframes[index].time) <= Float(keyframes[index - 1].time) {
      let t = Float(keyframes[index].time)
      let text = t == t.rounded() && abs(t) < 1e9 ? String(Int(t)) : "\(t)"
      return "k[\(index - 1)] and k[\(index)] are both at t = \(text) as Floats; Skottie requires strictly increasing t"
    }
    for (index, keyframe) in keyframes.enumerated().dropLast() where keyframe.value.isEmpty {
      return "k[\(index)] has no s; Skottie takes e in place of s only on the last keyframe"
    }
    return nil
  }
}
