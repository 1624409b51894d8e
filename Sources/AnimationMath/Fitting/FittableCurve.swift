/// A parametric curve x(t; p) that ``LevenbergMarquardt`` can fit: the
/// spring and cubic-bézier models.
protocol FittableCurve: Sendable {
  /// The parameters' names, in order (the JSON contract's keys).
  static var parameterNames: [String] { get }
  /// Lower bounds of the parameters' domains (−∞ for none).
  static var lowerBounds: [Double] { get }
  /// Upper bounds (+∞ for none).
  static var upperBounds: [Double] { get }
  /// Indices of positive scale parameters (ω0, ζ, duration): flagged
  /// "poorly determined" when their standard error exceeds their value.
  static var scaleParameters: [Int] { get }
  /// Indices of positive parameters the solver moves in logarithm (ω0, ζ):
  /// the valleys where they trade off (ω0/2ζ fixed for heavy damping, ζω0
  /// for light damping) are straight lines in (ln ω0, ln ζ).
  static var logarithmicParameters: [Int] { get }
  /// The model.
  static var model: FitModel { get }
  /// The same curve as the profile walk evaluates it: a cheaper evaluation is
  /// allowed there, as long as its values agree to far below the noise (each
  /// profile point's cost matters to a small fraction of s², never to the last bit).
  associatedtype ProfileCurve: FittableCurve = Self
  /// The curve for `parameterValues` (in ``parameterNames`` order).
  init(parameterValues: [Double])
  /// x(t). Mutating so that a curve may start its next evaluation from what
  /// this one found (the fits evaluate the samples in time order); the value
  /// never depends on earlier evaluations beyond the curve's stated precision.
  mutating func value(at t: Double) -> Double
  /// x(t), writing ∂x/∂p (all parameters) into `g` from `offset` (mutating as ``value(at:)``).
  mutating func valueAndGradient(at t: Double, into g: inout [Double], offset: Int) -> Double
}

/// Runs ``LevenbergMarquardt`` on the free parameters of a ``FittableCurve``
/// and turns the optimum into a ``FitResult``.
enum CurveFitter<Curve: FittableCurve> {
  /// A finished solve: all parameters and the solver's result.
  struct Solve {
    /// All parameters, natural units.
    var parameters: [Double]
    /// The solver's result (internal coordinates).
    var result: LevenbergMarquardt.Result
    /// The Jacobian of the free parameters in natural units, row-major.
    var jacobian: [Double]
    /// Free parameters (in free order) that ended on a bound.
    var atBound: [Bool]
  }

  /// Fits the free parameters (`free[j]`) of `start` to `capture`.
  static func solve(
    _ capture: FitCapture, start: [Double], free: [Bool], solver: LevenbergMarquardt,
    lower: [Double]? = nil, upper: [Double]? = nil
  ) -> Solve {
    let n = start.count
    let freeIndices = (0..<n).filter { free[$0] }
    let k = freeIndices.count
    let m = capture.count
    let times = capture.times
    let values = capture.values
    var full = start
    var gradient = [Double](repeating: 0, count: n)
    let lowerAll = lower ?? Curve.lowerBounds
    let upperAll = upper ?? Curve.upperBounds
    let isLog = (0..<n).map { Curve.logarithmicParameters.contains($0) }
    func inner(_ value: Double, _ j: Int) -> Double { isLog[j] ? Libm.log(value) : value }
    // A log parameter's floor: its bound if positive, else 1e-12 of the start.
    func innerLower(_ j: Int) -> Double {
      isLog[j] ? Libm.log(Swift.max(lowerAll[j], 1e-12 * start[j], .leastNormalMagnitude)) : lowerAll[j]
    }
    let lowerInner = freeIndices.map { innerLower($0) }
    let upperInner = freeIndices.map { inner(upperAll[$0], $0) }
    // The cubic-bézier models' gradients come with each value at little extra
    // cost, and their long captures make the stacked solve dominate; the
    // spring keeps the stacked solve's arithmetic.
    var solver = solver
    if Curve.model == .cubicBezier {
      solver.jacobianWithTrial = true
      solver.factorsOncePerPoint = true
    }
    let result = solver.minimize(
      start: freeIndices.map { inner(Swift.max(start[$0], isLog[$0] ? .leastNormalMagnitude : -.infinity), $0) },
      lower: lowerInner, upper: upperInner, residualCount: m
    ) { p, r, jacobian in
      for (a, j) in freeIndices.enumerated() { full[j] = isLog[j] ? Libm.exp(p[a]) : p[a] }
      var curve = Curve(parameterValues: full)
      if jacobian != nil {
        // Through one buffer: the optional's element setter would check
        // uniqueness at every entry.
        jacobian!.withUnsafeMutableBufferPointer { jac in
          for i in 0..<m {
            let x = curve.valueAndGradient(at: times[i], into: &gradient, offset: 0)
            r[i] = x - values[i]
            for (a, j) in freeIndices.enumerated() { jac[i * k + a] = isLog[j] ? gradient[j] * full[j] : gradient[j] }
          }
        }
      } else {
        for i in 0..<m { r[i] = curve.value(at: times[i]) - values[i] }
      }
      for v in r where !v.isFinite { return false }
      return true
    }
    FitWorkCount.recordSolve(iterations: result.iterations)
    var parameters = start
    for (a, j) in freeIndices.enumerated() {
      parameters[j] = isLog[j] ? Libm.exp(result.parameters[a]) : result.parameters[a]
    }
    var jacobian = result.jacobian
    if jacobian.count == m * k {
      for i in 0..<m {
        for (a, j) in freeIndices.enumerated() where isLog[j] { jacobian[i * k + a] /= parameters[j] }
      }
    }
    // Exact comparisons: the solver projects onto its bounds exactly.
    let atBound = (0..<k).map { result.parameters[$0] == lowerInner[$0] || result.parameters[$0] == upperInner[$0] }
    return Solve(parameters: parameters, result: result, jacobian: jacobian, atBound: atBound)
  }

