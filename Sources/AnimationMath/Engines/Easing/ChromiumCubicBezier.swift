/// Chromium's `gfx::CubicBezier`, the solver behind every CSS and Web
/// Animations cubic-bézier in Blink and the compositor.
///
/// Source: chromium/chromium `ui/gfx/geometry/cubic_bezier.cc` at
/// a8ea66f10c58abe83d1a44a82dda3d11bcbd8023 and its header
/// `ui/gfx/geometry/cubic_bezier.h` (the version that wraps y in `ToFinite`).
/// Blink calls `Solve(fraction)`, i.e. the default epsilon 1e-7, with no
/// duration dependence: `CubicBezierTimingFunction::Evaluate` in
/// `third_party/blink/renderer/platform/animation/timing_function.cc` at
/// 5b83ed465231eb0bb65d444348d89cb5a66501a0 (older Blink passed an accuracy
/// of 1/(200·duration); today's does not).
///
/// The facts this type re-states:
/// - power-basis coefficients cx = 3x1, bx = 3(x2 − x1) − cx, ax = 1 − cx − bx
///   (same for y, each clamped to ±`Double.greatestFiniteMagnitude` by `ToFinite`),
///   x(t) = ((ax·t + bx)·t + cx)·t in `Double` (Horner);
/// - an 11-entry table of x(i/10); the first entry with x ≤ table[i] gives
///   the bracket [t0, t1] = [(i−1)/10, i/10] and a linear-interpolation guess;
/// - up to 4 Newton steps, returning when |x(t) − p| < min(1e-7, epsilon),
///   stopping early when |x′(t)| < 1e-7; after them the *last computed*
///   residual is compared with epsilon (it predates the final step);
/// - then bisection from the Newton result inside [t0, t1] until
///   |x(t) − p| < epsilon (the source has no iteration cap; this type stops
///   after ``maximumBisectionSteps``, which the tests never reach);
/// - inputs below 0 / above 1 follow the end tangents (the same rule as
///   ``CubicBezierTiming``), `ToFinite`-clamped;
/// - the slope clamps the input to [0, 1] first (so outside it is the slope
///   at the end, not the tangent's), is 0 where x′ = y′ = 0, and is clamped
///   by `ToFinite` (a vertical tangent gives ±`greatestFiniteMagnitude`, not ∞).
///
/// What it does not model: the debug-build `DCHECK`s (inputs outside [0, 1]
/// to `SolveCurveX`, non-monotone x), and the uninitialised bracket the
/// source leaves when p exceeds the last table entry (x(1) rounded below 1):
/// there Newton from t = p returns at once, and this type brackets [0, 1].
///
/// Accuracy against the exact curve: |x(t) − p| < 1e-7 at the returned t, so
/// the value is within about 1e-7·|dy/dx| (tested ≤ 1e-6 on the CSS curves).
public struct ChromiumCubicBezier: EasingEngineCurve {
  /// `kBezierEpsilon`: Chromium's default (and Newton's largest) tolerance on |x(t) − p|.
  public static let defaultEpsilon = 1e-7
  /// `kMaxNewtonIterations`.
  static let maximumNewtonSteps = 4
  /// `CUBIC_BEZIER_SPLINE_SAMPLES`: the table holds x(i/10), i = 0…10.
  static let splineSampleCount = 11
  /// A safety cap on bisection steps (the source has none; halving a
  /// bracket of width 0.1 reaches adjacent doubles in about 55 steps).
  package static let maximumBisectionSteps = 1100

  let ax: Double, bx: Double, cx: Double
  let ay: Double, by: Double, cy: Double
  let startGradient: Double, endGradient: Double
  let splineSamples: [Double]
  /// The tolerance on |x(t) − p| passed to `SolveWithEpsilon` (default 1e-7).
  public let epsilon: Double

  /// `gfx::CubicBezier(x1, y1, x2, y2)` solved with `epsilon` (the
  /// `SolveWithEpsilon` argument; Blink uses the default).
  public init(x1: Double, y1: Double, x2: Double, y2: Double, epsilon: Double = defaultEpsilon) {
    let clampX = 3 * x1
    let quadraticX = 3 * (x2 - x1) - clampX
    cx = clampX
    bx = quadraticX
    ax = 1 - clampX - quadraticX
    let linearY = Self.toFinite(3 * y1)
    let quadraticY = Self.toFinite(3 * (y2 - y1) - linearY)
    cy = linearY
    by = quadraticY
    ay = Self.toFinite(1 - linearY - quadraticY)
    startGradient = Self.startGradient(x1: x1, y1: y1, x2: x2, y2: y2)
    endGradient = Self.endGradient(x1: x1, y1: y1, x2: x2, y2: y2)
    self.epsilon = epsilon
    let step = 1.0 / Double(Self.splineSampleCount - 1)
    let (a, b, c) = (ax, bx, cx)
    splineSamples = (0..<Self.splineSampleCount).map { i in
      let t = Double(i) * step
      return ((a * t + b) * t + c) * t
    }
  }

