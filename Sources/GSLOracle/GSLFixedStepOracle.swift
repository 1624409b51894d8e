import AnimationMath
internal import CGSL

/// GSL's classical `rk4` stepper driven with a fixed step
/// (`gsl_odeiv2_driver_apply_fixed_step`), the reference for engines that integrate a
/// spring in fixed steps (rebound-js: 1 ms RK4).
///
/// GSL's `rk4` estimates its error by step doubling and returns the result of the two
/// half steps (GSL reference manual, "Stepping Functions", `gsl_odeiv2_step_rk4`), so a
/// fixed step of 2h is two classical RK4 steps of h.
///
/// It integrates `x' = v`, `v' = k·(end − x) − c·v` (stiffness and damping per unit mass)
/// in absolute units with its own right-hand side; it never calls the core's integrators.
public struct GSLFixedStepOracle: Sendable {
  /// The fixed step in seconds, > 0.
  public var step: Double

  /// Creates an oracle with a fixed step of `step` seconds.
  public init(step: Double) {
    self.step = step
  }

  /// The state after each of `1…count` fixed steps of `m x″ + c x′ + k (x − end) = 0`.
  ///
  /// - Parameters:
  ///   - stiffnessPerMass: k/m in 1/s².
  ///   - dampingPerMass: c/m in 1/s.
  ///   - velocity: x′(0) in units/s.
  /// - Returns: `count` states; element i is the state after i + 1 steps.
  /// - Throws: ``GSLError`` when GSL reports a failure.
  public func rk4States(
    stiffnessPerMass: Double, dampingPerMass: Double, end: Double, position: Double, velocity: Double,
    count: Int
  ) throws(GSLError) -> [SpringState] {
    GSLErrorHandling.disableAbort()
    let coefficients = UnsafeMutablePointer<Double>.allocate(capacity: 3)
    defer { coefficients.deallocate() }
    coefficients[0] = stiffnessPerMass
    coefficients[1] = dampingPerMass
    coefficients[2] = end

    let system = UnsafeMutablePointer<gsl_odeiv2_system>.allocate(capacity: 1)
    defer { system.deallocate() }
    system.initialize(
      to: gsl_odeiv2_system(
        function: fixedStepDerivatives, jacobian: nil, dimension: 2,
        params: UnsafeMutableRawPointer(coefficients)))

    // The tolerances are unused by apply_fixed_step; the step type is classical RK4.
    let driver = try GSLODEDriver.allocate(
      system, GSLStepper.rk4.stepType, initialStep: step, absoluteTolerance: 1e-6, relativeTolerance: 0)
    defer { gsl_odeiv2_driver_free(driver) }

    var y = [position, velocity]
    var t = 0.0
    var states: [SpringState] = []
    states.reserveCapacity(count)
    for index in 0..<count {
      let status = y.withUnsafeMutableBufferPointer { buffer in
        gsl_odeiv2_driver_apply_fixed_step(driver, &t, step, 1, buffer.baseAddress)
      }
      try check(status, "gsl_odeiv2_driver_apply_fixed_step (rk4) step \(index + 1)")
      states.append(SpringState(position: y[0], velocity: y[1]))
    }
    return states
  }
}

/// x' = v, v' = k·(end − x) − c·v, with params = [k, c, end].
private func fixedStepDerivatives(
  _ t: Double, _ y: UnsafePointer<Double>?, _ dydt: UnsafeMutablePointer<Double>?,
  _ params: UnsafeMutableRawPointer?
) -> Int32 {
  guard let y, let dydt, let params else { return Int32(GSL_EBADFUNC) }
  let p = params.assumingMemoryBound(to: Double.self)
  dydt[0] = y[1]
  dydt[1] = p[0] * (p[2] - y[0]) - p[1] * y[1]
  return Int32(GSL_SUCCESS)
}
