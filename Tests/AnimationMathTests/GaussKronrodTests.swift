import TestSupport
import Testing

@testable import AnimationMath

/// Weight sums and monomial integrals: 21 products of O(1) numbers, so a few
/// ulps of 2.
let quadratureRoundingTolerance = 1e-15

@Suite("GaussKronrod")
struct GaussKronrodTests {
  typealias Rule = GaussKronrod

  /// The G₁₀ and K₂₁ sums of t^degree over [−1, 1] (each stored node x
  /// stands for the pair ±x; the centre node is 0).
  static func monomial(_ degree: Int) -> (gauss: Double, kronrod: Double) {
    func power<V: SIMD>(_ x: V) -> V where V.Scalar == Double {
      var result = V(repeating: 1)
      for _ in 0..<degree { result *= x }
      return result
    }
    let pairs = power(Rule.nodes) + power(-Rule.nodes)
    let tailPairs = power(Rule.tailNodes) + power(-Rule.tailNodes)
    let center = degree == 0 ? 1.0 : 0.0
    let gauss = (pairs * Rule.gaussWeights).sum()
    let kronrod =
      (pairs * Rule.kronrodWeights).sum() + (tailPairs * Rule.tailKronrodWeights).sum()
      + Rule.centerKronrodWeight * center
    return (gauss, kronrod)
  }

  @Test("G10 is exact through degree 19, K21 through degree 31", arguments: 0...31)
  func exactness(degree: Int) {
    let exact = degree % 2 == 0 ? 2 / Double(degree + 1) : 0
    let (gauss, kronrod) = Self.monomial(degree)
    if degree <= 19 {
      expectClose(gauss, exact, absolute: quadratureRoundingTolerance, "G10, degree \(degree)")
    }
    expectClose(kronrod, exact, absolute: quadratureRoundingTolerance, "K21, degree \(degree)")
  }

  @Test("G10 is not exact at degree 20, so |K21 − G10| can estimate its error")
  func estimatorSees() {
    let (gauss, kronrod) = Self.monomial(20)
    #expect(abs(gauss - kronrod) > 1e-8)
  }

  @Test("the speed-extremum split: roots of B′·B″ in (0, 1)")
  func speedExtrema() {
    // Collinear back-track: x′ = 1200 − 5400t + 5400t², zero at 1/3 and 2/3,
    // x″ zero at 1/2: three extrema.
    let backtrack = Hodograph(
      .cubic(
        CubicBezier(
          start: .zero, control1: Point(x: 400, y: 0), control2: Point(x: -100, y: 0),
          end: Point(x: 300, y: 0))))
    let extrema = backtrack.speedExtrema()
    #expect(extrema.count == 3)
    for (root, expected) in zip(extrema, [1.0 / 3.0, 0.5, 2.0 / 3.0]) {
      // Newton on a simple root stops within a few ulps.
      expectClose(root, expected, absolute: 8 * expected.ulp)
    }
    // A line has constant speed: no extrema.
    #expect(
      Hodograph(.line(LineSegment(start: .zero, end: Point(x: 1, y: 1)))).speedExtrema().isEmpty)
    // Quadratic roots: stable for both the tiny and the large root.
    let (small, large) = PolynomialRoots.quadraticRoots(1, -1e8, 1)
    expectClose(small, 1e-8, relative: 1e-15)
    expectClose(large, 1e8, relative: 1e-15)
    let (none1, none2) = PolynomialRoots.quadraticRoots(1, 0, 1)
    #expect(none1.isNaN && none2.isNaN)
  }
}
