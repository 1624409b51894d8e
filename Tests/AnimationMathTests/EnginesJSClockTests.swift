import AnimationMath
import TestSupport
import Testing

/// Hand-derived clocks, stop rules and retargets of the JavaScript engines, at 60 and
/// 120 Hz and on uneven traces, so that a wrong rounding, cap, first-frame rule,
/// threshold or off-by-one frame fails.
@Suite("JS engines: clocks, stop rules and retargets")
struct EnginesJSClockTests {
  /// Engine times are sums of a few ms values: exact to a few ulps of 1 s.
  static let timeAgreement = 1e-12
  /// Values recomputed from the same closed form at the same time: to rounding of the travel.
  static let valueAgreement = 1e-9

  static let seed = try! SpringParameters.swiftUI(response: 0.55, dampingFraction: 0.825)
  static func request(_ config: String = "", from: Double = 0, to: Double = 300, velocity: Double = 0) throws
    -> SpringEngineRequest
  {
    try SpringEngineRequest(
      spring: seed, from: from, to: to, initialVelocity: velocity,
      configuration: config.isEmpty ? .empty : EngineConfiguration(parsing: config))
  }

  /// The engine times (ms) of the first frames of `name` on `times` (seconds).
  static func engineMilliseconds(_ name: SpringEngineName, _ times: [Double], config: String = "") throws -> [Double] {
    let run = try name.run(request(config), schedule: FrameSchedule(times: times))
    return run.frames.dropFirst().map { ($0.engineTime ?? .nan) * 1000 }
  }

  struct ClockCase: Sendable, CustomTestStringConvertible {
    let engine: SpringEngineName
    let trace: String
    let times: [Double]
    let expected: [Double]  // engine time in ms
    var testDescription: String { "\(engine.rawValue) \(trace)" }
  }

  static let sixty = (1...6).map { Double($0) / 60 }
  static let oneTwenty = (1...6).map { Double($0) / 120 }
  /// Binary-exact times (s): 15.625, 62.5, 250 and 265.625 ms.
  static let exact = [0.015625, 0.0625, 0.25, 0.265625]

  static let clockCases: [ClockCase] = [
    // motion: Math.round(now − start) in whole ms; .5 rounds up (62.5 → 63).
    ClockCase(engine: .motion, trace: "60 Hz", times: sixty, expected: [17, 33, 50, 67, 83, 100]),
    ClockCase(engine: .motion, trace: "120 Hz", times: oneTwenty, expected: [8, 17, 25, 33, 42, 50]),
    ClockCase(engine: .motion12, trace: "exact", times: exact, expected: [16, 63, 250, 266]),
    // React Native: Date.now() = ⌊ms⌋, at most 64 ms per update (the clock then lags).
    ClockCase(engine: .reactNative, trace: "60 Hz", times: sixty, expected: [16, 33, 50, 66, 83, 100]),
    ClockCase(engine: .reactNative, trace: "120 Hz", times: oneTwenty, expected: [8, 16, 25, 33, 41, 50]),
    ClockCase(engine: .reactNative, trace: "exact", times: exact, expected: [15, 62, 126, 190]),
    // wobble: ⌊ms⌋ deltas capped at 66.67 ms, measured from the last *reading* (no lag).
    ClockCase(engine: .wobble, trace: "exact", times: exact, expected: [15, 62, 62 + 200.0 / 3, 62 + 200.0 / 3 + 15]),
    // react-spring: ⌈dt⌉ steps of 1 ms; first dt 16.667; then min(64, Δ).
    ClockCase(engine: .reactSpring, trace: "60 Hz", times: sixty, expected: [17, 34, 51, 68, 85, 102]),
    ClockCase(engine: .reactSpring, trace: "120 Hz", times: oneTwenty, expected: [17, 26, 35, 44, 53, 62]),
    ClockCase(engine: .reactSpring, trace: "exact", times: exact, expected: [17, 64, 128, 144]),
    // popmotion: first delta 1000/60, then clamp(Δ, 1, 40) of rAF timestamps coarsened to
    // 100 µs: 8.3, 16.6, 25.0, 33.3, 41.6, 50.0 ms at 120 Hz; 15.6, 62.5, 250.0, 265.6 exact.
    ClockCase(
      engine: .popmotion, trace: "120 Hz", times: oneTwenty,
      expected: [50.0 / 3, 50.0 / 3 + 8.3, 50.0 / 3 + 16.7, 50.0 / 3 + 25, 50.0 / 3 + 33.3, 50.0 / 3 + 41.7]),
    ClockCase(
      engine: .popmotion, trace: "exact", times: exact,
      expected: [50.0 / 3, 50.0 / 3 + 40, 50.0 / 3 + 80, 50.0 / 3 + 80 + 15.6]),
    // Reanimated: frame timestamps, Δ capped at 64 ms.
    ClockCase(engine: .reanimated, trace: "exact", times: exact, expected: [15.625, 62.5, 126.5, 142.125]),
    // anime.js 3: rAF time minus the first frame's, coarsened to 100 µs: 16.6, 33.3, 50.0,
    // 66.6, 83.3, 100.0 ms at 60 Hz.
    ClockCase(engine: .anime3, trace: "60 Hz", times: sixty, expected: [0, 16.7, 33.4, 50, 66.7, 83.4]),
  ]

