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
/// ## Accuracy
/// ``value(at:)`` is within 1e-14 · max(1, |y1|, |y2|) of the exact value of the
/// curve (exact control points, exact input) for every valid curve and every
/// input in [0, 1], including curves where dx/dt vanishes: at an end point
/// (`cubic-bezier(0, 1, 0, 1)`) or inside (`cubic-bezier(1, 0, 0, 1)`, the only
/// monotone shape with an interior stationary point, x1 = 1 and x2 = 0). In
/// practice the error is at most ~7e-16 (GSLOracleTests: 100,000 random pairs
/// and 17 hard curves against GSL), and slopes agree to ~1e-11 relative. This needs:
/// - a residual x(t) − p far more accurate than plain Horner, whose rounding
///   (~1e-16) moves t by 1e-16/x′(t), and by (1e-16)^(1/3) ≈ 5e-6 next to a
///   stationary point: the fast path writes it relative to a knot (rounding
///   ~u/128), the safeguarded path evaluates it in double-double (~1e-31);
/// - a last sub-ulp correction y(t) + y′(t)·δt, where δt is what is left of
///   the final Newton step after adding it to t, so the result is not limited
///   by the spacing of doubles near t (nor is 1 − t next to t = 1).
///
/// ## Algorithm and cost
/// At creation the curve solves x(t) = j/128 for the 127 interior knots and
/// fits a quintic Hermite of t(x) on each of the 128 segments, matching t,
/// dt/dx and d²t/dx² at both knots. For each segment it also bounds, from
/// the extremes of x′, x″ and y′ over the range the segment's guesses can
/// reach (widened by measured slack, with y sampled at 17 points: a measured
/// bound, not a proof; see Documentation/CubicBezierSolver.md), the largest
/// Newton step S_j after which one step is accurate: Newton's remainder below
/// 2⁻⁵⁶ in t and the residual's rounding below 4e-15 in the output. Where x′ vanishes at one end (x1 = 0 < x2 < 1, or
/// 0 < x1 < x2 = 1, as in ease-out and ease-in), t(x) has a square-root
/// singularity there, so a second table, uniform in √x (or 1 − √(1 − x)), in
/// which t is analytic, covers the ⅛ of [0, 1] next to that end. Creation
/// costs about 30 µs (45 µs with the second table).
///
/// An input then costs one table row (one 64-byte cache line), the Hermite
/// guess, one Newton step on the residual written relative to the segment's
/// knot (accurate to ~u·|p − x_j| because the differences to the knot are
/// exact) and y(t), in the power basis when its proven error bound allows (the CSS
/// names, not the back curve; see `CubicBezierSolver.usesPowerBasis`), else
/// in Bernstein form: 7–16 ns on the named curves (Benchmarks/run), with no
/// error-bound arithmetic at run time beyond the test |step| ≤ S_j, which
/// almost every input passes. Otherwise the general path takes over: the
/// second table where there is one; up to two Newton steps with run-time
/// bounds on the remainder and on the output error; and last a safeguarded
/// solver: Newton on a double-double residual inside a bisection bracket,
/// bisecting whenever a Newton step leaves the bracket or fails to halve
/// (rtsafe), stopping when the predicted error of the last step,
/// |x''|/(2x')·δt², or the bracket is below 2⁻⁶⁰. Every loop is capped
/// (``maximumIterations``): no input can make it loop. For
/// `cubic-bezier(1, y1, 0, y2)`, where x(t) = ½ + ½(2t − 1)³ has a stationary
/// point at ½, inputs off the table start that solver from the closed form
/// t = ½ + ½·∛(2p − 1).
///
/// ## Outside [0, 1]
/// Inputs outside [0, 1] (which occur when easings are chained) follow the
/// tangent lines that Chromium, WebKit and Gecko implement and that
/// web-platform-tests check (`css/css-easing/cubic-bezier-timing-functions-output.html`):
/// - below 0: slope y1/x1 if x1 > 0; else y2/x2 if y1 = 0 and x2 > 0;
///   else 1 if y1 = y2 = 0 (the curve is the identity); else 0 (flat);
/// - above 1: slope (y2−1)/(x2−1) if x2 < 1; else (y1−1)/(x1−1) if y2 = 1 and
///   x1 < 1; else 1 if y1 = y2 = 1; else 0.
///
/// This differs from the text of CSS Easing 1 in one respect: the spec uses
/// the far control point whenever the near one has x = 0 (resp. 1), whatever its
/// y. When the tangent at the end point is vertical (for example
/// `cubic-bezier(0, 1.5, 1, 1.5)` above 1) the spec's literal reading gives the
/// slope of the line P1P3 (−0.5 there); the engines and wpt use a flat line
/// (output 1), and so does this type.
///
/// Properties:
/// - `value(at: 0) == 0` and `value(at: 1) == 1` exactly.
/// - Curves with x1 = y1 and x2 = y2 are the identity and return the input.
/// - Finite inputs give finite values (±∞ and NaN in, the tangent limit and NaN
///   out). ``slope(at:)`` is ±∞ only where the tangent is vertical.
public struct CubicBezierTiming: Sendable, Hashable, CustomStringConvertible {
  /// The coefficients, tangent slopes and table, shared by copies.
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
  /// Creation solves the 127 knots of the fast path's table (and up to 47 of
  /// a second table next to an end where dx/dt = 0): about 30 µs (45 µs).
  ///
  /// - Throws: ``EasingParameterError`` naming the parameter unless x1 and x2
  ///   are in [0, 1] and y1, y2 are finite.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(EasingParameterError) {
    try EasingParameterError.requireUnitInterval(x1, "x1")
    try EasingParameterError.requireFinite(y1, "y1")
    try EasingParameterError.requireUnitInterval(x2, "x2")
    try EasingParameterError.requireFinite(y2, "y2")
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
    solver = CubicBezierSolver.make(x1: x1, y1: y1, x2: x2, y2: y2)
  }

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
