import AnimationMath
import TestSupport
import Testing

/// Largest |android − ideal| allowed on the CSS curves: the polyline's chord
/// midpoints are within `PRECISION` = 0.002 of the curve (in distance), which
/// is up to 0.002·√(1 + s²) vertically on a chord of slope s; measured 2.49e-3.
func androidPathTolerance(_ timing: CubicBezierTiming) -> Double {
  let slope = maximumSlope(timing) * slopeHeadroom
  return Double(AndroidPathInterpolator.precision) * (1 + slope * slope).squareRoot()
}

@Suite("AndroidPathInterpolator (PathInterpolator + Path.approximate)")
struct AndroidPathInterpolatorTests {
  @Test("the polyline runs from (0, 0) to (1, 1) with x increasing")
  func polyline() throws {
    for (name, timing) in cssNamedCurves {
      let curve = try #require(try EasingEngine.android.curve(timing) as? AndroidPathInterpolator)
      #expect(curve.xs.count == curve.ys.count)
      #expect(curve.xs.count > 10, "\(name): \(curve.xs.count) vertices")
      #expect(curve.xs.first == 0 && curve.ys.first == 0)
      #expect(curve.xs.last == 1 && curve.ys.last == 1)
      #expect(zip(curve.xs, curve.xs.dropFirst()).allSatisfy { $0 <= $1 }, "\(name)")
      // Every vertex lies on the Float-rounded curve (x from the exact core).
      let floatCurve = try CubicBezierTiming(
        controlPoints: Float(timing.x1), Float(timing.y1), Float(timing.x2), Float(timing.y2))
      for (x, y) in zip(curve.xs, curve.ys) {
        expectClose(Double(y), floatCurve.value(at: Double(x)), absolute: 1e-6, "\(name) vertex (\(x), \(y))")
      }
    }
  }

  @Test("CSS curves within PRECISION of ideal (vertically, at the chord slope)")
  func cssCurves() throws {
    for (name, timing) in cssNamedCurves {
      let curve = try EasingEngine.android.curve(timing)
      let bound = androidPathTolerance(timing)
      for p in deviationGrid {
        expectClose(curve.value(at: p), timing.value(at: p), absolute: bound, "\(name) at \(p)")
      }
    }
  }

  @Test("hand-derived: (0, 0, 1, 1) lies on y = x, so the polyline is the identity")
  func diagonal() {
    // x(t) = y(t) for every t, so every vertex has x = y and interpolation
    // between them returns the input up to Float rounding.
    let curve = AndroidPathInterpolator(controlPoints: 0, 0, 1, 1)
    for (x, y) in zip(curve.xs, curve.ys) { #expect(x == y) }
    for p in [0.1, 0.25, 0.5, 0.77, 0.9] {
      expectClose(curve.value(at: p), Double(Float(p)), absolute: 2 * Double(Float.ulpOfOne))
    }
  }

  @Test("getInterpolation clamps: 0 at and below 0, 1 at and above 1")
  func clamps() {
    let curve = AndroidPathInterpolator(controlPoints: 0.4, 0, 0.2, 1)
    for input in [-1.0, -0.001, 0] { expectClose(curve.value(at: input), 0, absolute: 0) }
    for input in [1.0, 1.001, 3] { expectClose(curve.value(at: input), 1, absolute: 0) }
  }
}

@Suite("AndroidLookupTableInterpolator (AndroidX FastOutSlowIn and siblings)")
struct AndroidLookupTableInterpolatorTests {
  /// The tables hold the curve rounded to 4 decimals: ≤ 5e-5, plus the
  /// Float conversion of the printed decimals (≤ 6e-8).
  static let tableRoundingTolerance = 5e-5 + 6e-8

  @Test(
    "each transcribed table is its defining curve at i/200, rounded to 4 decimals",
    arguments: AndroidLookupTableInterpolator.allCases)
  func transcription(_ table: AndroidLookupTableInterpolator) throws {
    let p = table.controlPoints
    let timing = try CubicBezierTiming(x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2)
    #expect(table.values.count == 201)
    #expect(zip(table.values, table.values.dropFirst()).allSatisfy { $0 <= $1 }, "monotone")
    var worst = 0.0
    for (i, value) in table.values.enumerated() {
      let error = absoluteError(Double(value), timing.value(at: Double(i) / 200))
      worst = max(worst, error)
      #expect(error <= Self.tableRoundingTolerance, "\(table.className)[\(i)] = \(value)")
    }
    print("\(table.className): worst table entry vs curve \(worst)")
  }

  @Test(
    "evaluation: the table value at i/200, interpolation between, clamps",
    arguments: AndroidLookupTableInterpolator.allCases)
  func evaluation(_ table: AndroidLookupTableInterpolator) {
    for i in [1, 57, 100, 150, 199] {
      let input = Float(i) / 200
      // input − i·step is a few Float ulps at most: weight ≈ 0.
      expectClose(
        Double(table.interpolation(input)), Double(table.values[i]), absolute: 1e-6,
        "\(table.className) at \(i)/200")
    }
    let mid = table.interpolation(0.5025)
    expectClose(
      Double(mid), Double((table.values[100] + table.values[101]) / 2), absolute: 1e-6,
      "\(table.className) halfway between entries 100 and 101")
    #expect(table.value(at: -0.1) == 0 && table.value(at: 1.1) == 1)
    #expect(AndroidLookupTableInterpolator(name: table.rawValue) == table)
  }
}

extension AndroidLookupTableInterpolatorTests {
  @Test(
    "deviation from the defining curve: rounding plus the chord error of a 1/200 grid",
    arguments: AndroidLookupTableInterpolator.allCases)
  func deviation(_ table: AndroidLookupTableInterpolator) throws {
    let p = table.controlPoints
    let timing = try CubicBezierTiming(x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2)
    // Linear interpolation on a grid of step h errs by ≤ h²/8·max|y″|;
    // y″ from differences of the exact slope over each grid cell.
    let h = 1.0 / 200
    var curvature = 0.0
    for i in 0..<200 {
      let a = Double(i) * h
      curvature = max(curvature, abs(timing.slope(at: a + h) - timing.slope(at: a)) / h)
    }
    // (The per-cell slope change over h is the mean |y″| of the cell; the
    // 1e-6 slack covers its excess over that mean on these smooth curves.)
    let bound = Self.tableRoundingTolerance + h * h / 8 * curvature + 1e-6
    var worst = 0.0
    for input in deviationGrid {
      worst = max(worst, absoluteError(table.value(at: input), timing.value(at: input)))
    }
    #expect(worst <= bound, "\(table.className): \(worst) > \(bound)")
  }
}
