import AnimationMath
import TestSupport
import Testing

/// The named curves are cubic-béziers: the core's 1e-14 promise applies.
let namedCurveTolerance = 1e-14

@Suite("TimingFunction")
struct TimingFunctionTests {
  @Test("named constants have the published control points")
  func namedPoints() {
    func points(_ function: TimingFunction) -> [Double] {
      guard case .cubicBezier(let curve) = function else { return [] }
      return [curve.x1, curve.y1, curve.x2, curve.y2]
    }
    #expect(points(.ease) == [0.25, 0.1, 0.25, 1])
    #expect(points(.default) == [0.25, 0.1, 0.25, 1])
    #expect(points(.easeIn) == [0.42, 0, 1, 1])
    #expect(points(.easeOut) == [0, 0, 0.58, 1])
    #expect(points(.easeInOut) == [0.42, 0, 0.58, 1])
    #expect(points(.easeInEaseOut) == [0.42, 0, 0.58, 1])
    #expect(TimingFunction.stepStart == .steps(try! StepsEasing(count: 1, position: .start)))
    #expect(TimingFunction.stepEnd.description == "steps(1)")
  }

  @Test("Core Animation names use Float-rounded control points", arguments: CoreAnimationTimingName.allCases)
  func coreAnimationPoints(_ name: CoreAnimationTimingName) {
    let p = name.controlPoints
    let curve = name.floatRoundedTiming
    #expect([curve.x1, curve.y1, curve.x2, curve.y2] == [Double(p.x1), Double(p.y1), Double(p.x2), Double(p.y2)])
    #expect(name.constantName.hasPrefix("kCAMediaTimingFunction"))
    if name == .easeIn {
      #expect(curve.x1 == 0.41999998688697815)  // 0.42 as a Float
    }
    // Rounding 0.42 / 0.58 / 0.1 / 0.25 to Float moves a control point by
    // ≤ 1.5e-8; with |∂value/∂point| ≲ 3 the output moves by well under 1e-7.
    let floatRoundingEffect = 1e-7
    let decimal = try! TimingFunction(parsing: name.rawValue)
    let float = TimingFunction.coreAnimation(name)
    for p in stride(from: 0.0, through: 1.0, by: 0.125) {
      expectClose(float.value(at: p), decimal.value(at: p), absolute: floatRoundingEffect, "\(name) at \(p)")
    }
  }

  @Test("dispatch: value, slope, before flag")
  func dispatch() throws {
    expectClose(TimingFunction.linear.value(at: 0.3), 0.3, absolute: 0)
    expectClose(TimingFunction.linear.slope(at: 0.3), 1, absolute: 0)
    expectClose(TimingFunction.easeInOut.value(at: 0.5), 0.5, absolute: namedCurveTolerance)
    let steps = TimingFunction.steps(try StepsEasing(count: 4))
    expectClose(steps.value(at: 0.5), 0.5, absolute: 0)
    expectClose(steps.value(at: 0.5, beforeFlag: true), 0.25, absolute: 0)
    let (value, slope) = TimingFunction.ease.valueAndSlope(at: 0.25)
    expectClose(value, TimingFunction.ease.value(at: 0.25), absolute: 0)
    expectClose(slope, TimingFunction.ease.slope(at: 0.25), absolute: 0)
    #expect(TimingFunction.easeIn.description == "cubic-bezier(0.42, 0, 1, 1)")
    #expect(TimingFunction.linear.description == "linear")
  }

  @Test(
    "batch evaluation equals one-by-one evaluation",
    arguments: [
      TimingFunction.ease, .linear, .stepEnd, .steps(try! StepsEasing(count: 3, position: .jumpBoth)),
      .piecewiseLinear(try! LinearEasing(stops: [.init(0), .init(0.7, at: 0.2), .init(1)])),
    ])
  func batch(_ function: TimingFunction) {
    let inputs = [-0.5, 0, 0.1, 1.0 / 3, 0.5, 0.99, 1, 1.5]
    for flag in [false, true] {
      let pairs = function.valuesAndSlopes(at: inputs, beforeFlag: flag)
      let values = function.values(at: inputs, beforeFlag: flag)
      for (index, input) in inputs.enumerated() {
        expectClose(values[index], function.value(at: input, beforeFlag: flag), absolute: 0, "\(function) at \(input)")
        expectClose(pairs[index].value, values[index], absolute: 0, "\(function) at \(input)")
        expectClose(pairs[index].slope, function.slope(at: input), absolute: 0, "\(function) at \(input)")
      }
    }
  }

  /// Core Animation emulation in Float: within a few Float ulps of the exact
  /// Float-rounded curve on the named curves (its x tolerance is 2⁻²³ and
  /// |dy/dx| ≤ 2 there, so y moves by ≲ 3e-7, plus Float rounding of y).
  static let float32Tolerance: Double = 4e-7

  @Test("float32 mode tracks the Float-rounded curve; 0 and 1 are exact", arguments: CoreAnimationTimingName.allCases)
  func float32(_ name: CoreAnimationTimingName) {
    let function = TimingFunction.coreAnimation(name)
    let reference = name.floatRoundedTiming
    for k in 0...1000 {
      let p = Float(k) / 1000
      let float = function.float32Value(at: p)
      expectClose(Double(float), reference.value(at: Double(p)), absolute: Self.float32Tolerance, "\(name) at \(p)")
    }
    #expect(function.float32Value(at: 0) == 0)
    #expect(function.float32Value(at: 1) == 1)
  }
}
