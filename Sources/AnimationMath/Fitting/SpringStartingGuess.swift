/// Starting values for ``SpringFit``: (ω0, ζ) from the shape of the capture,
/// and the linear parameters (from, to, v0) by least squares for each.
enum SpringStartingGuess {
  /// (ω0, ζ) candidates from zero crossings, the logarithmic decrement, a
  /// single overshoot, or (no crossing) the tail's decay rate. `times` and
  /// `values` start at the release (or the first sample).
  static func frequencyCandidates(times: [Double], values: [Double], rest: Double, noise: Double)
    -> [(omega0: Double, zeta: Double)]
  {
    let m = values.count
    guard m >= 3 else { return [] }
    let r = values.map { $0 - rest }
    var amplitude = 0.0
    for v in r { amplitude = Swift.max(amplitude, abs(v)) }
    guard amplitude > 0 else { return [] }
    // Hysteresis: a crossing counts once |r| exceeds the band on the other side.
    let band = Swift.max(4 * noise, 0.01 * amplitude)
    var crossings: [Double] = []
    var peaks: [Double] = []  // max |r| between consecutive crossings
    var state = 0
    var peak = 0.0
    var lastSign = 0
    var lastSignIndex = 0
    for i in 0..<m {
      let sign = r[i] > 0 ? 1 : (r[i] < 0 ? -1 : 0)
      if sign != 0 && sign != lastSign {
        lastSign = sign
        lastSignIndex = i
      }
      if abs(r[i]) > band {
        let s = r[i] > 0 ? 1 : -1
        if state != 0 && s != state {
          // Interpolate the last sign change before i.
          let j = Swift.max(lastSignIndex, 1)
          let (ta, tb, ra, rb) = (times[j - 1], times[j], r[j - 1], r[j])
          let t = ra != rb ? ta + (tb - ta) * ra / (ra - rb) : 0.5 * (ta + tb)
          if !crossings.isEmpty { peaks.append(peak) }
          crossings.append(t)
          peak = 0
        }
        state = s
      }
      if !crossings.isEmpty { peak = Swift.max(peak, abs(r[i])) }
    }
    let duration = times[m - 1] - times[0]
    var result: [(omega0: Double, zeta: Double)] = []
    let d0 = abs(r[0])
    if crossings.count >= 2 {
      let half = (crossings[crossings.count - 1] - crossings[0]) / Double(crossings.count - 1)
      let omegaD = Double.pi / half
      var lambda: Double
      let usable = peaks.filter { $0 > 2 * band }
      if usable.count >= 2 {
        lambda = Libm.log(usable[0] / usable[usable.count - 1]) / (Double(usable.count - 1) * half)
      } else if let p = usable.first, d0 > p {
        lambda = Libm.log(d0 / p) / half
      } else {
        lambda = 0.1 * omegaD
      }
      lambda = Swift.max(lambda, 1e-3 * omegaD)
      let omega0 = (omegaD * omegaD + lambda * lambda).squareRoot()
      result.append((omega0, lambda / omega0))
    }
    if crossings.count >= 1 {
      // One overshoot: M = peak after the first crossing over the start displacement.
      var overshoot = 0.0
      var peakTime = times[m - 1]
      for i in 0..<m where times[i] > crossings[0] {
        if crossings.count >= 2 && times[i] > crossings[1] { break }
        if abs(r[i]) > overshoot {
          overshoot = abs(r[i])
          peakTime = times[i]
        }
      }
      if d0 > 0 && overshoot > 0 && overshoot < d0 {
        let lnM = Libm.log(overshoot / d0)
        let zeta = -lnM / (Double.pi * Double.pi + lnM * lnM).squareRoot()
        let omegaD = Double.pi / Swift.max(peakTime - times[0], 1e-9)
        result.append((omegaD / ((1 - zeta) * (1 + zeta)).squareRoot(), zeta))
      }
    }
    if crossings.count <= 1 {
      // Decay rate of the tail: least-squares slope of ln|r| where 1e-3 < |r|/A < 0.3.
      var sx = 0.0, sy = 0.0, sxx = 0.0, sxy = 0.0, count = 0.0
      let floor = Swift.max(1e-3 * amplitude, 3 * noise)
      for i in 0..<m where abs(r[i]) < 0.3 * amplitude && abs(r[i]) > floor {
        let y = Libm.log(abs(r[i]))
        sx += times[i]
        sy += y
        sxx += times[i] * times[i]
        sxy += times[i] * y
        count += 1
      }
      var rate = count >= 2 ? -(count * sxy - sx * sy) / (count * sxx - sx * sx) : 0
      let intercept = count >= 2 ? (sy + rate * sx) / count : 0
      if !(rate > 0) || !rate.isFinite { rate = 5 / Swift.max(duration, 1e-6) }
      // Two rates: the slow one from the tail, the fast one from what is left
      // of the start once the slow exponential is taken out. Then
      // r·R = ω0² and r + R = 2ζω0.
      if count >= 2, let tailSign = r.last.map({ $0 < 0 ? -1.0 : 1.0 }) {
        var fx = 0.0, fy = 0.0, fxx = 0.0, fxy = 0.0, fcount = 0.0
        var sign = 0.0
        for i in 0..<m {
          let e = r[i] - tailSign * Libm.exp(intercept - rate * times[i])
          if sign == 0 { sign = e < 0 ? -1 : 1 }
          guard e * sign > floor, e * sign > 0.01 * amplitude else { break }
          let y = Libm.log(e * sign)
          fx += times[i]
          fy += y
          fxx += times[i] * times[i]
          fxy += times[i] * y
          fcount += 1
        }
        let fast = fcount >= 2 ? -(fcount * fxy - fx * fy) / (fcount * fxx - fx * fx) : 0
        if fast > rate, fast.isFinite {
          let omega0 = (rate * fast).squareRoot()
          result.append((omega0, Swift.max(1.01, (rate + fast) / (2 * omega0))))
        }
      }
      for zeta in [1.01, 1.5, 2.5, 4] {
        result.append((rate / (zeta - ((zeta - 1) * (zeta + 1)).squareRoot()), zeta))
      }
      result.append((rate / 0.7, 0.7))
    }
    return result
  }

