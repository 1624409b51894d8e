import Foundation
import TestSupport
import Testing

/// How the spring flags become a spring: velocities in both units, the
/// parametrisation chosen by the flags, and errors that name what was typed.
@Suite("Spring input: velocities, parametrisations, errors naming the typed flag")
struct SpringInputTests {
  /// GSL rk8pd at 1e-12 against the closed form: agreement seen is ~1e-15 of
  /// the motion's scale; 1e-11 leaves room for GSL's own error on any row.
  static let gslAgreement = 1e-11

  func rows(_ arguments: [String]) throws -> [[Double]] {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 0, "\(result.standardError)")
    return result.output.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double($0)! } }
  }

  @Test("--initial-velocity starts a spring at rest position, checked against GSL")
  func velocityOnlyStart() throws {
    let table = try rows([
      "--from", "0", "--to", "0", "--mass", "1", "--stiffness", "100", "--damping-coefficient", "10",
      "--initial-velocity", "1", "--times", "0,0.05,0.1,0.3", "--reference", "rk8pd",
    ])
    #expect(table.count == 4)
    #expect(table[0][2].isApproximatelyEqual(to: 1, absoluteTolerance: 0))
    #expect(table[2][1] > 0.05, "the start is not at rest: \(table[2])")
    for row in table { #expect(row[5] <= Self.gslAgreement, "row \(row)") }
  }

  @Test("--initial-velocity is absolute: the same curve as the relative --velocity times the travel")
  func absoluteEqualsRelative() throws {
    let relative = try BinaryRunner.run([
      "--response", "0.4", "--from", "10", "--to", "310", "--velocity", "2", "--samples", "50",
    ])
    let absolute = try BinaryRunner.run([
      "--response", "0.4", "--from", "10", "--to", "310", "--initial-velocity", "600", "--samples", "50",
    ])
    #expect(relative.status == 0 && relative.standardOutput == absolute.standardOutput)
  }

  @Test("--velocity with zero travel names both flags")
  func relativeVelocityWithoutTravel() throws {
    let result = try BinaryRunner.run(["--from", "0", "--to", "0", "--stiffness", "100", "--velocity", "1"])
    expectUsageError(result, naming: "--velocity")
    #expect(result.standardError.contains("--initial-velocity"))
  }

  @Test("--velocity and --initial-velocity cannot be mixed")
  func bothVelocities() throws {
    expectUsageError(
      try BinaryRunner.run(["--velocity", "1", "--initial-velocity", "1"]), naming: "--initial-velocity")
  }

  @Test("Android: --stiffness K --damping-ratio Z is SpringForce (ω0 = √K, ζ = Z)")
  func androidParametrisation() throws {
    let result = try BinaryRunner.run(["describe", "--stiffness", "1500", "--damping-ratio", "0.5"])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = Dictionary(
      uniqueKeysWithValues: result.output.split(separator: "\n").map { line -> (String, String) in
        let parts = line.split(separator: ":", maxSplits: 1)
        return (String(parts[0]), String(parts[1].dropFirst()))
      })
    #expect(lines["parametrisation"]?.hasPrefix("Android SpringForce") == true)
    #expect(
      Double(lines["natural frequency ω0 (rad/s)"]!)!.isApproximatelyEqual(
        to: 1500.0.squareRoot(), relativeTolerance: 1e-15))
    #expect(Double(lines["damping ratio ζ"]!)!.isApproximatelyEqual(to: 0.5, relativeTolerance: 1e-15))
  }

  struct BadCase: Sendable, CustomStringConvertible {
    let arguments: [String]
    let names: String
    var description: String { arguments.joined(separator: " ") }
  }

  static let badCases: [BadCase] = [
    .init(arguments: ["--from", "--to", "2"], names: "Missing value for '--from <value>'"),
    .init(arguments: ["--duration", "1e-300"], names: "--duration 1e-300"),
    .init(arguments: ["--damping-ratio", "1.5"], names: "--damping-ratio"),
    .init(arguments: ["--mass", "1", "--damping", "0.5"], names: "--mass (CASpringAnimation)"),
    .init(arguments: ["--duration", "0.5", "--response", "1"], names: "--duration"),
    .init(
      arguments: ["--stiffness", "100", "--damping-coefficient", "20", "--velocity", "-1e308", "--times", "0.01"],
      names: "--velocity"),
  ]

  @Test("bad spring input names the flag the user typed", arguments: badCases)
  func badInput(_ c: BadCase) throws {
    expectUsageError(try BinaryRunner.run(c.arguments), naming: c.names)
  }

  @Test("the seed's UIKit spring at 10 s has no solution: the hint points to a shorter duration")
  func noSolutionHint() throws {
    let result = try BinaryRunner.run(["describe", "--duration", "7", "--damping", "0.6", "--velocity", "0.8"])
    expectUsageError(result, naming: "--duration 7")
    #expect(result.standardError.contains("shorter --duration"))
  }

  @Test("a decimal --step gives exact multiples: 3 × 0.1 is 0.3, as --fps 10 gives")
  func decimalStep() throws {
    let step = try BinaryRunner.run(["--mass", "1", "--step", "0.1", "--until", "1"])
    let fps = try BinaryRunner.run(["--mass", "1", "--fps", "10", "--until", "1"])
    #expect(step.status == 0 && step.standardOutput == fps.standardOutput)
    #expect(step.output.contains("\n0.3,") && !step.output.contains("0.30000000000000004"))
  }
}
