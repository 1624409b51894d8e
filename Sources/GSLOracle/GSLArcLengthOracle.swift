public import AnimationMath
internal import CGSL

/// Arc lengths computed by GSL: the independent reference for
/// ``AnimationMath/ArcLengthTable``.
///
/// as in QUADPACK practice (Piessens et al. 1983): the segment's parameter range is split at the
/// speed extrema — the real roots in (0, 1) of `d/dt |B′(t)|²`, found here
/// with `gsl_poly_solve_cubic` (or `gsl_poly_solve_quadratic`) and polished
/// by Newton — so that on each piece the speed is monotone, and each piece
/// is integrated twice:
/// - `gsl_integration_qag` with the 61-point Gauss–Kronrod rule
///   (`GSL_INTEG_GAUSS61`), the reported length;
/// - `gsl_integration_cquad` (doubly adaptive Clenshaw–Curtis), the
///   cross-check.
/// Both run at `relativeTolerance` (default ``defaultRelativeTolerance``)
/// with no absolute tolerance.
///
/// Near cusps plain GSL is the weaker reference: a near-cusp minimum at the
/// end of a piece is a feature narrower than qag's and cquad's panels, and
/// on about 2–3 % of random cubics with cusps qag stops with `GSL_EROUND`
/// or the two integrators differ by up to ~2e-11. Such a piece is
/// integrated again on a mesh graded geometrically toward its slower end
/// (``refinedPieces`` counts them), after which qag and cquad agree to
/// ~1e-13; ArcLengthVsGSLTests checks the refined values against the
/// 33-digit mpmath table.
/// `gsl_integration_qags`/`qagp` are deliberately not used: their
/// ε-extrapolation silently missed a near-cusp by 1.4e-7 (measured here; see Tests/GSLOracleTests/ArcLengthVsGSLTests.swift).
///
/// The oracle shares no algorithm with the core: it evaluates the speed
/// from the Bernstein form of the hodograph, finds the pieces itself and
/// only reads the control points of the core's value types.
public enum GSLArcLengthOracle {
  /// The relative tolerance asked of qag and cquad by default. GSL refuses
  /// `epsrel < 50·DBL_EPSILON ≈ 1.1e-14` with `epsabs = 0`; 2e-14 is the
  /// smallest value found usable in Tests/GSLOracleTests/ArcLengthVsGSLTests.swift.
  public static let defaultRelativeTolerance = 2e-14
  /// Subintervals the qag workspace may hold.
  static let workspaceSize = 4_000
  /// Intervals the cquad workspace may hold (GSL suggests 100–200).
  static let cquadWorkspaceSize = 200

  /// Measures `cubic` from t = 0 to `upTo` (clamped to [0, 1]).
  ///
  /// - Parameters:
  ///   - relativeTolerance: asked of qag and cquad (≥ 1.1e-14).
  ///   - refinesNearCusps: whether a piece on which qag stops on rounding
  ///     or disagrees with cquad by more than 1e-13 is integrated again on
  ///     a graded mesh (see ``refinedPieces``); off only to show how plain
  ///     GSL fares near cusps.
  /// - Throws: ``GSLError`` when an integrator reports a failure.
  public static func measure(
    _ cubic: CubicBezier, upTo: Double = 1,
    relativeTolerance: Double = defaultRelativeTolerance, refinesNearCusps: Bool = true
  ) throws(GSLError) -> GSLArcLength {
    try measure(
      Speed(points: [cubic.start, cubic.control1, cubic.control2, cubic.end]), upTo: upTo,
      relativeTolerance: relativeTolerance, refinesNearCusps: refinesNearCusps)
  }

  /// Measures `quadratic` from t = 0 to `upTo` (clamped to [0, 1]); the
  /// parameters are those of the cubic overload.
  ///
  /// - Throws: ``GSLError`` when an integrator reports a failure.
  public static func measure(
    _ quadratic: QuadraticBezier, upTo: Double = 1,
    relativeTolerance: Double = defaultRelativeTolerance, refinesNearCusps: Bool = true
  ) throws(GSLError) -> GSLArcLength {
    try measure(
      Speed(points: [quadratic.start, quadratic.control, quadratic.end]), upTo: upTo,
      relativeTolerance: relativeTolerance, refinesNearCusps: refinesNearCusps)
  }

