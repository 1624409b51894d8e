import AnimationMath
import TestSupport
import Testing

/// The seed spring (SwiftUI response 0.55, dampingFraction 0.825, 0 → 300) through every
/// native engine at 60 and 120 Hz: the "why it differs" figures, with loose sanity bounds.
@Suite("Engines: the seed spring")
struct EngineSeedTableTests {
  static let natives: [SpringEngineName] = [.ideal, .coreAnimation, .uikit, .swiftui, .android, .compose, .flutter]

  /// Float32 state (Android, Compose) rounds to ~3e-5 of 300 per step; 1e-6 of the travel
  /// (3e-4 units) allows their accumulation.
  static let engineTimeBound = 1e-6

  static func seedRequest() throws -> SpringEngineRequest {
    let spring = try SpringParameters.swiftUI(response: 0.55, dampingFraction: 0.825)
    return try SpringEngineRequest(spring: spring, statedDampingRatio: 0.825, from: 0, to: 300)
  }

  /// The largest |engine − ideal| over in-flight frames (the completing frame excluded),
  /// as a fraction of the travel.
  static func maximumDeviation(_ run: EngineRun, ideal: SpringSolution, travel: Double) -> Double {
    var worst = 0.0
    for frame in run.frames.dropLast(run.completed ? 1 : 0) {
      worst = max(worst, absoluteError(frame.value, ideal.position(at: frame.hostTime)) / abs(travel))
    }
    return worst
  }

  /// The largest |engine − ideal(engine time)| over in-flight frames, as a fraction of the travel.
  static func deviationAtEngineTime(_ run: EngineRun, ideal: SpringSolution, travel: Double) -> Double {
    var worst = 0.0
    for frame in run.frames.dropLast(run.completed ? 1 : 0) {
      guard let time = frame.engineTime else { continue }
      worst = max(worst, absoluteError(frame.value, ideal.position(at: time)) / abs(travel))
    }
    return worst
  }

  /// At host times the engines that start on their first frame lag by one frame
  /// interval, plus at most 1 ms of clock truncation: bounded by the peak speed times
  /// that. At their own times only float32 and ms rounding remain.
  @Test(
    "every native engine completes the seed spring; deviations within the clock and float bounds",
    arguments: [60.0, 120.0])
  func seedTable(fps: Double) throws {
    let request = try Self.seedRequest()
    let ideal = try SpringSolution(parameters: request.spring, from: 0, to: 300, initialVelocity: 0)
    let schedule = try FrameSchedule(framesPerSecond: fps)
    var checked = 0
    for name in Self.natives {
      let run = try name.run(request, schedule: schedule)
      let deviation = Self.maximumDeviation(run, ideal: ideal, travel: 300)
      let final = run.finalValue
      let previous = run.frames.count >= 2 ? run.frames[run.frames.count - 2].value : final
      print(
        "seed \(Int(fps)) Hz \(name.rawValue): frames \(run.frames.count - 1), completed \(run.completed), "
          + "completion \(run.completionTime.map { "\($0)" } ?? "-"), final \(final), "
          + "last step \(abs(final - previous)), max deviation \(deviation)")
      #expect(run.completed, "\(name.rawValue) at \(fps) Hz")
      let own = Self.deviationAtEngineTime(run, ideal: ideal, travel: 300)
      print("seed \(Int(fps)) Hz \(name.rawValue): max deviation at engine time \(own)")
      let peakSpeed = run.frames.map { abs(ideal.velocity(at: $0.hostTime)) }.max() ?? 0
      let lagBound = peakSpeed * (1 / fps + 0.001) / 300
      #expect(deviation <= lagBound, "\(name.rawValue) at \(fps) Hz deviates \(deviation) > \(lagBound)")
      #expect(own < Self.engineTimeBound, "\(name.rawValue) at \(fps) Hz: \(own) at its own times")
      checked += 1
    }
    #expect(checked == Self.natives.count)
  }
}
