/// The arc length of one segment as a table of quadrature panels: the
/// length, the arc length at any parameter, and its inverse.
///
/// The method (Gauss–Kronrod panels split at the speed extrema), its accuracy
/// against mpmath and GSL, and its cost are in the DocC extension of this type.
public struct ArcLengthTable: Sendable {
  /// The segment measured.
  public let segment: PathSegment
  /// The total arc length `L = s(1)`.
  public let length: Double
  /// How many times the speed was evaluated to build the table.
  package let speedEvaluationCount: Int
  /// The scaled derivative of ``segment``.
  let hodograph: Hodograph
  /// Panel boundaries and their running lengths in one array (one
  /// allocation): `.x` is `tₖ` (`0 = t₀ < t₁ < … < tₙ = 1`), `.y` is the arc
  /// length `Sₖ` from t = 0 to `tₖ` (`S₀ = 0`, `Sₙ = L`).
  let boundaries: [SIMD2<Double>]

  /// The relative panel tolerance τ (see the type's discussion).
  ///
  /// 1e-12 on the `G₁₀` error estimate still leaves the kept `K₂₁` near
  /// rounding level: measured worst 8.5e-15 against the mpmath table (as
  /// at 1e-14) for 20 % fewer evaluations. The errors that a looser τ once
  /// showed (6e-14 at 1e-13, 3e-13 at 1e-12) came from skipping the near-cusp
  /// grading, which now has its own ``gradingTolerance``; τ = 1e-10 is where
  /// false convergence on free random cubics begins (5e-12 measured), 100×
  /// looser than this.
  static let panelTolerance = 1e-12
  /// The relative size (of L̂) above which a near-cusp kink gets graded
  /// breakpoints (see ``grading(at:span:_:tolerance:)``).
  ///
  /// The kink's effect is left to bisection below this, so it bounds that
  /// part of the error directly: 1e-14 keeps it at rounding level (worst
  /// 8.5e-15 against mpmath; 1e-13 gave 6e-14, 1e-12 gave 3e-13).
  static let gradingTolerance = 1e-14
  /// The deepest bisection (panels of width 2⁻⁵⁰ of a piece).
  static let maximumDepth = 50
  /// The most panels one segment may have; beyond it panels are accepted
  /// as they are (only reached for non-finite input).
  static let maximumPanelCount = 4_096

  /// Builds the table of `segment`.
  public init(_ segment: PathSegment) {
    self.segment = segment
    let hodograph = Hodograph(segment)
    self.hodograph = hodograph
    if let length = ArcLengthTable.closedFormLength(segment, hodograph) {
      boundaries = [SIMD2(0, 0), SIMD2(1, length)]
      self.length = length
      speedEvaluationCount = 0
      return
    }
    var boundaries: [SIMD2<Double>] = []
    boundaries.reserveCapacity(ArcLengthTable.initialCapacity)
    boundaries.append(SIMD2(0, 0))
    let (total, evaluations) = ArcLengthTable.integrate(segment, hodograph) { upper, sum in
      boundaries.append(SIMD2(upper, sum))
    }
    let scale = hodograph.scale
    for index in boundaries.indices { boundaries[index].y *= scale }
    self.boundaries = boundaries
    self.length = total * scale
    speedEvaluationCount = evaluations
  }

  /// The arc length of `segment` by the same quadrature as the table,
  /// without building the table (no allocation): bit-for-bit the table's
  /// ``length``, ~15 % cheaper (no array). ``CubicBezier/length``,
  /// ``QuadraticBezier/length`` and ``PathSegment/length`` use it.
  public static func length(of segment: PathSegment) -> Double {
    let hodograph = Hodograph(segment)
    if let length = closedFormLength(segment, hodograph) { return length }
    return integrate(segment, hodograph) { _, _ in }.total * hodograph.scale
  }

