/// The solver behind ``CubicBezierTiming``: exact coefficients, tangent
/// slopes, the fast path's table and both solving paths.
///
/// An immutable class, so that copies of a ``CubicBezierTiming`` (and of the
/// ``TimingFunction`` that wraps one) share it instead of moving ~170 bytes and
/// a table reference each time. See ``CubicBezierTiming`` for the algorithm
/// and its accuracy.
@usableFromInline
final class CubicBezierSolver: @unchecked Sendable {
  // @unchecked: every stored property is immutable after init, including
  // the memory behind `table`, which only deinit frees.
  /// x of the first control point, in [0, 1].
  let x1: Double
  /// y of the first control point (any finite number).
  @usableFromInline let y1: Double
  /// x of the second control point, in [0, 1].
  let x2: Double
  /// y of the second control point (any finite number).
  @usableFromInline let y2: Double

  // x(t) = ((ax·t + bx)·t + cx)·t. Each coefficient is an unevaluated sum
  // hi + lo that equals the exact value for the given control points.
  @usableFromInline let ax: Double
  let axLo: Double
  @usableFromInline let bx: Double
  let bxLo: Double
  @usableFromInline let cx: Double
  let cxLo: Double
  // x'(t) = (dax·t + dbx)·t + cx, with dax = 3·ax and dbx = 2·bx, also exact.
  @usableFromInline let dax: Double
  let daxLo: Double
  @usableFromInline let dbx: Double
  let dbxLo: Double
  /// Slope of the tangent line used below 0.
  let startGradient: Double
  /// Slope of the tangent line used above 1.
  let endGradient: Double
  /// y2 − y1 and 1 − y2: the Bernstein coefficients of y′/3 (may be ±∞ for huge y).
  @usableFromInline let yDelta: Double, yEnd: Double
  /// y(t) = ((yA·t + yB)·t + yC)·t, the power basis the fast path uses when
  /// ``usesPowerBasis``: yC = 3y1, yB = 3y2 − 6y1, yA = 1 + 3y1 − 3y2 (each rounded).
  @usableFromInline let yA: Double, yB: Double, yC: Double
  /// Whether the power basis is accurate enough for the fast path: its
  /// proven error bound at any double t ∈ [0, 1], ``powerBasisRoundingBound``,
  /// is at most ``powerBasisErrorBound``·max(1, |y1|, |y2|). True for the CSS
  /// names and cubic-bezier(1, 0, 0, 1) (bounds 3.8e-15 and 4.1e-15); not for
  /// the back curve (1.2e-14 against 9.3e-15), which keeps the Bernstein form.
  @usableFromInline let usesPowerBasis: Bool
  /// |computed ((yA·t + yB)·t + yC)·t − y(t)| ≤ this for every double t in
  /// [0, 1]: u·(6.001·Σ|ŷ| + 1.001·(1 + 12|y1| + 6|y2|)), u = 2⁻⁵³, with Σ|ŷ|
  /// the sum of the rounded coefficients' magnitudes. The first term is
  /// Horner's five roundings (γ₅) plus each coefficient's last rounding; the
  /// second is the rounding of 3y1, 3y2, 6y1 and 1 + 3y1 inside the
  /// coefficients, which cancellation does not shrink. The proof is in
  /// Documentation/CubicBezierSolver.md.
  let powerBasisRoundingBound: Double
  /// The share of the 1e-14 promise the power basis may take: 6e-15 (the fast
  /// path's residual takes at most ``fastPathErrorBound`` = 4e-15 of it).
  static let powerBasisErrorBound = 6e-15

  /// ``powerBasisRoundingBound`` for coefficients whose rounded magnitudes
  /// sum to `powerSum`, for control-point heights y1 and y2. The factors
  /// 6.001 and 1.001 hold γ₅ + u/(1 − u) < 6.000001·u, the u² terms and the
  /// rounding of this expression itself.
  static func powerBasisRoundingBound(powerSum: Double, y1: Double, y2: Double) -> Double {
    0x1p-53 * (6.001 * powerSum + 1.001 * (1 + 12 * abs(y1) + 6 * abs(y2)))
  }
  /// x1 = y1 and x2 = y2: the curve is y = x.
  @usableFromInline let isIdentity: Bool
  /// x1 = 1 and x2 = 0: the one monotone x(t) with an interior stationary point.
  let isInflectionCurve: Bool
  /// Bounds used by the fast path's accuracy test: 3|ax| + 2|bx| + |cx| (the
  /// size of the terms of the divided difference) and an upper bound of |y′|.
  let divisionScale: Double, yDerivativeBound: Double
  /// The fast path's tables: for each of the 128 segments x ∈ [x_j, x_{j+1})
  /// (x_j = j/128 in the main table; x(j/128) of ``TableVariable`` in the
  /// second, which follows it when ``variable`` is not linear),
  /// `tableStride` numbers: t_j = t(x_j), the quintic Hermite coefficients
  /// c1 … c5 of t in u = 128·w − j (matching t, dt/du and d²t/du² at both
  /// knots), r_j = x(t_j) − x_j (the tiny residual of the rounded knot,
  /// in double-double accuracy) and S_j, the largest Newton step after which
  /// the one-step path's result is accurate on this segment (a measured bound; −1 where
  /// it never is; see ``segmentStepBound(row:knotAfter:width:)``). Owned, 64-byte
  /// aligned memory (freed in deinit), so that a lookup has no bounds check
  /// and touches one cache line; nil for a draft or the identity.
  @usableFromInline let table: UnsafeMutablePointer<Double>?
  /// The variable of the second table, next to an end point where x′ = 0
  /// (``TableVariable/linear`` when there is none).
  let variable: TableVariable

