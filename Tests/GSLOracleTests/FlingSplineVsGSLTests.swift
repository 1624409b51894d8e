import AnimationMath
import GSLOracle
import TestSupport
import Testing

/// The Android fling spline tables (``AndroidFlingSpline``, built by the sources' float
/// bisection) against the defining equations solved by GSL's Brent root finder.
@Suite("Android fling spline tables against GSL Brent")
struct FlingSplineVsGSLTests {
  static let oracle = GSLFlingSplineOracle()
  static let spline = AndroidFlingSpline.shared

  /// A position-table entry against Brent's root: the bisection's 1e-5 residual
  /// (AndroidFlingSpline.bisectionTolerance) times the slope ratio (reason with the constant).
  static let positionTableBound = AccuracyTolerance.flingPositionEntry
  /// A time-table entry against Brent's root (reason with the constant).
  static let timeTableBound = AccuracyTolerance.flingTimeEntry
  /// The engine's own criterion, |residual| < 1e-5, re-checked through the oracle: solve
  /// the other coordinate's equation at the engine's float entry with Brent and evaluate
  /// the residual (reason with the constant).
  static let residualBound = AccuracyTolerance.flingResidual

  @Test("both tables agree with Brent's roots of the defining equations, entry by entry")
  func tables() throws {
    let (positions, times) = try Self.oracle.tables()
    #expect(positions.count == 101 && times.count == 101)
    #expect(Self.spline.positions.count == 101 && Self.spline.times.count == 101)
    var worstPosition = 0.0
    var worstTime = 0.0
    var checked = 0
    for i in 0...100 {
      let dp = abs(Double(Self.spline.positions[i]) - positions[i])
      let dt = abs(Double(Self.spline.times[i]) - times[i])
      worstPosition = max(worstPosition, dp)
      worstTime = max(worstTime, dt)
      #expect(
        dp <= Self.positionTableBound, "SPLINE_POSITION[\(i)]: \(Self.spline.positions[i]) vs Brent \(positions[i])")
      #expect(dt <= Self.timeTableBound, "SPLINE_TIME[\(i)]: \(Self.spline.times[i]) vs Brent \(times[i])")
      checked += 2
    }
    print("fling spline vs GSL Brent: \(checked) entries, worst position \(worstPosition), worst time \(worstTime)")
    #expect(checked == 202)
  }

  @Test("each float entry lies on the curve within the bisection's own 1e-5 residual")
  func residuals() throws {
    var worstPosition = 0.0
    var worstTime = 0.0
    var checked = 0
    for i in 0..<100 {
      let alpha = Double(i) / 100
      // SPLINE_POSITION[i] = P(x) with |T(x) − α| < 1e-5: find x from the entry, then T(x).
      let timeAtEntry = try Self.oracle.timeFraction(atPosition: Double(Self.spline.positions[i]))
      // SPLINE_TIME[i] = T(y) with |P(y) − α| < 1e-5: invert T at the entry, then P(y).
      let positionAtEntry = try Self.oracle.positionFraction(atTime: Double(Self.spline.times[i]))
      worstPosition = max(worstPosition, abs(timeAtEntry - alpha))
      worstTime = max(worstTime, abs(positionAtEntry - alpha))
      #expect(abs(timeAtEntry - alpha) < Self.residualBound, "SPLINE_POSITION[\(i)] residual \(timeAtEntry - alpha)")
      #expect(
        abs(positionAtEntry - alpha) < Self.residualBound, "SPLINE_TIME[\(i)] residual \(positionAtEntry - alpha)")
      checked += 2
    }
    print(
      "fling spline residuals through Brent: \(checked) entries, worst \(worstPosition) (position table), \(worstTime) (time table)"
    )
    #expect(checked == 200)
  }

  @Test("the oracle's roots satisfy their equations (the check can fail)")
  func oracleRoots() throws {
    for alpha in stride(from: 0.005, through: 0.995, by: 0.01) {
      let p = try Self.oracle.positionFraction(atTime: alpha)
      let t = try Self.oracle.timeFraction(atPosition: p)
      expectClose(t, alpha, absolute: 1e-12, "round trip at \(alpha)")
    }
    // A deliberately wrong table entry is caught.
    let (positions, _) = try Self.oracle.tables()
    #expect(abs((Double(Self.spline.positions[50]) + 1e-4) - positions[50]) > Self.positionTableBound)
  }
}
