import AnimationMath
internal import CGSL

/// The independent reference for springs: GSL's ODE solvers on `m·x'' + c·x' + k·(x − to) = 0`.
///
/// The oracle never calls the core's closed form. It integrates the
/// first-order system `u' = w`, `w' = −(c/m)·w − (k/m)·u` for the displacement
/// `u = (x − to)/L`, scaled by the motion's size
/// `L = max(|from − to|, |v0|/ω0)` so that the tolerances are fractions of
/// the travel, with gsl_odeiv2_driver and the chosen stepper.
public struct GSLSpringOracle: Sendable {
  /// The gsl_odeiv2 stepping method.
  public var stepper: GSLStepper
  /// Absolute error bound per step, as a fraction of the travel (gsl `epsabs`).
  public var absoluteTolerance: Double
  /// Relative error bound per step (gsl `epsrel`).
  public var relativeTolerance: Double
  /// The most steps allowed between two sample times before GSL gives up.
  public var maximumSteps: Int

  /// Creates an oracle; the defaults are tight (1e-12), for reference values.
  public init(
    stepper: GSLStepper = .rk8pd, absoluteTolerance: Double = 1e-12,
    relativeTolerance: Double = 1e-12, maximumSteps: Int = 50_000_000
  ) {
    self.stepper = stepper
    self.absoluteTolerance = absoluteTolerance
    self.relativeTolerance = relativeTolerance
    self.maximumSteps = maximumSteps
  }

  /// Position and velocity of the spring at each of `times` (seconds ≥ 0, any order).
  ///
  /// - Parameters:
  ///   - initialVelocity: x'(0) in position units per second (absolute).
  /// - Throws: ``GSLError`` when GSL reports a failure (for example a step
  ///   size below machine precision, or more than ``maximumSteps`` steps).
  public func states(
    parameters: SpringParameters, from: Double, to: Double, initialVelocity: Double,
    times: [Double]
  ) throws(GSLError) -> [SpringState] {
    GSLErrorHandling.disableAbort()
    let d0 = from - to
    let omega0 = (parameters.stiffness / parameters.mass).squareRoot()
    var scale = max(abs(d0), abs(initialVelocity) / omega0)
    if !(scale > 0) { scale = 1 }

    let dampingPerMass = parameters.damping / parameters.mass
    // A first step of a small fraction of the fastest time scale.
    let fastest = max(omega0, dampingPerMass, 1e-300)
    return try GSLODEDriver.states(
      gsl_odeiv2_system(function: springDerivatives, jacobian: springJacobian, dimension: 2, params: nil),
      parameters: [dampingPerMass, parameters.stiffness / parameters.mass], stepType: stepper.stepType,
      initialStep: 1e-3 / fastest, absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance,
      maximumSteps: UInt(maximumSteps), from: [d0 / scale, initialVelocity / scale], times: times,
      stepper: stepper.rawValue
    ).map { SpringState(position: to + scale * $0.0, velocity: scale * $0.1) }
  }
}

/// u' = w, w' = −(c/m)·w − (k/m)·u, with params = [c/m, k/m].
private func springDerivatives(
  _ t: Double, _ y: UnsafePointer<Double>?, _ dydt: UnsafeMutablePointer<Double>?,
  _ params: UnsafeMutableRawPointer?
) -> Int32 {
  guard let y, let dydt, let params else { return Int32(GSL_EBADFUNC) }
  let p = params.assumingMemoryBound(to: Double.self)
  dydt[0] = y[1]
  dydt[1] = -p[0] * y[1] - p[1] * y[0]
  return Int32(GSL_SUCCESS)
}

/// The Jacobian [[0, 1], [−k/m, −c/m]] (row-major) and ∂f/∂t = 0.
private func springJacobian(
  _ t: Double, _ y: UnsafePointer<Double>?, _ dfdy: UnsafeMutablePointer<Double>?,
  _ dfdt: UnsafeMutablePointer<Double>?, _ params: UnsafeMutableRawPointer?
) -> Int32 {
  guard let dfdy, let dfdt, let params else { return Int32(GSL_EBADFUNC) }
  let p = params.assumingMemoryBound(to: Double.self)
  dfdy[0] = 0
  dfdy[1] = 1
  dfdy[2] = -p[1]
  dfdy[3] = -p[0]
  dfdt[0] = 0
  dfdt[1] = 0
  return Int32(GSL_SUCCESS)
}
