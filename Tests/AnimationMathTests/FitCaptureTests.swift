import AnimationMath
import TestSupport
import Testing

/// Float32 rounding of the values (relative 6e-8 of ~300 px, ~2e-5 px)
/// bounds what a fit can recover: parameters to ~1e-5 relative of their scale.
private let float32Recovery = 1e-5
/// Exact data: as SpringFitTests.
private let exactRecovery = 1e-8

@Suite("Fitting messy captures: cleaning, delays, identifiability, input errors")
struct FitCaptureTests {
  /// The seeds' spring shape in px: ω0 31.3, ζ 0.6, 100 → 400 px, v0 240 px/s.
  static let motion = try! SpringSolution(
    parameters: SpringParameters(naturalFrequency: 31.31697561794626, dampingRatio: 0.6), from: 100, to: 400,
    initialVelocity: 240)

  @Test("unsorted, duplicated, float32, no t = 0 sample, snapped tail")
  func messy() throws {
    // Released at 0 s, captured from 0.05 s on a 120 Hz clock, until 0.8 s.
    var times = (6...96).map { Double($0) / 120 }
    var values = times.map { Double(Float(Self.motion.position(at: $0))) }
    // An engine that snapped to rest at 0.6 s.
    for i in times.indices where times[i] >= 0.6 { values[i] = 400 }
    // Duplicated frames and a shuffled order.
    times += [times[10], times[20]]
    values += [values[10], values[20]]
    var rng = SplitMix64(seed: 0xC0FFEE)
    let order = Array(times.indices).shuffled(using: &rng)
    let capture = try FitCapture(times: order.map { times[$0] }, values: order.map { values[$0] })
    #expect(capture.count == 91)
    #expect(capture.notes.count == 2, "\(capture.notes)")
    let fit = try SpringFit.fit(capture)
    #expect(fit.converged)
    #expect(fit.notes.contains { $0.contains("constant tail") }, "\(fit.notes)")
    #expect(fit["timeOffset"]?.status == .fixed)
    // from and v0 are the state at the first sample (0.05 s).
    let start = Self.motion.state(at: 0.05)
    let expected = [start.position, 400, 31.31697561794626, 0.6, start.velocity]
    let scales = [300, 300, 31.3, 0.6, 300 * 31.3]
    for j in 0..<5 {
      expectClose(
        fit.estimates[j].value, expected[j], absolute: float32Recovery * scales[j], "\(fit.estimates[j].name)")
    }
  }

  @Test("a leading delay with a velocity at release: t0 is estimated")
  func leadingDelay() throws {
    let times = (0...72).map { Double($0) / 120 }
    let values = times.map { $0 <= 0.1 ? 100 : Self.motion.position(at: $0 - 0.1) }
    let fit = try SpringFit.fit(FitCapture(times: times, values: values))
    expectClose(fit["timeOffset"]!.value, 0.1, absolute: exactRecovery)
    expectClose(fit["initialVelocity"]!.value, 240, relative: exactRecovery)
    #expect(fit["timeOffset"]?.status == .estimated)
  }

  @Test("a delay and a start at rest: velocity and release time are unidentifiable, never a silent number")
  func restStartIsUnidentifiable() throws {
    let atRest = try SpringSolution(
      parameters: SpringParameters(naturalFrequency: 20, dampingRatio: 0.5), from: 0, to: 1, initialVelocity: 0)
    let times = (0...90).map { Double($0) / 120 }
    let values = times.map { $0 <= 0.1 ? 0 : atRest.position(at: $0 - 0.1) }
    let fit = try SpringFit.fit(FitCapture(times: times, values: values))
    for name in ["initialVelocity", "timeOffset"] {
      #expect(fit[name]?.status == .unidentifiable, "\(name): \(String(describing: fit[name])) \(fit.notes)")
      #expect(fit[name]?.standardError == nil)
    }
    #expect(fit.notes.contains { $0.contains("not identifiable") })
  }

  @Test("a heavily over-damped spring at 60 Hz: ζ is reported poorly determined")
  func overdampedZeta() throws {
    let c = try SpringSolution(
      parameters: SpringParameters(naturalFrequency: 60, dampingRatio: 3), from: 0, to: 300, initialVelocity: 0)
    let times = (0...60).map { Double($0) / 60 }
    var rng = SplitMix64(seed: 7)
    let values = times.map { c.position(at: $0) + 0.3 * rng.gaussian() }
    let fit = try SpringFit.fit(FitCapture(times: times, values: values))
    #expect(fit["dampingRatio"]?.status == .poorlyDetermined, "\(fit.notes)")
    #expect(fit.notes.contains { $0.contains("dampingRatio") })
  }

  @Test("held parameters stay at their values")
  func fixes() throws {
    let times = (0...72).map { Double($0) / 120 }
    let fit = try SpringFit.fit(
      FitCapture(times: times, values: times.map { Self.motion.position(at: $0) }), fixing: [.from: 100, .to: 400])
    #expect(fit["from"]?.status == .fixed)
    #expect(fit["to"]?.value == 400)  // exact: held
    #expect(fit.freeParameterCount == 3)
    expectClose(fit["dampingRatio"]!.value, 0.6, relative: exactRecovery)
  }

  struct BadInput: Sendable, CustomStringConvertible {
    let name: String
    let times: [Double]
    let values: [Double]
    let fragment: String
    var description: String { name }
  }

  static let badInputs: [BadInput] = [
    BadInput(name: "empty", times: [], values: [], fragment: "no samples"),
    BadInput(name: "NaN value", times: [0, 1, 2], values: [0, .nan, 1], fragment: "row 1, column value"),
    BadInput(name: "infinite time", times: [0, .infinity], values: [0, 1], fragment: "row 1, column t"),
    BadInput(name: "too few samples", times: [0, 1, 2], values: [0, 1, 1.1], fragment: "free parameters"),
  ]

  @Test("bad input names the row and column", arguments: badInputs)
  func badInput(_ c: BadInput) {
    do {
      _ = try SpringFit.fit(FitCapture(times: c.times, values: c.values))
      Issue.record("no error for \(c)")
    } catch {
      #expect(error.description.contains(c.fragment), "\(error.description)")
    }
  }
}
