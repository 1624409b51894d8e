/// How airbnb/lottie-web evaluates a keyframe segment (subframes on, a seek
/// to the frame rather than a playback that reuses the previous frame's cache).
///
/// Read from airbnb/lottie-web at bede03d2 (2024-11-19):
/// - `player/js/utils/PropertyFactory.js`, `interpolateValue`: a keyframe
///   with `to` is spatial; its eased progress e (dimension 0's handles)
///   times the polyline's length is walked along the polyline's points, and
///   the point is interpolated linearly inside the polyline segment that
///   holds it. Where that walk finds no segment (e > 1, and also e < 0) it
///   ends on the last point: the segment's **end** value. Other properties
///   ease each dimension with its own handles (arrays by index, else the
///   first). A multidimensional value is written into a **Float32Array**.
/// - `player/js/utils/bez.js`, `buildBezierData`: the polyline has
///   `defaultCurveSegments` = 150 points (`player/js/utils/common.js`) at
///   t = k/149, or 2 points when both control points lie on the chord by
///   `pointOnLine2D` (|determinant| < 0.001, absolute) and the ends differ.
/// - `player/js/3rd_party/BezierEaser.js` solves the easing to ~3e-16
///   (Newton with a bisection fallback), taken here as exact.
///
/// Not modelled: the playback cache (`caching._lastPoint`), which after an
/// overshoot that turns back can also return the end point.
enum LottieWebPlayer {
  /// Points of the spatial polyline (`defaultCurveSegments`).
  static let curveSegments = 150
  /// `pointOnLine2D`'s absolute bound on the determinant.
  static let collinearDeterminant = 0.001

  /// The value of `segment` at `frame` ∈ [startTime, endTime).
  static func value(_ segment: LottieSegment, atFrame frame: Double) -> [Double] {
    let value: [Double]
    if segment.isHold {
      value = segment.start
    } else if segment.curve != nil {
      value = spatialValue(segment, eased: segment.easings[0].value(at: segment.progress(atFrame: frame)))
    } else {
      value = segment.value(atFrame: frame)
    }
    return value.count > 1 ? value.map { Double(Float($0)) } : value
  }

  /// The polyline walk at eased progress `eased`.
  static func spatialValue(_ segment: LottieSegment, eased: Double) -> [Double] {
    let points = polyline(segment)
    var lengths = [0.0]
    for k in 1..<points.count {
      lengths.append(zip(points[k], points[k - 1]).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot())
    }
    let distance = lengths.reduce(0, +) * eased
    var added = 0.0
    for j in points.indices {
      added += lengths[j]
      if distance == 0 || eased == 0 || j == points.count - 1 { return points[j] }
      if distance >= added && distance < added + lengths[j + 1] {
        let share = (distance - added) / lengths[j + 1]
        return zip(points[j], points[j + 1]).map { $0 + ($1 - $0) * share }
      }
    }
    return points[points.count - 1]
  }

  /// The polyline's points: the cubic at t = k/(n − 1).
  static func polyline(_ segment: LottieSegment) -> [[Double]] {
    let (a, b) = (segment.start, segment.end)
    let (c1, c2) = segment.spatialControls ?? (a, b)
    let collinear =
      a.count == 2 && (a[0] != b[0] || a[1] != b[1]) && onLine(a, b, c1) && onLine(a, b, c2)
    let count = collinear ? 2 : curveSegments
    return (0..<count).map { k in
      let t = Double(k) / Double(count - 1)
      let u = 1 - t
      return a.indices.map { i in u * u * u * a[i] + 3 * u * u * t * c1[i] + 3 * u * t * t * c2[i] + t * t * t * b[i] }
    }
  }

  /// `pointOnLine2D(a, b, c)`: the determinant of the three points is below 0.001 in size.
  static func onLine(_ a: [Double], _ b: [Double], _ c: [Double]) -> Bool {
    let determinant = a[0] * b[1] + a[1] * c[0] + b[0] * c[1] - c[0] * b[1] - c[1] * a[0] - b[0] * a[1]
    return determinant > -collinearDeterminant && determinant < collinearDeterminant
  }
}
