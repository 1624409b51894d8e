import AnimationMath
import GSLOracle
import TestSupport
import Testing

/// Closed-form engines against GSL's rk8pd at the engines' own times: until the stop
/// rule fires, each frame is the exact spring at the time the engine read, from the
/// inputs the engine actually holds (floats for Android and Compose). Retargets are
/// checked piecewise, every segment integrated by GSL from GSL's own state.
@Suite("Engines against GSL at their own times")
struct EngineVsGSLTests {
  /// The double engines' budget (README's accuracy table; reason with the constant).
  static let doubleAgreement = AccuracyTolerance.doubleEngines
  /// Compose: one float rounding of each output (reason with the constant).
  static let composeAgreement = AccuracyTolerance.composeEngine
  /// Android: a float state carried from frame to frame (reason with the constant).
  static let androidAgreement = AccuracyTolerance.androidEngine
  /// GSL's per-step tolerance.
  static let gslTolerance = 1e-13

  struct Case: Sendable, CustomTestStringConvertible {
    let stiffness: Double
    let ratio: Double
    let velocity: Double
    var testDescription: String { "k \(stiffness) ζ \(ratio) v \(velocity)" }
  }

  static let springs = [
    Case(stiffness: (2 * Double.pi / 0.55) * (2 * Double.pi / 0.55), ratio: 0.825, velocity: 0),  // the seed
    Case(stiffness: 200, ratio: 0.3, velocity: 0),
    Case(stiffness: 1500, ratio: 1, velocity: 800),
    Case(stiffness: 400, ratio: 1.5, velocity: -500),
  ]

  /// 60 Hz, 120 Hz, and a seeded jittery 60 Hz trace with dropped frames.
  static func schedules() throws -> [(String, FrameSchedule)] {
    let seed: UInt64 = 0xE461_2026
    var rng = SplitMix64(seed: seed)
    var times: [Double] = []
    var t = 0.0
    while t < 3 {
      t += (1.0 / 60) * (rng.uniform(0...1) < 0.1 ? 2 : 1) + rng.uniform(-0.002...0.002)
      times.append(t)
    }
    return [
      ("60 Hz", try FrameSchedule(framesPerSecond: 60, horizon: 3)),
      ("120 Hz", try FrameSchedule(framesPerSecond: 120, horizon: 3)),
      ("uneven (seed \(seed))", try FrameSchedule(times: times)),
    ]
  }

  static let oracle = GSLSpringOracle(absoluteTolerance: gslTolerance, relativeTolerance: gslTolerance)

  /// The spring as an engine holding floats sees it: k and ζ rounded to Float.
  static func floatSpring(_ c: Case) throws -> SpringParameters {
    let k = Double(Float(c.stiffness))
    return try SpringParameters(mass: 1, stiffness: k, damping: 2 * Double(Float(c.ratio)) * k.squareRoot())
  }

  static func doubleSpring(_ c: Case) throws -> SpringParameters {
    try SpringParameters(mass: 1, stiffness: c.stiffness, damping: 2 * c.ratio * c.stiffness.squareRoot())
  }

  static func request(_ c: Case) throws -> SpringEngineRequest {
    try SpringEngineRequest(
      spring: SpringParameters(naturalFrequency: c.stiffness.squareRoot(), dampingRatio: c.ratio),
      statedDampingRatio: c.ratio, from: 0, to: 300, initialVelocity: c.velocity)
  }

  /// Which time each engine's frames are the exact spring at, and from what inputs.
  static func reference(_ name: SpringEngineName, _ c: Case) throws -> (
    spring: SpringParameters, velocity: Double, time: (EngineFrame) -> Double, tolerance: Double,
    includesCompletion: Bool
  ) {
    switch name {
    case .android:
      return (try floatSpring(c), Double(Float(c.velocity)), { $0.engineTime! }, androidAgreement, false)
    case .compose:
      return (try floatSpring(c), Double(Float(c.velocity)), { $0.engineTime! }, composeAgreement, false)
    case .flutter:
      return (try doubleSpring(c), c.velocity, { $0.engineTime! }, doubleAgreement, true)
    case .ideal:
      return (try doubleSpring(c), c.velocity, { $0.hostTime }, doubleAgreement, true)
    default:
      return (try doubleSpring(c), c.velocity, { $0.hostTime }, doubleAgreement, false)
    }
  }

  static let closedForm: [SpringEngineName] = [.ideal, .coreAnimation, .uikit, .swiftui, .android, .compose, .flutter]