  /// The length of an arc (exact, by the incomplete elliptic integral) or of
  /// a line (constant speed, `|P₁ − P₀|`); nil for a segment that needs the
  /// quadrature.
  @inline(__always)
  static func closedFormLength(_ segment: PathSegment, _ hodograph: Hodograph) -> Double? {
    // Exact: the incomplete elliptic integral (EllipticalArc.arcLength(at:)).
    if case .arc(let arc) = segment { return arc.length }
    if hodograph.isConstant { return hodograph.c.length * hodograph.scale }
    return nil
  }

  /// Room reserved for the boundaries: 8 panels on average for random
  /// cubics, so one allocation suffices for nearly all segments.
  static let initialCapacity = 24

  /// Builds the table of `cubic`.
  public init(_ cubic: CubicBezier) { self.init(.cubic(cubic)) }

  /// The number of accepted quadrature panels.
  package var panelCount: Int { boundaries.count - 1 }

  /// The arc length `s(t)` from t = 0 to `t` (clamped to [0, 1]).
  ///
  /// Exactly 0 at t = 0 and exactly ``length`` at t = 1; nondecreasing.
  public func arcLength(at t: Double) -> Double {
    guard t > 0 else { return 0 }
    guard t < 1 else { return length }
    return arcLength(at: t, panel: panelIndex(containing: t))
  }

  /// The parameter `t` with `s(t) = arcLength`, with `arcLength` clamped to
  /// [0, ``length``]: 0 at 0, 1 at the length. For a zero-length segment, 0.
  ///
  /// The residual `|s(t) − arcLength|` is a few ulps of L (Newton stops at
  /// ``inverseResolution``·L and takes one more step); where `s` is flat
  /// (at a cusp) `t` itself is ill-conditioned but the position is not, and
  /// a target within ``breakpointSnap``·L of a panel boundary (every interior
  /// zero of the speed is one) returns that boundary exactly.
  public func parameter(atArcLength arcLength: Double) -> Double {
    guard arcLength > 0, length > 0 else { return 0 }
    guard arcLength < length else { return 1 }
    // The panel k with Sₖ ≤ S < Sₖ₊₁.
    var low = 0
    var high = panelCount
    while high - low > 1 {
      let middle = (low + high) / 2
      if boundaries[middle].y <= arcLength { low = middle } else { high = middle }
    }
    return solve(arcLength: arcLength, panel: low).parameter
  }

  // MARK: - Table walking (internal, used by PathMeasure)

  /// `s(t)` for `t` inside panel `panel`.
  func arcLength(at t: Double, panel: Int) -> Double {
    let lower = boundaries[panel].x
    if t <= lower { return boundaries[panel].y }
    if case .arc(let arc) = segment { return min(arc.arcLength(at: t), length) }
    if hodograph.isConstant { return length * t }
    return boundaries[panel].y + hodograph.scale * hodograph.kronrod(lower, t)
  }

  /// The panel whose `[tₖ, tₖ₊₁)` holds `t ∈ [0, 1]` (the last one for 1),
  /// searching forward from `hint` when given, else by bisection.
  func panelIndex(containing t: Double, from hint: Int? = nil) -> Int {
    if var index = hint {
      while index + 1 < panelCount, boundaries[index + 1].x <= t { index += 1 }
      return index
    }
    var low = 0
    var high = panelCount
    while high - low > 1 {
      let middle = (low + high) / 2
      if boundaries[middle].x <= t { low = middle } else { high = middle }
    }
    return low
  }

  /// The panel k with `Sₖ ≤ S < Sₖ₊₁` for `0 ≤ S < L`, searching forward
  /// from `hint`.
  func panelIndex(containingArcLength arcLength: Double, from hint: Int) -> Int {
    var index = hint
    while index + 1 < panelCount, boundaries[index + 1].y <= arcLength { index += 1 }
    return index
  }

  /// Cumulative arc length at the start of panel `panel`.
  func arcLength(atPanelStart panel: Int) -> Double { boundaries[panel].y }

