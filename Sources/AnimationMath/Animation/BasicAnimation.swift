/// A `CABasicAnimation`: one property from a start value to an end value.
///
/// The start and end follow Core Animation's documented rules for
/// `fromValue`, `toValue` and `byValue` (at most two are used):
///
/// | given | from | to |
/// |---|---|---|
/// | from, to | from | to |
/// | from, by | from | from + by |
/// | by, to | to − by | to |
/// | from | from | model value |
/// | to | model value | to |
/// | by | model value | model value + by |
/// | none | model value | model value |
///
/// The value at eased progress `q` is `lerp(start, end, q)`; `q` may leave
/// [0, 1] when the timing function overshoots.
public struct BasicAnimation<Value: Interpolatable>: Sendable {
  /// The animated property, e.g. `opacity` or `transform.scale`.
  public var keyPath: String
  /// `fromValue`.
  public var fromValue: Value?
  /// `toValue`.
  public var toValue: Value?
  /// `byValue`.
  public var byValue: Value?
  /// The animation's timing.
  public var timing: MediaTiming
  /// The animation's timing function; nil is linear.
  public var timingFunction: TimingFunction?

  /// Creates a basic animation.
  public init(
    keyPath: String, from fromValue: Value? = nil, to toValue: Value? = nil, by byValue: Value? = nil,
    timing: MediaTiming, timingFunction: TimingFunction? = nil
  ) {
    self.keyPath = keyPath
    self.fromValue = fromValue
    self.toValue = toValue
    self.byValue = byValue
    self.timing = timing
    self.timingFunction = timingFunction
  }

  /// The start and end values for a property whose model value is
  /// `modelValue`; nil when a needed model value is missing.
  public func endpoints(modelValue: Value?) -> (start: Value, end: Value)? {
    switch (fromValue, toValue, byValue) {
    case (let from?, let to?, _): return (from, to)
    case (let from?, nil, let by?): return (from, from.adding(by, scaledBy: 1))
    case (nil, let to?, let by?): return (to.subtracting(by), to)
    case (let from?, nil, nil): return modelValue.map { (from, $0) }
    case (nil, let to?, nil): return modelValue.map { ($0, to) }
    case (nil, nil, let by?): return modelValue.map { ($0, $0.adding(by, scaledBy: 1)) }
    case (nil, nil, nil): return modelValue.map { ($0, $0) }
    }
  }

  /// The value at eased progress `q`.
  public func value(atProgress q: Double, modelValue: Value? = nil) -> Value? {
    guard let (start, end) = endpoints(modelValue: modelValue) else { return nil }
    return start.interpolated(to: end, by: q)
  }

  /// The value at `parentTime`, or nil when the animation is not applied.
  public func value(parentTime: Double, in placement: MediaTiming.Placement = .topLevel, modelValue: Value? = nil)
    -> Value?
  {
    guard let q = timing.easedProgress(parentTime: parentTime, in: placement, timingFunction: timingFunction)
    else { return nil }
    return value(atProgress: q, modelValue: modelValue)
  }
}