  /// A variable w in which a table's 128 segments are uniform. The main
  /// table is uniform in x. Where x′ vanishes at one end point (and x″ does
  /// not), t(x) has a square-root singularity there (x − x_end ∝ (t − t_end)²),
  /// so Hermite guesses in x degrade next to it; a second table, uniform in
  /// the matching square root w, in which t is analytic, covers that end.
  /// The knots x(w_j) are exact doubles.
  @usableFromInline
  enum TableVariable: Sendable {
    /// w = x.
    case linear
    /// x1 = 0 < x2 < 1 (x′(0) = 0): x = w², w = √x.
    case square
    /// 0 < x1 < x2 = 1 (x′(1) = 0): x = w·(2 − w), w = 1 − √(1 − x).
    case complementSquare

    /// x at w (exact for w = j/128).
    func x(_ w: Double) -> Double {
      switch self {
      case .linear: w
      case .square: w * w
      case .complementSquare: w * (2 - w)
      }
    }
    /// dx/dw and d²x/dw².
    func derivatives(_ w: Double) -> (first: Double, second: Double) {
      switch self {
      case .linear: (1, 0)
      case .square: (2 * w, 2)
      case .complementSquare: (2 * (1 - w), -2)
      }
    }
  }

  /// The share of [0, 1] in x, next to an end with x′ = 0, that the second
  /// table covers (⅛: there the main table's guesses degrade).
  static let endRegion = 0.125
  /// The number of segments of the fast path's table (uniform in x).
  @inlinable static var segmentCount: Int { 128 }
  /// Numbers per segment in ``table`` (eight doubles: one cache line).
  @inlinable static var tableStride: Int { 8 }
  /// The largest Newton step the one-step fast path accepts (2⁻²⁰ ≈ 1e-6);
  /// the per-segment bounds of ``segmentStepBound(row:knotAfter:width:)`` are
  /// computed for guesses within this of the segment.
  static let oneStepWindow = 0x1p-20
  /// The fast path stops when Newton's predicted remainder in t is below this
  /// (2⁻⁵⁶ ≈ 1.4e-17: times |y′| ≲ 30 it is far below the error bound).
  static let fastPathRemainderTolerance = 0x1p-56
  /// The fast path needs x′(t) ≥ this (2⁻⁶); flatter places take the safeguarded path.
  static let fastPathMinimumSlope = 0x1p-6
  /// The fast path accepts when its (pessimistic) bound on the output error is
  /// below this: 40% of the 1e-14 promise; actual errors are a few 1e-16.
  static let fastPathErrorBound = 4e-15
  /// The most Newton/bisection steps of the safeguarded solver. Bisection alone
  /// shrinks [0, 1] below the 2⁻⁶⁰ stopping width in 61 steps (more for a
  /// root within 2⁻⁴⁰ of an end, where the width is relative; past the cap the
  /// result is still within the bracket, so only the relative accuracy of a
  /// slope ∝ t at such a root can suffer).
  static let maximumIterations = 160
  /// Below this input (2⁻²⁰) a curve with x1 = 0 starts the safeguarded
  /// solver from the leading term of x(t) at 0 (see ``robustParameter(forInteriorProgress:from:)``).
  static let leadingTermProgress = 0x1p-20
  /// Stop when the predicted remaining error in t is below this (2⁻⁶⁰ ≈ 8.7e-19).
  static let parameterTolerance = 0x1p-60
  /// Below this x′ (2⁻²⁰ ≈ 1e-6) the safeguarded solver's Newton slope is
  /// evaluated in double-double.
  static let plainPhaseTolerance = 0x1p-20

  /// The solver of the curve, with its table (none for the identity).
  static func make(x1: Double, y1: Double, x2: Double, y2: Double) -> CubicBezierSolver {
    let draft = CubicBezierSolver(validatedX1: x1, y1: y1, x2: x2, y2: y2, table: nil)
    if draft.isIdentity { return draft }
    let n = segmentCount
    var values = draft.makeTable(in: .linear, rows: 0...(n - 1))
    switch draft.variable {
    case .linear: break
    case .square:
      let last = Int((endRegion.squareRoot() * Double(n)).rounded(.up))
      values += draft.makeTable(in: .square, rows: 0...last)
    case .complementSquare:
      let first = Int(((1 - endRegion.squareRoot()) * Double(n)).rounded(.down))
      values += draft.makeTable(in: .complementSquare, rows: first...(n - 1))
    }
    // One row per 64-byte cache line: a lookup touches one line.
    let table = UnsafeMutableRawPointer.allocate(
      byteCount: values.count * MemoryLayout<Double>.stride, alignment: 64
    ).bindMemory(to: Double.self, capacity: values.count)
    table.initialize(from: values, count: values.count)
    return CubicBezierSolver(validatedX1: x1, y1: y1, x2: x2, y2: y2, table: table)
  }

