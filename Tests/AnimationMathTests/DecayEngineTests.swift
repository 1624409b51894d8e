import AnimationMath
import TestSupport
import Testing

/// Decay engines: stop rules and clocks against hand-derived frames, bounds, published
/// vectors. The frames before the stop are checked against GSL in DecayVsGSLTests.
@Suite("Decay engines")
struct DecayEngineTests {
  /// A stop frame's value is computed along the same lines in Data/decay_stop_frames.py
  /// (double, or float32 emulated with struct); the Swift and Python libm results for exp
  /// and log agree to an ulp, so 1e-9 units covers the double engines, and float engines
  /// land on the same float.
  static let stopValueAgreement = 1e-9

  struct Stop: Sendable, CustomTestStringConvertible {
    let engine: DecayEngineName
    let schedule: String
    /// Rendered frames up to and including the stop frame.
    let frames: Int
    /// Host time of the stop frame, s.
    let time: Double
    /// Value on the stop frame.
    let value: Double
    var testDescription: String { "\(engine.rawValue) @ \(schedule)" }
  }

  /// The uneven trace of Data/decay_stop_frames.py (s): jitter, gaps, and long stalls.
  static let uneven = [
    0.016, 0.034, 0.049, 0.1, 0.117, 0.2, 0.5, 0.75, 1.0, 1.4, 2.0, 2.6, 3.3, 4.1, 5.0, 5.2, 6.5, 8.0, 10.0,
  ]

  /// Printed by Data/decay_stop_frames.py for 3000 units/s from 0, no bounds (uikit's, with
  /// its hand derivation, are in UIKitDecayEngineTests).
  static let stops: [Stop] = [
    Stop(engine: .ideal, schedule: "60", frames: 261, time: 4.35, value: 1498.2520359701823),
    Stop(engine: .ideal, schedule: "120", frames: 522, time: 4.35, value: 1498.2520359701823),
    Stop(engine: .ideal, schedule: "uneven", frames: 15, time: 5.0, value: 1498.4321455541876),
    Stop(engine: .flutterFriction, schedule: "60", frames: 301, time: 5.016666666666667, value: 1498.1419290652013),
    Stop(engine: .flutterFriction, schedule: "120", frames: 601, time: 5.008333333333334, value: 1498.1419290652013),
    Stop(engine: .flutterFriction, schedule: "uneven", frames: 16, time: 5.2, value: 1498.1419290652013),
    Stop(engine: .composeExponential, schedule: "60", frames: 149, time: 2.4833333333333334, value: 714.261962890625),
    Stop(engine: .composeExponential, schedule: "120", frames: 296, time: 2.466666666666667, value: 714.261962890625),
    Stop(engine: .composeExponential, schedule: "uneven", frames: 12, time: 2.6, value: 714.261962890625),
    Stop(engine: .reactNative, schedule: "60", frames: 187, time: 3.1166666666666667, value: 1497.0517246063102),
    Stop(engine: .reactNative, schedule: "120", frames: 331, time: 2.7583333333333333, value: 1493.9671448648774),
    Stop(engine: .reactNative, schedule: "uneven", frames: 16, time: 5.2, value: 1499.954351275486),
    Stop(engine: .androidFling, schedule: "60", frames: 61, time: 1.0166666666666666, value: 703.5746459960938),
    Stop(engine: .androidFling, schedule: "120", frames: 120, time: 1.0, value: 703.2086181640625),
    Stop(engine: .androidFling, schedule: "uneven", frames: 10, time: 1.4, value: 712.150634765625),
  ]

  static func schedule(_ name: String) throws -> FrameSchedule {
    switch name {
    case "60": try FrameSchedule(framesPerSecond: 60, horizon: 12)
    case "120": try FrameSchedule(framesPerSecond: 120, horizon: 12)
    default: try FrameSchedule(times: uneven)
    }
  }

  @Test("the stop frame, its time and its value match the hand derivation", arguments: stops)
  func stopFrame(_ stop: Stop) throws {
    let run = try stop.engine.run(DecayRequest(from: 0, initialVelocity: 3000), schedule: Self.schedule(stop.schedule))
    #expect(run.completed)
    #expect(run.frames.count == stop.frames + 1, "rendered frames (the t = 0 row not counted)")
    expectClose(run.frames.last!.hostTime, stop.time, absolute: 1e-12, "stop time")
    expectClose(run.finalValue, stop.value, absolute: Self.stopValueAgreement, "stop value")
  }

