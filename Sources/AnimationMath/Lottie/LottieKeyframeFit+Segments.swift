extension LottieKeyframeFit {
  /// A segment's end: its frame and the value the property takes there.
  struct Breakpoint {
    var frame: Double
    var value: Double
  }

  /// The keyframes of every piece of the curve (a piece ends at a jump), each
  /// piece split greedily into segments within `tolerance`; nil if some
  /// stretch of the curve does not fit even at 1/2¹⁶ frame.
  static func keyframes(
    _ curve: (Double) -> Double, pieces: [[LinearEasing.CurvePoint]], frames: Double, tolerance: Double
  ) -> [LottieKeyframe]? {
    var keyframes: [LottieKeyframe] = []
    for (index, piece) in pieces.enumerated() {
      let first = piece[0], last = piece[piece.count - 1]
      // Whole frames map to exact frame numbers; the ends keep their own input.
      let start = Breakpoint(frame: first.input == 0 ? 0 : first.input * frames, value: first.output)
      let end = Breakpoint(frame: last.input == 1 ? frames : last.input * frames, value: last.output)
      if piece.count == 1 || start.frame >= end.frame {
        keyframes.append(LottieKeyframe(time: start.frame, value: [start.value], isHold: index < pieces.count - 1))
        continue
      }
      guard let segments = greedySegments(curve, from: start, to: end, frames: frames, tolerance: tolerance) else {
        return nil
      }
      if index < pieces.count - 1, segments.count == 1, start.value == end.value {
        // A constant stretch before a jump is one hold keyframe.
        keyframes.append(LottieKeyframe(time: start.frame, value: [start.value], isHold: true))
        continue
      }
      for (point, handles) in segments {
        keyframes.append(
          LottieKeyframe(
            time: point.frame, value: [point.value],
            outHandle: LottieEasingHandle(x: [handles.x1], y: [handles.y1]),
            inHandle: LottieEasingHandle(x: [handles.x2], y: [handles.y2])))
      }
      // The piece's end: the last keyframe, or the left side of a jump (held until the right side, at the same t).
      keyframes.append(LottieKeyframe(time: end.frame, value: [end.value], isHold: index < pieces.count - 1))
    }
    return keyframes
  }

  /// The segments from `start` to `end`: each one's start and rounded handles.
  /// Each segment ends at the farthest whole frame (or `end`) it fits to,
  /// found by doubling then bisecting the number of frames; where not even the
  /// next frame fits, at the largest fitting fraction 1/2ᵏ of the way to it.
  static func greedySegments(
    _ curve: (Double) -> Double, from start: Breakpoint, to end: Breakpoint, frames: Double, tolerance: Double
  ) -> [(Breakpoint, LottieSegmentFit)]? {
    var segments: [(Breakpoint, LottieSegmentFit)] = []
    var current = start
    func point(_ frame: Double) -> Breakpoint {
      frame == end.frame ? end : Breakpoint(frame: frame, value: curve(frame / frames))
    }
    while current.frame < end.frame {
      if segments.count >= maximumSegments { return nil }
      // The candidate ends: the whole frames after the current start, then the end.
      let firstWhole = (current.frame + 1e-9).rounded(.down) + 1
      let wholeCount = max(0, Int((end.frame - 1e-9 - firstWhole).rounded(.down)) + 1)
      func candidate(_ k: Int) -> Double { k < wholeCount ? firstWhole + Double(k) : end.frame }
      let count = wholeCount + 1
      func attempt(_ k: Int) -> LottieSegmentFit? {
        segment(curve, from: current, to: point(candidate(k)), frames: frames, tolerance: tolerance)
      }
      guard var best = attempt(0) else {
        var fraction = 0.5
        var found: (Breakpoint, LottieSegmentFit)?
        for _ in 0..<halvings where fraction * (candidate(0) - current.frame) >= 1.0 / 65_536 {
          let next = point(current.frame + fraction * (candidate(0) - current.frame))
          if let fit = segment(curve, from: current, to: next, frames: frames, tolerance: tolerance) {
            found = (next, fit)
            break
          }
          fraction /= 2
        }
        guard let found else { return nil }
        segments.append((current, found.1))
        current = found.0
        continue
      }
      var low = 0
      var high = count
      var step = 1
      while low + step < count, let fit = attempt(low + step) {
        low += step
        best = fit
        step *= 2
      }
      high = min(low + step, count)
      while high - low > 1 {
        let middle = (low + high) / 2
        if let fit = attempt(middle) {
          low = middle
          best = fit
        } else {
          high = middle
        }
      }
      segments.append((current, best))
      current = point(candidate(low))
    }
    return segments
  }

  /// The rounded handles of the segment from `start` to `end` if the segment,
  /// evaluated exactly, stays within `tolerance` of the curve at
  /// ``checkSamples`` + 1 points; nil otherwise.
  static func segment(
    _ curve: (Double) -> Double, from start: Breakpoint, to end: Breakpoint, frames: Double, tolerance: Double
  ) -> LottieSegmentFit? {
    let span = end.frame - start.frame
    let change = end.value - start.value
    func input(_ u: Double) -> Double { (start.frame + u * span) / frames }
    let checks = (0...checkSamples).map { Double($0) / Double(checkSamples) }
    // The ends are the breakpoints' own values: a curve value, one side of a
    // jump, or the pinned end value (its distance from the curve is the pin's to check).
    var checkOutputs = checks.map { curve(input($0)) }
    checkOutputs[0] = start.value
    checkOutputs[checkSamples] = end.value
    func within(_ fit: LottieSegmentFit) -> Bool {
      let easing = fit.easing
      for (u, output) in zip(checks, checkOutputs) {
        let value = start.value + change * easing.value(at: u)
        if !(abs(value - output) <= tolerance) { return false }
      }
      return true
    }
    let linear = LottieSegmentFit(x1: 0.167, y1: 0.167, x2: 0.833, y2: 0.833)
    if change == 0 || !change.isFinite { return within(linear) ? linear : nil }
    let samples = (0..<fittingSamples).map { (Double($0) + 0.5) / Double(fittingSamples) }
    let targets = samples.map { (curve(input($0)) - start.value) / change }
    guard let polynomial = LottieSegmentFit.polynomial(inputs: samples, targets: targets) else { return nil }
    let roundedPolynomial = polynomial.rounded(places: handleDecimals)
    if within(roundedPolynomial) { return roundedPolynomial }
    let refined = polynomial.refined(inputs: samples, targets: targets).rounded(places: handleDecimals)
    return within(refined) ? refined : nil
  }
}
