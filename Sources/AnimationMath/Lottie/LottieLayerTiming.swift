/// How a Lottie layer maps its parent's frame clock: visibility, the frame
/// its own keyframes see, and the frame a precomp's children see.
///
/// - Visible on [`ip`, `op`) of the parent's frames.
/// - The layer's own keyframes run at the parent's frame t: their times are
///   parent frames, and `st` does not shift them. lottie-web subtracts `st`
///   from both the frame and every keyframe time (`offsetTime` in
///   `player/js/utils/PropertyFactory.js`), so it cancels; rlottie and ThorVG
///   never apply it, and their renders agree. `sr` applies only to a precomp's
///   children (the specification's repository: it "only has an effect on
///   precomp layers").
/// - A precomp's children run at (t − `st`)/`sr`. The specification
///   (`docs/specs/layers.md`) writes t/`sr` − `st`; After Effects, lottie-web
///   (`player/js/elements/CompElement.js`), Skottie and rlottie all compute
///   (t − `st`)/`sr`, which this follows.
/// - With time remap `tm` (seconds, keyed in the parent's frames) the
///   children run at tm(t)·`fr`, and `st` and `sr` are ignored, as the
///   players do (bodymovin bakes the stretch into the remap keyframes); the
///   specification's "time stretch is applied first" is not followed.
public struct LottieLayerTiming: Sendable {
  /// `ip`: the first frame (parent time) on which the layer is visible.
  public var inPoint: Double
  /// `op`: the frame (parent time) from which the layer is hidden.
  public var outPoint: Double
  /// `st`: the layer's start time, in parent frames.
  public var startTime: Double
  /// `sr`: the time stretch (2 = children run at half speed); must not be 0.
  public var stretch: Double
  /// `tm`: the time remap, seconds as a function of the parent's frame.
  public var timeRemap: LottieProperty?
  /// The composition's frame rate `fr`, frames per second.
  public var frameRate: Double

  /// Creates a layer's timing.
  public init(
    inPoint: Double, outPoint: Double, startTime: Double = 0, stretch: Double = 1,
    timeRemap: LottieProperty? = nil, frameRate: Double
  ) {
    self.inPoint = inPoint
    self.outPoint = outPoint
    self.startTime = startTime
    self.stretch = stretch
    self.timeRemap = timeRemap
    self.frameRate = frameRate
  }

  /// Whether the layer is visible at parent frame `frame`: `ip ≤ frame < op`.
  public func isVisible(atFrame frame: Double) -> Bool { frame >= inPoint && frame < outPoint }

  /// The frame the layer's own keyframes see at parent frame `frame`: `frame` itself.
  public func propertyFrame(atFrame frame: Double) -> Double { frame }

  /// The frame a precomp's children see at parent frame `frame`.
  public func childFrame(atFrame frame: Double) -> Double {
    if let timeRemap { return timeRemap.value(atFrame: frame)[0] * frameRate }
    return (frame - startTime) / stretch
  }
}
