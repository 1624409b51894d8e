import AnimationMath
import TestSupport
import Testing

/// react-spring against the power of its step matrix. Its 1 ms semi-implicit Euler step
/// (v += a, x += v; pmndrs/react-spring @ 3d2523de, `SpringValue.ts` `advance`) is linear in
/// (x − to, v), so after j steps the state is exactly Mʲ·s₀. Data/react_spring_matrix_power.py
/// raises M to each frame's total step count in mpmath (40 digits, binary powering) and finds
/// the first j whose state passes the rest test; nothing there steps the spring one step at
/// a time or shares the engine's doubles, so an off-by-one step count, a wrong ⌈dt⌉, a rest
/// test after instead of before the step, or a wrong first-frame dt changes a number here.
@Suite("react-spring against its step matrix's powers")
struct ReactSpringMatrixPowerTests {
  /// The engine's per-step doubles against the exact powers: each step rounds to ≈1e-16 of
  /// 300 and the map contracts, measured ≤ 3e-13 units over ≤ 930 steps; 1e-10 is far below
  /// the smallest change of a step (≈1e-4 units near rest), so a wrong step count fails.
  static let matrixPowerAgreement = 1e-10

  struct Case: Sendable, CustomTestStringConvertible {
    let tension: Double
    let friction: Double
    let schedule: String
    /// Rendered frames up to and including the stop frame.
    let stopFrames: Int
    /// The stop frame's host time, s.
    let stopTime: Double
    /// (frame, total 1 ms steps by its end, exact value to ≈1e-16) before the stop.
    let rows: [(Int, Int, Double)]
    var testDescription: String { "tension \(tension) friction \(friction) @ \(schedule)" }
  }

  /// Printed by Data/react_spring_matrix_power.py; from 0 to 300 at rest, mass 1, precision
  /// 0.3, restVelocity 0.03 units/ms. Frame 1 takes ⌈1000/60⌉ = 17 steps at every rate;
  /// then ⌈16.67⌉ = 17 (60 Hz), ⌈8.33⌉ = 9 (120 Hz), ⌈min(64, Δ)⌉ (uneven).
  ///
  /// Default config 170/26: at rest after j* = 711 steps (|x − to| − 0.3 = +0.0028 after 710,
  /// −0.0007 after 711). The test runs before each step, so the stop frame is the one whose
  /// steps S₍ₙ₋₁₎ ≤ 711 < Sₙ: 60 Hz 17·42 = 714 ⇒ frame 42; 120 Hz 17 + 9·78 = 719 ⇒ 79;
  /// uneven S₃₃ = 711 exactly ⇒ frame 34 (a test after each step would stop on frame 33).
  /// Wobbly 180/12: j* = 932 (+0.0088 after 931, −0.0071 after 932): 60 Hz frame 55
  /// (S₅₄ = 918 < 932 < 935), 120 Hz frame 103, uneven frame 44.
  static let cases: [Case] = [
    Case(
      tension: 170, friction: 26, schedule: "60", stopFrames: 42, stopTime: 0.7,
      rows: [
        (1, 17, 6.790452992357397), (2, 34, 22.84658668498185), (5, 85, 92.55159574811053),
        (10, 170, 195.92601540953464), (20, 340, 280.82752450514135), (30, 510, 297.0220587499084),
        (41, 697, 299.6480292317021),
      ]),
    Case(
      tension: 170, friction: 26, schedule: "120", stopFrames: 79, stopTime: 0.6583333333333333,
      rows: [
        (1, 17, 6.790452992357397), (2, 26, 14.422906317851309), (5, 53, 46.90072876777696),
        (10, 98, 110.96594033760557), (20, 188, 211.73326098422567), (30, 278, 263.43224612215727),
        (78, 710, 299.69722136672374),
      ]),
    Case(
      tension: 170, friction: 26, schedule: "uneven", stopFrames: 34, stopTime: 0.825665,
      rows: [
        (1, 17, 6.790452992357397), (2, 34, 22.84658668498185), (5, 80, 85.35551484230764),
        (10, 216, 232.28127958252605), (20, 440, 293.508407174881), (30, 613, 299.0743200841727),
        (33, 711, 299.70071012981145),
      ]),
    Case(
      tension: 180, friction: 12, schedule: "60", stopFrames: 55, stopTime: 0.9166666666666666,
      rows: [
        (1, 17, 7.721237728529681), (2, 34, 27.7786316724041), (5, 85, 130.59866213604943),
        (10, 170, 301.7630789812954), (20, 340, 337.9536237125717), (30, 510, 287.36056965193796),
        (54, 918, 300.5275484546831),
      ]),
    Case(
      tension: 180, friction: 12, schedule: "120", stopFrames: 103, stopTime: 0.8583333333333333,
      rows: [
        (1, 17, 7.721237728529681), (2, 26, 17.010997267693668), (5, 53, 60.822744800982974),
        (10, 98, 160.69249202072623), (20, 188, 324.65190514156495), (30, 278, 360.43611724916724),
        (102, 926, 300.39035689193366),
      ]),
    Case(
      tension: 180, friction: 12, schedule: "uneven", stopFrames: 44, stopTime: 1.078664,
      rows: [
        (1, 17, 7.721237728529681), (2, 34, 27.7786316724041), (5, 80, 119.09837936299601),
        (10, 216, 348.8720209039141), (20, 440, 297.17551959254047), (30, 613, 293.31793878361253),
        (43, 927, 300.373778042264),
      ]),
  ]

  @Test("frames are the step matrix's powers; the stop frame is the matrix's first rest step", arguments: cases)
  func matrixPower(_ c: Case) throws {
    let request = try SpringEngineRequest(
      spring: SpringParameters(mass: 1, stiffness: c.tension, damping: c.friction), from: 0, to: 300,
      configuration: EngineConfiguration(parsing: "tension=\(c.tension),friction=\(c.friction)"))
    let run = try SpringEngineName.reactSpring.run(request, schedule: SpringStopFrameTests.schedule(c.schedule))
    #expect(run.completed)
    #expect(run.frames.count - 1 == c.stopFrames, "rendered frames up to the stop")
    #expect(run.frames.last?.hostTime == c.stopTime, "stop time")
    #expect(run.finalValue == 300)  // exact: the stop frame shows `to`
    var worst = 0.0
    for (frame, steps, value) in c.rows {
      let shown = run.frames[frame]
      #expect(shown.engineTime == Double(steps) / 1000, "frame \(frame): 1 ms steps taken")
      expectClose(shown.value, value, absolute: Self.matrixPowerAgreement, "frame \(frame)")
      worst = max(worst, absoluteError(shown.value, value))
    }
    print("react-spring \(c.testDescription): worst |engine − Mʲs₀| \(worst) over \(c.rows.count) frames")
    #expect(c.rows.count == 7)
  }
}
