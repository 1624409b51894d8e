import AnimationMath
import TestSupport
import Testing

/// `flutter` (ClampingScrollPhysics) and `flutter-bouncing` (BouncingScrollPhysics):
/// Flutter's own published test values, an mpmath table of ClampingScrollSimulation at the
/// engine's own times, and the bound rules (clamp, spring-back, one-sided bounds, uneven
/// frames). The ODE checks of the friction and spring phases are in FlutterScrollVsGSLTests.
@Suite("Flutter scroll physics engines")
struct FlutterScrollEngineTests {
  // MARK: ClampingScrollSimulation against mpmath

  /// Data/make_clamping_scroll_reference.py evaluates the formula at 50 digits from the
  /// double inputs. The double evaluation loses a few ulps in pow and in t/T: measured
  /// worst 1.8e-12 px in x and 1.8e-12 px/s in dx over 1083 rows (values ≤ 7186 px, ≤ 8000 px/s).
  static let mpmathPositionAgreement = 5e-12
  /// See ``mpmathPositionAgreement``.
  static let mpmathVelocityAgreement = 2e-11

  @Test("ClampingScrollSimulation and the flutter engine's frames match the mpmath table")
  func clampingAgainstMpmath() throws {
    let table = try ReferenceTable(named: "clamping_scroll_reference.csv", besideTestFile: #filePath)
    var checked = 0
    var worst = (x: 0.0, dx: 0.0)
    var runs: [String: DecayRun] = [:]
    for row in table.rows {
      let v = table.value("velocity", in: row)
      let friction = table.value("friction", in: row)
      let fps = table.value("fps", in: row)
      let t = table.value("t", in: row)
      let simulation = FlutterClampingScrollSimulation(position: 0, velocity: v, friction: friction)
      expectClose(simulation.duration, table.value("duration", in: row), relative: 1e-14, "T for v \(v)")
      expectClose(simulation.distance, table.value("distance", in: row), relative: 1e-14, "D for v \(v)")
      let x = simulation.x(t)
      let dx = simulation.dx(t)
      worst.x = max(worst.x, abs(x - table.value("x", in: row)))
      worst.dx = max(worst.dx, abs(dx - table.value("dx", in: row)))
      expectClose(x, table.value("x", in: row), absolute: Self.mpmathPositionAgreement, "x(\(t)) v \(v)")
      expectClose(dx, table.value("dx", in: row), absolute: Self.mpmathVelocityAgreement, "dx(\(t)) v \(v)")
      // The engine's frame at that time (the table's times are the engine's own readings).
      let key = "\(v) \(friction) \(fps)"
      if runs[key] == nil {
        runs[key] = try DecayEngineName.flutter.run(
          DecayRequest(
            from: 0, initialVelocity: v,
            configuration: try EngineConfiguration([("friction", "\(friction)")])),
          schedule: try FrameSchedule(framesPerSecond: fps, horizon: 12))
      }
      let frame = try #require(runs[key]!.frames.first { $0.engineTime == t })  // exact: the same µs reading
      expectClose(frame.value, table.value("x", in: row), absolute: Self.mpmathPositionAgreement, "frame at \(t)")
      checked += 1
    }
    for (key, run) in runs {
      // The stop frame is the first tick with t ≥ T: the table's last time for that run.
      #expect(run.completed, "\(key)")
      #expect(run.frames.count == 1 + table.rows.filter { "\($0[0]) \($0[1]) \($0[2])" == key }.count, "\(key)")
    }
    print("ClampingScrollSimulation vs mpmath: \(checked) rows, worst |Δx| \(worst.x) px, |Δdx| \(worst.dx) px/s")
    #expect(checked == table.rows.count)
    #expect(checked > 1000)
  }

  // MARK: Published vectors

  /// `moreOrLessEquals`' default epsilon, `precisionErrorTolerance` = 1e-10.
  static let flutterPrecision = 1e-10

  /// flutter/flutter `packages/flutter/test/widgets/scroll_simulation_test.dart`
  /// @ 10166b719c34ff754efdba71590a0b1af0e7204c: "ClampingScrollSimulation has a stable
  /// initial conditions" (x(0) and dx(0) moreOrLessEquals position and velocity) and
  /// "velocity eventually reaches zero" (dx(10) equals 0.0; its first pair is 51, 2000).
  static let clampingInitial: [(Double, Double)] = [
    (51.0, 2866.91537), (584.0, 2617.294734), (345.0, 1982.785934), (0.0, 1831.366634), (-156.2, 1541.57665),
    (4.0, 1139.250439), (4534.0, 1073.553798), (75.0, 614.2093), (5469.0, 182.114534),
  ]

  @Test("scroll_simulation_test: stable initial conditions, velocity reaches zero")
  func clampingPublished() {
    for (position, velocity) in Self.clampingInitial {
      let simulation = FlutterClampingScrollSimulation(position: position, velocity: velocity)
      expectClose(simulation.x(0), position, absolute: Self.flutterPrecision, "x(0) \(position)")
      expectClose(simulation.dx(0), velocity, absolute: Self.flutterPrecision, "dx(0) \(velocity)")
    }
    for (position, velocity) in [(51.0, 2000.0)] + Self.clampingInitial.dropFirst() {
      // `equals(0.0)`: (1 − 1)^(r − 1) is exactly 0.
      #expect(FlutterClampingScrollSimulation(position: position, velocity: velocity).dx(10) == 0)
    }
  }

  /// flutter/flutter `packages/flutter/test/physics/friction_simulation_test.dart`
  /// @ 1d88827d33b49243b3ffaa448f9692a20fe140f7: `timeAtX` of FrictionSimulation(0.135, 100, ±100)
  /// (and constantDeceleration 100): timeAtX(100) = 0, timeAtX(x(t)) ≈ t (moreOrLessEquals,
  /// 1e-10) for t = 0.1, 0.5, 2 (0.1, 0.2, 0.3 with the deceleration), ∞ outside the path.
  @Test(
    "friction_simulation_test: timeAtX",
    arguments: [
      (100.0, 0.0, [0.1, 0.5, 2.0], [-1.0, 200.0]),
      (-100.0, 0.0, [0.1, 0.5, 2.0], [101.0, 40.0]),
      (-100.0, 100.0, [0.1, 0.2, 0.3], [101.0, 40.0]),
    ])
  func timeAtXPublished(_ velocity: Double, _ deceleration: Double, _ times: [Double], _ never: [Double]) throws {
    let friction = try FlutterFrictionDecayEngine(
      DecayRequest(
        from: 100, initialVelocity: velocity,
        configuration: try EngineConfiguration([("constantDeceleration", "\(deceleration)")])))
    #expect(friction.timeAtX(100) == 0)  // exact: the source returns 0.0
    for t in times {
      expectClose(friction.timeAtX(friction.x(t)), t, absolute: Self.flutterPrecision, "timeAtX(x(\(t)))")
    }
    for x in never { #expect(friction.timeAtX(x) == .infinity, "timeAtX(\(x))") }
  }

  /// flutter/flutter `packages/flutter/test/physics/newton_test.dart`
  /// @ 17bd7a8e38b0b5dcf50a2044843a94d9e3a69176, the three BouncingScrollSimulation tests.
  @Test("newton_test: test_kinetic_scroll")
  func kineticScroll() throws {
    let spring = FlutterScrollPhysics.Spring(mass: 1, stiffness: 50, ratio: 0.5)
    for velocity in [800.0, -800.0] {
      let scroll = try FlutterBouncingScrollSimulation(
        position: 100, velocity: velocity, leadingExtent: 0, trailingExtent: 300, spring: spring,
        tolerance: (velocity: 0.5, distance: 0.1))
      #expect(!scroll.isDone(0))
      #expect(!scroll.isDone(0.5))  // "switch from friction to spring"
      #expect(scroll.isDone(3.5))
    }
  }

  /// `moreOrLessEquals(…, epsilon: 1.0)` in newton_test.
  static let newtonEpsilon = 1.0

  @Test("newton_test: scroll_with_inf_edge_ends")
  func infiniteEdge() throws {
    let scroll = try FlutterBouncingScrollSimulation(
      position: 100, velocity: 400, leadingExtent: 0, trailingExtent: .infinity,
      spring: FlutterScrollPhysics.Spring(mass: 1, stiffness: 50, ratio: 0.5), tolerance: (velocity: 1, distance: 1e-3))
    #expect(!scroll.isDone(0))
    #expect(scroll.x(0) == 100)  // exact in the source's test (`expect(…, 100)`)
    #expect(scroll.dx(0) == 400)
    expectClose(scroll.x(1), 272, absolute: Self.newtonEpsilon)
    expectClose(scroll.dx(1), 54, absolute: Self.newtonEpsilon)
    expectClose(scroll.dx(2), 7, absolute: Self.newtonEpsilon)
    #expect(scroll.dx(3) < 1)
    #expect(scroll.isDone(5))
    expectClose(scroll.x(5), 300, absolute: Self.newtonEpsilon)
  }

  @Test("newton_test: over/under scroll spring")
  func overUnderScroll() throws {
    let scroll = try FlutterBouncingScrollSimulation(
      position: 500, velocity: -7500, leadingExtent: 0, trailingExtent: 1000,
      spring: FlutterScrollPhysics.Spring(mass: 1, stiffness: 170, ratio: 1.1), tolerance: (velocity: 45, distance: 1.5)
    )
    #expect(!scroll.isDone(0))
    expectClose(scroll.x(0), 500, absolute: Self.flutterPrecision)
    expectClose(scroll.dx(0), -7500, absolute: Self.flutterPrecision)
    #expect(!scroll.isDone(0.065))
    expectClose(scroll.x(0.065), 42, absolute: Self.newtonEpsilon)
    expectClose(scroll.dx(0.065), -6584, absolute: Self.newtonEpsilon)
    #expect(!scroll.isDone(0.1))
    expectClose(scroll.x(0.1), -123, absolute: Self.newtonEpsilon)
    expectClose(scroll.dx(0.1), -2613, absolute: Self.newtonEpsilon)
    #expect(!scroll.isDone(0.5))
    expectClose(scroll.x(0.5), -15, absolute: Self.newtonEpsilon)
    expectClose(scroll.dx(0.5), 124, absolute: Self.newtonEpsilon)
    #expect(scroll.isDone(2))
    #expect(scroll.x(2) == 0)  // exact: ScrollSpringSimulation returns the end once done
    expectClose(scroll.dx(2), 0, absolute: Self.newtonEpsilon)
  }

  /// flutter/flutter `packages/flutter/test/widgets/scroll_physics_test.dart`
  /// @ 00c84e6c905e5dd7238069eeb9d3d2c108e01575: "Creating the simulation doesn't alter the
  /// velocity for time 0": pixels 20 in 0…100, velocity 1000, dx(0) moreOrLessEquals 1000.
  @Test(
    "scroll_physics_test: the simulation starts with the release velocity",
    arguments: [
      DecayEngineName.flutter, .flutterBouncing,
    ])
  func startVelocity(_ engine: DecayEngineName) throws {
    let run = try engine.run(
      DecayRequest(from: 20, initialVelocity: 1000, bounds: try DecayBounds(lower: 0, upper: 100)),
      schedule: try FrameSchedule(framesPerSecond: 60))
    expectClose(run.frames[0].velocity!, 1000, absolute: Self.flutterPrecision)
    expectClose(run.frames[1].velocity!, 1000, absolute: Self.flutterPrecision, "first tick, elapsed 0")
  }

  // MARK: Bounds

  static func schedules() throws -> [(String, FrameSchedule)] {
    [
      ("60 Hz", try FrameSchedule(framesPerSecond: 60, horizon: 12)),
      ("120 Hz", try FrameSchedule(framesPerSecond: 120, horizon: 12)),
      ("uneven", try FrameSchedule(times: DecayEngineTests.uneven)),
    ]
  }

  /// ClampingScrollPhysics: the first tick whose x(t) passes the bound shows the bound and
  /// stops; the frames before it are the free run's.
  @Test("flutter clamps at the bound on the crossing frame", arguments: [500.0, -400.0])
  func clampAtBound(_ velocitySign: Double) throws {
    let velocity = velocitySign > 0 ? 3000.0 : -3000.0
    let bounds = try DecayBounds(lower: -400, upper: 500)
    for (label, schedule) in try Self.schedules() {
      let free = try DecayEngineName.flutter.run(DecayRequest(from: 0, initialVelocity: velocity), schedule: schedule)
      let run = try DecayEngineName.flutter.run(
        DecayRequest(from: 0, initialVelocity: velocity, bounds: bounds), schedule: schedule)
      let crossing = try #require(free.frames.firstIndex { !bounds.contains($0.value) }, "\(label)")
      #expect(run.completed)
      #expect(run.frames.count == crossing + 1, "\(label)")
      #expect(run.finalValue == bounds.clamp(free.frames[crossing].value))  // exact: the bound is stored
      #expect(run.frames.last!.velocity == 0)  // exact: idle
      for (a, b) in zip(run.frames.dropLast(), free.frames) { #expect(a.value == b.value) }
      let handOff = try #require(run.handOff)
      #expect(handOff.frameIndex == crossing)
      #expect(handOff.phase.hasPrefix("clamp"))
    }
  }

  /// A release out of range: ClampingScrollPhysics springs back with min(0, v), below the
  /// lower bound as above the upper one (the source's rule); BouncingScrollSimulation keeps v.
  @Test(
    "a start outside the bounds springs back",
    arguments: [
      (DecayEngineName.flutter, -50.0, 300.0, 0.0), (.flutter, 2100.0, -300.0, -300.0), (.flutter, 2100.0, 300.0, 0.0),
      (.flutterBouncing, -50.0, 300.0, 300.0), (.flutterBouncing, 2100.0, 0.0, 0.0),
      (.uikit, -50.0, 0.0, 0.0), (.uikit, 2100.0, -300.0, -300.0),
    ])
  func springBackFromOutside(_ engine: DecayEngineName, _ from: Double, _ velocity: Double, _ carried: Double) throws {
    let bounds = try DecayBounds(lower: 0, upper: 2000)
    for (label, schedule) in try Self.schedules() {
      let run = try engine.run(DecayRequest(from: from, initialVelocity: velocity, bounds: bounds), schedule: schedule)
      #expect(run.completed, "\(label)")
      #expect(run.finalValue == bounds.clamp(from))  // exact: the snapped end
      let handOff = try #require(run.handOff)
      #expect(handOff.frameIndex == 0)
      #expect(handOff.value == from)
      #expect(handOff.velocity == carried)
      #expect(run.frames.allSatisfy { $0.value.isFinite && ($0.velocity?.isFinite ?? true) })
    }
  }

  /// One-sided and two-sided bounds, both directions: every run stops, finite, and a
  /// spring-back engine ends on the bound it crossed; the frames before the hand-off are the free run's.
  @Test(
    "bounds: one-sided and two-sided, both directions",
    arguments: [
      DecayEngineName.flutter, .flutterBouncing, .uikit,
    ])
  func oneSided(_ engine: DecayEngineName) throws {
    let cases: [(Double, Double, Double)] = [
      (-.infinity, 500, 3000), (0, .infinity, -3000), (-300, 400, 8000), (-300, 400, -8000),
      (-.infinity, .infinity, 8000),
    ]
    for (lower, upper, velocity) in cases {
      let bounds = try DecayBounds(lower: lower, upper: upper)
      for (label, schedule) in try Self.schedules() {
        let free = try engine.run(DecayRequest(from: 100, initialVelocity: velocity), schedule: schedule)
        let run = try engine.run(DecayRequest(from: 100, initialVelocity: velocity, bounds: bounds), schedule: schedule)
        let context = "\(engine.rawValue) \(lower),\(upper) v \(velocity) \(label)"
        #expect(run.completed, "\(context)")
        #expect(run.frames.allSatisfy { $0.value.isFinite && ($0.velocity?.isFinite ?? true) }, "\(context)")
        if bounds.isUnbounded {
          #expect(run.handOff == nil, "\(context)")
          #expect(run == free, "\(context)")
          continue
        }
        let handOff = try #require(run.handOff, "\(context)")
        let bound = velocity > 0 ? upper : lower
        #expect(handOff.target == bound, "\(context)")
        #expect(run.finalValue == bound, "\(context)")  // exact: clamp or snapped spring end
        for (a, b) in zip(run.frames[..<handOff.frameIndex], free.frames) { #expect(a == b, "\(context)") }
      }
    }
  }

  @Test("flutter-bouncing: rate fast uses its spring and constantDeceleration 1400; unknown rates are refused")
  func bouncingRates() throws {
    let fast = try FlutterBouncingDecayEngine(
      DecayRequest(from: 0, initialVelocity: 3000, configuration: try EngineConfiguration(parsing: "rate=fast")))
    #expect(fast.spring == FlutterScrollPhysics.Spring(mass: 0.3, stiffness: 75, ratio: 1.3))
    #expect(fast.simulation?.friction?.signedDeceleration == 1400)
    let normal = try FlutterBouncingDecayEngine(DecayRequest(from: 0, initialVelocity: -3000))
    #expect(normal.spring == FlutterScrollPhysics.defaultSpring)
    #expect(normal.simulation?.friction?.signedDeceleration == 0)
    // dpr 2: velocity 1/(0.05·2) = 10 px/s, distance 0.5 px.
    let two = try FlutterBouncingDecayEngine(
      DecayRequest(from: 0, initialVelocity: 1, configuration: try EngineConfiguration(parsing: "devicePixelRatio=2")))
    expectClose(two.tolerance.velocity, 10, relative: 1e-15)
    #expect(two.tolerance.distance == 0.5)
    #expect(two.isComplete, "|v| = 1 < 10 px/s: no simulation")
    for text in ["rate=slow", "nope=1", "mass=-1"] {
      #expect(throws: EngineError.self, "\(text)") {
        try FlutterBouncingDecayEngine(
          DecayRequest(from: 0, initialVelocity: 10, configuration: try EngineConfiguration(parsing: text)))
      }
    }
  }
}

/// BouncingScrollPhysics.applyPhysicsToUserOffset against flutter/flutter
/// `packages/flutter/test/widgets/scroll_physics_test.dart` @ 00c84e6c905e5dd7238069eeb9d3d2c108e01575,
/// group "BouncingScrollPhysics test" (its metrics: min 0, max 1000, viewport 100), and a hand value.
@Suite("Flutter BouncingScrollPhysics.applyPhysicsToUserOffset")
struct FlutterUserOffsetTests {
  static func apply(pixels: Double, max: Double = 1000, offset: Double) -> Double {
    FlutterScrollPhysics.applyPhysicsToUserOffset(
      pixels: pixels, minScrollExtent: 0, maxScrollExtent: max, viewportDimension: 100, offset: offset,
      frictionBase: 0.52)
  }

  @Test("overscroll is progressively harder; easing has resistance, less than tensioning")
  func published() {
    let less = Self.apply(pixels: -20, offset: 10)
    let more = Self.apply(pixels: -40, offset: 10)
    #expect(less > 1 && less < 20)
    #expect(more > 1 && more < 20)
    #expect(abs(less) > abs(more))
    let easing = Self.apply(pixels: -20, offset: -10)
    #expect(easing < -1 && easing > -10)
    #expect(abs(easing) > abs(less))
    // "no resistance when not overscrolled" (`expect(…, 10.0)`): exact, the offset is returned.
    #expect(Self.apply(pixels: 300, offset: 10) == 10)
    #expect(Self.apply(pixels: 300, offset: -10) == -10)
    // "a small list and a big list work the same way" (`equals`).
    #expect(Self.apply(pixels: -20, max: 10, offset: 10) == less)
  }

  /// Hand: o = 20, V = 100, tensioning by 10: γ = 0.52·0.8² = 0.3328, 10 < 20/γ, so 3.328;
  /// easing by 10: γ = 0.52·0.9² = 0.4212, so −4.212; fast easing passes whole (−10).
  @Test("hand-derived values")
  func hand() {
    expectClose(Self.apply(pixels: -20, offset: 10), 3.328, absolute: 1e-13)
    expectClose(Self.apply(pixels: -20, offset: -10), -4.212, absolute: 1e-13)
    #expect(
      FlutterScrollPhysics.applyPhysicsToUserOffset(
        pixels: -20, minScrollExtent: 0, maxScrollExtent: 1000, viewportDimension: 100, offset: -10, frictionBase: 0.26,
        easesWithoutFriction: true) == -10)
    // Past o/γ the step jumps to o + the rest: o = 20, γ = 0.3328, step 100 → 20 + (100 − 60.096…).
    expectClose(Self.apply(pixels: -20, offset: 100), 20 + (100 - 20 / 0.3328), absolute: 1e-12)
  }
}
