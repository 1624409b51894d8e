/// Skia's `SkCubicMap`, in Float: the eased progress of
/// `cubic-bezier(x1, y1, x2, y2)` as Skottie computes it.
///
/// Read from google/skia:
/// - `src/core/SkCubicMap.cpp` at 0221e79b: x handles clamped to [0, 1];
///   polynomial coefficients A = 1 + 3x1 − 3x2, B = 3x2 − 6x1, C = 3x1 (and
///   the same in y); a straight line when both handles are within 1/4096 of
///   the diagonal (`SkScalarNearlyEqual`); t = ∛(x/A) when B and C are
///   within 1e-7 of 0; the input pinned to [0, 1] and returned as is within
///   1e-10 of 0 or 1; y = ((A·t + B)·t + C)·t;
/// - `src/core/SkCubicSolver.h` at 16741cad, `cubic_solver`: **Halley's**
///   method from t = x, at most 8 steps, stopping once |f| ≤ 5e-5, with
///   f, f′, f″ evaluated by fused multiply-adds.
struct SkiaCubicMap: Sendable {
  /// How the map solves x → t.
  enum Kind: Sendable { case line, cubeRoot, solver }

  /// The polynomial coefficients (A, B, C) in x and in y.
  let x: (Float, Float, Float), y: (Float, Float, Float)
  /// The solving rule.
  let kind: Kind

  /// `SK_ScalarNearlyZero`: 1/4096, Skia's tolerance for "nearly equal".
  static let nearlyEqual: Float = 1.0 / 4096
  /// `cubic_solver`'s stop: |x(t) − x| at most this.
  static let solverTolerance: Float = 0.00005
  /// `cubic_solver`'s most Halley steps.
  static let maximumSteps = 8

  /// Whether Skottie reads the handles as linear (`SkCubicMap::IsLinear`).
  static func isLinear(x1: Float, y1: Float, x2: Float, y2: Float) -> Bool {
    abs(x1 - y1) <= nearlyEqual && abs(x2 - y2) <= nearlyEqual
  }

  /// The map for `cubic-bezier(x1, y1, x2, y2)`.
  init(x1: Float, y1: Float, x2: Float, y2: Float) {
    let (cx1, cx2) = (min(max(x1, 0), 1), min(max(x2, 0), 1))
    func coefficients(_ p1: Float, _ p2: Float) -> (Float, Float, Float) {
      let (s1, s2) = (p1 * 3, p2 * 3)
      return (1 + s1 - s2, s2 - s1 - s1, s1)
    }
    x = coefficients(cx1, cx2)
    y = coefficients(y1, y2)
    if Self.isLinear(x1: cx1, y1: y1, x2: cx2, y2: y2) {
      kind = .line
    } else if abs(x.1) <= 0.0000001 && abs(x.2) <= 0.0000001 {
      kind = .cubeRoot
    } else {
      kind = .solver
    }
  }

  /// `computeYFromX`.
  func value(at progress: Float) -> Float {
    let p = min(max(progress, 0), 1)
    if p <= 0.0000000001 || 1 - p <= 0.0000000001 || kind == .line { return p }
    let t = kind == .cubeRoot ? Float(Libm.pow(Double(p / x.0), Double(Float(1) / 3))) : solve(p)
    return ((y.0 * t + y.1) * t + y.2) * t
  }

  /// `cubic_solver(A, B, C, −x)`: Halley's iteration from t = x.
  func solve(_ target: Float) -> Float {
    let (a, b, c, d) = (x.0, x.1, x.2, -target)
    var t = target
    for _ in 0..<Self.maximumSteps {
      let f = d.addingProduct(c.addingProduct(b.addingProduct(a, t), t), t)
      if abs(f) <= Self.solverTolerance { break }
      let slope = c.addingProduct((2 * b).addingProduct(3 * a, t), t)
      let curvature = (2 * b).addingProduct(3 * a + 3 * a, t)
      let numerator = 2 * slope * f
      let denominator = (-(f * curvature)).addingProduct(2 * slope, slope)
      t -= numerator / denominator
    }
    return t
  }
}
