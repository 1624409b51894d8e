import Foundation
import SpringBenchCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The result of running `springbench`: in this process, or the built binary.
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

/// Runs `springbench`: ``run(_:standardOutputPath:standardInput:)`` calls
/// ``SpringBench/main(_:streams:)`` in this process, ``spawn(_:standardOutputPath:standardInput:)``
/// the built executable, for the tests that need a process of its own (the
/// examples, terminals, signals, pipes).
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

  /// Runs `springbench` with `arguments` in this process, as the binary
  /// would run: the same exit status, stdout bytes and stderr text. Stdout
  /// goes to `standardOutputPath` if given (opened for writing, not
  /// truncated, as a shell's `1<>` would).
  ///
  /// Stdout and stderr are unlinked temporary files, so each run has its
  /// own and runs may go in parallel. `standardInput`, when given, is what
  /// `-` reads (from a temporary file); without it, `-` reads /dev/null.
  /// Neither output counts as a terminal.
  public static func run(_ arguments: [String], standardOutputPath: String? = nil, standardInput: Data? = nil) throws
    -> ProcessResult
  {
    let output = try standardOutputPath.map { try open(path: $0, flags: O_WRONLY) } ?? temporaryFile()
    let error = try temporaryFile()
    let input =
      try standardInput.map { data in
        let descriptor = try temporaryFile()
        try write(data, to: descriptor)
        return descriptor
      } ?? open(path: "/dev/null", flags: O_RDONLY)
    defer { for descriptor in [output, error, input] { close(descriptor) } }
    let streams = StandardStreams(input: input, output: output, error: error)
    let status = SpringBench.main(["springbench"] + arguments, streams: streams)
    return ProcessResult(
      status: status, signal: nil,
      standardOutput: standardOutputPath == nil ? try contents(of: output) : Data(),
      standardError: String(decoding: try contents(of: error), as: UTF8.self))
  }

  /// A file opened for reading and writing with no name: it goes when closed.
  static func temporaryFile() throws -> Int32 {
    var template = Array((FileManager.default.temporaryDirectory.path + "/springbench-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    return descriptor
  }

  static func open(path: String, flags: Int32) throws -> Int32 {
    let descriptor = Glibc.open(path, flags)
    guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    return descriptor
  }

  /// Writes `data` to `descriptor` and rewinds it.
  static func write(_ data: Data, to descriptor: Int32) throws {
    try data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let count = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        guard count > 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        offset += count
      }
    }
    lseek(descriptor, 0, SEEK_SET)
  }

  /// Everything written to `descriptor`, read from its start.
  static func contents(of descriptor: Int32) throws -> Data {
    lseek(descriptor, 0, SEEK_SET)
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
      if count == 0 { return data }
      data.append(contentsOf: chunk[0..<count])
    }
  }

  /// Runs the built binary with `arguments`; stdout goes to `standardOutputPath` if given.
  ///
  /// Both streams are captured through temporary files, so a large output
  /// cannot block the child on a full pipe. `standardInput`, when given, is
  /// written to the child's stdin through a pipe from another thread (the
  /// child may exit before reading it all).
  public static func spawn(_ arguments: [String], standardOutputPath: String? = nil, standardInput: Data? = nil) throws
    -> ProcessResult
  {
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
    let input = standardInput.map { _ in Pipe() }
    if let input { process.standardInput = input }
    try process.run()
    if let input, let standardInput {
      let writer = input.fileHandleForWriting
      let done = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        // A child that stops reading early closes the pipe: the write fails, which is fine.
        try? writer.write(contentsOf: standardInput)
        try? writer.close()
        done.signal()
      }
      process.waitUntilExit()
      done.wait()
    } else {
      process.waitUntilExit()
    }
    let bySignal = process.terminationReason == .uncaughtSignal
    return ProcessResult(
      status: process.terminationStatus, signal: bySignal ? process.terminationStatus : nil,
      standardOutput: standardOutputPath == nil ? try Data(contentsOf: outURL) : Data(),
      standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }

  /// The peak resident memory of one run, in KiB (`ru_maxrss` from
  /// `wait4` on that child alone), with stdin read from `standardInputPath`
  /// and stdout, stderr sent to /dev/null; nil when the run fails or the
  /// platform does not say.
  public static func peakResidentKilobytes(_ arguments: [String], standardInputPath: String) -> (
    kilobytes: Int, status: Int32
  )? {
    #if os(Linux)
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 0, standardInputPath, O_RDONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
      let path = executable.path
      var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) }
      argv.append(nil)
      defer { for pointer in argv { free(pointer) } }
      var pid: pid_t = 0
      guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
      var status: Int32 = 0
      var usage = rusage()
      guard wait4(pid, &status, 0, &usage) == pid else { return nil }
      // WEXITSTATUS by hand: the macro is not imported.
      return (Int(usage.ru_maxrss), (status >> 8) & 0xFF)
    #else
      return nil
    #endif
  }
}
