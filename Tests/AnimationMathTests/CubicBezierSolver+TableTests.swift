import TestSupport
import Testing

@testable import AnimationMath

/// A curve made without a table (each evaluation solves the row it needs)
/// and the same curve with its whole table (`precomputed()`) give the same
/// double for every method and input: a table row depends only on the curve
/// and its index, never on the order rows are made in.
@Suite("CubicBezierSolver: rows on demand equal the precomputed table")
struct CubicBezierSolverTableTests {
  static let seed: UInt64 = 0x1A2_7AB1_E000_0001

  /// A random valid curve, with the shapes that have a second table
  /// (x1 = 0 or x2 = 1), the stationary-point family (x1 = 1, x2 = 0) and
  /// near misses of it in the mix.
  static func randomCurve(_ index: Int, _ rng: inout SplitMix64) throws -> CubicBezierTiming {
    var x1 = rng.uniform(0...1)
    var x2 = rng.uniform(0...1)
    switch index % 6 {
    case 1: x1 = 0
    case 2: x2 = 1
    case 3: (x1, x2) = (1, 0)
    case 4: (x1, x2) = (1 - rng.uniform(0...1e-3), rng.uniform(0...1e-3))
    default: break
    }
    return try CubicBezierTiming(x1: x1, y1: rng.uniform(-2...3), x2: x2, y2: rng.uniform(-2...3))
  }

  /// Inputs: uniform in (0, 1), the knots j/128 and their neighbours, the
  /// second tables' ends, tiny inputs next to 0 and 1, and the edges.
  static func inputs(_ rng: inout SplitMix64) -> [Double] {
    var inputs = (0..<24).map { _ in rng.uniform(0...1) }
    let j = Double(Int(rng.uniform(1...127)))
    inputs += [j / 128, (j / 128).nextUp, (j / 128).nextDown, 0.125, 0.875, 1e-300, 1e-9, 1 - 1e-12]
    inputs += [0, 1, -0.25, 1.5, .nan, Double.leastNonzeroMagnitude, (1.0).nextDown]
    return inputs
  }

  @Test("value, slope, valueAndSlope and parameter: bit for bit, seeded random curves")
  func onDemandEqualsPrecomputed() throws {
    let curveCount = StatisticalSweep.count("cubic-bezier rows on demand vs table", reduced: 120, full: 2_000)
    print("CubicBezierSolverTableTests seed \(Self.seed)")
    var rng = SplitMix64(seed: Self.seed)
    var compared = 0
    for index in 0..<curveCount {
      let plain = try Self.randomCurve(index, &rng)
      let table = plain.precomputed()
      #expect(!plain.isPrecomputed)
      #expect(table.isPrecomputed || plain.solver.isIdentity)
      for p in Self.inputs(&rng) {
        let context = "seed \(Self.seed) curve \(index) \(plain) at \(p)"
        #expect(plain.value(at: p).bitPattern == table.value(at: p).bitPattern, "\(context)")
        #expect(plain.slope(at: p).bitPattern == table.slope(at: p).bitPattern, "\(context)")
        let (a, b) = (plain.valueAndSlope(at: p), table.valueAndSlope(at: p))
        #expect(a.value.bitPattern == b.value.bitPattern && a.slope.bitPattern == b.slope.bitPattern, "\(context)")
        let (s, t) = (plain.parameter(forProgress: p), table.parameter(forProgress: p))
        #expect(s.bitPattern == t.bitPattern, "\(context)")
        compared += 1
      }
    }
    #expect(compared == curveCount * 39)
  }

  @Test("every row of the table is the row computed for its index alone")
  func rowsAreIndependentOfOrder() throws {
    var rng = SplitMix64(seed: Self.seed &+ 1)
    print("CubicBezierSolverTableTests rows seed \(Self.seed &+ 1)")
    for index in 0..<6 {
      let plain = try Self.randomCurve(index, &rng).solver
      let table = plain.precomputed()
      var checked = 0
      // Backwards, so that no row is made after its neighbour.
      for variable in [CubicBezierSolver.TableVariable.linear, plain.variable] {
        for j in (0..<CubicBezierSolver.segmentCount).reversed() {
          let alone = plain.row(j, in: variable)
          let stored = table.row(j, in: variable)
          let a = [alone.knot, alone.c1, alone.c2, alone.c3, alone.c4, alone.c5, alone.knotResidual, alone.stepBound]
          let b = [
            stored.knot, stored.c1, stored.c2, stored.c3, stored.c4, stored.c5, stored.knotResidual, stored.stepBound,
          ]
          #expect(a.map(\.bitPattern) == b.map(\.bitPattern), "curve \(index) \(variable) row \(j)")
          checked += 1
        }
      }
      #expect(checked == 2 * CubicBezierSolver.segmentCount)
    }
  }

  @Test("creation builds no table; precomputed() builds it once and copies share it")
  func creationIsCheap() throws {
    let curve = try CubicBezierTiming(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    #expect(!curve.isPrecomputed)
    let table = curve.precomputed()
    #expect(table.isPrecomputed)
    #expect(table.precomputed().solver === table.solver)
    #expect(table == curve && table.hashValue == curve.hashValue)
    let identity = try CubicBezierTiming(x1: 0.3, y1: 0.3, x2: 0.7, y2: 0.7)
    #expect(!identity.precomputed().isPrecomputed)
  }
}
