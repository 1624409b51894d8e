import TestSupport
import Testing

@testable import AnimationMath

/// The power-basis error bound of `CubicBezierSolver` (proof in
/// Documentation/CubicBezierSolver.md), measured against Float80 evaluations
/// of the Bernstein form (64-bit significand: their own error is below
/// ``referenceError`` of the curve's scale, far below the bound).
private let referenceError = 1e-18

@Suite("CubicBezierSolver: the power basis and its proven bound")
struct CubicBezierSolverTests {
  /// The documented bound, u·(6.001·Σ|ŷ| + 1.001·(1 + 12|y1| + 6|y2|)), with
  /// the coefficients rounded as the solver rounds them.
  static func documentedBound(_ y1: Double, _ y2: Double) -> Double {
    let sum = abs(1 + 3 * y1 - 3 * y2) + abs(3 * y2 - 6 * y1) + abs(3 * y1)
    return 0x1p-53 * (6.001 * sum + 1.001 * (1 + 12 * abs(y1) + 6 * abs(y2)))
  }

  /// The height Y* where the documented bound of cubic-bezier(x1, Y, x2, Y)
  /// (y1 = y2 = Y ≤ 1: the cancelling family, exact A = 1) meets
  /// 6e-15·max(1, |Y|), by bisection: ≈ 0.8707.
  static let thresholdHeight: Double = {
    var low = 0.5
    var high = 1.0
    for _ in 0..<80 {
      let middle = 0.5 * (low + high)
      if documentedBound(middle, middle) <= 6e-15 { low = middle } else { high = middle }
    }
    return low
  }()

  /// Curves whose bound sits just below and just above the threshold (and
  /// whether the power basis is expected), the CSS named curves, and
  /// cancelling ones where the coefficients' rounding outweighs Σ|ŷ|.
  static let thresholdCurves: [(x1: Double, y1: Double, x2: Double, y2: Double, power: Bool)] = [
    (0.3, thresholdHeight * (1 - 1e-6), 0.7, thresholdHeight * (1 - 1e-6), true),
    (0.3, thresholdHeight * (1 + 1e-6), 0.7, thresholdHeight * (1 + 1e-6), false),
    (0.9, thresholdHeight.nextDown, 0.1, thresholdHeight.nextDown, true),
    (0.9, thresholdHeight * (1 + 1e-12), 0.1, thresholdHeight * (1 + 1e-12), false),
    (0.25, 0.1, 0.25, 1, true), (0.42, 0, 0.58, 1, true), (1, 0, 0, 1, true),
    (0.68, -0.55, 0.265, 1.55, false),
    (0.2, 1.0 / 3, 0.8, 2.0 / 3, true), (0.5, 0.83, 0.5, 0.83, true), (0.5, 0.9, 0.5, 0.9, false),
  ]

  @Test("the power basis is chosen exactly where the full bound allows it", arguments: thresholdCurves.indices)
  func selection(_ index: Int) throws {
    let c = Self.thresholdCurves[index]
    let solver = try CubicBezierTiming(x1: c.x1, y1: c.y1, x2: c.x2, y2: c.y2).solver
    let bound = Self.documentedBound(c.y1, c.y2)
    expectClose(solver.powerBasisRoundingBound, bound, relative: 1e-15, "curve \(index)")
    #expect(
      solver.usesPowerBasis == c.power, "curve \(index) \(c): bound \(bound) vs \(6e-15 * max(1, abs(c.y1), abs(c.y2)))"
    )
    #expect(solver.usesPowerBasis == (bound <= CubicBezierSolver.powerBasisErrorBound * max(1, abs(c.y1), abs(c.y2))))
  }

  /// Seeded double t per curve for the measured power-basis error.
  static let inputsPerCurve = 20_000

  @Test(
    "Horner in the power basis stays within its proven bound (Float80 reference)", arguments: thresholdCurves.indices)
  func roundingWithinBound(_ index: Int) throws {
    let c = Self.thresholdCurves[index]
    let solver = try CubicBezierTiming(x1: c.x1, y1: c.y1, x2: c.x2, y2: c.y2).solver
    let scale = max(1, abs(c.y1), abs(c.y2))
    var rng = SplitMix64(seed: 0xB0_0D5 &+ UInt64(index))
    var worst = 0.0
    var checked = 0
    for k in 0..<Self.inputsPerCurve {
      let t = k % 4 == 0 ? rng.logUniform(-20...0) : rng.uniform(0...1)
      let horner = ((solver.yA * t + solver.yB) * t + solver.yC) * t
      let (tx, y1, y2) = (Float80(t), Float80(c.y1), Float80(c.y2))
      let u = 1 - tx
      let exact = 3 * u * u * tx * y1 + 3 * u * tx * tx * y2 + tx * tx * tx
      worst = max(worst, abs(Double(Float80(horner) - exact)))
      checked += 1
    }
    #expect(checked == Self.inputsPerCurve)
    #expect(
      worst <= solver.powerBasisRoundingBound + referenceError * scale,
      "seed \(0xB0_0D5 &+ UInt64(index)) curve \(c): measured \(worst) > bound \(solver.powerBasisRoundingBound)")
    print(
      "CubicBezierSolver power basis \(c): measured \(worst), bound \(solver.powerBasisRoundingBound) (\(worst / solver.powerBasisRoundingBound) of it)"
    )
  }
}
