/// A bounded Levenberg–Marquardt solver for small nonlinear least-squares
/// problems with analytic Jacobians: minimise ½‖r(p)‖² over p ∈ [lower, upper].
///
/// Each iteration solves the damped Gauss–Newton system
///
///     min ‖J·δ + r‖² + μ‖D·δ‖²
///
/// by Householder QR of the stacked matrix [J; √μ·D] (never the normal
/// equations, so the conditioning of J is not squared). D is Moré's scaling:
/// D_j is the largest norm column j of J has had so far, which makes the
/// iteration invariant to the units of each parameter (J. J. Moré, "The
/// Levenberg–Marquardt algorithm: implementation and theory", Lecture Notes in
/// Mathematics 630, 1978, §4). A trial point is projected onto the bounds and
/// judged by the gain ratio ρ = actual / predicted reduction; μ follows
/// Nielsen's update (μ·max(1/3, 1 − (2ρ − 1)³), here with 1/10 for 1/3, on success, μ·ν with ν doubling
/// on failure: K. Madsen, H. B. Nielsen, O. Tingleff, "Methods for non-linear
/// least squares problems", 2nd ed., DTU 2004, §3.2, eq. 3.16).
///
/// ## Bounds
/// A parameter on its bound whose descent direction −(Jᵀr)_j points out of
/// the box is *active*: the step holds it (its Jacobian column is zeroed for
/// the damped solve, so δ_j = 0 exactly) and the gradient test leaves it out,
/// the projected-gradient rule of bound-constrained least squares (e.g.
/// J. Nocedal and S. J. Wright, "Numerical Optimization", 2nd ed., Springer
/// 2006, §16.7 and §18.7). When J is factored once per point, a parameter on
/// its bound that the damped step would push out of the box is held the same
/// way and the step solved again. Other steps that leave the box are clipped to it.
///
/// ## Convergence
/// The solver stops successfully (``Termination/isConverged``) when one of:
/// - ``Termination/smallStep``: an accepted step has ‖D·δ‖ ≤ `stepTolerance`·(‖D·p‖ + `stepTolerance`);
/// - ``Termination/smallReduction``: an accepted step reduces the cost by at most
///   `costTolerance` of it, and the model predicted no more;
/// - ``Termination/smallGradient``: max_j |(Jᵀr)_j| / (D_j·‖r‖) ≤ `gradientTolerance`
///   (the cosine between r and every scaled column, MINPACK's `gtol`), over the
///   parameters not held by an active bound (the projected gradient);
/// - ``Termination/exactFit``: the residual is exactly zero;
/// - ``Termination/roundingLimit``: no step is accepted although the step has
///   shrunk below 1e-15 of ‖D·p‖: the cost is at its floor in rounding.
///
/// It fails with ``Termination/iterationLimit`` or ``Termination/nonFinite``
/// (the residual at the start is not finite), or ``Termination/noProgress``
/// (μ grew past 1e30 while steps were still not negligible).
public struct LevenbergMarquardt: Sendable {
  /// Why the solver stopped.
  package enum Termination: Sendable, Hashable, CustomStringConvertible {
    /// The relative step fell below the step tolerance.
    case smallStep
    /// The relative cost reduction fell below the cost tolerance.
    case smallReduction
    /// The scaled gradient fell below the gradient tolerance.
    case smallGradient
    /// The residual is exactly zero.
    case exactFit
    /// No reduction is possible at the precision of the residual.
    case roundingLimit
    /// The iteration limit was reached first (a failure).
    case iterationLimit
    /// The residual or Jacobian at the starting point is not finite (a failure).
    case nonFinite
    /// The damping grew without bound while steps were not negligible (a failure).
    case noProgress

    /// True for the successful stops.
    var isConverged: Bool {
      switch self {
      case .smallStep, .smallReduction, .smallGradient, .exactFit, .roundingLimit: true
      case .iterationLimit, .nonFinite, .noProgress: false
      }
    }

    /// A short English reason, e.g. "relative step below tolerance".
    package var description: String {
      switch self {
      case .smallStep: "relative step below tolerance"
      case .smallReduction: "relative cost reduction below tolerance"
      case .smallGradient: "gradient orthogonal to the residual within tolerance"
      case .exactFit: "residual exactly zero"
      case .roundingLimit: "no further reduction at the precision of the residual"
      case .iterationLimit: "iteration limit reached without convergence"
      case .nonFinite: "residual or Jacobian not finite at the starting point"
      case .noProgress: "damping grew without bound: no descent step found"
      }
    }
  }

  /// What the solver returns.
  package struct Result: Sendable {
    /// The parameters at the last accepted point.
    package let parameters: [Double]
    /// The residuals r(p) there (model − data).
    package let residuals: [Double]
    /// The Jacobian ∂r_i/∂p_j there, row-major (m rows of n).
    package let jacobian: [Double]
    /// ½‖r‖² there.
    package let cost: Double
    /// Accepted and rejected iterations taken.
    package let iterations: Int
    /// Residual (and Jacobian) evaluations.
    package let evaluations: Int
    /// Why it stopped.
    package let termination: Termination
  }

