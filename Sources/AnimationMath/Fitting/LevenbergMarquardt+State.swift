/// The iterate of one ``LevenbergMarquardt/minimize(start:lower:upper:residualCount:evaluate:)``
/// run and the named steps the run takes on it.
extension LevenbergMarquardt {
  /// The current point with its residuals, Jacobian and cost, Moré's column
  /// scale, the damping μ and its growth factor ν, the active bounds, the
  /// factored step Jacobian, and the buffers the trial points reuse.
  struct State {
    let lower: [Double], upper: [Double]
    /// m, the number of residuals.
    let m: Int
    /// n, the number of parameters.
    let n: Int
    var p: [Double]
    var r: [Double]
    /// ∂r_i/∂p_j at p, row-major.
    var jacobian: [Double]
    /// ½‖r‖² at p.
    var cost = 0.0
    /// D: the largest norm each column of J has had (Moré's scaling).
    var scale: [Double]
    var mu: Double
    var nu = 2.0
    var iterations = 0
    var evaluations = 0
    /// Parameters held on a bound this iteration (descent points out of the box).
    var active: [Bool]
    /// Whether the step Jacobian is factored once per point (``LevenbergMarquardt/factorsOncePerPoint``).
    let factorsOnce: Bool
    /// J with the active columns zeroed, when it is not factored once.
    var stepJacobian: [Double] = []
    /// The QR factors of the step Jacobian.
    var workspace: LeastSquaresWorkspace
    var trialResiduals: [Double]
    var trialJacobian: [Double]? = nil

    init(
      start: [Double], lower: [Double], upper: [Double], residualCount m: Int, damping: Double, factorsOnce: Bool
    ) {
      n = start.count
      self.factorsOnce = factorsOnce
      self.m = m
      self.lower = lower
      self.upper = upper
      p = (0..<n).map { Swift.min(Swift.max(start[$0], lower[$0]), upper[$0]) }
      r = [Double](repeating: 0, count: m)
      jacobian = [Double](repeating: 0, count: m * n)
      scale = [Double](repeating: 0, count: n)
      mu = damping
      active = [Bool](repeating: false, count: n)
      workspace = LeastSquaresWorkspace(rows: m + n, columns: n)
      trialResiduals = [Double](repeating: 0, count: m)
    }

    /// Evaluates the start: nil to go on, else why the run ends there
    /// (``Termination/nonFinite``, or ``Termination/exactFit`` with nothing to fit).
    mutating func begin(
      _ evaluate: (_ parameters: [Double], _ residuals: inout [Double], _ jacobian: inout [Double]?) -> Bool
    ) -> Termination? {
      var slot: [Double]? = jacobian
      jacobian = []
      evaluations = 1
      let ok = evaluate(p, &r, &slot)
      jacobian = slot ?? []
      cost = 0.5 * sumOfSquares(r)
      guard ok, cost.isFinite, jacobian.count == m * n, jacobian.allSatisfy(\.isFinite) else { return .nonFinite }
      return n == 0 || m == 0 ? .exactFit : nil
    }

    /// The run's result at the current point.
    func result(_ termination: Termination) -> Result {
      Result(
        parameters: p, residuals: r, jacobian: jacobian, cost: cost, iterations: iterations,
        evaluations: evaluations, termination: termination)
    }

    /// Updates Moré's scale from the column norms of J, marks the active
    /// bounds, and returns the projected gradient's largest cosine
    /// max_j |(Jᵀr)_j| / (‖J_j‖·‖r‖) over the parameters not held.
    mutating func scaleColumnsAndFindActive() -> Double {
      var gradientCosine = 0.0
      let residualNorm = (2 * cost).squareRoot()
      for j in 0..<n {
        var norm2 = 0.0
        var g = 0.0
        for i in 0..<m {
          let a = jacobian[i * n + j]
          norm2 += a * a
          g += a * r[i]
        }
        let norm = norm2.squareRoot()
        scale[j] = Swift.max(scale[j], norm)
        if scale[j] == 0 { scale[j] = 1 }  // a column that has always been zero
        // Active bound: p_j sits on a bound and descent (−g) points out of
        // the box. The projected gradient has no such component, so it is
        // left out of the test, and the step holds p_j there.
        active[j] = (p[j] <= lower[j] && g > 0) || (p[j] >= upper[j] && g < 0)
        if !active[j] && norm > 0 { gradientCosine = Swift.max(gradientCosine, abs(g) / (norm * residualNorm)) }
      }
      return gradientCosine
    }

