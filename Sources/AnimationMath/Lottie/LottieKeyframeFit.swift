/// A curve baked into the keyframes of a Lottie animated property: the fewest
/// cubic-bezier keyframe segments (greedy) that stay within a bound of the
/// curve, with handles rounded to 3 decimals as bodymovin writes them.
///
/// Times are frames: input progress p ∈ [0, 1] is frame p·F, F the curve's
/// length in frames. Values are output progress (the curve's own unit). The
/// property is evaluated as After Effects means it (``LottieProperty``):
/// segment n eased by `cubic-bezier(o.x, o.y, i.x, i.y)` of keyframe n.
public struct LottieKeyframeFit: Sendable {
  /// The keyframes: `t` in frames, one value per keyframe, handles rounded to
  /// ``handleDecimals`` decimals. Two keyframes at one `t` (the first a hold)
  /// are a jump of the curve, or the jump onto an end value the curve does
  /// not reach.
  public let keyframes: [LottieKeyframe]
  /// The largest |property(p·F) − curve(p)| over every input p in [0, 1], in
  /// output progress, the rounded handles and any end jump included:
  /// measured on the property as read back (``LottieProperty``) on a grid of
  /// at least ``verificationSamples`` intervals, plus between neighbouring
  /// grid points the allowance |Δ²error|/8 (the interpolation bound of a
  /// smooth error; intervals beside a jump of the curve take none).
  public let maximumError: Double
  /// The input p where ``maximumError`` occurs (1 when the end jump decides it).
  public let worstInput: Double
  /// The end value minus curve(1): the jump the property makes at its last
  /// frame onto the end value it was given (0 when none was). Part of ``maximumError``.
  public let endJump: Double

  /// Decimals of the written handles (bodymovin's).
  public static let handleDecimals = 3
  /// The verification grid's intervals over [0, 1] (more for long curves: 64 per frame).
  public static let verificationSamples = 32_000
  /// Samples per segment for the least-squares fit of its handles.
  static let fittingSamples = 32
  /// Points per segment at which a fitted segment is checked against the bound before it is kept.
  static let checkSamples = 96
  /// Halvings of a frame tried when not even one whole frame fits (a segment of 1/2¹⁶ frame at least).
  static let halvings = 16
  /// The most segments a fit may have before it is given up.
  static let maximumSegments = 100_000

  /// The number of keyframe segments (keyframes − 1).
  public var segmentCount: Int { keyframes.count - 1 }

  /// The fewest keyframes (greedy: each segment reaches as far as a fitted
  /// segment stays within the bound) that follow `curve` within
  /// `maximumError`, verified after rounding on the property as read back.
  ///
  /// Keyframes lie on whole frames, with the last at `frames`; where not even
  /// one frame fits, a segment ends at a fraction of a frame. A jump of the
  /// curve (a change larger than the bound within a few ulps of input)
  /// becomes two keyframes at one `t`. If the verified error exceeds the
  /// bound, the fit is redone with a tighter internal bound.
  ///
  /// - Parameters:
  ///   - curve: output progress for input progress in [0, 1].
  ///   - frames: the property's length in frames (> 0): input 1 is this frame.
  ///   - maximumError: the bound on the output, > 0.
  ///   - endStop: the value of the last keyframe (an animation's rest value),
  ///     or nil for curve(1); when it differs from curve(1) by more than the
  ///     bound, the property jumps onto it at the last frame, an error that
  ///     counts in ``maximumError`` (compare before claiming the bound).
  ///   - handles: the curve's own `cubic-bezier(x1, y1, x2, y2)` when it is
  ///     one and `endStop` is nil: one segment with these handles, rounded, is tried first.
  /// - Returns: nil when no fit within the bound was found or `curve` is not finite.
  public static func fitting(
    _ curve: (Double) -> Double, frames: Double, maximumError: Double, endStop: Double? = nil,
    handles: (x1: Double, y1: Double, x2: Double, y2: Double)? = nil
  ) -> LottieKeyframeFit? {
    guard maximumError > 0, maximumError.isFinite, frames > 0, frames.isFinite, endStop?.isFinite ?? true else {
      return nil
    }
    let n = LinearEasing.fittingSamples
    let inputs = (0...n).map { Double($0) / Double(n) }
    let outputs = inputs.map(curve)
    guard outputs.allSatisfy(\.isFinite) else { return nil }
    let curvePieces = LinearEasing.continuousPieces(curve, inputs: inputs, outputs: outputs, tolerance: maximumError)
    let jumps = curvePieces.dropFirst().map { $0[0].input }
    let grid = Verification(curve, frames: frames, jumps: jumps)
    guard let grid else { return nil }
    var tolerance = maximumError * 0.9
    for attempt in 0..<11 {
      var pieces = curvePieces
      LinearEasing.pin(&pieces, endStop: endStop, tolerance: tolerance)
      let given =
        attempt == 0
        ? handles.flatMap { endStop == nil ? Self.keyframes(handles: $0, curve, frames: frames) : nil } : nil
      if attempt == 0 && given == nil { continue }
      if let keyframes = given ?? Self.keyframes(curve, pieces: pieces, frames: frames, tolerance: tolerance),
        let property = try? LottieProperty(keyframes: keyframes)
      {
        let pinnedJump = pieces.count > curvePieces.count
        let (inside, insideInput) = grid.error(of: property, endJump: pinnedJump)
        if inside <= maximumError {
          let endError = abs(property.value(atFrame: frames)[0] - grid.outputs[grid.outputs.count - 1])
          let jump = endStop.map { $0 - grid.outputs[grid.outputs.count - 1] } ?? 0
          return endError > inside
            ? LottieKeyframeFit(keyframes: keyframes, maximumError: endError, worstInput: 1, endJump: jump)
            : LottieKeyframeFit(keyframes: keyframes, maximumError: inside, worstInput: insideInput, endJump: jump)
        }
      }
      if attempt > 0 { tolerance *= 0.7 }
    }
    return nil
  }

