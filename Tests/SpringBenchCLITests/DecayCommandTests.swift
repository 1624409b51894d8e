import AnimationMath
import Foundation
import TestSupport
import Testing

/// `springbench decay` and `springbench rubber-band` over the built binary.
@Suite("CLI: decay and rubber-band")
struct DecayCommandTests {
  @Test("decay writes t,value,velocity,engine_time from the t = 0 row to the stop frame")
  func frames() throws {
    let result = try BinaryRunner.run(["decay", "--engine", "uikit", "--initial-velocity", "3000"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.first == "t,value,velocity,engine_time")
    #expect(lines.dropFirst().first == "0.0,0.0,3000.0,0.0")
    // header, t = 0, 240 frames: Lobanov's duration 3.998679 s (UIKitDecayEngineTests) → frame 240 at 4.0 s.
    #expect(lines.count == 1 + 1 + 240)
    #expect(result.standardError.isEmpty)
  }

  @Test("decay --summary prints the rest, the duration, and uikit's projection beside the exact integral")
  func summary() throws {
    let result = try BinaryRunner.run(["decay", "--engine", "uikit", "--initial-velocity", "3000", "--summary"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("duration: 4.0"))
    #expect(lines.contains("deceleration_rate: 0.998"))
    #expect(lines.contains { $0.hasPrefix("projection_wwdc18: 1496.99999") })
    #expect(lines.contains { $0.hasPrefix("exact_integral: 1498.49949") })
  }

  @Test("generic flags map onto the engine's keys; --bounds takes inf")
  func flags() throws {
    let fast = try BinaryRunner.run([
      "decay", "--engine", "uikit", "--initial-velocity", "3000", "--rate", "fast", "--summary",
    ])
    #expect(fast.output.contains("deceleration_rate: 0.99\n"))
    let bounded = try BinaryRunner.run(
      ["decay", "--engine", "android-fling", "--initial-velocity", "3000", "--bounds", "-inf,500", "--summary"])
    #expect(bounded.status == 0)
    #expect(bounded.output.contains("rest_position: 500.0\n"))
    // Hand: 5 pt left to travel at ln(2.0020026706730794·5/3000)/(−2.0020026706730794) = 2.848538 s
    // → frame 171 at 2.85 s. The threshold is a distance: --rest-speed does not reach it.
    let slow = try BinaryRunner.run([
      "decay", "--engine", "uikit", "--initial-velocity", "3000", "--engine-params", "threshold=5", "--summary",
    ])
    #expect(slow.output.contains("duration: 2.85\n"))
    #expect(slow.output.contains("frames: 171\n"))
    expectUsageError(
      try BinaryRunner.run(["decay", "--engine", "uikit", "--initial-velocity", "3000", "--rest-speed", "10"]),
      naming: "--rest-speed")
    // --drag and --constant-deceleration reach FrictionSimulation's keys: the same run as --engine-params.
    let flagged = try BinaryRunner.run(
      [
        "decay", "--engine", "flutter-friction", "--initial-velocity", "3000", "--drag", "0.2",
        "--constant-deceleration", "1400",
      ])
    let keyed = try BinaryRunner.run(
      [
        "decay", "--engine", "flutter-friction", "--initial-velocity", "3000", "--engine-params",
        "drag=0.2,constantDeceleration=1400",
      ])
    #expect(flagged.status == 0)
    #expect(flagged.output == keyed.output)
    let multiplier = try BinaryRunner.run(
      [
        "decay", "--engine", "compose-exponential", "--initial-velocity", "3000", "--friction-multiplier", "2",
        "--summary",
      ])
    let keyedMultiplier = try BinaryRunner.run(
      [
        "decay", "--engine", "compose-exponential", "--initial-velocity", "3000", "--engine-params",
        "frictionMultiplier=2", "--summary",
      ])
    #expect(multiplier.status == 0)
    #expect(multiplier.output == keyedMultiplier.output)
    #expect(multiplier.output.contains("handoff_phase: none\n"))
    let ran = try BinaryRunner.run([
      "decay", "--engine", "ideal", "--initial-velocity", "3000", "--frame-times", "0.1,0.2",
    ])
    #expect(ran.status == 0)
    #expect(ran.standardError.contains("had not stopped"))
  }

  @Test(
    "usage errors name the flag",
    arguments: [
      (["decay", "--initial-velocity", "1"], "--engine"),
      (["decay", "--engine", "uikit"], "--initial-velocity"),
      (["decay", "--engine", "ideal", "--initial-velocity", "1", "--friction", "2"], "--friction"),
      (["decay", "--engine", "uikit", "--initial-velocity", "1", "--bounds", "5,1"], "--bounds"),
      (["decay", "--engine", "uikit", "--initial-velocity", "1", "--rate", "2"], "--engine uikit"),
      (["decay", "--engine", "react-native", "--initial-velocity", "1", "--bounds", "0,1"], "--engine react-native"),
      (
        [
          "decay", "--engine", "uikit", "--initial-velocity", "1", "--rate", "fast", "--engine-params",
          "decelerationRate=normal",
        ], "--rate"
      ),
      (["rubber-band", "--engine", "uikit", "--extent", "0", "--offsets", "1"], "--extent"),
      (["decay", "--engine", "uikit", "--initial-velocity", "1", "--drag", "0.5"], "--drag"),
      (["decay", "--engine", "flutter-friction", "--initial-velocity", "1", "--drag", "1.5"], "--drag"),
      (
        ["decay", "--engine", "flutter-friction", "--initial-velocity", "1", "--constant-deceleration", "-1"],
        "--constant-deceleration"
      ),
      (
        [
          "decay", "--engine", "compose-exponential", "--initial-velocity", "1", "--friction", "2",
          "--friction-multiplier", "2",
        ],
        "--friction-multiplier"
      ),
      (["decay", "--engine", "ideal", "--initial-velocity", "1", "--time-constant", "0"], "--time-constant"),
    ])
  func usageErrors(_ row: ([String], String)) throws {
    expectUsageError(try BinaryRunner.run(row.0), naming: row.1)
  }

  @Test("engines decay prints one row per decay engine")
  func enginesDecay() throws {
    let result = try BinaryRunner.run([
      "engines", "decay", "--initial-velocity", "3000", "--from", "0", "--bounds", "0,2000",
    ])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "engine,frames,completion_time,final_value,distance,notes")
    #expect(lines.count == 1 + DecayEngineName.allCases.count)
    // Frame counts from the hand derivation (Data/decay_stop_frames.py) at 60 Hz.
    #expect(lines.contains { $0.hasPrefix("uikit,240,4.0,") })
    #expect(lines.contains { $0.hasPrefix("android-fling,61,") })
    // DecayAnimation has no bounds: it runs unbounded (187 frames, the hand derivation) and says so.
    #expect(
      lines.contains { $0.hasPrefix("react-native,187,") && $0.hasSuffix("react-native has no bounds: run unbounded") })
    #expect(lines.contains { $0.hasPrefix("flutter-friction,1,") && $0.contains("BoundedFrictionSimulation") })
    expectUsageError(
      try BinaryRunner.run(["engines", "decay", "--initial-velocity", "1", "--engines", "nope"]), naming: "--engines")
    let picture = try BinaryRunner.run(
      ["engines", "decay", "--initial-velocity", "3000", "--bounds", "0,2000", "--format", "svg"])
    #expect(picture.status == 0)
    #expect(picture.output.hasPrefix("<svg") || picture.output.hasPrefix("<?xml"))
    for name in DecayEngineName.allCases {
      #expect(picture.output.contains(">\(name.rawValue)<"), "legend lacks \(name.rawValue)")
    }
  }

