import AnimationMath
import Foundation
import TestSupport
import Testing

/// `--reference gsl` beside ours: the same optimum to 1e-8 relative (issue 15).
private let gslAgreement = 1e-8

@Suite("springbench fit: the JSON contract, --reference gsl, exit statuses")
struct FitCommandTests {
  func write(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fit-\(UUID().uuidString).csv").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The seeds' spring shape in px with a little seeded noise, in milliseconds.
  func springCSV() throws -> String {
    let motion = try SpringSolution(
      parameters: SpringParameters(naturalFrequency: 31.3, dampingRatio: 0.6), from: 100, to: 400, initialVelocity: 240)
    var rng = SplitMix64(seed: 15)
    var lines = ["frame,time_ms,y"]
    for k in 0..<60 {
      let t = Double(k) / 60
      lines.append("\(k),\(t * 1000),\(motion.position(at: t) + 0.3 * rng.gaussian())")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test("JSON keys, standard errors, --columns and --time-unit ms, --reference gsl")
  func json() throws {
    let path = try write(springCSV())
    let result = try BinaryRunner.run(["fit", path, "--columns", "time_ms,y", "--time-unit", "ms", "--format", "json", "--reference", "gsl"])
    #expect(result.status == 0, "\(result.standardError)")
    let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
    #expect(object["model"] as? String == "spring")
    let parameters = try #require(object["parameters"] as? [String: Double])
    #expect(Set(parameters.keys) == ["from", "to", "mass", "stiffness", "damping", "dampingRatio", "initialVelocity", "timeOffset"])
    let errors = try #require(object["standardErrors"] as? [String: Any])
    #expect(errors["mass"] is NSNull)
    #expect(errors["timeOffset"] is NSNull)  // held at the first sample time
    #expect(errors["dampingRatio"] is Double)
    #expect(object["samples"] as? Int == 60)
    #expect(object["converged"] as? Bool == true)
    // The fitted curve's largest standard error over the samples' span: a
    // noisy capture's, above zero and at most the noise (the curve is pinned
    // better than one sample), at a time inside the capture.
    let band = try #require(object["maxCurveStandardError"] as? Double)
    let bandTime = try #require(object["maxCurveStandardErrorTime"] as? Double)
    let rms = try #require(object["rmsResidual"] as? Double)
    #expect(band > 0 && band < 2 * rms, "\(band) vs rms \(rms)")
    #expect(bandTime >= 0 && bandTime <= 1, "\(bandTime)")
    let gsl = try #require(object["gsl"] as? [String: Double])
    for name in ["from", "to", "dampingRatio", "initialVelocity"] {
      expectClose(gsl[name]!, parameters[name]!, relative: gslAgreement, "\(name)")
    }
    expectClose(gsl["naturalFrequency"]! * gsl["naturalFrequency"]!, parameters["stiffness"]!, relative: 2 * gslAgreement)
  }

  @Test("text output: key: value lines and the equivalents")
  func text() throws {
    let path = try write(springCSV())
    let result = try BinaryRunner.run(["fit", path, "--columns", "time_ms,y", "--time-unit", "ms", "--fix", "from=100"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.output.contains("from: 100.0 (fixed)"))
    #expect(result.output.contains("dampingRatio: 0.6"))
    #expect(result.output.contains("SwiftUI: Spring(response:"))
    #expect(result.output.contains("largest curve standard error: "))
  }

  @Test("bad input exits 64 naming the row and column", arguments: [
    ("t,value\n0,1\n1,abc\n", "row 2, column 'value'"),
    ("t,value\n0,1\n1,2\n", "free parameters"),
    ("t,value\n", "no samples"),
  ])
  func badInput(text: String, fragment: String) throws {
    let path = try write(text)
    expectUsageError(try BinaryRunner.run(["fit", path]), naming: fragment)
  }

  @Test("unknown --fix names are usage errors; --reference needs spring or decay")
  func refusals() throws {
    let path = try write(springCSV())
    expectUsageError(try BinaryRunner.run(["fit", path, "--columns", "time_ms,y", "--fix", "mass=2"]), naming: "--fix")
    expectUsageError(try BinaryRunner.run(["fit", path, "--model", "cubic-bezier", "--reference", "gsl"]), naming: "--reference")
  }

  @Test("a solve stopped by --max-iterations exits 1 with the reason on stderr (the same file fits with the default)")
  func notConverged() throws {
    let path = try write(springCSV())
    let arguments = ["fit", path, "--columns", "time_ms,y", "--time-unit", "ms"]
    for model in ["spring"] {
      let stopped = try BinaryRunner.run(arguments + ["--model", model, "--max-iterations", "2"])
      #expect(stopped.status == 1, "\(model): \(stopped.standardError)")
      #expect(stopped.standardError.contains("the fit did not converge: iteration limit reached without convergence"), "\(stopped.standardError)")
      #expect(stopped.output.contains("converged: false"), "\(stopped.output)")
      let fitted = try BinaryRunner.run(arguments + ["--model", model])
      #expect(fitted.status == 0, "\(model): \(fitted.standardError)")
    }
    expectUsageError(try BinaryRunner.run(arguments + ["--max-iterations", "0"]), naming: "--max-iterations")
  }

  @Test("--model decay: the JSON contract, --reference gsl, and the equivalents")
  func decay() throws {
    // A fling: 0 → 1200·(1 − e^(−4t))/4 px... v0 = 1200 px/s, k = 4 1/s, 0.3 px noise.
    var rng = SplitMix64(seed: 0xDECA)
    var lines = ["t,value"]
    for k in 0..<70 {
      let t = Double(k) / 60
      lines.append("\(t),\(100 + 1200 * (1 - exp(-4 * t)) / 4 + 0.3 * rng.gaussian())")
    }
    let path = try write(lines.joined(separator: "\n") + "\n")
    let result = try BinaryRunner.run(["fit", path, "--model", "decay", "--format", "json", "--reference", "gsl"])
    #expect(result.status == 0, "\(result.standardError)")
    let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
    #expect(object["model"] as? String == "decay")
    let parameters = try #require(object["parameters"] as? [String: Double])
    #expect(Set(parameters.keys) == ["from", "initialVelocity", "decayRate", "restPosition", "timeOffset"])
    expectClose(parameters["decayRate"]!, 4, relative: 0.02)
    expectClose(parameters["restPosition"]!, 400, relative: 0.01)
    let errors = try #require(object["standardErrors"] as? [String: Any])
    #expect(errors["restPosition"] is Double)
    #expect(errors["timeOffset"] is NSNull)
    let gsl = try #require(object["gsl"] as? [String: Double])
    for name in ["from", "initialVelocity", "decayRate"] {
      expectClose(gsl[name]!, parameters[name]!, relative: gslAgreement, "\(name)")
    }
    let text = try BinaryRunner.run(["fit", path, "--model", "decay"])
    #expect(text.status == 0)
    for fragment in ["UIScrollView: decelerationRate", "exponentialDecay(frictionMultiplier", "Animated.decay", "FrictionSimulation("] {
      #expect(text.output.contains(fragment), "\(fragment): \(text.output)")
    }
    let auto = try BinaryRunner.run(["fit", path, "--model", "auto"])
    #expect(auto.status == 0, "\(auto.standardError)")
    #expect(auto.output.contains("model: decay"), "\(auto.output)")
  }
}

/// Captures of CSS timing functions on 0 → 300 px at 60 Hz, as CSV text.
enum TimingCaptureCSV {
  /// `cubic-bezier(x1, y1, x2, y2)` over `duration` s after `rest` s, 0.1 s
  /// held after; values with seeded Gaussian `noise` px, then rounded to `step` px (0: not rounded).
  static func make(
    _ curve: (Double, Double, Double, Double), duration: Double, rest: Double, noise: Double, step: Double, seed: UInt64
  ) -> String {
    let model = CubicBezierCurveModel(
      x1: curve.0, y1: curve.1, x2: curve.2, y2: curve.3, duration: duration, from: 0, to: 300, delay: rest)
    var rng = SplitMix64(seed: seed)
    var lines = ["t,value"]
    for k in 0...Int(((rest + duration + 0.1) * 60).rounded()) {
      let t = Double(k) / 60
      var value = model.value(at: t) + noise * rng.gaussian()
      if step > 0 { value = (value / step).rounded() * step }
      lines.append("\(t),\(value)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

@Suite("springbench fit: intervals")
struct FitCommandIntervalTests {
  func write(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fit-\(UUID().uuidString).csv").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("ease-out rendered to 0.01 px: x1 and y1 print intervals reaching (0, 0), one-sided at the bound; JSON adds the interval keys")
  func easeOutAtBound() throws {
    let path = try write(TimingCaptureCSV.make((0, 0, 0.58, 1), duration: 0.5, rest: 0, noise: 0, step: 0.01, seed: 0))
    let text = try BinaryRunner.run(["fit", path, "--model", "cubic-bezier"])
    let x1 = try #require(text.output.split(separator: "\n").first { $0.hasPrefix("x1: ") })
    #expect(x1.contains("(interval 0.0 … ") && x1.contains(", at bound)"), "\(text.output)")
    let result = try BinaryRunner.run(["fit", path, "--model", "cubic-bezier", "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
    #expect(object["standardErrors"] is [String: Any])  // the existing key stays
    let lower = try #require(object["intervalLower"] as? [String: Any])
    let upper = try #require(object["intervalUpper"] as? [String: Any])
    let ends = try #require(object["intervalLowerEnd"] as? [String: Any])
    #expect(ends["x1"] as? String == "bound")
    #expect(object["intervalMethod"] is [String: Any])
    for name in ["x1", "y1"] {
      let low = try #require(lower[name] as? Double, "\(name)")
      let high = try #require(upper[name] as? Double, "\(name)")
      #expect(low <= 0 && 0 <= high, "\(name): \(low) … \(high)")
    }
    #expect(lower["delay"] is NSNull)  // held: no interval
  }

  @Test("CSS ease with 0.3 px noise, with and without a 0.1 s rest: no parameter flagged, the duration's interval holds 0.4 s", arguments: [0.1, 0])
  func ease(rest: Double) throws {
    let path = try write(TimingCaptureCSV.make((0.25, 0.1, 0.25, 1), duration: 0.4, rest: rest, noise: 0.3, step: 0, seed: 1))
    let result = try BinaryRunner.run(["fit", path, "--model", "cubic-bezier", "--format", "json"])
    #expect(result.status == 0, "\(result.standardError)")
    let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
    let notes = try #require(object["notes"] as? [String])
    for word in ["not identifiable", "poorly determined", "do not decide"] {
      #expect(!notes.contains { $0.contains(word) }, "\(word): \(notes)")
    }
    let lower = try #require((object["intervalLower"] as? [String: Any])?["duration"] as? Double)
    let upper = try #require((object["intervalUpper"] as? [String: Any])?["duration"] as? Double)
    #expect(lower <= 0.4 && 0.4 <= upper && upper - lower < 0.1, "\(lower) … \(upper)")
  }
}
