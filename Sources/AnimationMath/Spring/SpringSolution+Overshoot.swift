extension SpringSolution {
  /// The largest excursion past the rest position: its time (s) and its
  /// displacement `x − to` (position units, on the far side of `to` from
  /// `from`), or nil when the motion never passes `to`.
  ///
  /// The extrema of the motion are the zeros of the velocity (see
  /// ``SpringSolution``'s closed form, `v(t) = e^(−λt)·[v0·C(t) − (λ·v0 + ω0²·d0)·S(t)]`):
  /// - Under-damped (ζ < 1): `tan(s·t) = s·v0/(λ·v0 + ω0²·d0)`, so the
  ///   extrema fall at `t_n = (θ + nπ)/s`, θ in [0, π), alternate in side and
  ///   shrink by `e^(−λπ/s)` each. The largest excursion past `to` is the
  ///   first of t_0, t_1 on the far side (for v0 = 0, t_1 = π/ω_d with size
  ///   `e^(−ζπ/√(1−ζ²))·|d0|`, the classical step-response overshoot, Ogata,
  ///   *Modern Control Engineering*, 5th ed., §5-3). At ζ = 0 every
  ///   extremum has the same size and the first is returned.
  /// - Critical and over-damped: the velocity vanishes at most once, at
  ///   `t = κ·atanh(sκ)/(sκ)` with `κ = v0/(λ·v0 + ω0²·d0)` (the same turning
  ///   point ``settlingDuration(band:)`` uses); it is an overshoot when the
  ///   motion is past `to` there.
  ///
  /// - Returns: nil if `from == to` (no side to pass to), or if the motion
  ///   never passes `to`.
  public func largestOvershoot() -> (time: Double, displacement: Double)? {
    let d0 = initialDisplacement
    guard !d0.isZero else { return nil }
    func pastTarget(_ t: Double) -> (time: Double, displacement: Double)? {
      let d = displacement(at: t)
      // The far side of `to`: opposite in sign to d0 (an exact zero is not past).
      return d * d0 < 0 ? (t, d) : nil
    }
    if !isOverdamped, frequency > 0 {
      let s = frequency
      var theta = Libm.atan2(s * initialVelocity, velocitySineCoefficient)
      if theta < 0 { theta += Double.pi }
      if theta >= Double.pi { theta -= Double.pi }
      // t_0 = 0 (θ = 0, released at rest) is the start, never past `to`.
      return pastTarget(theta / s) ?? pastTarget((theta + Double.pi) / s)
    }
    // Critical or over-damped: the one turning point, if any.
    guard !velocitySineCoefficient.isZero else { return nil }
    let kappa = initialVelocity / velocitySineCoefficient
    guard kappa > 0 else { return nil }
    let y = frequency * kappa
    guard y < 1 else { return nil }
    // atanh(y)/y = 1 + y²/3 + y⁴/5 + …: the series' next term is below an ulp for y < 1e-4.
    let atanhc = y < 1e-4 ? 1 + y * y / 3 : Libm.atanh(y) / y
    return pastTarget(kappa * atanhc)
  }
}
