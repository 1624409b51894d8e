import AnimationMath
import TestSupport
import Testing

/// Step outputs are k/jumps for small integers: one division, exact to ≤ ½ ulp.
let stepsTolerance = 1e-16

@Suite("StepsEasing")
struct StepsEasingTests {
  /// (steps, input, before flag, expected) from the CSS Easing 1 algorithm and its examples.
  static let cases: [(StepsEasing, Double, Bool, Double)] = {
    func s(_ n: Int, _ position: StepsEasing.Position) -> StepsEasing {
      try! StepsEasing(count: n, position: position)
    }
    return [
      // Spec example: animation-timing-function steps(5, start) with a 1 s delay:
      // during the delay the input is 0 with the before flag set → 0; at the
      // start of the interval the flag is clear → 0.2.
      (s(5, .start), 0, true, 0), (s(5, .start), 0, false, 0.2),
      (s(4, .jumpEnd), 0, false, 0), (s(4, .jumpEnd), 0.25, false, 0.25),
      (s(4, .jumpEnd), 0.24, false, 0), (s(4, .jumpEnd), 0.5, true, 0.25),
      (s(4, .jumpEnd), 0.999, false, 0.75), (s(4, .jumpEnd), 1, false, 1),
      (s(4, .jumpEnd), 1, true, 0.75),
      (s(4, .jumpStart), 0, false, 0.25), (s(4, .jumpStart), 1, false, 1),
      (s(4, .jumpStart), 0.5, true, 0.5), (s(4, .jumpStart), 0.5, false, 0.75),
      (s(3, .jumpNone), 0, false, 0), (s(3, .jumpNone), 0.34, false, 0.5),
      (s(3, .jumpNone), 0.7, false, 1), (s(3, .jumpNone), 1, false, 1),
      (s(3, .jumpBoth), 0, false, 0.25), (s(3, .jumpBoth), 0.5, false, 0.5),
      (s(3, .jumpBoth), 1, false, 1), (s(3, .jumpBoth), 0, true, 0),
      // Outside [0, 1] nothing is clamped.
      (s(4, .jumpEnd), -0.1, false, -0.25), (s(4, .jumpEnd), 1.5, false, 1.5),
      (s(1, .start), -0.5, false, 0), (s(1, .start), 1.5, false, 2),
    ]
  }()

  @Test("the CSS Easing 1 algorithm, with and without the before flag")
  func specCases() {
    for (steps, input, flag, expected) in Self.cases {
      expectClose(
        steps.value(at: input, beforeFlag: flag), expected, absolute: stepsTolerance,
        "\(steps) at \(input) before flag \(flag)")
    }
  }

  /// wpt css/css-easing/step-timing-functions-output.html: a keyframe steps()
  /// easing fed by an effect cubic-bezier (inputs outside [0, 1]). Rows:
  /// effect curve, keyframe easing, current time (ms of 1000), expected `left` px.
  static let wptRows: [((Double, Double, Double, Double), StepsEasing, Double, Double)] = {
    let start = StepsEasing.stepStart
    let end = StepsEasing.stepEnd
    let both = try! StepsEasing(count: 1, position: .jumpBoth)
    let none = try! StepsEasing(count: 2, position: .jumpNone)
    let up = (0.0, 1.5, 1.0, 1.5)
    let upper = (0.0, 3.0, 1.0, 3.0)
    let down = (0.0, -0.5, 1.0, -0.5)
    let lower = (0.0, -2.0, 1.0, -2.0)
    return [
      (up, start, 0, 100), (up, start, 230, 100), (up, start, 250, 200), (up, start, 1000, 100),
      (upper, start, 0, 100), (upper, start, 114, 200), (upper, start, 500, 300), (upper, start, 900, 200),
      (down, start, 0, 100), (down, start, 750, 0), (down, start, 800, 100), (down, start, 1000, 100),
      (lower, start, 0, 100), (lower, start, 100, 0), (lower, start, 500, -100), (lower, start, 1000, 100),
      (up, end, 0, 0), (up, end, 230, 0), (up, end, 250, 100), (up, end, 1000, 100),
      (upper, end, 0, 0), (upper, end, 114, 100), (upper, end, 500, 200), (upper, end, 900, 100),
      (down, end, 0, 0), (down, end, 750, -100), (down, end, 800, 0), (down, end, 1000, 100),
      (up, both, 0, 50), (up, both, 230, 50), (up, both, 250, 100), (up, both, 1000, 100),
      (upper, both, 0, 50), (upper, both, 114, 100), (upper, both, 500, 150), (upper, both, 900, 100),
      (down, both, 0, 50), (down, both, 750, 0), (down, both, 800, 50), (down, both, 1000, 100),
      (up, none, 0, 0), (up, none, 45, 100), (up, none, 230, 100), (up, none, 250, 200), (up, none, 1000, 100),
      (upper, none, 0, 0), (upper, none, 114, 300), (upper, none, 500, 400), (upper, none, 900, 300),
      (down, none, 0, 0), (down, none, 750, -100), (down, none, 800, 0), (down, none, 1000, 100),
    ]
  }()

  @Test("wpt step-timing-functions-output: steps() after a cubic-bézier effect easing")
  func wptChained() throws {
    for (points, steps, time, pixels) in Self.wptRows {
      let effect = try CubicBezierTiming(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
      let left = 100 * steps.value(at: effect.value(at: time / 1000))
      expectClose(left, pixels, absolute: 100 * stepsTolerance, "\(effect) → \(steps) at \(time) ms")
    }
  }

  @Test("validation: count ≥ 1, and ≥ 2 for jump-none")
  func validation() {
    #expect(throws: EasingParameterError(parameter: .count, value: 0, accepted: "an integer ≥ 1")) {
      try StepsEasing(count: 0)
    }
    #expect(throws: EasingParameterError.self) { try StepsEasing(count: 1, position: .jumpNone) }
    #expect((try? StepsEasing(count: 2, position: .jumpNone)) != nil)
  }

  @Test("serialisation: end forms drop the position")
  func serialisation() throws {
    #expect(try StepsEasing(count: 4).description == "steps(4)")
    #expect(try StepsEasing(count: 4, position: .jumpEnd).description == "steps(4)")
    #expect(try StepsEasing(count: 4, position: .start).description == "steps(4, start)")
    #expect(try StepsEasing(count: 2, position: .jumpNone).description == "steps(2, jump-none)")
  }

  @Test("no trap on extreme inputs and counts")
  func extremes() throws {
    let huge = try StepsEasing(count: StepsEasing.maximumCount, position: .jumpBoth)
    #expect(throws: EasingParameterError.self) { try StepsEasing(count: Int.max) }
    for input in [-Double.infinity, -1e308, -1, 0, 0.5, 1, 1e308, .infinity] {
      for steps in [huge, .stepStart, .stepEnd] {
        #expect(!steps.value(at: input).isNaN, "\(steps) at \(input)")
        #expect(!steps.value(at: input, beforeFlag: true).isNaN)
      }
    }
    #expect(StepsEasing.stepEnd.value(at: .nan).isNaN)
  }
}
