import AnimationMath
import Foundation
import TestSupport
import Testing

@testable import SpringBenchCLI

/// `fit --fix NAME=VALUE,…` read by the CLI for each model.
@Suite("fit --fix lists")
struct FitFixesTests {
  @Test("a spring list holds from, to and ω0 = √stiffness; a cubic-bezier list its control points")
  func holds() throws {
    let fixed = try FitFixes.spring("from=100, to=400,stiffness=980.7529")
    #expect(fixed[.from] == 100)  // exact: parsed literals
    #expect(fixed[.to] == 400)
    // ω0 = √k: 31.31697561794626 is the ω0 whose k rounds to 980.7529 (7 significant digits).
    expectClose(fixed[.naturalFrequency]!, 31.31697561794626, relative: 1e-7)
    #expect(try FitFixes.cubicBezier("x1=0.42,y2=1") == [.x1: 0.42, .y2: 1])
    #expect(try FitFixes.decay("decayRate=2, from=-3") == [.decayRate: 2, .from: -3])
  }

  static let bad: [(model: String, text: String, fragment: String)] = [
    (
      "spring", "mass=2",
      "unknown spring parameter 'mass' (known: from, to, naturalFrequency, dampingRatio, initialVelocity, timeOffset, stiffness)"
    ),
    ("spring", "from=abc", "'from=abc' is not NAME=VALUE with a finite number"),
    ("spring", "from=1,from=2", "from is held twice"),
    ("spring", "to=inf", "'to=inf' is not NAME=VALUE"),
    ("spring", "stiffness=0", "stiffness=0.0 must be > 0"),
    ("spring", "naturalFrequency=3,stiffness=9", "stiffness and naturalFrequency hold the same parameter"),
    ("spring", "stiffness=9,naturalFrequency=3", "stiffness and naturalFrequency hold the same parameter"),
    ("spring", "", "'' is not NAME=VALUE"),
    ("cubic-bezier", "x1=1.5", "x1=1.5 must be in [0, 1]"),
    ("cubic-bezier", "z=1", "unknown cubic-bezier parameter 'z'"),
    ("decay", "decayRate=-1", "decayRate=-1.0 must be > 0"),
    ("decay", "restPosition=3", "unknown decay parameter 'restPosition'"),
  ]

  @Test("a bad list is refused with the entry named", arguments: bad)
  func refused(_ model: String, _ text: String, _ fragment: String) {
    do throws(FitFixes.Problem) {
      switch model {
      case "spring": _ = try FitFixes.spring(text)
      case "cubic-bezier": _ = try FitFixes.cubicBezier(text)
      default: _ = try FitFixes.decay(text)
      }
      Issue.record("no error for \(model) \(text)")
    } catch {
      #expect(error.message.contains(fragment), "\(error.message)")
    }
  }

  /// A capture with motion, so that only `--fix` can be refused.
  static let capture = Data(("t,value\n" + (0..<20).map { "\(Double($0) / 60),\(Double($0 * $0))\n" }.joined()).utf8)

  @Test("the usage error names --fix as typed, with the list")
  func usageError() throws {
    let capture = try BinaryRunner.run(["fit", "-", "--fix", "mass=2"], standardInput: Self.capture)
    expectUsageError(capture, naming: "--fix mass=2")
    let auto = try BinaryRunner.run(["fit", "-", "--model", "auto", "--fix", "from=0"], standardInput: Self.capture)
    expectUsageError(auto, naming: "applies to one model, not auto")
  }
}
