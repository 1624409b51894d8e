/// 16-point Gauss–Legendre quadrature with adaptive bisection.
///
/// The nodes are the roots of P₁₆, found at first use by Newton's method on
/// the three-term recurrence (Abramowitz & Stegun 25.4.29 for the rule,
/// 22.7.10 for the recurrence) from the starting guesses cos(π(i − ¼)/(n + ½));
/// weights 2/((1 − x²)·P′ₙ(x)²).
enum GaussLegendre16 {
  static let order = 16

  /// (nodes, weights) on [−1, 1], nodes ascending.
  static let rule: (nodes: [Double], weights: [Double]) = {
    let n = order
    var nodes = [Double](repeating: 0, count: n)
    var weights = [Double](repeating: 0, count: n)
    for i in 0..<(n / 2) {
      var x = Libm.cos(Double.pi * (Double(i) + 0.75) / (Double(n) + 0.5))
      var derivative = 0.0
      for _ in 0..<100 {
        var p0 = 1.0
        var p1 = x
        for k in 2...n {
          let p2 = ((2 * Double(k) - 1) * x * p1 - (Double(k) - 1) * p0) / Double(k)
          p0 = p1
          p1 = p2
        }
        derivative = Double(n) * (x * p1 - p0) / (x * x - 1)
        let step = p1 / derivative
        x -= step
        if abs(step) <= 1e-17 { break }
      }
      let w = 2 / ((1 - x * x) * derivative * derivative)
      nodes[i] = -x
      nodes[n - 1 - i] = x
      weights[i] = w
      weights[n - 1 - i] = w
    }
    return (nodes, weights)
  }()

  /// ∫ₐᵇ f by one application of the rule.
  static func apply(from a: Double, to b: Double, _ f: (Double) -> Double) -> Double {
    let half = (b - a) / 2
    let middle = (a + b) / 2
    var sum = 0.0
    for (x, w) in zip(rule.nodes, rule.weights) { sum += w * f(middle + half * x) }
    return sum * half
  }

  /// ∫ₐᵇ f, bisecting a panel until it and its two halves agree to
  /// 1e-15 of the whole integral's first estimate (absolute, not halved per
  /// level, so rounding noise cannot force endless refinement); at most
  /// ``maximumPanels`` panels are refined. Signed: negative when b < a.
  static func adaptive(from a: Double, to b: Double, _ f: (Double) -> Double) -> Double {
    let first = apply(from: a, to: b, f)
    let tolerance = 1e-15 * abs(first)
    var budget = maximumPanels
    func recurse(_ a: Double, _ b: Double, _ whole: Double, _ depth: Int) -> Double {
      let m = (a + b) / 2
      let left = apply(from: a, to: m, f)
      let right = apply(from: m, to: b, f)
      let halves = left + right
      budget -= 1
      if depth >= 50 || budget <= 0 || abs(halves - whole) <= tolerance { return halves }
      return recurse(a, m, left, depth + 1) + recurse(m, b, right, depth + 1)
    }
    return recurse(a, b, first, 0)
  }

  /// The most panels ``adaptive(from:to:_:)`` refines.
  static let maximumPanels = 2_000
}
