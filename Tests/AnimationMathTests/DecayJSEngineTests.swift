import Foundation
import TestSupport
import Testing

@testable import AnimationMath

/// The JS decay engines (motion, popmotion, popmotion-inertia, reanimated, react-spring):
/// stop frames and Reanimated's recurrence against the hand derivation in
/// Data/decay_js_frames.py (mpmath, 40 digits, written from the sources' rules, never from
/// the Swift), and the engines' own published test vectors. The frames before the stop and
/// the bound springs are checked against GSL in DecayJSVsGSLTests.
@Suite("JS decay engines")
struct DecayJSEngineTests {
  /// The script's 40-digit values against the engines' doubles: measured ≤ 4e-12 units
  /// (Reanimated's recurrence over ≤ 100 frames, motion's 5 ms difference ×200); 1e-9
  /// is still far below any frame-to-frame change that could move a stop frame.
  static let handAgreement = 1e-9
  /// The published JS doubles against ours: the same formulas, libm exp/sin/cos against
  /// V8's, measured ≤ 6e-14 units on values of 100…300.
  static let publishedAgreement = 1e-11

  /// The uneven trace of decay_js_frames.py (s), shared with decay_stop_frames.py.
  static let uneven = [
    0.016, 0.034, 0.049, 0.1, 0.117, 0.2, 0.5, 0.75, 1.0, 1.4, 2.0, 2.6, 3.3, 4.1, 5.0, 5.2, 6.5, 8.0, 10.0,
  ]

  static func schedule(_ name: String) throws -> FrameSchedule {
    switch name {
    case "60": try FrameSchedule(framesPerSecond: 60, horizon: 12)
    case "120": try FrameSchedule(framesPerSecond: 120, horizon: 12)
    default: try FrameSchedule(times: uneven)
    }
  }

  struct Stop: Sendable, CustomTestStringConvertible {
    let engine: DecayEngineName
    let schedule: String
    let from: Double
    let velocity: Double
    let bounds: (Double, Double)?
    let parameters: String
    /// Rendered frames up to and including the stop frame (the start row not counted).
    let frames: Int
    /// Value on the stop frame.
    let value: Double
    /// The hand-off frame index, nil for none.
    let handOffFrame: Int?
    var testDescription: String {
      "\(engine.rawValue) @ \(schedule) from \(from) v \(velocity) bounds \(bounds.map { "\($0.0),\($0.1)" } ?? "none") \(parameters)"
    }
  }

