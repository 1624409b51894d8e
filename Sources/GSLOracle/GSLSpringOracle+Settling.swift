public import AnimationMath

/// What GSL's trajectory says about a claimed settling time T (see
/// ``GSLSpringOracle/settlingCheck(parameters:from:to:initialVelocity:settlingTime:bandHalfWidth:periods:samplesAfter:)``).
public struct GSLSettlingCheck: Sendable {
  /// `| |x(T) − to| − ε |`: how far GSL's distance at T is from the band's edge
  /// (0 for T = 0 when the spring starts inside the band).
  public let crossingError: Double
  /// The largest `|x(t) − to| − ε` over GSL's samples in (T, T + periods·P],
  /// or 0 when the curve stays inside: positive means the curve leaves the
  /// band again after T, so T is not the last exit.
  public let excessAfter: Double
  /// `|x(T − δ) − to| − ε` just before T (δ = ``beforeFraction``·P): positive
  /// when the curve is outside the band just before T, as the last exit must be.
  public let outsideBefore: Double
  /// The offset δ before T that ``outsideBefore`` was measured at, in seconds.
  public let before: Double
}

extension GSLSpringOracle {
  /// δ before T, as a fraction of the period scale P = 2π/ω (ω the damped
  /// frequency, or ω0 for ζ ≥ 1): far enough for the band excursion
  /// |v(T)|·δ ≈ 1e-7·ε to exceed rk8pd's 1e-13 error, close enough to stay
  /// before the previous crossing.
  public static let beforeFraction = 1e-7

  /// Integrates the spring with GSL from 0 past a claimed settling time T
  /// over `periods` period scales P = 2π/ω (ω = ω0·√(1 − ζ²) below critical
  /// damping, else ω0), sampling `samplesAfter` times evenly in (T, T + periods·P],
  /// plus T and T − δ.
  ///
  /// The check uses GSL's trajectory only (never the core's): the band is
  /// `|x − to| ≤ bandHalfWidth` (ε in position units).
  ///
  /// - Throws: ``GSLError`` when the integration fails.
  public func settlingCheck(
    parameters: SpringParameters, from: Double, to: Double, initialVelocity: Double,
    settlingTime: Double, bandHalfWidth epsilon: Double, periods: Double = 4,
    samplesAfter: Int = 400
  ) throws(GSLError) -> GSLSettlingCheck {
    let omega0 = (parameters.stiffness / parameters.mass).squareRoot()
    let zeta = parameters.damping / (2 * (parameters.stiffness * parameters.mass).squareRoot())
    let omega = zeta < 1 ? omega0 * (1 - zeta * zeta).squareRoot() : omega0
    let period = 2 * Double.pi / omega
    let before = GSLSpringOracle.beforeFraction * period
    var times = [max(settlingTime - before, 0), settlingTime]
    for k in 1...samplesAfter {
      times.append(settlingTime + periods * period * Double(k) / Double(samplesAfter))
    }
    let states = try self.states(
      parameters: parameters, from: from, to: to, initialVelocity: initialVelocity, times: times)
    let distances = states.map { abs($0.position - to) }
    let excess = distances.dropFirst(2).map { $0 - epsilon }.max() ?? 0
    let startsInside = settlingTime <= 0
    return GSLSettlingCheck(
      crossingError: startsInside ? max(distances[1] - epsilon, 0) : abs(distances[1] - epsilon),
      excessAfter: max(excess, 0),
      outsideBefore: startsInside ? .infinity : distances[0] - epsilon,
      before: before)
  }
}
