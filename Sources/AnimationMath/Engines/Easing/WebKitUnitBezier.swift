/// WebKit's `UnitBezier`, with the tolerance its caller derives from the
/// animation's duration.
///
/// Sources: WebKit/WebKit `Source/WebCore/platform/graphics/UnitBezier.h` at
/// 029da7d3d074a75a24c2413e98b183a8bbfcfb62 (the solver) and
/// `Source/WebCore/platform/animation/TimingFunction.cpp` at
/// 06dcb620a8a96ca6674eb2914d92e35c630d85b2 (`transformProgress`, the caller).
///
/// The caller's tolerance is **epsilon = 1/(1000·duration)**, duration in
/// seconds (the iteration duration, or a keyframe interval's share of it).
/// The often-quoted 1/(200·duration) is the older `AnimationBase.cpp` rule,
/// still used by Servo and by old Blink's `accuracyForDuration`; today's
/// WebKit uses 1000. `transformProgress` first returns the input unchanged
/// for the three linear control-point sets (0,0,0,0), (1,1,1,1), (0,0,1,1).
///
/// The solver (2023+ shape, ported from Chromium):
/// - coefficients and the 11-entry table x(i/10) as ``ChromiumCubicBezier``,
///   without `ToFinite`; the bracket starts as [0, 0] and becomes
///   [(i−1)/10, i/10] at the first entry with p ≤ table[i];
/// - up to 4 Newton steps returning when |x(t) − p| < min(1e-7, epsilon),
///   breaking when |x′(t)| < 1e-7; then the last computed residual against epsilon;
/// - bisection (midpoint of the bracket) until |x(t) − p| < max(1e-10, epsilon);
/// - outside [0, 1] the end tangents (same rule as ``CubicBezierTiming``).
///
/// So the returned t always has |x(t) − p| < epsilon, and the value is within
/// about epsilon·|dy/dx| of the exact curve (Newton usually lands far closer,
/// below 1e-7). `UnitBezier` computes no slope.
///
/// Not modelled: the older (2008) `UnitBezier` that WebKit shipped before the
/// port (8 Newton steps from t = p, then bisection on [0, 1]; that is what
/// ``CoreAnimationFloat32Bezier`` uses in `Float`).
public struct WebKitUnitBezier: EasingEngineCurve {
  /// `kBezierEpsilon`.
  package static let newtonEpsilon = 1e-7
  /// `kBisectionEpsilon`: the smallest bisection tolerance.
  static let bisectionEpsilon = 1e-10
  /// `kMaxNewtonIterations`.
  static let maximumNewtonSteps = 4
  /// `CUBIC_BEZIER_SPLINE_SAMPLES`.
  static let splineSampleCount = 11
  /// A safety cap on bisection steps (the source has none).
  package static let maximumBisectionSteps = 1100

  let ax: Double, bx: Double, cx: Double
  let ay: Double, by: Double, cy: Double
  let startGradient: Double, endGradient: Double
  let splineSamples: [Double]
  let isLinear: Bool
  /// The animation duration in seconds the tolerance was derived from.
  public let animationDuration: Double
  /// The solver tolerance on |x(t) − p|: 1/(1000·``animationDuration``).
  public let epsilon: Double

  /// The tolerance `TimingFunction::transformProgress` passes for an
  /// animation of `duration` seconds: 1/(1000·duration).
  public static func epsilon(forDuration duration: Double) -> Double {
    1.0 / (1000.0 * duration)
  }

  /// `UnitBezier(x1, y1, x2, y2)` as evaluated for an animation lasting
  /// `animationDuration` seconds (> 0).
  public init(x1: Double, y1: Double, x2: Double, y2: Double, animationDuration: Double) {
    let linearX = 3 * x1
    let quadraticX = 3 * (x2 - x1) - linearX
    (cx, bx, ax) = (linearX, quadraticX, 1 - linearX - quadraticX)
    let linearY = 3 * y1
    let quadraticY = 3 * (y2 - y1) - linearY
    (cy, by, ay) = (linearY, quadraticY, 1 - linearY - quadraticY)
    startGradient = ChromiumCubicBezier.startGradient(x1: x1, y1: y1, x2: x2, y2: y2)
    endGradient = ChromiumCubicBezier.endGradient(x1: x1, y1: y1, x2: x2, y2: y2)
    isLinear =
      (x1 == 0 && y1 == 0 && x2 == 0 && y2 == 0) || (x1 == 1 && y1 == 1 && x2 == 1 && y2 == 1)
      || (x1 == 0 && y1 == 0 && x2 == 1 && y2 == 1)
    self.animationDuration = animationDuration
    epsilon = Self.epsilon(forDuration: animationDuration)
    let step = 1.0 / Double(Self.splineSampleCount - 1)
    let (a, b, c) = (ax, bx, cx)
    splineSamples = (0..<Self.splineSampleCount).map { i in
      let t = Double(i) * step
      return ((a * t + b) * t + c) * t
    }
  }

  /// ``EasingEngine/webkit``.
  public var engine: EasingEngine { .webkit }

  func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  func sampleXDerivative(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// The parameter t `solveCurveX(p, epsilon)` returns for p ∈ [0, 1].
  public func parameter(forProgress p: Double) -> Double {
    let step = 1.0 / Double(Self.splineSampleCount - 1)
    var lower = 0.0
    var upper = 0.0
    var t = p
    if let i = (1..<Self.splineSampleCount).first(where: { p <= splineSamples[$0] }) {
      upper = step * Double(i)
      lower = upper - step
      t =
        lower + (upper - lower) * (p - splineSamples[i - 1])
        / (splineSamples[i] - splineSamples[i - 1])
    }

    var residual = 0.0
    for _ in 0..<Self.maximumNewtonSteps {
      residual = sampleX(t) - p
      if abs(residual) < Swift.min(Self.newtonEpsilon, epsilon) { return t }
      let derivative = sampleXDerivative(t)
      if abs(derivative) < Self.newtonEpsilon { break }
      t -= residual / derivative
    }
    if abs(residual) < epsilon { return t }

    let tolerance = Swift.max(Self.bisectionEpsilon, epsilon)
    var steps = 0
    while lower < upper && steps < Self.maximumBisectionSteps {
      let x = sampleX(t)
      if abs(x - p) < tolerance { return t }
      if p > x { lower = t } else { upper = t }
      t = (lower + upper) / 2
      steps += 1
    }
    return t
  }

  /// `transformProgress`: the input for linear control points, the end
  /// tangents outside [0, 1], else y at the solved t.
  public func value(at progress: Double) -> Double {
    if isLinear { return progress }
    if progress < 0 { return 0 + startGradient * progress }
    if progress > 1 { return 1 + endGradient * (progress - 1) }
    guard !progress.isNaN else { return progress }
    return sampleY(parameter(forProgress: progress))
  }

  /// None: `UnitBezier` computes no slope.
  public func slope(at progress: Double) -> Double? { nil }
}
