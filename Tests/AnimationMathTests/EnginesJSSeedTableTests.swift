import AnimationMath
import Testing

/// The seed spring (SwiftUI response 0.55 s, dampingFraction 0.825, 0 → 300) through every
/// JavaScript engine at 60 and 120 Hz: each run completes, and the table of largest
/// deviation from the ideal curve and completion time is printed for the report.
@Suite("JS engines: the seed spring")
struct EnginesJSSeedTableTests {
  static let engines: [SpringEngineName] = [
    .motion, .motion12, .popmotion, .reactNative, .reanimated, .reanimated3, .reactSpring, .rebound,
    .anime, .anime3, .wobble,
  ]

  @Test("every JS engine completes the seed spring at 60 and 120 Hz", arguments: [60.0, 120.0])
  func seedTable(fps: Double) throws {
    let spring = try SpringParameters.swiftUI(response: 0.55, dampingFraction: 0.825)
    let ideal = try SpringSolution(parameters: spring, from: 0, to: 300, initialVelocity: 0)
    let request = try SpringEngineRequest(spring: spring, from: 0, to: 300)
    var checked = 0
    for name in Self.engines {
      let run = try name.run(request, schedule: FrameSchedule(framesPerSecond: fps, horizon: 10))
      #expect(run.completed, "\(name.rawValue) at \(fps) Hz")
      let inFlight = run.frames.dropFirst().dropLast()
      let deviation = inFlight.map { abs($0.value - ideal.position(at: $0.hostTime)) }.max() ?? 0
      let last = run.frames.last!
      let beforeSnap = run.frames.count >= 2 ? run.frames[run.frames.count - 2].value : 0
      print(
        "seed \(name.rawValue) \(Int(fps)) Hz: frames \(run.frames.count - 1), completion \(run.completionTime ?? -1) s, "
          + "final \(last.value), max deviation \(deviation / 300) of travel, last in-flight \(beforeSnap)")
      checked += 1
    }
    #expect(checked >= 8)
  }
}
