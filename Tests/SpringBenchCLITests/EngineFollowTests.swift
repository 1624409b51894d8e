import Foundation
import TestSupport
import Testing

/// `engines --follow` and `--engine NAME --follow` through the binary.
@Suite("CLI: follow mode")
struct EngineFollowTests {
  @Test("engines --follow writes the contract columns, one row per engine; a rate list adds fps")
  func table() throws {
    let trace = FormatMatrixFiles.trace
    let one = try BinaryRunner.run(["engines", "--follow", trace, "--engines", "svelte,motion,motion@12"])
    #expect(one.status == 0, "\(one.standardError)")
    let lines = one.output.split(separator: "\n")
    #expect(lines.first == "engine,frames,mean_lag,max_lag,max_overshoot,velocity_jump,settle_time,notes")
    #expect(lines.dropFirst().map { $0.split(separator: ",").first } == ["svelte", "motion", "motion@12"])
    let rates = try BinaryRunner.run(["engines", "--follow", trace, "--engines", "svelte", "--fps", "60,120,240"])
    #expect(rates.status == 0, "\(rates.standardError)")
    let rows = rates.output.split(separator: "\n")
    #expect(rows.first == "fps,engine,frames,mean_lag,max_lag,max_overshoot,velocity_jump,settle_time,notes")
    #expect(
      rows.dropFirst().map { $0.split(separator: ",").prefix(2).joined(separator: ",") } == [
        "60.0,svelte", "120.0,svelte", "240.0,svelte",
      ])
  }

  @Test("engines follow TRACE.csv is engines --follow TRACE.csv")
  func subcommand() throws {
    let trace = FormatMatrixFiles.trace
    let node = try BinaryRunner.run(["engines", "follow", trace, "--engines", "svelte,android", "--fps", "60,240"])
    #expect(node.status == 0, "\(node.standardError)")
    let flag = try BinaryRunner.run(["engines", "--follow", trace, "--engines", "svelte,android", "--fps", "60,240"])
    #expect(node.output == flag.output)
    expectUsageError(try BinaryRunner.run(["engines", "follow"]), naming: "engines follow")
  }

  @Test("--engine NAME --follow starts at rest at the first target and ends once complete after the last sample")
  func frames() throws {
    let result = try BinaryRunner.run(["--engine", "svelte", "--follow", FormatMatrixFiles.trace])
    #expect(result.status == 0, "\(result.standardError)")
    let rows = result.output.split(separator: "\n")
    #expect(rows.first == "t,value,velocity,engine_time")
    #expect(rows.dropFirst().first == "0.0,0.0,0.0,0.0")
    let last = try #require(rows.last?.split(separator: ","))
    #expect(Double(last[1]) == 40)
    #expect(Double(last[0])! > 0.2)
  }

  @Test(
    "bad follow input is a usage error naming the flag",
    arguments: [
      (["engines", "--follow", "/no/such/trace.csv"], "--follow"),
      (["engines", "--follow", "TRACE", "--to", "3"], "--to"),
      (["engines", "--follow", "TRACE", "--fps", "60,abc"], "--fps"),
      (["--engine", "svelte", "--follow", "TRACE", "--fps", "60,120"], "--fps"),
      (["--follow", "TRACE"], "--follow"),
    ])
  func usageErrors(arguments: [String], flag: String) throws {
    let resolved = arguments.map { $0 == "TRACE" ? FormatMatrixFiles.trace : $0 }
    expectUsageError(try BinaryRunner.run(resolved), naming: flag)
  }

  /// `engines follow TRACE.csv` has no --follow flag: its errors name the subcommand.
  @Test(
    "engines follow errors name what was typed, not --follow",
    arguments: [
      (["engines", "follow", "/no/such/trace.csv"], "engines follow"),
      (["engines", "follow", "TRACE", "--to", "3"], "--to"),
      (["engines", "follow", "BADCOLUMNS"], "engines follow"),
    ])
  func subcommandErrors(arguments: [String], fragment: String) throws {
    let bad = FormatMatrixFiles.directory + "/follow-bad-columns.csv"
    try "time,value\n0,0\n0.1,1\n".write(toFile: bad, atomically: true, encoding: .utf8)
    let resolved = arguments.map { $0 == "TRACE" ? FormatMatrixFiles.trace : $0 == "BADCOLUMNS" ? bad : $0 }
    let result = try BinaryRunner.run(resolved)
    expectUsageError(result, naming: fragment)
    #expect(!result.standardError.contains("--follow"), "\(result.standardError)")
  }

  /// The trace t,target 0,0 / 0.1,100 / 0.2,40: the parameters say from 0 (the first target,
  /// where the spring starts at rest) to 40 (the last), not the spring flags' 0 → 1.
  @Test("the parameters block shows the trace's first and last targets")
  func parametersShowTheTrace() throws {
    for arguments in [
      ["engines", "follow", FormatMatrixFiles.trace, "--engines", "svelte", "--format", "json"],
      ["engines", "--follow", FormatMatrixFiles.trace, "--engines", "svelte", "--format", "json"],
      ["--engine", "svelte", "--follow", FormatMatrixFiles.trace, "--format", "json"],
    ] {
      let result = try BinaryRunner.run(arguments)
      #expect(result.status == 0, "\(result.standardError)")
      let text = result.output
      #expect(text.contains("\"from\": 0.0") && text.contains("\"to\": 40.0"), "\(arguments): \(text.prefix(600))")
    }
  }
}