  /// Printed by Data/decay_js_frames.py.
  static let stops: [Stop] = [
    Stop(
      engine: .motion, schedule: "60", from: 0, velocity: 3000, bounds: nil, parameters: "", frames: 168, value: 2400,
      handOffFrame: nil),
    Stop(
      engine: .motion, schedule: "120", from: 0, velocity: 3000, bounds: nil, parameters: "", frames: 336, value: 2400,
      handOffFrame: nil),
    Stop(
      engine: .motion, schedule: "uneven", from: 0, velocity: 3000, bounds: nil, parameters: "", frames: 13,
      value: 2400, handOffFrame: nil),
    Stop(
      engine: .motion, schedule: "60", from: 0, velocity: 3000, bounds: (0, 2000), parameters: "", frames: 99,
      value: 2000, handOffFrame: 36),
    Stop(
      engine: .motion, schedule: "120", from: 0, velocity: 3000, bounds: (0, 2000), parameters: "", frames: 198,
      value: 2000, handOffFrame: 72),
    Stop(
      engine: .motion, schedule: "uneven", from: 0, velocity: 3000, bounds: (0, 2000), parameters: "", frames: 11,
      value: 2000, handOffFrame: 8),
    Stop(
      engine: .popmotion, schedule: "60", from: 0, velocity: 3000, bounds: nil, parameters: "", frames: 179,
      value: 2400, handOffFrame: nil),
    Stop(
      engine: .popmotion, schedule: "120", from: 0, velocity: 3000, bounds: nil, parameters: "", frames: 356,
      value: 2400, handOffFrame: nil),
    Stop(
      engine: .popmotionInertia, schedule: "60", from: 0, velocity: 3000, bounds: (0, 2000), parameters: "",
      frames: 128, value: 2000, handOffFrame: 82),
    Stop(
      engine: .popmotionInertia, schedule: "120", from: 0, velocity: 3000, bounds: (0, 2000), parameters: "",
      frames: 254, value: 2000, handOffFrame: 162),
    Stop(
      engine: .reactSpring, schedule: "60", from: 0, velocity: 3000, bounds: nil, parameters: "", frames: 277,
      value: 1499.8534096933670, handOffFrame: nil),
    Stop(
      engine: .reactSpring, schedule: "120", from: 0, velocity: 3000, bounds: nil, parameters: "", frames: 511,
      value: 1499.7048033731290, handOffFrame: nil),
    Stop(
      engine: .reanimated, schedule: "60", from: 1, velocity: 3000, bounds: nil, parameters: "", frames: 69,
      value: 1036.7966828015630, handOffFrame: nil),
    Stop(
      engine: .reanimated, schedule: "120", from: 1, velocity: 3000, bounds: nil, parameters: "", frames: 98,
      value: 743.61424819188170, handOffFrame: nil),
    Stop(
      engine: .reanimated, schedule: "uneven", from: 1, velocity: 3000, bounds: nil, parameters: "", frames: 18,
      value: 1117.9950248946160, handOffFrame: nil),
    Stop(
      engine: .reanimated, schedule: "60", from: 1, velocity: 3000, bounds: (0, 500), parameters: "", frames: 11,
      value: 500, handOffFrame: nil),
    Stop(
      engine: .reanimated, schedule: "120", from: 1, velocity: 3000, bounds: (0, 500), parameters: "", frames: 24,
      value: 500, handOffFrame: nil),
    Stop(
      engine: .reanimated, schedule: "uneven", from: 1, velocity: 3000, bounds: (0, 500), parameters: "", frames: 6,
      value: 500, handOffFrame: nil),
    Stop(
      engine: .reanimated, schedule: "60", from: 1, velocity: 3000, bounds: (0, 500),
      parameters: "rubberBandEffect=true", frames: 53, value: 500, handOffFrame: 12),
    Stop(
      engine: .reanimated, schedule: "120", from: 1, velocity: 3000, bounds: (0, 500),
      parameters: "rubberBandEffect=true", frames: 95, value: 500, handOffFrame: 25),
    Stop(
      engine: .reanimated, schedule: "60", from: 2100, velocity: 0, bounds: (0, 2000),
      parameters: "rubberBandEffect=true", frames: 17, value: 2000, handOffFrame: 0),
    Stop(
      engine: .reanimated, schedule: "120", from: 2100, velocity: 0, bounds: (0, 2000),
      parameters: "rubberBandEffect=true", frames: 24, value: 2000, handOffFrame: 0),
    Stop(
      engine: .reanimated, schedule: "uneven", from: 2100, velocity: 0, bounds: (0, 2000),
      parameters: "rubberBandEffect=true", frames: 10, value: 2000, handOffFrame: 0),
    Stop(
      engine: .reanimated, schedule: "60", from: 1, velocity: 3000, bounds: nil, parameters: "platform=web", frames: 81,
      value: 1036.8518474078144, handOffFrame: nil),
    Stop(
      engine: .reanimated, schedule: "120", from: 1, velocity: 3000, bounds: nil, parameters: "platform=web",
      frames: 115, value: 743.65326917324369, handOffFrame: nil),
    Stop(
      engine: .reanimated, schedule: "60", from: 0, velocity: 3000, bounds: (0, 2000), parameters: "", frames: 0,
      value: 0, handOffFrame: nil),
  ]

  static func run(_ c: Stop) throws -> DecayRun {
    let bounds = try c.bounds.map { try DecayBounds(lower: $0.0, upper: $0.1) } ?? .unbounded
    let configuration =
      c.parameters.isEmpty ? EngineConfiguration.empty : try EngineConfiguration(parsing: c.parameters)
    return try c.engine.run(
      DecayRequest(from: c.from, initialVelocity: c.velocity, bounds: bounds, configuration: configuration),
      schedule: try schedule(c.schedule))
  }

