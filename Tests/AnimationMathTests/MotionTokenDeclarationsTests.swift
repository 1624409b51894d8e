import AnimationMath
import TestSupport
import Testing

/// The declarations of a motion token parse back, through this package's own
/// easing parser where it reads the platform's spelling, to the same numbers.
@Suite("MotionToken declarations")
struct MotionTokenDeclarationsTests {
  static let curves: [(Double, Double, Double, Double)] = [
    (0.25, 0.1, 0.25, 1), (0.42, 0, 0.58, 1), (0.2, 0, 0, 1), (0.3, -0.55, 0.265, 1.55), (0.05, 0.7, 0.1, 1),
    (0.123456789, 1.000000001, 0.987654321, -2.5e-7),
  ]

  /// The numbers of `text`: the words between spaces, commas, parentheses, `:`, `=` and
  /// quotes that read as a decimal, with a Kotlin `f` suffix removed.
  static func numbers(_ text: String) -> [Double] {
    text.split(whereSeparator: { " ,():=\"".contains($0) }).compactMap { word in
      Double(word.hasSuffix("f") ? String(word.dropLast()) : String(word))
    }
  }

  @Test("cubic-bézier: CSS, Flutter and Android parse back to the same control points")
  func bezierRoundTrips() throws {
    var checked = 0
    for (x1, y1, x2, y2) in Self.curves {
      let curve = try CubicBezierTiming(x1: x1, y1: y1, x2: x2, y2: y2)
      let code = EasingDeclarations(curve)
      guard case .cubicBezier(let css) = try EasingParser.parse(code.css),
        case .flutter(.cubic(let flutter)) = try EasingParser.parse(code.flutter)
      else {
        Issue.record("not a cubic-bézier: \(code.css), \(code.flutter)")
        continue
      }
      #expect(css == curve && flutter == curve, "\(code.css)")
      // The XML's four attributes, as Android's PathInterpolator(x1, y1, x2, y2) call.
      let xml = Self.numbers(code.androidPathInterpolator)
      #expect(xml == [x1, y1, x2, y2], "\(code.androidPathInterpolator)")
      guard
        case .cubicBezier(let android) = try EasingParser.parse(
          "PathInterpolator(\(xml.map { "\($0)f" }.joined(separator: ", ")))")
      else {
        Issue.record("PathInterpolator did not parse")
        continue
      }
      #expect(android == curve)
      for text in [code.compose, code.uikit, code.swiftUIUnitCurve, code.swiftUITimingCurve(duration: 0.3)] {
        #expect(Array(Self.numbers(text).prefix(4)) == [x1, y1, x2, y2], "\(text)")
      }
      checked += 1
    }
    #expect(checked == Self.curves.count)
  }

  @Test("a spring's declarations give back the same ω0 and ζ in each shape")
  func springRoundTrips() throws {
    for spring in [
      try SpringParameters.swiftUI(response: 0.5, dampingFraction: 0.7),
      try SpringParameters(mass: 2, stiffness: 300, damping: 17),
      try SpringParameters.swiftUI(duration: 0.35, bounce: -0.3),
    ] {
      let code = SpringDeclarations(spring)
      let physics = Self.numbers(code.swiftUISpringPhysics)
      let back = try SpringParameters(mass: physics[0], stiffness: physics[1], damping: physics[2])
      expectClose(back.naturalFrequency, spring.naturalFrequency, relative: 1e-14)
      expectClose(back.dampingRatio, spring.dampingRatio, relative: 1e-14)
      let duration = Self.numbers(code.swiftUIAnimationDuration)
      let fromBounce = try SpringParameters.swiftUI(duration: duration[0], bounce: duration[1])
      expectClose(fromBounce.naturalFrequency, spring.naturalFrequency, relative: 1e-14)
      expectClose(fromBounce.dampingRatio, spring.dampingRatio, relative: 1e-14)
      let compose = Self.numbers(code.composeSpring)
      let android = try SpringParameters.android(stiffness: compose[1], dampingRatio: compose[0])
      expectClose(android.naturalFrequency, spring.naturalFrequency, relative: 1e-14)
      let flutter = Self.numbers(code.flutterSpringDescription)
      #expect(flutter.count == 3)
      expectClose(flutter[2], spring.damping, relative: 1e-14)
    }
  }

  @Test("a spring token's CSS linear() parses back and stays within --max-error of the spring")
  func cssSpring() throws {
    let spring = try SpringParameters.swiftUI(duration: 0.5, bounce: 0.3)
    let token = MotionToken(name: "motion.spring.bouncy", value: .spring(spring, .bounceDuration))
    let lines = token.declarations(for: .css, maximumError: 0.001)
    let value = try #require(lines.first { $0.hasPrefix("--motion-spring-bouncy: ") })
    let text = String(value.dropFirst("--motion-spring-bouncy: ".count).dropLast())
    guard case .piecewiseLinear(let linear) = try EasingParser.parse(text) else {
      Issue.record("not linear(): \(text)")
      return
    }
    let css = try #require(MotionToken.cssSpring(spring, maximumError: 0.001))
    #expect(lines.contains("--motion-spring-bouncy-duration: \(EasingDeclarations.cssDuration(css.duration));"))
    let motion = try SpringSolution(parameters: spring, from: 0, to: 1, relativeVelocity: 0)
    for k in 0...4000 {
      let q = Double(k) / 4000
      // The fit's own claim plus rounding to 6 decimals in the text.
      expectClose(linear.value(at: q), motion.position(at: q * css.duration), absolute: 0.001 + 1e-6, "input \(q)")
    }
  }

  @Test("names: CSS custom properties, camelCase identifiers and Android resources")
  func names() {
    #expect(MotionToken.cssName("motion.Easing.standard-2") == "--motion-easing-standard-2")
    #expect(MotionToken.camelCaseName("motion.easing.standard") == "motionEasingStandard")
    #expect(MotionToken.camelCaseName("2x.fast") == "_2xFast")
    #expect(MotionToken.resourceName("Motion.easing.standard") == "motion_easing_standard")
  }

  @Test("durations per platform: CSS ms exact, Compose and Android whole ms, Flutter ms or µs")
  func durations() {
    #expect(EasingDeclarations.cssDuration(0.2) == "200ms")
    #expect(EasingDeclarations.cssDuration(0.2505) == "250.5ms")
    #expect(EasingDeclarations.wholeMilliseconds(0.2505) == 251)
    #expect(EasingDeclarations.flutterDuration(0.2) == "Duration(milliseconds: 200)")
    #expect(EasingDeclarations.flutterDuration(0.2505) == "Duration(microseconds: 250500)")
  }
}
