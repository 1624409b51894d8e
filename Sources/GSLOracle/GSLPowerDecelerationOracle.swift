import AnimationMath
internal import CGSL

/// The independent reference for ballistic decelerations that depend on the speed as a
/// power law: GSL's ODE solvers on
///
///   x' = w,  w' = −sign(w)·K·|w|^p,
///
/// with K > 0 (units^(1−p)/s^(2−p)) and 0 ≤ p < 1, which stops in the finite time
/// |v₀|^(1−p)/(K·(1 − p)). Flutter's ClampingScrollSimulation is such a law (its
/// deceleration depends on dx alone, flutter/flutter#120420); the caller supplies K and p.
/// The oracle never evaluates a closed form: it only steps the ODE. Sample times must lie
/// before the stop, where w ≠ 0 and the right-hand side is smooth. The state is scaled by
/// `L = max(|v₀|, 1)` units/s for the velocity and L·1 s for the position.
public struct GSLPowerDecelerationOracle: Sendable {
  /// The gsl_odeiv2 stepping method.
  public var stepper: GSLStepper
  /// Absolute error bound per step, as a fraction of the scale (gsl `epsabs`).
  public var absoluteTolerance: Double
  /// Relative error bound per step (gsl `epsrel`).
  public var relativeTolerance: Double

  /// Creates an oracle; the defaults are tight (1e-12).
  public init(stepper: GSLStepper = .rk8pd, absoluteTolerance: Double = 1e-12, relativeTolerance: Double = 1e-12) {
    self.stepper = stepper
    self.absoluteTolerance = absoluteTolerance
    self.relativeTolerance = relativeTolerance
  }

  /// Position and velocity at each of `times` (seconds, ≥ 0, before the stop; any order).
  ///
  /// - Parameters:
  ///   - coefficient: K > 0.
  ///   - exponent: p in [0, 1).
  ///   - from: x(0), units.
  ///   - initialVelocity: x'(0), units/s.
  /// - Throws: ``GSLError`` when GSL reports a failure.
  public func states(
    coefficient: Double, exponent: Double, from: Double, initialVelocity: Double, times: [Double]
  ) throws(GSLError) -> [SpringState] {
    GSLErrorHandling.disableAbort()
    let scale = max(abs(initialVelocity), 1)
    // In scaled units (x/L, w/L): w' = −sign(w)·K·L^(p−1)·|w|^p.
    return try GSLODEDriver.states(
      gsl_odeiv2_system(function: powerDecelerationDerivatives, jacobian: nil, dimension: 2, params: nil),
      parameters: [coefficient * pow(scale, exponent - 1), exponent], stepType: stepper.stepType,
      initialStep: 1e-6, absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance,
      maximumSteps: 10_000_000, from: [0, initialVelocity / scale], times: times, stepper: stepper.rawValue
    ).map { SpringState(position: from + scale * $0.0, velocity: scale * $0.1) }
  }
}

/// x' = w, w' = −sign(w)·K·|w|^p with params = [K, p].
private func powerDecelerationDerivatives(
  _ t: Double, _ y: UnsafePointer<Double>?, _ dydt: UnsafeMutablePointer<Double>?,
  _ params: UnsafeMutableRawPointer?
) -> Int32 {
  guard let y, let dydt, let params else { return Int32(GSL_EBADFUNC) }
  let p = params.assumingMemoryBound(to: Double.self)
  let w = y[1]
  dydt[0] = w
  dydt[1] = w > 0 ? -p[0] * pow(w, p[1]) : w < 0 ? p[0] * pow(-w, p[1]) : 0
  return Int32(GSL_SUCCESS)
}
