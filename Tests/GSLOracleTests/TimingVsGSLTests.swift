import AnimationMath
import GSLOracle
import TestSupport
import Testing

/// The core's cubic-bézier solver against GSL (`gsl_poly_solve_cubic` +
/// `gsl_root_fsolver_brent` on a double-double Bernstein residual).
///
/// Tolerance budget: the oracle is exact to ~1e-17 (its final bracket is one
/// ulp of t wide and is interpolated in double-double) and the core promises
/// 1e-14, so |core − oracle| ≤ 1e-14 is the core's own error. The
/// measured worst case is a few 1e-16 (printed by `randomPairs`).
@Suite("Cubic-bézier timing vs GSL")
struct TimingVsGSLTests {
  /// The core's accuracy promise for |y1|, |y2| ≤ 2 (values of order 1).
  static let valueTolerance = 1e-14
  /// Slopes: y′/x′ at a t good to ~1e-17 in both: relative 1e-9 is the
  /// requirement, with an absolute floor where dy/dx ≈ 0 (a difference of O(1)
  /// terms, good to ~1e-16 absolute).
  static let slopeRelativeTolerance = 1e-9
  static let slopeAbsoluteTolerance = 1e-13
  /// Above this |dy/dx| the tangent is (nearly) vertical; only the sign is compared.
  static let verticalSlope = 1e10

  static let seed: UInt64 = 0x5EED_0003_B021_E201
  /// Random pairs: 100,000 under `./run-tests`, 10,000 under a plain `swift test`.
  static let randomPairCount = StatisticalSweep.count("TimingVsGSL random pairs", reduced: 10_000, full: 100_000)

  /// A random valid curve, with extra weight on the degenerate corners.
  static func randomCurve(_ rng: inout SplitMix64) -> (Double, Double, Double, Double) {
    func x(_ rng: inout SplitMix64) -> Double {
      switch rng.next() % 10 {
      case 0: return [0, 1, 1e-9, 1 - 1e-9, 0.5][Int(rng.next() % 5)]
      default: return rng.uniform(0...1)
      }
    }
    func y(_ rng: inout SplitMix64) -> Double {
      rng.next() % 10 == 0 ? [0, 1][Int(rng.next() % 2)] : rng.uniform(-1...2)
    }
    return (x(&rng), y(&rng), x(&rng), y(&rng))
  }

  /// A random input in [0, 1], with extra weight next to 0, ½ and 1.
  static func randomInput(_ rng: inout SplitMix64) -> Double {
    switch rng.next() % 8 {
    case 0: return rng.logUniform(-300 ... -1)
    case 1: return 1 - rng.logUniform(-16 ... -1)
    case 2:
      var p = 0.5
      for _ in 0..<Int(rng.next() % 4) { p = rng.next() % 2 == 0 ? p.nextUp : p.nextDown }
      return p
    default: return rng.uniform(0...1)
    }
  }

  /// Compares one (curve, input) pair and returns |Δvalue|.
  static func compare(
    _ curve: CubicBezierTiming, _ progress: Double, _ context: @autoclosure () -> String
  ) throws -> Double {
    let reference = try GSLTimingOracle.evaluate(curve, at: progress)
    let (value, slope) = curve.valueAndSlope(at: progress)
    let error = absoluteError(value, reference.value)
    if !(error <= valueTolerance) {
      Issue.record(
        "value \(value) vs GSL \(reference.value): error \(error) > \(valueTolerance) \(context())")
    }
    if reference.slope.isNaN {
      // x′ = y′ = 0 (identity curves at their stationary points): the oracle
      // has no limit there; the core's is checked in CubicBezierTimingTests.
    } else if abs(reference.slope) < verticalSlope {
      expectClose(
        slope, reference.slope, absolute: slopeAbsoluteTolerance, relative: slopeRelativeTolerance,
        "slope \(context())")
    } else if !(slope.sign == reference.slope.sign && abs(slope) > verticalSlope / 10) {
      Issue.record("vertical slope \(slope) vs GSL \(reference.slope) \(context())")
    }
    return error
  }

