/// One keyframe segment of a ``LottieProperty``: from keyframe n's value to
/// the next value, over [tₙ, tₙ₊₁), eased by keyframe n's handles.
///
/// An immutable class: evaluating a segment of a property's array then takes
/// one reference instead of copying its arrays' references one by one.
final class LottieSegment: Sendable {
  /// The start and end values.
  let start: [Double], end: [Double]
  /// The segment's first and last frame.
  let startTime: Double, endTime: Double
  /// Whether the value holds at ``start`` over the whole segment.
  let isHold: Bool
  /// The easing of each dimension (one for all on a spatial segment).
  let easings: [LottieSegmentEasing]
  /// The spatial path when the keyframe has `to`/`ti` and the value has ≥ 2 components.
  let curve: LottieSpatialCurve?
  /// The keyframe's handles as given (nil: none), for the player profiles.
  let outHandle: LottieEasingHandle?, inHandle: LottieEasingHandle?
  /// The cubic's inner control points `start + to` and `end + ti` when both
  /// tangents are given and not both zero (whatever their direction).
  let spatialControls: ([Double], [Double])?

  /// The segment that starts at `keyframe`.
  init(keyframe: LottieKeyframe, start: [Double], end: [Double], endTime: Double) {
    self.start = start
    self.end = end
    startTime = keyframe.time
    self.endTime = endTime
    isHold = keyframe.isHold
    outHandle = keyframe.outHandle
    inHandle = keyframe.inHandle
    if start.count >= 2, let to = keyframe.spatialOut, let ti = keyframe.spatialIn,
      to.contains(where: { $0 != 0 }) || ti.contains(where: { $0 != 0 })
    {
      spatialControls = (
        start.indices.map { start[$0] + ($0 < to.count ? to[$0] : 0) },
        end.indices.map { end[$0] + ($0 < ti.count ? ti[$0] : 0) }
      )
    } else {
      spatialControls = nil
    }
    let spatial = start.count >= 2 && (keyframe.spatialOut != nil || keyframe.spatialIn != nil)
    let easingCount = spatial ? 1 : max(1, start.count)
    if let out = keyframe.outHandle, let into = keyframe.inHandle, !keyframe.isHold {
      easings = (0..<easingCount).map { d in
        LottieSegmentEasing(
          x1: out.x(dimension: d), y1: out.y(dimension: d), x2: into.x(dimension: d), y2: into.y(dimension: d))
      }
    } else {
      easings = Array(repeating: .linear, count: easingCount)
    }
    curve =
      spatial && !isHold
      ? LottieSpatialCurve(from: start, to: end, out: keyframe.spatialOut ?? [], in: keyframe.spatialIn ?? []) : nil
  }

  /// The linear progress at `frame` ∈ [startTime, endTime).
  func progress(atFrame frame: Double) -> Double {
    let duration = endTime - startTime
    return duration > 0 ? (frame - startTime) / duration : 0
  }

  /// Component `d` of ``value(atFrame:)``, computed alike without building the array.
  func component(_ d: Int, atFrame frame: Double) -> Double {
    if isHold { return start[d] }
    let p = progress(atFrame: frame)
    if let curve { return curve.point(atFraction: easings[0].value(at: p))[d] }
    let eased = easings[min(d, easings.count - 1)].value(at: p)
    return start[d] + eased * (end[d] - start[d])
  }

  /// The value at `frame` ∈ [startTime, endTime).
  func value(atFrame frame: Double) -> [Double] {
    if isHold { return start }
    let p = progress(atFrame: frame)
    if let curve { return curve.point(atFraction: easings[0].value(at: p)) }
    return (0..<start.count).map { d in
      let eased = easings[min(d, easings.count - 1)].value(at: p)
      return start[d] + eased * (end[d] - start[d])
    }
  }
}
