public import AnimationMath
internal import CGSL

/// The length of an elliptical arc two independent ways through GSL:
/// Legendre's E(φ | m) from GSL's own Carlson integrals
/// (`gsl_sf_ellint_RF_e`, `gsl_sf_ellint_RD_e`, GSL manual §7.13 "Elliptic
/// Integrals", https://www.gnu.org/software/gsl/doc/html/specfunc.html#elliptic-integrals),
/// and adaptive quadrature of the speed √(rx² sin²θ + ry² cos²θ) over θ
/// (`gsl_integration_qagp` with breakpoints at every multiple of π/2, where
/// the speed has its extrema).
///
/// Takes the core's ``EllipticalArc`` value (radii, start angle, sweep); uses
/// none of the core's algorithms.
public enum GSLEllipticArcOracle {
  /// The two references for one arc.
  public struct Length: Sendable {
    /// a·|E(ψ₂ | m) − E(ψ₁ | m)| with GSL's R_F and R_D.
    public let legendre: Double
    /// ∫|P′| by `gsl_integration_qagp`.
    public let quadrature: Double
    /// qagp's error estimate.
    public let quadratureErrorEstimate: Double
    /// a·max(|E(ψ₁)|, |E(ψ₂)|) / ``legendre``: how many times larger the
    /// subtracted values are than their difference (≫ 1 on short arcs,
    /// where the Legendre difference loses digits and qagp is the better
    /// reference; ≈ 1 on long arcs, where qagp struggles with thin ellipses).
    public let legendreCancellation: Double
  }

  /// The relative tolerance asked of qagp.
  public static let quadratureRelativeTolerance = 1e-13
  static let workspaceSize = 1_000

  /// Legendre's E(φ | m) for any real φ from GSL's R_F, R_D (DLMF 19.25.9,
  /// periodicity 19.2.10), with the complement m′ = 1 − m given exactly.
  static func ellipticE(_ phi: Double, m: Double, complement mc: Double) throws(GSLError) -> Double {
    let n = (phi / Double.pi).rounded()
    let r = phi - n * Double.pi
    func carlson(_ x: Double, _ y: Double, _ z: Double, d: Bool) throws(GSLError) -> Double {
      var result = gsl_sf_result()
      let status =
        d
        ? gsl_sf_ellint_RD_e(x, y, z, gsl_mode_t(GSL_PREC_DOUBLE), &result)
        : gsl_sf_ellint_RF_e(x, y, z, gsl_mode_t(GSL_PREC_DOUBLE), &result)
      try check(status, d ? "gsl_sf_ellint_RD_e(\(x), \(y), \(z))" : "gsl_sf_ellint_RF_e(\(x), \(y), \(z))")
      return result.val
    }
    let s = sin(r)
    let c = cos(r)
    let delta = c * c + mc * s * s
    var value = 0.0
    if s != 0 {
      value =
        s * (try carlson(c * c, delta, 1, d: false)) - (m / 3) * s * s * s * (try carlson(c * c, delta, 1, d: true))
    }
    if n != 0 {
      let complete = try carlson(0, mc, 1, d: false) - (m / 3) * (try carlson(0, mc, 1, d: true))
      value += 2 * n * complete
    }
    return value
  }

  /// Both references for `arc`.
  ///
  /// - Throws: ``GSLError`` when GSL reports a failure.
  public static func length(of arc: EllipticalArc) throws(GSLError) -> Length {
    GSLErrorHandling.disableAbort()
    let rx = arc.radiusX
    let ry = arc.radiusY
    let a = max(rx, ry)
    let ratio = min(rx, ry) / a
    let mc = ratio * ratio
    let shift = rx >= ry ? Double.pi / 2 : 0
    let theta1 = arc.startAngle
    let theta2 = arc.startAngle + arc.sweep
    let e2 = try ellipticE(theta2 - shift, m: 1 - mc, complement: mc)
    let e1 = try ellipticE(theta1 - shift, m: 1 - mc, complement: mc)
    let legendre = a * abs(e2 - e1)
    let cancellation = a * max(abs(e1), abs(e2)) / legendre

    let lower = min(theta1, theta2)
    let upper = max(theta1, theta2)
    // Breakpoints at every multiple of π/2 and, for a thin ellipse, graded
    // toward each of them at distances ratio·4^j (the speed's narrow
    // minimum has width ≈ ratio there).
    var points = [lower, upper]
    var k = (lower / (Double.pi / 2)).rounded(.down)
    while k * (Double.pi / 2) <= upper {
      let node = k * (Double.pi / 2)
      points.append(node)
      if ratio < 0.1 {
        var offset = ratio
        while offset < 0.5 {
          points += [node - offset, node + offset]
          offset *= 4
        }
      }
      k += 1
    }
    points = points.filter { $0 >= lower && $0 <= upper }.sorted()
    points = points.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
    guard let workspace = gsl_integration_workspace_alloc(workspaceSize) else {
      throw GSLError(status: Int32(GSL_ENOMEM), operation: "gsl_integration_workspace_alloc", reason: "out of memory")
    }
    defer { gsl_integration_workspace_free(workspace) }
    var radii = (rx, ry)
    var result = 0.0
    var error = 0.0
    let status = withUnsafeMutablePointer(to: &radii) { pointer in
      var function = gsl_function(
        function: { theta, parameters in
          let r = parameters!.assumingMemoryBound(to: (Double, Double).self).pointee
          return hypot(r.0 * sin(theta), r.1 * cos(theta))
        },
        params: UnsafeMutableRawPointer(pointer))
      return points.withUnsafeMutableBufferPointer { buffer in
        gsl_integration_qagp(
          &function, buffer.baseAddress, buffer.count, 0, quadratureRelativeTolerance, workspaceSize,
          workspace, &result, &error)
      }
    }
    // GSL_EROUND: qagp's rounding heuristic stopped it at the tolerance's
    // floor; the value is still the best estimate and is judged against the
    // Legendre reference by the caller.
    if status != GSL_EROUND { try check(status, "gsl_integration_qagp on [\(lower), \(upper)]") }
    return Length(
      legendre: legendre, quadrature: result, quadratureErrorEstimate: error, legendreCancellation: cancellation)
  }
}