  @Test("seeded random curve × input pairs (100,000 at full size) agree within 1e-14", .tags(.statistical))
  func randomPairs() throws {
    var rng = SplitMix64(seed: Self.seed)
    var worst = 0.0
    var worstCase = ""
    for index in 0..<Self.randomPairCount {
      let (x1, y1, x2, y2) = Self.randomCurve(&rng)
      let progress = Self.randomInput(&rng)
      let curve = try CubicBezierTiming(x1: x1, y1: y1, x2: x2, y2: y2)
      let context = "seed \(Self.seed) pair \(index): \(curve) at \(progress)"
      let error = try Self.compare(curve, progress, context)
      if error > worst {
        worst = error
        worstCase = context
      }
    }
    print("TimingVsGSL random: max |Δvalue| = \(worst) over \(Self.randomPairCount) pairs (\(worstCase))")
  }

  /// The hard curves (near-vertical and near-flat end tangents, cusps in x) plus the identities and named curves.
  static let hardCurves: [(Double, Double, Double, Double)] = [
    (1, 0, 0, 1), (0, 1, 0, 1), (0, 0, 1, 1), (1, 1, 0, 0), (1, 0, 1, 0),
    (0.99, 0, 0.01, 1), (0.3333, 0, 0.6667, 1), (0.9, 0.1, 0.95, 0.05),
    (0.68, -0.55, 0.265, 1.55), (0.25, 0.1, 0.25, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1),
    (0.42, 0, 0.58, 1), (1, 0.5, 0, 0.5), (1, -1, 0, 2), (1 - 1e-12, 0, 1e-12, 1),
    // x″ = 0 near t ≈ 0.306: Newton's last step there can be ~1e-7 with a
    // negligible remainder (a regression: it was once applied to first order only).
    (0.3021290770320365, 1.7922826467802269, 0.25599499995884223, 1.7168597099362062),
  ]

  /// The curves of the benchmark table (CSS's named curves, the back curve
  /// and (1, 0, 0, 1)), whose fast path starts from the quintic Hermite table.
  static let benchmarkCurves: [(Double, Double, Double, Double)] = [
    (0.25, 0.1, 0.25, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1),
    (0.68, -0.55, 0.265, 1.55), (1, 0, 0, 1),
  ]
  /// Seeded random inputs per benchmark curve.
  static let benchmarkInputCount = 10_000

  @Test("benchmark curves at 10,000 seeded random inputs each", arguments: benchmarkCurves.indices)
  func benchmarkCurve(_ index: Int) throws {
    let (x1, y1, x2, y2) = Self.benchmarkCurves[index]
    let curve = try CubicBezierTiming(x1: x1, y1: y1, x2: x2, y2: y2)
    var rng = SplitMix64(seed: Self.seed &+ UInt64(index))
    var worst = 0.0
    var checked = 0
    for _ in 0..<Self.benchmarkInputCount {
      let progress = rng.uniform(0...1)
      worst = max(
        worst, try Self.compare(curve, progress, "seed \(Self.seed &+ UInt64(index)): \(curve) at \(progress)"))
      checked += 1
    }
    #expect(checked == Self.benchmarkInputCount)
    print("TimingVsGSL benchmark \(curve): max |Δvalue| = \(worst) over \(checked) random inputs")
  }

  /// Curves at the power-basis threshold: y1 = y2 = Y, where the solver's
  /// full bound u·(6.001·Σ|ŷ| + 1.001·(1 + 12|Y| + 6|Y|)) meets 6e-15 at
  /// Y ≈ 0.870746 (Documentation/CubicBezierSolver.md); the first of each
  /// pair uses the power basis, the second the Bernstein form. Before the
  /// full bound, curves in (0.834, 0.8707] took the Bernstein form.
  static let thresholdCurves: [(Double, Double, Double, Double)] = [
    (0.3, 0.8707, 0.7, 0.8707), (0.3, 0.87075, 0.7, 0.87075),
    (0.9, 0.8707, 0.1, 0.8707), (0.9, 0.87075, 0.1, 0.87075),
    (0.05, 0.85, 0.95, 0.85), (1, 0.8707, 0, 0.8707), (1, 0.87075, 0, 0.87075),
  ]
  /// Seeded inputs per threshold curve.
  static let thresholdInputCount = 10_000