  /// ``EasingEngine/chromium``.
  public var engine: EasingEngine { .chromium }

  /// `ToFinite`: ±∞ become ±`greatestFiniteMagnitude`; other values pass.
  static func toFinite(_ value: Double) -> Double {
    if value == .infinity { return .greatestFiniteMagnitude }
    if value == -.infinity { return -.greatestFiniteMagnitude }
    return value
  }

  /// The slope used below 0: y1/x1 if x1 > 0; y2/x2 if y1 = 0 and x2 > 0;
  /// 1 if y1 = y2 = 0; else 0.
  static func startGradient(x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    if x1 > 0 { return y1 / x1 }
    if y1 == 0 && x2 > 0 { return y2 / x2 }
    if y1 == 0 && y2 == 0 { return 1 }
    return 0
  }

  /// The slope used above 1: (y2−1)/(x2−1) if x2 < 1; (y1−1)/(x1−1) if
  /// y2 = 1 and x1 < 1; 1 if y1 = y2 = 1; else 0.
  static func endGradient(x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    if x2 < 1 { return (y2 - 1) / (x2 - 1) }
    if y2 == 1 && x1 < 1 { return (y1 - 1) / (x1 - 1) }
    if y2 == 1 && y1 == 1 { return 1 }
    return 0
  }

  /// x(t) in Horner form, as `SampleCurveX`.
  package func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

  /// y(t) in Horner form, `ToFinite`-clamped, as `SampleCurveY`.
  package func sampleY(_ t: Double) -> Double { Self.toFinite(((ay * t + by) * t + cy) * t) }

  /// x′(t), as `SampleCurveDerivativeX`.
  func sampleXDerivative(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// y′(t) with `ToFinite` at each stage, as `SampleCurveDerivativeY`.
  func sampleYDerivative(_ t: Double) -> Double {
    let inner = Self.toFinite(Self.toFinite(3 * ay) * t + Self.toFinite(2 * by))
    return Self.toFinite(inner * t + cy)
  }

  /// The parameter t Chromium's `SolveCurveX` returns for progress p ∈ [0, 1].
  public func parameter(forProgress p: Double) -> Double {
    let step = 1.0 / Double(Self.splineSampleCount - 1)
    var lower = 0.0
    var upper = 1.0
    var t = p
    if let i = (1..<Self.splineSampleCount).first(where: { p <= splineSamples[$0] }) {
      upper = step * Double(i)
      lower = upper - step
      t =
        lower + (upper - lower) * (p - splineSamples[i - 1])
        / (splineSamples[i] - splineSamples[i - 1])
    }

    let newtonTolerance = Swift.min(Self.defaultEpsilon, epsilon)
    var residual = 0.0
    for _ in 0..<Self.maximumNewtonSteps {
      residual = sampleX(t) - p
      if abs(residual) < newtonTolerance { return t }
      let derivative = sampleXDerivative(t)
      if abs(derivative) < Self.defaultEpsilon { break }
      t -= residual / derivative
    }
    // The residual of the last evaluation, not of the final t.
    if abs(residual) < epsilon { return t }

    var steps = 0
    while lower < upper && steps < Self.maximumBisectionSteps {
      let x = sampleX(t)
      if abs(x - p) < epsilon { return t }
      if p > x { lower = t } else { upper = t }
      t = (upper + lower) * 0.5
      steps += 1
    }
    return t
  }

  /// `SolveWithEpsilon`: the tangent lines outside [0, 1], else y at the solved t.
  public func value(at progress: Double) -> Double {
    if progress < 0 { return Self.toFinite(0 + startGradient * progress) }
    if progress > 1 { return Self.toFinite(1 + endGradient * (progress - 1)) }
    guard !progress.isNaN else { return progress }
    return sampleY(parameter(forProgress: progress))
  }

  /// `SlopeWithEpsilon`: dy/dx at the solved t of the input clamped to [0, 1].
  public func slope(at progress: Double) -> Double? {
    guard !progress.isNaN else { return progress }
    let clamped = Swift.min(Swift.max(progress, 0), 1)
    let t = parameter(forProgress: clamped)
    let dx = sampleXDerivative(t)
    let dy = sampleYDerivative(t)
    // Both derivatives exactly zero: the source returns 0 instead of NaN.
    if dx == 0 && dy == 0 { return 0 }
    return Self.toFinite(dy / dx)
  }
}
