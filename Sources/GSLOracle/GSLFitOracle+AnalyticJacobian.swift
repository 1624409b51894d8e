#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fitted curve whose value and parameter derivatives the oracle also
/// writes out by hand in real arithmetic, as a GSL user supplying `df`
/// would. The complex-step form (``OracleFitCurve``) stays the reference
/// these are tested against.
protocol AnalyticFitCurve: OracleFitCurve {
  /// x(t) at real parameters.
  static func realValue(_ t: Double, _ p: [Double]) -> Double
  /// ∂x(t)/∂p_j for every parameter j, into `gradient` (count `p.count`).
  static func gradient(_ t: Double, _ p: [Double], into gradient: inout [Double])
}

extension GSLFitOracle {
  /// How the oracle's fits get their Jacobian.
  public enum Derivatives: Sendable {
    /// The complex step of the complex-arithmetic curve (the reference).
    case complexStep
    /// Hand-derived derivatives in real arithmetic (residuals too).
    case analytic
  }

  /// The oracle's Jacobian ∂x(t_i)/∂p_j of the cubic-bézier curve at
  /// `parameters` (x1, y1, x2, y2, duration, from, to, delay), one array per
  /// parameter, by `derivatives`.
  public static func cubicBezierJacobian(
    times: [Double], parameters: [Double], derivatives: Derivatives = .complexStep
  ) -> [[Double]] {
    FitProblem(
      BezierCurve.self, times: times, values: [Double](repeating: 0, count: times.count),
      parameters: parameters, free: [Bool](repeating: true, count: 8), derivatives: derivatives
    ).jacobian(parameters)
  }
}

extension GSLFitOracle.SpringCurve: AnalyticFitCurve {
  /// C = cos(wτ), S = sin(wτ)/w and D = ∂S/∂q for q = w² = ω0²(1 − ζ²) of
  /// either sign (cosh and sinh when q < 0); a 20-term series in x = qτ²
  /// where |x| < 1/4, where D = (τC − S)/(2q) would cancel.
  static func trigonometry(_ q: Double, _ tau: Double) -> (c: Double, s: Double, d: Double) {
    let x = q * tau * tau
    if abs(x) < 0.25 {
      // C = Σ (−x)^n/(2n)!, S = τ·Σ (−x)^n/(2n+1)!, D = −τ³·Σ (−x)^n·(n+1)/(2n+3)!.
      var (c, s, d) = (0.0, 0.0, 0.0)
      var term = 1.0
      for n in 0..<20 {
        c += term / factorial(2 * n)
        s += term / factorial(2 * n + 1)
        d += term * Double(n + 1) / factorial(2 * n + 3)
        term *= -x
      }
      return (c, s * tau, -d * tau * tau * tau)
    }
    let (c, s): (Double, Double)
    if q > 0 {
      let w = q.squareRoot()
      (c, s) = (cos(w * tau), sin(w * tau) / w)
    } else {
      let u = (-q).squareRoot()
      (c, s) = (cosh(u * tau), sinh(u * tau) / u)
    }
    return (c, s, (tau * c - s) / (2 * q))
  }

  static func realValue(_ t: Double, _ p: [Double]) -> Double {
    let (from, to, omega0, zeta, v0, t0) = (p[0], p[1], p[2], p[3], p[4], p[5])
    let tau = t - t0
    if tau <= 0 { return from }
    let lambda = zeta * omega0
    let (c, s, _) = trigonometry(omega0 * omega0 * (1 - zeta * zeta), tau)
    let d0 = from - to
    return to + exp(-lambda * tau) * (d0 * c + (v0 + lambda * d0) * s)
  }

