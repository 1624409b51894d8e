/// Householder QR for the small dense least-squares problems of fitting:
/// the damped step of ``LevenbergMarquardt`` and the linear sub-problems of
/// the starting guesses.
///
/// The damped step factors J once per point (``factor(jacobian:rows:columns:residuals:)``):
/// with J = Q·R and c the first n entries of Qᵀ(−r),
/// ‖J·δ + r‖² = ‖R·δ − c‖² + (a constant), so every damping tried there solves
/// the 2n × n problem [R; damping·D]·δ ≈ [c; 0] (J. J. Moré, "The
/// Levenberg–Marquardt algorithm: implementation and theory", Lecture Notes
/// in Mathematics 630, 1978, §3) instead of the (m + n) × n one.
///
/// Storage is column-major with room for m + n rows, reused between calls.
/// Householder reflections as in G. H. Golub and C. F. Van Loan, "Matrix
/// Computations", 4th ed., §5.1–5.3 (2013).
struct LeastSquaresWorkspace: Sendable {
  private var matrix: [Double]
  private var rhs: [Double]
  /// R of the last factorisation, n × n column-major (zero below the diagonal).
  private var triangle: [Double] = []
  /// The first n entries of Qᵀ(−r) of the last factorisation.
  private var projected: [Double] = []

  init(rows: Int, columns: Int) {
    matrix = [Double](repeating: 0, count: rows * columns)
    rhs = [Double](repeating: 0, count: rows)
  }

  private mutating func reserve(rows: Int, columns: Int) {
    if rows * columns > matrix.count { matrix = [Double](repeating: 0, count: rows * columns) }
    if rows > rhs.count { rhs = [Double](repeating: 0, count: rows) }
  }

  /// δ minimising ‖J·δ + r‖² + ‖damping·D·δ‖² (J row-major, m × n).
  mutating func solveDamped(
    jacobian: [Double], rows m: Int, columns n: Int, residuals: [Double], diagonal: [Double], damping: Double
  ) -> [Double] {
    let rows = m + n
    reserve(rows: rows, columns: n)
    for j in 0..<n {
      let base = j * rows
      for i in 0..<m { matrix[base + i] = jacobian[i * n + j] }
      for k in 0..<n { matrix[base + m + k] = k == j ? damping * diagonal[j] : 0 }
    }
    for i in 0..<m { rhs[i] = -residuals[i] }
    for k in 0..<n { rhs[m + k] = 0 }
    return solve(rows: rows, columns: n)
  }

  /// Factors J (row-major, m × n) as Q·R by Householder reflections, keeping
  /// R and the first n entries of Qᵀ(−r) for ``solveFactoredDamped(columns:diagonal:damping:)``.
  /// A column with nothing left below the diagonal gets no reflection (a zero
  /// diagonal entry of R).
  mutating func factor(jacobian: [Double], rows m: Int, columns n: Int, residuals: [Double]) {
    reserve(rows: m, columns: n)
    if triangle.count < n * n { triangle = [Double](repeating: 0, count: n * n) }
    if projected.count < n { projected = [Double](repeating: 0, count: n) }
    let steps = Swift.min(m, n)
    let diagonal = matrix.withUnsafeMutableBufferPointer { a in
      rhs.withUnsafeMutableBufferPointer { b in
        jacobian.withUnsafeBufferPointer { jac in
          for i in 0..<m {
            for k in 0..<n { a[k * m + i] = jac[i * n + k] }
            b[i] = -residuals[i]
          }
        }
        return (0..<steps).map { Self.reflect(a, b, rows: m, columns: n, column: $0) }
      }
    }
    for j in 0..<n {
      for i in 0..<n {
        triangle[j * n + i] = i < j && i < m ? matrix[j * m + i] : (i == j && i < steps ? diagonal[j] : 0)
      }
    }
    for i in 0..<n { projected[i] = i < m ? rhs[i] : 0 }
  }

