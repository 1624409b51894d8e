import AnimationMath
import AnimationScenes
import TestSupport
import Testing

/// The seed channels are exact model output (no noise): the fits must give
/// the seeds' parameters back to 1e-8 relative (springs) and 1e-6 (the
/// cubic-bézier target).
private let springRecovery = 1e-8
private let bezierRecovery = 1e-6
/// The UIKit duration recovered from the fitted ω0, ζ and relative velocity
/// inherits the parameters' error (1e-8 relative), amplified by dD/dω0·ω0/D ≈ 1.
private let durationRecovery = 1e-7

@Suite("Seed scenes: the like button's channels fitted back to their parameters")
struct SeedFitTests {
  /// A channel of the like scene sampled at 120 Hz over [0, until].
  static func channel(_ name: String, until: Double) throws -> (times: [Double], values: [Double]) {
    let scene = try BuiltInScenes.scene(named: "like")
    let column = try #require(scene.header.firstIndex(of: name))
    let times = (0...Int((until * 120).rounded())).map { Double($0) / 120 }
    let values = try times.map { t in try #require(scene.value(column: column, at: t)) }
    return (times, values)
  }

  @Test("heart.scale: the UIKit spring (0.35 s, damping 0.6, velocity 0.8) after its 0.1 s delay")
  func likeSpring() throws {
    // To 0.7 s, past the scene's end (the spring's layer keeps its curve).
    let (times, values) = try Self.channel("heart.scale", until: 0.7)
    let fit = try SpringFit.fit(FitCapture(times: times, values: values))
    #expect(fit.converged)
    let spring = try SpringParameters.uikit(duration: 0.35, dampingRatio: 0.6, initialSpringVelocity: 0.8)
    // Added at 0.3·D = 0.15 s with a 0.1 s delay: released at 0.25 s.
    let truth: [String: Double] = [
      "from": 0.2, "to": 1, "naturalFrequency": spring.naturalFrequency, "dampingRatio": 0.6,
      "initialVelocity": 0.8 * 0.8, "timeOffset": 0.25,
    ]
    for (name, expected) in truth {
      let e = try #require(fit[name])
      #expect(e.status == .estimated, "\(name): \(e.status) \(fit.notes)")
      expectClose(e.value, expected, relative: springRecovery, "\(name) \(fit.notes)")
    }
    // Back to UIKit's parametrisation.
    let fitted = try SpringParameters(
      naturalFrequency: fit["naturalFrequency"]!.value, dampingRatio: fit["dampingRatio"]!.value)
    let relative = fit["initialVelocity"]!.value / (fit["to"]!.value - fit["from"]!.value)
    let duration = try #require(fitted.uikit.duration(initialSpringVelocity: relative))
    expectClose(duration, 0.35, relative: durationRecovery)
    expectClose(relative, 0.8, relative: springRecovery)
    expectClose(fit["timeOffset"]!.value - 0.15, 0.1, relative: springRecovery)
    print(
      "like spring: \(fit.estimates.map { "\($0.name)=\($0.value)±\($0.standardError ?? .nan)" }), UIKit duration \(duration), rms \(fit.rmsResidual)"
    )
  }

  @Test("whiteHeart.scale: the ease-in-out phase (1 → 0.2 over 0.15 s)")
  func easeInOutPhase() throws {
    let (times, values) = try Self.channel("whiteHeart.scale", until: 0.55)
    let fit = try CubicBezierFit.fit(FitCapture(times: times, values: values))
    #expect(fit.converged)
    let truth: [String: Double] = ["x1": 0.42, "y1": 0, "x2": 0.58, "y2": 1, "duration": 0.15, "from": 1, "to": 0.2]
    for (name, expected) in truth {
      let e = try #require(fit[name])
      expectClose(e.value, expected, absolute: bezierRecovery, relative: bezierRecovery, "\(name) \(fit.notes)")
    }
    print("like ease-in-out: \(fit.estimates.map { "\($0.name)=\($0.value)" }), rms \(fit.rmsResidual)")
  }

  @Test("auto ranks the spring first for the spring channel and the bézier first for the eased one")
  func autoRanking() throws {
    let spring = try Self.channel("heart.scale", until: 0.59)
    let springRanking = try FitComparison(FitCapture(times: spring.times, values: spring.values))
    #expect(springRanking.rows.first?.model == .spring, "\(springRanking.table)")
    #expect(springRanking.rows.allSatisfy { $0.result.sampleCount == spring.times.count })
    let eased = try Self.channel("whiteHeart.scale", until: 0.55)
    let easedRanking = try FitComparison(FitCapture(times: eased.times, values: eased.values))
    #expect(easedRanking.rows.first?.model == .cubicBezier, "\(easedRanking.table)")
    #expect(easedRanking.rows.allSatisfy { $0.result.sampleCount == eased.times.count })
    print(springRanking.table)
    print(easedRanking.table)
  }
}
