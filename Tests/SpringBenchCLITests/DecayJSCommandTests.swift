import Foundation
import TestSupport
import Testing

/// `springbench decay` with the JS engines, and `rubber-band --offsets @FILE|-`, over the
/// built binary. Frame counts are the hand derivation's (AnimationMathTests/Data/decay_js_frames.py).
@Suite("CLI: JS decay engines and rubber-band offsets from files")
struct DecayJSCommandTests {
  /// The uneven trace of decay_js_frames.py.
  static let uneven = "0.016,0.034,0.049,0.1,0.117,0.2,0.5,0.75,1.0,1.4,2.0,2.6,3.3,4.1,5.0,5.2,6.5,8.0,10.0"

  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let frames: Int
    let handOffFrame: Int?
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(arguments: ["--engine", "motion"], frames: 168, handOffFrame: nil),
    Case(arguments: ["--engine", "motion", "--fps", "120"], frames: 336, handOffFrame: nil),
    Case(arguments: ["--engine", "motion", "--frame-times", uneven], frames: 13, handOffFrame: nil),
    Case(arguments: ["--engine", "motion", "--bounds", "0,2000"], frames: 99, handOffFrame: 36),
    Case(arguments: ["--engine", "motion", "--bounds", "0,2000", "--fps", "120"], frames: 198, handOffFrame: 72),
    Case(
      arguments: ["--engine", "motion", "--bounds", "0,2000", "--frame-times", uneven], frames: 11, handOffFrame: 8),
    Case(arguments: ["--engine", "popmotion"], frames: 179, handOffFrame: nil),
    Case(arguments: ["--engine", "popmotion", "--fps", "120"], frames: 356, handOffFrame: nil),
    Case(arguments: ["--engine", "popmotion-inertia", "--bounds", "0,2000"], frames: 128, handOffFrame: 82),
    Case(
      arguments: ["--engine", "popmotion-inertia", "--bounds", "0,2000", "--fps", "120"], frames: 254, handOffFrame: 162
    ),
    Case(arguments: ["--engine", "react-spring"], frames: 277, handOffFrame: nil),
    Case(arguments: ["--engine", "react-spring", "--fps", "120"], frames: 511, handOffFrame: nil),
    Case(arguments: ["--engine", "reanimated", "--from", "1"], frames: 69, handOffFrame: nil),
    Case(arguments: ["--engine", "reanimated", "--from", "1", "--fps", "120"], frames: 98, handOffFrame: nil),
    Case(arguments: ["--engine", "reanimated", "--from", "1", "--frame-times", uneven], frames: 18, handOffFrame: nil),
    Case(
      arguments: [
        "--engine", "reanimated", "--from", "1", "--bounds", "0,500", "--engine-params", "rubberBandEffect=true",
      ], frames: 53, handOffFrame: 12),
    Case(
      arguments: [
        "--engine", "reanimated", "--from", "1", "--bounds", "0,500", "--engine-params", "rubberBandEffect=true",
        "--fps", "120",
      ], frames: 95, handOffFrame: 25),
    Case(arguments: ["--engine", "reanimated", "--from", "0", "--bounds", "0,2000"], frames: 0, handOffFrame: nil),
  ]

  @Test("decay --summary gives the hand-derived frame count and hand-off frame", arguments: cases)
  func summary(_ c: Case) throws {
    let result = try BinaryRunner.run(["decay", "--initial-velocity", "3000", "--summary"] + c.arguments)
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("frames: \(c.frames)"), "\(lines)")
    #expect(lines.contains("completed: true"), "\(lines)")
    if let frame = c.handOffFrame {
      #expect(lines.contains("handoff_frame: \(frame)"), "\(lines)")
    } else {
      #expect(lines.contains("handoff_phase: none"), "\(lines)")
    }
  }

  @Test(
    "decay CSV: the t = 0 row, then one finite row per frame",
    arguments: ["motion", "popmotion", "popmotion-inertia", "react-spring", "reanimated"])
  func csv(engine: String) throws {
    let result = try BinaryRunner.run([
      "decay", "--engine", engine, "--initial-velocity", "-1200", "--from", "5", "--fps", "120",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.output.split(separator: "\n")
    #expect(lines.first == "t,value,velocity,engine_time")
    #expect(lines.dropFirst().first?.hasPrefix("0.0,5.0,") == true)
    #expect(lines.count > 20)
    #expect(!result.output.contains("nan") && !result.output.contains("inf"))
  }

  @Test("generic flags reach the JS engines' keys (--time-constant in s → ms, --snap-to, --rate, --rest-speed)")
  func flags() throws {
    func out(_ arguments: [String]) throws -> String {
      let result = try BinaryRunner.run(["decay", "--initial-velocity", "3000", "--from", "1"] + arguments)
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
      return result.output
    }
    #expect(
      try out(["--engine", "motion", "--time-constant", "0.2"])
        == (try out(["--engine", "motion", "--engine-params", "timeConstant=200"])))
    #expect(
      try out(["--engine", "popmotion", "--time-constant", "0.5"])
        == (try out(["--engine", "popmotion", "--engine-params", "timeConstant=500"])))
    #expect(
      try out(["--engine", "motion", "--snap-to", "100", "--bounds", "0,1500"])
        == (try out(["--engine", "motion", "--engine-params", "snapTo=100", "--bounds", "0,1500"])))
    #expect(
      try out(["--engine", "motion", "--rest-speed", "20", "--bounds", "0,1500"])
        == (try out(["--engine", "motion", "--engine-params", "restSpeed=20", "--bounds", "0,1500"])))
    #expect(
      try out(["--engine", "reanimated", "--rate", "0.995"])
        == (try out(["--engine", "reanimated", "--engine-params", "deceleration=0.995"])))
    #expect(
      try out(["--engine", "react-spring", "--rate", "0.99"])
        == (try out(["--engine", "react-spring", "--engine-params", "deceleration=0.99"])))
    let snapped = try BinaryRunner.run([
      "decay", "--engine", "motion", "--initial-velocity", "3000", "--snap-to", "500", "--summary",
    ])
    #expect(snapped.output.contains("rest_position: 2500.0\n"))
    // Refusals name the problem.
    let bounded = try BinaryRunner.run([
      "decay", "--engine", "react-spring", "--initial-velocity", "3000", "--bounds", "0,100",
    ])
    #expect(bounded.status != 0 && bounded.standardError.contains("no bounds"))
    let rubber = try BinaryRunner.run([
      "decay", "--engine", "reanimated", "--initial-velocity", "3000", "--from", "1", "--engine-params",
      "rubberBandEffect=true",
    ])
    #expect(rubber.status != 0 && rubber.standardError.contains("clamp"))
    let rate = try BinaryRunner.run(["decay", "--engine", "popmotion", "--initial-velocity", "3000", "--rate", "0.99"])
    #expect(rate.status != 0 && rate.standardError.contains("--rate"))
  }

  /// Documentation/Decay.md's Reanimated figures (rest 1037 / 744 px, distances 1035.8 / 742.6 px from 1 px),
  /// a regression pin of the sentence: the frames themselves are checked against the
  /// hand derivation above.
  @Test(
    "Decay.md's Reanimated withDecay distances from 1 px at 60 and 120 Hz",
    arguments: [
      ("60", 1037.0, 1035.8), ("120", 744.0, 742.6),
    ])
  func reanimatedReadmeDistances(fps: String, rest: Double, distance: Double) throws {
    let result = try BinaryRunner.run([
      "engines", "decay", "--initial-velocity", "3000", "--from", "1", "--engines", "reanimated", "--fps", fps,
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let row = try #require(result.output.split(separator: "\n").dropFirst().first).split(
      separator: ",", omittingEmptySubsequences: false)
    let final = try #require(Double(row[3])), travelled = try #require(Double(row[4]))
    #expect((final).rounded() == rest, "rest \(final)")
    #expect((travelled * 10).rounded() / 10 == distance, "distance \(travelled)")
  }

  @Test("engines decay lists the JS engines on a fling")
  func enginesTable() throws {
    let result = try BinaryRunner.run([
      "engines", "decay", "--initial-velocity", "3000", "--from", "0", "--bounds", "0,2000",
    ])
    #expect(result.status == 0)
    let rows = result.output.split(separator: "\n").map(String.init)
    #expect(rows.contains { $0.hasPrefix("motion,99,1.65,2000.0,2000.0,") })
    #expect(rows.contains { $0.hasPrefix("popmotion-inertia,128,2.1333333333333333,2000.0,2000.0,") })
    #expect(rows.contains { $0.hasPrefix("reanimated,0,0.0,0.0,0.0,") })
    // popmotion and react-spring have no bounds (refused, or run unbounded with a note).
    #expect(rows.contains { $0.hasPrefix("popmotion,") && $0.contains("bounds") })
    #expect(rows.contains { $0.hasPrefix("react-spring,") && $0.contains("bounds") })
  }

  // MARK: rubber-band --offsets

  func write(_ bytes: [UInt8]) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("springbench-offsets-\(UUID()).txt")
    try Data(bytes).write(to: url)
    return url.path
  }

  /// A run with `input` on stdin.
  func run(_ arguments: [String], stdin input: String) throws -> (status: Int32, output: String) {
    let result = try BinaryRunner.run(arguments, standardInput: Data(input.utf8))
    return (result.status, result.output)
  }

  static let band = ["rubber-band", "--engine", "uikit", "--extent", "812", "--offsets"]

  @Test("--offsets @FILE (BOM, CRLF, blank lines), - and a CSV column give the inline rows")
  func offsetsFromFiles() throws {
    let inline = try BinaryRunner.run(Self.band + ["-40,0,50.5,400"])
    #expect(inline.status == 0)
    let path = try write([0xEF, 0xBB, 0xBF] + Array("-40\r\n0\r\n\r\n  50.5 \r\n400\r\n".utf8))
    #expect(try BinaryRunner.run(Self.band + ["@" + path]).output == inline.output)
    let piped = try run(Self.band + ["-"], stdin: "-40\n0\n50.5\n400\n")
    #expect(piped.status == 0 && piped.output == inline.output)
    let csv = try write(Array("t,dx\n0,-40\n1,0\n2,50.5\n3,400\n".utf8))
    #expect(try BinaryRunner.run(Self.band + ["@" + csv, "--offsets-column", "dx"]).output == inline.output)
    let flutter = try BinaryRunner.run([
      "rubber-band", "--engine", "flutter", "--extent", "812", "--offsets", "@" + path,
    ])
    #expect(flutter.status == 0 && flutter.output.split(separator: "\n").count == 5)
  }

  @Test(
    "a bad offsets line is a usage error naming its line",
    arguments: [
      ("0\n50\nabc\n", "line 3"), ("0\ninf\n", "line 2"), ("1,2\n", "line 1"), ("\n\n", "no numbers"),
    ])
  func badOffsetsLine(content: String, fragment: String) throws {
    let path = try write(Array(content.utf8))
    expectUsageError(try BinaryRunner.run(Self.band + ["@" + path]), naming: fragment)
  }

  @Test("--offsets-column needs a file; a missing file is named")
  func offsetsColumnErrors() throws {
    expectUsageError(try BinaryRunner.run(Self.band + ["0,1", "--offsets-column", "dx"]), naming: "--offsets-column")
    expectUsageError(
      try BinaryRunner.run(Self.band + ["@/nonexistent/offsets.txt"]), naming: "/nonexistent/offsets.txt")
  }
}
