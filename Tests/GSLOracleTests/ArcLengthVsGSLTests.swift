import AnimationMath
import Foundation
import GSLOracle
import TestSupport
import Testing

/// The contract: core lengths within 1e-12 relative of the reference.
private let lengthTolerance = 1e-12
/// qag and cquad must agree this well for GSL to count as a reference on a
/// curve: both run at 2e-14, and 1e-12 is the contract the core is held to.
private let oracleAgreement = 1e-12
/// The mpmath table is good to 33 digits; against it GSL's own integration
/// error (≤ ~1e-13 after refinement) is what is measured.
private let oracleVersusTableTolerance = 1e-12

/// A segment from a row of the mpmath table.
func segment(of row: ArcLengthReferenceRow) -> PathSegment {
  let p = row.points.map { Point(x: $0.x, y: $0.y) }
  switch p.count {
  case 2: return .line(LineSegment(start: p[0], end: p[1]))
  case 3: return .quadratic(QuadraticBezier(start: p[0], control: p[1], end: p[2]))
  default: return .cubic(CubicBezier(start: p[0], control1: p[1], control2: p[2], end: p[3]))
  }
}

/// A named hard shape.
struct HardShape: Sendable, CustomTestStringConvertible {
  let name: String
  let cubic: CubicBezier
  var testDescription: String { name }

  init(_ name: String, _ points: (Double, Double)...) {
    self.name = name
    let p = points.map { Point(x: $0.0, y: $0.1) }
    cubic = CubicBezier(start: p[0], control1: p[1], control2: p[2], end: p[3])
  }
}

@Suite("Arc length vs GSL")
struct ArcLengthVsGSLTests {
  // MARK: - The oracle on textbook values

  @Test("GSL sanity: closed forms")
  func oracleSanity() throws {
    let collinear = CubicBezier(
      start: .zero, control1: Point(x: 400, y: 0), control2: Point(x: -100, y: 0),
      end: Point(x: 300, y: 0))
    let measured = try GSLArcLengthOracle.measure(collinear)
    // Kinks at t = 1/3 and 2/3: |Δx| sums to 1100/3.
    expectClose(measured.qag, 1100.0 / 3.0, relative: lengthTolerance)
    expectClose(measured.cquad, 1100.0 / 3.0, relative: lengthTolerance)
    #expect(measured.breakpoints.count == 3)

    // y = 2x − x²/50: L = 25·(2√5 + asinh 2).
    let parabola = QuadraticBezier(
      start: .zero, control: Point(x: 50, y: 100), end: Point(x: 100, y: 0))
    expectClose(
      try GSLArcLengthOracle.measure(parabola).qag, 25 * (2 * 5.0.squareRoot() + asinh(2.0)),
      relative: lengthTolerance)

    let line = LineSegment(start: Point(x: 1, y: 2), end: Point(x: 4, y: 6))
    expectClose(try GSLArcLengthOracle.measure(.line(line)).qag, 5, relative: lengthTolerance)
  }

  // MARK: - 20,000 random cubics

