import AnimationMath
import TestSupport
import Testing

/// flutter-gravity: GravitySimulation's x₀ + v₀·t + a·t²/2, done once |x| ≥ endDistance,
/// on the ticker's integer-µs clock with the first tick at elapsed 0.
@Suite("Flutter GravitySimulation decay")
struct FlutterGravityDecayEngineTests {
  /// x(t) at a whole-µs t is a few double operations on values near 300; 1e-9 units is far
  /// below the distance of one frame (≈ 50 units here).
  static let stopValueAgreement = 1e-9

  struct Stop: Sendable, CustomTestStringConvertible {
    let schedule: String
    let velocity: Double
    let parameters: String
    let frames: Int
    let time: Double
    let value: Double
    var testDescription: String { "\(schedule) v \(velocity) \(parameters)" }
  }

  /// Defaults from 0 at 3000 units/s: a = −10 (against the fling), endDistance 300, so
  /// x(t) = 3000t − 5t² reaches 300 at t = 0.1000333 s. Tick k (host (k+1)/f) reads elapsed
  /// ⌊(k+1)/f·10⁶⌋ − ⌊1/f·10⁶⌋ µs.
  /// - 60 Hz: frame 7 reads 116666 − 16666 = 100000 µs, x = 300 − 0.05 = 299.95 < 300; frame
  ///   8 (host 0.1333 s) reads 133333 − 16666 = 116667 µs, x = 3000·0.116667 − 5·0.116667²
  ///   = 349.932944055555: done.
  /// - 120 Hz: frame 13 reads 100000 µs (299.95); frame 14 (host 0.11667 s) reads
  ///   116666 − 8333 = 108333 µs, x = 324.940319805555.
  /// - uneven: 0.016 s is elapsed 0; 0.1 s reads 84000 µs (251.96); the 5th time, 0.117 s,
  ///   reads 101000 µs, x = 303 − 0.051005 = 302.948995.
  /// - acceleration=-2000, endDistance=100, 300 units/s: the apex 22.5 is inside the end
  ///   distance, so the motion turns and ends past the origin: 300t − 1000t² = −100 at
  ///   t = (300 + 700)/2000 = 0.5 s exactly, which frame 31 reads (516666 − 16666 µs); |x| = 100
  ///   is done (≥, not >).
  static let stops: [Stop] = [
    Stop(schedule: "60", velocity: 3000, parameters: "", frames: 8, time: 8.0 / 60, value: 349.932944055555),
    Stop(schedule: "120", velocity: 3000, parameters: "", frames: 14, time: 14.0 / 120, value: 324.940319805555),
    Stop(schedule: "uneven", velocity: 3000, parameters: "", frames: 5, time: 0.117, value: 302.948995),
    Stop(
      schedule: "60", velocity: 300, parameters: "acceleration=-2000,endDistance=100", frames: 31, time: 31.0 / 60,
      value: -100),
  ]

  @Test("the stop frame is the first tick with |x| ≥ endDistance", arguments: stops)
  func stopFrame(_ stop: Stop) throws {
    let configuration =
      stop.parameters.isEmpty ? EngineConfiguration.empty : try EngineConfiguration(parsing: stop.parameters)
    let run = try DecayEngineName.flutterGravity.run(
      DecayRequest(from: 0, initialVelocity: stop.velocity, configuration: configuration),
      schedule: try DecayEngineTests.schedule(stop.schedule))
    #expect(run.completed)
    #expect(run.frames.count == stop.frames + 1, "rendered frames (the t = 0 row not counted)")
    let last = try #require(run.frames.last)
    expectClose(last.hostTime, stop.time, absolute: 1e-12, "stop time")
    expectClose(last.value, stop.value, absolute: Self.stopValueAgreement, "stop value")
    #expect(run.modelRestPosition == nil)
  }

  @Test("a start beyond the end distance is done on the first tick, at elapsed 0")
  func startBeyondEnd() throws {
    let run = try DecayEngineName.flutterGravity.run(
      DecayRequest(from: -400, initialVelocity: 50), schedule: try FrameSchedule(framesPerSecond: 60))
    #expect(run.completed)
    #expect(run.frames.count == 2)
    #expect(run.finalValue == -400)  // exact: x(0) = x₀
  }

  @Test("no motion stops at the start and says so; bad settings and bounds are refused")
  func stillAndRefusals() throws {
    let run = try DecayEngineName.flutterGravity.run(
      DecayRequest(from: 7, initialVelocity: 0), schedule: try FrameSchedule(framesPerSecond: 60))
    #expect(run.completed)
    #expect(run.notes.count == 1)
    for text in ["endDistance=-1", "acceleration=nan", "g=1"] {
      #expect(throws: EngineError.self, "\(text)") {
        try FlutterGravityDecayEngine(
          DecayRequest(from: 0, initialVelocity: 10, configuration: try EngineConfiguration(parsing: text)))
      }
    }
    #expect(throws: EngineError.self) {
      try FlutterGravityDecayEngine(
        DecayRequest(from: 0, initialVelocity: 10, bounds: try DecayBounds(lower: -300, upper: 300)))
    }
  }
}
