import Foundation

/// A command-line program run as a process (ffmpeg, ffprobe), found on the PATH.
struct ExternalTool: Sendable {
  /// The program's name, as typed.
  let name: String
  /// Its full path.
  let url: URL

  /// The tool `name` on the PATH, or ``FrameDecodingError/toolMissing(_:)``.
  static func find(_ name: String) throws(FrameDecodingError) -> ExternalTool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        return ExternalTool(name: name, url: candidate)
      }
    }
    throw .toolMissing(name)
  }

  /// Runs the tool with `arguments` to the end and returns its standard output;
  /// a non-zero exit is ``FrameDecodingError/decodeFailed(path:detail:)`` for `path`
  /// with the last line the tool wrote on standard error.
  func output(_ arguments: [String], path: String) throws(FrameDecodingError) -> Data {
    let running = try launch(arguments, path: path)
    let data = running.output.readDataToEndOfFile()
    try running.finish(path: path)
    return data
  }

  /// Runs the tool with `arguments`, handing `body` each `chunkSize`-byte piece
  /// of standard output as it arrives, then waits for the exit.
  func stream(_ arguments: [String], path: String, chunkSize: Int, _ body: (Data) throws(FrameDecodingError) -> Void)
    throws(FrameDecodingError)
  {
    let running = try launch(arguments, path: path)
    var pending = Data()
    var failure: FrameDecodingError?
    while failure == nil {
      let chunk = running.output.readData(ofLength: chunkSize - pending.count)
      if chunk.isEmpty { break }
      pending.append(chunk)
      if pending.count == chunkSize {
        do throws(FrameDecodingError) { try body(pending) } catch { failure = error }
        pending.removeAll(keepingCapacity: true)
      }
    }
    if failure != nil { running.process.terminate() }
    _ = running.output.readDataToEndOfFile()
    if let failure {
      _ = try? running.finish(path: path)
      throw failure
    }
    try running.finish(path: path)
    guard pending.isEmpty else {
      throw .decodeFailed(path: path, detail: "\(name) ended inside a frame")
    }
  }

  /// Starts the tool with `arguments`, its standard input empty and its standard
  /// error drained on a thread of its own, so that neither pipe can fill and stall it.
  private func launch(_ arguments: [String], path: String) throws(FrameDecodingError) -> RunningTool {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    let standardOutput = Pipe()
    let standardError = Pipe()
    process.standardOutput = standardOutput
    process.standardError = standardError
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw .decodeFailed(path: path, detail: "\(name) did not start: \(error.localizedDescription)")
    }
    return RunningTool(
      name: name, process: process, output: standardOutput.fileHandleForReading,
      errorText: ErrorCollector(standardError.fileHandleForReading))
  }

}

/// A started tool: its process, its standard output and the collector of its standard error.
private struct RunningTool {
  let name: String
  let process: Process
  let output: FileHandle
  let errorText: ErrorCollector

  /// Waits for the exit; a non-zero status is ``FrameDecodingError/decodeFailed(path:detail:)``
  /// for `path`, with the last line the tool wrote on standard error.
  func finish(path: String) throws(FrameDecodingError) {
    process.waitUntilExit()
    let message = errorText.finish()
    guard process.terminationStatus == 0 else {
      let fallback = "\(name) exited with \(process.terminationStatus)"
      throw .decodeFailed(
        path: path, detail: message.split(whereSeparator: \.isNewline).last.map(String.init) ?? fallback)
    }
  }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorCollector: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  /// The text read, once the pipe has closed.
  func finish() -> String {
    done.wait()
    return String(decoding: data, as: UTF8.self)
  }
}
