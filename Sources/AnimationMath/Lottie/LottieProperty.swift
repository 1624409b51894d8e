/// A Lottie animated (or static) property: its keyframes as segments, each
/// with its own easing per dimension, hold, or spatial path.
///
/// Evaluation follows After Effects, as bodymovin exports it and the
/// specification describes it (lottie-spec `docs/specs/properties.md`):
/// - before the first keyframe the first value holds, after the last the last;
/// - two keyframes at one `t` are a jump: at exactly that `t` the later value applies;
/// - the segment n → n+1 is eased by keyframe n's `o` and `i`, per dimension
///   when the handles are arrays; a hold keyframe keeps its value;
/// - a spatial segment (`to`/`ti`) travels its cubic by arc length, with the
///   first dimension's easing (spatial properties have one easing for all
///   dimensions), continuing along the end tangent for progress beyond [0, 1];
/// - a non-hold keyframe without `o`/`i` is linear, as the players read it
///   (``linearFallbackIndices`` lists them so a reader can say so).
public struct LottieProperty: Sendable {
  /// The keyframes (empty for a static property).
  public let keyframes: [LottieKeyframe]
  /// The number of components of the value.
  public let dimension: Int
  /// Indices of non-hold keyframes (not the last) that have no `o`/`i`, read as linear.
  public let linearFallbackIndices: [Int]
  /// The value of a static property.
  let staticValue: [Double]
  /// One segment per pair of consecutive keyframes.
  let segments: [LottieSegment]
  /// Each keyframe's value (a legacy keyframe without `s` takes the previous `e`).
  let values: [[Double]]

  /// A static property.
  public init(value: [Double]) {
    keyframes = []
    dimension = value.count
    linearFallbackIndices = []
    staticValue = value
    segments = []
    values = []
  }

  /// Whether the property has keyframes.
  public var isAnimated: Bool { !keyframes.isEmpty }

  /// Whether any segment travels a spatial cubic (`to`/`ti`).
  public var isSpatial: Bool { segments.contains { $0.curve != nil } }

  /// An animated property.
  ///
  /// - Throws: ``LottieKeyframeError`` for what the specification forbids:
  ///   keyframes out of ascending `t`, more than two keyframes at one `t`, an
  ///   x handle outside [0, 1], a non-finite number, or values of different
  ///   sizes.
  public init(keyframes: [LottieKeyframe]) throws(LottieKeyframeError) {
    guard !keyframes.isEmpty else { throw LottieKeyframeError(index: 0, field: "t", message: "no keyframes") }
    try Self.validate(keyframes)
    var values: [[Double]] = []
    for (index, keyframe) in keyframes.enumerated() {
      if !keyframe.value.isEmpty {
        values.append(keyframe.value)
      } else if index > 0, let previous = keyframes[index - 1].endValue {
        values.append(previous)
      } else {
        throw LottieKeyframeError(index: index, field: "s", message: "a keyframe needs a value s (or the previous e)")
      }
    }
    let dimension = values[0].count
    for (index, value) in values.enumerated() where value.count != dimension {
      throw LottieKeyframeError(
        index: index, field: "s", message: "has \(value.count) components; the first keyframe has \(dimension)")
    }
    var segments: [LottieSegment] = []
    var fallbacks: [Int] = []
    for index in 0..<(keyframes.count - 1) {
      let keyframe = keyframes[index]
      if !keyframe.isHold && (keyframe.outHandle == nil || keyframe.inHandle == nil) { fallbacks.append(index) }
      let end = keyframe.endValue ?? values[index + 1]
      guard end.count == dimension else {
        throw LottieKeyframeError(index: index, field: "e", message: "has \(end.count) components, not \(dimension)")
      }
      segments.append(
        LottieSegment(
          keyframe: keyframe, start: values[index], end: end, endTime: keyframes[index + 1].time))
    }
    self.keyframes = keyframes
    self.dimension = dimension
    self.linearFallbackIndices = fallbacks
    self.staticValue = values[0]
    self.segments = segments
    self.values = values
  }

  /// The value at `frame` (frames of the layer's time).
  public func value(atFrame frame: Double) -> [Double] {
    guard !keyframes.isEmpty else { return staticValue }
    guard let index = segmentIndex(atFrame: frame) else { return values[0] }
    guard index < segments.count else { return values[values.count - 1] }
    return segments[index].value(atFrame: frame)
  }

  /// Component `d` (< ``dimension``) of ``value(atFrame:)``, the same double,
  /// without building the value's array.
  public func component(_ d: Int, atFrame frame: Double) -> Double {
    guard !keyframes.isEmpty else { return staticValue[d] }
    guard let index = segmentIndex(atFrame: frame) else { return values[0][d] }
    guard index < segments.count else { return values[values.count - 1][d] }
    return segments[index].component(d, atFrame: frame)
  }

  /// The value at `frame` as `player` evaluates it.
  public func value(atFrame frame: Double, player: LottiePlayer) -> [Double] {
    if player == .skottie { return SkottiePlayer.value(self, atFrame: frame) }
    guard player != .exact, !keyframes.isEmpty, let index = segmentIndex(atFrame: frame), index < segments.count
    else {
      let held = value(atFrame: frame)
      if player == .rlottie || player == .thorvg || player == .lottieAndroid { return held.map { Double(Float($0)) } }
      return player == .lottieWeb && held.count > 1 ? held.map { Double(Float($0)) } : held
    }
    switch player {
    case .exact: return segments[index].value(atFrame: frame)
    case .lottieIOSCoreAnimation: return LottieCoreAnimationPlayer.value(segments[index], atFrame: frame)
    case .lottieWeb: return LottieWebPlayer.value(segments[index], atFrame: frame)
    case .rlottie: return RLottiePlayer.value(segments[index], atFrame: frame)
    case .thorvg: return ThorVGPlayer.value(segments[index], atFrame: frame)
    case .lottieAndroid: return LottieAndroidPlayer.value(segments[index], atFrame: frame)
    case .lottieIOS: return LottieMainThreadPlayer.value(segments[index], atFrame: frame)
    case .skottie: return SkottiePlayer.value(self, atFrame: frame)
    }
  }

  /// The index of the last keyframe with `t ≤ frame` (segment index, or the
  /// last keyframe's index after it); nil before the first keyframe or for NaN.
  func segmentIndex(atFrame frame: Double) -> Int? {
    guard frame >= keyframes[0].time else { return nil }
    var low = 0
    var high = keyframes.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if keyframes[middle].time <= frame { low = middle } else { high = middle }
    }
    return low
  }
}
