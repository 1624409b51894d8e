/// The easing handles `cubic-bezier(x1, y1, x2, y2)` of one keyframe segment
/// fitted to samples of a curve, in the segment's own unit square: input u in
/// [0, 1] across the segment, output w = 0 at its start value and 1 at its end.
///
/// The fit is least squares in w: first with x1 = 1/3, x2 = 2/3, where the
/// easing is the cubic polynomial 3y1·u(1−u)² + 3y2·u²(1−u) + u³ and the best
/// y1, y2 solve a 2 × 2 linear system; then Levenberg–Marquardt over all four
/// handles from there (x kept in [0, 1]). Whether a fit is good enough is
/// decided by the caller after rounding the handles, on the exact easing.
struct LottieSegmentFit: Sendable {
  /// x of the out handle, in [0, 1].
  var x1: Double
  /// y of the out handle (any finite number).
  var y1: Double
  /// x of the in handle, in [0, 1].
  var x2: Double
  /// y of the in handle (any finite number).
  var y2: Double

  /// Iterations of Levenberg–Marquardt after the cubic-polynomial start.
  static let iterations = 40

  /// The handles rounded to `places` decimals (x kept in [0, 1]), as bodymovin writes them.
  func rounded(places: Int) -> LottieSegmentFit {
    func round(_ value: Double) -> Double { LinearEasing.rounded(value, places: places) }
    return LottieSegmentFit(
      x1: min(max(round(x1), 0), 1), y1: round(y1), x2: min(max(round(x2), 0), 1), y2: round(y2))
  }

  /// The eased output at `u` ∈ [0, 1], solved exactly as a Lottie player would (``LottieSegmentEasing``).
  var easing: LottieSegmentEasing { LottieSegmentEasing(x1: x1, y1: y1, x2: x2, y2: y2) }

  /// The cubic polynomial's handles (x1 = 1/3, x2 = 2/3) closest to the
  /// samples in least squares; nil when the samples do not determine them.
  static func polynomial(inputs: [Double], targets: [Double]) -> LottieSegmentFit? {
    // w − u³ = y1·a(u) + y2·b(u), a = 3u(1−u)², b = 3u²(1−u).
    var saa = 0.0, sab = 0.0, sbb = 0.0, saw = 0.0, sbw = 0.0
    for (u, w) in zip(inputs, targets) {
      let a = 3 * u * (1 - u) * (1 - u), b = 3 * u * u * (1 - u), r = w - u * u * u
      saa += a * a
      sab += a * b
      sbb += b * b
      saw += a * r
      sbw += b * r
    }
    let determinant = saa * sbb - sab * sab
    guard determinant > 1e-300, determinant.isFinite else { return nil }
    let y1 = (saw * sbb - sbw * sab) / determinant
    let y2 = (sbw * saa - saw * sab) / determinant
    guard y1.isFinite, y2.isFinite else { return nil }
    return LottieSegmentFit(x1: 1.0 / 3, y1: y1, x2: 2.0 / 3, y2: y2)
  }

  /// The four handles refined by Levenberg–Marquardt from `self`, minimising
  /// Σ (easing(u) − w)² over the samples; x stays in [0, 1].
  func refined(inputs: [Double], targets: [Double]) -> LottieSegmentFit {
    var current = self
    var cost = current.cost(inputs: inputs, targets: targets)
    var damping = 1e-3
    for _ in 0..<Self.iterations {
      let (normal, gradient) = current.normalEquations(inputs: inputs, targets: targets)
      var improved = false
      for _ in 0..<8 {
        var system = normal
        for k in 0..<4 { system[k][k] += damping * max(normal[k][k], 1e-12) }
        guard let step = Self.solve(system, gradient.map { -$0 }) else { break }
        let trial = LottieSegmentFit(
          x1: min(max(current.x1 + step[0], 0), 1), y1: current.y1 + step[1],
          x2: min(max(current.x2 + step[2], 0), 1), y2: current.y2 + step[3])
        let trialCost = trial.cost(inputs: inputs, targets: targets)
        if trialCost < cost {
          current = trial
          cost = trialCost
          damping = max(damping / 4, 1e-12)
          improved = true
          break
        }
        damping *= 8
      }
      if !improved || cost < 1e-30 { break }
    }
    return current
  }