  /// With E = e^(−λτ), A = d0·C + (v0 + λd0)·S, x = to + E·A, λ = ζω0 and
  /// q = ω0²(1 − ζ²): ∂x/∂λ = E(d0·S − τA), ∂x/∂q = E(−d0·τS/2 + (v0 + λd0)·D)
  /// (∂C/∂q = −τS/2), chained to ω0 and ζ; ∂x/∂t0 = −dx/dτ with
  /// dC/dτ = −qS, dS/dτ = C.
  static func gradient(_ t: Double, _ p: [Double], into g: inout [Double]) {
    let (from, to, omega0, zeta, v0, t0) = (p[0], p[1], p[2], p[3], p[4], p[5])
    let tau = t - t0
    guard tau > 0 else {
      for j in g.indices { g[j] = j == 0 ? 1 : 0 }
      return
    }
    let lambda = zeta * omega0
    let q = omega0 * omega0 * (1 - zeta * zeta)
    let (c, s, d) = trigonometry(q, tau)
    let d0 = from - to
    let e = exp(-lambda * tau)
    let a = d0 * c + (v0 + lambda * d0) * s
    let byLambda = e * (d0 * s - tau * a)
    let byQ = e * (-d0 * tau * s / 2 + (v0 + lambda * d0) * d)
    g[0] = e * (c + lambda * s)
    g[1] = 1 - g[0]
    g[2] = zeta * byLambda + 2 * omega0 * (1 - zeta * zeta) * byQ
    g[3] = omega0 * byLambda - 2 * omega0 * omega0 * zeta * byQ
    g[4] = e * s
    g[5] = -e * (-lambda * a - q * d0 * s + (v0 + lambda * d0) * c)
  }
}

extension GSLFitOracle.BezierCurve: AnalyticFitCurve {
  /// Bernstein cubic with ends 0 and 1 at real s, and its derivative in s.
  static func bernstein(_ s: Double, _ a: Double, _ b: Double) -> (value: Double, slope: Double) {
    let u = 1 - s
    return (
      3 * u * u * s * a + 3 * u * s * s * b + s * s * s, 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    )
  }

  /// The s ∈ [0, 1] with X(s) = `progress`: bisection to the last bit, then
  /// two Newton steps (as the complex form).
  static func parameter(_ progress: Double, _ x1: Double, _ x2: Double) -> Double {
    var (lo, hi) = (0.0, 1.0)
    for _ in 0..<200 {
      let mid = 0.5 * (lo + hi)
      if mid <= lo || mid >= hi { break }
      if bernstein(mid, x1, x2).value < progress { lo = mid } else { hi = mid }
    }
    var s = 0.5 * (lo + hi)
    for _ in 0..<2 {
      let (x, slope) = bernstein(s, x1, x2)
      s -= (x - progress) / slope
    }
    return s
  }

  static func realValue(_ t: Double, _ q: [Double]) -> Double {
    let (x1, y1, x2, y2, duration, from, to, delay) = (q[0], q[1], q[2], q[3], q[4], q[5], q[6], q[7])
    let progress = (t - delay) / duration
    if !(progress > 0) { return from }
    if !(progress < 1) { return to }
    return from + (to - from) * bernstein(parameter(progress, x1, x2), y1, y2).value
  }

  /// s follows X(s) = p implicitly: ∂s/∂θ = (∂p/∂θ − ∂X/∂θ)/X′(s), with
  /// ∂X/∂x1 = 3(1−s)²s, ∂X/∂x2 = 3(1−s)s², ∂p/∂duration = −p/duration and
  /// ∂p/∂delay = −1/duration; then x = from + (to − from)·Y(s).
  static func gradient(_ t: Double, _ q: [Double], into g: inout [Double]) {
    let (x1, y1, x2, y2, duration, from, to, delay) = (q[0], q[1], q[2], q[3], q[4], q[5], q[6], q[7])
    let progress = (t - delay) / duration
    for j in g.indices { g[j] = 0 }
    if !(progress > 0) {
      g[5] = 1
      return
    }
    if !(progress < 1) {
      g[6] = 1
      return
    }
    let s = parameter(progress, x1, x2)
    let u = 1 - s
    let xSlope = bernstein(s, x1, x2).slope
    let (y, ySlope) = bernstein(s, y1, y2)
    let travel = to - from
    let alongS = travel * ySlope / xSlope
    g[0] = -alongS * 3 * u * u * s
    g[1] = travel * 3 * u * u * s
    g[2] = -alongS * 3 * u * s * s
    g[3] = travel * 3 * u * s * s
    g[4] = -alongS * progress / duration
    g[5] = 1 - y
    g[6] = y
    g[7] = -alongS / duration
  }
}
