/// A cubic-bézier timing function: CSS `cubic-bezier(x1, y1, x2, y2)` and Core
/// Animation's `CAMediaTimingFunction(controlPoints:)`.
///
/// The curve runs from P0 = (0, 0) through the control points P1 = (x1, y1) and
/// P2 = (x2, y2) to P3 = (1, 1):
///
///     x(t) = 3(1−t)²t·x1 + 3(1−t)t²·x2 + t³      (same for y), t ∈ [0, 1]
///
/// For an input progress p the output is y(t) where x(t) = p. Because x1 and x2
/// lie in [0, 1], x is non-decreasing, so that t is unique.
///
/// ``value(at:)`` is within 1e-14 · max(1, |y1|, |y2|) of the exact curve for
/// every valid curve and every input in [0, 1]; inputs outside [0, 1] follow
/// the engines' tangent lines. `value(at: 0) == 0` and `value(at: 1) == 1`
/// exactly. The algorithm, its cost and the tangent rules are in
/// <doc:HowACubicBezierIsSolved>.
public struct CubicBezierTiming: Sendable, Hashable, CustomStringConvertible {
  /// The coefficients, tangent slopes and (once precomputed) table, shared by copies.
  @usableFromInline let solver: CubicBezierSolver

  /// x of the first control point, in [0, 1].
  public var x1: Double { solver.x1 }
  /// y of the first control point (any finite number).
  public var y1: Double { solver.y1 }
  /// x of the second control point, in [0, 1].
  public var x2: Double { solver.x2 }
  /// y of the second control point (any finite number).
  public var y2: Double { solver.y2 }

  /// The most Newton/bisection steps of the safeguarded solver (bisection
  /// alone reaches its 2⁻⁶⁰ stopping width in 61).
  public static let maximumIterations = CubicBezierSolver.maximumIterations

  /// Creates the timing function `cubic-bezier(x1, y1, x2, y2)`.
  ///
  /// Creation only computes the curve's coefficients (O(1)). Each evaluation
  /// then solves the one table row it needs (about 0.5 µs); for many
  /// evaluations of one curve, use ``precomputed()``.
  ///
  /// - Throws: ``EasingParameterError`` naming the parameter unless x1 and x2
  ///   are in [0, 1] and y1, y2 are finite.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(EasingParameterError) {
    try EasingParameterError.requireUnitInterval(x1, .x1)
    try EasingParameterError.requireFinite(y1, .y1)
    try EasingParameterError.requireUnitInterval(x2, .x2)
    try EasingParameterError.requireFinite(y2, .y2)
    self.init(validatedX1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// Creates the timing function from `Float` control points, as
  /// `CAMediaTimingFunction(controlPoints:_:_:_:)` stores them.
  ///
  /// Each `Float` converts to `Double` exactly, so the curve is the one Core
  /// Animation holds (for example x1 = 0.42 becomes 0.41999998688697815).
  ///
  /// - Throws: ``EasingParameterError`` as ``init(x1:y1:x2:y2:)``.
  public init(controlPoints x1: Float, _ y1: Float, _ x2: Float, _ y2: Float)
    throws(EasingParameterError)
  {
    try self.init(x1: Double(x1), y1: Double(y1), x2: Double(x2), y2: Double(y2))
  }

  /// Builds the curve from control points already known to be valid.
  init(validatedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
    solver = CubicBezierSolver(validatedX1: x1, y1: y1, x2: x2, y2: y2, table: nil)
  }

  /// A curve built around a solver.
  init(solver: CubicBezierSolver) {
    self.solver = solver
  }

  /// The same curve with the fast path's whole table built: 128 rows (and
  /// up to 47 of a second table next to an end where dx/dt = 0), about
  /// 40 µs, after which an evaluation costs 9–17 ns instead of the about
  /// 0.5 µs of solving its row. Every method gives bit for bit the same
  /// results with and without the table; copies share it.
  ///
  /// Worth it from about 80 evaluations of one curve on.
  public func precomputed() -> CubicBezierTiming {
    CubicBezierTiming(solver: solver.precomputed())
  }

  /// Whether the curve holds the fast path's table (``precomputed()``; the
  /// identity needs none and never holds one).
  public var isPrecomputed: Bool { solver.table != nil }

  /// The output progress for input `progress`: y(t) where x(t) = progress.
  ///
  /// Inputs in [0, 1] are solved to full double precision (see the type's
  /// discussion); inputs outside follow the engines' tangent lines.
  /// - Returns: exactly 0 at 0 and exactly 1 at 1; NaN for NaN.
  @inlinable @inline(__always)
  public func value(at progress: Double) -> Double {
    // Inlinable down to the table lookup, so that a caller's loop holds the
    // fast path (about 80 instructions) without two calls per input.
    solver.value(at: progress)
  }

  /// dy/dx, the slope of the timing curve at input `progress`.
  ///
  /// Inside [0, 1] it is y'(t)/x'(t) at the solved t; at 0 and 1 it is the
  /// one-sided derivative of the curve; outside it is the slope of the tangent
  /// line that ``value(at:)`` follows there.
  /// - Returns: ±∞ where the curve has a vertical tangent (for example at 0 for
  ///   `cubic-bezier(0, 1, 0, 1)`, or at ½ for `cubic-bezier(1, 0, 0, 1)`); NaN for NaN.
  public func slope(at progress: Double) -> Double {
    solver.slope(at: progress)
  }

  /// ``value(at:)`` and ``slope(at:)`` together (the value bit for bit as
  /// ``value(at:)`` gives it).
  public func valueAndSlope(at progress: Double) -> (value: Double, slope: Double) {
    solver.valueAndSlope(at: progress)
  }

  /// ``value(at:)`` at each of `inputs`.
  func values(at inputs: [Double]) -> [Double] {
    inputs.map { value(at: $0) }
  }

  /// ``valueAndSlope(at:)`` at each of `inputs`.
  func valuesAndSlopes(at inputs: [Double]) -> [(value: Double, slope: Double)] {
    inputs.map { solver.valueAndSlope(at: $0) }
  }

  /// The curve parameter t ∈ [0, 1] with x(t) = `progress`, for progress in [0, 1].
  ///
  /// - Returns: the double nearest the root as far as the solver resolves it
  ///   (within about 1e-18 of the exact root), or NaN outside [0, 1].
  public func parameter(forProgress progress: Double) -> Double {
    solver.parameter(forProgress: progress)
  }

  /// The point of the curve at parameter t: (x(t), y(t)).
  public func point(atParameter t: Double) -> (x: Double, y: Double) {
    solver.point(atParameter: t)
  }

  // MARK: - Conformances

  /// `cubic-bezier(x1, y1, x2, y2)` with the shortest round-trip numbers.
  public var description: String {
    "cubic-bezier(\(cssNumber(x1)), \(cssNumber(y1)), \(cssNumber(x2)), \(cssNumber(y2)))"
  }

  /// Equal when the four control points are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
  }

  /// Hashes the four control points.
  public func hash(into hasher: inout Hasher) {
    // 0 and −0 compare equal, so hash them alike.
    for value in [x1, y1, x2, y2] { hasher.combine(value == 0 ? 0 : value) }
  }
}

/// A double as CSS would print it: integers without ".0", others shortest round-trip.
func cssNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return value.description
}
