import AnimationMath
import TestSupport
import Testing

/// SpringEasing is SpringSolution at p·D: the same closed form, so only a few
/// roundings (the product p·D and the shift by 1) separate the two.
let springEasingTolerance = 1e-15
/// The settling time is refined to a few ulps, where the motion moves by
/// ~|v|·1e-16 per ulp: the band edge |x(D) − 1| = 1e-3 holds to ~1e-12 relative.
let bandEdgeRelativeTolerance = 1e-9
/// slope(0) = D·v0: one product, ≤ ½ ulp (plus the velocity's own few ulps).
let initialSlopeRelativeTolerance = 1e-15
/// Central differences with h = 1e-6 on a smooth O(1) curve: truncation ~h²·|x‴|
/// ≈ 1e-10 and rounding ~ε/h ≈ 1e-10.
let springFiniteDifferenceTolerance = 1e-8

@Suite("SpringEasing")
struct SpringEasingTests {
  static let springs: [(String, SpringParameters, Double)] = [
    ("under-damped ζ = 0.5", try! SpringParameters.swiftUI(response: 0.5, dampingFraction: 0.5), 0),
    ("critical ζ = 1", try! SpringParameters.swiftUI(response: 0.5, dampingFraction: 1), 0),
    ("over-damped ζ = 2", try! SpringParameters.swiftUI(response: 0.5, dampingFraction: 2), 0),
    ("bouncy with velocity", try! SpringParameters(mass: 1, stiffness: 170, damping: 8), 3),
  ]

  @Test("value(p) is the spring at p·D; 0 at 0; the band edge at 1")
  func settlingDuration() throws {
    for (name, parameters, velocity) in Self.springs {
      let easing = try SpringEasing(parameters: parameters, relativeVelocity: velocity)
      let motion = try SpringSolution(parameters: parameters, from: 0, to: 1, initialVelocity: velocity)
      let duration = motion.settlingDuration(band: .standard)
      expectClose(easing.duration, duration, relative: 0, name)
      #expect(easing.value(at: 0) == 0, "\(name): value(0) is exactly 0")
      for p in [0.1, 0.37, 0.5, 0.9, 1, 1.5] {
        expectClose(
          easing.value(at: p), motion.position(at: p * duration), absolute: springEasingTolerance,
          "\(name) at \(p)")
      }
      // At p = 1 the spring leaves the 1e-3 band for the last time.
      expectClose(abs(easing.value(at: 1) - 1), 1e-3, relative: bandEdgeRelativeTolerance, "\(name): band edge")
    }
  }

  @Test("slope is D·velocity and matches central differences")
  func slope() throws {
    for (name, parameters, velocity) in Self.springs {
      let easing = try SpringEasing(parameters: parameters, relativeVelocity: velocity)
      expectClose(easing.slope(at: 0), velocity * easing.duration, relative: initialSlopeRelativeTolerance, name)
      let h = 1e-6
      for p in [0.2, 0.5, 0.8] {
        let difference = (easing.value(at: p + h) - easing.value(at: p - h)) / (2 * h)
        expectClose(easing.slope(at: p), difference, absolute: springFiniteDifferenceTolerance, "\(name) at \(p)")
      }
      // Below 0: the tangent line at 0.
      expectClose(easing.value(at: -0.25), -0.25 * easing.slope(at: 0), absolute: 0, name)
    }
  }

  @Test("a fixed duration maps progress to seconds directly")
  func fixedDuration() throws {
    let parameters = try SpringParameters(mass: 1, stiffness: 100, damping: 10)
    let easing = try SpringEasing(parameters: parameters, duration: .seconds(0.8))
    let motion = try SpringSolution(parameters: parameters, from: 0, to: 1, initialVelocity: 0)
    expectClose(easing.value(at: 0.5), motion.position(at: 0.4), absolute: springEasingTolerance)
    expectClose(TimingFunction.spring(easing).value(at: 0.5), easing.value(at: 0.5), absolute: 0)
  }

  @Test("an undamped spring never settles, and bad durations are rejected")
  func validation() throws {
    let undamped = try SpringParameters.swiftUI(response: 1, dampingFraction: 0)
    #expect(throws: EasingParameterError.self) { try SpringEasing(parameters: undamped) }
    let spring = try SpringParameters.swiftUI(response: 1, dampingFraction: 0.7)
    #expect(throws: EasingParameterError.self) { try SpringEasing(parameters: spring, duration: .seconds(0)) }
    #expect(throws: EasingParameterError.self) { try SpringEasing(parameters: spring, relativeVelocity: .nan) }
    #expect(try SpringEasing(parameters: spring) == SpringEasing(parameters: spring))
  }
}
