public import AnimationMath
internal import CGSL

extension GSLArcLengthOracle {
  /// A `gsl_integration_workspace` allocated once and reused for every
  /// length asked of it, as a GSL user measuring many curves holds one.
  ///
  /// Not thread-safe: one workspace serves one caller at a time.
  public final class QAGWorkspace {
    /// The most subintervals qag may hold in this workspace.
    public let limit: Int
    let workspace: UnsafeMutablePointer<gsl_integration_workspace>

    /// Allocates room for `limit` (≥ 1) subintervals.
    ///
    /// - Throws: ``GSLError`` (`GSL_ENOMEM`) when GSL cannot allocate it.
    public init(limit: Int = 1_000) throws(GSLError) {
      GSLErrorHandling.disableAbort()
      guard limit > 0, let workspace = gsl_integration_workspace_alloc(limit) else {
        throw GSLError(
          status: Int32(GSL_ENOMEM), operation: "gsl_integration_workspace_alloc(\(limit))",
          reason: "out of memory or an empty workspace")
      }
      self.limit = limit
      self.workspace = workspace
    }

    deinit { gsl_integration_workspace_free(workspace) }

    /// The arc length of `cubic` between parameters `from` and `upTo` (both
    /// clamped to [0, 1]) by GSL's qag (GAUSS61) alone, one call per piece
    /// between the speed's extrema, each at `relativeTolerance` with no
    /// absolute tolerance: no cquad cross-check, no refinement.
    ///
    /// For benchmarks that time one integrator per row;
    /// ``GSLArcLengthOracle/measure(_:upTo:relativeTolerance:refinesNearCusps:)-(CubicBezier,_,_,_)``
    /// remains the validated oracle. `GSL_EROUND` is accepted (its result is
    /// returned, as in `measure`); any other failure throws.
    ///
    /// - Throws: ``GSLError`` when qag reports a failure other than rounding.
    public func length(
      _ cubic: CubicBezier, from: Double = 0, upTo: Double = 1,
      relativeTolerance: Double = defaultRelativeTolerance
    ) throws(GSLError) -> Double {
      let lower = min(max(from, 0), 1)
      let upper = min(max(upTo, 0), 1)
      let speed = Speed(points: [cubic.start, cubic.control1, cubic.control2, cubic.end])
      guard speed.scale > 0, upper > lower else { return 0 }
      let cuts = [lower] + speed.extrema().filter { $0 > lower && $0 < upper } + [upper]
      var context = speed
      let (workspace, limit) = (self.workspace, self.limit)
      let total = try withUnsafeMutablePointer(to: &context) { (pointer) throws(GSLError) -> Double in
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
            &function, a, b, 0, relativeTolerance, limit, Int32(GSL_INTEG_GAUSS61),
            workspace, &result, &error)
          if status != GSL_EROUND { try check(status, "gsl_integration_qag") }
          total += result
        }
        return total
      }
      return total * speed.scale
    }
  }
}
