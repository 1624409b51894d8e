internal import CGSL

/// The `gsl_odeiv2_driver` plumbing the ODE oracles share: allocation with its
/// failure as a ``GSLError``, and integration of a two-state system to a list
/// of times. Each oracle keeps its own right-hand side and scaling.
enum GSLODEDriver {
  /// A driver for `system`; the caller frees it with `gsl_odeiv2_driver_free`
  /// in a `defer`.
  static func allocate(
    _ system: UnsafeMutablePointer<gsl_odeiv2_system>, _ stepType: UnsafePointer<gsl_odeiv2_step_type>,
    initialStep: Double, absoluteTolerance: Double, relativeTolerance: Double
  ) throws(GSLError) -> UnsafeMutablePointer<gsl_odeiv2_driver> {
    guard
      let driver = gsl_odeiv2_driver_alloc_y_new(
        system, stepType, initialStep, absoluteTolerance, relativeTolerance)
    else {
      throw GSLError(
        status: Int32(GSL_ENOMEM), operation: "gsl_odeiv2_driver_alloc_y_new", reason: "allocation failed")
    }
    return driver
  }

  /// The state (y₀, y₁) at each of `times` (any order; the result is in the
  /// same order), integrating from t = 0 and `initial` in increasing time.
  /// Times ≤ 0 get the initial state.
  static func states(
    _ driver: UnsafeMutablePointer<gsl_odeiv2_driver>, from initial: [Double], times: [Double], stepper: String
  ) throws(GSLError) -> [(Double, Double)] {
    var y = initial
    var t = 0.0
    var results = [(Double, Double)](repeating: (0, 0), count: times.count)
    for index in times.indices.sorted(by: { times[$0] < times[$1] }) {
      let target = times[index]
      if target > t {
        let status = y.withUnsafeMutableBufferPointer { buffer in
          gsl_odeiv2_driver_apply(driver, &t, target, buffer.baseAddress)
        }
        try check(status, "gsl_odeiv2_driver_apply (\(stepper)) to t = \(target)")
      }
      results[index] = (y[0], y[1])
    }
    return results
  }
}