    /// Prepares the step's Jacobian, J with the active columns zeroed (so the
    /// damped solve gives them δ_j = 0 and the free parameters their best
    /// step with those held; projecting a step computed with them free
    /// instead makes the solver creep along the bound, a short step at a
    /// time): factored once for every damping tried at this point when
    /// ``factorsOnce``, else kept for a factorisation per damping.
    mutating func factorStepJacobian() {
      var held = jacobian
      for j in 0..<n where active[j] {
        for i in 0..<m { held[i * n + j] = 0 }
      }
      if factorsOnce {
        workspace.factor(jacobian: held, rows: m, columns: n, residuals: r)
      } else {
        stepJacobian = held
      }
    }

    /// The damped step of the factored Jacobian at the current μ, with every
    /// parameter on a bound that the step would push out of the box held
    /// there as well (marked active, its column zeroed, J factored again and
    /// the step solved again, until no parameter left free leaves the box).
    /// Clipping such a step instead keeps the other parameters' share of a
    /// step computed with it free: in a valley along the bound they then
    /// creep, a short step at a time.
    mutating func heldDampedStep() -> [Double] {
      var delta = workspace.solveFactoredDamped(columns: n, diagonal: scale, damping: mu.squareRoot())
      while true {
        var leaving = false
        for j in 0..<n where !active[j] && ((p[j] <= lower[j] && delta[j] < 0) || (p[j] >= upper[j] && delta[j] > 0)) {
          active[j] = true
          leaving = true
        }
        guard leaving else { return delta }
        factorStepJacobian()
        delta = workspace.solveFactoredDamped(columns: n, diagonal: scale, damping: mu.squareRoot())
      }
    }

    /// ‖D·p‖.
    var scaledNorm: Double {
      var sum = 0.0
      for j in 0..<n { sum += (scale[j] * p[j]) * (scale[j] * p[j]) }
      return sum.squareRoot()
    }

    /// The damped step at the current μ, projected onto the bounds: the trial
    /// point, ‖D·δ‖, and the reduction of the cost that the linear model
    /// ½‖r + J·δ‖² predicts.
    mutating func trialStep() -> (point: [Double], norm: Double, predicted: Double) {
      var delta =
        factorsOnce
        ? heldDampedStep()
        : workspace.solveDamped(
          jacobian: stepJacobian, rows: m, columns: n, residuals: r, diagonal: scale, damping: mu.squareRoot())
      var trial = p
      var stepNorm = 0.0
      for j in 0..<n {
        trial[j] = Swift.min(Swift.max(p[j] + delta[j], lower[j]), upper[j])
        delta[j] = trial[j] - p[j]
        stepNorm += (scale[j] * delta[j]) * (scale[j] * delta[j])
      }
      var predictedCost = 0.0
      for i in 0..<m {
        var s = r[i]
        for j in 0..<n { s += jacobian[i * n + j] * delta[j] }
        predictedCost += s * s
      }
      return (trial, stepNorm.squareRoot(), cost - 0.5 * predictedCost)
    }

    /// ½‖r‖² at `trial` (+∞ where it cannot be evaluated), its residuals kept
    /// for ``accept(_:trialCost:withJacobian:_:)``, and its Jacobian too when
    /// `withJacobian`.
    mutating func evaluateTrial(
      _ trial: [Double], withJacobian: Bool,
      _ evaluate: (_ parameters: [Double], _ residuals: inout [Double], _ jacobian: inout [Double]?) -> Bool
    ) -> Double {
      evaluations += 1
      if withJacobian && trialJacobian == nil { trialJacobian = [Double](repeating: 0, count: m * n) }
      var slot = withJacobian ? trialJacobian : nil
      trialJacobian = nil
      let ok = evaluate(trial, &trialResiduals, &slot)
      if withJacobian { trialJacobian = slot }
      return ok ? 0.5 * sumOfSquares(trialResiduals) : .infinity
    }

    /// Moves to the evaluated trial point: its residuals and Jacobian (from
    /// the trial's evaluation when `withJacobian`, else evaluated again).
    /// False when the Jacobian there is not finite (the run ends
    /// ``Termination/nonFinite`` at the trial point, with the cost it had).
    mutating func accept(
      _ trial: [Double], trialCost: Double, withJacobian: Bool,
      _ evaluate: (_ parameters: [Double], _ residuals: inout [Double], _ jacobian: inout [Double]?) -> Bool
    ) -> Bool {
      p = trial
      if withJacobian, let computed = trialJacobian, computed.count == m * n, computed.allSatisfy(\.isFinite) {
        trialJacobian = jacobian
        jacobian = computed
        swap(&r, &trialResiduals)
        cost = 0.5 * sumOfSquares(r)
        return true
      }
      var slot: [Double]? = jacobian
      evaluations += 1
      guard evaluate(p, &r, &slot), let computed = slot, computed.allSatisfy(\.isFinite) else {
        cost = trialCost
        return false
      }
      jacobian = computed
      cost = 0.5 * sumOfSquares(r)
      return true
    }
  }
}