  @Test("the stop frame, its value and the hand-off frame are the hand derivation's", arguments: stops)
  func stopFrame(_ c: Stop) throws {
    let run = try Self.run(c)
    #expect(run.completed)
    #expect(run.frames.count - 1 == c.frames)
    expectClose(run.finalValue, c.value, absolute: Self.handAgreement, c.testDescription)
    #expect(run.handOff?.frameIndex == c.handOffFrame)
    #expect(run.frames.allSatisfy { $0.value.isFinite && ($0.velocity?.isFinite ?? true) })
  }

  /// (frame index, value, velocity) rows of decay_js_frames.py at 60 Hz.
  static let reanimatedRows:
    [(parameters: String, from: Double, velocity: Double, bounds: (Double, Double)?, rows: [(Int, Double, Double)])] = [
      (
        "", 1, 3000, nil,
        [
          (0, 1, 3000), (1, 50.833610802726166, 2990.0166481635700), (2, 100.33610249018457, 2970.1495012475042),
          (10, 466.43844567492725, 2497.4718378348080), (69, 1036.7966828015630, 0.95730576744361051),
        ]
      ),
      ("", 1, 3000, (0, 500), [(10, 466.43844567492725, 2497.4718378348080), (11, 500, 2407.5563938874354)]),
      ("rubberBandEffect=true", 1, 3000, (0, 500), [(53, 500, -206.09405387812526)]),
      (
        "rubberBandEffect=true", 2100, 0, (0, 2000),
        [
          (0, 2100, -60), (1, 2098.0033277839455, -119.80033296327140), (2, 2095.0398891661018, -177.80631707061943),
          (10, 2044.7759659388366, -479.61432445913775), (17, 2000, -440.94285794651919),
        ]
      ),
    ]

  @Test("Reanimated's compounding recurrence reproduces the hand-derived frames at 60 Hz")
  func reanimatedFrames() throws {
    var checked = 0
    for c in Self.reanimatedRows {
      let bounds = try c.bounds.map { try DecayBounds(lower: $0.0, upper: $0.1) } ?? .unbounded
      let configuration =
        c.parameters.isEmpty ? EngineConfiguration.empty : try EngineConfiguration(parsing: c.parameters)
      let run = try DecayEngineName.reanimated.run(
        DecayRequest(from: c.from, initialVelocity: c.velocity, bounds: bounds, configuration: configuration),
        schedule: try Self.schedule("60"))
      for (index, value, velocity) in c.rows {
        let frame = run.frames[index]
        expectClose(frame.value, value, absolute: Self.handAgreement, "\(c.parameters) frame \(index)")
        expectClose(frame.velocity ?? .nan, velocity, absolute: Self.handAgreement, "\(c.parameters) v frame \(index)")
        checked += 1
      }
    }
    #expect(checked == 13)
  }

  @Test("Reanimated's rubber band hands off on the first frame that finds the value past the bound, with that value")
  func reanimatedHandOff() throws {
    let run = try Self.run(
      Self.stops.first { $0.engine == .reanimated && $0.parameters.hasPrefix("rubber") && $0.from == 1 }!)
    let handOff = try #require(run.handOff)
    // decay_js_frames.py: frame 12 picks up frame 11's 506.56438557305117 at 2407.5563938874354.
    expectClose(handOff.value, 506.56438557305117, absolute: Self.handAgreement)
    expectClose(handOff.velocity, 2407.5563938874354, absolute: Self.handAgreement)
    // Continuity: the state carried is exactly the previous frame's (the same doubles).
    #expect(handOff.value == run.frames[handOff.frameIndex - 1].value)
    #expect(handOff.velocity == run.frames[handOff.frameIndex - 1].velocity)
    #expect(run.frames[handOff.frameIndex - 2].value <= 500)
    #expect(handOff.target == 500)
  }

  // MARK: Published vectors

