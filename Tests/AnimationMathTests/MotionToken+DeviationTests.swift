import AnimationMath
import TestSupport
import Testing

/// What each platform changes, against figures derived by hand or published by the
/// engines' sources, never against the report's own output.
@Suite("MotionToken deviation per platform")
struct MotionTokenDeviationTests {
  static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws -> MotionToken {
    MotionToken(name: "e", value: .cubicBezier(try CubicBezierTiming(x1: x1, y1: y1, x2: x2, y2: y2)))
  }

  @Test("control points exact in Float change nothing in Compose; 0.42 does, below Float's resolution")
  func composeFloat32() throws {
    // 0.25, 0.1 is not exact in Float but 0.25 and 1 are: use a curve of dyadic rationals.
    let exact = try Self.bezier(0.25, 0.5, 0.75, 1).deviation(on: .compose)
    #expect(exact.maximumDeviation == 0)
    #expect(exact.cause.hasPrefix("none"))
    let rounded = try Self.bezier(0.42, 0, 0.58, 1).deviation(on: .compose)
    let d = try #require(rounded.maximumDeviation)
    // |Float(0.42) − 0.42| ≈ 1.5e-8; the curve's sensitivity to a control point is O(1).
    #expect(d > 0 && d < 1e-7, "\(d)")
    #expect(rounded.cause == "float32 control points (Compose)")
  }

  @Test("a duration that is not whole milliseconds: Compose's rounding by hand")
  func durationRounding() {
    let token = MotionToken(name: "d", value: .duration(0.2004))
    let compose = token.deviation(on: .compose)
    // Stored as 200 ms: the exact ramp reaches 0.2/0.2004 when the stored one reaches 1.
    let expected = 1 - 0.2 / 0.2004
    expectClose(compose.maximumDeviation ?? .nan, expected, relative: 1e-3)
    #expect(compose.cause == "duration rounded to whole ms")
    #expect(token.deviation(on: .css).maximumDeviation == 0)
    let flutter = token.deviation(on: .flutter)
    #expect(flutter.maximumDeviation == 0, "0.2004 s is whole microseconds")
  }

  @Test("the CSS named curves: the Android table and Flutter's 1e-3 solver within their bounds, not zero")
  func namedCurveBounds() throws {
    for (name, timing) in cssNamedCurves {
      let token = MotionToken(name: name, value: .cubicBezier(timing))
      let android = try #require(token.deviation(on: .android).maximumDeviation)
      // PRECISION = 0.002 in distance from each chord midpoint: up to 0.002·√(1 + s²) vertically.
      #expect(android > 0 && android <= androidPathTolerance(timing), "\(name): android \(android)")
      let flutter = try #require(token.deviation(on: .flutter).maximumDeviation)
      // Flutter's Cubic stops bisecting when x is within 1e-3: an output error up to 1e-3 times the slope.
      #expect(flutter > 0 && flutter <= 1e-3 * maximumSlope(timing) * slopeHeadroom, "\(name): flutter \(flutter)")
      let uikit = try #require(token.deviation(on: .uikit).maximumDeviation)
      // Float control points and a Float solve: a few Float ulps of output (2^-23 ≈ 1.2e-7 each).
      #expect(uikit > 0 && uikit < 1e-6, "\(name): uikit \(uikit)")
      #expect(token.deviation(on: .swiftui).maximumDeviation == nil)
      // The report's grid and the engines' own comparison agree exactly.
      #expect(android == maximumDeviation(try EasingEngine.android.curve(timing), from: timing))
    }
  }

  @Test("a spring in CSS deviates by the linear() fit's own measured error, within --max-error")
  func springLinear() throws {
    let spring = try SpringParameters.swiftUI(duration: 0.5, bounce: 0.3)
    let token = MotionToken(name: "s", value: .spring(spring, .bounceDuration))
    let css = token.deviation(on: .css, maximumError: 0.001)
    let d = try #require(css.maximumDeviation)
    let fit = try #require(MotionToken.cssSpring(spring, maximumError: 0.001)).fit
    #expect(d <= fit.maximumError + 1e-12 && d > fit.maximumError / 4, "\(d) vs \(fit.maximumError)")
    #expect(css.cause == "linear() with \(fit.easing.points.count) stops")
    #expect(token.deviation(on: .flutter).maximumDeviation == 0)
    let compose = try #require(token.deviation(on: .compose).maximumDeviation)
    // Float rounding of ω0² and ζ: relative 6e-8 each; the progress moves by less than 1e-6.
    #expect(compose > 0 && compose < 1e-6, "\(compose)")
  }

  @Test("a transition's delay counts: Android rounds 0.0504 s of delay to 50 ms")
  func transitionDelay() throws {
    let token = MotionToken(
      name: "t",
      value: .transition(
        MotionTransition(
          duration: 0.3, delay: 0.0504, timingFunction: try CubicBezierTiming(x1: 0.25, y1: 0.5, x2: 0.75, y2: 1))))
    let android = token.deviation(on: .android)
    #expect(android.cause.contains("delay rounded to whole ms"), "\(android.cause)")
    #expect(try #require(android.maximumDeviation) > 1e-4)
  }
}
