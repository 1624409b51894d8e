/// Carlson's symmetric elliptic integrals R_F and R_D, and Legendre's
/// incomplete integral of the second kind E(φ | m) built from them.
///
/// Duplication algorithm and series of B. C. Carlson, "Numerical computation
/// of real or complex elliptic integrals", Numerical Algorithms 10 (1995)
/// 13–26 (arXiv:math/9409227), as summarised in DLMF §19.36(i)
/// (https://dlmf.nist.gov/19.36.i): iterate the duplication until
/// 4⁻ⁿ·Q < |Aₙ|, then sum the fifth-order series (DLMF 19.36.1 for R_F,
/// 19.36.2 for R_D). With r = 2⁻⁵³ the truncation error is below r.
/// E(φ | m) = sin φ·R_F(cos²φ, 1 − m sin²φ, 1) − (m/3)·sin³φ·R_D(cos²φ, 1 − m sin²φ, 1)
/// for |φ| ≤ π/2 (DLMF 19.25.9), extended by E(φ + nπ) = E(φ) + 2n·E(m).
enum CarlsonElliptic {
  /// The series' relative truncation target r.
  static let tolerance = 0x1p-53

  /// R_F(x, y, z) = ½∫₀^∞ dt / √((t + x)(t + y)(t + z)), x, y, z ≥ 0, at most one 0.
  static func rf(_ x0: Double, _ y0: Double, _ z0: Double) -> Double {
    var x = x0
    var y = y0
    var z = z0
    let a0 = (x + y + z) / 3
    var a = a0
    // Q = (3r)^(−1/6)·max|A₀ − ·|; (3·2⁻⁵³)^(−1/6) ≈ 407.
    let q = Libm.pow(3 * tolerance, -1.0 / 6) * max(abs(a0 - x), abs(a0 - y), abs(a0 - z))
    var power = 1.0  // 4ⁿ
    for _ in 0..<100 where !(q < power * abs(a)) {
      let sx = x.squareRoot()
      let sy = y.squareRoot()
      let sz = z.squareRoot()
      let lambda = sx * sy + sy * sz + sz * sx
      x = (x + lambda) / 4
      y = (y + lambda) / 4
      z = (z + lambda) / 4
      a = (a + lambda) / 4
      power *= 4
    }
    let dx = (a0 - x0) / (power * a)
    let dy = (a0 - y0) / (power * a)
    let dz = -(dx + dy)
    let e2 = dx * dy - dz * dz
    let e3 = dx * dy * dz
    let series = 1 - e2 / 10 + e3 / 14 + e2 * e2 / 24 - 3 * e2 * e3 / 44
    return series / a.squareRoot()
  }

  /// R_D(x, y, z) = (3/2)∫₀^∞ dt / (√((t + x)(t + y))·(t + z)^{3/2}), x, y ≥ 0 (not both 0), z > 0.
  static func rd(_ x0: Double, _ y0: Double, _ z0: Double) -> Double {
    var x = x0
    var y = y0
    var z = z0
    let a0 = (x + y + 3 * z) / 5
    var a = a0
    // Q = (r/4)^(−1/6)·max|A₀ − ·|.
    let q = Libm.pow(tolerance / 4, -1.0 / 6) * max(abs(a0 - x), abs(a0 - y), abs(a0 - z))
    var power = 1.0  // 4ⁿ
    var sum = 0.0
    for _ in 0..<100 where !(q < power * abs(a)) {
      let sx = x.squareRoot()
      let sy = y.squareRoot()
      let sz = z.squareRoot()
      let lambda = sx * sy + sy * sz + sz * sx
      sum += 1 / (power * sz * (z + lambda))
      x = (x + lambda) / 4
      y = (y + lambda) / 4
      z = (z + lambda) / 4
      a = (a + lambda) / 4
      power *= 4
    }
    let dx = (a0 - x0) / (power * a)
    let dy = (a0 - y0) / (power * a)
    let dz = -(dx + dy) / 3
    let xy = dx * dy
    let z2 = dz * dz
    let e2 = xy - 6 * z2
    let e3 = (3 * xy - 8 * z2) * dz
    let e4 = 3 * (xy - z2) * z2
    let e5 = xy * z2 * dz
    let series =
      1 - 3 * e2 / 14 + e3 / 6 + 9 * e2 * e2 / 88 - 3 * e4 / 22 - 9 * e2 * e3 / 52 + 3 * e5 / 26
    return series / (power * a * a.squareRoot()) + 3 * sum
  }

  /// E(φ | m) for |φ| ≤ π/2, with the complementary parameter m′ = 1 − m
  /// given separately so that 1 − m·sin²φ = cos²φ + m′·sin²φ keeps its digits
  /// when m is close to 1.
  static func incompleteE(reduced phi: Double, parameter m: Double, complement mc: Double) -> Double {
    let s = Libm.sin(phi)
    let c = Libm.cos(phi)
    let c2 = c * c
    let delta = c2 + mc * s * s
    return s * rf(c2, delta, 1) - (m / 3) * s * s * s * rd(c2, delta, 1)
  }

  /// The complete integral E(m) = R_F(0, m′, 1) − (m/3)·R_D(0, m′, 1).
  static func completeE(parameter m: Double, complement mc: Double) -> Double {
    if mc == 0 { return 1 }  // m = 1: E = 1 (exact structural case)
    return rf(0, mc, 1) - (m / 3) * rd(0, mc, 1)
  }

  /// E(φ | m) for any real φ: φ = nπ + r, |r| ≤ π/2, E = 2n·E(m) + E(r | m).
  static func incompleteE(_ phi: Double, parameter m: Double, complement mc: Double) -> Double {
    let n = (phi / Double.pi).rounded()
    let r = phi - n * Double.pi
    let base = incompleteE(reduced: r, parameter: m, complement: mc)
    return n == 0 ? base : 2 * n * completeE(parameter: m, complement: mc) + base
  }
}
