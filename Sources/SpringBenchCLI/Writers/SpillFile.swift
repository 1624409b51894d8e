#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A temporary file that holds bytes a writer has formatted but may not print
/// yet (a JSON column's text past its memory budget), read back in order.
///
/// The file is created in `$TMPDIR` (else `/tmp`) and unlinked at once, so it
/// has no name and goes away with its descriptor, whether the run ends,
/// fails or is killed. Only its owner reads or writes it.
final class SpillFile {
  /// The open, unlinked file.
  private let descriptor: Int32
  /// The bytes written so far.
  private(set) var count = 0

  /// A new empty file; throws ``RuntimeFailure/temporaryFileFailed(directory:reason:)``.
  init() throws(CommandLineError) {
    let directory = Self.directory
    var template = Array((directory + "/springbench-XXXXXX").utf8CString)
    let opened = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard opened >= 0 else {
      throw .failure(.temporaryFileFailed(directory: directory, reason: String(cString: strerror(errno))))
    }
    _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
    descriptor = opened
  }

  deinit { close(descriptor) }

  /// `$TMPDIR` when set and not empty, else `/tmp`, without a trailing slash.
  static var directory: String {
    var path = getenv("TMPDIR").map { String(cString: $0) } ?? ""
    if path.isEmpty { path = "/tmp" }
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path
  }

  /// Appends `length` bytes from `start`.
  func write(_ start: UnsafePointer<UInt8>, count length: Int) throws(CommandLineError) {
    var offset = 0
    while offset < length {
      let written = writeBytes(descriptor, start + offset, length - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw .failure(.temporaryFileFailed(directory: Self.directory, reason: String(cString: strerror(errno))))
      }
      offset += written
    }
    count += length
  }

  /// Calls `body` with the file's bytes in order, in blocks of at most
  /// `blockSize` bytes (from the start, whatever was read before).
  func forEachBlock(
    blockSize: Int = 1 << 20, _ body: (UnsafeBufferPointer<UInt8>) throws(CommandLineError) -> Void
  ) throws(CommandLineError) {
    let block = UnsafeMutablePointer<UInt8>.allocate(capacity: blockSize)
    defer { block.deallocate() }
    var offset = 0
    while offset < count {
      let read = pread(descriptor, block, Swift.min(blockSize, count - offset), off_t(offset))
      if read < 0, errno == EINTR { continue }
      guard read > 0 else {
        let reason = read < 0 ? String(cString: strerror(errno)) : "the file ended early"
        throw .failure(.temporaryFileFailed(directory: Self.directory, reason: reason))
      }
      try body(UnsafeBufferPointer(start: block, count: read))
      offset += read
    }
  }
}

/// `write(2)`, named apart from ``SpillFile/write(_:count:)``.
private func writeBytes(_ descriptor: Int32, _ start: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(descriptor, start, count)
}
