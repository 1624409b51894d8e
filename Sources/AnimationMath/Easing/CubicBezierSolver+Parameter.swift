extension CubicBezierSolver {
  /// dy/dx, the slope of the timing curve at input `progress`.
  ///
  /// Inside [0, 1] it is y'(t)/x'(t) at the solved t; at 0 and 1 it is the
  /// one-sided derivative of the curve; outside it is the slope of the tangent
  /// line that ``value(at:)`` follows there.
  /// - Returns: ±∞ where the curve has a vertical tangent (for example at 0 for
  ///   `cubic-bezier(0, 1, 0, 1)`, or at ½ for `cubic-bezier(1, 0, 0, 1)`); NaN for NaN.
  func slope(at progress: Double) -> Double {
    let p = progress
    if p > 0 && p < 1 {
      if isIdentity { return 1 }
      let (t, correction) = solvedParameter(p)
      return curveSlope(atParameter: t, correction: correction)
    }
    return boundarySlope(at: p)
  }

  /// ``value(at:)`` and ``slope(at:)`` together (the value bit for bit as
  /// ``value(at:)`` gives it).
  func valueAndSlope(at progress: Double) -> (value: Double, slope: Double) {
    let p = progress
    if p > 0 && p < 1 {
      if isIdentity { return (p, 1) }
      // The value exactly as value(at:) gives it; the slope from the
      // general solver, whose t is good to ~1e-18 even where x′ is small
      // (the one-step path's error bound is for the value only: next to an
      // end with y′ = 0 its t may be ~1e-16 off, and dy/dx ∝ 1 − t there).
      let value = value(at: p)
      let (t, correction) = parameter(forInteriorProgress: p)
      return (value, curveSlope(atParameter: t, correction: correction))
    }
    return (boundaryValue(at: p), boundarySlope(at: p))
  }

  /// The curve parameter t ∈ [0, 1] with x(t) = `progress`, for progress in [0, 1].
  ///
  /// - Returns: the double nearest the root as far as the solver resolves it
  ///   (within about 1e-18 of the exact root), or NaN outside [0, 1].
  func parameter(forProgress progress: Double) -> Double {
    if progress == 0 { return 0 }
    if progress == 1 { return 1 }
    guard progress > 0 && progress < 1 else { return .nan }
    if isIdentity { return progress }
    let (t, correction) = solvedParameter(progress)
    return t + correction
  }

  /// t and its sub-ulp correction for p ∈ (0, 1), to ~1e-18: the general
  /// solver (the one-step path bounds the value's error, not t's).
  @inline(__always)
  func solvedParameter(_ p: Double) -> (t: Double, correction: Double) {
    parameter(forInteriorProgress: p)
  }

  /// Solves x(t) = p for p ∈ (0, 1).
  ///
  /// Fast path: the Hermite guess of the segment of p, then at most two
  /// Newton steps on the residual written relative to the segment's knot,
  ///
  ///     x(t) − p = (t − t_j)·Q(t, t_j) − (p − j/128) + r_j,
  ///     Q = ax·(t² + t·t_j + t_j²) + bx·(t + t_j) + cx   (the divided difference),
  ///
  /// whose rounding is ~u·|p − j/128| ≤ u/128 instead of ~u for plain Horner,
  /// because t − t_j and p − j/128 are exact. It returns when Newton's
  /// remainder is negligible and a bound on the output error, |y′|max·δf/x′,
  /// is below ``fastPathErrorBound``; otherwise (next to vertical tangents,
  /// mostly) the double-double safeguarded solver takes over.
  ///
  /// - Returns: `t` and a sub-ulp `correction` such that t + correction is the
  ///   root to about 1e-18; callers add y'(t)·correction to y(t).
  ///
  /// `mainRow` is the main table's row of p when the caller has it already.
  func parameter(forInteriorProgress p: Double, mainRow: TableRow? = nil) -> (t: Double, correction: Double) {
    if isInflectionCurve {
      // Next to its stationary point ½ no knot-relative residual is accurate
      // enough; the safeguarded solver starts from the closed form.
      return robustParameter(forInteriorProgress: p, from: p)
    }
    let (j, u, offset) = locate(p, in: .linear)
    let row = mainRow ?? row(j, in: .linear)
    let tj = row.knot
    let knotResidual = row.knotResidual
    var t = Self.hermiteGuess(row, u)
    for _ in 0..<2 {
      let dt = t - tj
      let q = ax * (t * t + t * tj + tj * tj) + bx * (t + tj) + cx
      let f = (dt * q - offset) + knotResidual
      let d = (dax * t + dbx) * t + cx
      let step = f / d
      let next = t - step
      guard d >= Self.fastPathMinimumSlope, next > 0, next < 1 else { break }
      let curvature = abs(2 * dax * t + dbx) + 4 * abs(dax) * abs(step)
      if curvature * step * step <= Self.fastPathRemainderTolerance * 2 * d {
        // Rounding of f: the product and sum (≈ |offset|), Q (≈ 3u·scale·|dt|),
        // the knot residual; times |y′| over x′ gives the output error.
        let residualError =
          0x1p-52 * (2 * abs(offset) + 3 * abs(dt) * divisionScale + abs(knotResidual))
        if yDerivativeBound * residualError <= Self.fastPathErrorBound * d {
          // Always the exact split (six additions): a test on the step's
          // size, which goes either way for random inputs, costs more in
          // mispredicted branches than it saves.
          return Self.split(t, -step)
        }
        break
      }
      t = next
    }
    return robustParameter(forInteriorProgress: p, from: t)
  }
}
