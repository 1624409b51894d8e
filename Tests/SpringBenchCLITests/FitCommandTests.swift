import AnimationMath
import Foundation
import TestSupport
import Testing

/// `--reference gsl` beside ours: the same optimum to 1e-8 relative.
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
    let result = try BinaryRunner.run([
      "fit", path, "--columns", "time_ms,y", "--time-unit", "ms", "--format", "json", "--reference", "gsl",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
    #expect(object["model"] as? String == "spring")
    let parameters = try #require(object["parameters"] as? [String: Double])
    #expect(
      Set(parameters.keys) == [
        "from", "to", "mass", "stiffness", "damping", "dampingRatio", "initialVelocity", "timeOffset",
      ])
    let errors = try #require(object["standardErrors"] as? [String: Any])
    #expect(errors["mass"] is NSNull)
    #expect(errors["timeOffset"] is NSNull)  // held at the first sample time
    #expect(errors["dampingRatio"] is Double)
    #expect(object["samples"] as? Int == 60)
    #expect(object["converged"] as? Bool == true)
    #expect(object["fitQuality"] as? String == "good")
    let noise = try #require(object["noiseEstimate"] as? Double)
    // 0.3 px of Gaussian noise: the estimate from the differences is near it.
    #expect(noise > 0.15 && noise < 0.6, "\(noise)")
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
    expectClose(
      gsl["naturalFrequency"]! * gsl["naturalFrequency"]!, parameters["stiffness"]!, relative: 2 * gslAgreement)
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

  @Test(
    "bad input exits 64 naming the row and column",
    arguments: [
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
    expectUsageError(
      try BinaryRunner.run(["fit", path, "--model", "cubic-bezier", "--reference", "gsl"]), naming: "--reference")
  }

  @Test("a solve stopped by --max-iterations exits 1 with the reason on stderr (the same file fits with the default)")
  func notConverged() throws {
    let path = try write(springCSV())
    let arguments = ["fit", path, "--columns", "time_ms,y", "--time-unit", "ms"]
    for model in ["spring"] {
      let stopped = try BinaryRunner.run(arguments + ["--model", model, "--max-iterations", "2"])
      #expect(stopped.status == 1, "\(model): \(stopped.standardError)")
      #expect(
        stopped.standardError.contains("the fit did not converge: iteration limit reached without convergence"),
        "\(stopped.standardError)")
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
    for fragment in [
      "UIScrollView: decelerationRate", "exponentialDecay(frictionMultiplier", "Animated.decay", "FrictionSimulation(",
    ] {
      #expect(text.output.contains(fragment), "\(fragment): \(text.output)")
    }
    let auto = try BinaryRunner.run(["fit", path, "--model", "auto"])
    #expect(auto.status == 0, "\(auto.standardError)")
    #expect(auto.output.contains("model: decay"), "\(auto.output)")
  }

  @Test(
    "--model cubic-bezier --fix from=0,to=1,duration=0.3911 on 24 noisy samples: the handles move off the diagonal start"
  )
  func cubicBezierHeldEnds() throws {
    // cubic-bezier(0.83, 0.46, 0.38, −0.04) over 0.3911 s, 0 → 1, 60 Hz, 0.1% Gaussian noise.
    let timing = try CubicBezierTiming(x1: 0.83, y1: 0.46, x2: 0.38, y2: -0.04)
    var rng = SplitMix64(seed: 0xB5)
    var lines = ["t,value"]
    for k in 0..<24 {
      let t = Double(k) / 60
      lines.append("\(t),\(timing.value(at: min(t / 0.3911, 1)) + 0.001 * rng.gaussian())")
    }
    let path = try write(lines.joined(separator: "\n") + "\n")
    let result = try BinaryRunner.run(
      ["fit", path, "--model", "cubic-bezier", "--fix", "from=0,to=1,duration=0.3911", "--format", "json"])
    #expect(result.status == 0, "\(result.standardError)")
    let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
    let parameters = try #require(object["parameters"] as? [String: Double])
    let errors = try #require(object["standardErrors"] as? [String: Any])
    for (name, truth) in [("x1", 0.83), ("y1", 0.46), ("x2", 0.38), ("y2", -0.04)] {
      // Within 4 of the handle's own standard errors (a standard error must be reported).
      let se = try #require(errors[name] as? Double, "\(name): \(errors)")
      #expect(abs(parameters[name]! - truth) <= 4 * se, "\(name): \(parameters[name]!) ± \(se), truth \(truth)")
    }
    #expect(parameters["x1"] != parameters["y1"] || parameters["x2"] != parameters["y2"], "\(parameters)")
  }

  /// 60 samples at 60 Hz, every value `value`.
  func stillCSV(_ value: Double = 1) -> String {
    "t,value\n" + (0..<60).map { "\(Double($0) / 60),\(value)\n" }.joined()
  }

  @Test(
    "a capture that never moves: 'no motion in the capture', exit 1, no parameters",
    arguments: ["spring", "cubic-bezier", "decay", "auto"])
  func noMotion(_ model: String) throws {
    let path = try write(stillCSV())
    let text = try BinaryRunner.run(["fit", path, "--model", model])
    #expect(text.status == 1, "\(text.output)")
    #expect(text.output.contains("no motion in the capture"), "\(text.output)")
    #expect(text.standardError.contains("no motion in the capture"), "\(text.standardError)")
    for fragment in ["±", "UIKit", "SwiftUI", "CSS:", "converged: true", "(estimated)"] {
      #expect(!text.output.contains(fragment), "\(fragment): \(text.output)")
    }
    let json = try BinaryRunner.run(["fit", path, "--model", model, "--format", "json"])
    #expect(json.status == 1)
    let object = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any])
    #expect(object["fitQuality"] as? String == "noMotion")
    #expect(object["parameters"] == nil && object["standardErrors"] == nil)
    #expect(object["samples"] as? Int == 60)
  }

  /// An exact fling with a mid-capture stop (held from 0.5 s): no single
  /// spring, decay or cubic-bézier passes through both stretches.
  func stoppedFlingCSV() -> String {
    var lines = ["t,value"]
    for k in 0..<60 {
      let t = min(Double(k) / 60, 0.5)
      lines.append("\(Double(k) / 60),\(1200 * (1 - exp(-4 * t)) / 4 + (k >= 30 ? Double(k - 30) * 5 : 0))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test("a fit far above the noise estimate prints 'poor fit' with both numbers and exits 1")
  func poorFit() throws {
    let path = try write(stoppedFlingCSV())
    let text = try BinaryRunner.run(["fit", path, "--model", "decay"])
    #expect(text.status == 1, "\(text.output)")
    #expect(text.output.contains("poor fit: residual RMS "), "\(text.output)")
    #expect(text.output.contains(" against noise estimate "))
    #expect(text.standardError.contains("poor fit: residual RMS "), "\(text.standardError)")
    #expect(!text.output.contains("UIScrollView:"), "a poor fit gives no line to paste: \(text.output)")
    let json = try BinaryRunner.run(["fit", path, "--model", "decay", "--format", "json"])
    #expect(json.status == 1)
    let object = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any])
    #expect(object["fitQuality"] as? String == "poor")
    let rms = try #require(object["rmsResidual"] as? Double)
    let noise = try #require(object["noiseEstimate"] as? Double)
    let ratio = try #require(object["poorFitRatio"] as? Double)
    #expect(rms > ratio * noise, "\(rms) vs \(noise)")
  }

  @Test(
    "--model auto on an exact UIScrollView fling: decay and spring tie at the rounding floor, the decay is reported")
  func autoTie() throws {
    let capture = try BinaryRunner.run(["decay", "--engine", "uikit", "--initial-velocity", "2000"])
    #expect(capture.status == 0)
    // The last row is the stop: it shows x(T) at the first frame after T, the time the
    // distance left falls to 0.5 pt, not the curve at its own time. Every row before it
    // is the exact exponential.
    var lines = capture.output.split(separator: "\n")
    #expect(lines.removeLast().hasSuffix(",0.0,3.7961495938725407"))
    let path = try write(lines.joined(separator: "\n") + "\n")
    let text = try BinaryRunner.run(["fit", path, "--model", "auto"])
    #expect(text.status == 0, "\(text.standardError)")
    #expect(text.output.contains("model: decay"), "\(text.output)")
    #expect(text.output.contains("tie: decay (3 parameters), spring (5 parameters)"), "\(text.output)")
    let json = try BinaryRunner.run(["fit", path, "--model", "auto", "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any])
    let ranking = try #require(object["ranking"] as? [[String: Any]])
    #expect(ranking.map { $0["model"] as? String } == ["decay", "spring", "cubic-bezier"])
    #expect(ranking.map { $0["tied"] as? Bool } == [true, true, false])
    #expect(ranking.prefix(2).allSatisfy { $0["deltaAIC"] as? Double == 0 })
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

  @Test(
    "ease-out rendered to 0.01 px: x1 and y1 print intervals reaching (0, 0), one-sided at the bound; JSON adds the interval keys"
  )
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

  @Test(
    "CSS ease with 0.3 px noise, with and without a 0.1 s rest: no parameter flagged, the duration's interval holds 0.4 s",
    arguments: [0.1, 0])
  func ease(rest: Double) throws {
    let path = try write(
      TimingCaptureCSV.make((0.25, 0.1, 0.25, 1), duration: 0.4, rest: rest, noise: 0.3, step: 0, seed: 1))
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
