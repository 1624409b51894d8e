public import AnimationMath
internal import CGSL

extension GSLArcLengthOracle {
  /// The arc length of `cubic` between parameters `from` and `upTo` (both
  /// clamped to [0, 1]) by GSL's qag (GAUSS61) alone, one call per piece
  /// between the speed's extrema: no cquad cross-check, no refinement.
  ///
  /// For benchmarks that time one integrator per row; `measure(_:upTo:relativeTolerance:refinesNearCusps:)`
  /// remains the validated oracle. `GSL_EROUND` is accepted (its result is
  /// returned, as in `measure`); any other failure throws.
  ///
  /// - Throws: ``GSLError`` when qag reports a failure other than rounding.
  public static func qagLength(
    _ cubic: CubicBezier, from: Double = 0, upTo: Double = 1,
    relativeTolerance: Double = defaultRelativeTolerance
  ) throws(GSLError) -> Double {
    GSLErrorHandling.disableAbort()
    let lower = min(max(from, 0), 1)
    let upper = min(max(upTo, 0), 1)
    let speed = Speed(points: [cubic.start, cubic.control1, cubic.control2, cubic.end])
    guard speed.scale > 0, upper > lower else { return 0 }
    guard let workspace = gsl_integration_workspace_alloc(workspaceSize) else {
      throw GSLError(
        status: Int32(GSL_ENOMEM), operation: "gsl_integration_workspace_alloc",
        reason: "out of memory")
    }
    defer { gsl_integration_workspace_free(workspace) }
    let cuts = [lower] + speed.extrema().filter { $0 > lower && $0 < upper } + [upper]
    var context = speed
    return try withUnsafeMutablePointer(to: &context) { (pointer) throws(GSLError) -> Double in
      var function = gsl_function(
        function: { t, parameters in
          parameters!.assumingMemoryBound(to: Speed.self).pointee.value(at: t)
        },
        params: UnsafeMutableRawPointer(pointer))
      var total = 0.0
      for (a, b) in zip(cuts, cuts.dropFirst()) {
        var result = 0.0
        var error = 0.0
        let status = gsl_integration_qag(
          &function, a, b, 0, relativeTolerance, workspaceSize, Int32(GSL_INTEG_GAUSS61),
          workspace, &result, &error)
        if status != GSL_EROUND { try check(status, "gsl_integration_qag") }
        total += result
      }
      return total
    }
  }
}