  @Test(
    "random cubics (20,000 at full size) agree with GSL qag to 1e-12", .tags(.statistical),
    arguments: [UInt64(0x5EED_0001), 0x5EED_0002, 0x5EED_0003, 0x5EED_0004])
  func randomCubics(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let count = StatisticalSweep.size(reduced: 1_250, full: 5_000)
    var worst = 0.0
    var worstCurve = ""
    var refined = 0
    for index in 0..<count {
      let cubic = randomCubic(&rng)
      let oracle = try GSLArcLengthOracle.measure(cubic)
      if oracle.refinedPieces > 0 { refined += 1 }
      // The oracle is only a reference where its two integrators agree.
      #expect(
        oracle.relativeDisagreement <= oracleAgreement,
        "seed \(seed) #\(index): qag \(oracle.qag) vs cquad \(oracle.cquad) on \(cubic)")
      let core = ArcLengthTable(cubic).length
      let error = absoluteError(core, oracle.qag) / oracle.qag
      if error > worst {
        worst = error
        worstCurve = "#\(index) \(cubic)"
      }
      expectClose(core, oracle.qag, relative: lengthTolerance, "seed \(seed) #\(index): \(cubic)")
    }
    print(
      "ArcLengthVsGSL seed \(seed): \(count) cubics, worst relative error \(worst) at "
        + "\(worstCurve); GSL needed the graded-mesh refinement on \(refined)")
  }

  // MARK: - Hard shapes

  static let shapes: [HardShape] = [
    HardShape("cusp (0,0)(1,1)(0,1)(1,0)", (0, 0), (1, 1), (0, 1), (1, 0)),
    HardShape("cusp (0,0)(100,100)(0,100)(100,0)", (0, 0), (100, 100), (0, 100), (100, 0)),
    HardShape("near-cusp (0,0)(300,300)(0,300.5)(300,0)", (0, 0), (300, 300), (0, 300.5), (300, 0)),
    HardShape("near-cusp 1e-6 off", (0, 0), (100, 100), (1e-6, 100), (100, 0)),
    HardShape("loop", (0, 0), (400, 300), (-100, 300), (300, 0)),
    HardShape("closed loop", (0, 0), (100, 100), (-100, 100), (0, 0)),
    HardShape("coincident start", (0, 0), (0, 0), (100, 50), (200, 0)),
    HardShape("coincident end", (0, 0), (100, 50), (200, 0), (200, 0)),
    HardShape("collapsed handles", (0, 0), (0, 0), (300, 300), (300, 300)),
    HardShape("straight, uneven", (0, 0), (50, 50), (60, 60), (300, 300)),
    HardShape("collinear back-track", (0, 0), (400, 0), (-100, 0), (300, 0)),
    HardShape("S curve (seed 004)", (0, 0), (100, 0), (200, 300), (300, 300)),
    HardShape("whipping", (0, 0), (1000, 10), (-1000, 10), (1, 0)),
    HardShape("ease-in-out", (0, 0), (0.42, 0), (0.58, 1), (1, 1)),
  ]

  @Test("hard shapes agree with GSL to 1e-12", arguments: shapes)
  func hardShapes(_ shape: HardShape) throws {
    let oracle = try GSLArcLengthOracle.measure(shape.cubic)
    #expect(oracle.relativeDisagreement <= oracleAgreement, "\(shape.name): qag vs cquad")
    expectClose(
      ArcLengthTable(shape.cubic).length, oracle.qag, relative: lengthTolerance, "\(shape.name)")
  }

  // MARK: - Where GSL is the weaker reference

  /// Near cusps plain GSL (qag GAUSS61 and cquad on the speed-monotone
  /// pieces, as QUADPACK practice prescribes) is the weaker reference:
  /// this test measures it against the 33-digit mpmath table and only
  /// reports how far it misses; the refined oracle and the core are then
  /// held to 1e-12 of the table.
  @Test("near cusps GSL is the weaker reference: the mpmath table decides")
  func mpmathTableDecides() throws {
    let rows = ArcLengthReferenceTable.rows
    #expect(rows.count == 290, "read \(ArcLengthReferenceTable.url.path)")
    var plainMisses = 0
    var plainWorst = 0.0
    var refinedWorst = 0.0
    var coreWorst = 0.0
    for row in rows where row.length > 0 {
      let segment = segment(of: row)
      let plain = try GSLArcLengthOracle.measure(segment, refinesNearCusps: false)
      let refined = try GSLArcLengthOracle.measure(segment)
      let core = ArcLengthTable(segment).length
      let plainError = absoluteError(plain.qag, row.length) / row.length
      if plainError > oracleVersusTableTolerance { plainMisses += 1 }
      plainWorst = max(plainWorst, plainError)
      refinedWorst = max(refinedWorst, absoluteError(refined.qag, row.length) / row.length)
      coreWorst = max(coreWorst, absoluteError(core, row.length) / row.length)
      expectClose(
        refined.qag, row.length, relative: oracleVersusTableTolerance, "GSL on \(row.name)")
      expectClose(core, row.length, relative: lengthTolerance, "core on \(row.name)")
    }
    print(
      "ArcLengthVsGSL vs mpmath (\(rows.count) rows): plain GSL qag worst \(plainWorst), "
        + "off by > 1e-12 on \(plainMisses); refined GSL worst \(refinedWorst); core worst \(coreWorst)"
    )
  }

  // MARK: - Inverse

  @Test("the core's inverse satisfies GSL's s(t) = S to 1e-12·L", arguments: [UInt64(0x1_5EED)])
  func inverseAgainstGSL(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var worst = 0.0
    for index in 0..<300 {
      let cubic = randomCubic(&rng)
      let table = ArcLengthTable(cubic)
      let target = table.length * rng.uniform(0...1)
      let t = table.parameter(atArcLength: target)
      let oracle = try GSLArcLengthOracle.measure(cubic, upTo: t)
      let residual = absoluteError(oracle.qag, target) / table.length
      worst = max(worst, residual)
      expectClose(
        oracle.qag, target, absolute: lengthTolerance * table.length,
        "seed \(seed) #\(index): t(\(target)) = \(t) on \(cubic)")
    }
    print("ArcLengthVsGSL inverse seed \(seed): worst residual \(worst)·L")
  }
}
