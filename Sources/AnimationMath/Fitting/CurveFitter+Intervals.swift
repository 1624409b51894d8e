/// The standard error, interval and status of each parameter at an optimum.
extension CurveFitter {
  /// How far √rise at the linearised ±3σ points may stray from 3 for the
  /// linearised interval to stand: 10% (its ends then lie within ~10% of
  /// their linearised places; the noisy spring coverage test measures the
  /// resulting 3σ coverage).
  static var linearityTolerance: Double { 0.1 }
  /// s below which a fit is at its rounding floor, relative to the largest
  /// |value| of the samples: 1e-10 (exact data leave ~1e-16 relative; 1e-10
  /// is far below any measured noise). There the profile would trace
  /// rounding, so the linearised errors and the rank test stand alone.
  static var roundingFloor: Double { 1e-10 }
  /// The relative cost (and gradient) tolerance of a profile point's solve: 1e-8.
  /// Over an RSS of (m − k)·s² it moves the rise by at most 1e-8·(m − k) in units
  /// of s², against a threshold of 9 (1e-4 of it at 10⁵ samples).
  static var profileCostTolerance: Double { 1e-8 }
  /// The relative step tolerance of a profile point's solve: 1e-7, far below the
  /// 1% to which the profile's ends are located.
  static var profileStepTolerance: Double { 1e-7 }

  /// What the estimates of one fit share.
  struct IntervalContext {
    let solve: Solve
    let capture: FitCapture
    let free: [Bool]
    let analysis: FitUncertainty.Analysis
    let rss: Double
    let lower: [Double], upper: [Double]
    let profiled: Set<Int>

    var freeIndices: [Int] { (0..<free.count).filter { free[$0] } }

    /// s² = RSS/(m − k), 0 without degrees of freedom.
    var variance: Double {
      analysis.degreesOfFreedom > 0 ? rss / Double(analysis.degreesOfFreedom) : 0
    }

    /// True when the residuals are noise rather than rounding, so a profile means something.
    var profilesApply: Bool {
      var scale = 0.0
      for v in capture.values { scale = Swift.max(scale, abs(v)) }
      let floor = roundingFloor * Swift.max(scale, .leastNormalMagnitude)
      return analysis.degreesOfFreedom > 0 && variance > floor * floor
    }

    var profile: ProfileLikelihood<Curve.ProfileCurve> {
      // A profile point needs its cost to a small fraction of s² (the threshold
      // is 9·s² over an RSS of about (m − k)·s²): relative 1e-8 is ample, and far
      // cheaper than the optimum's own tolerances.
      var solver = LevenbergMarquardt()
      solver.costTolerance = Swift.max(solver.costTolerance, CurveFitter.profileCostTolerance)
      solver.stepTolerance = Swift.max(solver.stepTolerance, CurveFitter.profileStepTolerance)
      solver.gradientTolerance = Swift.max(solver.gradientTolerance, CurveFitter.profileCostTolerance)
      return ProfileLikelihood(
        capture: capture, optimum: solve.parameters, free: free, lower: lower, upper: upper, rss: rss,
        variance: variance, solver: solver)
    }

    /// The linearised standard error of free parameter `a` (nil where the
    /// rank test set it aside, or without degrees of freedom).
    func linearisedError(_ a: Int) -> Double? {
      guard !analysis.unidentifiable[a], analysis.degreesOfFreedom > 0 else { return nil }
      let variance = analysis.covariance[a * freeIndices.count + a]
      return variance >= 0 ? variance.squareRoot() : nil
    }

    /// The estimate of parameter `j` and the note it needs, if any.
    func estimate(_ j: Int, name: String) -> (FitParameterEstimate, String?) {
      let value = solve.parameters[j]
      guard let a = freeIndices.firstIndex(of: j) else {
        return (FitParameterEstimate(name: name, value: value, standardError: nil, status: .fixed), nil)
      }
      guard profilesApply else { return linearisedEstimate(j, a, name: name) }
      let se = linearisedError(a)
      let needsProfile =
        solve.atBound[a] || profiled.contains(j) || analysis.unidentifiable.contains(true)
        || !(se.map { isNearlyLinear(a, standardError: $0) } ?? false)
      let interval =
        needsProfile
        ? profile.interval(j, step: firstStep(a, standardError: se)) : .linearised(value: value, standardError: se!)
      return classify(j, name: name, interval: interval, standardError: se)
    }