  /// Most iterations (accepted or rejected steps).
  public var maximumIterations = 200
  /// Relative step tolerance (see the type's discussion). 1e-10: one more
  /// Gauss–Newton step after it changes p by ~1e-20 on a zero-residual problem.
  package var stepTolerance = 1e-10
  /// Relative cost-reduction tolerance: 1e-14 (a few ulps of a cost).
  var costTolerance = 1e-14
  /// Scaled-gradient tolerance: 1e-12.
  package var gradientTolerance = 1e-12
  /// Initial damping relative to D²: 1e-3 (near Gauss–Newton from a good guess).
  var initialDamping = 1e-3
  /// Whether each trial point is evaluated with its Jacobian: true saves the
  /// second evaluation of an accepted point, at the price of a Jacobian
  /// wasted on each rejected one (worth it when the Jacobian comes with the
  /// residuals at little extra cost, as the analytic ones of the curve
  /// models do; not for a finite-difference Jacobian). The iterates are the same
  /// wherever the residuals a Jacobian comes with equal those without.
  var jacobianWithTrial = false
  /// Whether J is factored once per point, each damping then solving a
  /// 2n × n problem (``LeastSquaresWorkspace/factor(jacobian:rows:columns:residuals:)``),
  /// rather than the (m + n) × n stacked problem for every damping tried.
  /// The steps agree to rounding; false keeps the stacked solve's exact arithmetic.
  var factorsOncePerPoint = false

  /// A solver with the default tolerances.
  public init() {}

  /// Minimises ½‖r(p)‖² from `start` within `lower`…`upper` (element-wise,
  /// ±∞ for none).
  ///
  /// - Parameters:
  ///   - start: the starting parameters (projected onto the bounds).
  ///   - residualCount: m, the number of residuals (m ≥ n).
  ///   - evaluate: writes r(p) (m values) into `residuals` and, when
  ///     `jacobian` is non-nil, ∂r_i/∂p_j row-major into it (m·n values).
  ///     Returns false if it cannot evaluate at p (treated as a failed step).
  func minimize(
    start: [Double], lower: [Double], upper: [Double], residualCount m: Int,
    evaluate: (_ parameters: [Double], _ residuals: inout [Double], _ jacobian: inout [Double]?) -> Bool
  ) -> Result {
    precondition(lower.count == start.count && upper.count == start.count, "bounds must match the parameters")
    var state = State(
      start: start, lower: lower, upper: upper, residualCount: m, damping: initialDamping,
      factorsOnce: factorsOncePerPoint)
    if let stop = state.begin(evaluate) { return state.result(stop) }
    while true {
      if state.cost == 0 { return state.result(.exactFit) }  // exact: nothing left to reduce
      if state.scaleColumnsAndFindActive() <= gradientTolerance { return state.result(.smallGradient) }
      state.factorStepJacobian()
      if let stop = acceptStep(&state, evaluate) { return state.result(stop) }
    }
  }

  /// Tries damped steps from the current point, raising the damping after
  /// each rejection, until one is accepted (nil: the point has moved) or the
  /// solver stops (the termination).
  func acceptStep(
    _ state: inout State,
    _ evaluate: (_ parameters: [Double], _ residuals: inout [Double], _ jacobian: inout [Double]?) -> Bool
  ) -> Termination? {
    let scaledNorm = state.scaledNorm
    while true {
      if state.iterations >= maximumIterations { return .iterationLimit }
      state.iterations += 1
      let step = state.trialStep()
      let trialCost = state.evaluateTrial(step.point, withJacobian: jacobianWithTrial, evaluate)
      let actual = state.cost - trialCost
      let rho = step.predicted > 0 && trialCost.isFinite ? actual / step.predicted : -1
      if rho > 1e-4 {
        let previousCost = state.cost
        guard state.accept(step.point, trialCost: trialCost, withJacobian: jacobianWithTrial, evaluate) else {
          return .nonFinite
        }
        state.mu *= Swift.max(Self.fastestDecrease, 1 - Self.cube(2 * rho - 1))
        state.nu = 2
        if step.norm <= stepTolerance * (scaledNorm + stepTolerance) { return .smallStep }
        if actual <= costTolerance * previousCost && step.predicted <= costTolerance * previousCost {
          return .smallReduction
        }
        return nil
      }
      if step.norm <= 1e-15 * scaledNorm || step.predicted <= 0 && step.norm <= stepTolerance * scaledNorm {
        return .roundingLimit
      }
      state.mu *= state.nu
      state.nu *= 2
      if !(state.mu < 1e30) { return .noProgress }
    }
  }

  /// The most μ shrinks after one very successful step: 1/10 (Marquardt's
  /// factor; Nielsen's 1/3 crawls along the curved valleys of over-damped
  /// springs, where ω0 and ζ trade off).
  static let fastestDecrease = 0.1

  static func cube(_ x: Double) -> Double { x * x * x }
}

/// Σ xᵢ².
func sumOfSquares(_ values: [Double]) -> Double {
  var sum = 0.0
  for v in values { sum += v * v }
  return sum
}
