extension CubicBezierSolver {
  /// The output progress for input `progress`: y(t) where x(t) = progress.
  ///
  /// Inputs in [0, 1] are solved to full double precision (see
  /// ``CubicBezierTiming``); inputs outside follow the engines' tangent lines.
  /// With a ``table`` the fast path is inlined into the caller; without one,
  /// ``directValue(_:)`` computes the one row the input needs.
  /// - Returns: exactly 0 at 0 and exactly 1 at 1; NaN for NaN.
  @inlinable @inline(__always)
  func value(at progress: Double) -> Double {
    let p = progress
    if p > 0 && p < 1 {
      if isIdentity { return p }
      guard let table else { return directValue(p) }
      let (j, u, offset) = locate(p, in: .linear)
      let row = table[j]
      let step = oneStep(row, u, offset)
      if abs(step.newton) <= row.stepBound { return fastY(step.guess - step.newton) }
      return generalValue(p)
    }
    return boundaryValue(at: p)
  }

  /// ``value(at:)`` for p ∈ (0, 1) on a curve without a table: the same
  /// steps on the row computed for p alone (out of line).
  @usableFromInline @inline(never)
  func directValue(_ p: Double) -> Double {
    let (j, u, offset) = locate(p, in: .linear)
    let row = tableRow(j, in: .linear)
    let step = oneStep(row, u, offset)
    if abs(step.newton) <= row.stepBound { return fastY(step.guess - step.newton) }
    return generalValue(p, mainRow: row)
  }

  /// y at a root the one-step path accepted: Horner in the power basis
  /// (4 operations fewer than the Bernstein form) where its error bound allows.
  @inlinable @inline(__always)
  func fastY(_ root: Double) -> Double {
    usesPowerBasis ? ((yA * root + yB) * root + yC) * root : curveY(root)
  }

  /// ``value(at:)`` for p ∈ (0, 1) off the main table's one-step path (out of line).
  @usableFromInline @inline(never)
  func generalValue(_ p: Double) -> Double {
    generalValue(p, mainRow: nil)
  }

  /// ``generalValue(_:)`` reusing the main table's row of p when the caller
  /// has computed it.
  func generalValue(_ p: Double, mainRow: TableRow?) -> Double {
    if let (guess, step) = endOneStep(p) { return correctedY(guess, -step) }
    let (t, correction) = parameter(forInteriorProgress: p, mainRow: mainRow)
    return curveY(t, correction: correction)
  }

  /// y at guess + step: t = guess + step rounded, then y(t) + y′(t)·rest with
  /// the exact rounding rest (TwoSum), so the value is not limited by the
  /// spacing of doubles near t (relative accuracy where y crosses 0). The
  /// first-order term is dropped if it is not finite (|y| near 1e308).
  func correctedY(_ guess: Double, _ step: Double) -> Double {
    let t = guess + step
    let b = t - guess
    let rest = (guess - (t - b)) + (step - b)
    let u = 1 - t
    let y = (3 * u * t) * (u * y1 + t * y2) + t * t * t
    let delta = 3 * (u * u * y1 + 2 * (u * t) * yDelta + t * t * yEnd) * rest
    return delta.isFinite ? y + delta : y
  }

  /// The one-step path in the second table, if the curve has one and it
  /// accepts p: the guess and the Newton step.
  func endOneStep(_ p: Double) -> (guess: Double, step: Double)? {
    if variable == .linear { return nil }
    let (j, u, offset) = locate(p, in: variable)
    let row = row(j, in: variable)
    let step = oneStep(row, u, offset)
    return abs(step.newton) <= row.stepBound ? (step.guess, step.newton) : nil
  }

  /// The table row index j of input p ∈ (0, 1), the local variable
  /// u = 128·w − j ∈ [0, 1] and p − x_j (exact for ``TableVariable/linear``;
  /// otherwise rounded once, |p − x_j| ≤ the segment's width, which the error
  /// bounds allow for).
  @inlinable @inline(__always)
  func locate(_ p: Double, in variable: TableVariable) -> (j: Int, u: Double, offset: Double) {
    let n = Double(Self.segmentCount)
    switch variable {
    case .linear:
      let scaled = p * n  // exact
      // j = scaled − ½ rounded to an integer, read from the low bits of its
      // sum with 1.5·2⁵²: ⌊scaled⌋, or ⌊scaled⌋ − 1 with u = 1 when scaled is
      // an odd integer (the previous segment's end, where its guess is as
      // good). Cheaper than Int(scaled)'s range checks; 0 … 127 as p ∈ (0, 1).
      let shifted = (scaled - 0.5) + 0x1.8p52
      let j = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: shifted.bitPattern))
      let u = scaled - (shifted - 0x1.8p52)  // exact, in [0, 1]
      return (j, u, u * (1 / n))
    case .square:
      let scaled = p.squareRoot() * n
      let j = Swift.min(Int(scaled), Self.segmentCount - 1)  // √p may round to 1
      let w = Double(j) * (1 / n)
      return (j, scaled - Double(j), p - w * w)
    case .complementSquare:
      let scaled = (1 - (1 - p).squareRoot()) * n
      let j = Swift.min(Int(scaled), Self.segmentCount - 1)
      let w = Double(j) * (1 / n)
      return (j, scaled - Double(j), p - w * (2 - w))
    }
  }

  /// The quintic Hermite guess of a row at u, by Estrin's scheme:
  /// (t_j + c1·u) + u²·((c2 + c3·u) + u²·(c4 + c5·u)).
  @inlinable @inline(__always)
  static func hermiteGuess(_ row: TableRow, _ u: Double) -> Double {
    let u2 = u * u
    return (row.knot + row.c1 * u) + u2 * ((row.c2 + row.c3 * u) + u2 * (row.c4 + row.c5 * u))
  }

  /// The one-step fast path for p ∈ (0, 1): the row's Hermite guess at u and
  /// one Newton step on the knot-relative residual (see
  /// ``parameter(forInteriorProgress:mainRow:)``). When |step| ≤ S_j,
  /// t = guess − step is within ``fastPathRemainderTolerance`` (plus
  /// rounding) of the root by the segment's measured bound
  /// (``segmentStepBound(_:knotAfter:width:)``); NaN steps fail that test.
  @inlinable @inline(__always)
  func oneStep(_ row: TableRow, _ u: Double, _ offset: Double) -> (guess: Double, newton: Double) {
    let tj = row.knot
    let t = Self.hermiteGuess(row, u)
    let q = ax * (t * t + t * tj + tj * tj) + bx * (t + tj) + cx
    let f = ((t - tj) * q - offset) + row.knotResidual
    let d = (dax * t + dbx) * t + cx
    return (t, f / d)
  }
}
