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
/// 2006, §16.7 and §18.7). Other steps that leave the box are clipped to it.
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
  public enum Termination: Sendable, Hashable, CustomStringConvertible {
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
    public var isConverged: Bool {
      switch self {
      case .smallStep, .smallReduction, .smallGradient, .exactFit, .roundingLimit: true
      case .iterationLimit, .nonFinite, .noProgress: false
      }
    }

    /// A short English reason, e.g. "relative step below tolerance".
    public var description: String {
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
  public struct Result: Sendable {
    /// The parameters at the last accepted point.
    public let parameters: [Double]
    /// The residuals r(p) there (model − data).
    public let residuals: [Double]
    /// The Jacobian ∂r_i/∂p_j there, row-major (m rows of n).
    public let jacobian: [Double]
    /// ½‖r‖² there.
    public let cost: Double
    /// Accepted and rejected iterations taken.
    public let iterations: Int
    /// Residual (and Jacobian) evaluations.
    public let evaluations: Int
    /// Why it stopped.
    public let termination: Termination
  }

  /// Most iterations (accepted or rejected steps).
  public var maximumIterations = 200
  /// Relative step tolerance (see the type's discussion). 1e-10: one more
  /// Gauss–Newton step after it changes p by ~1e-20 on a zero-residual problem.
  public var stepTolerance = 1e-10
  /// Relative cost-reduction tolerance: 1e-14 (a few ulps of a cost).
  public var costTolerance = 1e-14
  /// Scaled-gradient tolerance: 1e-12.
  public var gradientTolerance = 1e-12
  /// Initial damping relative to D²: 1e-3 (near Gauss–Newton from a good guess).
  public var initialDamping = 1e-3

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
  public func minimize(
    start: [Double], lower: [Double], upper: [Double], residualCount m: Int,
    evaluate: (_ parameters: [Double], _ residuals: inout [Double], _ jacobian: inout [Double]?) -> Bool
  ) -> Result {
    let n = start.count
    precondition(lower.count == n && upper.count == n, "bounds must match the parameters")
    var p = (0..<n).map { Swift.min(Swift.max(start[$0], lower[$0]), upper[$0]) }
    var r = [Double](repeating: 0, count: m)
    var jacobianSlot: [Double]? = [Double](repeating: 0, count: m * n)
    var evaluations = 1
    let ok = evaluate(p, &r, &jacobianSlot)
    var jac = jacobianSlot ?? []
    var cost = 0.5 * sumOfSquares(r)
    guard ok, cost.isFinite, jac.count == m * n, jac.allSatisfy(\.isFinite) else {
      return Result(
        parameters: p, residuals: r, jacobian: jac, cost: cost, iterations: 0, evaluations: evaluations,
        termination: .nonFinite)
    }
    if n == 0 || m == 0 {
      return Result(
        parameters: p, residuals: r, jacobian: jac, cost: cost, iterations: 0, evaluations: 1,
        termination: .exactFit)
    }
    var scale = [Double](repeating: 0, count: n)
    var mu = initialDamping
    var nu = 2.0
    var iterations = 0
    var trialR = [Double](repeating: 0, count: m)
    var noJacobian: [Double]? = nil
    var active = [Bool](repeating: false, count: n)
    let workspace = LeastSquaresWorkspace(rows: m + n, columns: n)
    var work = workspace

    while true {
      if cost == 0 {
        return Result(
          parameters: p, residuals: r, jacobian: jac, cost: cost, iterations: iterations,
          evaluations: evaluations, termination: .exactFit)
      }
      // Column norms and Moré's running scale.
      var gradientCosine = 0.0
      let residualNorm = (2 * cost).squareRoot()
      var activeCount = 0
      for j in 0..<n {
        var norm2 = 0.0
        var g = 0.0
        for i in 0..<m {
          let a = jac[i * n + j]
          norm2 += a * a
          g += a * r[i]
        }
        let norm = norm2.squareRoot()
        scale[j] = Swift.max(scale[j], norm)
        if scale[j] == 0 { scale[j] = 1 }  // a column that has always been zero
        // Active bound: p_j sits on a bound and descent (−g) points out of
        // the box. The projected gradient has no such component, so it is
        // left out of the test, and the step holds p_j there (below).
        active[j] = (p[j] <= lower[j] && g > 0) || (p[j] >= upper[j] && g < 0)
        if active[j] {
          activeCount += 1
          continue
        }
        if norm > 0 { gradientCosine = Swift.max(gradientCosine, abs(g) / (norm * residualNorm)) }
      }
      // The step's Jacobian: the active columns zeroed, so that the damped
      // solve gives them δ_j = 0 and the free parameters their best step with
      // those held (projecting a step computed with them free instead makes
      // the solver creep along the bound, a short step at a time).
      var stepJacobian = jac
      if activeCount > 0 {
        for j in 0..<n where active[j] {
          for i in 0..<m { stepJacobian[i * n + j] = 0 }
        }
      }
      if gradientCosine <= gradientTolerance {
        return Result(
          parameters: p, residuals: r, jacobian: jac, cost: cost, iterations: iterations,
          evaluations: evaluations, termination: .smallGradient)
      }
      var scaledNorm = 0.0
      for j in 0..<n { scaledNorm += (scale[j] * p[j]) * (scale[j] * p[j]) }
      scaledNorm = scaledNorm.squareRoot()

      // Inner loop: find an accepted step.
      while true {
        if iterations >= maximumIterations {
          return Result(
            parameters: p, residuals: r, jacobian: jac, cost: cost, iterations: iterations,
            evaluations: evaluations, termination: .iterationLimit)
        }
        iterations += 1
        let damping = mu.squareRoot()
        var delta = work.solveDamped(
          jacobian: stepJacobian, rows: m, columns: n, residuals: r, diagonal: scale, damping: damping)
        var trial = p
        for j in 0..<n {
          trial[j] = Swift.min(Swift.max(p[j] + delta[j], lower[j]), upper[j])
          delta[j] = trial[j] - p[j]
        }
        var stepNorm = 0.0
        for j in 0..<n { stepNorm += (scale[j] * delta[j]) * (scale[j] * delta[j]) }
        stepNorm = stepNorm.squareRoot()
        // Predicted cost ½‖r + Jδ‖² of the (projected) step.
        var predictedCost = 0.0
        for i in 0..<m {
          var s = r[i]
          for j in 0..<n { s += jac[i * n + j] * delta[j] }
          predictedCost += s * s
        }
        predictedCost *= 0.5
        let predicted = cost - predictedCost
        evaluations += 1
        let trialOK = evaluate(trial, &trialR, &noJacobian)
        let trialCost = trialOK ? 0.5 * sumOfSquares(trialR) : .infinity
        let actual = cost - trialCost
        let rho = predicted > 0 && trialCost.isFinite ? actual / predicted : -1
        if rho > 1e-4 {
          var jacobianOut: [Double]? = jac
          evaluations += 1
          p = trial
          guard evaluate(p, &r, &jacobianOut), let newJacobian = jacobianOut,
            newJacobian.allSatisfy(\.isFinite)
          else {
            return Result(
              parameters: p, residuals: r, jacobian: jac, cost: trialCost, iterations: iterations,
              evaluations: evaluations, termination: .nonFinite)
          }
          jac = newJacobian
          let previousCost = cost
          cost = 0.5 * sumOfSquares(r)
          mu *= Swift.max(Self.fastestDecrease, 1 - Self.cube(2 * rho - 1))
          nu = 2
          if stepNorm <= stepTolerance * (scaledNorm + stepTolerance) {
            return Result(
              parameters: p, residuals: r, jacobian: jac, cost: cost, iterations: iterations,
              evaluations: evaluations, termination: .smallStep)
          }
          if actual <= costTolerance * previousCost && predicted <= costTolerance * previousCost {
            return Result(
              parameters: p, residuals: r, jacobian: jac, cost: cost, iterations: iterations,
              evaluations: evaluations, termination: .smallReduction)
          }
          break
        }
        // Rejected.
        if stepNorm <= 1e-15 * scaledNorm || predicted <= 0 && stepNorm <= stepTolerance * scaledNorm {
          return Result(
            parameters: p, residuals: r, jacobian: jac, cost: cost, iterations: iterations,
            evaluations: evaluations, termination: .roundingLimit)
        }
        mu *= nu
        nu *= 2
        if !(mu < 1e30) {
          return Result(
            parameters: p, residuals: r, jacobian: jac, cost: cost, iterations: iterations,
            evaluations: evaluations, termination: .noProgress)
        }
      }
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