  deinit { table?.deallocate() }

  /// Computes the coefficients of a valid curve; `table` is ``makeTable()``'s
  /// result moved into owned memory (nil for a draft that only solves, as
  /// makeTable itself does).
  init(validatedX1 x1: Double, y1: Double, x2: Double, y2: Double, table: UnsafeMutablePointer<Double>?) {
    typealias EFT = ErrorFreeTransforms
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    // cx = 3·x1, bx = 3·(x2 − 2·x1), ax = 1 − 3·(x2 − x1), all exact as hi + lo.
    let c = EFT.twoProduct(3, x1)
    cx = c.hi
    cxLo = c.lo
    let e = EFT.twoSum(x2, -2 * x1)
    let b = EFT.twoProduct(3, e.hi)
    bx = b.hi
    bxLo = b.lo + 3 * e.lo
    let d = EFT.twoSum(x2, -x1)
    let d3 = EFT.twoProduct(3, d.hi)
    let a = EFT.twoSum(1, -d3.hi)
    ax = a.hi
    axLo = a.lo - (d3.lo + 3 * d.lo)
    let da = EFT.twoProduct(3, ax)
    dax = da.hi
    daxLo = da.lo + 3 * axLo
    dbx = 2 * bx
    dbxLo = 2 * bxLo

    let start: Double
    let end: Double
    if x1 > 0 {
      start = y1 / x1
    } else if y1 == 0 && x2 > 0 {
      start = y2 / x2
    } else if y1 == 0 && y2 == 0 {
      start = 1
    } else {
      start = 0
    }
    if x2 < 1 {
      end = (y2 - 1) / (x2 - 1)
    } else if y2 == 1 && x1 < 1 {
      end = (y1 - 1) / (x1 - 1)
    } else if y2 == 1 && y1 == 1 {
      end = 1
    } else {
      end = 0
    }
    // Like Chromium (ToFinite), keep the tangent slopes finite: y near ±1.8e308
    // over a small x would make them ±∞ and the value at 1 + ulp infinite.
    let largest = Double.greatestFiniteMagnitude
    startGradient = Swift.max(-largest, Swift.min(largest, start))
    endGradient = Swift.max(-largest, Swift.min(largest, end))
    yDelta = y2 - y1
    yEnd = 1 - y2
    yC = 3 * y1
    yB = 3 * y2 - 6 * y1
    yA = 1 + 3 * y1 - 3 * y2
    let powerSum = abs(yA) + abs(yB) + abs(yC)
    let roundingBound = Self.powerBasisRoundingBound(powerSum: powerSum, y1: y1, y2: y2)
    powerBasisRoundingBound = roundingBound
    usesPowerBasis =
      roundingBound.isFinite && roundingBound <= Self.powerBasisErrorBound * Swift.max(1, abs(y1), abs(y2))
    isIdentity = x1 == y1 && x2 == y2
    isInflectionCurve = x1 == 1 && x2 == 0

    divisionScale = 3 * abs(ax) + 2 * abs(bx) + abs(cx)
    let yBound = 3 * Swift.max(abs(y1), abs(yDelta), abs(yEnd))
    yDerivativeBound = yBound.isFinite ? yBound : .greatestFiniteMagnitude
    self.table = table
    if x1 == 0 && x2 > 0 && x2 < 1 {
      variable = .square
    } else if x2 == 1 && x1 > 0 && x1 < 1 {
      variable = .complementSquare
    } else {
      variable = .linear
    }
  }

