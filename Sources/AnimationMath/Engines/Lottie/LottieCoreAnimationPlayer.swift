/// How airbnb/lottie-ios' Core Animation renderer evaluates a keyframe segment.
///
/// Read from airbnb/lottie-ios at f4db77d7 (2026-06-13):
/// - `Sources/Private/CoreAnimation/Animations/CALayer+addAnimation.swift`,
///   `timingFunctions(for:)`: one `CAMediaTimingFunction(controlPoints:)`
///   per segment from keyframe n's `o` and `i`, each coordinate converted to
///   **Float**; a missing handle is (0, 0) or (1, 1), i.e. linear;
/// - `Sources/Private/Utility/Primitives/VectorsExtensions.swift`,
///   `LottieVector2D.init(from:)`: a handle given per dimension keeps only
///   its **first** element, so every dimension shares dimension 0's easing;
/// - the same file's `path(keyframes:value:)`: a position's keyframes become
///   one `CGPath`, a curve where both `to` and `ti` are present and not both
///   zero, else a line, played with `calculationMode = .linear`. Core
///   Animation places the eased progress on a path segment as its **Bézier
///   parameter**, not its arc length (``KeyframePathAnimation``'s linear
///   mode); eased progress beyond [0, 1] extends the cubic polynomial there.
///   Collinear tangents stay a cubic, traversed by parameter.
///
/// Not modelled: the Float rounding of `keyTimes` and Core Animation's own
/// clock; the timing function is solved exactly for its Float control points.
enum LottieCoreAnimationPlayer {
  /// The value of `segment` at `frame` ∈ [startTime, endTime).
  static func value(_ segment: LottieSegment, atFrame frame: Double) -> [Double] {
    if segment.isHold { return segment.start }
    let p = segment.progress(atFrame: frame)
    let e = easing(segment).value(at: p)
    if let controls = segment.spatialControls {
      let u = 1 - e
      let (a, b, c, d) = (u * u * u, 3 * u * u * e, 3 * u * e * e, e * e * e)
      return (0..<segment.start.count).map { k in
        a * segment.start[k] + b * controls.0[k] + c * controls.1[k] + d * segment.end[k]
      }
    }
    return (0..<segment.start.count).map { k in segment.start[k] + e * (segment.end[k] - segment.start[k]) }
  }

  /// The segment's single timing function with Float control points.
  static func easing(_ segment: LottieSegment) -> LottieSegmentEasing {
    guard let out = segment.outHandle, let into = segment.inHandle else { return .linear }
    func float(_ value: Double) -> Double { Double(Float(value)) }
    return LottieSegmentEasing(
      x1: float(out.x(dimension: 0)), y1: float(out.y(dimension: 0)), x2: float(into.x(dimension: 0)),
      y2: float(into.y(dimension: 0)))
  }
}
