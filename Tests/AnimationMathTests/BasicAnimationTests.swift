import AnimationMath
import TestSupport
import Testing

/// Lerps of small whole numbers at quarters: a few ulp of 20.
private let valueTolerance = 1e-14

struct EndpointCase: Sendable, CustomStringConvertible {
  let name: String
  let from: Double?
  let to: Double?
  let by: Double?
  /// Value at q = 0.5 with model value 10; nil when undefined.
  let half: Double?
  var description: String { name }
}

@Suite("BasicAnimation and SpringAnimation: from/to/by, timing, springs")
struct BasicAnimationTests {
  // Model value 10, q = 0.5: the midpoint of Core Animation's documented pairs.
  static let endpoints: [EndpointCase] = [
    .init(name: "from, to", from: 2, to: 4, by: nil, half: 3),
    .init(name: "from, by: from → from + by", from: 2, to: nil, by: 4, half: 4),  // 2 → 6
    .init(name: "by, to: to − by → to", from: nil, to: 10, by: 4, half: 8),  // 6 → 10
    .init(name: "from only: from → model", from: 2, to: nil, by: nil, half: 6),  // 2 → 10
    .init(name: "to only: model → to", from: nil, to: 4, by: nil, half: 7),  // 10 → 4
    .init(name: "by only: model → model + by", from: nil, to: nil, by: 4, half: 12),  // 10 → 14
    .init(name: "none: model", from: nil, to: nil, by: nil, half: 10),
    .init(name: "all three: from, to win", from: 2, to: 4, by: 100, half: 3),
  ]

  @Test("CABasicAnimation's from/to/by rules", arguments: endpoints)
  func fromToBy(_ c: EndpointCase) throws {
    let animation = BasicAnimation<Double>(
      keyPath: "x", from: c.from, to: c.to, by: c.by, timing: try MediaTiming(duration: 1))
    expectClose(
      animation.value(atProgress: 0.5, modelValue: 10) ?? .nan, c.half ?? .nan, absolute: valueTolerance, "\(c)")
    // Fewer than two of from/to/by: the model value supplies the other end.
    if [c.from, c.to, c.by].compactMap({ $0 }).count < 2 {
      #expect(animation.value(atProgress: 0.5, modelValue: nil) == nil, "needs the model value: \(c)")
    }
  }

  @Test("timing and timing function: b 1, D 2, easeInEaseOut (f(½) = ½)")
  func timed() throws {
    let animation = BasicAnimation<Double>(
      keyPath: "x", from: 0, to: 10, timing: try MediaTiming(beginTime: 1, duration: 2), timingFunction: .easeInEaseOut)
    expectClose(animation.value(parentTime: 2) ?? .nan, 5, absolute: valueTolerance)  // p ½ → q ½
    expectClose(animation.value(parentTime: 3) ?? .nan, 10, absolute: valueTolerance)  // end, closed interval
    #expect(animation.value(parentTime: 0.5) == nil)
    #expect(animation.value(parentTime: 3.5) == nil)
  }

  @Test("sizes and colors interpolate component-wise")
  func components() {
    let size = Size(width: 0, height: 0).interpolated(to: Size(width: 10, height: 20), by: 0.25)
    expectClose(size.width, 2.5, absolute: valueTolerance)
    expectClose(size.height, 5, absolute: valueTolerance)
    let color = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)
      .interpolated(to: RGBAColor(red: 0, green: 0, blue: 1, alpha: 0), by: 0.5)
    #expect(color.componentNames == ["r", "g", "b", "a"])
    for (value, expected) in zip(color.componentValues, [0.5, 0, 0.5, 0.5]) {
      expectClose(value, expected, absolute: valueTolerance)
    }
    expectClose(Size(width: 0, height: 0).distance(to: Size(width: 3, height: 4)), 5, absolute: valueTolerance)
  }

  @Test("spring: an undamped ω0 = 2π spring is 1 − cos 2πτ, overshoots to twice the travel")
  func undampedSpring() throws {
    // m 1, k 4π², c 0, v 0: x(τ) = 1 − cos(2πτ): x(¼) = 1, x(½) = 2, x(1) = 0.
    let parameters = try SpringParameters(mass: 1, stiffness: 4 * Double.pi * Double.pi, damping: 0)
    let spring = try SpringAnimation<Double>(
      keyPath: "x", from: 10, to: 20, parameters: parameters, timing: try MediaTiming(duration: 1))
    expectClose(spring.value(parentTime: 0) ?? .nan, 10, absolute: 1e-12)
    expectClose(spring.value(parentTime: 0.25) ?? .nan, 20, absolute: 1e-12)
    expectClose(spring.value(parentTime: 0.5) ?? .nan, 30, absolute: 1e-12)
    expectClose(spring.value(parentTime: 1) ?? .nan, 10, absolute: 1e-12)
    #expect(spring.value(parentTime: 1.5) == nil)  // removed at the end of its duration
  }

  @Test("UIKit spring: at its duration the motion is within 1e-3 of the travel (the hypothesis' definition)")
  func uikitSpring() throws {
    let spring = try SpringAnimation<Double>.uikit(
      keyPath: "scale", from: 0.2, to: 1, dampingRatio: 0.6, relativeVelocity: 0.8,
      timing: try MediaTiming(duration: 0.35))
    expectClose(spring.value(parentTime: 0) ?? .nan, 0.2, absolute: 1e-15)
    // |x(D) − 1| ≤ envelope(D) = 1e-3 of the travel 0.8.
    expectClose(spring.value(parentTime: 0.35) ?? .nan, 1, absolute: 1e-3 * 0.8)
  }

  @Test("UIKit spring with no stiffness for its velocity: k and c from velocity 0, the motion keeps it")
  func uikitFallback() throws {
    // 7 s, ζ 0.6, v 0.8: (ζω0 − v)/ω_d·e^(−ζω0·7) stays below 1e-3 for every ω0.
    #expect(throws: SpringParameterError.self) {
      try SpringParameters.uikit(duration: 7, dampingRatio: 0.6, initialSpringVelocity: 0.8)
    }
    let spring = try SpringAnimation<Double>.uikit(
      keyPath: "scale", from: 0, to: 1, dampingRatio: 0.6, relativeVelocity: 0.8, timing: try MediaTiming(duration: 7))
    let still = try SpringParameters.uikit(duration: 7, dampingRatio: 0.6, initialSpringVelocity: 0)
    #expect(spring.motion.parameters == still)
    expectClose(spring.motion.initialVelocity, 0.8, absolute: 0)
  }
}
