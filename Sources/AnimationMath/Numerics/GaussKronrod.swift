/// The 10-point Gauss–Legendre rule and its 21-point Kronrod extension on
/// [−1, 1], folded by symmetry into SIMD vectors.
///
/// The 21 Kronrod nodes are the 10 Gauss nodes plus 11 new ones (the roots of
/// the Stieltjes polynomial E₁₁, including 0). G₁₀ is exact for polynomials
/// of degree ≤ 19, K₂₁ for degree ≤ 31, and `|K₂₁ − G₁₀|` estimates the
/// error of G₁₀ (a large overestimate of K₂₁'s error on smooth panels). The
/// pair shares the 10 Gauss evaluations, so a panel costs 21 speed
/// evaluations instead of 30 for G₁₀/G₂₀.
///
/// The literals were computed by mpmath at 60 digits (Gauss nodes by Newton
/// on P₁₀; E₁₁ from its orthogonality to x^k·P₁₀, k ≤ 10; weights from exactness
/// on monomials, then checked exact through degree 31) and are written to 25
/// significant digits, which the compiler rounds correctly to the nearest
/// double. GaussKronrodTests checks the weight sums and the exactness.
///
/// Layout: both rules are symmetric (node ±x has one weight), so only the
/// positive nodes are stored: the 5 Gauss nodes and the 3 smallest
/// Kronrod-only nodes as one SIMD8 (``nodes``), the 2 largest Kronrod-only
/// nodes as a SIMD2 (``tailNodes``), and the centre 0. A panel evaluates the
/// speed at `m ± h·x` in 8-, 8- and 4-lane batches plus the centre (11
/// two-lane square roots on plain x86-64, 6 with AVX) and weighs the sums
/// `f(m − h·x) + f(m + h·x)`.
enum GaussKronrod {
  /// Positive nodes: Gauss nodes 1–5 ascending, then Kronrod-only nodes 1–3
  /// ascending.
  @inline(__always) static var nodes: SIMD8<Double> {
    SIMD8(
      0.1488743389816312108848260, 0.4333953941292471907992659,
      0.6794095682990244062343274, 0.8650633666889845107320967,
      0.9739065285171717200779640, 0.2943928627014601981311266,
      0.5627571346686046833390001, 0.7808177265864168970637176)
  }
  /// Positive Kronrod-only nodes 4–5.
  @inline(__always) static var tailNodes: SIMD2<Double> {
    SIMD2(0.9301574913557082260012072, 0.9956571630258080807355273)
  }
  /// G₁₀ weights of ``nodes`` (0 on the three Kronrod-only lanes).
  @inline(__always) static var gaussWeights: SIMD8<Double> {
    SIMD8(
      0.2955242247147528701738930, 0.2692667193099963550912269,
      0.2190863625159820439955349, 0.1494513491505805931457763,
      0.06667134430868813759356881, 0, 0, 0)
  }
  /// K₂₁ weights of ``nodes``.
  @inline(__always) static var kronrodWeights: SIMD8<Double> {
    SIMD8(
      0.1477391049013384913748415, 0.1347092173114733259280540,
      0.1093871588022976418992106, 0.07503967481091995276704314,
      0.03255816230796472747881897, 0.1427759385770600807970943,
      0.1234919762620658510779581, 0.09312545458369760553506547)
  }
  /// K₂₁ weights of ``tailNodes``.
  @inline(__always) static var tailKronrodWeights: SIMD2<Double> {
    SIMD2(0.05475589657435199603138130, 0.01169463886737187427806440)
  }
  /// K₂₁ weight of the centre node 0.
  @inline(__always) static var centerKronrodWeight: Double { 0.1494455540029169056649365 }
}
