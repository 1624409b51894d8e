/// The solver behind ``CubicBezierTiming``: the curve's exact coefficients and
/// tangent slopes, and optionally the fast path's precomputed table.
///
/// An immutable class, so that copies of a ``CubicBezierTiming`` (and of the
/// ``TimingFunction`` that wraps one) share it instead of moving ~170 bytes and
/// a table reference each time. Creating one is O(1); ``precomputed()``
/// returns a solver that also holds the whole table. Evaluation gives the
/// same double either way: a table row is a function of the curve, the
/// table variable and the row index alone (``row(_:in:)``).
///
/// The parts live in their own files: the curve and its derivatives
/// (`+Curve`), the table (`+Table`, `+TableVariable`), the evaluation of
/// progress (`+Evaluation`) and the safeguarded solve (`+SafeguardedSolve`).
/// See ``CubicBezierTiming`` for the accuracy promise.
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
  /// x1 = y1 and x2 = y2: the curve is y = x.
  @usableFromInline let isIdentity: Bool
  /// x1 = 1 and x2 = 0: the one monotone x(t) with an interior stationary point.
  let isInflectionCurve: Bool
  /// Bounds used by the fast path's accuracy test: 3|ax| + 2|bx| + |cx| (the
  /// size of the terms of the divided difference) and an upper bound of |y′|.
  let divisionScale: Double, yDerivativeBound: Double
  /// The precomputed rows of the fast path: the 128 rows of the main table,
  /// then (when ``variable`` is not linear) the 128 of the second table,
  /// each ``row(_:in:)`` of its index. Owned, 64-byte aligned memory (freed
  /// in deinit), so that a lookup has no bounds check and touches one cache
  /// line; nil until ``precomputed()``, and for the identity.
  @usableFromInline let table: UnsafeMutablePointer<TableRow>?
  /// The variable of the second table, next to an end point where x′ = 0
  /// (``TableVariable/linear`` when there is none).
  let variable: TableVariable

  /// Computes the coefficients of a valid curve and takes ownership of
  /// `table` (nil: rows are computed when an evaluation needs one).
  init(validatedX1 x1: Double, y1: Double, x2: Double, y2: Double, table: UnsafeMutablePointer<TableRow>?) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    let x = Self.exactCoefficients(x1: x1, x2: x2)
    (ax, axLo, bx, bxLo, cx, cxLo) = (x.a.hi, x.a.lo, x.b.hi, x.b.lo, x.c.hi, x.c.lo)
    (dax, daxLo, dbx, dbxLo) = (x.da.hi, x.da.lo, x.db.hi, x.db.lo)
    let gradients = Self.tangentGradients(x1: x1, y1: y1, x2: x2, y2: y2)
    startGradient = gradients.start
    endGradient = gradients.end
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
    variable = TableVariable(x1: x1, x2: x2)
  }

  deinit { table?.deallocate() }

  /// The coefficients of x(t) and x′(t) as exact sums hi + lo:
  /// cx = 3·x1, bx = 3·(x2 − 2·x1), ax = 1 − 3·(x2 − x1), dax = 3·ax, dbx = 2·bx.
  static func exactCoefficients(x1: Double, x2: Double) -> (
    a: (hi: Double, lo: Double), b: (hi: Double, lo: Double), c: (hi: Double, lo: Double),
    da: (hi: Double, lo: Double), db: (hi: Double, lo: Double)
  ) {
    typealias EFT = ErrorFreeTransforms
    let c = EFT.twoProduct(3, x1)
    let e = EFT.twoSum(x2, -2 * x1)
    let b = EFT.twoProduct(3, e.hi)
    let bLo = b.lo + 3 * e.lo
    let d = EFT.twoSum(x2, -x1)
    let d3 = EFT.twoProduct(3, d.hi)
    let a = EFT.twoSum(1, -d3.hi)
    let aLo = a.lo - (d3.lo + 3 * d.lo)
    let da = EFT.twoProduct(3, a.hi)
    return (
      (a.hi, aLo), (b.hi, bLo), (c.hi, c.lo), (da.hi, da.lo + 3 * aLo), (2 * b.hi, 2 * bLo)
    )
  }

  /// The slopes of the tangent lines below 0 and above 1 (the engines' rule:
  /// the near control point, else the far one if the near one is at the end's
  /// height, else 1 for the identity, else flat), clamped to finite values as
  /// Chromium's ToFinite does, so the value at 1 + ulp is finite for huge y.
  static func tangentGradients(x1: Double, y1: Double, x2: Double, y2: Double) -> (start: Double, end: Double) {
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
    let largest = Double.greatestFiniteMagnitude
    return (Swift.max(-largest, Swift.min(largest, start)), Swift.max(-largest, Swift.min(largest, end)))
  }

  /// ``powerBasisRoundingBound`` for coefficients whose rounded magnitudes
  /// sum to `powerSum`, for control-point heights y1 and y2. The factors
  /// 6.001 and 1.001 hold γ₅ + u/(1 − u) < 6.000001·u, the u² terms and the
  /// rounding of this expression itself.
  static func powerBasisRoundingBound(powerSum: Double, y1: Double, y2: Double) -> Double {
    0x1p-53 * (6.001 * powerSum + 1.001 * (1 + 12 * abs(y1) + 6 * abs(y2)))
  }

  // MARK: - Constants

  /// The share of the 1e-14 promise the power basis may take: 6e-15 (the fast
  /// path's residual takes at most ``fastPathErrorBound`` = 4e-15 of it).
  static let powerBasisErrorBound = 6e-15
  /// The share of [0, 1] in x, next to an end with x′ = 0, that the second
  /// table covers (⅛: there the main table's guesses degrade).
  static let endRegion = 0.125
  /// The number of segments of each table (uniform in its variable).
  @inlinable static var segmentCount: Int { 128 }
  /// The largest Newton step the one-step fast path accepts (2⁻²⁰ ≈ 1e-6);
  /// the per-segment bounds of ``segmentStepBound(_:knotAfter:width:)`` are
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
  /// solver from the leading term of x(t) at 0 (see ``startingParameter(_:from:)``).
  static let leadingTermProgress = 0x1p-20
  /// Stop when the predicted remaining error in t is below this (2⁻⁶⁰ ≈ 8.7e-19).
  static let parameterTolerance = 0x1p-60
  /// Below this x′ (2⁻²⁰ ≈ 1e-6) the safeguarded solver's Newton slope is
  /// evaluated in double-double.
  static let plainPhaseTolerance = 0x1p-20
}