  /// motion's `pregenerateKeyframes` (`generators/utils/pregenerate.ts` @ 1b037b0): next(0),
  /// then next(10), next(20), … until done.
  static func pregenerate(origin: Double, velocity: Double, power: Double, timeConstant: Double, bounds: DecayBounds)
    -> [Double]
  {
    var generator = MotionInertiaGenerator(
      origin: origin, velocity: velocity,
      options: .init(
        power: power, timeConstant: timeConstant, bounceStiffness: 500, bounceDamping: 10, restDelta: 0.5,
        restSpeed: nil, snapTo: nil, bounds: bounds))
    var state = generator.next(0)
    var keyframes = [state.value]
    var t = 10.0
    while !state.done, t < 10_000 {
      state = generator.next(t)
      keyframes.append(state.value)
      t += 10
    }
    return keyframes
  }

  /// motiondivision/motion `packages/motion-dom/src/animation/generators/__tests__/inertia.test.ts`
  /// @ 1b037b0032578b52af94b06ff3920bfa0aaa5e36: keyframes [100], velocity ±200, power 1,
  /// timeConstant 500, restDelta 0.5; selected entries of `expectedAnimationKeyframes`,
  /// `expectedAnimationKeyframesWithMax` and `expectedAnimationKeyframesWithMin`, and the
  /// durations 3 s and 1.85 s (301 and 186 keyframes at 10 ms).
  @Test("motion's inertia test vectors reproduce (free, max 200, min 0)")
  func motionPublishedVectors() throws {
    let free = Self.pregenerate(origin: 100, velocity: 200, power: 1, timeConstant: 500, bounds: .unbounded)
    #expect(free.count == 301)
    for (index, value) in [
      (1, 103.96026533864895), (2, 107.84211216953537), (35, 200.6829392417181), (299, 299.4942347415541), (300, 300.0),
    ] {
      expectClose(free[index], value, absolute: Self.publishedAgreement, "free [\(index)]")
    }
    let max = Self.pregenerate(
      origin: 100, velocity: 200, power: 1, timeConstant: 500, bounds: try DecayBounds(lower: -.infinity, upper: 200))
    #expect(max.count == 186)
    for (index, value) in [
      (35, 200.6829392417181), (36, 202.55043663922197), (37, 204.11936980645882), (40, 206.6781880183153),
      (41, 206.79577389527952), (184, 200.00491469141667), (185, 200.0),
    ] {
      expectClose(max[index], value, absolute: Self.publishedAgreement, "max [\(index)]")
    }
    let min = Self.pregenerate(
      origin: 100, velocity: -200, power: 1, timeConstant: 500, bounds: try DecayBounds(lower: 0, upper: .infinity))
    #expect(min.count == 186)
    for (index, value) in [(35, -0.6829392417180884), (36, -2.5504366392219304), (37, -4.119369806458783), (185, 0.0)] {
      expectClose(min[index], value, absolute: Self.publishedAgreement, "min [\(index)]")
    }
    // "Runs animations with default values": keyframes [0] → done at once on 0.
    var still = MotionInertiaGenerator(
      origin: 0, velocity: 0,
      options: .init(
        power: 0.8, timeConstant: 325, bounceStiffness: 500, bounceDamping: 10, restDelta: 0.5, restSpeed: nil,
        snapTo: nil, bounds: .unbounded))
    let first = still.next(0)
    #expect(first.done && first.value == 0)
    // "Inertia works with t === 0" and "Continues animation when time is 0": min = max = 0,
    // origin 100: the spring from 100 at t = 0, not done.
    var outside = MotionInertiaGenerator(
      origin: 100, velocity: -200,
      options: .init(
        power: 1, timeConstant: 500, bounceStiffness: 500, bounceDamping: 10, restDelta: 0.5, restSpeed: nil,
        snapTo: nil, bounds: try DecayBounds(lower: 0, upper: 0)))
    let zero = outside.next(0)
    #expect(zero.value == 100 && !zero.done)
  }