  /// Solves the knots x(t_j) = x(w_j), w_j = j/128, of `rows` (and the knot
  /// after the last) in `variable` with the safeguarded solver
  /// (each from the previous knot plus a tangent step) and fits the quintic
  /// Hermite polynomial of t(x) on each segment (t, dt/du = h/x′ and
  /// d²t/du² = −h²·x″/x′³ at both knots). Where dt/dx at a knot is infinite
  /// or steeper than thrice the secant (next to a vertical tangent), the
  /// segment uses the secant, and the fast path usually hands such inputs on.
  func makeTable(in variable: TableVariable, rows: ClosedRange<Int>) -> [Double] {
    let n = Self.segmentCount
    let h = 1 / Double(n)
    var knots = [Double](repeating: 0, count: n + 1)
    var slopes = [Double](repeating: 0, count: n + 1)  // dt/du = h·x_w/x′(t)
    var curvatures = [Double](repeating: 0, count: n + 1)  // d²t/du²
    knots[n] = 1
    for j in rows.lowerBound...(rows.upperBound + 1) {
      let w = Double(j) * h
      if j > 0 && j < n {
        let previous = j > rows.lowerBound ? knots[j - 1] : variable.x(w)
        let step = j > rows.lowerBound && slopes[j - 1].isFinite ? slopes[j - 1] : 0
        let guess = Swift.min(Swift.max(previous + step, previous), 1)
        let (t, correction) = robustParameter(forInteriorProgress: variable.x(w), from: guess)
        knots[j] = t + correction
      }
      // t(w) = t(x(w)): dt/dw = x_w/x′, d²t/dw² = x_ww/x′ − x_w²·x″/x′³.
      let d = accurateXDerivative(knots[j])
      let (xw, xww) = variable.derivatives(w)
      let xSecond = 2 * dax * knots[j] + dbx
      slopes[j] = d > 0 ? h * xw / d : .infinity
      curvatures[j] = d > 0 ? h * h * (xww / d - xw * xw * xSecond / (d * d * d)) : .infinity
    }
    var table: [Double] = []
    table.reserveCapacity(n * Self.tableStride)
    for j in 0..<n {
      guard rows.contains(j) else {
        // Outside the rows built: S = −1, so the one-step path never accepts.
        table += [0, 0, 0, 0, 0, 0, 0, -1]
        continue
      }
      let (t0, t1) = (knots[j], knots[j + 1])
      let secant = t1 - t0
      let (s0, s1) = (slopes[j], slopes[j + 1])
      let (a0, a1) = (curvatures[j], curvatures[j + 1])
      let (xLow, xHigh) = (variable.x(Double(j) * h), variable.x(Double(j + 1) * h))
      let knotResidual = residual(t0, xLow)
      guard s0 <= 3 * secant, s1 <= 3 * secant, a0.isFinite, a1.isFinite else {
        let row = [t0, secant, 0, 0, 0, 0, knotResidual]
        table += row + [segmentStepBound(row: row, knotAfter: t1, width: xHigh - xLow)]
        continue
      }
      // p(u) = t0 + s0·u + (a0/2)·u² + c3·u³ + c4·u⁴ + c5·u⁵ with p(1) = t1,
      // p′(1) = s1, p″(1) = a1.
      let c3 = 10 * secant - 6 * s0 - 4 * s1 - 1.5 * a0 + 0.5 * a1
      let c4 = -15 * secant + 8 * s0 + 7 * s1 + 1.5 * a0 - a1
      let c5 = 6 * secant - 3 * s0 - 3 * s1 - 0.5 * a0 + 0.5 * a1
      let row = [t0, s0, 0.5 * a0, c3, c4, c5, knotResidual]
      table += row + [segmentStepBound(row: row, knotAfter: t1, width: xHigh - xLow)]
    }
    return table
  }

  /// S_j for a table row (t_j, c1 … c5, r_j) whose segment ends at knot
  /// `knotAfter`: the largest |Newton step| for which one knot-relative step
  /// from the row's guess meets the fast path's two tests for every input of
  /// the segment, or −1 if no step does. A measured bound, not a proof: the
  /// extremes below are exact for the exact polynomials, but their rounding
  /// is covered by slack factors chosen from measurements (1e-13 on x′,
  /// 1e-12 and 1e-13 on x″, 1e-9 on y′), and the rounding of t to a double
  /// is checked at 17 points of the segment (Documentation/CubicBezierSolver.md).
  ///
  /// The guess p(u) = t_j + c1·u + … + c5·u⁵ lies, for u ∈ [0, 1], between
  /// t_j + Σ min(0, c_k) and t_j + Σ max(0, c_k) (widened by its rounding);
  /// the root lies between the knots. On that hull I, widened by
  /// ``oneStepWindow``, take x′ ∈ [dmin, dmax] and |x″| ≤ cmax (x′ is a
  /// quadratic, x″ linear: exact extremes, widened by their rounding). Then
  /// for a guess t with error e and computed step s:
  /// - |e| ≤ |s|·dmax/dmin, and Newton leaves (cmax/(2·dmin))·e² in t, below
  ///   ``fastPathRemainderTolerance`` when |s| ≤ S_j = √(2·tol·dmin/cmax)·dmin/dmax;
  /// - the residual's rounding, 2⁻⁵²·(2·width + 3·|t − t_j|max·scale + |r_j|)
  ///   (the segment's `width` in x bounds |p − x_j| and its rounding),
  ///   moves the output by at most |y′|max times it over dmin, which must be
  ///   below ``fastPathErrorBound`` (and dmin ≥ ``fastPathMinimumSlope``).
  /// These are the runtime tests of the general fast path with each runtime
  /// quantity replaced by its worst case over the segment.
  func segmentStepBound(row: [Double], knotAfter: Double, width: Double) -> Double {
    let coefficients = row[1...5]
    let rounding = 4 * 0x1p-52 * (abs(row[0]) + coefficients.reduce(0) { $0 + abs($1) })
    let guessLow = row[0] + coefficients.reduce(0) { $0 + Swift.min(0, $1) } - rounding
    let guessHigh = row[0] + coefficients.reduce(0) { $0 + Swift.max(0, $1) } + rounding
    let low = Swift.min(guessLow, row[0]) - Self.oneStepWindow
    let high = Swift.max(guessHigh, knotAfter) + Self.oneStepWindow
    // x′(t) = dax·t² + dbx·t + cx on [low, high]: ends and the vertex.
    func slope(_ t: Double) -> Double { (dax * t + dbx) * t + cx }
    var candidates = [slope(low), slope(high)]
    if dax != 0 {
      let vertex = -dbx / (2 * dax)
      if vertex > low && vertex < high { candidates.append(slope(vertex)) }
    }
    // Plain evaluation of x′ errs by a few ulps of its O(10) terms.
    let slopeSlack = 1e-13
    let dmin = candidates.min()! - slopeSlack
    let dmax = candidates.max()! + slopeSlack
    let cmax = Swift.max(abs(2 * dax * low + dbx), abs(2 * dax * high + dbx)) * (1 + 1e-12) + 1e-13
    guard dmin >= Self.fastPathMinimumSlope, dmax.isFinite, cmax.isFinite else { return -1 }
    // |y′| on [low, high]: y′/3 = y1 + 2(yDelta − y1)·t + (y1 − 2·yDelta + yEnd)·t²,
    // largest at an end or the vertex; evaluated in Bernstein form, with slack.
    var yCandidates = [low, high]
    let yCurvature = (y1 - 2 * yDelta) + yEnd
    if yCurvature != 0 {
      let vertex = (y1 - yDelta) / yCurvature
      if vertex > low && vertex < high { yCandidates.append(vertex) }
    }
    let ySlope = yCandidates.map { abs(curveYDerivative($0)) }.max()! * (1 + 1e-9)
    let largestOffset = Swift.max(abs(guessLow - row[0]), abs(guessHigh - row[0])) + Self.oneStepWindow
    let residualError =
      0x1p-52 * (2 * width + 3 * largestOffset * divisionScale + abs(row[6]))
    guard ySlope.isFinite, ySlope * residualError <= Self.fastPathErrorBound * dmin else { return -1 }
    // The one-step path returns y(t) at t rounded to a double, an error of
    // |y′|·ulp(t)/2: a few ulps of y except where y passes near 0 away from
    // t = 0. Segments where it could exceed 8 ulps of y (sampled at 17 points
    // and at every sign change of y) leave the sub-ulp correction to the
    // general path, which keeps y relatively accurate there.
    var previousY = 0.0
    for k in 0...16 {
      let t = row[0] + (knotAfter - row[0]) * Double(k) / 16
      guard t > 0 else { continue }
      let y = curveY(t)
      if y * previousY < 0 || ySlope * t.ulp > 8 * 0x1p-52 * abs(y) { return -1 }
      previousY = y
    }
    let bound = (2 * Self.fastPathRemainderTolerance * dmin / cmax).squareRoot() * (dmin / dmax)
    // Rounding of |s| itself and of the comparison: keep a factor ½ in hand.
    return Swift.min(Self.oneStepWindow, 0.5 * bound)
  }