  /// One segment with `handles` rounded, from curve(0) to curve(1).
  static func keyframes(
    handles: (x1: Double, y1: Double, x2: Double, y2: Double), _ curve: (Double) -> Double, frames: Double
  ) -> [LottieKeyframe] {
    let fit = LottieSegmentFit(x1: handles.x1, y1: handles.y1, x2: handles.x2, y2: handles.y2)
      .rounded(places: handleDecimals)
    return [
      LottieKeyframe(
        time: 0, value: [curve(0)], outHandle: LottieEasingHandle(x: [fit.x1], y: [fit.y1]),
        inHandle: LottieEasingHandle(x: [fit.x2], y: [fit.y2])),
      LottieKeyframe(time: frames, value: [curve(1)]),
    ]
  }
}

extension LottieKeyframeFit {
  /// The curve on the verification grid, and the error of a property against it.
  struct Verification {
    /// Input progress of each grid point.
    let inputs: [Double]
    /// curve(input) at each grid point.
    let outputs: [Double]
    /// The property's length in frames.
    let frames: Double
    /// Input progress of the curve's jumps.
    let jumps: [Double]

    init?(_ curve: (Double) -> Double, frames: Double, jumps: [Double]) {
      let count = max(LottieKeyframeFit.verificationSamples, min(Int(frames.rounded(.up)) * 64, 1 << 21))
      inputs = (0...count).map { Double($0) / Double(count) }
      outputs = inputs.map(curve)
      guard outputs.allSatisfy(\.isFinite) else { return nil }
      self.frames = frames
      self.jumps = jumps
    }

    /// The largest error of `property` over [0, 1] with the allowance |Δ²error|/8
    /// between grid points, and the grid input where it occurs. With `endJump`
    /// the value before the property's jump at its last frame is used at input 1.
    func error(of property: LottieProperty, endJump: Bool) -> (error: Double, input: Double) {
      let last = inputs.count - 1
      let signed = inputs.indices.map { property.value(atFrame: inputs[$0] * frames)[0] - outputs[$0] }
      var errors = signed.map(abs)
      let keyframes = property.keyframes
      if endJump, keyframes.count >= 2 {
        errors[last] = abs(keyframes[keyframes.count - 2].value[0] - outputs[last])
      }
      var secondDifferences = [Double](repeating: 0, count: inputs.count)
      var nextJump = 0
      for i in 1..<last {
        while nextJump < jumps.count, jumps[nextJump] < inputs[i - 1] { nextJump += 1 }
        if nextJump < jumps.count, jumps[nextJump] <= inputs[i + 1] { continue }
        if endJump, i + 1 == last { continue }
        secondDifferences[i] = abs(signed[i + 1] - 2 * signed[i] + signed[i - 1])
      }
      var worst = 0.0
      var worstInput = 0.0
      for i in 0..<last {
        let bound = max(errors[i], errors[i + 1]) + max(secondDifferences[i], secondDifferences[i + 1]) / 8
        if bound > worst {
          worst = bound
          worstInput = errors[i] >= errors[i + 1] ? inputs[i] : inputs[i + 1]
        }
      }
      return (worst, worstInput)
    }
  }
}
