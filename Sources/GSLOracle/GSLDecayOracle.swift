import AnimationMath
internal import CGSL

/// The independent reference for decays: GSL's ODE solvers on the drag ODE, with an
/// optional term that makes it the ODE of Flutter's constant-deceleration friction.
///
/// It integrates, for the position x and the velocity w = x',
///
///   x' = w,  w' = −k·(w + a·t) − a,
///
/// which for a = 0 is the pure drag x'' = −k·x' (the `ideal` engine, UIScrollView's
/// d^(1000t) with k = −1000·ln d, Flutter's drag D with k = −ln D). With a ≠ 0 it is the
/// second-order ODE whose solution with x(0) = x₀, x'(0) = v₀ is a drag decay of v₀ plus
/// a constant deceleration a that does not itself feel the drag (the velocity is
/// v₀·e^(−kt) − a·t). This is what Flutter's FrictionSimulation renders; it is **not**
/// x'' = −k·x' − a. The oracle never evaluates a closed form: it only steps the ODE.
/// The state is scaled by `L = max(|v₀|/k, 1)` so the tolerances are fractions of the travel.
public struct GSLDecayOracle: Sendable {
  /// The gsl_odeiv2 stepping method.
  public var stepper: GSLStepper
  /// Absolute error bound per step, as a fraction of the travel (gsl `epsabs`).
  public var absoluteTolerance: Double
  /// Relative error bound per step (gsl `epsrel`).
  public var relativeTolerance: Double

  /// Creates an oracle; the defaults are tight (1e-12).
  public init(stepper: GSLStepper = .rk8pd, absoluteTolerance: Double = 1e-12, relativeTolerance: Double = 1e-12) {
    self.stepper = stepper
    self.absoluteTolerance = absoluteTolerance
    self.relativeTolerance = relativeTolerance
  }

  /// Position and velocity at each of `times` (seconds ≥ 0, any order).
  ///
  /// - Parameters:
  ///   - rate: k > 0 in 1/s.
  ///   - deceleration: a in units/s², signed (Flutter's `constantDeceleration·sign(v₀)`).
  ///   - from: x(0).
  ///   - initialVelocity: x'(0), units/s.
  /// - Throws: ``GSLError`` when GSL reports a failure.
  public func states(
    rate: Double, deceleration: Double = 0, from: Double, initialVelocity: Double, times: [Double]
  ) throws(GSLError) -> [SpringState] {
    GSLErrorHandling.disableAbort()
    let scale = max(abs(initialVelocity) / rate, 1)
    return try GSLODEDriver.states(
      gsl_odeiv2_system(function: decayDerivatives, jacobian: nil, dimension: 2, params: nil),
      parameters: [rate, deceleration / scale], stepType: stepper.stepType, initialStep: 1e-3 / rate,
      absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance, maximumSteps: 10_000_000,
      from: [0, initialVelocity / scale], times: times, stepper: stepper.rawValue
    ).map { SpringState(position: from + scale * $0.0, velocity: scale * $0.1) }
  }
}

/// x' = w, w' = −k·(w + a·t) − a with params = [k, a] (a scaled like the state).
private func decayDerivatives(
  _ t: Double, _ y: UnsafePointer<Double>?, _ dydt: UnsafeMutablePointer<Double>?,
  _ params: UnsafeMutableRawPointer?
) -> Int32 {
  guard let y, let dydt, let params else { return Int32(GSL_EBADFUNC) }
  let p = params.assumingMemoryBound(to: Double.self)
  dydt[0] = y[1]
  dydt[1] = -p[0] * (y[1] + p[1] * t) - p[1]
  return Int32(GSL_SUCCESS)
}
