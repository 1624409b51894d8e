/// A fitted model: parameters with standard errors, residual statistics and
/// the solver's verdict.
///
/// Residuals are model − data, in the capture's value units.
public struct FitResult: Sendable {
  /// The model fitted.
  public let model: FitModel
  /// Every parameter of the model, in the model's order, with its status.
  public let estimates: [FitParameterEstimate]
  /// √(mean of squared residuals) over the samples used.
  public let rmsResidual: Double
  /// The largest |residual| over the samples used.
  public let maxResidual: Double
  /// Σ residual².
  public let residualSumOfSquares: Double
  /// Samples the fit used (after cleaning and any left-out tail).
  public let sampleCount: Int
  /// Parameters the fit estimated (not held).
  public let freeParameterCount: Int
  /// Why the solver stopped.
  package let termination: LevenbergMarquardt.Termination
  /// Solver iterations (summed over the starts the fit took further).
  public let iterations: Int
  /// Plain-English notes: cleaning, left-out samples, held parameters,
  /// unidentifiable or poorly determined parameters.
  public let notes: [String]
  /// The covariance of the free parameters (row-major, in the order of the
  /// free estimates), zero rows for unidentifiable ones.
  public let covariance: [Double]
  /// Indices into ``estimates`` of the free parameters, in covariance order.
  package let freeIndices: [Int]
  /// The samples the fit used (cleaned, any left-out tail removed): times in seconds.
  public let sampleTimes: [Double]
  /// The values of those samples.
  public let sampleValues: [Double]
  /// Other parameter vectors (all parameters, in the model's order) that fit
  /// the samples exactly as well as ``estimates``: set when some estimates
  /// are ``FitParameterStatus/ambiguous``, empty otherwise.
  public internal(set) var alternatives: [[Double]] = []

  /// True when the solver met a convergence criterion.
  public var converged: Bool { termination.isConverged }

  /// Akaike's information criterion for Gaussian residuals,
  /// N·ln(RSS/N) + 2k (H. Akaike, IEEE Trans. Automatic Control 19(6), 1974):
  /// lower is better; differences of more than ~2 favour the lower model.
  /// RSS is floored at 1e-300 so an exact fit gives a finite number.
  public var aic: Double {
    let n = Double(sampleCount)
    return n * Libm.log(Swift.max(residualSumOfSquares, 1e-300) / n) + 2 * Double(freeParameterCount)
  }

  /// The same result with the estimates named in `names` marked `status`
  /// (their standard errors kept) and `note` added.
  func marking(_ names: [String], as status: FitParameterStatus, note: String) -> FitResult {
    FitResult(
      model: model,
      estimates: estimates.map { e in
        names.contains(e.name) && (e.status == .estimated)
          ? FitParameterEstimate(
            name: e.name, value: e.value, standardError: e.standardError, status: status, interval: e.interval) : e
      },
      rmsResidual: rmsResidual, maxResidual: maxResidual, residualSumOfSquares: residualSumOfSquares,
      sampleCount: sampleCount, freeParameterCount: freeParameterCount, termination: termination,
      iterations: iterations, notes: notes + [note], covariance: covariance, freeIndices: freeIndices,
      sampleTimes: sampleTimes, sampleValues: sampleValues, alternatives: alternatives)
  }

  /// The same result with `estimates` (same names, same order) and `notes` added.
  func replacing(estimates: [FitParameterEstimate], adding notes: [String]) -> FitResult {
    FitResult(
      model: model, estimates: estimates, rmsResidual: rmsResidual, maxResidual: maxResidual,
      residualSumOfSquares: residualSumOfSquares, sampleCount: sampleCount, freeParameterCount: freeParameterCount,
      termination: termination, iterations: iterations, notes: self.notes + notes, covariance: covariance,
      freeIndices: freeIndices, sampleTimes: sampleTimes, sampleValues: sampleValues, alternatives: alternatives)
  }

  /// The estimate named `name`, if the model has one.
  public subscript(name: String) -> FitParameterEstimate? {
    estimates.first { $0.name == name }
  }

  /// The covariance of the parameters named `a` and `b`; nil unless both are
  /// estimated (or poorly determined) free parameters.
  public func covariance(_ a: String, _ b: String) -> Double? {
    guard let i = estimates.firstIndex(where: { $0.name == a }),
      let j = estimates.firstIndex(where: { $0.name == b }),
      let fi = freeIndices.firstIndex(of: i), let fj = freeIndices.firstIndex(of: j),
      estimates[i].standardError != nil, estimates[j].standardError != nil
    else { return nil }
    return covariance[fi * freeIndices.count + fj]
  }
}
