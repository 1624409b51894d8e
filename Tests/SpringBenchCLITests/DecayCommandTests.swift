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
    // header, t = 0, 261 frames: the hand derivation in AnimationMathTests/Data/decay_stop_frames.py.
    #expect(lines.count == 1 + 1 + 261)
    #expect(result.standardError.isEmpty)
  }

  @Test("decay --summary prints the rest, the duration, and uikit's projection beside the exact integral")
  func summary() throws {
    let result = try BinaryRunner.run(["decay", "--engine", "uikit", "--initial-velocity", "3000", "--summary"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("duration: 4.35"))
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
    // Hand: |v| = 3000·0.998^(1000t) < 10 after ln(300)/(−1000·ln 0.998) = 2.84904 s → frame 171 at 2.85 s.
    let slow = try BinaryRunner.run([
      "decay", "--engine", "uikit", "--initial-velocity", "3000", "--rest-speed", "10", "--summary",
    ])
    #expect(slow.output.contains("duration: 2.85\n"))
    #expect(slow.output.contains("frames: 171\n"))
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
    #expect(lines.contains { $0.hasPrefix("uikit,261,4.35,") })
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
}
