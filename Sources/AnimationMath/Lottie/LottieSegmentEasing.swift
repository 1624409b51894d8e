/// The eased progress of one keyframe segment in one dimension:
/// `cubic-bezier(x1, y1, x2, y2)` solved exactly, or the identity for a
/// linear segment.
///
/// This is the one place Lottie easing is solved. It keeps the curve's exact
/// coefficients, builds no fast-path table (a file has thousands of segments,
/// each evaluated at a few frames) and solves each input with the safeguarded
/// Newton–bisection solver, to about 1e-18 in the curve parameter.
struct LottieSegmentEasing: Sendable {
  /// The curve's exact coefficients; nil for linear progress.
  private let solver: CubicBezierSolver?

  /// Linear progress.
  static let linear = LottieSegmentEasing(solver: nil)

  private init(solver: CubicBezierSolver?) { self.solver = solver }

  /// The easing `cubic-bezier(x1, y1, x2, y2)`; x1, x2 must lie in [0, 1] and y1, y2 be finite.
  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    let solver = CubicBezierSolver(validatedX1: x1, y1: y1, x2: x2, y2: y2, table: nil)
    self.solver = solver.isIdentity ? nil : solver
  }

  /// The eased progress at `progress` ∈ [0, 1]: exactly 0 at 0 and 1 at 1,
  /// any finite number in between (y handles are not clamped).
  func value(at progress: Double) -> Double {
    guard let solver else { return progress }
    if progress <= 0 { return 0 }
    if progress >= 1 { return 1 }
    let (t, correction) = solver.robustParameter(forInteriorProgress: progress, from: progress)
    return solver.curveY(t, correction: correction)
  }
}

extension LottieSegmentEasing {
  /// d(eased progress)/d(progress) at `progress` ∈ [0, 1] (±∞ at a vertical tangent).
  func slope(at progress: Double) -> Double {
    guard let solver else { return 1 }
    let p = min(max(progress, 0), 1)
    let t: Double
    if p == 0 || p == 1 {
      t = p
    } else {
      let solved = solver.robustParameter(forInteriorProgress: p, from: p)
      t = solved.t + solved.correction
    }
    return solver.curveYDerivative(t) / solver.curveXDerivative(t)
  }

  /// Whether the two easings are the same curve.
  func isSameCurve(as other: LottieSegmentEasing) -> Bool {
    switch (solver, other.solver) {
    case (nil, nil): return true
    case (let a?, let b?): return a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2
    default: return false
    }
  }
}