  // MARK: - Evaluation

  /// The output progress for input `progress`: y(t) where x(t) = progress.
  ///
  /// Inputs in [0, 1] are solved to full double precision (see the type's
  /// discussion); inputs outside follow the engines' tangent lines.
  /// - Returns: exactly 0 at 0 and exactly 1 at 1; NaN for NaN.
  @inlinable @inline(__always)
  func value(at progress: Double) -> Double {
    let p = progress
    if p > 0 && p < 1 {
      if isIdentity { return p }
      let (t, step) = oneStep(p, in: .linear)
      if abs(step) <= t.bound {
        let root = t.guess - step
        // Horner in the power basis (4 operations fewer than the Bernstein form).
        return usesPowerBasis ? ((yA * root + yB) * root + yC) * root : curveY(root)
      }
      return generalValue(p)
    }
    return boundaryValue(at: p)
  }

  /// ``value(at:)`` for p ∈ (0, 1) off the main table's one-step path (out of line).
  @usableFromInline @inline(never)
  func generalValue(_ p: Double) -> Double {
    if let (guess, step) = endOneStep(p) { return correctedY(guess, -step) }
    let (t, correction) = parameter(forInteriorProgress: p)
    return curveY(t, correction: correction)
  }

  /// y at guess + step: t = guess + step rounded, then y(t) + y′(t)·rest with
  /// the exact rounding rest (TwoSum), so the value is not limited by the
  /// spacing of doubles near t (relative accuracy where y crosses 0). The
  /// first-order term is dropped if it is not finite (|y| near 1e308).
  @inlinable @inline(__always)
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
  @inline(__always)
  func endOneStep(_ p: Double) -> (guess: Double, step: Double)? {
    let (t, step): ((guess: Double, bound: Double), Double)
    switch variable {
    case .linear: return nil
    case .square: (t, step) = oneStep(p, in: .square)
    case .complementSquare: (t, step) = oneStep(p, in: .complementSquare)
    }
    return abs(step) <= t.bound ? (t.guess, step) : nil
  }