  /// Guarded Newton for `s(t) = arcLength` inside panel `panel`, where
  /// `Sₖ ≤ arcLength ≤ Sₖ₊₁`: the parameter and its arc length `s(t)`.
  ///
  /// The bracket `[tₖ, tₖ₊₁]` is kept by the sign of the residual
  /// `g(t) = Sₖ + K₂₁(tₖ, t) − S` (exactly `Sₖ − S ≤ 0` at `tₖ` and
  /// `Sₖ₊₁ − S ≥ 0` at `tₖ₊₁`, because the cumulative sums were built from
  /// the same rule); a Newton step that leaves it, or that would not halve
  /// it, is replaced by bisection. Where the speed vanishes (a cusp, a
  /// coincident control point, a folded-back line) Newton's step is
  /// unbounded and `t` is ill-conditioned, but bisection still converges to
  /// the flat point's neighbourhood; and a target within ``breakpointSnap``·L
  /// of a panel boundary returns the boundary itself, which is where every
  /// interior zero of the speed lies (the speed extrema split the panels), so
  /// a target landing on a cusp gives the cusp's parameter, not a point
  /// beside it.
  ///
  /// The arc length returned is that of the returned parameter: the table's
  /// sum at a boundary, the computed `s(t)` at a bisection end, and `S`
  /// after a final Newton step (whose first-order value is `S`; its
  /// linearisation error is below a quarter of a residual ≤
  /// ``inverseResolution``·L).
  ///
  /// `resume` is an earlier solution `(t′, s(t′))` in the same panel with
  /// `s(t′) ≤ arcLength` (the previous point of a forward walk): the residual
  /// is then `s(t′) + K₂₁(t′, t) − S` on the bracket `[t′, tₖ₊₁]`, from the
  /// tangent step `t′ + (S − s(t′))/|B′(t′)|`. The stretch is short, so the
  /// start is close and Newton needs fewer 21-point evaluations; the result
  /// satisfies the same residual bound.
  func solve(
    arcLength: Double, panel: Int, resume: (parameter: Double, arcLength: Double)? = nil
  ) -> (parameter: Double, arcLength: Double) {
    let lower = boundaries[panel].x
    let upper = boundaries[panel + 1].x
    let base = boundaries[panel].y
    let top = boundaries[panel + 1].y
    let snap = ArcLengthTable.breakpointSnap * length
    if !(arcLength - base > snap) { return (lower, base) }
    if !(top - arcLength > snap) { return (upper, top) }
    if case .arc(let arc) = segment {
      let t = arc.parameter(atArcLength: arcLength, total: length)
      return (t, arcLength)
    }
    if hodograph.isConstant {
      let t = min(max(arcLength / length, lower), upper)
      return (t, t >= upper ? top : length * t)
    }
    let h = hodograph
    var origin = lower
    var originLength = base
    var high = upper
    var t: Double
    if let resume, resume.parameter >= lower, resume.parameter < upper, resume.arcLength <= arcLength {
      origin = resume.parameter
      originLength = resume.arcLength
      t = origin + (arcLength - originLength) / (h.scale * h.speed(origin))
    } else {
      // Start from linear interpolation of t across the panel.
      t = lower + (upper - lower) * ((arcLength - base) / (top - base))
    }
    var low = origin
    if !(t > low && t < high) { t = 0.5 * (low + high) }
    let resolution = ArcLengthTable.inverseResolution * length
    var previousStep = high - low
    for _ in 0..<ArcLengthTable.maximumNewtonIterations {
      let value = originLength + h.scale * h.kronrod(origin, t)
      let residual = value - arcLength
      if residual < 0 {
        low = t
      } else if residual > 0 {
        high = t
      } else {
        return (t, value)
      }
      let newton = t - residual / (h.scale * h.speed(t))
      let insideBracket = newton > low && newton < high
      // A step below one ulp of t (newton == t, as from a resumed start) is
      // the final Newton step too: its first-order value is S.
      if abs(residual) <= resolution { return insideBracket || newton == t ? (newton, arcLength) : (t, value) }
      // Bisect when Newton leaves the bracket or does not halve the step
      // (after Numerical Recipes' `rtsafe`, Press et al., 3rd ed. §9.4), as next to a zero of the speed.
      let step = abs(newton - t)
      let next: Double
      if insideBracket && 2 * step <= previousStep {
        next = newton
        previousStep = step
      } else {
        next = 0.5 * (low + high)
        previousStep = high - low
      }
      if !(next > low && next < high) { return (t, value) }
      t = next
    }
    return (t, originLength + h.scale * h.kronrod(origin, t))
  }

