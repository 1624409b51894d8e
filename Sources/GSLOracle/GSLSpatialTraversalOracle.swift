public import AnimationMath
internal import CGSL

/// The point a given fraction of the arc length along a cubic, from GSL:
/// the independent reference for Lottie's spatial keyframes.
///
/// The length s(t) from 0 to t is ``GSLArcLengthOracle/measure(_:upTo:relativeTolerance:refinesNearCusps:)``
/// (GSL qag, 61-point Gauss–Kronrod per speed-monotone piece); the parameter
/// with s(t) = fraction·L is found by `gsl_root_fsolver_brent` on [0, 1] down to
/// adjacent doubles; the point is the cubic's Bernstein form evaluated here.
/// Only the control points of the core's ``CubicBezier`` are read: none of the
/// core's arc-length or inverse code runs.
public enum GSLSpatialTraversalOracle {
  /// Brent iterations allowed (bisection alone needs ~60).
  static let maximumIterations = 300

  /// The point at arc length `fraction`·L along `cubic`, for `fraction` ∈ [0, 1].
  ///
  /// - Throws: ``GSLError`` when an integration or the root finder fails, or
  ///   with `GSL_EDOM` for a fraction outside [0, 1].
  public static func point(on cubic: CubicBezier, atFraction fraction: Double) throws(GSLError) -> Point {
    GSLErrorHandling.disableAbort()
    guard fraction >= 0, fraction <= 1 else {
      throw GSLError(status: Int32(GSL_EDOM), operation: "GSLSpatialTraversalOracle", reason: "fraction outside [0, 1]")
    }
    let length = try GSLArcLengthOracle.measure(cubic).qag
    if fraction == 0 || length == 0 { return bernstein(cubic, 0) }
    if fraction == 1 { return bernstein(cubic, 1) }
    var problem = Problem(cubic: cubic, target: fraction * length)
    let solver = gsl_root_fsolver_alloc(cgsl_root_fsolver_brent())
    defer { gsl_root_fsolver_free(solver) }
    var lower = 0.0
    var upper = 1.0
    try withUnsafeMutablePointer(to: &problem) { (pointer) throws(GSLError) in
      var function = gsl_function(
        function: { t, parameters in parameters!.assumingMemoryBound(to: Problem.self).pointee.residual(t) },
        params: UnsafeMutableRawPointer(pointer))
      try check(gsl_root_fsolver_set(solver, &function, lower, upper), "gsl_root_fsolver_set")
      var unchanged = 0
      for _ in 0..<maximumIterations where unchanged < 8 {
        try check(gsl_root_fsolver_iterate(solver), "gsl_root_fsolver_iterate")
        let a = gsl_root_fsolver_x_lower(solver)
        let b = gsl_root_fsolver_x_upper(solver)
        unchanged = (a == lower && b == upper) ? unchanged + 1 : 0
        lower = a
        upper = b
        if upper - lower <= 2 * upper.ulp { break }
      }
    }
    if problem.failed {
      throw GSLError(status: Int32(GSL_EFAILED), operation: "GSLSpatialTraversalOracle", reason: "quadrature failed")
    }
    return bernstein(cubic, 0.5 * (lower + upper))
  }

  /// What the C callback needs.
  struct Problem {
    let cubic: CubicBezier
    let target: Double
    var failed = false

    /// s(t) − target, with s from GSL's quadrature (NaN, and `failed`, if it fails).
    mutating func residual(_ t: Double) -> Double {
      do {
        return try GSLArcLengthOracle.measure(cubic, upTo: t).qag - target
      } catch {
        failed = true
        return .nan
      }
    }
  }

  /// The cubic's point at t, Bernstein form.
  static func bernstein(_ c: CubicBezier, _ t: Double) -> Point {
    let u = 1 - t
    let (a, b, d, e) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return Point(
      x: a * c.start.x + b * c.control1.x + d * c.control2.x + e * c.end.x,
      y: a * c.start.y + b * c.control1.y + d * c.control2.y + e * c.end.y)
  }
}
