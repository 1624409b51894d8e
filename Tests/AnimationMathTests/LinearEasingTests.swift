import AnimationMath
import TestSupport
import Testing

/// Canonical inputs are percentages divided by 100 or even splits: ≤ 1 rounding each.
let linearInputTolerance = 1e-15
/// One subtraction, one division, one multiply-add on O(1) numbers.
let linearValueTolerance = 1e-15

@Suite("LinearEasing")
struct LinearEasingTests {
  typealias Stop = LinearEasing.Stop

  /// Canonicalisation vectors (CSS Easing 2 "create a linear easing function";
  /// the rows follow Firefox devtools' LinearEasingFunctionWidget tests and the
  /// spec's notes): stops → (input, output) points.
  static let canonicalCases: [(String, [Stop], [(Double, Double)])] = [
    ("linear(0, 0.5, 1)", [Stop(0), Stop(0.5), Stop(1)], [(0, 0), (0.5, 0.5), (1, 1)]),
    (
      "linear(0 10%, 0.5 20%, 1 90%)", [Stop(0, at: 0.1), Stop(0.5, at: 0.2), Stop(1, at: 0.9)],
      [(0.1, 0), (0.2, 0.5), (0.9, 1)]
    ),
    (
      "run of unpositioned stops",
      [
        Stop(0), Stop(0.1), Stop(0.2), Stop(0.3), Stop(0.4), Stop(0.5, at: 0.5),
        Stop(0.6), Stop(0.7), Stop(0.8), Stop(0.9, at: 0.7), Stop(1),
      ],
      [
        (0, 0), (0.1, 0.1), (0.2, 0.2), (0.3, 0.3), (0.4, 0.4), (0.5, 0.5), (0.55, 0.6), (0.6, 0.7),
        (0.65, 0.8), (0.7, 0.9), (1, 1),
      ]
    ),
    (
      "linear(0, 0.5 80%, 0.75 40%, 1)", [Stop(0), Stop(0.5, at: 0.8), Stop(0.75, at: 0.4), Stop(1)],
      [(0, 0), (0.8, 0.5), (0.8, 0.75), (1, 1)]
    ),
    (
      "linear(0.5 10% 40%, 0, 0.2 60% 70%, 0.75 80% 100%)",
      [Stop(0.5, at: 0.1, 0.4), Stop(0), Stop(0.2, at: 0.6, 0.7), Stop(0.75, at: 0.8, 1)],
      [(0.1, 0.5), (0.4, 0.5), (0.5, 0), (0.6, 0.2), (0.7, 0.2), (0.8, 0.75), (1, 0.75)]
    ),
    (
      "linear(0, 0.2 60% 10%, 1)", [Stop(0), Stop(0.2, at: 0.6, 0.1), Stop(1)],
      [(0, 0), (0.6, 0.2), (0.6, 0.2), (1, 1)]
    ),
    ("linear(0, 0.1 -10%, 1)", [Stop(0), Stop(0.1, at: -0.1), Stop(1)], [(0, 0), (0, 0.1), (1, 1)]),
    ("linear(0, 0.9 110%, 1)", [Stop(0), Stop(0.9, at: 1.1), Stop(1)], [(0, 0), (1.1, 0.9), (1.1, 1)]),
    (
      "linear(0 -10%, 0.5, 1 130%)", [Stop(0, at: -0.1), Stop(0.5), Stop(1, at: 1.3)],
      [(-0.1, 0), (0.6, 0.5), (1.3, 1)]
    ),
  ]

  @Test("canonicalisation of missing and out-of-order positions")
  func canonicalisation() throws {
    for (name, stops, expected) in Self.canonicalCases {
      let easing = try LinearEasing(stops: stops)
      #expect(easing.points.count == expected.count, "\(name)")
      for (point, (input, output)) in zip(easing.points, expected) {
        expectClose(point.input, input, absolute: linearInputTolerance, "\(name) input")
        expectClose(point.output, output, absolute: 0, "\(name) output")
      }
    }
  }

  @Test("output: interpolation, jumps and extrapolation along the end segments")
  func output() throws {
    // linear(0, 0.25 75%, 1) (MDN): 0.25 at 75%, straight lines either side.
    let slow = try LinearEasing(stops: [Stop(0), Stop(0.25, at: 0.75), Stop(1)])
    expectClose(slow.value(at: 0.375), 0.125, absolute: linearValueTolerance)
    expectClose(slow.value(at: 0.75), 0.25, absolute: linearValueTolerance)
    expectClose(slow.value(at: 0.875), 0.625, absolute: linearValueTolerance)
    expectClose(slow.slope(at: 0.9), 3, absolute: linearValueTolerance)
    // Outside the covered range the first and last segments continue.
    expectClose(slow.value(at: -0.75), -0.25, absolute: linearValueTolerance)
    expectClose(slow.value(at: 1.25), 1.75, absolute: linearValueTolerance)
    // linear(0, 0.1 -10%, 1): a jump at 0; output at 0 is 0.1. Below 0 the
    // first segment has zero width, and equal inputs return the second
    // point's output (spec step 6), so it stays 0.1.
    let jump = try LinearEasing(stops: [Stop(0), Stop(0.1, at: -0.1), Stop(1)])
    expectClose(jump.value(at: 0), 0.1, absolute: linearValueTolerance)
    expectClose(jump.value(at: 0.5), 0.55, absolute: linearValueTolerance)
    expectClose(jump.value(at: -0.5), 0.1, absolute: 0)
    // linear(0, 0.9 110%, 1): the last two points share input 1.1, so at and
    // beyond 1.1 the output is the second one (1); inside, 0 → 0.9 over [0, 1.1].
    let late = try LinearEasing(stops: [Stop(0), Stop(0.9, at: 1.1), Stop(1)])
    expectClose(late.value(at: 0.55), 0.45, absolute: linearValueTolerance)
    expectClose(late.value(at: 1.1), 1, absolute: 0)
    expectClose(late.value(at: 2), 1, absolute: 0)
    // A flat hold: linear(0, 0.5 25% 75%, 1).
    let hold = try LinearEasing(stops: [Stop(0), Stop(0.5, at: 0.25, 0.75), Stop(1)])
    expectClose(hold.value(at: 0.5), 0.5, absolute: 0)
    expectClose(hold.slope(at: 0.5), 0, absolute: 0)
  }

  @Test("the identity and its serialisation")
  func identityAndDescription() throws {
    for p in [-2.0, 0, 0.3, 1, 7] {
      expectClose(LinearEasing.identity.value(at: p), p, absolute: linearValueTolerance)
    }
    let easing = try LinearEasing(stops: [Stop(0), Stop(0.25), Stop(1)])
    #expect(easing.description == "linear(0 0%, 0.25 50%, 1 100%)")
  }

  @Test("validation")
  func validation() {
    #expect(throws: EasingParameterError(parameter: .stops, value: 1, accepted: "at least 2 stops")) {
      try LinearEasing(stops: [Stop(0)])
    }
    #expect(throws: EasingParameterError.self) { try LinearEasing(stops: [Stop(0), Stop(.nan)]) }
    #expect(throws: EasingParameterError.self) { try LinearEasing(stops: [Stop(0, at: 0, 0.5, 1), Stop(1)]) }
    #expect(throws: EasingParameterError.self) {
      try LinearEasing(points: [.init(input: 0.5, output: 0), .init(input: 0.2, output: 1)])
    }
  }
}
