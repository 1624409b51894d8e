internal import CGSL

/// The `gsl_odeiv2_driver` plumbing the ODE oracles share: allocation with its
/// failure as a ``GSLError``, and integration of a two-state system to a list
/// of times. Each oracle keeps its own right-hand side and scaling.
enum GSLODEDriver {
  /// The state (y₀, y₁) at each of `times` for `system` (its `params` replaced by a
  /// copy of `parameters` that lives for the call): a driver with these settings and
  /// at most `maximumSteps` steps, integrating from t = 0 and `initial`.
  static func states(
    _ system: gsl_odeiv2_system, parameters: [Double], stepType: UnsafePointer<gsl_odeiv2_step_type>,
    initialStep: Double, absoluteTolerance: Double, relativeTolerance: Double, maximumSteps: UInt,
    from initial: [Double], times: [Double], stepper: String
  ) throws(GSLError) -> [(Double, Double)] {
    let coefficients = UnsafeMutablePointer<Double>.allocate(capacity: max(parameters.count, 1))
    defer { coefficients.deallocate() }
    coefficients.initialize(from: parameters, count: parameters.count)
    let pointer = UnsafeMutablePointer<gsl_odeiv2_system>.allocate(capacity: 1)
    defer { pointer.deallocate() }
    var withParameters = system
    withParameters.params = UnsafeMutableRawPointer(coefficients)
    pointer.initialize(to: withParameters)
    let driver = try allocate(
      pointer, stepType, initialStep: initialStep, absoluteTolerance: absoluteTolerance,
      relativeTolerance: relativeTolerance)
    defer { gsl_odeiv2_driver_free(driver) }
    try check(gsl_odeiv2_driver_set_nmax(driver, maximumSteps), "gsl_odeiv2_driver_set_nmax")
    return try states(driver, from: initial, times: times, stepper: stepper)
  }

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