  @Test("frames equal GSL at the engine's own times until the stop rule fires", arguments: springs)
  func framesAgainstGSL(_ c: Case) throws {
    var checked = 0
    var skippedUIKit = 0
    for (label, schedule) in try Self.schedules() {
      for name in Self.closedForm {
        var request = try Self.request(c)
        if name == .uikit, request.spring.uikit.duration(initialSpringVelocity: c.velocity / 300) == nil {
          // No UIKit duration for this spring (ζ > 1): give it the ideal settling time.
          request.settings.animationDuration = 1
          skippedUIKit += 1
        }
        let run = try name.run(request, schedule: schedule)
        let reference = try Self.reference(name, c)
        let frames = Array(run.frames.dropFirst().dropLast(run.completed && !reference.includesCompletion ? 1 : 0))
        let states = try Self.oracle.states(
          parameters: reference.spring, from: 0, to: 300, initialVelocity: reference.velocity,
          times: frames.map(reference.time))
        var worst = 0.0
        for (frame, state) in zip(frames, states) {
          worst = max(worst, absoluteError(frame.value, state.position) / 300)
          if let v = frame.velocity, name != .android, name != .compose {
            expectClose(
              v, state.velocity, absolute: reference.tolerance * 300 * 40, "\(name.rawValue) \(label) velocity")
          }
          checked += 1
        }
        print(
          "GSL \(name.rawValue) \(label) \(c.testDescription): worst \(worst) of the travel over \(frames.count) frames"
        )
        #expect(worst <= reference.tolerance, "\(name.rawValue) \(label) \(c.testDescription): \(worst)")
      }
    }
    #expect(checked > 300)
    #expect(skippedUIKit == (c.ratio > 1 ? 3 : 0))
  }

  /// GSL's state of the spring toward `to` from (`from`, `v`) at `time`.
  static func gsl(_ spring: SpringParameters, from: Double, to: Double, v: Double, at time: Double) throws
    -> SpringState
  {
    try oracle.states(parameters: spring, from: from, to: to, initialVelocity: v, times: [time])[0]
  }

  @Test("retargets follow each engine's rule, segment by segment through GSL", arguments: springs)
  func retargetsAgainstGSL(_ c: Case) throws {
    let newTarget = 150.0
    let retargetTime = 0.1
    var checked = 0
    for (label, schedule) in try Self.schedules() {
      for name in Self.closedForm where name != .uikit || c.ratio <= 1 {
        let request = try Self.request(c)
        let run = try name.run(
          request, schedule: schedule, retargets: [try EngineRetarget(hostTime: retargetTime, target: newTarget)])
        let k = run.frames.lastIndex { $0.hostTime <= retargetTime }!
        let tk = run.frames[k].hostTime
        let reference = try Self.reference(name, c)
        let spring = reference.spring
        let after = Array(run.frames[(k + 1)...].dropLast(run.completed && !reference.includesCompletion ? 1 : 0))
        var worst = 0.0
        for frame in after {
          let expected: Double
          switch name {
          case .ideal, .swiftui:
            let s = try Self.gsl(spring, from: 0, to: 300, v: c.velocity, at: tk)
            expected = try Self.gsl(spring, from: s.position, to: newTarget, v: s.velocity, at: frame.hostTime - tk)
              .position
          case .coreAnimation:
            let s = try Self.gsl(spring, from: 0, to: 300, v: c.velocity, at: tk)
            expected = try Self.gsl(spring, from: s.position, to: newTarget, v: 0, at: frame.hostTime - tk).position
          case .uikit:
            let first = try Self.gsl(spring, from: -300, to: 0, v: c.velocity, at: frame.hostTime)
            let second = try Self.gsl(spring, from: 300 - newTarget, to: 0, v: 0, at: frame.hostTime - tk)
            // Each additive animation drops out at its own local time ≥ duration.
            let duration = try UIKitEngine(request).duration
            expected = newTarget + (frame.hostTime >= duration ? 0 : first.position) + second.position
          case .android:
            // Half of the next frame's ms toward 300, the rest toward the new target.
            let tauK = run.frames[k].engineTime!
            let next = run.frames[k + 1].engineTime!
            let half = (next - tauK) / 2
            let s = try Self.gsl(spring, from: 0, to: 300, v: reference.velocity, at: tauK + half)
            expected = try Self.gsl(
              spring, from: s.position, to: newTarget, v: s.velocity, at: frame.engineTime! - tauK - half
            ).position
          case .compose:
            let s = try Self.gsl(spring, from: 0, to: 300, v: reference.velocity, at: run.frames[k].engineTime!)
            expected = try Self.gsl(spring, from: s.position, to: newTarget, v: s.velocity, at: frame.engineTime!)
              .position
          case .flutter:
            let s = try Self.gsl(spring, from: 0, to: 300, v: c.velocity, at: run.frames[k].engineTime!)
            expected = try Self.gsl(spring, from: s.position, to: newTarget, v: s.velocity, at: frame.engineTime!)
              .position
          default:
            Issue.record("no reference for \(name.rawValue)")
            continue
          }
          worst = max(worst, absoluteError(frame.value, expected) / 300)
          checked += 1
        }
        print("GSL retarget \(name.rawValue) \(label) \(c.testDescription): worst \(worst) over \(after.count) frames")
        #expect(worst <= reference.tolerance, "\(name.rawValue) \(label) \(c.testDescription) retarget: \(worst)")
      }
    }
    #expect(checked > 200)
  }
}
