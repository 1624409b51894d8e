/// motion's `cubicBezier(x1, y1, x2, y2)` (Motion for React / motion-dom,
/// formerly framer-motion), used for its named eases and cubic-bézier arrays.
///
/// Source: motiondivision/motion `packages/motion-utils/src/easing/cubic-bezier.ts`
/// at 1b037b0032578b52af94b06ff3920bfa0aaa5e36 (a trimmed BezierEasing:
/// no Newton step, no sample table). `ease.ts` there defines easeIn
/// (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1), easeInOut (0.42, 0, 0.58, 1).
///
/// The facts re-stated here:
/// - x1 = y1 and x2 = y2 gives the identity (`noop`);
/// - inputs exactly 0 and 1 are returned unchanged;
/// - otherwise binary subdivision of t on [0, 1]: t = lower + (upper − lower)/2,
///   residual x(t) − p with x(t) = (((1 − 3x2 + 3x1)·t + (3x2 − 6x1))·t + 3x1)·t;
///   a positive residual moves `upper`, else `lower`; stop when
///   |residual| ≤ 1e-7 (`subdivisionPrecision`) or after 12 evaluations
///   (`subdivisionMaxIterations`); the output is y at the last t.
///
/// So t is a multiple of 2⁻¹² within 2⁻¹² ≈ 2.4e-4 of the root (closer when
/// the 1e-7 test stops it earlier): the output error is up to about
/// 2.4e-4·|dy/dt| (measured ≤ 3.7e-4 on the CSS curves). motion computes no slope.
///
/// Inputs outside [0, 1] are not special-cased by the source: the
/// subdivision runs to t = 2⁻¹² or 1 − 2⁻¹² and returns y there (close to
/// 0 or 1; no tangent-line extrapolation). This type does the same.
public struct MotionCubicBezier: EasingEngineCurve {
  /// `subdivisionPrecision`.
  static let subdivisionPrecision = 0.0000001
  /// `subdivisionMaxIterations`.
  static let subdivisionMaximumIterations = 12

  let x1: Double, y1: Double, x2: Double, y2: Double
  let isLinear: Bool

  /// `cubicBezier(x1, y1, x2, y2)`.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    isLinear = x1 == y1 && x2 == y2
  }

  /// ``EasingEngine/motion``.
  public var engine: EasingEngine { .motion }

  /// `calcBezier(t, a1, a2)`.
  static func bezier(_ t: Double, _ a1: Double, _ a2: Double) -> Double {
    (((1.0 - 3.0 * a2 + 3.0 * a1) * t + (3.0 * a2 - 6.0 * a1)) * t + 3.0 * a1) * t
  }

  /// The t of `binarySubdivide(p, 0, 1, x1, x2)`.
  public func parameter(forProgress p: Double) -> Double {
    if isLinear { return p }
    var lower = 0.0
    var upper = 1.0
    var t = 0.5
    var evaluations = 0
    while true {
      t = lower + (upper - lower) / 2.0
      let residual = Self.bezier(t, x1, x2) - p
      if residual > 0 { upper = t } else { lower = t }
      evaluations += 1
      if !(abs(residual) > Self.subdivisionPrecision
        && evaluations < Self.subdivisionMaximumIterations)
      {
        break
      }
    }
    return t
  }

  /// The eased value (identity curves and the inputs 0 and 1 unchanged).
  public func value(at progress: Double) -> Double {
    if isLinear || progress == 0 || progress == 1 { return progress }
    return Self.bezier(parameter(forProgress: progress), y1, y2)
  }

  /// None: motion's easing functions compute no slope.
  public func slope(at progress: Double) -> Double? { nil }
}
