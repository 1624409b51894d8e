import Foundation
import Testing

/// The test scripts' rule for a part that cannot run (`.ci/skip`): without CI
/// it is skipped, said on stderr and counted in `SPRINGBENCH_SKIP_LOG`; under
/// `CI=true` it fails. Each script runs with a `PATH` that holds only bash and
/// the few tools the scripts call before they look for chromium, so chromium,
/// python3 and apt-get are all missing (nothing is installed).
@Suite("Skipped test parts are counted, and fail under CI=true")
struct SkipPolicyTests {
  /// The package root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The tools the scripts need before their checks for chromium and python3.
  static let tools = ["bash", "dirname", "id", "cat", "wc", "sed", "mktemp", "rm"]

  /// Runs `script` (relative to the root) with a `PATH` of `tools` only, `CI`
  /// set or unset, and a fresh skip log; returns the status, stderr and log.
  static func run(_ script: String, ci: Bool) throws -> (status: Int32, standardError: String, log: String) {
    let fileManager = FileManager.default
    let directory = fileManager.temporaryDirectory.appendingPathComponent("skip-policy-\(UUID().uuidString)")
    let bin = directory.appendingPathComponent("bin")
    try fileManager.createDirectory(at: bin, withIntermediateDirectories: true)
    defer { try? fileManager.removeItem(at: directory) }
    for tool in tools {
      let found = ["/usr/bin/\(tool)", "/bin/\(tool)"].first { fileManager.isExecutableFile(atPath: $0) }
      let path = try #require(found, "\(tool) not found in /usr/bin or /bin")
      try fileManager.createSymbolicLink(atPath: bin.appendingPathComponent(tool).path, withDestinationPath: path)
    }
    let log = directory.appendingPathComponent("skips.log")
    _ = fileManager.createFile(atPath: log.path, contents: nil)
    let errors = directory.appendingPathComponent("stderr")
    _ = fileManager.createFile(atPath: errors.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    var environment = ["PATH": bin.path, "HOME": directory.path, "SPRINGBENCH_SKIP_LOG": log.path]
    if ci { environment["CI"] = "true" }
    process.arguments =
      ["-i"] + environment.map { "\($0.key)=\($0.value)" } + ["bash", root.appendingPathComponent(script).path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus, try String(contentsOf: errors, encoding: .utf8),
      try String(contentsOf: log, encoding: .utf8)
    )
  }

  @Test("the browser tests without chromium: skipped and counted, or failed under CI=true")
  func browserTestsWithoutChromium() throws {
    let local = try Self.run("Tests/Browser/run-browser-tests", ci: false)
    #expect(local.status == 0, "\(local.standardError)")
    #expect(local.standardError.contains("SKIPPED: browser tests: no chromium"), "\(local.standardError)")
    #expect(local.log.split(separator: "\n").count == 1, "skip log: \(local.log)")
    let ci = try Self.run("Tests/Browser/run-browser-tests", ci: true)
    #expect(ci.status != 0, "CI=true without chromium must fail: \(ci.standardError)")
    #expect(ci.standardError.contains("CI=true allows no skipped tests"), "\(ci.standardError)")
  }

  @Test("the test tools missing and no apt-get: counted, or failed under CI=true")
  func testToolsMissing() throws {
    let local = try Self.run(".ci/ensure-test-tools", ci: false)
    #expect(local.status == 0, "\(local.standardError)")
    #expect(local.log.contains("SKIPPED: the zsh completion test"), "skip log: \(local.log)")
    #expect(local.log.contains("SKIPPED: the fish completion test"), "skip log: \(local.log)")
    let ci = try Self.run(".ci/ensure-test-tools", ci: true)
    #expect(ci.status != 0, "CI=true without zsh, fish, chromium, python3 must fail: \(ci.standardError)")
    #expect(ci.standardError.contains("chromium is not installed, and CI=true"), "\(ci.standardError)")
  }
}