  /// The ``FitResult`` of a solve: residual statistics, standard errors,
  /// intervals, statuses and notes.
  ///
  /// Every free parameter gets a ±3σ-equivalent ``FitInterval``: value ±
  /// 3·(linearised standard error) where the residual sum of squares, moved
  /// along the linearised profile path to ±3 standard errors, rises by
  /// 9·s² to within ``linearityTolerance``; else (and for parameters on or
  /// near a bound, rank-deficient directions, and the indices in
  /// `profiled`) the ``ProfileLikelihood`` interval. `lower` and `upper` are
  /// the bounds the solve used (the model's by default).
  static func result(
    _ solve: Solve, capture: FitCapture, free: [Bool], notes: [String], iterations: Int,
    lower: [Double]? = nil, upper: [Double]? = nil, profiled: Set<Int> = []
  ) -> FitResult {
    let names = Curve.parameterNames
    let n = names.count
    let freeIndices = (0..<n).filter { free[$0] }
    let k = freeIndices.count
    let m = capture.count
    let r = solve.result.residuals
    let rss = sumOfSquares(r)
    var maxResidual = 0.0
    for v in r { maxResidual = Swift.max(maxResidual, abs(v)) }
    // Jacobian at the optimum over the free parameters (as the solver left it).
    let analysis = FitUncertainty.analyse(
      jacobian: solve.jacobian, rows: m, stride: k, columns: Array(0..<k), rss: rss)
    let context = IntervalContext(
      solve: solve, capture: capture, free: free, analysis: analysis, rss: rss,
      lower: lower ?? Curve.lowerBounds, upper: upper ?? Curve.upperBounds, profiled: profiled)
    var notes = notes
    var estimates: [FitParameterEstimate] = []
    for j in 0..<n {
      let (estimate, note) = context.estimate(j, name: names[j])
      estimates.append(estimate)
      if let note { notes.append(note) }
    }
    if analysis.degreesOfFreedom <= 0 {
      notes.append("no degrees of freedom left (\(m) samples, \(k) free parameters): no standard errors")
    }
    if !solve.result.termination.isConverged {
      notes.append("the solver did not converge: \(solve.result.termination)")
    }
    return FitResult(
      model: Curve.model, estimates: estimates, rmsResidual: m > 0 ? (rss / Double(m)).squareRoot() : 0,
      maxResidual: maxResidual, residualSumOfSquares: rss, sampleCount: m, freeParameterCount: k,
      termination: solve.result.termination, iterations: iterations, notes: notes,
      covariance: analysis.covariance, freeIndices: freeIndices, sampleTimes: capture.times,
      sampleValues: capture.values)
  }
}
