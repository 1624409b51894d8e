import Foundation
import TestSupport
import Testing

/// `--engine`, `engines` and `describe --engine` over the built binary.
@Suite("CLI: engines")
struct EngineCommandTests {
  static let seed = ["--response", "0.55", "--damping-fraction", "0.825", "--from", "0", "--to", "300"]

  @Test("--engine ideal alone is byte-identical to the plain curve")
  func idealIsTheCurve() throws {
    let plain = try BinaryRunner.run(Self.seed)
    let ideal = try BinaryRunner.run(Self.seed + ["--engine", "ideal"])
    #expect(plain.status == 0 && ideal.status == 0)
    #expect(plain.standardOutput == ideal.standardOutput)
  }

  @Test("--engine writes t,value,velocity,engine_time from a t = 0 row at 60 Hz")
  func engineFrames() throws {
    let result = try BinaryRunner.run(Self.seed + ["--engine", "android", "--reference", "ideal"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.first == "t,value,velocity,engine_time,ideal_value")
    #expect(lines.dropFirst().first == "0.0,0.0,0.0,0.0,0.0")
    #expect(lines.count == 1 + 1 + 43)  // header, t = 0, 43 frames (completion at 0.7167 s)
    #expect(result.standardError.isEmpty)
  }

  @Test("frames that run out say so on stderr; --frame-times in ms")
  func framesRunOut() throws {
    let result = try BinaryRunner.run(
      Self.seed + ["--engine", "flutter", "--frame-times", "16,33,50", "--frame-time-unit", "ms"])
    #expect(result.status == 0)
    #expect(result.output.split(separator: "\n").count == 5)
    #expect(result.standardError.contains("had not completed"))
  }

  @Test("engines prints one row per engine name, the native ones completed")
  func enginesTable() throws {
    let result = try BinaryRunner.run(["engines"] + Self.seed)
    #expect(result.status == 0)
    let rows = result.output.split(separator: "\n").dropFirst()
    #expect(rows.count == 19)
    for name in ["ideal", "core-animation", "uikit", "swiftui", "android", "compose", "flutter"] {
      let row = rows.first { $0.hasPrefix("\(name),") }
      #expect(
        row.map { !$0.hasSuffix(",not built in this version") && $0.split(separator: ",").count >= 7 } == true,
        "\(name)")
    }
  }

  @Test("describe --engine gives the resolved parameters, thresholds and completion")
  func describeEngine() throws {
    let result = try BinaryRunner.run([
      "describe", "--engine", "android", "--stiffness", "1500", "--damping", "1", "--to", "300",
    ])
    #expect(result.status == 0)
    #expect(result.output.contains("engine branch: critical (ζ == 1 exactly)"))
    #expect(result.output.contains("engine threshold valueThreshold = 0.75·minimumVisibleChange: 0.75"))
    #expect(result.output.contains("engine completion time (s): "))
  }

  @Test(
    "usage errors name the flag",
    arguments: [
      (["--engine", "motion@11"], "--engine"),
      (["--engine", "flutter", "--engine-params", "tension=40"], "--engine-params"),
      (["--engine", "android", "--rest-speed", "2"], "--rest-speed"),
      (["--frame-times", "0.1"], "--frame-times"),
      (["--engine", "compose", "--frame-times", "0.2,0.1"], "--frame-times"),
      (["--engine", "compose", "--retarget", "0.1"], "--retarget"),
      (["--engine", "compose", "--clamp", "1"], "--clamp"),
      (["engines", "--engines", "ideal,nope"], "--engines"),
    ])
  func usageErrors(arguments: [String], flag: String) throws {
    expectUsageError(try BinaryRunner.run(arguments), naming: flag)
  }

  @Test(
    "a one-sided --clamp (-inf or inf) is the engine's own one-sided bound",
    arguments: [
      ("android", "-inf,310", "maxValue=310"), ("android", "-5,inf", "minValue=-5"),
      ("compose", "-inf,310", "upperBound=310"), ("flutter", "-inf,310", "upperBound=310"),
    ])
  func oneSidedClamp(engine: String, clamp: String, params: String) throws {
    let spring = ["--stiffness", "300", "--damping", "8", "--from", "0", "--to", "300"]
    let clamped = try BinaryRunner.run(["--engine", engine, "--clamp", clamp] + spring)
    #expect(clamped.status == 0, "\(clamped.standardError)")
    let own = try BinaryRunner.run(["--engine", engine, "--engine-params", params] + spring)
    #expect(clamped.output == own.output)
  }

  @Test("flutter takes --rest-speed inf (Tolerance(velocity: double.infinity)): the limit of a huge rest speed")
  func flutterInfiniteRestSpeed() throws {
    let spring = ["--stiffness", "300", "--damping", "8", "--from", "0", "--to", "300"]
    let infinite = try BinaryRunner.run(["--engine", "flutter", "--rest-speed", "inf"] + spring)
    #expect(infinite.status == 0, "\(infinite.standardError)")
    let huge = try BinaryRunner.run(["--engine", "flutter", "--rest-speed", "1e300"] + spring)
    #expect(infinite.output == huge.output)
    expectUsageError(
      try BinaryRunner.run(["--engine", "motion", "--rest-speed", "inf"] + spring), naming: "rest-speed")
  }

  @Test(
    "decay settings reach the engine's own key: android-fling --min-visible-change, compose-exponential --rest-speed",
    arguments: [
      ("android-fling", ["--min-visible-change", "0.25"], "minimumVisibleChange=0.25"),
      ("compose-exponential", ["--rest-speed", "40"], "absVelocityThreshold=40"),
    ])
  func decaySettings(engine: String, flag: [String], params: String) throws {
    let fling = ["decay", "--engine", engine, "--initial-velocity", "1500"]
    let generic = try BinaryRunner.run(fling + flag)
    #expect(generic.status == 0, "\(generic.standardError)")
    let own = try BinaryRunner.run(fling + ["--engine-params", params])
    #expect(generic.output == own.output)
    let plain = try BinaryRunner.run(fling)
    #expect(generic.output != plain.output)
  }

  /// A duration spring in motion's own keys with a velocity the default UIKit flags admit no
  /// spring for: motion's findSpring resolves it (motion 13 without the velocity, k =
  /// 646.878…; framer-motion 12 with −v/1000, k = 676.315…, Data/js_engines_stop_frames.py)
  /// and the run finishes on the 0.5 s frame (30th at 60 Hz) at the target.
  @Test(
    "motion's duration spring with an initial velocity runs by its own findSpring", arguments: ["motion", "motion@12"])
  func motionDurationSpringWithVelocity(engine: String) throws {
    let flags = [
      "--engine", engine, "--engine-params", "duration=500,bounce=0.5", "--initial-velocity", "2000", "--to", "100",
    ]
    let result = try BinaryRunner.run(flags)
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 1 + 1 + 30)
    #expect(lines.last?.hasPrefix("0.5,100.0,") == true)
    let described = try BinaryRunner.run(["describe"] + flags)
    #expect(described.status == 0)
    let stiffness = engine == "motion" ? "646.87800636" : "676.31595346"
    #expect(described.output.contains("engine stiffness: \(stiffness)"))
  }
}