  /// DecayAnimation's end velocity: v₀·e^(−4.2·2.454) ≈ 0.1008 units/s at the 2454 ms
  /// duration, clamped to the threshold 0.1f.
  @Test("compose-exponential ends with the clamped end velocity")
  func composeEndVelocity() throws {
    let run = try DecayEngineName.composeExponential.run(
      DecayRequest(from: 0, initialVelocity: 3000), schedule: try FrameSchedule(framesPerSecond: 60))
    #expect(run.frames.last?.velocity == Double(Float(0.1)))  // exact: the clamp stores the threshold
  }

  /// Mirrored flings stop on the same frame at the mirrored value.
  @Test("a negative fling mirrors a positive one", arguments: DecayEngineName.allCases)
  func mirror(_ engine: DecayEngineName) throws {
    let schedule = try FrameSchedule(framesPerSecond: 60, horizon: 12)
    let up = try engine.run(DecayRequest(from: 0, initialVelocity: 3000), schedule: schedule)
    let down = try engine.run(DecayRequest(from: 0, initialVelocity: -3000), schedule: schedule)
    #expect(up.frames.count == down.frames.count)
    for (a, b) in zip(up.frames, down.frames) {
      // Negation is exact in every formula here (odd in v₀), so the values are exact negatives.
      #expect(a.value == -b.value, "t \(a.hostTime)")
    }
  }

  /// Bounds −100…500: every engine whose rule at a bound is to stop there stops at 500 on
  /// the first frame its motion reaches it (Flutter: BoundedFrictionSimulation, done within
  /// 1e-3 of it; ClampingScrollPhysics' clamp; Compose's Animatable bound). uikit and
  /// flutter-bouncing spring back (FlutterScrollEngineTests, FlutterScrollVsGSLTests);
  /// OverScroller and Scroller have their own rules (AndroidFlingHandOffTests,
  /// AndroidFlingEngineTests); the JS engines spring back, pull back or refuse bounds
  /// (DecayJSEngineTests).
  @Test(
    "bounds stop the motion at the bound",
    arguments: [DecayEngineName.ideal, .flutterFriction, .composeExponential, .androidFling, .flutter, .compose])
  func bounds(_ engine: DecayEngineName) throws {
    let bounds = try DecayBounds(lower: -100, upper: 500)
    for fps in [60.0, 120.0] {
      let schedule = try FrameSchedule(framesPerSecond: fps, horizon: 12)
      let free = try engine.run(DecayRequest(from: 0, initialVelocity: 3000), schedule: schedule)
      let run = try engine.run(DecayRequest(from: 0, initialVelocity: 3000, bounds: bounds), schedule: schedule)
      #expect(run.completed)
      // Exact: the bound itself is stored (a clamp, no arithmetic).
      #expect(run.finalValue == 500)
      // The stop frame is the first frame of the free run at or past 500 (for Android the
      // float bound 500 is exact; Flutter stops when the clamped value is within 1e-3).
      let first = free.frames.firstIndex { $0.value >= 500 }!
      #expect(run.frames.count == first + 1, "\(fps) Hz")
      for (a, b) in zip(run.frames.dropLast(), free.frames) { #expect(a.value == b.value) }
    }
  }

  /// BoundedFrictionSimulation is done when x is within tolerance.distance of *either*
  /// bound, so a fling that starts at the lower bound is done on its first tick.
  @Test("flutter-friction: a fling starting on a bound is done at once")
  func flutterStartOnBound() throws {
    let run = try DecayEngineName.flutterFriction.run(
      DecayRequest(from: 0, initialVelocity: 3000, bounds: try DecayBounds(lower: 0, upper: 500)),
      schedule: try FrameSchedule(framesPerSecond: 60))
    #expect(run.completed)
    #expect(run.frames.count == 2)
    #expect(run.finalValue == 0)  // exact: D^0 = 1, so v₀·D^0/ln D and v₀/ln D are the same double and cancel
  }

  @Test("react-native refuses bounds, DecayAnimation has none")
  func reactNativeBounds() throws {
    #expect(throws: EngineError.self) {
      try ReactNativeDecayEngine(
        DecayRequest(from: 0, initialVelocity: 10, bounds: try DecayBounds(lower: 0, upper: 1)))
    }
  }

