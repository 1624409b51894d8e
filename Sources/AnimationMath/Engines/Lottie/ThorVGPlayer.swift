/// How thorvg/thorvg evaluates a Lottie file (the LottieFiles dotLottie players).
///
/// Read from thorvg/thorvg at 44bf1bd9 (2026-08-22):
/// - `src/loaders/lottie/tvgLottieProperty.h`, `LottieScalarFrame::interpolate`
///   and `LottieVectorFrame::interpolate`: the progress (t − tₙ)/(tₙ₊₁ − tₙ) in
///   Float, eased by ``LottieFloatSplineEasing``, then start + (end − start)·e
///   in Float with the same e for every dimension; a keyframe without `i` is linear.
/// - `src/loaders/lottie/tvgLottieParser.cpp`, `getValue(float&)` in
///   `getInterpolatorPoint`: a handle given per dimension keeps its **first**
///   element; `parseTangent`: a keyframe with `to` or `ti` is spatial.
/// - `LottieVectorFrame::prepare`/`interpolate` with `src/common/tvgMath.cpp`,
///   `Bezier::lengthApprox` and `_bezAt`: a spatial segment is walked by
///   ``LottieFloatBezier``'s approximate length; the parameter is bisected on
///   [0, 1] from ½ until the left part's length is within 0.01 of e·length or
///   the bracket is narrower than 1e-3. e·length ≤ 0 gives parameter 0 and
///   ≥ length parameter 1: the spatial overshoot is **clamped** to the ends.
/// - `src/loaders/lottie/tvgLottieLoader.cpp`, `LottieLoader::shorten`, and
///   `tvgLottieModel.h`, `LottieComposition::clamp`: fractional frames are
///   rendered, rounded to 1e-4 of a frame (Float), offset by `ip` and clamped
///   to [`ip`, `op` − 1].
/// - `tvgLottieModel.cpp`, `LottieRootLayer::remap`: a precomp's children run
///   at (t − `st`)/`sr` in Float; with a time remap at max(0, tm(t))·`fr`,
///   ignoring `st` and `sr`. `tvgLottieBuilder.cpp`, `updateLayer`: a layer's
///   own keyframes run at its parent's frame (`st` is **not** subtracted);
///   visible while `ip` ≤ t < `op`.
///
/// Not modelled: the shared interpolator cache (``LottieFloatSplineEasing``);
/// the remap's Float route through the composition's duration
/// (`frameAtTime`: tm/duration·frame count, equal to tm·`fr` up to Float
/// rounding); a keyframe at |t − tₙ| < 1e-6 returning tₙ's value; the
/// "skip if within 0.0009 of the last frame" of `LottieLoader::frame`.
enum ThorVGPlayer {
  /// The value of `segment` at `frame` ∈ [startTime, endTime).
  static func value(_ segment: LottieSegment, atFrame frame: Double) -> [Double] {
    let start = segment.start.map { Float($0) }
    let end = segment.end.map { Float($0) }
    let startTime = Float(segment.startTime)
    let p = (Float(frame) - startTime) / (Float(segment.endTime) - startTime)
    let e = LottieFloatSplineEasing(segment: segment)?.value(at: p) ?? p
    if segment.isHold { return (e < 1 ? start : end).map { Double($0) } }
    var value = zip(start, end).map { Double($0 + ($1 - $0) * e) }
    if segment.curve != nil {
      let (c1, c2) = segment.spatialControls ?? (segment.start, segment.end)
      let bezier = LottieFloatBezier(segment.start, c1, c2, segment.end)
      let length = bezier.approximateLength
      let point = bezier.point(at: parameter(bezier, atLength: e * length, total: length))
      value[0] = point[0]
      value[1] = point[1]
    }
    return value
  }

  /// `_bezAt`'s tolerance on the length (`BEZIER_EPSILON`).
  static let lengthTolerance: Float = 0.01
  /// `_bezAt` stops once the bracket is narrower than this.
  static let bracketTolerance: Float = 0.001

  /// `_bezAt`: 0 at or below 0, 1 at or beyond the total, else bisection of [0, 1] from ½.
  static func parameter(_ bezier: LottieFloatBezier, atLength target: Float, total: Float) -> Float {
    if target <= 0 { return 0 }
    if target >= total { return 1 }
    var (smallest, biggest, t): (Float, Float, Float) = (0, 1, 0.5)
    while true {
      let length = bezier.left(at: t).approximateLength
      if abs(length - target) < lengthTolerance || abs(smallest - biggest) < bracketTolerance { return t }
      if length < target {
        smallest = t
        t = (t + biggest) * 0.5
      } else {
        biggest = t
        t = (smallest + t) * 0.5
      }
    }
  }

  // MARK: - The clock

  /// The frame rendered for composition frame `frame`: `ip` + (frame − `ip`) rounded to
  /// 1e-4 in Float, within [`ip`, `op` − 1].
  static func compositionFrame(_ frame: Double, inPoint: Double, outPoint: Double) -> Double {
    let shortened = (Float(frame - inPoint) * 10_000).rounded(.toNearestOrEven) * 0.0001
    let first = Float(inPoint)
    return Double(min(max(shortened + first, first), Float(outPoint) - 1))
  }

  /// The frame a precomp's children see: (t − `st`)/`sr`, or max(0, tm(t))·`fr`, in Float.
  static func childFrame(_ timing: LottieLayerTiming, atFrame frame: Double) -> Double {
    if let remap = timing.timeRemap {
      let seconds = Float(remap.value(atFrame: frame, player: .thorvg)[0])
      return Double(max(0, seconds) * Float(timing.frameRate))
    }
    return Double((Float(frame) - Float(timing.startTime)) / Float(timing.stretch))
  }
}
