extension CubicBezierSolver {
  /// One segment x ∈ [x_j, x_{j+1}) of a table, where x_j = x(w_j) with
  /// w_j = j/128 in the table's ``TableVariable``: eight doubles, one cache line.
  @usableFromInline
  struct TableRow: Sendable {
    /// t_j = t(x_j), the knot at the segment's start.
    @usableFromInline var knot: Double
    /// The quintic Hermite coefficients c1 … c5 of t in u = 128·w − j
    /// (matching t, dt/du and d²t/du² at both knots; the secant alone next
    /// to a vertical tangent).
    @usableFromInline var c1: Double, c2: Double, c3: Double, c4: Double, c5: Double
    /// r_j = x(t_j) − x_j, the tiny residual of the rounded knot, in
    /// double-double accuracy.
    @usableFromInline var knotResidual: Double
    /// S_j, the largest Newton step after which the one-step path's result is
    /// accurate on this segment (a measured bound; −1 where it never is; see
    /// ``segmentStepBound(_:knotAfter:width:)``).
    @usableFromInline var stepBound: Double

    /// A row that never accepts a step (S = −1): the rows of a second table
    /// outside its end region.
    static let unused = TableRow(knot: 0, c1: 0, c2: 0, c3: 0, c4: 0, c5: 0, knotResidual: 0, stepBound: -1)
  }

  /// A knot of a table: t, dt/du and d²t/du² (u = 128·w).
  struct TableKnot {
    let t: Double
    let slope: Double
    let curvature: Double
  }

  /// A copy of the curve that holds the fast path's whole table (itself if
  /// it already does, or is the identity, which needs none).
  func precomputed() -> CubicBezierSolver {
    if table != nil || isIdentity { return self }
    var rows = tableRows(in: .linear)
    if variable != .linear { rows += tableRows(in: variable) }
    let table = UnsafeMutableRawPointer.allocate(
      byteCount: rows.count * MemoryLayout<TableRow>.stride, alignment: 64
    ).bindMemory(to: TableRow.self, capacity: rows.count)
    table.initialize(from: rows, count: rows.count)
    return CubicBezierSolver(validatedX1: x1, y1: y1, x2: x2, y2: y2, table: table)
  }

  /// All rows of the table in `variable`, indexed by j (``TableRow/unused``
  /// outside ``TableVariable/builtRows``), each solved knot once: the same
  /// rows as ``tableRow(_:in:)``.
  func tableRows(in variable: TableVariable) -> [TableRow] {
    let built = variable.builtRows
    let n = Self.segmentCount
    let first = built.lowerBound
    let last = Swift.min(built.upperBound + 1, n)
    var anchors = [Double](repeating: 0, count: n + 1)
    for j in Swift.max(first, 1)..<last { anchors[j] = anchorKnot(j, in: variable) }
    var knots: [TableKnot] = []
    for j in first...last {
      knots.append(tableKnot(j, in: variable, previousAnchor: j > first && j > 1 ? anchors[j - 1] : nil))
    }
    var rows = [TableRow](repeating: .unused, count: n)
    for j in built { rows[j] = tableRow(j, in: variable, from: knots[j - first], to: knots[j + 1 - first]) }
    return rows
  }

  /// Row `j` of the table in `variable`: read from ``table`` when the curve
  /// holds one, else computed (the same double either way).
  @inline(__always)
  func row(_ j: Int, in variable: TableVariable) -> TableRow {
    if let table {
      return variable == .linear ? table[j] : table[Self.segmentCount &+ j]
    }
    return variable.builtRows.contains(j) ? tableRow(j, in: variable) : .unused
  }

  /// Row `j` of the table in `variable`, computed alone.
  func tableRow(_ j: Int, in variable: TableVariable) -> TableRow {
    let first = variable.builtRows.lowerBound
    func knot(_ i: Int) -> TableKnot {
      let anchor = i > first && i > 1 ? anchorKnot(i - 1, in: variable) : nil
      return tableKnot(i, in: variable, previousAnchor: anchor)
    }
    return tableRow(j, in: variable, from: knot(j), to: knot(j + 1))
  }

  /// t with x(t) = x(j/128) for 0 < j < 128, solved by the safeguarded
  /// solver from the knot's own input as its guess: a function of the curve
  /// and j alone.
  func anchorKnot(_ j: Int, in variable: TableVariable) -> Double {
    let p = variable.x(Double(j) / Double(Self.segmentCount))
    let (root, correction) = robustParameter(forInteriorProgress: p, from: p)
    return root + correction
  }

