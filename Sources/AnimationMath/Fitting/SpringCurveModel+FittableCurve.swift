extension SpringCurveModel: FittableCurve {
  static let parameterNames = SpringFitParameter.allCases.map(\.description)
  /// ω0 > 0 (1e-9 rad/s floor: a period of 200 years) and ζ ≥ 0.
  static let lowerBounds: [Double] = [-.infinity, -.infinity, 1e-9, 0, -.infinity, -.infinity]
  static let upperBounds: [Double] = [.infinity, .infinity, .infinity, .infinity, .infinity, .infinity]
  static let scaleParameters = [SpringFitParameter.naturalFrequency.rawValue, SpringFitParameter.dampingRatio.rawValue]
  static let logarithmicParameters = scaleParameters
  static let model = FitModel.spring
}