  /// A coarse grid: ω0 from 2π/duration to π·(sample rate), ζ ∈ {0.1, 0.4, 0.8, 1.5, 3}.
  static func gridCandidates(times: [Double]) -> [(omega0: Double, zeta: Double)] {
    let m = times.count
    let duration = Swift.max(times[m - 1] - times[0], 1e-6)
    let low = Swift.max(0.5 / duration, 1e-6)
    let high = Double.pi * Double(m - 1) / duration
    var result: [(omega0: Double, zeta: Double)] = []
    let steps = 10
    for s in 0...steps {
      let omega0 = low * Libm.pow(high / low, Double(s) / Double(steps))
      for zeta in [0.1, 0.4, 0.8, 1.5, 3] { result.append((omega0, zeta)) }
    }
    return result
  }

  /// Solves the free linear parameters (from, to, v0) of `start` by least
  /// squares with the others held; returns the parameters and the RSS.
  static func solveLinear(times: [Double], values: [Double], start: [Double], free: [Bool])
    -> (parameters: [Double], rss: Double)?
  {
    let m = times.count
    let linear = [0, 1, 4].filter { free[$0] }
    var p = start
    let omega0 = p[2]
    let zeta = p[3]
    let lambda = zeta * omega0
    // x = from·a + to·(1 − a)·[τ > 0] + v0·b, with a = e(C + λS) (1 before release), b = eS.
    var a = [Double](repeating: 0, count: m)
    var b = [Double](repeating: 0, count: m)
    var after = [Bool](repeating: false, count: m)
    for i in 0..<m {
      let tau = times[i] - p[5]
      if tau <= 0 {
        a[i] = 1
        continue
      }
      after[i] = true
      let basis = SpringCurveModel.basis(tau: tau, omega0: omega0, zeta: zeta)
      a[i] = basis.c + lambda * basis.s
      b[i] = basis.s
    }
    func column(_ j: Int, _ i: Int) -> Double {
      switch j {
      case 0: a[i]
      case 1: after[i] ? 1 - a[i] : 0
      default: b[i]
      }
    }
    if !linear.isEmpty {
      var matrix = [Double](repeating: 0, count: m * linear.count)
      var rhs = [Double](repeating: 0, count: m)
      for i in 0..<m {
        var fixedPart = 0.0
        for j in [0, 1, 4] where !free[j] { fixedPart += p[j] * column(j, i) }
        rhs[i] = values[i] - fixedPart
        for (c, j) in linear.enumerated() { matrix[i * linear.count + c] = column(j, i) }
      }
      var workspace = LeastSquaresWorkspace(rows: m, columns: linear.count)
      let x = workspace.solveLinear(matrix: matrix, rows: m, columns: linear.count, rhs: rhs)
      for (c, j) in linear.enumerated() { p[j] = x[c] }
    }
    var rss = 0.0
    for i in 0..<m {
      let e = p[0] * column(0, i) + p[1] * column(1, i) + p[4] * column(4, i) - values[i]
      rss += e * e
    }
    guard rss.isFinite, p.allSatisfy(\.isFinite) else { return nil }
    return (p, rss)
  }
}