  /// The table row of input p ∈ (0, 1), the local variable u = 128·w − j ∈ [0, 1]
  /// and p − x_j (exact for ``TableVariable/linear``; otherwise rounded once,
  /// |p − x_j| ≤ the segment's width, which the error bounds allow for).
  @inlinable @inline(__always)
  func locate(_ p: Double, in variable: TableVariable) -> (row: UnsafeMutablePointer<Double>, u: Double, offset: Double)
  {
    let n = Double(Self.segmentCount)
    // The second table follows the main one.
    let second = table.unsafelyUnwrapped + Self.segmentCount &* Self.tableStride
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
      return (table.unsafelyUnwrapped + j &* Self.tableStride, u, u * (1 / n))
    case .square:
      let scaled = p.squareRoot() * n
      let j = Swift.min(Int(scaled), Self.segmentCount - 1)  // √p may round to 1
      let w = Double(j) * (1 / n)
      return (second + j &* Self.tableStride, scaled - Double(j), p - w * w)
    case .complementSquare:
      let scaled = (1 - (1 - p).squareRoot()) * n
      let j = Swift.min(Int(scaled), Self.segmentCount - 1)
      let w = Double(j) * (1 / n)
      return (second + j &* Self.tableStride, scaled - Double(j), p - w * (2 - w))
    }
  }

  /// The quintic Hermite guess of a row at u, by Estrin's scheme:
  /// (t_j + c1·u) + u²·((c2 + c3·u) + u²·(c4 + c5·u)).
  @inlinable @inline(__always)
  static func hermiteGuess(_ row: UnsafeMutablePointer<Double>, _ u: Double) -> Double {
    let u2 = u * u
    return (row[0] + row[1] * u) + u2 * ((row[2] + row[3] * u) + u2 * (row[4] + row[5] * u))
  }

  /// The one-step fast path for p ∈ (0, 1): the segment's Hermite guess, its
  /// bound S_j and one Newton step on the knot-relative residual (see
  /// ``parameter(forInteriorProgress:)``). When |step| ≤ S_j, t = guess − step
  /// is within ``fastPathRemainderTolerance`` (plus rounding) of the root by
  /// the segment's measured bound (``segmentStepBound(row:knotAfter:width:)``);
  /// NaN steps fail that test.
  @inlinable @inline(__always)
  func oneStep(_ p: Double, in variable: TableVariable) -> (t: (guess: Double, bound: Double), step: Double) {
    let (row, u, offset) = locate(p, in: variable)
    let tj = row[0]
    let t = Self.hermiteGuess(row, u)
    let q = ax * (t * t + t * tj + tj * tj) + bx * (t + tj) + cx
    let f = ((t - tj) * q - offset) + row[6]
    let d = (dax * t + dbx) * t + cx
    return ((t, row[7]), f / d)
  }

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

  /// The point of the curve at parameter t: (x(t), y(t)).
  func point(atParameter t: Double) -> (x: Double, y: Double) {
    (((ax * t + bx) * t + cx) * t, curveY(t))
  }

  // MARK: - Outside the open interval

  /// The value at 0, 1, outside [0, 1], or NaN.
  @usableFromInline
  func boundaryValue(at p: Double) -> Double {
    if p == 0 { return 0 }
    if p == 1 { return 1 }
    if isIdentity { return p }
    if p < 0 { return startGradient == 0 ? 0 : startGradient * p }
    if p > 1 { return endGradient == 0 ? 1 : 1 + endGradient * (p - 1) }
    return p  // NaN
  }

  /// The slope at 0, 1, outside [0, 1], or NaN.
  func boundarySlope(at p: Double) -> Double {
    if isIdentity { return p.isNaN ? p : 1 }
    if p < 0 { return startGradient }
    if p > 1 { return endGradient }
    if p == 0 {
      // Right-hand derivatives at t = 0 of x and y (orders 1, 2, 3).
      let xd = (3 * x1, 6 * (x2 - 2 * x1), 6 * (1 + 3 * (x1 - x2)))
      let yd = (3 * y1, 6 * (y2 - 2 * y1), 6 * (1 + 3 * (y1 - y2)))
      return Self.limitOfRatio(yd, xd, direction: 1)
    }
    if p == 1 {
      // Derivatives at t = 1, approached from the left.
      let xd = (3 * (1 - x2), 6 * ((x1 - x2) + (1 - x2)), 6 * (1 + 3 * (x1 - x2)))
      let yd = (3 * (1 - y2), 6 * ((y1 - y2) + (1 - y2)), 6 * (1 + 3 * (y1 - y2)))
      return Self.limitOfRatio(yd, xd, direction: -1)
    }
    return p  // NaN
  }

  /// lim y'(t)/x'(t) as t → t0 from `direction` (+1 right, −1 left), given the
  /// first three derivatives of y and x at t0 and x' ≥ 0 near t0.
  ///
  /// With the first non-zero derivative of x' of order m and of y' of order k,
  /// the ratio tends to y^(k)/x^(k) if k = m, 0 if k > m, and ±∞ if k < m.
  static func limitOfRatio(
    _ y: (Double, Double, Double), _ x: (Double, Double, Double), direction: Double
  ) -> Double {
    let ys = [y.0, y.1, y.2]
    let xs = [x.0, x.1, x.2]
    for k in 0..<3 {
      if xs[k] != 0 { return ys[k] / xs[k] }
      if ys[k] != 0 {
        // y' ~ ys[k]·s^k/k!, x' ~ xs[m]·s^m/m! with m > k: the ratio diverges
        // with the sign of ys[k]·xs[m]·s^(k−m).
        guard let m = (k + 1..<3).first(where: { xs[$0] != 0 }) else {
          return ys[k] > 0 ? .infinity : -.infinity
        }
        let sideSign: Double = (m - k) % 2 == 0 ? 1 : direction
        return (ys[k] * xs[m] * sideSign) > 0 ? .infinity : -.infinity
      }
    }
    return 0
  }

  // MARK: - The curve

  /// y(t) in Bernstein form: 3(1−t)t·((1−t)·y1 + t·y2) + t³. It never
  /// overflows for finite y1, y2 (|3(1−t)t| ≤ ¾ and the bracket is a convex
  /// combination).
  @inlinable @inline(__always)
  func curveY(_ t: Double) -> Double {
    let u = 1 - t
    return (3 * u * t) * (u * y1 + t * y2) + t * t * t
  }

  /// y(t + correction) ≈ y(t) + y′(t)·correction for a sub-ulp correction (the
  /// first-order term is dropped if it overflows, which needs |y| near 1e308).
  @inline(__always)
  func curveY(_ t: Double, correction: Double) -> Double {
    let y = curveY(t)
    if correction == 0 { return y }
    let delta = curveYDerivative(t) * correction
    return delta.isFinite ? y + delta : y
  }

  /// y′(t) in Bernstein form 3·((1−t)²·y1 + 2(1−t)t·(y2 − y1) + t²·(1 − y2)),
  /// which keeps its relative accuracy next to t = 0 and t = 1 (no O(1) terms
  /// cancel there). If y1, y2 are so large that it overflows, it falls back to
  /// 3·((1−t)(1−3t)·y1 + t(2−3t)·y2 + t²), whose factors are all ≤ 1.
  @inline(__always)
  func curveYDerivative(_ t: Double) -> Double {
    let u = 1 - t
    let bernstein = 3 * (u * u * y1 + 2 * (u * t) * yDelta + t * t * yEnd)
    if bernstein.isFinite { return bernstein }
    return overflowingYDerivative(t)
  }

  /// ``curveYDerivative(_:)`` where the Bernstein form overflows (kept out
  /// of line: it needs |y1| or |y2| near 1e308).
  @inline(never)
  func overflowingYDerivative(_ t: Double) -> Double {
    let u = 1 - t
    return 3 * ((u * (1 - 3 * t)) * y1 + (t * (2 - 3 * t)) * y2 + t * t)
  }

  /// y″(t) = 6·((1−t)·(y2 − 2y1) + t·(1 − 2y2 + y1)); may overflow for huge y.
  func curveYSecondDerivative(_ t: Double) -> Double {
    6 * ((1 - t) * (y2 - 2 * y1) + t * ((1 - y2) - (y2 - y1)))
  }

  /// x'(t) in plain doubles, or in double-double where it is below 2⁻⁶: the
  /// plain value's error is a few ulps of its O(10) terms, so below that its
  /// relative accuracy (and the slope's) would drop under ~1e-12.
  func curveXDerivative(_ t: Double) -> Double {
    let plain = (dax * t + dbx) * t + cx
    return plain >= Self.fastPathMinimumSlope ? plain : accurateXDerivative(t)
  }

  /// dy/dx at parameter t + correction ∈ (0, 1), where the sub-ulp
  /// `correction` enters to first order (next to a vertical tangent, dy/dx
  /// changes by x″/x′ per unit of t, far more than one ulp of t allows).
  func curveSlope(atParameter t: Double, correction: Double = 0) -> Double {
    var dx = curveXDerivative(t)
    var dy = curveYDerivative(t)
    if correction != 0 {
      dx += (2 * dax * t + dbx) * correction
      let change = curveYSecondDerivative(t) * correction
      if change.isFinite { dy += change }
    }
    if dx > 0 { return dy / dx }
    if isInflectionCurve && t == 0.5 {
      // The stationary point of cubic-bezier(1, y1, 0, y2): x' = x'' = 0, x''' = 24.
      let yd = (0.75 * ((1 + y2) - y1), 3 * ((1 - y1) - y2), 6 * (1 + 3 * (y1 - y2)))
      return Self.limitOfRatio(yd, (0, 0, 24), direction: 1)
    }
    return dy > 0 ? .infinity : (dy < 0 ? -.infinity : 0)
  }

  // MARK: - Solving x(t) = p

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
  @inline(__always)
  func parameter(forInteriorProgress p: Double) -> (t: Double, correction: Double) {
    if isInflectionCurve {
      // Next to its stationary point ½ no knot-relative residual is accurate
      // enough; the safeguarded solver starts from the closed form.
      return robustParameter(forInteriorProgress: p, from: p)
    }
    let (row, u, offset) = locate(p, in: .linear)
    let tj = row[0]
    let knotResidual = row[6]
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

  /// The safeguarded solver: plain Newton from `guess`, then Newton on the
  /// double-double residual inside a bisection bracket (rtsafe), stopping when
  /// Newton's predicted remainder |x''|/(2x')·δt² or the bracket is below
  /// 2⁻⁶⁰. Every input converges; none loops (``maximumIterations``).
  @inline(never)
  func robustParameter(forInteriorProgress p: Double, from guess: Double)
    -> (t: Double, correction: Double)
  {
    var t = guess >= 0 && guess <= 1 ? guess : p
    if isInflectionCurve {
      // x(t) = ½ + ½·(2t − 1)³ exactly: start from the closed form, which Newton
      // alone would reach only linearly (the root is triple at p = ½).
      t = 0.5 + 0.5 * Libm.cbrt(2 * p - 1)  // 2p − 1 is exact for p ≥ ¼
    } else if cx == 0 && p < Self.leadingTermProgress {
      // x1 = 0: x(t) = bx·t² + ax·t³ next to 0, so the root is ~√(p/bx), or
      // ∛(p/ax) when x2 = 0 too. From an O(1) guess Newton approaches such a
      // root only linearly (ratio ½ or ⅔ a step): 160 steps reached t ≈ 5e-29
      // for p = 1e-300 on cubic-bezier(0, 1, 0, 1), whose root is 1e-100.
      t = bx > 0 ? (p / bx).squareRoot() : Libm.pow(p / ax, 1.0 / 3)
    }

    // Two cheap plain Newton steps bring an ordinary guess close (their
    // residual is only good to ~1e-16); the safeguarded loop below finishes
    // and repairs anything they spoil next to a stationary point.
    for _ in 0..<(isInflectionCurve ? 0 : 2) {
      let f = ((ax * t + bx) * t + cx) * t - p
      let d = (dax * t + dbx) * t + cx
      let next = t - f / d
      // Clamp into [0, 1]; NaN (f = d = 0 at a stationary root) keeps t.
      t = next >= 0 ? (next <= 1 ? next : 1) : (next < 0 ? 0 : t)
    }

    // Safeguarded Newton on the double-double residual.
    var lower = 0.0
    var upper = 1.0
    var previousStep = 1.0
    var lastStep = 1.0
    for _ in 0..<Self.maximumIterations {
      let f = residual(t, p)
      if f == 0 { return (t, 0) }
      if f < 0 { lower = t } else { upper = t }
      var d = (dax * t + dbx) * t + cx
      if d < Self.plainPhaseTolerance { d = accurateXDerivative(t) }
      let step = f / d
      // Tolerances relative to the distance to the nearer end (capped at 1):
      // where x′ vanishes at an end, x′ and hence dy/dx are proportional to
      // t or 1 − t, so the slope needs t to that relative accuracy.
      let scale = Swift.min(t, 1 - t, 1)
      if d > 0 && step.isFinite {
        // Newton's error after this step is |x''(ξ)|/(2x'(t))·e², with ξ within
        // about |step| of t.
        let curvature = abs(2 * dax * t + dbx) + 4 * abs(dax) * abs(step)
        if curvature * step * step <= Self.parameterTolerance * 2 * d * scale {
          return Self.split(t, -step)
        }
      }
      let newtonIsValid = d > 0 && step.isFinite && abs(step) <= upper - lower
      if upper - lower <= Self.parameterTolerance * scale || t - step == t {
        // The bracket or the step is below the resolution of t: keep the
        // sub-ulp Newton step as the correction (it carries 1 − t or t to
        // relative accuracy next to an end where x′ vanishes).
        return newtonIsValid ? Self.split(t, -step) : (t, 0)
      }
      let newton = t - step
      let next: Double
      if newton > lower && newton < upper && abs(2 * step) <= abs(previousStep) {
        previousStep = lastStep
        lastStep = step
        next = newton
      } else {
        previousStep = lastStep
        lastStep = 0.5 * (upper - lower)
        next = lower + lastStep
      }
      if next == t { return (t, 0) }
      t = next
    }
    return (t, 0)
  }

  /// t + step as the nearest double and the (sub-ulp) rest, exactly.
  ///
  /// Newton's last step can be far larger than an ulp where x″ ≈ 0 (its
  /// remainder is then tiny anyway); applying it to t first keeps the
  /// first-order corrections y(t) + y′(t)·rest and x′(t) + x″(t)·rest exact to
  /// second order in an ulp.
  @inline(__always)
  static func split(_ t: Double, _ step: Double) -> (t: Double, correction: Double) {
    let sum = ErrorFreeTransforms.twoSum(t, step)
    return (sum.hi, sum.lo)
  }

  /// x(t) − p in double-double arithmetic: the absolute error is a few units
  /// of 1e-31, so its sign is right wherever |x(t) − p| exceeds that.
  func residual(_ t: Double, _ p: Double) -> Double {
    typealias EFT = ErrorFreeTransforms
    // (ax·t + bx)
    var product = EFT.twoProduct(ax, t)
    var sum = EFT.twoSum(product.hi, bx)
    var hi = sum.hi
    var lo = sum.lo + (product.lo + axLo * t) + bxLo
    // (…)·t + cx
    product = EFT.twoProduct(hi, t)
    sum = EFT.twoSum(product.hi, cx)
    let loTimesT = lo * t
    hi = sum.hi
    lo = sum.lo + (product.lo + loTimesT) + cxLo
    // (…)·t − p
    product = EFT.twoProduct(hi, t)
    sum = EFT.twoSum(product.hi, -p)
    return sum.hi + (sum.lo + (product.lo + lo * t))
  }

  /// x'(t) in double-double arithmetic.
  func accurateXDerivative(_ t: Double) -> Double {
    typealias EFT = ErrorFreeTransforms
    var product = EFT.twoProduct(dax, t)
    var sum = EFT.twoSum(product.hi, dbx)
    let hi = sum.hi
    let lo = sum.lo + (product.lo + daxLo * t) + dbxLo
    product = EFT.twoProduct(hi, t)
    sum = EFT.twoSum(product.hi, cx)
    return sum.hi + (sum.lo + (product.lo + lo * t) + cxLo)
  }

}
