extension SpringSolution {
  /// The settling duration: the exact last exit from `band`, in seconds.
  ///
  /// Returns `T = inf{T : |x(t) − to| ≤ b for all t ≥ T}`, where b is the band's
  /// half-width. It is found from the extrema of the motion, not by stepping:
  /// - Under-damped: the extrema fall at `t_n = (θ + nπ)/s` and their sizes
  ///   shrink by `e^(−λπ/s)` each, so the last extremum outside the band is
  ///   known in closed form; the exit lies between it and the next one, where
  ///   the motion is monotone.
  /// - Critical and over-damped: the velocity vanishes at most once, at
  ///   `t = κ·atanh(sκ)/(sκ)` with `κ = v0/(λv0 + ω0²d0)`; after it the motion is
  ///   monotone.
  /// The crossing is then refined by safeguarded Newton to a few ulps (far below
  /// 1e-9 s).
  ///
  /// - Returns: 0 if the motion never leaves the band, and `.infinity` if it
  ///   never settles (ζ = 0 with motion, or a band of width 0).
  public func settlingDuration(band: SettlingBand = .standard) -> Double {
    let b = band.halfWidth(travel: initialDisplacement)
    let hasMotion = !initialDisplacement.isZero || !initialVelocity.isZero
    guard hasMotion else { return 0 }
    guard !b.isNaN else { return .nan }
    guard b > 0 else { return .infinity }
    guard b.isFinite else { return 0 }
    if !isOverdamped, frequency > 0 {
      return underdampedSettling(band: b)
    }
    return monotoneTailSettling(band: b)
  }

  /// Settling of an oscillating spring (ζ < 1), from its extrema.
  private func underdampedSettling(band b: Double) -> Double {
    let s = frequency
    var theta = Libm.atan2(s * initialVelocity, velocitySineCoefficient)
    if theta < 0 { theta += Double.pi }
    if theta >= Double.pi { theta -= Double.pi }
    func extremum(_ n: Double) -> Double { (theta + n * Double.pi) / s }
    let firstSize = abs(displacement(at: extremum(0)))
    if firstSize <= b {
      // Every extremum is inside the band: the only exit is before the first one,
      // where the motion is monotone from d0.
      guard abs(initialDisplacement) > b else { return 0 }
      return crossing(of: initialDisplacement, band: b, from: 0, to: extremum(0))
    }
    guard decayRate > 0 else { return .infinity }
    // |d(t_n)| = |d(t_0)|·e^(−nλπ/s) > b  ⇔  n < L.
    let limit = Libm.log(firstSize / b) / (decayRate * Double.pi / s)
    var n = max(0, (limit.rounded(.up) - 1))
    // Rounding in `limit` can be off by one either way; the sizes decide.
    for _ in 0..<4 where abs(displacement(at: extremum(n + 1))) > b { n += 1 }
    for _ in 0..<4 where n > 0 && abs(displacement(at: extremum(n))) <= b { n -= 1 }
    let start = extremum(n)
    return crossing(of: displacement(at: start), band: b, from: start, to: extremum(n + 1))
  }

  /// Settling of a critically or over-damped spring: at most one extremum.
  private func monotoneTailSettling(band b: Double) -> Double {
    if let turn = turningTime() {
      let dTurn = displacement(at: turn)
      if abs(dTurn) > b {
        return crossingOnTail(of: dTurn, band: b, from: turn)
      }
      guard abs(initialDisplacement) > b else { return 0 }
      return crossing(of: initialDisplacement, band: b, from: 0, to: turn)
    }
    guard abs(initialDisplacement) > b else { return 0 }
    return crossingOnTail(of: initialDisplacement, band: b, from: 0)
  }

  /// The one time t > 0 where the velocity of a non-oscillating spring vanishes.
  private func turningTime() -> Double? {
    guard !velocitySineCoefficient.isZero else { return nil }
    let kappa = initialVelocity / velocitySineCoefficient
    guard kappa > 0 else { return nil }
    let y = frequency * kappa
    guard y < 1 else { return nil }
    // atanh(y)/y, with its series where the quotient would lose digits.
    let atanhc = y < 1e-4 ? 1 + y * y / 3 : Libm.atanh(y) / y
    return kappa * atanhc
  }

  /// The time in `[start, end]` where the motion, monotone there and starting
  /// outside the band on the side of `startDisplacement`, enters the band.
  private func crossing(of startDisplacement: Double, band b: Double, from start: Double, to end: Double)
    -> Double
  {
    let target = startDisplacement < 0 ? -b : b
    return BracketedRoot.find(in: start, end) { t in
      let (d, v) = self.displacementAndVelocity(at: t)
      return (d - target, v)
    }
  }

  /// Like ``crossing(of:band:from:to:)`` on `[start, ∞)`, bracketing first by
  /// doubling in steps of the slow time constant.
  private func crossingOnTail(of startDisplacement: Double, band b: Double, from start: Double)
    -> Double
  {
    var step = 1 / slowRate
    var end = start + step
    var doublings = 0
    while abs(displacement(at: end)) > b, doublings < 2_100 {
      step *= 2
      end = start + step
      doublings += 1
    }
    guard end.isFinite else { return .infinity }
    return crossing(of: startDisplacement, band: b, from: start, to: end)
  }
}