  @Test("decay --help lists every engine with the velocity unit it uses inside")
  func helpListsEngines() throws {
    let help = try BinaryRunner.run(["decay", "--help"]).output
    for name in DecayEngineName.allCases {
      #expect(help.contains("  \(name.rawValue) (\(name.internalVelocityUnit))"), "help lacks \(name.rawValue)")
    }
    #expect(help.contains("react-native (units/ms)"))
  }

  @Test("rubber-band writes offset,displayed")
  func rubberBand() throws {
    let result = try BinaryRunner.run(["rubber-band", "--engine", "uikit", "--extent", "400", "--offsets", "0,100"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.first == "offset,displayed")
    #expect(lines.dropFirst().first == "0.0,0.0")
    // Hand: 0.55·100·400/(400 + 55) = 48.35164835164835.
    #expect(lines.last?.hasPrefix("100.0,48.351648351648") == true)
    let gesture = try BinaryRunner.run(
      [
        "rubber-band", "--engine", "use-gesture", "--extent", "inf", "--offsets", "16", "--engine-params",
        "constant=0.15",
      ])
    let flutter = try BinaryRunner.run([
      "rubber-band", "--engine", "flutter", "--extent", "100", "--offsets", "3.5", "--drag-step", "1",
    ])
    // Hand: RubberBandTests.flutterSteps, 2.2637024335223215.
    #expect(flutter.output.contains("3.5,2.26370243352232"))
    // Hand: 16^0.75 = 8.
    #expect(gesture.output.hasSuffix("16.0,8.0\n") || gesture.output.contains("16.0,7.99999999"))
  }

  /// `--rate fast` is ScrollDecelerationRate.fast's friction base 0.26. Hand, V = 100, 1-unit
  /// steps, total 3.5: step 1 at the bound passes whole (o = 1); step 2: γ = 0.26·0.99² =
  /// 0.254826, o = 1.254826; step 3: γ = 0.26·(1 − 0.01254826)², o = 1.50834184…; the 0.5
  /// remainder: o = 1.634449731537441.
  @Test("rubber-band flutter takes --rate normal|fast, the same as --engine-params rate")
  func rubberBandRate() throws {
    let base = ["rubber-band", "--engine", "flutter", "--extent", "100", "--offsets", "3.5"]
    let flag = try BinaryRunner.run(base + ["--rate", "fast"])
    #expect(flag.status == 0, "\(flag.standardError)")
    #expect(flag.output.contains("3.5,1.63444973153744"))
    #expect(flag.output == (try BinaryRunner.run(base + ["--engine-params", "rate=fast"])).output)
    #expect((try BinaryRunner.run(base + ["--rate", "normal"])).output.contains("3.5,2.26370243352232"))
    expectUsageError(try BinaryRunner.run(base + ["--rate", "0.99"]), naming: "--rate")
    expectUsageError(
      try BinaryRunner.run(base + ["--rate", "fast", "--engine-params", "rate=normal"]), naming: "--rate")
    expectUsageError(
      try BinaryRunner.run(["rubber-band", "--engine", "uikit", "--extent", "100", "--offsets", "1", "--rate", "fast"]),
      naming: "--rate")
  }

  /// The remainder rule is stated in help, and a drag that needs more than 10⁷ steps is
  /// refused (naming --drag-step and the smallest step that would do) instead of cut short.
  @Test("rubber-band flutter: the partial last step is stated; too many steps is a usage error")
  func rubberBandDragSteps() throws {
    let help = try BinaryRunner.run(["rubber-band", "--help"]).output
    #expect(help.contains("remainder"), "\(help)")
    let base = ["rubber-band", "--engine", "flutter", "--extent", "100", "--drag-step", "1"]
    let result = try BinaryRunner.run(base + ["--offsets", "10000001"])
    expectUsageError(result, naming: "--drag-step")
    #expect(result.standardError.contains("1.0000001"), "\(result.standardError)")
    // A listed offset is checked before any row: no partial output (stdout stays empty).
    expectUsageError(try BinaryRunner.run(base + ["--offsets", "1,-20000000"]), naming: "--drag-step")
  }
}