    /// The status, standard error and note that `interval` implies.
    func classify(_ j: Int, name: String, interval: FitInterval, standardError se: Double?)
      -> (FitParameterEstimate, String?)
    {
      let value = solve.parameters[j]
      let a = freeIndices.firstIndex(of: j)!
      if interval.lowerEnd != .threshold && interval.upperEnd != .threshold {
        let note =
          "\(name) is not identifiable from these data: the residual sum of squares, minimised over the others, "
          + "stays within \(FitInterval.threshold) s² of the optimum from \(interval.lower) to \(interval.upper) "
          + "(\(interval.lowerEnd.rawValue) … \(interval.upperEnd.rawValue)); \(value) is one of many equally good values"
        return (
          FitParameterEstimate(
            name: name, value: value, standardError: nil, status: .unidentifiable, interval: interval), note
        )
      }
      let error = interval.method == .linearised ? se : interval.equivalentStandardError
      if solve.atBound[a] {
        let note =
          "\(name) ended on the bound \(value) of its domain: the interval \(interval.lower) … \(interval.upper) is one-sided"
        return (
          FitParameterEstimate(name: name, value: value, standardError: nil, status: .atBound, interval: interval), note
        )
      }
      var status = FitParameterStatus.estimated
      var note: String?
      if interval.lowerEnd == .unbounded || interval.upperEnd == .unbounded {
        status = .poorlyDetermined
        note =
          "\(name) is poorly determined: the data do not limit it on one side (interval \(interval.lower) … \(interval.upper), \(interval.lowerEnd.rawValue) … \(interval.upperEnd.rawValue))"
      } else if Curve.scaleParameters.contains(j), let error, error > abs(value) {
        status = .poorlyDetermined
        note = "\(name) is poorly determined: its standard error \(error) exceeds its value \(value)"
      }
      return (
        FitParameterEstimate(name: name, value: value, standardError: error, status: status, interval: interval), note
      )
    }

    /// The estimate from the linearised analysis alone (at the rounding floor).
    func linearisedEstimate(_ j: Int, _ a: Int, name: String) -> (FitParameterEstimate, String?) {
      let value = solve.parameters[j]
      if analysis.unidentifiable[a] {
        return (
          FitParameterEstimate(name: name, value: value, standardError: nil, status: .unidentifiable),
          "\(name) is not identifiable from these data (JᵀJ is rank-deficient along it); \(value) is one of many equally good values"
        )
      }
      if solve.atBound[a] {
        return (
          FitParameterEstimate(name: name, value: value, standardError: nil, status: .atBound),
          "\(name) ended on the bound \(value) of its domain: no standard error"
        )
      }
      guard let se = linearisedError(a) else {
        return (FitParameterEstimate(name: name, value: value, standardError: nil, status: .estimated), nil)
      }
      if Curve.scaleParameters.contains(j), se > abs(value) {
        return (
          FitParameterEstimate(
            name: name, value: value, standardError: se, status: .poorlyDetermined,
            interval: .linearised(value: value, standardError: se)),
          "\(name) is poorly determined: its standard error \(se) exceeds its value \(value)"
        )
      }
      return (
        FitParameterEstimate(
          name: name, value: value, standardError: se, status: .estimated,
          interval: .linearised(value: value, standardError: se)), nil
      )
    }

    /// True when the residual sum of squares at the linearised ±3σ points of
    /// free parameter `a` (the others moved along their regression on it,
    /// C[·, a]/C[a, a]) rises by 9·s² to within ``linearityTolerance`` in √,
    /// and both points lie inside the bounds.
    func isNearlyLinear(_ a: Int, standardError se: Double) -> Bool {
      let k = freeIndices.count
      let caa = analysis.covariance[a * k + a]
      guard se > 0, caa > 0 else { return false }
      let root = FitInterval.threshold.squareRoot()
      for side in [-1.0, 1.0] {
        var p = solve.parameters
        for (b, j) in freeIndices.enumerated() {
          p[j] += side * root * se * analysis.covariance[b * k + a] / caa
          if !(p[j] >= lower[j] && p[j] <= upper[j]) { return false }
        }
        let rise = profile.rise(at: p)
        guard rise > 0 else { return false }
        if abs(rise.squareRoot() / root - 1) > linearityTolerance { return false }
      }
      return true
    }

    /// The first step of a profile walk: the linearised standard error, else
    /// the conditional one s/‖J_a‖ (the others held), else 1e-3 of the value.
    func firstStep(_ a: Int, standardError se: Double?) -> Double {
      if let se, se > 0, se.isFinite { return se }
      let k = freeIndices.count
      var norm2 = 0.0
      for i in 0..<capture.count { norm2 += solve.jacobian[i * k + a] * solve.jacobian[i * k + a] }
      let conditional = (variance / norm2).squareRoot()
      if conditional > 0 && conditional.isFinite { return conditional }
      return 1e-3 * Swift.max(abs(solve.parameters[freeIndices[a]]), 1e-3)
    }
  }
}
