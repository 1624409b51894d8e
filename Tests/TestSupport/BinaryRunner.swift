import Foundation

/// The result of running the built `springbench` binary.
public struct ProcessResult: Sendable {
  /// The exit status (meaningless when `signal` is set).
  public let status: Int32
  /// Set when the process ended by a signal.
  public let signal: Int32?
  /// Everything written to stdout.
  public let standardOutput: Data
  /// Everything written to stderr, as text.
  public let standardError: String

  /// stdout as UTF-8 text.
  public var output: String { String(decoding: standardOutput, as: UTF8.self) }
  /// The non-empty lines of stderr.
  public var errorLines: [String] { standardError.split(separator: "\n").map(String.init) }
}

/// Runs the `springbench` executable built beside the test bundle.
public enum BinaryRunner {
  /// The path of the built binary: next to the test bundle, else .build/debug.
  public static var executable: URL {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("springbench")
    if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return root.appendingPathComponent(".build/debug/springbench")
  }

  /// Runs the binary with `arguments`; stdout goes to `standardOutputPath` if given.
  ///
  /// Both streams are captured through temporary files, so a large output
  /// cannot block the child on a full pipe.
  public static func run(_ arguments: [String], standardOutputPath: String? = nil) throws -> ProcessResult {
    let directory = FileManager.default.temporaryDirectory
    let token = UUID().uuidString
    let outURL = directory.appendingPathComponent("springbench-\(token).out")
    let errURL = directory.appendingPathComponent("springbench-\(token).err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = FileHandle(forWritingAtPath: standardOutputPath ?? outURL.path)
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    process.waitUntilExit()
    let bySignal = process.terminationReason == .uncaughtSignal
    return ProcessResult(
      status: process.terminationStatus, signal: bySignal ? process.terminationStatus : nil,
      standardOutput: standardOutputPath == nil ? try Data(contentsOf: outURL) : Data(),
      standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }
}
