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
    // Standard error is drained on its own thread, so neither pipe can fill and stall the tool.
    let errorText = ErrorCollector(standardError.fileHandleForReading)
    let data = standardOutput.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let message = errorText.finish()
    guard process.terminationStatus == 0 else {
      throw .decodeFailed(
        path: path, detail: Self.lastLine(message, fallback: "\(name) exited with \(process.terminationStatus)"))
    }
    return data
  }

  /// Runs the tool with `arguments`, handing `body` each `chunkSize`-byte piece
  /// of standard output as it arrives, then waits for the exit.
  func stream(_ arguments: [String], path: String, chunkSize: Int, _ body: (Data) throws(FrameDecodingError) -> Void)
    throws(FrameDecodingError)
  {
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
    let errorText = ErrorCollector(standardError.fileHandleForReading)
    let reader = standardOutput.fileHandleForReading
    var pending = Data()
    var failure: FrameDecodingError?
    while failure == nil {
      let chunk = reader.readData(ofLength: chunkSize - pending.count)
      if chunk.isEmpty { break }
      pending.append(chunk)
      if pending.count == chunkSize {
        do throws(FrameDecodingError) { try body(pending) } catch { failure = error }
        pending.removeAll(keepingCapacity: true)
      }
    }
    if failure != nil { process.terminate() }
    _ = reader.readDataToEndOfFile()
    process.waitUntilExit()
    let message = errorText.finish()
    if let failure { throw failure }
    guard process.terminationStatus == 0 else {
      throw .decodeFailed(
        path: path, detail: Self.lastLine(message, fallback: "\(name) exited with \(process.terminationStatus)"))
    }
    guard pending.isEmpty else {
      throw .decodeFailed(path: path, detail: "\(name) ended inside a frame")
    }
  }

  private static func lastLine(_ text: String, fallback: String) -> String {
    text.split(whereSeparator: \.isNewline).last.map(String.init) ?? fallback
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
