/// A timing (easing) function: maps input progress to output progress.
///
/// The one type users see. Every case keeps its own exact semantics; this enum
/// only dispatches. Build one from a case, a named constant (``ease``,
/// ``easeInEaseOut``, ``stepEnd``, …) or a CSS / Core Animation string with
/// ``init(parsing:)``.
public enum TimingFunction: Sendable, Hashable, CustomStringConvertible {
  /// The identity: CSS `linear` and `kCAMediaTimingFunctionLinear`.
  case linear
  /// `cubic-bezier(x1, y1, x2, y2)` / `CAMediaTimingFunction(controlPoints:)`.
  case cubicBezier(CubicBezierTiming)
  /// `steps(n, position)`.
  case steps(StepsEasing)
  /// CSS `linear(…)` with stops.
  case piecewiseLinear(LinearEasing)
  /// A spring normalised to progress 0 → 1 over a duration.
  case spring(SpringEasing)
  /// An easings.net (Penner) function: `easeInOutBack`.
  case penner(PennerEasing)
  /// An Android interpolator: `OvershootInterpolator(2)`.
  case android(AndroidInterpolator)
  /// A Flutter curve: `Curves.easeInOutCubicEmphasized`, `Interval(0.2, 0.8)`.
  case flutter(FlutterCurve)
  /// A path monotone in x: `path(M 0 0 C …  1 1)`, Material's emphasized easing.
  case path(PathEasing)

  /// The output progress for input `progress`.
  ///
  /// - Parameters:
  ///   - progress: any real; values outside [0, 1] follow each function's
  ///     extrapolation rule.
  ///   - beforeFlag: the Web Animations before flag; only ``steps(_:)`` uses it.
  public func value(at progress: Double, beforeFlag: Bool = false) -> Double {
    switch self {
    case .linear: progress
    case .cubicBezier(let curve): curve.value(at: progress)
    case .steps(let steps): steps.value(at: progress, beforeFlag: beforeFlag)
    case .piecewiseLinear(let linear): linear.value(at: progress)
    case .spring(let spring): spring.value(at: progress)
    case .penner(let penner): penner.value(at: progress)
    case .android(let android): android.value(at: progress)
    case .flutter(let flutter): flutter.value(at: progress)
    case .path(let path): path.value(at: progress)
    }
  }

  /// The slope d(output)/d(input) at `progress` (±∞ at a vertical tangent, 0 on steps).
  public func slope(at progress: Double) -> Double {
    switch self {
    case .linear: progress.isNaN ? progress : 1
    case .cubicBezier(let curve): curve.slope(at: progress)
    case .steps(let steps): steps.slope(at: progress)
    case .piecewiseLinear(let linear): linear.slope(at: progress)
    case .spring(let spring): spring.slope(at: progress)
    case .penner(let penner): penner.slope(at: progress)
    case .android(let android): android.slope(at: progress)
    case .flutter(let flutter): flutter.slope(at: progress)
    case .path(let path): path.slope(at: progress)
    }
  }

  /// ``value(at:beforeFlag:)`` and ``slope(at:)`` together (one solve for a cubic-bézier).
  public func valueAndSlope(at progress: Double, beforeFlag: Bool = false)
    -> (value: Double, slope: Double)
  {
    switch self {
    case .cubicBezier(let curve): curve.valueAndSlope(at: progress)
    default: (value(at: progress, beforeFlag: beforeFlag), slope(at: progress))
    }
  }

  /// ``valueAndSlope(at:beforeFlag:)`` for many inputs, dispatching once.
  ///
  /// Prefer this for grids (the CLI's `springbench ease`): it unpacks the
  /// enum once instead of per input (a reference-count round trip each).
  public func valuesAndSlopes(at inputs: [Double], beforeFlag: Bool = false)
    -> [(value: Double, slope: Double)]
  {
    switch self {
    case .cubicBezier(let curve):
      (inputs.count >= Self.precomputingCount ? curve.precomputed() : curve).valuesAndSlopes(at: inputs)
    case .steps(let steps):
      inputs.map { (steps.value(at: $0, beforeFlag: beforeFlag), steps.slope(at: $0)) }
    case .piecewiseLinear(let linear): inputs.map { (linear.value(at: $0), linear.slope(at: $0)) }
    case .spring(let spring): inputs.map { (spring.value(at: $0), spring.slope(at: $0)) }
    case .linear: inputs.map { ($0, $0.isNaN ? $0 : 1) }
    case .penner(let f): inputs.map { (f.value(at: $0), f.slope(at: $0)) }
    case .android(let f): inputs.map { (f.value(at: $0), f.slope(at: $0)) }
    case .flutter(let f): inputs.map { (f.value(at: $0), f.slope(at: $0)) }
    case .path(let f): inputs.map { (f.value(at: $0), f.slope(at: $0)) }
    }
  }

