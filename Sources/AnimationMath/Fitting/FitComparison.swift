/// `auto`: every model fitted to one capture and ranked by AIC.
public struct FitComparison: Sendable {
  /// One model's row of the ranking.
  public struct Row: Sendable {
    /// The model.
    public let model: FitModel
    /// Its fit.
    public let result: FitResult
    /// AIC − the lowest AIC: 0 for the best; above ~10 the model has
    /// essentially no support (K. P. Burnham and D. R. Anderson, "Model
    /// Selection and Multimodel Inference", 2nd ed., Springer 2002, §2.6).
    public let deltaAIC: Double
  }

  /// The rows, best (lowest AIC) first.
  public let rows: [Row]

  /// Fits the spring, the cubic-bézier and the decay model to `capture` and
  /// ranks them. AIC compares likelihoods of the
  /// same data, so the spring keeps a constant tail here (no samples left out).
  ///
  /// - Parameter modelFitted: called after each model's fit with the number
  ///   fitted so far and the number of models (a progress line's hook).
  /// - Throws: ``FitInputError`` if a model cannot be fitted at all.
  public init(_ capture: FitCapture, modelFitted: (_ fitted: Int, _ models: Int) -> Void = { _, _ in })
    throws(FitInputError)
  {
    var options = SpringFit.Options()
    options.dropsSnappedTail = false
    let spring = try SpringFit.fit(capture, options: options)
    modelFitted(1, 3)
    let cubicBezier = try CubicBezierFit.fit(capture)
    modelFitted(2, 3)
    let decay = try DecayFit.fit(capture)
    modelFitted(3, 3)
    let fits = [spring, cubicBezier, decay]
    let best = fits.map(\.aic).min() ?? 0
    rows = fits.map { Row(model: $0.model, result: $0, deltaAIC: $0.aic - best) }.sorted { $0.deltaAIC < $1.deltaAIC }
  }

  /// The ranking as text: `model,parameters,samples,rms,aic,delta_aic,converged` lines.
  public var table: String {
    var lines = ["model,parameters,samples,rms_residual,aic,delta_aic,converged"]
    for row in rows {
      let r = row.result
      lines.append(
        "\(row.model),\(r.freeParameterCount),\(r.sampleCount),\(r.rmsResidual),\(r.aic),\(row.deltaAIC),\(r.converged)")
    }
    return lines.joined(separator: "\n")
  }
}
