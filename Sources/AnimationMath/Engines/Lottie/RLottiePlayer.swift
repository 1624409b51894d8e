/// How Samsung/rlottie evaluates a Lottie file (Telegram, EFL).
///
/// Read from Samsung/rlottie at 34465a9e (2026-08-06):
/// - `src/lottie/lottiemodel.h`, `KeyFrames::Frame::progress`: the progress
///   (frame − tₙ)/(tₙ₊₁ − tₙ) in Float, eased by ``LottieFloatSplineEasing``;
///   `lerp` start + e·(end − start) in Float, every dimension with the same e.
/// - `src/lottie/lottieparser.cpp`, `getValue(float&)` and
///   `parseInperpolatorPoint`: a handle given per dimension keeps its **first**
///   element; `parseKeyFrameValue`: a keyframe with `to` or `ti` is spatial.
/// - `lottiemodel.h`, `Value<T, Position>::at`: a spatial segment is walked by
///   ``LottieFloatBezier``'s approximate length, the point at the parameter
///   `VBezier::tAtLength` (`src/vector/vbezier.cpp`) finds by bisection to
///   within 0.01 of e·length. Eased progress beyond 1 gives parameter 1 and
///   below 0 parameter 0: the spatial overshoot is **clamped** to the
///   segment's ends (a non-spatial value overshoots).
/// - `src/lottie/lottieanimation.cpp`, `AnimationImpl::update`, and
///   `lottiemodel.h`, `Composition::frameAtPos`: only **whole frames** are
///   rendered; a host's position is rounded to a frame, offset by `ip` and
///   clamped to [`ip`, `op`]. The parser rounds `ip` and `op` (`std::lround`)
///   and truncates `st` to an integer (`int mStartFrame`).
/// - `lottiemodel.h`, `Layer::timeRemap`: a precomp's children run at
///   int((t − `st`)/`sr`), **truncated**; with a time remap at
///   int(round(tm(t)·`fr`)/`sr`): the remap ignores `st`, and the **stretch
///   applies after the remap**.
/// - `src/lottie/lottieitem.cpp`, `Layer::update` and `Layer::visible`: a
///   layer's own keyframes run at its parent's frame (`st` is **not**
///   subtracted), and it is visible while `ip` ≤ t ≤ `op` (rounded, `op`
///   **included**).
///
/// Not modelled: the shared interpolator cache (``LottieFloatSplineEasing``);
/// a non-hold keyframe without `i`, which rlottie drops (the previous segment
/// runs on to the next keyframe), is read as linear here; the clamp of a
/// remapped time to the root composition's duration; a z component (rlottie
/// positions are 2D) moves linearly with e.
enum RLottiePlayer {
  /// The value of `segment` at the whole frame `frame` ∈ [startTime, endTime).
  static func value(_ segment: LottieSegment, atFrame frame: Double) -> [Double] {
    let start = segment.start.map { Float($0) }
    if segment.isHold { return start.map { Double($0) } }
    let end = segment.end.map { Float($0) }
    let startTime = Float(segment.startTime)
    let p = (Float(frame) - startTime) / (Float(segment.endTime) - startTime)
    let e = LottieFloatSplineEasing(segment: segment)?.value(at: p) ?? p
    var value = zip(start, end).map { Double($0 + e * ($1 - $0)) }
    if segment.curve != nil {
      let (c1, c2) = segment.spatialControls ?? (segment.start, segment.end)
      let bezier = LottieFloatBezier(segment.start, c1, c2, segment.end)
      let length = bezier.approximateLength
      if abs(length) > vectorEpsilon {
        let point = bezier.point(at: parameter(bezier, atLength: e * length, total: length))
        value[0] = point[0]
        value[1] = point[1]
      }
    }
    return value
  }

  /// `vCompare`/`vIsZero`'s Float tolerance (`EPSILON_FLOAT`).
  static let vectorEpsilon: Float = 0.000_001
  /// `tAtLength`'s bisection stops within this distance of the target length.
  static let lengthTolerance: Float = 0.01
  /// `tAtLength`'s iteration limit.
  static let maximumIterations = 100_500

  /// `VBezier::tAtLength`: 1 at or beyond the total; else bisection from ½,
  /// halving towards the last parameter found too long (1 at first).
  static func parameter(_ bezier: LottieFloatBezier, atLength target: Float, total: Float) -> Float {
    if target > total || abs(target - total) < vectorEpsilon { return 1 }
    var t: Float = 0.5
    var lastBigger: Float = 1
    for _ in 0..<maximumIterations {
      let length = bezier.left(at: t).approximateLength
      if abs(length - target) < lengthTolerance { return t }
      let previous = (t, lastBigger)
      if length < target {
        t += (lastBigger - t) * 0.5
      } else {
        lastBigger = t
        t -= t * 0.5
      }
      // A repeated state repeats to the iteration limit: the loop's result is this t.
      if previous == (t, lastBigger) { return t }
    }
    return t
  }

  // MARK: - The clock

  /// The whole frame rendered for composition frame `frame`: `ip` + round(frame − `ip`),
  /// within [`ip`, `op`] (both rounded).
  static func compositionFrame(_ frame: Double, inPoint: Double, outPoint: Double) -> Double {
    let (first, last) = (inPoint.rounded(), outPoint.rounded())
    return min(max(first + (frame - first).rounded(), first), last)
  }

  /// The frame a precomp's children see: int((t − int(`st`))/`sr`), or int(round(tm(t)·`fr`)/`sr`).
  static func childFrame(_ timing: LottieLayerTiming, atFrame frame: Double) -> Double {
    var mapped = frame - timing.startTime.rounded(.towardZero)
    if let remap = timing.timeRemap {
      let seconds = remap.value(atFrame: frame, player: .rlottie)[0]
      mapped = max(0, seconds * Double(Float(timing.frameRate))).rounded()
    }
    return Double((Float(mapped) / Float(timing.stretch)).rounded(.towardZero))
  }

  /// Whether the layer is drawn at parent frame `frame`: round(`ip`) ≤ frame ≤ round(`op`).
  static func isVisible(_ timing: LottieLayerTiming, atFrame frame: Double) -> Bool {
    frame >= timing.inPoint.rounded() && frame <= timing.outPoint.rounded()
  }
}
