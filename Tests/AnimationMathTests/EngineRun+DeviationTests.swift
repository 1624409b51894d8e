import AnimationMath
import Foundation
import TestSupport
import Testing

/// The engines table's distances (snap, deviation, overshoot) on hand-made
/// runs, against the critically damped closed form written out here.
@Suite("Engine deviation from the ideal spring")
struct EngineDeviationTests {
  /// ω0 = 10 rad/s, ζ = 1: x(t) = from + (to − from)(1 − (1 + ω0t)e^(−ω0t)).
  static func ideal(_ t: Double, from: Double, to: Double) -> Double {
    from + (to - from) * (1 - (1 + 10 * t) * exp(-10 * t))
  }

  /// The closed form and the core's solution differ by rounding only.
  static let closedFormTolerance = 1e-12

  @Test(
    "distances are shares of the travel, the last frame of a completed run excluded from the deviation",
    arguments: [
      (0.0, 100.0), (100.0, 0.0),
    ])
  func distances(_ from: Double, _ to: Double) throws {
    let solution = try SpringSolution(
      parameters: SpringParameters(naturalFrequency: 10, dampingRatio: 1), from: from, to: to, relativeVelocity: 0)
    let direction: Double = to > from ? 1 : -1
    let x = { (t: Double) in Self.ideal(t, from: from, to: to) }
    let frames = [
      EngineFrame(hostTime: 0, engineTime: 0, value: from, velocity: nil),
      EngineFrame(hostTime: 0.05, engineTime: 0.05, value: x(0.05) + 2 * direction, velocity: nil),
      EngineFrame(hostTime: 0.1, engineTime: 0.1, value: to + 4 * direction, velocity: nil),
      // Snapped to rest at host time 0.5, the engine's own clock at 0.45; 150 units off the ideal
      // there would be the largest deviation, were the last frame counted.
      EngineFrame(hostTime: 0.5, engineTime: 0.45, value: to, velocity: nil),
    ]
    let run = EngineRun(engine: .ideal, frames: frames, completed: true, deliveredRetargets: [])
    let deviation = EngineDeviation(run: run, ideal: solution, from: from, to: to)
    let tolerance = Self.closedFormTolerance
    expectClose(deviation.maximumDeviation, abs(to + 4 * direction - x(0.1)) / 100, absolute: tolerance)
    expectClose(deviation.overshoot, 0.04, absolute: tolerance)
    expectClose(deviation.snap, abs(to - x(0.45)), absolute: 100 * tolerance)
    expectClose(deviation.snapJump, abs(to - x(0.45)) / 100, absolute: tolerance)

    let running = EngineRun(engine: .ideal, frames: Array(frames.prefix(2)), completed: false, deliveredRetargets: [])
    let open = EngineDeviation(run: running, ideal: solution, from: from, to: to)
    expectClose(open.maximumDeviation, 0.02, absolute: tolerance)
    #expect(open.overshoot == 0)
  }

  @Test("a spring with no travel reports distances in value units")
  func noTravel() throws {
    let solution = try SpringSolution(
      parameters: SpringParameters(naturalFrequency: 10, dampingRatio: 1), from: 5, to: 5, relativeVelocity: 0)
    let frames = [
      EngineFrame(hostTime: 0, engineTime: 0, value: 5, velocity: nil),
      EngineFrame(hostTime: 0.1, engineTime: 0.1, value: 5.25, velocity: nil),
    ]
    let deviation = EngineDeviation(
      run: EngineRun(engine: .ideal, frames: frames, completed: false, deliveredRetargets: []), ideal: solution,
      from: 5, to: 5)
    #expect(deviation.maximumDeviation == 0.25 && deviation.overshoot == 0.25 && deviation.snapJump == 0.25)
  }
}
