/// One parameter a fit reports: fitted, held, or derived from the fitted ones.
public struct ReportedParameter: Sendable, Equatable {
  /// The name, as the fit's JSON keys spell it (`stiffness`, `restPosition`).
  public let name: String
  /// The value, in the capture's units (seconds for times).
  public let value: Double
  /// The standard error, nil when there is none: the parameter is held, the
  /// mass, or one of the parameters it is derived from has none.
  public let standardError: Double?

  public init(name: String, value: Double, standardError: Double?) {
    self.name = name
    self.value = value
    self.standardError = standardError
  }
}

extension FitResult {
  /// The parameters as a user reads them, in order:
  /// - spring: from, to, mass (1), stiffness k = ω0², damping c = 2ζω0,
  ///   dampingRatio, initialVelocity, timeOffset;
  /// - decay: from, initialVelocity, decayRate, restPosition, timeOffset;
  /// - cubic-bezier: the fitted parameters as they are.
  ///
  /// Derived standard errors are first-order (the delta method): the square
  /// root of gᵀΣg, g the gradient of the derived quantity in the fitted
  /// parameters and Σ their covariance.
  public var reportedParameters: [ReportedParameter] {
    switch model {
    case .spring:
      guard let stiffness = springStiffness, let damping = springDamping else { return fitted }
      return [
        reported("from"), reported("to"), ReportedParameter(name: "mass", value: 1, standardError: nil), stiffness,
        damping, reported("dampingRatio"), reported("initialVelocity"), reported("timeOffset"),
      ]
    case .decay:
      guard let rest = decayRestPosition else { return fitted }
      return [reported("from"), reported("initialVelocity"), reported("decayRate"), rest, reported("timeOffset")]
    default:
      return fitted
    }
  }

  /// A spring's stiffness k = ω0² for mass 1, in 1/s², with standard error
  /// 2ω0·σ(ω0); nil for other models. Held ω0: no standard error.
  public var springStiffness: ReportedParameter? {
    guard model == .spring, let omega = self["naturalFrequency"] else { return nil }
    return ReportedParameter(
      name: "stiffness", value: omega.value * omega.value,
      standardError: omega.standardError.map { 2 * omega.value * $0 })
  }

  /// A spring's damping coefficient c = 2ζω0 for mass 1, in 1/s, with
  /// variance 4(ζ²σ²(ω0) + ω0²σ²(ζ) + 2ζω0·cov(ω0, ζ)); nil for other
  /// models. Held ω0 or ζ: no standard error.
  public var springDamping: ReportedParameter? {
    guard model == .spring, let omega = self["naturalFrequency"], let zeta = self["dampingRatio"] else { return nil }
    var standardError: Double?
    if let so = omega.standardError, let sz = zeta.standardError {
      let cov = covariance("naturalFrequency", "dampingRatio") ?? 0
      let (w, z) = (omega.value, zeta.value)
      let variance = 4 * (z * z * so * so + w * w * sz * sz + 2 * z * w * cov)
      standardError = variance >= 0 ? variance.squareRoot() : nil
    }
    return ReportedParameter(name: "damping", value: 2 * zeta.value * omega.value, standardError: standardError)
  }

  /// A decay's rest position from + v0/k, where the motion stops; nil for
  /// other models. Its standard error is the delta method's over from, v0
  /// and k (∂/∂from = 1, ∂/∂v0 = 1/k, ∂/∂k = −v0/k²): none unless each is
  /// estimated or held (a held one adds nothing), or if rounding makes the
  /// variance negative.
  public var decayRestPosition: ReportedParameter? {
    guard model == .decay, let from = self["from"], let velocity = self["initialVelocity"], let rate = self["decayRate"]
    else { return nil }
    let k = rate.value
    let rest = from.value + velocity.value / k
    let gradient = [(from, 1.0), (velocity, 1 / k), (rate, -velocity.value / (k * k))]
    guard gradient.allSatisfy({ $0.0.standardError != nil || $0.0.status == .fixed }) else {
      return ReportedParameter(name: "restPosition", value: rest, standardError: nil)
    }
    let estimated = gradient.filter { $0.0.standardError != nil }
    var variance = 0.0
    for (a, ga) in estimated {
      for (b, gb) in estimated { variance += ga * gb * (covariance(a.name, b.name) ?? 0) }
    }
    return ReportedParameter(
      name: "restPosition", value: rest, standardError: variance >= 0 ? variance.squareRoot() : nil)
  }

  /// Every estimate as it is.
  private var fitted: [ReportedParameter] {
    estimates.map { ReportedParameter(name: $0.name, value: $0.value, standardError: $0.standardError) }
  }

  private func reported(_ name: String) -> ReportedParameter {
    let estimate = self[name]!
    return ReportedParameter(name: name, value: estimate.value, standardError: estimate.standardError)
  }
}