  /// Measures `segment` from t = 0 to `upTo` (clamped to [0, 1]); a line is
  /// integrated like the curves (its speed is constant).
  ///
  /// - Throws: ``GSLError`` when an integrator reports a failure.
  public static func measure(
    _ segment: PathSegment, upTo: Double = 1,
    relativeTolerance: Double = defaultRelativeTolerance, refinesNearCusps: Bool = true
  ) throws(GSLError) -> GSLArcLength {
    let points: [Point]
    switch segment {
    case .line(let line): points = [line.start, line.end]
    case .quadratic(let q): points = [q.start, q.control, q.end]
    case .cubic(let c): points = [c.start, c.control1, c.control2, c.end]
    case .arc:
      throw GSLError(
        status: Int32(GSL_EINVAL), operation: "GSLArcLengthOracle.measure",
        reason: "an elliptical arc is measured by GSLEllipticArcOracle")
    }
    return try measure(
      Speed(points: points), upTo: upTo, relativeTolerance: relativeTolerance,
      refinesNearCusps: refinesNearCusps)
  }

  // MARK: - Integration

  static func measure(
    _ speed: Speed, upTo: Double, relativeTolerance: Double, refinesNearCusps: Bool
  ) throws(GSLError) -> GSLArcLength {
    GSLErrorHandling.disableAbort()
    let end = min(max(upTo, 0), 1)
    let breakpoints = speed.extrema()
    guard speed.scale > 0, end > 0 else {
      return GSLArcLength(
        qag: 0, cquad: 0, qagErrorEstimate: 0, qagRoundoffPieces: 0, refinedPieces: 0,
        breakpoints: breakpoints)
    }
    guard let workspace = gsl_integration_workspace_alloc(workspaceSize) else {
      throw GSLError(
        status: Int32(GSL_ENOMEM), operation: "gsl_integration_workspace_alloc",
        reason: "out of memory")
    }
    defer { gsl_integration_workspace_free(workspace) }
    guard let cquadWorkspace = gsl_integration_cquad_workspace_alloc(cquadWorkspaceSize) else {
      throw GSLError(
        status: Int32(GSL_ENOMEM), operation: "gsl_integration_cquad_workspace_alloc",
        reason: "out of memory")
    }
    defer { gsl_integration_cquad_workspace_free(cquadWorkspace) }

    var context = speed
    return try withUnsafeMutablePointer(to: &context) {
      (pointer) throws(GSLError) -> GSLArcLength in
      var function = gsl_function(
        function: { t, parameters in
          parameters!.assumingMemoryBound(to: Speed.self).pointee.value(at: t)
        },
        params: UnsafeMutableRawPointer(pointer))
      // One interval by qag (GAUSS61) and by cquad.
      func integrate(
        _ lower: Double, _ upper: Double, absoluteTolerance: Double = 0
      ) throws(GSLError) -> Piece {
        var piece = Piece()
        let status = gsl_integration_qag(
          &function, lower, upper, absoluteTolerance, relativeTolerance, workspaceSize,
          Int32(GSL_INTEG_GAUSS61), workspace, &piece.qag, &piece.error)
        // GSL_EROUND: qag's rounding-error heuristic stopped it short of
        // the tolerance; the result is still returned and is judged by the
        // cquad cross-check, so count it instead of failing.
        if status == GSL_EROUND {
          piece.roundoff = 1
        } else {
          try check(status, "gsl_integration_qag on [\(lower), \(upper)]")
        }
        var evaluations = 0
        var cquadError = 0.0
        try check(
          gsl_integration_cquad(
            &function, lower, upper, absoluteTolerance, relativeTolerance, cquadWorkspace,
            &piece.cquad, &cquadError, &evaluations),
          "gsl_integration_cquad on [\(lower), \(upper)]")
        return piece
      }

      var total = Piece()
      var refinedPieces = 0
      var lower = 0.0
      for upper in breakpoints.filter({ $0 < end }) + [end] {
        var piece = try integrate(lower, upper)
        if refinesNearCusps,
          piece.roundoff > 0 || abs(piece.qag - piece.cquad) > refinementThreshold * abs(piece.qag)
        {
          // A narrow feature at an end of the piece (a near-cusp minimum of
          // the speed) defeats both integrators: integrate again on a mesh
          // graded geometrically toward the slower end (widths shrinking by
          // 4 down to 4⁻²⁰ ≈ 1e-12 of the piece), where each interval sees
          // the feature at a distance comparable to its own width.
          refinedPieces += 1
          let width = upper - lower
          let towardLower = speed.value(at: lower) <= speed.value(at: upper)
          var mesh = [lower, upper]
          for k in 1...meshLevels {
            let offset = width * Double.pow2(-2 * k)
            mesh.append(towardLower ? lower + offset : upper - offset)
          }
          mesh = mesh.sorted().reduce(into: []) { if $0.last != $1 { $0.append($1) } }
          // Each interval may contribute its share of the piece's error
          // budget in absolute terms, so intervals where the speed is at
          // rounding level (beside an exact cusp) do not chase a relative
          // tolerance into the noise.
          let share = relativeTolerance * abs(piece.qag) / Double(mesh.count - 1)
          piece = Piece()
          for index in 1..<mesh.count {
            let part = try integrate(mesh[index - 1], mesh[index], absoluteTolerance: share)
            piece.qag += part.qag
            piece.cquad += part.cquad
            piece.error += part.error
            piece.roundoff += part.roundoff
          }
        }
        total.qag += piece.qag
        total.cquad += piece.cquad
        total.error += piece.error
        total.roundoff += piece.roundoff
        lower = upper
      }
      let scale = pointer.pointee.scale
      return GSLArcLength(
        qag: total.qag * scale, cquad: total.cquad * scale, qagErrorEstimate: total.error * scale,
        qagRoundoffPieces: total.roundoff, refinedPieces: refinedPieces, breakpoints: breakpoints)
    }
  }