  /// Knot `j` of the table in `variable` with its derivatives in u.
  ///
  /// Its t solves x(t) = x(j/128) by the safeguarded solver, from the
  /// tangent-line step off the previous knot's anchor (``anchorKnot(_:in:)``,
  /// or 0 at j = 1), or from the knot's own input at the first knot of a
  /// table that starts inside (0, 1). The result depends on the curve and j
  /// alone, so rows computed on demand equal the precomputed ones; the step
  /// is the one a chain of knots takes, and the anchor is the previous knot
  /// (up to the rounding of roots within ~2⁻⁶⁰ of a midpoint between doubles).
  ///
  /// dt/du = h·x_w/x′ and d²t/du² = h²·(x_ww/x′ − x_w²·x″/x′³), h = 1/128
  /// (∞ where x′ = 0).
  func tableKnot(_ j: Int, in variable: TableVariable, previousAnchor: Double?) -> TableKnot {
    let n = Self.segmentCount
    var t = j == 0 ? 0.0 : 1.0
    if j > 0 && j < n {
      let p = variable.x(Double(j) / Double(n))
      var guess = p
      if j > variable.builtRows.lowerBound {
        let previous = previousAnchor ?? 0
        let slope = knotDerivatives(previous, j - 1, in: variable).slope
        let step = slope.isFinite ? slope : 0
        guess = Swift.min(Swift.max(previous + step, previous), 1)
      }
      let (root, correction) = robustParameter(forInteriorProgress: p, from: guess)
      t = root + correction
    }
    let (slope, curvature) = knotDerivatives(t, j, in: variable)
    return TableKnot(t: t, slope: slope, curvature: curvature)
  }

  /// dt/du and d²t/du² at knot `j`, whose parameter is t.
  func knotDerivatives(_ t: Double, _ j: Int, in variable: TableVariable) -> (slope: Double, curvature: Double) {
    let h = 1 / Double(Self.segmentCount)
    let w = Double(j) * h
    let d = accurateXDerivative(t)
    let (xw, xww) = variable.derivatives(w)
    let xSecond = 2 * dax * t + dbx
    let slope = d > 0 ? h * xw / d : .infinity
    let curvature = d > 0 ? h * h * (xww / d - xw * xw * xSecond / (d * d * d)) : .infinity
    return (slope, curvature)
  }

  /// Row `j` of the table in `variable`, from its two knots: the quintic
  /// Hermite polynomial of t on the segment (t, dt/du and d²t/du² at both
  /// knots). Where dt/dx at a knot is infinite or steeper than thrice the
  /// secant (next to a vertical tangent), the row uses the secant, and the
  /// fast path usually hands such inputs on.
  func tableRow(_ j: Int, in variable: TableVariable, from start: TableKnot, to end: TableKnot) -> TableRow {
    let h = 1 / Double(Self.segmentCount)
    let (t0, t1) = (start.t, end.t)
    let secant = t1 - t0
    let (s0, s1) = (start.slope, end.slope)
    let (a0, a1) = (start.curvature, end.curvature)
    let (xLow, xHigh) = (variable.x(Double(j) * h), variable.x(Double(j + 1) * h))
    let knotResidual = residual(t0, xLow)
    var row: TableRow
    if s0 <= 3 * secant, s1 <= 3 * secant, a0.isFinite, a1.isFinite {
      // p(u) = t0 + s0·u + (a0/2)·u² + c3·u³ + c4·u⁴ + c5·u⁵ with p(1) = t1,
      // p′(1) = s1, p″(1) = a1.
      let c3 = 10 * secant - 6 * s0 - 4 * s1 - 1.5 * a0 + 0.5 * a1
      let c4 = -15 * secant + 8 * s0 + 7 * s1 + 1.5 * a0 - a1
      let c5 = 6 * secant - 3 * s0 - 3 * s1 - 0.5 * a0 + 0.5 * a1
      row = TableRow(knot: t0, c1: s0, c2: 0.5 * a0, c3: c3, c4: c4, c5: c5, knotResidual: knotResidual, stepBound: 0)
    } else {
      row = TableRow(knot: t0, c1: secant, c2: 0, c3: 0, c4: 0, c5: 0, knotResidual: knotResidual, stepBound: 0)
    }
    row.stepBound = segmentStepBound(row, knotAfter: t1, width: xHigh - xLow)
    return row
  }
}