  /// Applies the Householder reflection that zeroes column `k` of the
  /// column-major `a` below row k to the later columns and to `b`; returns
  /// R's diagonal entry (0, with no reflection, when the column is zero from row k).
  private static func reflect(
    _ a: UnsafeMutableBufferPointer<Double>, _ b: UnsafeMutableBufferPointer<Double>, rows m: Int, columns n: Int,
    column k: Int
  ) -> Double {
    let base = k * m
    var norm2 = 0.0
    for i in k..<m { norm2 += a[base + i] * a[base + i] }
    guard norm2 > 0 else { return 0 }
    let xk = a[base + k]
    let alpha = xk > 0 ? -norm2.squareRoot() : norm2.squareRoot()
    // v = x − alpha·e_k, stored in place; β = 2/‖v‖² (‖v‖ ≥ |alpha| > 0).
    a[base + k] = xk - alpha
    let beta = 2 / (norm2 - 2 * alpha * xk + alpha * alpha)
    for j in (k + 1)..<n {
      let other = j * m
      var dot = 0.0
      for i in k..<m { dot += a[base + i] * a[other + i] }
      let f = beta * dot
      for i in k..<m { a[other + i] -= f * a[base + i] }
    }
    var dot = 0.0
    for i in k..<m { dot += a[base + i] * b[i] }
    let f = beta * dot
    for i in k..<m { b[i] -= f * a[base + i] }
    return alpha
  }

  /// δ minimising ‖R·δ − c‖² + ‖damping·D·δ‖² for the R and c of the last
  /// ``factor(jacobian:rows:columns:residuals:)`` of an m × `n` Jacobian: the
  /// δ of ``solveDamped(jacobian:rows:columns:residuals:diagonal:damping:)`` for it.
  mutating func solveFactoredDamped(columns n: Int, diagonal: [Double], damping: Double) -> [Double] {
    let rows = 2 * n
    reserve(rows: rows, columns: n)
    for j in 0..<n {
      let base = j * rows
      for i in 0..<n { matrix[base + i] = triangle[j * n + i] }
      for k in 0..<n { matrix[base + n + k] = k == j ? damping * diagonal[j] : 0 }
    }
    for i in 0..<n {
      rhs[i] = projected[i]
      rhs[n + i] = 0
    }
    return solve(rows: rows, columns: n)
  }

  /// x minimising ‖A·x − b‖² for A row-major (m × n); columns of A that are
  /// (numerically) dependent on earlier ones get x_j = 0.
  mutating func solveLinear(matrix a: [Double], rows m: Int, columns n: Int, rhs b: [Double]) -> [Double] {
    reserve(rows: m, columns: n)
    for j in 0..<n {
      for i in 0..<m { matrix[j * m + i] = a[i * n + j] }
    }
    for i in 0..<m { rhs[i] = b[i] }
    return solve(rows: m, columns: n)
  }

  /// Householder QR of the stored rows × columns matrix, Qᵀ applied to the
  /// right-hand side, and back substitution. A column whose remaining norm is
  /// below 1e-13 of its original norm is treated as dependent (its unknown is 0).
  private mutating func solve(rows: Int, columns n: Int) -> [Double] {
    var originalNorms = [Double](repeating: 0, count: n)
    for j in 0..<n {
      var s = 0.0
      for i in 0..<rows { s += matrix[j * rows + i] * matrix[j * rows + i] }
      originalNorms[j] = s.squareRoot()
    }
    var diagonalR = [Double](repeating: 0, count: n)
    var pivotRow = [Int](repeating: -1, count: n)  // -1: dependent column
    var row = 0
    for k in 0..<n where row < rows {
      let base = k * rows
      var norm2 = 0.0
      for i in row..<rows { norm2 += matrix[base + i] * matrix[base + i] }
      let norm = norm2.squareRoot()
      if !(norm > 1e-13 * originalNorms[k]) { continue }
      let xk = matrix[base + row]
      let alpha = xk > 0 ? -norm : norm
      // v = x − alpha·e_row, stored in place; β = 2/‖v‖².
      matrix[base + row] = xk - alpha
      let vNorm2 = norm2 - 2 * alpha * xk + alpha * alpha
      diagonalR[k] = alpha
      pivotRow[k] = row
      if vNorm2 > 0 {
        let beta = 2 / vNorm2
        for j in (k + 1)..<Swift.max(k + 1, n) {
          let other = j * rows
          var dot = 0.0
          for i in row..<rows { dot += matrix[base + i] * matrix[other + i] }
          let f = beta * dot
          for i in row..<rows { matrix[other + i] -= f * matrix[base + i] }
        }
        var dot = 0.0
        for i in row..<rows { dot += matrix[base + i] * rhs[i] }
        let f = beta * dot
        for i in row..<rows { rhs[i] -= f * matrix[base + i] }
      }
      row += 1
    }
    var x = [Double](repeating: 0, count: n)
    var k = n - 1
    while k >= 0 {
      let pr = pivotRow[k]
      if pr >= 0 {
        var s = rhs[pr]
        for j in (k + 1)..<Swift.max(k + 1, n) where pivotRow[j] >= 0 { s -= matrix[j * rows + pr] * x[j] }
        x[k] = s / diagonalR[k]
      }
      k -= 1
    }
    return x
  }
}