  @Test(
    "Float engines refuse values beyond Float's range", arguments: [DecayEngineName.composeExponential, .androidFling])
  func floatRange(_ engine: DecayEngineName) throws {
    #expect(throws: EngineError.self) {
      try engine.run(DecayRequest(from: 0, initialVelocity: -1e300), schedule: try FrameSchedule(framesPerSecond: 60))
    }
  }

  /// A zero-velocity fling stops at once, where it started, in every engine.
  @Test("zero velocity stops at the start", arguments: DecayEngineName.allCases)
  func zeroVelocity(_ engine: DecayEngineName) throws {
    let run = try engine.run(
      DecayRequest(from: 7, initialVelocity: 0), schedule: try FrameSchedule(framesPerSecond: 60))
    #expect(run.completed)
    #expect(run.frames.count <= 3)  // the start row, and Android's time-recording first frame
    #expect(run.finalValue == 7)  // exact: every formula adds a zero term to x₀
  }

  @Test("unknown keys and bad values are refused")
  func badSettings() throws {
    let bad = ["nope=1", "decelerationRate=1.5", "decelerationRate=slow", "threshold=0", "restSpeed=1"]
    for text in bad {
      #expect(throws: EngineError.self, "\(text)") {
        try UIKitDecayEngine(
          DecayRequest(from: 0, initialVelocity: 10, configuration: try EngineConfiguration(parsing: text)))
      }
    }
    #expect(throws: EngineError.self) { try DecayBounds(lower: 1, upper: 0) }
  }

  // MARK: Published vectors

  /// Flutter's own test, flutter/flutter `packages/flutter/test/physics/friction_simulation_test.dart`
  /// @ 1d88827d33b49243b3ffaa448f9692a20fe140f7: FrictionSimulation(0.135, 100, ±100)
  /// with and without constantDeceleration 100; its tolerance is 1 unit (`epsilon: 1.0`).
  struct FlutterVector: Sendable, CustomTestStringConvertible {
    let velocity: Double
    let constantDeceleration: Double
    let samples: [(t: Double, x: Double)]
    let finalX: Double
    var testDescription: String { "v \(velocity) a \(constantDeceleration)" }
  }

  static let flutterVectors = [
    FlutterVector(velocity: 100, constantDeceleration: 0, samples: [(0.1, 110), (0.5, 131), (2, 149)], finalX: 149),
    FlutterVector(velocity: -100, constantDeceleration: 0, samples: [(0.1, 91), (0.5, 68), (2, 51)], finalX: 50),
    FlutterVector(velocity: -100, constantDeceleration: 100, samples: [(0.1, 91), (0.5, 80), (2, 80)], finalX: 80),
  ]

  /// The test's `epsilon: 1.0`.
  static let flutterEpsilon = 1.0

  @Test("Flutter's friction_simulation_test values", arguments: flutterVectors)
  func flutterPublished(_ vector: FlutterVector) throws {
    let engine = try FlutterFrictionDecayEngine(
      DecayRequest(
        from: 100, initialVelocity: vector.velocity,
        configuration: try EngineConfiguration([("constantDeceleration", "\(vector.constantDeceleration)")])))
    expectClose(engine.x(0), 100, absolute: 1e-9)
    expectClose(engine.dx(0), vector.velocity, absolute: 1e-9)
    for sample in vector.samples {
      expectClose(engine.x(sample.t), sample.x, absolute: Self.flutterEpsilon, "x(\(sample.t))")
    }
    expectClose(engine.modelRestPosition!, vector.finalX, absolute: Self.flutterEpsilon, "finalX")
  }

  // MARK: UIKit projection

  /// WWDC18's projection (v/1000)·d/(1 − d) against the exact integral −v/(1000·ln d):
  /// for 3000 pt/s at 0.998 the projection is 1497 pt, the integral 1498.50 pt (hand:
  /// ln 0.998 = −0.0020020026706730793, 3/0.0020020026706730793 = 1498.4994994993644, Python's math.log).
  @Test("uikit projection beside the exact integral")
  func projection() throws {
    expectClose(UIKitDecayEngine.projection(velocity: 3000, rate: 0.998), 1497, absolute: 1e-9)
    let engine = try UIKitDecayEngine(DecayRequest(from: 0, initialVelocity: 3000))
    expectClose(engine.modelRestPosition!, 1498.4994994993644, absolute: 1e-9)
    // Fast: 3·0.99/0.01 = 297 vs 3/0.01005033585350145 = 298.4975...
    expectClose(UIKitDecayEngine.projection(velocity: 3000, rate: 0.99), 297, absolute: 1e-9)
  }
}