  /// A target within this fraction of the length of a panel boundary's
  /// cumulative arc length returns the boundary (2⁻⁵⁰: 4–8 ulps of L, the
  /// rounding of the sums, far inside the 1e-12·L contract). This is what
  /// makes a target that lands exactly on a cusp return the cusp.
  static let breakpointSnap = 0x1p-50

  /// Newton stops once the residual is below this fraction of the length
  /// (then takes one last step, which squares the error): a few ulps of L.
  static let inverseResolution = 0x1p-48
  /// A cap on the Newton/bisection loop; bisection alone needs ~53 steps to
  /// reach one ulp of a panel, Newton typically 3–6.
  static let maximumNewtonIterations = 100

  // MARK: - Construction helpers

  /// `|p − q|/scale`, with `scale` a power of two, so the division is exact
  /// and the squares cannot overflow for any finite segment whose hodograph
  /// is finite: the pieces of ``MeasurableSegment/gravesenEstimate(scale:)``.
  @inline(__always)
  static func scaledDistance(_ p: Point, _ q: Point, scale: Double) -> Double {
    let d = (p - q) / scale
    return (d.x * d.x + d.y * d.y).squareRoot()
  }

  /// The ratio of consecutive graded panels around a near-cusp minimum.
  ///
  /// A panel `[a, 8a]` (distances from the minimum, `a ≥ w`) keeps the
  /// complex zeros of the speed, at distance ~w, outside the Bernstein
  /// ellipse ρ ≈ 2.1, where G₁₀ already integrates the near-cusp term to
  /// ~1e-7 of its size; a larger ratio would need rejections again.
  static let gradingRatio = 8.0

  /// The quadrature of steps 1–3 (see the type's discussion) over [0, 1]:
  /// the sum of the accepted panels' K₂₁ values of the scaled speed and the
  /// number of speed evaluations. `record(tₖ₊₁, Sₖ₊₁)` is called after each
  /// accepted panel, in order, with the running (scaled) sum.
  @inline(__always)
  static func integrate(
    _ segment: PathSegment, _ hodograph: Hodograph, record: (Double, Double) -> Void
  ) -> (total: Double, evaluations: Int) {
    let estimate = segment.apply(SegmentOperations.GravesenEstimate(scale: hodograph.scale))
    let tolerancePerWidth = panelTolerance * estimate
    let gradingThreshold = gradingTolerance * estimate
    var lower = 0.0
    var total = 0.0
    var panels = 0
    var evaluations = 0
    func piece(to upper: Double) {
      integratePiece(
        hodograph, lower, upper, tolerancePerWidth: tolerancePerWidth,
        total: &total, panels: &panels, evaluations: &evaluations, record: record)
      lower = upper
    }
    let (extrema, count) = hodograph.speedExtremaVector()
    for index in 0..<count {
      let t0 = extrema[index]
      let previous = index > 0 ? extrema[index - 1] : 0
      let next = index + 1 < count ? extrema[index + 1] : 1
      let (width, levels) = grading(
        at: t0, span: min(t0 - previous, next - t0), hodograph, tolerance: gradingThreshold)
      // Breakpoints t₀ ± w·8ʲ, j < levels (8 = 2³: the scalings are exact).
      var offset = width * Double(sign: .plus, exponent: 3 * max(levels - 1, 0), significand: 1)
      for _ in 0..<levels {
        piece(to: t0 - offset)
        offset /= gradingRatio
      }
      piece(to: t0)
      offset = width
      for _ in 0..<levels {
        piece(to: t0 + offset)
        offset *= gradingRatio
      }
    }
    piece(to: 1)
    return (total, evaluations)
  }