  /// Popmotion/popmotion `packages/popmotion/src/animations/generators/__tests__/decay.test.ts`
  /// @ adf681efd8568ada018ce68082dbd585f25c4c7d: `animateSync(decay({from: 100, velocity: 100,
  /// power: 0.8, timeConstant: 350, restDelta: 0.5}), 200)` and the same with
  /// `modifyTarget: v => v * 2` (180 → 360, here snapTo 360: Math.round(0.5)·360), rounded.
  @Test(
    "popmotion's decay test vectors reproduce",
    arguments: [
      ("", [100.0, 135, 154, 166, 172, 175, 177, 179, 179, 180]),
      ("snapTo=360", [100.0, 213, 277, 313, 334, 345, 352, 355, 357, 358, 359, 360]),
    ])
  func popmotionDecayVectors(parameters: String, expected: [Double]) throws {
    let configuration = parameters.isEmpty ? EngineConfiguration.empty : try EngineConfiguration(parsing: parameters)
    let engine = try PopmotionDecayEngine(DecayRequest(from: 100, initialVelocity: 100, configuration: configuration))
    var output: [Double] = []
    var step = 0.0
    var done = false
    while !done, output.count < 100 {
      let state = engine.next(step * 200)
      output.append(JSEngineSupport.jsRound(state.value))
      done = state.done
      step += 1
    }
    #expect(output == expected)
  }

  /// Popmotion/popmotion `packages/popmotion/src/animations/__tests__/inertia.test.ts`
  /// @ adf681efd8568ada018ce68082dbd585f25c4c7d, "Springs towards min/max if encountered":
  /// `syncDriver(200)` (`__tests__/utils.ts`: update(0), then update(200) until stopped, for
  /// each new animate()), framesync idle so `getFrameData().delta` is 0 (spring velocity 0);
  /// onUpdate values rounded.
  @Test(
    "popmotion's inertia test vectors reproduce",
    arguments: [
      (-100.0, 0.0, [50.0, 31, 17, 6, -2, -2, 1, 0, 0]),
      (100.0, 100.0, [50.0, 69, 83, 94, 102, 102, 99, 100, 100]),
    ])
  func popmotionInertiaVectors(velocity: Double, bound: Double, expected: [Double]) throws {
    let bounds =
      velocity < 0 ? try DecayBounds(lower: bound, upper: .infinity) : try DecayBounds(lower: -.infinity, upper: bound)
    var engine = try PopmotionInertiaDecayEngine(DecayRequest(from: 50, initialVelocity: velocity, bounds: bounds))
    var output: [Double] = []
    var nextDelta = 0.0
    var sawSpring = false
    while output.count < 50 {
      let frame = engine.advance(delta: nextDelta, frameDataDelta: 0, hostTime: 0)
      output.append(JSEngineSupport.jsRound(frame.value))
      if engine.isComplete { break }
      // A new animate() on the syncDriver starts with update(0).
      if engine.handOff != nil, !sawSpring {
        sawSpring = true
        nextDelta = 0
      } else {
        nextDelta = 200
      }
    }
    #expect(output == expected)
    #expect(sawSpring)
  }

  /// pmndrs/react-spring `packages/core/src/SpringValue.test.ts` @ 3d2523de0f879e20869ab9add907540188bf6446,
  /// "stops decay easing when step difference is less than precision": from 0,
  /// velocity precision·10 (units/ms), decay: true; the last step is ≤ precision and the
  /// two before it together move more than precision.
  @Test("react-spring's decay stop rule test holds", arguments: [100.0, 10, 1, 0.1, 0.01, 0.001, 0.0001])
  func reactSpringPrecision(precision: Double) throws {
    let run = try DecayEngineName.reactSpring.run(
      DecayRequest(
        from: 0, initialVelocity: precision * 10 * 1000,
        configuration: try EngineConfiguration(parsing: "precision=\(precision)")),
      schedule: try FrameSchedule(framesPerSecond: 60, horizon: 60))
    #expect(run.completed)
    let values = run.frames.map(\.value)
    let n = values.count
    #expect(values[n - 1] - values[n - 3] > precision)
    #expect(values[n - 1] - values[n - 2] <= precision)
  }

  // MARK: Rules

