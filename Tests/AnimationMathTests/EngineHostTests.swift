import AnimationMath
import TestSupport
import Testing

/// A stub engine that records what the host asks of it, to pin the host's convention.
private struct RecordingEngine: SpringEngine {
  static let name = SpringEngineName.ideal
  static let configurationKeys: [EngineConfigurationKey] = []
  static let supportedSettings: Set<EngineSetting> = []
  var calls: [String] = []
  var completeAfter: Int
  var frames = 0
  var isComplete = false
  init(_ request: SpringEngineRequest) throws(EngineError) { completeAfter = Int(request.to) }
  var startFrame: EngineFrame { EngineFrame(hostTime: 0, engineTime: nil, value: 0, velocity: nil) }
  mutating func advance(to hostTime: Double) -> EngineFrame {
    calls.append("frame \(hostTime)")
    frames += 1
    if frames >= completeAfter { isComplete = true }
    return EngineFrame(hostTime: hostTime, engineTime: nil, value: Double(frames), velocity: nil)
  }
  mutating func retarget(to target: Double, at hostTime: Double) {
    calls.append("retarget \(target) at \(hostTime)")
  }
  var engineDescription: EngineDescription {
    EngineDescription(engine: Self.name, source: "", parameters: [], stopRule: "", thresholds: [], limitations: "")
  }
}

@Suite("Engines: host, schedule, clock, configuration")
struct EngineHostTests {
  static func request(to: Double = 1, configuration: String? = nil, settings: EngineSettings = EngineSettings())
    throws -> SpringEngineRequest
  {
    try SpringEngineRequest(
      spring: SpringParameters(stiffness: 100, damping: 10), from: 0, to: to, settings: settings,
      configuration: configuration.map { try EngineConfiguration(parsing: $0) } ?? .empty)
  }

  @Test("frames at n/fps for n ≥ 1 up to the horizon, computed from n")
  func frameRateSchedule() throws {
    let schedule = try FrameSchedule(framesPerSecond: 60, horizon: 0.05)
    #expect(schedule.count == 3)  // 1/60, 2/60, 3/60 = 0.05 (on the horizon, included)
    #expect(schedule.time(ofFrame: 0) == 1.0 / 60)
    #expect(schedule.time(ofFrame: 2) == 3.0 / 60)
    #expect(try FrameSchedule(framesPerSecond: 120, horizon: 1).count == 120)
  }

  @Test(
    "an explicit trace must be finite, positive and strictly increasing",
    arguments: [
      [Double](), [0.0], [0.0, 0.0], [0.01, 0.01], [0.02, 0.01], [0.01, .infinity], [-0.01], [0.0, -0.01],
    ])
  func badTraces(_ times: [Double]) {
    #expect(throws: EngineError.self) { try FrameSchedule(times: times) }
  }

  @Test("a trace may name the start t = 0 as its first time; it is the implicit start, not a frame")
  func leadingZero() throws {
    let named = try FrameSchedule(times: [0, 0.016, 0.033])
    let implicit = try FrameSchedule(times: [0.016, 0.033])
    #expect(named.count == 2)
    #expect((0..<2).allSatisfy { named.time(ofFrame: $0) == implicit.time(ofFrame: $0) })
  }

  @Test("clock readings: floor of ms, µs, ns with integer host times snapped")
  func clockReadings() {
    #expect(EngineClock.floorMilliseconds(1.0 / 60) == 16)
    #expect(EngineClock.floorMilliseconds(3.0 / 60) == 50)  // 0.05 s is exactly 50 ms
    #expect(EngineClock.floorMilliseconds(0.0499999) == 49)
    #expect(EngineClock.floorMilliseconds(7.0 / 120) == 58)  // 58.33 ms
    #expect(EngineClock.floorMicroseconds(1.0 / 60) == 16_666)
    #expect(EngineClock.floorMicroseconds(0.3) == 300_000)
    #expect(EngineClock.floorNanoseconds(2.0 / 60) == 33_333_333)
    // 33 999 999 ns is above 2^25, where floats are 4 ns apart: it rounds to 34 000 000.
    #expect(EngineClock.float32PlayTimeNanoseconds(elapsedNanoseconds: 33_999_999) == 34_000_000)
    #expect(EngineClock.float32TruncatedMilliseconds(elapsedNanoseconds: 33_999_999) == 34)
    #expect(EngineClock.float32TruncatedMilliseconds(elapsedNanoseconds: 16_777_215) == 16)  // exact below 2^24
    // 2 ns apart: a tie, to even
    #expect(EngineClock.float32TruncatedMilliseconds(elapsedNanoseconds: 16_999_999) == 17)
  }