  @Test("curves just below and just above the power-basis threshold", arguments: thresholdCurves.indices)
  func powerBasisThreshold(_ index: Int) throws {
    let (x1, y1, x2, y2) = Self.thresholdCurves[index]
    let curve = try CubicBezierTiming(x1: x1, y1: y1, x2: x2, y2: y2)
    let seed = Self.seed &+ 0x7E5 &+ UInt64(index)
    var rng = SplitMix64(seed: seed)
    var worst = 0.0
    var checked = 0
    for _ in 0..<Self.thresholdInputCount {
      let progress = Self.randomInput(&rng)
      worst = max(worst, try Self.compare(curve, progress, "seed \(seed): \(curve) at \(progress)"))
      checked += 1
    }
    #expect(checked == Self.thresholdInputCount)
    print("TimingVsGSL threshold \(curve): max |Δvalue| = \(worst) over \(checked) random inputs")
  }

  /// Curves with x′ = 0 at exactly one end (x1 = 0 < x2 < 1, or 0 < x1 < x2 = 1),
  /// whose end region the solver covers with a second table uniform in √x or
  /// √(1 − x); two seeded random ones of each kind follow the named ones.
  static let singularEndCurves: [(Double, Double, Double, Double)] = [
    (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0, 1, 0.3, 1), (0.7, -0.5, 1, 1), (0, 0.2, 0.9, 1.3),
    (0.05, 1.5, 1, -0.5), (0, -0.8, 0.02, 1.9), (0.98, 0.3, 1, 0.6),
  ]
  /// Seeded inputs per curve, all within ⅛ of the singular end (the second table's region).
  static let singularEndInputCount = 4_000

  @Test("end regions of curves with x′ = 0 at one end (the square-root table)", arguments: singularEndCurves.indices)
  func singularEnd(_ index: Int) throws {
    let (x1, y1, x2, y2) = Self.singularEndCurves[index]
    let curve = try CubicBezierTiming(x1: x1, y1: y1, x2: x2, y2: y2)
    let seed = Self.seed ^ 0xE4D ^ UInt64(index)
    var rng = SplitMix64(seed: seed)
    let atStart = x1 == 0
    var worst = 0.0
    var checked = 0
    for k in 0..<Self.singularEndInputCount {
      // Half uniform over the ⅛ next to the end, half log-uniform down to 1e-12 from it.
      let distance = k % 2 == 0 ? rng.uniform(0...0.125) : rng.logUniform(-12 ... -0.9)
      let progress = atStart ? distance : 1 - distance
      guard progress > 0 && progress < 1 else { continue }
      worst = max(worst, try Self.compare(curve, progress, "seed \(seed): \(curve) at \(progress)"))
      checked += 1
    }
    // Only a draw of exactly 0 (or one rounding 1 − d to 1) is skipped.
    #expect(checked >= Self.singularEndInputCount - 2, "checked \(checked)")
    print("TimingVsGSL singular end \(curve): max |Δvalue| = \(worst) over \(checked) inputs")
  }

  @Test("hard curves on a grid and next to 0, ½ and 1", arguments: hardCurves.indices)
  func hardCurve(_ index: Int) throws {
    let (x1, y1, x2, y2) = Self.hardCurves[index]
    let curve = try CubicBezierTiming(x1: x1, y1: y1, x2: x2, y2: y2)
    var inputs = (0...2_000).map { Double($0) / 2_000 }
    var near = [0.5, 0.0.nextUp, 1.0.nextDown]
    for _ in 0..<8 {
      near += [near[near.count - 3].nextUp, near[near.count - 3].nextDown]
    }
    inputs += near + [1e-300, 1e-100, 1e-30, 1e-16, 1 - 1e-15, 0.5 + 1e-12, 0.5 - 1e-12]
    var worst = 0.0
    for progress in inputs where progress >= 0 && progress <= 1 {
      worst = max(worst, try Self.compare(curve, progress, "\(curve) at \(progress)"))
    }
    print("TimingVsGSL hard \(curve): max |Δvalue| = \(worst) over \(inputs.count) inputs")
  }
}