  @Test("engine clocks", arguments: clockCases)
  func clocks(_ c: ClockCase) throws {
    let actual = try Self.engineMilliseconds(c.engine, c.times)
    #expect(actual.count >= c.expected.count, "\(c.testDescription)")
    for (a, e) in zip(actual, c.expected) {
      expectClose(a, e, absolute: 1000 * Self.timeAgreement, c.testDescription)
    }
  }

  @Test("anime.js 4: timer = ⌊ms⌋ + 12, and frames closer than 1000/240 ms to the schedule are skipped")
  func animeClock() throws {
    let engine = try AnimeEngine(Self.request())
    let scale = engine.settlingDuration / engine.solverDuration / 1000  // timer ms per solver s… inverted below
    let times = [0.016, 0.018, 0.019, 0.0215, 1.0 / 60 * 3]
    let run = try SpringEngineName.anime.run(Self.request(), schedule: FrameSchedule(times: times))
    let timers = run.frames.dropFirst().map { ($0.engineTime ?? .nan) * scale * 1000 }
    // 16 → scheduled 16; 18 → 20.17; 19 < 20.17: skipped (the frame repeats); 21 → 24.33; 50.
    let expected = [28.0, 30, 30, 33, 62]
    for (a, e) in zip(timers, expected) { expectClose(a, e, absolute: 1e-9, "anime timer") }
    #expect(run.frames[3].value == run.frames[2].value)  // the skipped frame shows the same value
  }

  @Test("rebound: the first frame advances 1 ms whatever the host time")
  func reboundFirstFrame() throws {
    let run = try SpringEngineName.rebound.run(Self.request(), schedule: FrameSchedule(times: [0.5, 0.5001]))
    expectClose(run.frames[1].engineTime ?? .nan, 0.001, absolute: Self.timeAgreement)
  }

  // MARK: - Stop rules, re-derived from the documented thresholds at the engine's times.

  /// The first frame index (1-based) at which `rule(t)` holds, t the engine time.
  static func firstFrame(_ times: [Double], _ rule: (Double) -> Bool) -> Int? {
    times.firstIndex(where: rule).map { $0 + 1 }
  }