  @Test("a retarget is delivered after the last frame at or before T, with that frame's time")
  func retargetDelivery() throws {
    var engine = try RecordingEngine(Self.request(to: 100))
    let schedule = try FrameSchedule(times: [0.01, 0.02, 0.03])
    let host = EngineHost(
      schedule: schedule,
      retargets: [
        try EngineRetarget(hostTime: 0.02, target: 7),  // exactly a frame time: after that frame
        try EngineRetarget(hostTime: 0, target: 5),  // after the start row
        try EngineRetarget(hostTime: 0.015, target: 6),  // between frames: after 0.01
        try EngineRetarget(hostTime: 0.5, target: 8),  // after the last frame: never due
      ])
    let run = host.run(&engine)
    #expect(
      engine.calls == [
        "retarget 5.0 at 0.0", "frame 0.01", "retarget 6.0 at 0.01", "frame 0.02", "retarget 7.0 at 0.02",
        "frame 0.03",
      ])
    #expect(run.deliveredRetargets.map(\.target) == [5, 6, 7])
    #expect(run.frames.count == 4)
    #expect(!run.completed)
  }

  @Test("the run ends on the completing frame; later retargets are not delivered")
  func completionEndsTheRun() throws {
    var engine = try RecordingEngine(Self.request(to: 2))
    let host = EngineHost(
      schedule: try FrameSchedule(framesPerSecond: 60), retargets: [try EngineRetarget(hostTime: 0.04, target: 3)])
    let run = host.run(&engine)
    #expect(run.completed)
    #expect(run.frames.count == 3)  // start row + 2 frames
    #expect(run.completionTime == 2.0 / 60)
    #expect(run.deliveredRetargets.isEmpty)
  }

  @Test("KEY=VALUE parsing and its errors")
  func configurationParsing() throws {
    let parsed = try EngineConfiguration(parsing: "tension=40, friction = 7,snapToEnd=true")
    #expect(parsed.pairs.map(\.key) == ["tension", "friction", "snapToEnd"])
    #expect(try parsed.number(ReboundEngine.Key.friction) == 7)
    #expect(try parsed.flag(FlutterEngine.Key.snapToEnd) == true)
    #expect(throws: EngineError.self) { try EngineConfiguration(parsing: "tension") }
    #expect(throws: EngineError.self) { try EngineConfiguration(parsing: "a=1,a=2") }
    #expect(throws: EngineError.self) { try EngineConfiguration(parsing: "=1") }
    #expect(throws: EngineError.self) { try parsed.number(FlutterEngine.Key.snapToEnd) }
  }

  @Test("an unknown key names the engine's keys; an unsupported setting names the supported ones")
  func errorsListWhatIsAccepted() throws {
    do {
      _ = try SpringEngineName.flutter.makeEngine(Self.request(configuration: "tension=40"))
      Issue.record("an unknown key was accepted")
    } catch let error as EngineError {
      #expect(
        error.description
          == "engine 'flutter' has no parameter 'tension'; its parameters: snapToEnd, distance, velocity, lowerBound, upperBound"
      )
    }
    do {
      _ = try SpringEngineName.android.makeEngine(Self.request(settings: EngineSettings(restSpeed: 1)))
      Issue.record("an unsupported setting was accepted")
    } catch let error as EngineError {
      #expect(
        error.description == "engine 'android' has no option for --rest-speed; it takes: --min-visible-change, --clamp")
    }
  }

  @Test("all 18 names parse; an unknown name lists them; the native engines are built")
  func registry() throws {
    #expect(SpringEngineName.allCases.count == 19)
    for name in SpringEngineName.allCases { #expect(try SpringEngineName(parsing: name.rawValue) == name) }
    #expect(throws: EngineError.self) { try SpringEngineName(parsing: "motion@11") }
    for name in EngineSeedTableTests.natives {
      #expect(name.engineType.name == name, "\(name.rawValue)")
    }
  }
}
