import AnimationMath
import TestSupport
import Testing

/// Flutter SpringSimulation through AnimationController: published vectors, the µs
/// clock, the strict tolerance test, snapToEnd, bounds and retargets.
@Suite("Engines: flutter")
struct FlutterEngineTests {
  static func simulation(stiffness: Double, ratio: Double, end: Double, tolerance: Double = 1e-3, snap: Bool = false)
    -> FlutterEngine.Simulation
  {
    FlutterEngine.Simulation(
      mass: 1, stiffness: stiffness, damping: ratio * 2 * stiffness.squareRoot(), start: 0, end: end, velocity: 0,
      distanceTolerance: tolerance, velocityTolerance: tolerance, snapToEnd: snap)
  }

  /// flutter/flutter `packages/flutter/test/physics/newton_test.dart`
  /// @ 17bd7a8e38b0b5dcf50a2044843a94d9e3a69176, tests crit_spring, overdamped_spring and
  /// underdamped_spring: `x(t).floor()` and `dx(t).floor()` at the listed times.
  @Test(
    "newton_test.dart's published spring values",
    arguments: [
      // (ratio, end, tolerance, time, floor x, floor dx)
      (1.0, 500.0, 0.01, 0.25, 356.0, 1026.0), (1.0, 500.0, 0.01, 0.5, 479, 168), (1.0, 500.0, 0.01, 0.75, 497, 20),
      (1.25, 500.0, 0.01, 0.5, 445, 273), (1.25, 500.0, 0.01, 1.0, 495, 22), (1.25, 500.0, 0.01, 1.5, 499, 1),
      (0.25, 300.0, 1e-3, 1.0, 325, -65), (0.25, 300.0, 1e-3, 6.0, 299, 0),
    ])
  func publishedValues(ratio: Double, end: Double, tolerance: Double, time: Double, x: Double, dx: Double) throws {
    let simulation = Self.simulation(stiffness: 100, ratio: ratio, end: end, tolerance: tolerance)
    #expect(simulation.x(time).rounded(.down) == x)
    #expect(simulation.dx(time).rounded(.down) == dx)
    // The same value through the engine: a first tick at 1 ms (elapsed 0), then t later.
    let request = try EngineTesting.request(
      stiffness: 100, dampingRatio: ratio, from: 0, to: end,
      configuration: "distance=\(tolerance),velocity=\(tolerance)")
    let run = try EngineTesting.run(.flutter, request, times: [0.001, 0.001 + time])
    #expect(run.frames[2].engineTime == time)
    #expect(run.frames[2].value.rounded(.down) == x)
  }

  @Test("newton_test.dart's isDone assertions")
  func publishedDone() {
    #expect(Self.simulation(stiffness: 100, ratio: 1, end: 500, tolerance: 0.01).isDone(1.6))
    #expect(!Self.simulation(stiffness: 100, ratio: 1, end: 500, tolerance: 0.01).isDone(0))
    let crit = Self.simulation(stiffness: 100, ratio: 1, end: 500, tolerance: 0.01)
    #expect(crit.x(1.5) > 499 && crit.x(1.5) < 501 && crit.dx(1.5) < 0.1)
    #expect(Self.simulation(stiffness: 100, ratio: 1.25, end: 500, tolerance: 0.01).isDone(3))
    #expect(Self.simulation(stiffness: 100, ratio: 0.25, end: 300).isDone(6))
    #expect(Self.simulation(stiffness: 100, ratio: 0.75, end: 300).kind == .underDamped)
    #expect(Self.simulation(stiffness: 100, ratio: 1.25, end: 300).kind == .overDamped)
    // SpringDescription(mass 1, stiffness 100, damping 20): c² − 4mk is exactly 0.
    let other = FlutterEngine.Simulation(mass: 1, stiffness: 100, damping: 20, start: 0, end: 20, velocity: 20)
    #expect(other.kind == .criticallyDamped)
  }