  /// The graded breakpoints around the interior speed extremum `t0`: the
  /// width w and the number of levels k with `t₀ ± w·8ʲ`, `j < k` (0 levels
  /// where none are needed).
  ///
  /// Near a minimum t₀ with speed m and acceleration `c = |B″(t₀)|` the
  /// speed is `≈ √(m² + c²(t − t₀)²)`: nearly a kink of width `w = m/c`.
  /// Bisection would resolve it by halving down to w, rejecting a panel at
  /// every level; instead, when the kink's effect on the length
  /// (`≈ (m²/c)·ln(1/w)`) exceeds the tolerance, breakpoints are placed at
  /// `t₀ ± w·8ᵏ` up front, while `w·8ᵏ·8` stays below `span` (the distance
  /// to the nearer neighbouring extremum or end). Exact cusps (w = 0) and
  /// blunt minima need none.
  @inline(__always)
  static func grading(
    at t0: Double, span: Double, _ hodograph: Hodograph, tolerance: Double
  ) -> (width: Double, levels: Int) {
    let velocity = hodograph.velocity(t0)
    let acceleration = Point(
      x: 2 * hodograph.a.x * t0 + hodograph.b.x, y: 2 * hodograph.a.y * t0 + hodograph.b.y)
    // Scaled coordinates are O(1): plain square roots cannot overflow.
    let m = velocity.squaredLength.squareRoot()
    let width = m / acceleration.squaredLength.squareRoot()
    let isMinimum = hodograph.speedSquaredSlope(t0).derivative > 0
    guard isMinimum, width > 0, width * gradingRatio < span,
      m * width * (1 + Libm.log(span / width)) > tolerance
    else { return (0, 0) }
    var levels = 0
    var offset = width
    while offset * gradingRatio < span {
      levels += 1
      offset *= gradingRatio
    }
    return (width, levels)
  }

  /// Adaptive G₁₀/K₂₁ bisection of the piece `[lower, upper]`, adding the
  /// accepted panels' values to `total` and reporting each panel (in order)
  /// to `record`.
  ///
  /// The bisection tree is walked without recursion or a stack: the panel
  /// at depth d with index i is `[lower + W·i/2ᵈ, lower + W·(i+1)/2ᵈ]`
  /// (`W = upper − lower`; the fractions are exact dyadics, so neighbours
  /// share their boundary bit for bit, and the last boundary is `upper`
  /// itself). A rejected panel is replaced by its left half; after an
  /// accepted one the walk moves to the next index and climbs while the
  /// index is even (a finished right half).
  @inline(__always)
  static func integratePiece(
    _ hodograph: Hodograph, _ lower: Double, _ upper: Double, tolerancePerWidth: Double,
    total: inout Double, panels: inout Int, evaluations: inout Int,
    record: (Double, Double) -> Void
  ) {
    let width = upper - lower
    func boundary(_ numerator: Int, _ depth: Int) -> Double {
      let fraction = Double(numerator) * Double(sign: .plus, exponent: -depth, significand: 1)
      return fraction < 1 ? min(lower + width * fraction, upper) : upper
    }
    var index = 0
    var depth = 0
    var a = lower
    while true {
      let b = boundary(index + 1, depth)
      let (coarse, fine) = hodograph.gaussKronrod(a, b)
      evaluations += 21
      let middle = boundary(2 * index + 1, depth + 1)
      // `!(error > allowed)` also accepts NaN, so non-finite input terminates.
      let converged = !(abs(fine - coarse) > tolerancePerWidth * (b - a))
      if converged || depth >= maximumDepth || !(middle > a && middle < b)
        || panels + 1 >= maximumPanelCount
      {
        total += fine
        panels += 1
        record(b, total)
        a = b
        index += 1
        while index & 1 == 0, depth > 0 {
          index >>= 1
          depth -= 1
        }
        if depth == 0 { return }
      } else {
        index *= 2
        depth += 1
      }
    }
  }
}
