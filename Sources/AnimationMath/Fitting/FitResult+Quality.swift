extension FitResult {
  /// Whether this fit explains its samples (``FitQuality``).
  public var quality: FitQuality { FitQuality(values: sampleValues, rmsResidual: rmsResidual) }
}
