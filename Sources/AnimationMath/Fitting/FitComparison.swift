/// `auto`: every model fitted to one capture and ranked by AIC, with fits at
/// the rounding floor treated as ties.
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
    /// 0 for every row in a tie at the rounding floor (``isTied``).
    public let deltaAIC: Double
    /// True when this fit's RMS residual is at the rounding floor together
    /// with another model's: AIC then compares rounding errors, not fits.
    public let isTied: Bool
  }

  /// The RMS residual, in units of the data's rounding level
  /// (``FitQuality/roundingLevel(of:)``), at or below which a fit is exact to
  /// rounding: ``FitQuality/roundingFloorMultiple`` (4096). Exact UIScrollView
  /// flings fit to 0.3–0.6 units with the decay and the spring alike, so
  /// their AIC difference measures rounding, not fit.
  static let roundingFloorMultiple = FitQuality.roundingFloorMultiple

  /// The rows, best first: the tied rows (fewest free parameters first),
  /// then the rest by AIC.
  public let rows: [Row]

  /// Fits the spring, the cubic-bézier and the decay model to `capture` and
  /// ranks them. AIC compares likelihoods of the same data, so the spring
  /// keeps a constant tail here (no samples left out). When two or more fits
  /// reach the rounding floor (RMS ≤ ``roundingFloorMultiple`` rounding
  /// levels) they are tied: their AIC differences measure rounding only, so
  /// the model with fewer free parameters ranks first.
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
    self.init(ranking: [spring, cubicBezier, decay], values: capture.values)
  }

  /// Ranks `fits` of the samples `values`.
  init(ranking fits: [FitResult], values: [Double]) {
    let floor = Self.roundingFloorMultiple * FitQuality.roundingLevel(of: values)
    let atFloor = fits.map { $0.converged && $0.rmsResidual <= floor }
    let tied = atFloor.filter { $0 }.count >= 2
    let best = fits.map(\.aic).min() ?? 0
    let rows = fits.indices.map { i in
      let isTied = tied && atFloor[i]
      return Row(model: fits[i].model, result: fits[i], deltaAIC: isTied ? 0 : fits[i].aic - best, isTied: isTied)
    }
    self.rows = rows.sorted { a, b in
      if a.isTied != b.isTied { return a.isTied }
      if a.isTied { return a.result.freeParameterCount < b.result.freeParameterCount }
      return a.deltaAIC < b.deltaAIC
    }
  }

  /// A sentence naming the tie, or nil when AIC decided the ranking.
  public var tieNote: String? {
    let tied = rows.filter(\.isTied)
    guard tied.count >= 2 else { return nil }
    let names = tied.map { "\($0.model) (\($0.result.freeParameterCount) parameters)" }.joined(separator: ", ")
    return
      "tie: \(names) fit to the rounding floor, where AIC compares rounding errors; the simplest, \(tied[0].model), is reported"
  }

  /// The ranking as text: `model,parameters,samples,rms,aic,delta_aic,converged,tied` lines.
  public var table: String {
    var lines = ["model,parameters,samples,rms_residual,aic,delta_aic,converged,tied"]
    for row in rows {
      let r = row.result
      lines.append(
        "\(row.model),\(r.freeParameterCount),\(r.sampleCount),\(r.rmsResidual),\(r.aic),\(row.deltaAIC),\(r.converged),\(row.isTied)"
      )
    }
    return lines.joined(separator: "\n")
  }
}
