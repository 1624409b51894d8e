import AnimationMath
import TestSupport
import Testing

/// The CSS named curves the engines are compared on (CSS Easing 1 §2.2).
let cssNamedCurves: [(name: String, timing: CubicBezierTiming)] = [
  ("ease", try! CubicBezierTiming(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
  ("ease-in", try! CubicBezierTiming(x1: 0.42, y1: 0, x2: 1, y2: 1)),
  ("ease-out", try! CubicBezierTiming(x1: 0, y1: 0, x2: 0.58, y2: 1)),
  ("ease-in-out", try! CubicBezierTiming(x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
]

/// The inputs of the deviation scans: i/10000, i = 0…10000 (10,001 inputs).
let deviationGrid: [Double] = (0...10_000).map { Double($0) / 10_000 }

/// The largest |engine − ideal| over ``deviationGrid`` for `curve`.
func maximumDeviation(_ engine: any EasingEngineCurve, from ideal: CubicBezierTiming) -> Double {
  deviationGrid.reduce(0) { Swift.max($0, absoluteError(engine.value(at: $1), ideal.value(at: $1))) }
}

@Suite("EasingEngine registry")
struct EasingEngineTests {
  @Test("names are the contract; float32 is an alias of core-animation")
  func names() {
    #expect(
      EasingEngine.allCases.map(\.name) == [
        "ideal", "chromium", "webkit", "firefox", "flutter", "android", "motion", "core-animation",
      ])
    for engine in EasingEngine.allCases { #expect(EasingEngine(name: engine.name) == engine) }
    #expect(EasingEngine(name: "float32") == .coreAnimation)
    #expect(EasingEngine(name: "blink") == nil)
    #expect(EasingEngine(name: "Chromium") == nil)
  }

  @Test("only webkit takes an animation duration, and needs one")
  func durationRules() throws {
    let ease = cssNamedCurves[0].timing
    #expect(throws: EasingEngineError.missingAnimationDuration(.webkit)) {
      _ = try EasingEngine.webkit.curve(ease)
    }
    #expect(throws: EasingEngineError.unusedAnimationDuration(.chromium)) {
      _ = try EasingEngine.chromium.curve(ease, animationDuration: 1)
    }
    for bad in [0, -1, Double.infinity, Double.nan] {
      #expect(throws: EasingEngineError.self) {
        _ = try EasingEngine.webkit.curve(ease, animationDuration: bad)
      }
    }
    for engine in EasingEngine.allCases {
      let curve = try engine.curve(ease, animationDuration: engine.needsAnimationDuration ? 1 : nil)
      #expect(curve.engine == engine)
      #expect((curve.slope(at: 0.3) != nil) == engine.computesSlope, "\(engine)")
    }
  }

  @Test("steps() and linear(…) are ideal-only; the linear keyword is the identity everywhere")
  func otherFunctions() throws {
    let steps = try TimingFunction(parsing: "steps(4, end)")
    #expect(throws: EasingEngineError.unsupportedFunction(.motion, function: steps.description)) {
      _ = try EasingEngine.motion.curve(steps)
    }
    let ideal = try EasingEngine.ideal.curve(steps)
    expectClose(ideal.value(at: 0.3), steps.value(at: 0.3), absolute: 0)
    for engine in EasingEngine.allCases {
      let linear = try engine.curve(
        TimingFunction.linear, animationDuration: engine.needsAnimationDuration ? 1 : nil)
      for input in [0.0, 0.123, 0.5, 1] {
        // The identity returns its input: exact.
        expectClose(linear.value(at: input), input, absolute: 0, "\(engine)")
      }
    }
  }

  @Test("ideal is CubicBezierTiming, bit for bit")
  func idealIsUnchanged() throws {
    var rng = SplitMix64(seed: 0x13_EA5E)
    var checked = 0
    for _ in 0..<200 {
      let timing = try CubicBezierTiming(
        x1: rng.uniform(0...1), y1: rng.uniform(-2...2), x2: rng.uniform(0...1),
        y2: rng.uniform(-2...2))
      let engine = try EasingEngine.ideal.curve(timing)
      for _ in 0..<20 {
        let input = rng.uniform(-0.5...1.5)
        let (value, slope) = timing.valueAndSlope(at: input)
        #expect(engine.value(at: input).bitPattern == value.bitPattern, "seed \(rng.seed)")
        #expect(engine.slope(at: input)?.bitPattern == slope.bitPattern, "seed \(rng.seed)")
        checked += 1
      }
    }
    #expect(checked == 4000)
  }

  @Test("deviation from ideal on the CSS named curves (report)")
  func deviationReport() throws {
    var lines: [String] = []
    for engine in EasingEngine.allCases {
      for duration in engine.needsAnimationDuration ? [0.1, 0.3, 1, 5] : [nil as Double?] {
        var worst: [String] = []
        for (name, timing) in cssNamedCurves {
          let curve = try engine.curve(timing, animationDuration: duration)
          worst.append("\(name) \(maximumDeviation(curve, from: timing))")
        }
        lines.append("\(engine)\(duration.map { " @\($0)s" } ?? ""): " + worst.joined(separator: ", "))
      }
    }
    for table in AndroidLookupTableInterpolator.allCases {
      let p = table.controlPoints
      let timing = try CubicBezierTiming(x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2)
      lines.append("androidx \(table.rawValue): \(maximumDeviation(table, from: timing))")
    }
    print(lines.joined(separator: "\n"))
  }
}

/// The largest |dy/dx| of the exact curve over ``deviationGrid``.
func maximumSlope(_ timing: CubicBezierTiming) -> Double {
  deviationGrid.reduce(0) { Swift.max($0, abs(timing.slope(at: $1))) }
}

/// Headroom on the largest grid slope (the supremum between grid points is
/// at most this much larger on the smooth CSS curves).
let slopeHeadroom = 1.01

@Suite("CoreAnimationFloat32Bezier (the float32 alias)")
struct CoreAnimationFloat32BezierTests {
  /// `Float` arithmetic and `Float`-rounded control points: measured 3.1e-7
  /// on the CSS curves (a few Float ulps near 1 is 1.2e-7 each).
  static let cssTolerance = 1e-6

  @Test("core-animation is float32Value bit for bit, within a few Float ulps of ideal")
  func alias() throws {
    for (name, timing) in cssNamedCurves {
      let engine = try #require(EasingEngine(name: "float32")).curve(timing)
      for p in deviationGrid {
        #expect(engine.value(at: p).bitPattern == Double(timing.float32Value(at: Float(p))).bitPattern)
        expectClose(engine.value(at: p), timing.value(at: p), absolute: Self.cssTolerance, "\(name) at \(p)")
      }
    }
  }
}
