import Foundation
import TestSupport
import Testing

/// `springbench decay` with the Android spline engines (android, android-scroller, compose)
/// over the built binary: 60 and 120 Hz, an uneven trace, bounds, --summary and the flags
/// that reach their keys. Frame counts are Data/android_fling_frames.py's.
@Suite("CLI: Android spline decay engines")
struct AndroidDecayCommandTests {
  static let uneven = "0.016,0.034,0.049,0.1,0.117,0.2,0.5,0.75,1.0,1.4,2.0"

  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    /// Rendered frames (the t = 0 row not counted).
    let frames: Int
    let last: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    // 1246 ms, 1308 px: the first frame past 1246 ms is ⌊75·1000/60⌋ = 1250.
    Case(arguments: ["--engine", "android"], frames: 75, last: "1.25,1308.0,"),
    Case(arguments: ["--engine", "android", "--fps", "120"], frames: 150, last: "1.25,1308.0,"),
    Case(arguments: ["--engine", "android", "--frame-times", uneven], frames: 10, last: "1.4,1308.0,"),
    // Pinned to 1000: done on the frame whose rounded position reaches the final (script: frame 73).
    Case(arguments: ["--engine", "android-scroller", "--bounds", "0,1000"], frames: 73, last: ",1000.0,"),
    Case(arguments: ["--engine", "android-scroller", "--frame-times", uneven], frames: 10, last: "1.4,1309.0,"),
    // Compose: play time 0 on the first frame; done once play time ≥ 1246 ms (frame 76: 1250 ms).
    Case(arguments: ["--engine", "compose"], frames: 76, last: "1.2666666666666666,1308.9210205078125,0.0,1.25"),
    Case(arguments: ["--engine", "compose", "--frame-times", uneven], frames: 10, last: "1.4,1308.9210205078125,0.0,"),
    // Clamp without overscroll: edge on frame 30 (485 ms), zero-length ballistic and cubic, done on 32.
    Case(arguments: ["--engine", "android", "--bounds", "0,1000"], frames: 32, last: ",1000.0,"),
    Case(
      arguments: ["--engine", "android", "--bounds", "-inf,1000", "--overscroll", "100"], frames: 60,
      last: "1.0,1000.0,"),
    // springBack from 2100 at rest: 316 ms, the first 120 Hz frame past it is 325 ms (frame 39).
    Case(
      arguments: ["--engine", "android", "--from", "2100", "--bounds", "0,2000", "--fps", "120"], frames: 39,
      last: "0.325,2000.0,"),
  ]

  @Test("decay frames for each engine, frame rate and trace", arguments: cases)
  func frames(_ c: Case) throws {
    let velocity = c.arguments.contains("2100") ? "0" : "3000"
    let result = try BinaryRunner.run(["decay", "--initial-velocity", velocity] + c.arguments)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "t,value,velocity,engine_time")
    #expect(lines.count == 2 + c.frames)
    #expect(lines.last?.contains(c.last) == true, "last row \(lines.last ?? "")")
  }

  @Test("--summary: rest, duration, frames and the spring-back hand-off")
  func summary() throws {
    let plain = try BinaryRunner.run([
      "decay", "--engine", "android", "--initial-velocity", "3000", "--bounds", "0,2000", "--summary",
    ])
    #expect(plain.status == 0)
    #expect(plain.output.contains("rest_position: 1308.0\nduration: 1.25\n"))
    #expect(plain.output.contains("frames: 75\n"))
    #expect(plain.output.contains("handoff_phase: none\n"))
    let over = try BinaryRunner.run(
      [
        "decay", "--engine", "android", "--initial-velocity", "3000", "--bounds", "0,1000", "--overscroll", "100",
        "--summary",
      ])
    #expect(over.status == 0)
    #expect(over.output.contains("handoff_phase: CUBIC spring-back\n"))
    #expect(over.output.contains("handoff_value: 1100.0\n"))
    #expect(over.output.contains("handoff_velocity: 0.0\n"))
    #expect(over.output.contains("handoff_target: 1000.0\n"))
    #expect(over.output.contains("model_rest_position: 1308.0\n"))
    let back = try BinaryRunner.run(
      ["decay", "--engine", "android", "--initial-velocity", "0", "--from", "-50", "--bounds", "0,2000", "--summary"])
    #expect(back.output.contains("handoff_frame: 0\n"))
    #expect(back.output.contains("rest_position: 0.0\n"))
    let compose = try BinaryRunner.run([
      "decay", "--engine", "compose", "--initial-velocity", "3000", "--bounds", "0,1000", "--summary",
    ])
    #expect(compose.output.contains("rest_position: 1000.0\n"))
    #expect(compose.output.contains("model_rest_position: 1308.9210205078125\n"))
  }

  @Test("--density, --friction and --overscroll reach the engines' keys; the refling is an engine key")
  func flags() throws {
    for engine in ["android", "android-scroller", "compose"] {
      let flagged = try BinaryRunner.run([
        "decay", "--engine", engine, "--initial-velocity", "3000", "--density", "2.625", "--friction", "0.02",
      ])
      let keyed = try BinaryRunner.run(
        ["decay", "--engine", engine, "--initial-velocity", "3000", "--engine-params", "density=2.625,friction=0.02"])
      #expect(flagged.status == 0, "\(engine)")
      #expect(flagged.output == keyed.output, "\(engine)")
    }
    let over = try BinaryRunner.run([
      "decay", "--engine", "android", "--initial-velocity", "3000", "--bounds", "0,1000", "--overscroll", "100",
    ])
    let overKey = try BinaryRunner.run(
      [
        "decay", "--engine", "android", "--initial-velocity", "3000", "--bounds", "0,1000", "--engine-params",
        "over=100",
      ])
    #expect(over.output == overKey.output)
    let refling = try BinaryRunner.run(
      [
        "decay", "--engine", "android", "--initial-velocity", "3000", "--engine-params",
        "reflingTime=0.25,reflingVelocity=3000", "--summary",
      ])
    #expect(refling.status == 0)
    let single = try BinaryRunner.run(["decay", "--engine", "android", "--initial-velocity", "3000", "--summary"])
    #expect(refling.output != single.output)
    #expect(refling.output.contains("completed: true\n"))
  }

  @Test(
    "usage errors name the flag or key",
    arguments: [
      (["decay", "--engine", "compose", "--initial-velocity", "1", "--overscroll", "10"], "--overscroll"),
      (["decay", "--engine", "android-scroller", "--initial-velocity", "1", "--overscroll", "10"], "--overscroll"),
      (
        ["decay", "--engine", "android", "--initial-velocity", "1", "--engine-params", "reflingTime=1"],
        "reflingVelocity"
      ),
      (["decay", "--engine", "android", "--initial-velocity", "1e7"], "velocity"),
      (
        ["decay", "--engine", "android-scroller", "--initial-velocity", "1", "--from", "5", "--bounds", "0,1"],
        "outside"
      ),
    ])
  func usageErrors(_ row: ([String], String)) throws {
    expectUsageError(try BinaryRunner.run(row.0), naming: row.1)
  }

  @Test("engines decay includes the three spline engines")
  func enginesDecay() throws {
    let result = try BinaryRunner.run([
      "engines", "decay", "--initial-velocity", "3000", "--from", "0", "--bounds", "0,2000",
    ])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("android,75,1.25,1308.0,1308.0,"))
    #expect(lines.contains("android-scroller,73,1.2166666666666666,1309.0,1309.0,"))
    #expect(lines.contains("compose,76,1.2666666666666666,1308.9210205078125,1308.9210205078125,"))
  }
}
