import AnimationMath
import TestSupport
import Testing

/// The largest |property(p·F) − curve(p)| on a grid of `count` points offset
/// from the fit's own verification grid (an odd count, so that no point but
/// the ends is shared), the property evaluated through ``LottieProperty``.
private func measuredError(_ fit: LottieKeyframeFit, _ curve: (Double) -> Double, frames: Double, count: Int = 20_011)
  throws -> Double
{
  let property = try LottieProperty(keyframes: fit.keyframes)
  var worst = 0.0
  for k in 0...count {
    let p = Double(k) / Double(count)
    worst = max(worst, abs(property.value(atFrame: p * frames)[0] - curve(p)))
  }
  return worst
}

/// Whether `value` is a multiple of 0.001 as bodymovin writes it (the nearest double to a 3-decimal number).
private func isThreeDecimal(_ value: Double) -> Bool { (value * 1000).rounded() / 1000 == value }

@Suite("Lottie keyframes fitted to a curve")
struct LottieKeyframeFitTests {
  /// A spring of ζ 0.5 (visible overshoot) and one of ζ 1 over 1 s, and CSS easings.
  static let curves: [(name: String, curve: @Sendable (Double) -> Double)] = {
    let bouncy = try! SpringSolution(
      parameters: SpringParameters(naturalFrequency: 12, dampingRatio: 0.5), from: 0, to: 1, initialVelocity: 0)
    let critical = try! SpringSolution(
      parameters: SpringParameters(naturalFrequency: 12, dampingRatio: 1), from: 0, to: 1, initialVelocity: 2)
    let ease = try! EasingParser.parse("ease")
    let steps = try! EasingParser.parse("steps(4, jump-end)")
    let back = try! EasingParser.parse("cubic-bezier(0.3, -0.6, 0.7, 1.6)")
    return [
      ("spring ζ 0.5", { bouncy.position(at: $0) }), ("spring ζ 1, v 2", { critical.position(at: $0) }),
      ("ease", { ease.value(at: $0) }), ("steps(4)", { steps.value(at: $0) }), ("back", { back.value(at: $0) }),
    ]
  }()

  @Test(
    "within --max-error on a grid the fit never saw, handles of 3 decimals, x in [0, 1]",
    arguments: [(0.001, 0), (0.0001, 0), (0.001, 1), (0.01, 2), (0.001, 3), (0.0001, 4)])
  func withinBound(maximumError: Double, index: Int) throws {
    let (name, curve) = Self.curves[index]
    let frames = 60.0
    let fit = try #require(LottieKeyframeFit.fitting(curve, frames: frames, maximumError: maximumError))
    #expect(fit.maximumError <= maximumError, "\(name)")
    let measured = try measuredError(fit, curve, frames: frames)
    #expect(measured <= fit.maximumError, "\(name): measured \(measured), reported \(fit.maximumError)")
    for keyframe in fit.keyframes.dropLast() where !keyframe.isHold {
      let o = try #require(keyframe.outHandle), i = try #require(keyframe.inHandle)
      for value in o.x + o.y + i.x + i.y { #expect(isThreeDecimal(value), "\(name): handle \(value)") }
      for x in o.x + i.x { #expect(x >= 0 && x <= 1) }
    }
  }

  @Test("a cubic-bezier easing is one segment; a linear curve too; tighter bounds never need fewer keyframes")
  func fewest() throws {
    let ease = try EasingParser.parse("ease")
    let easeFit = try #require(LottieKeyframeFit.fitting({ ease.value(at: $0) }, frames: 30, maximumError: 0.001))
    #expect(easeFit.segmentCount == 1)
    let linearFit = try #require(LottieKeyframeFit.fitting({ $0 }, frames: 30, maximumError: 1e-6))
    #expect(linearFit.segmentCount == 1)
    let (_, spring) = Self.curves[0]
    var previous = 0
    for bound in [0.01, 0.001, 0.0001] {
      let fit = try #require(LottieKeyframeFit.fitting(spring, frames: 60, maximumError: bound))
      #expect(fit.segmentCount >= previous)
      previous = fit.segmentCount
    }
  }

  @Test("steps(4): a hold keyframe per step, each at its jump, then the end value")
  func jumps() throws {
    let (_, steps) = Self.curves[3]
    let fit = try #require(LottieKeyframeFit.fitting(steps, frames: 40, maximumError: 0.001))
    #expect(fit.keyframes.map(\.value) == [[0], [0.25], [0.5], [0.75], [1]])
    #expect(fit.keyframes.dropLast().allSatisfy { $0.isHold })
    for (index, keyframe) in fit.keyframes.enumerated() {
      expectClose(keyframe.time, Double(index) * 10, absolute: 1e-9)
    }
  }

  @Test("an end value the curve does not reach is a jump at the last frame, counted in the error")
  func endStop() throws {
    let (_, spring) = Self.curves[0]
    let fit = try #require(LottieKeyframeFit.fitting({ spring($0 * 0.3) }, frames: 18, maximumError: 0.001, endStop: 1))
    let last = try #require(fit.keyframes.last)
    #expect(last.value == [1] && last.time == 18)
    expectClose(abs(fit.endJump), abs(1 - spring(0.3)), absolute: 1e-15)
    #expect(fit.maximumError >= abs(fit.endJump) && fit.worstInput == 1)
  }
}
