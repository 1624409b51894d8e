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
  /// Per row of the last factorisation: the column of its only non-zero
  /// entry, −1 for none, −2 for several (``loadMerged(_:_:_:_:_:rows:columns:)``).
  private var singleColumn: [Int] = []

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
  /// The rows are loaded merged (``loadMerged(_:_:_:_:_:rows:columns:)``), which
  /// leaves JᵀJ and Jᵀr, and so R (up to the signs of its rows) and those n
  /// entries, as they are. A column with nothing left below the diagonal gets
  /// no reflection (a zero diagonal entry of R).
  mutating func factor(jacobian: [Double], rows m: Int, columns n: Int, residuals: [Double]) {
    reserve(rows: m, columns: n)
    if triangle.count < n * n { triangle = [Double](repeating: 0, count: n * n) }
    if projected.count < n { projected = [Double](repeating: 0, count: n) }
    if singleColumn.count < m { singleColumn = [Int](repeating: 0, count: m) }
    var loaded = 0
    let diagonal = matrix.withUnsafeMutableBufferPointer { a in
      rhs.withUnsafeMutableBufferPointer { b in
        singleColumn.withUnsafeMutableBufferPointer { single in
          jacobian.withUnsafeBufferPointer { jac in
            residuals.withUnsafeBufferPointer { r in
              loaded = Self.loadMerged(jac, r, a, b, single, rows: m, columns: n)
            }
          }
        }
        return (0..<Swift.min(loaded, n)).map { Self.reflect(a, b, rows: loaded, columns: n, column: $0) }
      }
    }
    let steps = Swift.min(loaded, n)
    for j in 0..<n {
      for i in 0..<n {
        triangle[j * n + i] = i < j && i < loaded ? matrix[j * loaded + i] : (i == j && i < steps ? diagonal[j] : 0)
      }
    }
    for i in 0..<n { projected[i] = i < loaded ? rhs[i] : 0 }
  }

  /// Loads J (row-major, m × n) column-major into `a` and −r into `b`, the
  /// rows with at most one non-zero entry merged: those whose entry lies in
  /// column k become the one row with √(Σ J_ik²) in column k and
  /// −Σ J_ik·r_i/√(Σ J_ik²) on the right (a row of zeros is dropped). Such
  /// rows (a rest before the motion, a hold after it, where only the start
  /// or end value moves the curve) then cost the reflections one row per
  /// column, and the merged system has the same JᵀJ and Jᵀr. The other
  /// rows come first, in their order; returns the number of rows loaded
  /// (at most m), the column-major stride of `a`.
  private static func loadMerged(
    _ jac: UnsafeBufferPointer<Double>, _ r: UnsafeBufferPointer<Double>, _ a: UnsafeMutableBufferPointer<Double>,
    _ b: UnsafeMutableBufferPointer<Double>, _ single: UnsafeMutableBufferPointer<Int>, rows m: Int, columns n: Int
  ) -> Int {
    var squares = [Double](repeating: 0, count: n)
    var products = [Double](repeating: 0, count: n)
    var kept = 0
    for i in 0..<m {
      var column = -1  // the only non-zero entry's column; -2: several
      for k in 0..<n where jac[i * n + k] != 0 { column = column == -1 ? k : -2 }
      single[i] = column
      if column == -2 {
        kept += 1
      } else if column >= 0 {
        let v = jac[i * n + column]
        squares[column] += v * v
        products[column] -= v * r[i]
      }
    }
    let merged = squares.indices.filter { squares[$0] != 0 }
    let rows = kept + merged.count
    var row = 0
    for i in 0..<m where single[i] == -2 {
      for k in 0..<n { a[k * rows + row] = jac[i * n + k] }
      b[row] = -r[i]
      row += 1
    }
    for column in merged {
      let norm = squares[column].squareRoot()
      for k in 0..<n { a[k * rows + row] = k == column ? norm : 0 }
      b[row] = products[column] / norm
      row += 1
    }
    return rows
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