  /// One interval's results.
  struct Piece {
    var qag = 0.0
    var cquad = 0.0
    var error = 0.0
    var roundoff = 0
  }

  /// A piece is integrated again on a graded mesh when qag stopped on
  /// rounding or qag and cquad differ by more than this, relatively.
  static let refinementThreshold = 1e-13
  /// Levels of the graded mesh of a refined piece (ratio 4).
  static let meshLevels = 20

  // MARK: - The speed, independently of the core

  /// `|B′(t)|/scale` from the Bernstein coefficients of the hodograph
  /// `B′(t) = n·Σ C(n−1, i)·(1−t)^(n−1−i)·t^i·(Pᵢ₊₁ − Pᵢ)`, with the control
  /// point differences divided by their largest magnitude (`scale`) so that
  /// no square overflows.
  struct Speed {
    /// Hodograph Bernstein coefficients, x and y, scaled (1, 2 or 3 of them).
    let x: [Double]
    let y: [Double]
    /// The factor that turns the scaled speed back into the true one.
    let scale: Double

    init(points: [Point]) {
      let degree = Double(points.count - 1)
      var x: [Double] = []
      var y: [Double] = []
      for i in 0..<(points.count - 1) {
        x.append(degree * (points[i + 1].x - points[i].x))
        y.append(degree * (points[i + 1].y - points[i].y))
      }
      let largest = (x + y).map(abs).max() ?? 0
      let scale = largest > 0 && largest.isFinite ? largest : 1
      self.x = x.map { $0 / scale }
      self.y = y.map { $0 / scale }
      self.scale = largest > 0 && largest.isFinite ? scale : (largest.isFinite ? 0 : largest)
    }

    /// The scaled speed at `t`, from the Bernstein form of the hodograph
    /// (written out per degree: this runs inside GSL's callback).
    func value(at t: Double) -> Double {
      let s = 1 - t
      let vx: Double
      let vy: Double
      switch x.count {
      case 1:
        (vx, vy) = (x[0], y[0])
      case 2:
        (vx, vy) = (s * x[0] + t * x[1], s * y[0] + t * y[1])
      default:
        let (b0, b1, b2) = (s * s, 2 * s * t, t * t)
        (vx, vy) = (b0 * x[0] + b1 * x[1] + b2 * x[2], b0 * y[0] + b1 * y[1] + b2 * y[2])
      }
      return (vx * vx + vy * vy).squareRoot()
    }

