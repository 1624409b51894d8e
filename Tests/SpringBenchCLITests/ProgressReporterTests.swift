import Foundation
import Synchronization
import TestSupport
import Testing

@testable import SpringBenchCLI

/// The progress line: drawn only on a terminal, `\r`-updated, erased at the end.
@Suite("Progress line on stderr")
struct ProgressReporterTests {
  /// Collects what the reporter writes.
  final class Sink: Sendable {
    let text = Mutex("")
    var write: @Sendable (String) -> Void { { piece in self.text.withLock { $0 += piece } } }
  }

  @Test("not a terminal: nothing is written, whatever the calls")
  func notTerminal() {
    let sink = Sink()
    let progress = ProgressReporter(label: "x", total: 10, unit: "cases", isTerminal: false, write: sink.write)
    for _ in 0..<20 { progress.advance() }
    progress.finish()
    #expect(sink.text.withLock { $0 }.isEmpty)
  }

  @Test("a terminal: the first line at once, updates with \\r, the last count drawn, then erased")
  func terminal() {
    let sink = Sink()
    let progress = ProgressReporter(
      label: "validate all", total: 4, unit: "cases", isTerminal: true, interval: .zero, write: sink.write)
    for _ in 0..<4 { progress.advance() }
    progress.finish()
    progress.finish()
    let line = "validate all: 4/4 cases (100%)"
    let expected =
      "\r"
      + [
        "validate all: 0/4 cases (0%)", "validate all: 1/4 cases (25%)", "validate all: 2/4 cases (50%)",
        "validate all: 3/4 cases (75%)", line,
      ].joined(separator: "\r") + "\r" + String(repeating: " ", count: line.count) + "\r"
    #expect(sink.text.withLock { $0 } == expected)
  }

  @Test("updates are throttled by the interval, but the last one is always drawn")
  func throttled() {
    let sink = Sink()
    let progress = ProgressReporter(
      label: "p", total: 1000, unit: "cases", isTerminal: true, interval: .seconds(3600), write: sink.write)
    for _ in 0..<1000 { progress.advance() }
    let text = sink.text.withLock { $0 }
    #expect(text == "\rp: 0/1000 cases (0%)\rp: 1000/1000 cases (100%)")
  }

  @Test("shared between tasks: every advance is counted once")
  func concurrent() async {
    let sink = Sink()
    let progress = ProgressReporter(
      label: "sweep", total: 8000, unit: "cases", isTerminal: true, interval: .zero, write: sink.write)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 { group.addTask { for _ in 0..<1000 { progress.advance() } } }
    }
    #expect(sink.text.withLock { $0 }.hasSuffix("\rsweep: 8000/8000 cases (100%)"))
  }

  @Test("validate and fit --model auto write nothing to stderr when it is not a terminal")
  func binaryNotTerminal() throws {
    let validate = try BinaryRunner.run(["validate", "easing", "--cases", "20"])
    #expect(validate.status == 0 && validate.standardError.isEmpty, "\(validate.standardError)")
    let csv = FileManager.default.temporaryDirectory.appendingPathComponent("progress-fit-\(UUID()).csv")
    let rows = (0..<40).map { k -> String in
      let t = Double(k) / 60
      return "\(t),\(1 - exp(-8 * t) * cos(12 * t))"
    }
    try Data((["t,y"] + rows).joined(separator: "\n").utf8).write(to: csv)
    let fit = try BinaryRunner.run(["fit", csv.path, "--model", "auto"])
    #expect(!fit.standardError.contains("\r") && !fit.standardError.contains("models ("), "\(fit.standardError)")
  }

  @Test(
    "validate on a terminal (util-linux script) draws the line and erases it",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux script for a pty"))
  func binaryTerminal() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("progress-pty-\(UUID()).txt")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    // stdout goes to a file, so the pty carries stderr only.
    process.arguments = [
      "-qec", "'\(BinaryRunner.executable.path)' validate easing --cases 20 > '\(out.path)'", "/dev/null",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    try process.run()
    let terminal = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(terminal)")
    let last = "validate easing: 20/20 cases (100%)"
    #expect(terminal.hasPrefix("\rvalidate easing: 0/20 cases (0%)"), "\(terminal.debugDescription)")
    #expect(
      terminal.contains("\r" + last + "\r" + String(repeating: " ", count: last.count) + "\r"),
      "\(terminal.debugDescription)")
    let table = String(decoding: try Data(contentsOf: out), as: UTF8.self)
    #expect(table.contains("easing/cubic-bezier") && !table.contains("\r"))
  }
}