  @Test("settings map onto the engines' keys; bad values are refused up front")
  func settingsAndErrors() throws {
    #expect(MotionDecayEngine.settingKeys[.timeConstant] == DecaySettingKey("timeConstant", scale: 1000))
    #expect(PopmotionInertiaDecayEngine.settingKeys[.timeConstant]?.scale == 1000)
    #expect(ReanimatedDecayEngine.settingKeys[.rate]?.key == "deceleration")
    #expect(ReactSpringDecayEngine.settingKeys[.rate]?.key == "deceleration")
    #expect(ReactSpringDecayEngine.internalVelocityUnit == "units/ms")
    let bounded = try DecayBounds(lower: 0, upper: 100)
    for (engine, parameters, bounds) in [
      (DecayEngineName.popmotion, "", bounded), (.reactSpring, "", bounded),
      (.reanimated, "rubberBandEffect=true", DecayBounds.unbounded),
      (.reanimated, "deceleration=1", .unbounded), (.motion, "bounceStiffness=0", .unbounded),
      (.motion, "snapTo=-1", .unbounded),
      (.popmotionInertia, "restDelta=-1", .unbounded), (.reanimated, "platform=tv", .unbounded),
      (.motion, "nope=1", .unbounded),
    ] {
      #expect(throws: EngineError.self, "\(engine.rawValue) \(parameters)") {
        try engine.run(
          DecayRequest(
            from: 1, initialVelocity: 100, bounds: bounds,
            configuration: parameters.isEmpty ? .empty : try EngineConfiguration(parsing: parameters)),
          schedule: try FrameSchedule(framesPerSecond: 60, horizon: 1))
      }
    }
  }

  @Test("motion: --snap-to rounds the ideal target; a start outside the bounds is the spring at t = 0 with v = 0")
  func motionRules() throws {
    let schedule = try FrameSchedule(framesPerSecond: 60, horizon: 12)
    let snapped = try DecayEngineName.motion.run(
      DecayRequest(from: 0, initialVelocity: 3000, configuration: try EngineConfiguration(parsing: "snapTo=500")),
      schedule: schedule)
    // 0.8·3000 = 2400 → Math.round(4.8)·500 = 2500.
    #expect(snapped.modelRestPosition == 2500)
    #expect(snapped.finalValue == 2500)
    let outside = try DecayEngineName.motion.run(
      DecayRequest(from: 2100, initialVelocity: 3000, bounds: try DecayBounds(lower: 0, upper: 2000)),
      schedule: schedule)
    let handOff = try #require(outside.handOff)
    #expect(handOff.frameIndex == 0 && handOff.time == 0 && handOff.velocity == 0 && handOff.value == 2100)
    #expect(outside.frames[0].velocity == 0)
    #expect(outside.completed && outside.finalValue == 2000)
  }

  @Test(
    "popmotion-inertia: a start outside the bounds springs with the fling velocity; a target inside is never checked")
  func popmotionInertiaRules() throws {
    let schedule = try FrameSchedule(framesPerSecond: 60, horizon: 12)
    let bounds = try DecayBounds(lower: 0, upper: 2000)
    let outside = try DecayEngineName.popmotionInertia.run(
      DecayRequest(from: 2100, initialVelocity: 300, bounds: bounds), schedule: schedule)
    #expect(outside.handOff?.velocity == 300 && outside.handOff?.frameIndex == 0)
    #expect(outside.completed && outside.finalValue == 2000)
    let inside = try DecayEngineName.popmotionInertia.run(
      DecayRequest(from: 0, initialVelocity: 1000, bounds: bounds), schedule: schedule)
    #expect(inside.handOff == nil && inside.finalValue == 800)
    // A crossing on the very first frame has no previous value (v − undefined = NaN in the
    // source), which the spring takes as 0: 2400·(1 − e^(−16.667/750)) ≈ 52.8 > 10 on frame 1.
    let first = try DecayEngineName.popmotionInertia.run(
      DecayRequest(from: 0, initialVelocity: 3000, bounds: try DecayBounds(lower: 0, upper: 10)), schedule: schedule)
    let handOff = try #require(first.handOff)
    #expect(handOff.frameIndex == 2 && handOff.velocity == 0)
    expectClose(handOff.value, 2400 * -expm1(-(1000.0 / 60) / 750), absolute: Self.handAgreement)
    #expect(first.completed && first.finalValue == 10)
  }
}
