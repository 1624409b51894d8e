import AnimationMath
import Foundation
import TestSupport
import Testing

/// `springbench decay` over the built binary for the spring-back engines: `flutter`,
/// `flutter-bouncing` and `uikit`, at 60 and 120 Hz and an uneven trace, with and without
/// bounds (one-sided too), and `--summary`'s hand-off lines.
@Suite("CLI: flutter, flutter-bouncing and uikit decays")
struct FlutterDecayCommandTests {
  static let engines = ["flutter", "flutter-bouncing", "uikit"]
  static let timings: [[String]] = [
    ["--fps", "60"], ["--fps", "120"],
    ["--frame-times", "0.016,0.034,0.049,0.1,0.117,0.2,0.5,0.75,1.0,1.4,2.0,2.6,3.3,4.1,5.0,5.2,6.5,8.0,10.0"],
  ]
  static let bounds: [String?] = [nil, "0,2000", "-inf,500", "-300,inf"]

  @Test("every engine, clock and bounds case writes finite rows up to its stop", arguments: engines)
  func runs(_ engine: String) throws {
    var checked = 0
    for timing in Self.timings {
      for bounds in Self.bounds {
        for velocity in ["8000", "-8000"] {
          var arguments = ["decay", "--engine", engine, "--initial-velocity", velocity, "--from", "100"]
          arguments += timing
          if let bounds { arguments += ["--bounds", bounds] }
          let result = try BinaryRunner.run(arguments)
          let context = arguments.joined(separator: " ")
          #expect(result.status == 0, "\(context)")
          #expect(result.standardError.isEmpty, "\(context): \(result.standardError)")
          let lines = result.output.split(separator: "\n")
          #expect(lines.first == "t,value,velocity,engine_time", "\(context)")
          #expect(lines.count > 3, "\(context)")
          let rows = lines.dropFirst().map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
          }
          #expect(rows.allSatisfy { $0.count == 4 && $0.allSatisfy { $0?.isFinite ?? true } }, "\(context)")
          // 8000 px/s from 100 passes every finite bound in its direction: the run ends on it.
          if let bounds {
            let sides = bounds.split(separator: ",").map {
              Double($0 == "inf" ? "infinity" : $0 == "-inf" ? "-infinity" : String($0))!
            }
            let bound = velocity.hasPrefix("-") ? sides[0] : sides[1]
            if bound.isFinite { #expect(rows.last?[1] == bound, "\(context)") }  // exact: the bound is written as given
          }
          checked += 1
        }
      }
    }
    #expect(checked == Self.timings.count * Self.bounds.count * 2)
  }

  @Test("--summary prints the hand-off: time, frame, value, velocity, target", arguments: engines)
  func summary(_ engine: String) throws {
    for fps in ["60", "120"] {
      let result = try BinaryRunner.run(
        ["decay", "--engine", engine, "--initial-velocity", "8000", "--bounds", "0,2000", "--fps", fps, "--summary"])
      #expect(result.status == 0)
      let lines = result.output.split(separator: "\n").map(String.init)
      #expect(lines.contains("rest_position: 2000.0"), "\(engine) \(fps)")
      for key in [
        "handoff_phase: ", "handoff_time: ", "handoff_frame: ", "handoff_velocity: ", "handoff_target: 2000.0",
      ] {
        #expect(lines.contains { $0.hasPrefix(key) }, "\(engine) \(fps): \(key)")
      }
      let phase = lines.first { $0.hasPrefix("handoff_phase: ") } ?? ""
      switch engine {
      case "flutter": #expect(phase.contains("clamp"))
      case "flutter-bouncing": #expect(phase.contains("ScrollSpringSimulation"))
      default: #expect(phase.contains("stated choice") && phase.contains("not an iOS fact"))
      }
    }
  }

  @Test("a start outside the bounds with zero velocity springs back", arguments: engines)
  func springBack(_ engine: String) throws {
    let result = try BinaryRunner.run(
      ["decay", "--engine", engine, "--initial-velocity", "0", "--from", "2100", "--bounds", "0,2000", "--summary"])
    #expect(result.status == 0)
    #expect(result.output.contains("rest_position: 2000.0\n"))
    #expect(result.output.contains("handoff_frame: 0\n"))
  }

  @Test("--rate fast and --density reach flutter-bouncing's keys; uikit's --density is its screen scale")
  func flags() throws {
    let flagged = try BinaryRunner.run(
      ["decay", "--engine", "flutter-bouncing", "--initial-velocity", "3000", "--rate", "fast", "--density", "2"])
    let keyed = try BinaryRunner.run(
      [
        "decay", "--engine", "flutter-bouncing", "--initial-velocity", "3000", "--engine-params",
        "rate=fast,devicePixelRatio=2",
      ])
    #expect(flagged.status == 0)
    #expect(flagged.output == keyed.output)
    let scaled = try BinaryRunner.run(
      ["decay", "--engine", "uikit", "--initial-velocity", "3000", "--bounds", "0,1000", "--density", "1"])
    let scaleKeyed = try BinaryRunner.run(
      [
        "decay", "--engine", "uikit", "--initial-velocity", "3000", "--bounds", "0,1000", "--engine-params",
        "screenScale=1",
      ])
    #expect(scaled.status == 0)
    #expect(scaled.output == scaleKeyed.output)
    let friction = try BinaryRunner.run([
      "decay", "--engine", "flutter", "--initial-velocity", "3000", "--friction", "0.03",
    ])
    let frictionKeyed = try BinaryRunner.run([
      "decay", "--engine", "flutter", "--initial-velocity", "3000", "--engine-params", "friction=0.03",
    ])
    #expect(friction.status == 0)
    #expect(friction.output == frictionKeyed.output)
    expectUsageError(
      try BinaryRunner.run(["decay", "--engine", "flutter-bouncing", "--initial-velocity", "1", "--rate", "0.99"]),
      naming: "--engine flutter-bouncing")
  }
}
