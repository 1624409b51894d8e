import AnimationMath
import GSLOracle
import TestSupport
import Testing

/// GSL qag asked for 1e-12 relative on smooth random cubics against the
/// validated oracle (qag and cquad at 2e-14): measured worst 1.4e-15, since
/// qag's error estimate is pessimistic; 1e-14 leaves room for rounding.
private let looseTolerance = 1e-14
/// The core's arc-length tolerance, asked of qag.
private let coreTolerance = 1e-12

@Suite("GSL qag with a reused workspace")
struct QAGWorkspaceTests {
  /// Free random cubics (no forced cusps), coordinates in [0, 100].
  static func cubics(seed: UInt64, count: Int) -> [CubicBezier] {
    var rng = SplitMix64(seed: seed)
    func point() -> Point { Point(x: rng.uniform(0...100), y: rng.uniform(0...100)) }
    return (0..<count).map { _ in CubicBezier(start: point(), control1: point(), control2: point(), end: point()) }
  }

  @Test("one workspace reused gives the lengths of a fresh workspace per call", arguments: [0xA4C_0001 as UInt64])
  func reuseChangesNothing(seed: UInt64) throws {
    let workspace = try GSLArcLengthOracle.QAGWorkspace()
    let cubics = Self.cubics(seed: seed, count: 60)
    var checked = 0
    for (index, cubic) in cubics.enumerated() {
      for tolerance in [coreTolerance, GSLArcLengthOracle.defaultRelativeTolerance] {
        let reused = try workspace.length(cubic, relativeTolerance: tolerance)
        let fresh = try GSLArcLengthOracle.qagLength(cubic, relativeTolerance: tolerance)
        #expect(reused == fresh, "seed \(seed) #\(index) at \(tolerance): \(reused) vs \(fresh)")
        checked += 1
      }
    }
    print("QAGWorkspace seed \(seed): \(checked) lengths compared")
    #expect(checked == 120)
  }

  @Test("at the core's tolerance qag stays within it of the validated oracle", arguments: [0xA4C_0002 as UInt64])
  func coreToleranceAccuracy(seed: UInt64) throws {
    let workspace = try GSLArcLengthOracle.QAGWorkspace()
    let cubics = Self.cubics(seed: seed, count: 200)
    var worst = 0.0
    for (index, cubic) in cubics.enumerated() {
      let loose = try workspace.length(cubic, relativeTolerance: coreTolerance)
      let oracle = try GSLArcLengthOracle.measure(cubic)
      expectClose(loose, oracle.qag, relative: looseTolerance, "seed \(seed) #\(index): \(cubic)")
      worst = max(worst, absoluteError(loose, oracle.qag) / oracle.qag)
    }
    print("QAGWorkspace seed \(seed): \(cubics.count) cubics at 1e-12, worst relative \(worst) against measure()")
  }

  @Test("a partial length adds up to the whole")
  func partialLengthsAdd() throws {
    let workspace = try GSLArcLengthOracle.QAGWorkspace()
    let cubic = CubicBezier(
      start: .zero, control1: Point(x: 120, y: 40), control2: Point(x: -40, y: 160), end: Point(x: 100, y: 200))
    let whole = try workspace.length(cubic, relativeTolerance: coreTolerance)
    let parts =
      try workspace.length(cubic, upTo: 0.37, relativeTolerance: coreTolerance)
      + workspace.length(cubic, from: 0.37, relativeTolerance: coreTolerance)
    expectClose(parts, whole, relative: looseTolerance)
    expectClose(whole, try GSLArcLengthOracle.measure(cubic).qag, relative: looseTolerance)
  }

  @Test("an empty workspace is refused")
  func emptyWorkspace() {
    #expect(throws: GSLError.self) { try GSLArcLengthOracle.QAGWorkspace(limit: 0) }
  }
}
