import Foundation
import TestSupport
import Testing

/// Inputs whose arithmetic overflows are refused when their flag is read;
/// engines whose own integrator diverges end at the last finite frame with a
/// note. No internal NaN error and no partial row either way.
@Suite("input limits and diverging engines")
struct InputLimitsTests {
  @Test(
    "an input beyond the finite range is a usage error naming its flag",
    arguments: [
      (["engines", "--mass", "1e-300", "--stiffness", "1", "--damping-coefficient", "1"], "--mass"),
      (["engines", "decay", "--initial-velocity", "1e300", "--bounds", "0,1"], "--initial-velocity"),
      (["engines", "decay", "--initial-velocity", "100", "--bounds", "0,1e300"], "--bounds"),
      (["path", "M 0 0 L 1e308 1e308 L -1e308 -1e308"], "<path-data>"),
      (["path", "--length", "M 0 0 L 1e308 1e308 L -1e308 -1e308"], "<path-data>"),
      (["--engine", "compose", "--to", "1e300"], "--to"),
      (["--to", "1e300", "--format", "json"], "--to"),
      (["--engine", "rebound", "--retarget", "0.1:1e200"], "--retarget"),
      (["--from", "-1e151"], "--from"),
      (["--to", "1e150", "--velocity", "10"], "--velocity"),
      (["--initial-velocity", "1e200", "--stiffness", "100", "--damping", "0.5"], "--initial-velocity"),
    ])
  func refused(arguments: [String], flag: String) throws {
    let result = try BinaryRunner.run(arguments)
    expectUsageError(result, naming: flag, hint: "--help", "\(arguments)")
    #expect(
      result.standardError.contains("1e1") || result.standardError.contains("1e100"),
      "no accepted range: \(result.standardError)")
  }

  @Test(
    "an engine whose own arithmetic overflows ends at its last finite frame, with a note",
    arguments: [
      ["--engine", "rebound", "--tension", "1e9", "--friction", "1"],
      ["--engine", "react-spring", "--stiffness", "1e30", "--damping", "0.5"],
    ])
  func divergingEngine(arguments: [String]) throws {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.contains("diverged"), "\(result.standardError)")
    let text = result.output
    #expect(text.hasSuffix("\n"))
    let lines = text.split(separator: "\n")
    #expect(lines.count >= 2)
    for line in lines.dropFirst() {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false)
      #expect(fields.count == 4, "\(line)")
      for field in fields where !field.isEmpty {
        let value = Double(String(field))
        #expect(value?.isFinite == true, "\(line)")
      }
    }
  }

  @Test("engines with a stiff spring: the table completes, diverging engines say so in their notes")
  func enginesTable() throws {
    let result = try BinaryRunner.run(["engines", "--stiffness", "1e30", "--damping", "0.5"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(!result.output.contains("nan") && !result.output.contains("inf"))
    let rows = result.output.split(separator: "\n").dropFirst()
    #expect(rows.contains { $0.hasPrefix("rebound,") && $0.contains("diverged") })
  }

  @Test(
    "the largest accepted values run to the end with finite rows in every format",
    arguments: [["--engine", "ideal"], ["--engine", "rebound"], ["--engine", "uikit"], []], ["csv", "json"])
  func largestAccepted(engine: [String], format: String) throws {
    let result = try BinaryRunner.run(engine + ["--from", "-1e150", "--to", "1e150", "--format", format])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(!result.output.contains("nan") && !result.output.contains("inf"))
  }

  @Test("engines that animate Float values refuse a target beyond Float's range, naming the engine and the limit")
  func floatEngines() throws {
    for engine in ["compose", "android"] {
      let result = try BinaryRunner.run(["--engine", engine, "--to", "1e100"])
      expectUsageError(result, naming: "--engine \(engine)", hint: "--help")
      #expect(result.standardError.contains("Float"))
    }
  }
}