  /// ``value(at:beforeFlag:)`` for many inputs, dispatching once.
  public func values(at inputs: [Double], beforeFlag: Bool = false) -> [Double] {
    switch self {
    case .cubicBezier(let curve):
      (inputs.count >= Self.precomputingCount ? curve.precomputed() : curve).values(at: inputs)
    case .steps(let steps): inputs.map { steps.value(at: $0, beforeFlag: beforeFlag) }
    case .piecewiseLinear(let linear): inputs.map { linear.value(at: $0) }
    case .spring(let spring): inputs.map { spring.value(at: $0) }
    case .linear: inputs
    case .penner(let f): inputs.map { f.value(at: $0) }
    case .android(let f): inputs.map { f.value(at: $0) }
    case .flutter(let f): inputs.map { f.value(at: $0) }
    case .path(let f): inputs.map { f.value(at: $0) }
    }
  }

  /// The output computed as Core Animation would, in `Float`.
  ///
  /// Cubic-béziers use ``CubicBezierTiming/float32Value(at:)`` (`Float`
  /// control points and arithmetic). Core Animation has no steps, `linear(…)`
  /// or spring easing; for those this is the `Double` value rounded to `Float`.
  public func float32Value(at progress: Float, beforeFlag: Bool = false) -> Float {
    switch self {
    case .linear: progress
    case .cubicBezier(let curve): curve.float32Value(at: progress)
    default: Float(value(at: Double(progress), beforeFlag: beforeFlag))
    }
  }

  /// CSS text: `linear`, `cubic-bezier(…)`, `steps(…)`, `linear(…)`; a spring
  /// as `spring(mass m stiffness k damping c velocity v duration Ds)` (not CSS);
  /// the other families in their own spelling (`easeInOutBack`,
  /// `OvershootInterpolator(2.0)`, `Curves.easeIn`, `path(M 0.0 0.0 …)`),
  /// which ``EasingParser`` reads back.
  public var description: String {
    switch self {
    case .linear: "linear"
    case .cubicBezier(let curve): curve.description
    case .steps(let steps): steps.description
    case .piecewiseLinear(let linear): linear.description
    case .spring(let spring):
      "spring(mass \(spring.parameters.mass) stiffness \(spring.parameters.stiffness) "
        + "damping \(spring.parameters.damping) velocity \(spring.relativeVelocity) "
        + "duration \(spring.duration)s)"
    case .penner(let penner): penner.rawValue
    case .android(let android): android.description
    case .flutter(let flutter): flutter.description
    case .path(let path): path.description
    }
  }
}

extension TimingFunction {
  /// The number of inputs from which ``values(at:beforeFlag:)`` and
  /// ``valuesAndSlopes(at:beforeFlag:)`` build a cubic-bézier's whole table first (``CubicBezierTiming/precomputed()``):
  /// about where the table (about 40 µs) costs less than solving one row
  /// per input (about 0.5 µs each, twice that with the slope).
  static let precomputingCount = 64

  /// The same function, with a cubic-bézier's table built
  /// (``CubicBezierTiming/precomputed()``) for many evaluations; other
  /// cases are returned as they are. Results are bit for bit the same.
  public func precomputed() -> TimingFunction {
    if case .cubicBezier(let curve) = self { return .cubicBezier(curve.precomputed()) }
    return self
  }
}

// MARK: - Named functions

extension TimingFunction {
  /// CSS `ease` = cubic-bezier(0.25, 0.1, 0.25, 1), the CSS initial value.
  public static let ease = TimingFunction.cubicBezier(
    CubicBezierTiming(validatedX1: 0.25, y1: 0.1, x2: 0.25, y2: 1).precomputed())
  /// CSS `ease-in` and CA `easeIn` = cubic-bezier(0.42, 0, 1, 1).
  public static let easeIn = TimingFunction.cubicBezier(
    CubicBezierTiming(validatedX1: 0.42, y1: 0, x2: 1, y2: 1).precomputed())
  /// CSS `ease-out` and CA `easeOut` = cubic-bezier(0, 0, 0.58, 1).
  public static let easeOut = TimingFunction.cubicBezier(
    CubicBezierTiming(validatedX1: 0, y1: 0, x2: 0.58, y2: 1).precomputed())
  /// CSS `ease-in-out` = cubic-bezier(0.42, 0, 0.58, 1).
  public static let easeInOut = TimingFunction.cubicBezier(
    CubicBezierTiming(validatedX1: 0.42, y1: 0, x2: 0.58, y2: 1).precomputed())
  /// CA `easeInEaseOut` = cubic-bezier(0.42, 0, 0.58, 1), same as ``easeInOut``.
  public static let easeInEaseOut = easeInOut
  /// CA `default` = cubic-bezier(0.25, 0.1, 0.25, 1), same as ``ease``.
  public static let `default` = ease
  /// CSS `step-start` = steps(1, start).
  public static let stepStart = TimingFunction.steps(.stepStart)
  /// CSS `step-end` = steps(1, end).
  public static let stepEnd = TimingFunction.steps(.stepEnd)

  /// The Core Animation function `name` with its `Float`-rounded control
  /// points, as `CAMediaTimingFunction(name:)` holds them (evaluated in `Double`;
  /// ``float32Value(at:beforeFlag:)`` also evaluates in `Float`).
  public static func coreAnimation(_ name: CoreAnimationTimingName) -> TimingFunction {
    name == .linear ? .linear : .cubicBezier(name.floatRoundedTiming)
  }
}
