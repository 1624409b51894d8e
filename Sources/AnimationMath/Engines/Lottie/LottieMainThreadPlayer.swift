/// How airbnb/lottie-ios' Main Thread renderer evaluates a keyframe segment.
///
/// Read from airbnb/lottie-ios at f4db77d7 (2026-06-13), files under
/// `Sources/`:
/// - `Private/Utility/Interpolatable/KeyframeExtensions.swift`,
///   `interpolatedProgress`: linear progress in Double; a missing `o` is
///   (0, 0) and a missing `i` is (1, 1); unless the handles are exactly those
///   two points, the progress goes through `cubicBezierInterpolate`;
/// - `Private/Utility/Extensions/CGFloatExtensions.swift`,
///   `cubicBezierInterpolate`: t = 0 or 1 at the ends, else the closed-form
///   root of x(t) = progress from `SolveCubic` (``cubicRoot(a:b:c:d:)``),
///   and y(t); when no root lies in [0, 1] it returns **−1** as the eased
///   progress;
/// - `Private/Utility/Primitives/VectorsExtensions.swift`, `LottieVector2D`:
///   a handle given per dimension keeps its **first** element;
/// - `Public/Keyframes/Interpolatable.swift`: a position with both `to` and
///   `ti` goes through `CGPoint.interpolate(_:outTangent:inTangent:amount:)`,
///   otherwise each component is interpolated linearly (z always is);
/// - `Private/Utility/Extensions/MathKit.swift`, that method: eased
///   progress 0 or 1 gives the ends; when both control points lie within an
///   absolute "area" 0.05 of the lines start–c1–c2 and c1–c2–end
///   (`colinear`), a straight line by the eased progress; else 20 samples of
///   the cubic at t = k/20 (the parameter summed step by step), the sample
///   below the wanted arc length, and **one** secant step inside that sample
///   interval (the stop test `accurateDistance − newDistance <= accuracy ||
///   newDistance − accurateDistance <= accuracy` always holds). Eased
///   progress above 1 walks past the last sample and returns the end point;
///   below 0 it returns the start point.
///
/// Not modelled: the renderer's clock; `respectAnimationFrameRate` (off by
/// default) would round frames down.
enum LottieMainThreadPlayer {
  /// `samples`: points of the path walk.
  static let samples = 20
  /// `colinear`'s absolute bound on the signed doubled triangle area, in px².
  static let collinearArea = 0.05

  /// The value of `segment` at `frame` ∈ [startTime, endTime).
  static func value(_ segment: LottieSegment, atFrame frame: Double) -> [Double] {
    if segment.isHold { return segment.start }
    let eased = easedProgress(segment, atFrame: frame)
    var value = zip(segment.start, segment.end).map { $0 + ($1 - $0) * eased }
    if segment.curve != nil, let controls = segment.spatialControls {
      let point = pathPoint(
        from: (segment.start[0], segment.start[1]), (controls.0[0], controls.0[1]), (controls.1[0], controls.1[1]),
        to: (segment.end[0], segment.end[1]), amount: eased)
      (value[0], value[1]) = point
    }
    return value
  }

  /// `interpolatedProgress`: the eased progress, −1 where the cubic solve finds no root.
  static func easedProgress(_ segment: LottieSegment, atFrame frame: Double) -> Double {
    let progress = segment.progress(atFrame: frame)
    let out = segment.outHandle.map { ($0.x(dimension: 0), $0.y(dimension: 0)) } ?? (0, 0)
    let into = segment.inHandle.map { ($0.x(dimension: 0), $0.y(dimension: 0)) } ?? (1, 1)
    if out == (0, 0) && into == (1, 1) { return progress }
    let t: Double
    if progress == 0 {
      t = 0
    } else if progress == 1 {
      t = 1
    } else {
      let root = cubicRoot(a: 3 * out.0 - 3 * into.0 + 1, b: -6 * out.0 + 3 * into.0, c: 3 * out.0, d: -progress)
      guard let root else { return -1 }
      t = root
    }
    let u = 1 - t
    return 3 * t * (u * u) * out.1 + 3 * (t * t) * u * into.1 + t * t * t
  }

  /// The eased point on the cubic `start, c1, c2, end`, as `CGPoint.interpolate` walks it.
  static func pathPoint(
    from start: (Double, Double), _ c1: (Double, Double), _ c2: (Double, Double), to end: (Double, Double),
    amount: Double
  ) -> (Double, Double) {
    if amount == 0 { return start }
    if amount == 1 { return end }
    if isCollinear(start, c1, c2) && isCollinear(c1, c2, end) {
      return (start.0 + (end.0 - start.0) * amount, start.1 + (end.1 - start.1) * amount)
    }
    let bezier = { (t: Double) in deCasteljau(start, c1, c2, end, t) }
    let step = 1 / Double(samples)
    var points = [(point: start, distance: 0.0)]
    var (sampled, below) = (0.0, 0)
    while sampled < 1 {
      sampled += step
      if sampled < amount { below += 1 }
      let next = bezier(sampled)
      points.append((next, points[points.count - 1].distance + distance(points[points.count - 1].point, next)))
    }
    let wanted = amount * points[points.count - 1].distance
    while below + 1 < points.count && points[below + 1].distance < wanted { below += 1 }
    if below + 1 >= points.count { return points[points.count - 1].point }
    while below >= 0 && wanted < points[below].distance { below -= 1 }
    if below < 0 { return start }
    let share = (wanted - points[below].distance) / (points[below + 1].distance - points[below].distance)
    let low = Double(below) * step
    return bezier(low + share * (low + step - low))
  }

  /// `colinear`: the signed doubled area of the triangle a, b, c is within ±0.05.
  static func isCollinear(_ a: (Double, Double), _ b: (Double, Double), _ c: (Double, Double)) -> Bool {
    let area = a.0 * (b.1 - c.1) + b.0 * (c.1 - a.1) + c.0 * (a.1 - b.1)
    return area < collinearArea && area > -collinearArea
  }

  /// `pointOnPath`: de Casteljau's construction at t, each step a + (b − a)·t.
  static func deCasteljau(
    _ a: (Double, Double), _ b: (Double, Double), _ c: (Double, Double), _ d: (Double, Double), _ t: Double
  ) -> (Double, Double) {
    func lerp(_ p: (Double, Double), _ q: (Double, Double)) -> (Double, Double) {
      (p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t)
    }
    let (ab, bc, cd) = (lerp(a, b), lerp(b, c), lerp(c, d))
    return lerp(lerp(ab, bc), lerp(bc, cd))
  }

  /// Euclidean distance.
  static func distance(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
    ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).squareRoot()
  }
}