  @Test("stop rules fire on the first frame the documented rule holds", arguments: [60.0, 120.0])
  func stopRules(fps: Double) throws {
    let ideal = try SpringSolution(parameters: Self.seed, from: 0, to: 300, initialVelocity: 0)
    let host = (1...600).map { Double($0) / fps }
    // React Native (|v| ≤ 0.001 units/s and |Δ| ≤ 0.001, non-strict, at ⌊ms⌋ sums capped at
    // 64 ms), wobble (|v| ≤ 0.001 units/ms and |Δ| ≤ 0.001) and Reanimated 3 (|v| < 2 and
    // |Δ| < 0.01, both strict, the closed form restarted each frame): literal frames, derived
    // by hand from those rules in Data/spring_stop_frames.py (`seed_js_stops`).
    let rn = fps == 60 ? 87 : 173
    let wobble = fps == 60 ? 79 : 157
    let reanimated3 = fps == 60 ? 53 : 105
    // popmotion: restSpeed 2 units/s, restDelta min(300/100, 0.4) = 0.4, at 16.67 + (T − T1)
    // with T read to 100 µs below.
    let coarse = host.map { (($0 * 10_000) + 1e-6).rounded(.down) / 10_000 }
    let popTimes = coarse.map { $0 - coarse[0] + 1.0 / 60 }
    let pop = Self.firstFrame(popTimes) { t in
      let s = ideal.state(at: t)
      return abs(s.velocity) <= 2 && abs(300 - s.position) <= 0.4
    }
    // motion: the first multiple of 50 ms where |v| ≤ 2 and |Δ| ≤ 0.5; then round(T) ≥ it.
    var d = 0.0
    while true {
      let s = ideal.state(at: d / 1000)
      if abs(s.velocity) <= 2, abs(300 - s.position) <= 0.5 { break }
      d += 50
    }
    let motion = Self.firstFrame(host) { t in (t * 1000).rounded(.toNearestOrAwayFromZero) >= d }
    // Reanimated: E/E0 ≤ 6e-9, E = ½k(to − x)² + ½m v², E0 = ½k·300².
    let e0 = 0.5 * Self.seed.stiffness * 300 * 300
    let reanimated = Self.firstFrame(host) { t in
      let s = ideal.state(at: t)
      let e = 0.5 * Self.seed.stiffness * (300 - s.position) * (300 - s.position) + 0.5 * s.velocity * s.velocity
      return e / e0 <= 6e-9
    }
    let expected: [(SpringEngineName, Int?)] = [
      (.reanimated3, reanimated3),
      (.reactNative, rn), (.wobble, wobble), (.popmotion, pop), (.motion, motion), (.motion12, motion),
      (.reanimated, reanimated),
    ]
    for (name, frame) in expected {
      let run = try name.run(Self.request(), schedule: FrameSchedule(framesPerSecond: fps, horizon: 10))
      #expect(run.completed)
      #expect(
        run.frames.count - 1 == frame,
        "\(name.rawValue) at \(fps) Hz: completes on frame \(run.frames.count - 1), rule says \(frame ?? -1)")
      expectClose(run.frames.last!.value, 300, absolute: 0, "\(name.rawValue) snaps to the target")
      print("stop rule \(name.rawValue) \(Int(fps)) Hz: frame \(frame ?? -1)")
    }
  }

  // MARK: - Retargets, hand-derived from the state at the retarget frame.

  @Test(
    "retargets: React Native, wobble, Reanimated restart from the last state; motion from the frame velocity",
    arguments: [60.0, 120.0])
  func retargets(fps: Double) throws {
    let retarget = try EngineRetarget(hostTime: 0.2, target: 100)
    let schedule = try FrameSchedule(framesPerSecond: fps, horizon: 3)
    let hostF = (0.2 * fps).rounded(.down) / fps  // the last frame at or before 0.2 s
    let hostG = hostF + 1 / fps
    for name in [SpringEngineName.reactNative, .wobble, .reanimated, .reanimated3, .motion, .reactSpring] {
      let before = try name.run(Self.request(), schedule: schedule)
      let after = try name.run(Self.request(), schedule: schedule, retargets: [retarget])
      let indexF = Int((hostF * fps).rounded())
      let f = before.frames[indexF]
      let g = after.frames[indexF + 1]
      expectClose(
        after.frames[indexF].value, f.value, absolute: 0, "\(name.rawValue): frames before the retarget are unchanged")
      let expected: Double
      switch name {
      case .reactNative, .wobble:
        // Date.now() readings: the new spring runs ⌊G⌋ − ⌊F⌋ ms from (x_F, v_F).
        let dt = ((hostG * 1000 + 1e-6).rounded(.down) - (hostF * 1000 + 1e-6).rounded(.down)) / 1000
        let spring = try SpringSolution(parameters: Self.seed, from: f.value, to: 100, initialVelocity: f.velocity!)
        expected = spring.position(at: dt)
      case .reanimated, .reanimated3:
        // v = previous velocity + configured velocity (0); the clock continues.
        let spring = try SpringSolution(parameters: Self.seed, from: f.value, to: 100, initialVelocity: f.velocity!)
        expected = spring.position(at: hostG - hostF)
      case .motion:
        // v = (x_F − x_{F−1})·1000/min(ΔT, 30 ms); generator time round(G − F) ms.
        let e = before.frames[indexF - 1]
        let velocity = (f.value - e.value) * 1000 / min((hostF - e.hostTime) * 1000, 30)
        let spring = try SpringSolution(parameters: Self.seed, from: f.value, to: 100, initialVelocity: velocity)
        expected = spring.position(at: ((hostG - hostF) * 1000).rounded(.toNearestOrAwayFromZero) / 1000)
      default:
        // react-spring: one more frame of ⌈dt⌉ Euler steps from (x_F, v_F) toward 100.
        var x = f.value
        var v = f.velocity! / 1000
        for _ in 0..<Int((((hostG - hostF) * 1000) - 1e-9).rounded(.up)) {
          v += -Self.seed.stiffness * 1e-6 * (x - 100) - Self.seed.damping * 1e-3 * v
          x += v
        }
        expected = x
      }
      expectClose(
        g.value, expected, absolute: 300 * Self.valueAgreement, "\(name.rawValue) at \(fps) Hz after the retarget")
      #expect(after.completed)
      expectClose(after.frames.last!.value, 100, absolute: 0, "\(name.rawValue) ends at the new target")
    }
  }
}