  /// Σ (easing(u) − w)² over the samples.
  func cost(inputs: [Double], targets: [Double]) -> Double {
    var sum = 0.0
    for (u, w) in zip(inputs, targets) {
      let r = value(atParameter: parameter(forInput: u)) - w
      sum += r * r
    }
    return sum.isFinite ? sum : .infinity
  }

  /// JᵀJ and Jᵀr of the residuals easing(u) − w with respect to (x1, y1, x2, y2).
  func normalEquations(inputs: [Double], targets: [Double]) -> ([[Double]], [Double]) {
    var normal = [[Double]](repeating: [0, 0, 0, 0], count: 4)
    var gradient = [0.0, 0, 0, 0]
    for (u, w) in zip(inputs, targets) {
      let s = parameter(forInput: u)
      let b1 = 3 * s * (1 - s) * (1 - s), b2 = 3 * s * s * (1 - s)
      let xSlope = Self.derivative(s, x1, x2)
      // d easing / d x_k = −(dy/ds)/(dx/ds) · b_k: moving x shifts the parameter the input lands on.
      let ratio = xSlope > 1e-12 ? Self.derivative(s, y1, y2) / xSlope : 0
      let row = [-ratio * b1, b1, -ratio * b2, b2]
      let r = value(atParameter: s) - w
      for i in 0..<4 {
        gradient[i] += row[i] * r
        for j in 0..<4 { normal[i][j] += row[i] * row[j] }
      }
    }
    return (normal, gradient)
  }

  /// The eased output at the curve parameter `s`.
  func value(atParameter s: Double) -> Double { Self.bezier(s, y1, y2) }

  /// The curve parameter s with x(s) = `u`, by Newton's method kept inside a bisection bracket.
  func parameter(forInput u: Double) -> Double {
    var low = 0.0, high = 1.0, s = u
    for _ in 0..<60 {
      let x = Self.bezier(s, x1, x2) - u
      if abs(x) < 1e-15 { return s }
      if x > 0 { high = s } else { low = s }
      let slope = Self.derivative(s, x1, x2)
      let newton = slope > 0 ? s - x / slope : .nan
      s = newton > low && newton < high ? newton : 0.5 * (low + high)
      if high - low < 1e-16 { break }
    }
    return s
  }

  /// 3c1·s(1−s)² + 3c2·s²(1−s) + s³: one coordinate of the unit cubic with inner controls c1, c2.
  static func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
    let r = 1 - s
    return 3 * c1 * s * r * r + 3 * c2 * s * s * r + s * s * s
  }

  /// d/ds of ``bezier(_:_:_:)``.
  static func derivative(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
    let r = 1 - s
    return 3 * c1 * r * r + 6 * (c2 - c1) * s * r + 3 * (1 - c2) * s * s
  }

  /// The solution of the 4 × 4 system by Gaussian elimination with partial pivoting; nil if singular.
  static func solve(_ matrix: [[Double]], _ rhs: [Double]) -> [Double]? {
    var a = matrix
    var b = rhs
    let n = b.count
    for column in 0..<n {
      var pivot = column
      for row in (column + 1)..<n where abs(a[row][column]) > abs(a[pivot][column]) { pivot = row }
      guard abs(a[pivot][column]) > 1e-300 else { return nil }
      a.swapAt(column, pivot)
      b.swapAt(column, pivot)
      for row in (column + 1)..<n {
        let factor = a[row][column] / a[column][column]
        for k in column..<n { a[row][k] -= factor * a[column][k] }
        b[row] -= factor * b[column]
      }
    }
    var x = [Double](repeating: 0, count: n)
    for row in stride(from: n - 1, through: 0, by: -1) {
      var sum = b[row]
      for k in (row + 1)..<n { sum -= a[row][k] * x[k] }
      x[row] = sum / a[row][row]
    }
    return x.allSatisfy(\.isFinite) ? x : nil
  }
}
