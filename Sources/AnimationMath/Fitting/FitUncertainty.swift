/// Standard errors and identifiability at a least-squares optimum.
///
/// With J the Jacobian of the free parameters (m × k) and s² = RSS/(m − k),
/// the asymptotic covariance is s²·(JᵀJ)⁻¹ (e.g. D. M. Bates and D. G. Watts,
/// "Nonlinear Regression Analysis and Its Applications", Wiley 1988, §2.3.1).
/// Columns are first scaled to unit norm, so that JᵀJ becomes a correlation-like
/// matrix whose eigenvalues measure conditioning independently of units. An
/// eigenvalue below ``rankTolerance`` times the largest marks a direction the
/// data cannot resolve; every parameter whose weight in that eigenvector is at
/// least ``nullWeight`` is reported unidentifiable, and the covariance of the
/// others is computed with those held at their fitted values.
enum FitUncertainty {
  /// Relative eigenvalue of the scaled JᵀJ below which a direction is
  /// unidentifiable: 1e-12 (J's condition number 1e6; exactly dependent
  /// columns give ~1e-16, merely correlated springs stay above 1e-10).
  static let rankTolerance = 1e-12
  /// Weight in a null eigenvector that implicates a parameter: 0.1.
  static let nullWeight = 0.1

  /// What the analysis finds for the k free columns.
  struct Analysis {
    /// The covariance (k × k, row-major) among identified parameters; rows
    /// and columns of unidentified ones are zero.
    var covariance: [Double]
    /// True where a parameter is unidentifiable.
    var unidentifiable: [Bool]
    /// Degrees of freedom m − k.
    var degreesOfFreedom: Int
  }

  /// Analyses the free `columns` of a row-major m × n Jacobian.
  static func analyse(jacobian: [Double], rows m: Int, stride n: Int, columns: [Int], rss: Double) -> Analysis {
    let k = columns.count
    var unidentifiable = [Bool](repeating: false, count: k)
    var covariance = [Double](repeating: 0, count: k * k)
    let dof = m - k
    guard k > 0 else { return Analysis(covariance: [], unidentifiable: [], degreesOfFreedom: dof) }
    var norms = [Double](repeating: 0, count: k)
    for (a, j) in columns.enumerated() {
      var s = 0.0
      for i in 0..<m { s += jacobian[i * n + j] * jacobian[i * n + j] }
      norms[a] = s.squareRoot()
      if !(norms[a] > 0) { unidentifiable[a] = true }
    }
    func scaledGram(_ keep: [Int]) -> [Double] {
      let q = keep.count
      var g = [Double](repeating: 0, count: q * q)
      for a in 0..<q {
        for b in a..<q {
          let ja = columns[keep[a]]
          let jb = columns[keep[b]]
          var s = 0.0
          for i in 0..<m { s += jacobian[i * n + ja] * jacobian[i * n + jb] }
          s /= norms[keep[a]] * norms[keep[b]]
          g[a * q + b] = s
          g[b * q + a] = s
        }
      }
      return g
    }
    // Rank: flag parameters in null directions, repeat until the rest is full rank.
    while true {
      let keep = (0..<k).filter { !unidentifiable[$0] }
      if keep.isEmpty { break }
      let (values, vectors) = SymmetricEigen.decompose(scaledGram(keep), size: keep.count)
      let largest = values.max() ?? 0
      var flagged = false
      for (e, value) in values.enumerated() where value <= rankTolerance * largest {
        for (a, index) in keep.enumerated() where abs(vectors[a * keep.count + e]) >= nullWeight {
          unidentifiable[index] = true
          flagged = true
        }
      }
      if !flagged {
        let s2 = dof > 0 ? rss / Double(dof) : .nan
        let q = keep.count
        for a in 0..<q {
          for b in 0..<q {
            var s = 0.0
            for e in 0..<q { s += vectors[a * q + e] * vectors[b * q + e] / values[e] }
            covariance[keep[a] * k + keep[b]] = s2 * s / (norms[keep[a]] * norms[keep[b]])
          }
        }
        break
      }
    }
    return Analysis(covariance: covariance, unidentifiable: unidentifiable, degreesOfFreedom: dof)
  }
}

/// Eigen-decomposition of a small symmetric matrix by cyclic Jacobi rotations
/// (Golub and Van Loan, "Matrix Computations", 4th ed., §8.5.2).
enum SymmetricEigen {
  /// Eigenvalues and eigenvectors (column e of the row-major `vectors` is the
  /// e-th eigenvector) of the row-major symmetric `matrix` of `size` n.
  static func decompose(_ matrix: [Double], size n: Int) -> (values: [Double], vectors: [Double]) {
    var a = matrix
    var v = [Double](repeating: 0, count: n * n)
    for i in 0..<n { v[i * n + i] = 1 }
    for _ in 0..<100 {
      var off = 0.0
      var diagonal = 0.0
      for p in 0..<n {
        diagonal += a[p * n + p] * a[p * n + p]
        for q in (p + 1)..<Swift.max(p + 1, n) { off += a[p * n + q] * a[p * n + q] }
      }
      // Off-diagonal mass at 1e-36 of the diagonal's: below rounding of every entry.
      if off <= 1e-36 * diagonal { break }
      for p in 0..<n {
        for q in (p + 1)..<Swift.max(p + 1, n) {
          let apq = a[p * n + q]
          if apq == 0 { continue }  // already diagonal in this pair (exact zero)
          let theta = (a[q * n + q] - a[p * n + p]) / (2 * apq)
          let t = (theta >= 0 ? 1 : -1) / (abs(theta) + (theta * theta + 1).squareRoot())
          let c = 1 / (t * t + 1).squareRoot()
          let s = t * c
          for r in 0..<n {
            let arp = a[r * n + p]
            let arq = a[r * n + q]
            a[r * n + p] = c * arp - s * arq
            a[r * n + q] = s * arp + c * arq
          }
          for r in 0..<n {
            let apr = a[p * n + r]
            let aqr = a[q * n + r]
            a[p * n + r] = c * apr - s * aqr
            a[q * n + r] = s * apr + c * aqr
          }
          for r in 0..<n {
            let vrp = v[r * n + p]
            let vrq = v[r * n + q]
            v[r * n + p] = c * vrp - s * vrq
            v[r * n + q] = s * vrp + c * vrq
          }
        }
      }
    }
    return ((0..<n).map { a[$0 * n + $0] }, v)
  }
}