    /// Power-basis coefficients (constant first) of one hodograph coordinate.
    static func powerBasis(_ c: [Double]) -> [Double] {
      switch c.count {
      case 1: return [c[0]]
      case 2: return [c[0], c[1] - c[0]]
      default: return [c[0], 2 * (c[1] - c[0]), c[0] - 2 * c[1] + c[2]]
      }
    }

    /// The roots in (0, 1) of `d/dt |B′|²`, ascending, without duplicates.
    func extrema() -> [Double] {
      let px = Speed.powerBasis(x)
      let py = Speed.powerBasis(y)
      guard px.count > 1 else { return [] }  // a line: constant speed
      // q(t) = |B′(t)|² as a polynomial, then q′(t).
      var q = [Double](repeating: 0, count: 2 * px.count - 1)
      for i in px.indices {
        for j in px.indices { q[i + j] += px[i] * px[j] + py[i] * py[j] }
      }
      let dq = (1..<q.count).map { Double($0) * q[$0] }  // ascending, degree ≤ 3
      var candidates: [Double] = []
      var r0 = 0.0
      var r1 = 0.0
      var r2 = 0.0
      let largest = dq.map(abs).max() ?? 0
      guard largest > 0 else { return [] }
      if dq.count == 4, abs(dq[3]) > 1e-10 * largest {
        let count = gsl_poly_solve_cubic(dq[2] / dq[3], dq[1] / dq[3], dq[0] / dq[3], &r0, &r1, &r2)
        candidates = Array([r0, r1, r2].prefix(Int(count)))
      } else {
        let a = dq.count >= 3 ? dq[2] : 0
        let count = gsl_poly_solve_quadratic(a, dq[1], dq[0], &r0, &r1)
        candidates = Array([r0, r1].prefix(Int(count)))
      }
      // Polish each root with Newton on the full q′, keep those in (0, 1).
      func evaluate(_ c: [Double], _ t: Double) -> Double { c.reversed().reduce(0) { $0 * t + $1 } }
      let ddq = (1..<dq.count).map { Double($0) * dq[$0] }
      var roots: [Double] = []
      for var t in candidates where t > -0.01 && t < 1.01 {
        for _ in 0..<8 {
          let slope = evaluate(ddq, t)
          guard slope != 0 else { break }
          let step = evaluate(dq, t) / slope
          guard step.isFinite else { break }
          t -= step
        }
        if t > 0, t < 1 { roots.append(t) }
      }
      roots.sort()
      return roots.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
    }
  }
}

/// One segment measured by GSL (see ``GSLArcLengthOracle``).
public struct GSLArcLength: Sendable {
  /// The length by `gsl_integration_qag` (GAUSS61) summed over the pieces.
  public let qag: Double
  /// The length by `gsl_integration_cquad` over the same pieces.
  public let cquad: Double
  /// The sum of qag's own error estimates.
  public let qagErrorEstimate: Double
  /// Pieces on which qag stopped with `GSL_EROUND` (its rounding-error
  /// heuristic) and returned its best value; judged by the cquad check.
  public let qagRoundoffPieces: Int
  /// Pieces integrated again on a graded mesh because qag stopped on
  /// rounding or disagreed with cquad by more than 1e-13 (near-cusps).
  public let refinedPieces: Int
  /// The speed extrema in (0, 1) where the range was split.
  public let breakpoints: [Double]

  /// The oracle's length: the qag value.
  public var length: Double { qag }

  /// `|qag − cquad| / |qag|` (0 when both are 0): how far the two GSL
  /// integrators disagree.
  public var relativeDisagreement: Double {
    let difference = abs(qag - cquad)
    return difference.isZero ? 0 : difference / abs(qag)
  }
}

extension Double {
  /// 2^exponent, exactly.
  static func pow2(_ exponent: Int) -> Double {
    Double(sign: .plus, exponent: exponent, significand: 1)
  }
}
