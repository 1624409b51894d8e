/// One keyframe of a Lottie animated property, as bodymovin writes it.
///
/// The segment from this keyframe to the next is eased by
/// `cubic-bezier(o.x, o.y, i.x, i.y)` taken from this keyframe
/// (lottie-spec `docs/specs/properties.md`); a hold keyframe keeps its value
/// until the next one. Position keyframes may carry spatial tangents: the
/// value then travels along the cubic (s, s + to, next + ti, next).
public struct LottieKeyframe: Sendable, Hashable {
  /// The keyframe's time `t`, in frames of the layer's time.
  public var time: Double
  /// The value `s`, one number per dimension (a path flattened vertex by vertex).
  public var value: [Double]
  /// The legacy `e`: the value the segment from this keyframe ends at, when
  /// the file gives it instead of the next keyframe's `s`.
  public var endValue: [Double]?
  /// Whether `h` is 1: the value jumps at the next keyframe instead of moving.
  public var isHold: Bool
  /// The out handle `o` (first control point of this keyframe's segment); nil: linear.
  public var outHandle: LottieEasingHandle?
  /// The in handle `i` (second control point of this keyframe's segment); nil: linear.
  public var inHandle: LottieEasingHandle?
  /// The spatial out tangent `to`, relative to ``value``; nil when not spatial.
  public var spatialOut: [Double]?
  /// The spatial in tangent `ti`, relative to the next keyframe's value; nil when not spatial.
  public var spatialIn: [Double]?

  /// Creates a keyframe.
  public init(
    time: Double, value: [Double], endValue: [Double]? = nil, isHold: Bool = false,
    outHandle: LottieEasingHandle? = nil, inHandle: LottieEasingHandle? = nil,
    spatialOut: [Double]? = nil, spatialIn: [Double]? = nil
  ) {
    self.time = time
    self.value = value
    self.endValue = endValue
    self.isHold = isHold
    self.outHandle = outHandle
    self.inHandle = inHandle
    self.spatialOut = spatialOut
    self.spatialIn = spatialIn
  }
}