  /// flutter/flutter `packages/flutter/test/physics/spring_simulation_test.dart`
  /// @ 25a15c8e0613f4f7efef8bc844aadc2ccd2c9db7: withDampingRatio(mass 1, stiffness 400),
  /// 0 → 1, Tolerance(0.1, 0.1), t = 0.4: x < 1 and dx > 0 without snapping, exactly
  /// 1 and 0 with snapToEnd.
  @Test("spring_simulation_test.dart: snapToEnd")
  func snapToEnd() throws {
    let regular = Self.simulation(stiffness: 400, ratio: 1, end: 1, tolerance: 0.1)
    #expect(regular.x(0.4) < 1 && regular.dx(0.4) > 0)
    let snapping = Self.simulation(stiffness: 400, ratio: 1, end: 1, tolerance: 0.1, snap: true)
    #expect(snapping.x(0.4) == 1 && snapping.dx(0.4) == 0)
    let request = try EngineTesting.request(
      stiffness: 400, dampingRatio: 1, from: 0, to: 1, configuration: "snapToEnd=true,distance=0.1,velocity=0.1")
    let run = try EngineTesting.run(.flutter, request, fps: 60)
    #expect(run.completed && run.finalValue == 1 && run.frames.last?.velocity == 0)
  }

  /// Elapsed = ⌊t_n µs⌋ − ⌊t_1 µs⌋, the first tick at elapsed 0.
  @Test(
    "integer-µs ticker clock",
    arguments: [
      (60.0, [Double]?.none, [0, 16_667, 33_334, 50_000]),  // ⌊µs⌋ = 16 666, 33 333, 50 000, 66 666
      (120.0, nil, [0, 8_333, 16_667, 25_000]),  // 8 333, 16 666, 25 000, 33 333
      (0, [0.0100005, 0.0200004, 0.0300009], [0, 10_000, 20_000]),
    ])
  func clock(fps: Double, times: [Double]?, expected: [Int]) throws {
    let request = try EngineTesting.request(stiffness: 200, dampingRatio: 0.5, from: 0, to: 300)
    let run = try EngineTesting.run(.flutter, request, fps: fps, times: times)
    let micros = run.frames.dropFirst().prefix(expected.count).map { Int((($0.engineTime ?? -1) * 1e6).rounded()) }
    #expect(micros == expected)
  }

  /// The first tick (elapsed 0) already tests isDone: |x − end| must be strictly below
  /// the tolerance; no snap without snapToEnd.
  @Test("isDone is strict and the value is not snapped", arguments: [(0.001, false), (0.0009, true)])
  func strictTolerance(start: Double, done: Bool) throws {
    let request = try EngineTesting.request(stiffness: 100, dampingRatio: 0.5, from: start, to: 0)
    let run = try EngineTesting.run(.flutter, request, times: [0.01])
    #expect(run.completed == done)
    if done { #expect(run.finalValue == start) }
  }

  @Test(".unbounded shows the overshoot; --clamp bounds the value, not the simulation")
  func bounds() throws {
    let free = try EngineTesting.run(.flutter, EngineTesting.request(stiffness: 200, dampingRatio: 0.3, from: 0, to: 1))
    #expect(free.frames.contains { $0.value > 1 })
    let clamped = try EngineTesting.run(
      .flutter,
      EngineTesting.request(
        stiffness: 200, dampingRatio: 0.3, from: 0, to: 1, settings: EngineSettings(clamp: 0...1)))
    #expect(clamped.frames.allSatisfy { $0.value <= 1 })
    #expect(clamped.frames.count == free.frames.count)
  }

  /// animateWith from between frames: the new ticker starts on the next frame, which
  /// shows the new simulation at elapsed 0, i.e. the last value again.
  @Test("a retarget holds one frame at elapsed 0")
  func retarget() throws {
    let request = try EngineTesting.request(stiffness: 200, dampingRatio: 0.5, from: 0, to: 100)
    let run = try EngineTesting.run(.flutter, request, fps: 60, retargets: [(0.055, 200)])
    #expect(run.frames[4].engineTime == 0)
    // x(0) = end + (start − end): equal to the last value up to one rounding of ~200.
    expectClose(run.frames[4].value, run.frames[3].value, absolute: 1e-13)
    #expect(run.frames[5].engineTime == 0.016667)
  }
}
