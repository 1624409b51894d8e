#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

import AnimationMath

/// Bytes on their way to a file descriptor, written in large blocks.
///
/// The main job prints millions of numbers; collecting them in one buffer and
/// writing 64 KiB at a time keeps system calls rare. A failed write (a full
/// disk, a closed pipe with SIGPIPE ignored) becomes a ``CommandLineError``.
public struct OutputBuffer: ~Copyable {
  private var bytes: [UInt8] = []
  private let descriptor: Int32
  /// When the buffer reaches this size it is written out.
  static let flushThreshold = 1 << 16

  /// A buffer for `descriptor` (1 for stdout).
  /// When set, a failure once this many bytes have been written: the fuzzer
  /// bounds every command's work this way.
  var budget: Int?
  private var written = 0

  public init(descriptor: Int32) {
    self.descriptor = descriptor
    bytes.reserveCapacity(Self.flushThreshold + 4096)
  }

  /// Appends text.
  public mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends one byte.
  @inline(__always)
  public mutating func append(byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends a double in its shortest round-trip form (`0.1`, `1e-05`, `-2.5`),
  /// the text of `Double.description`; negative zero prints as `0.0`.
  ///
  /// The digits are written straight into the buffer by
  /// ``AnimationMath/ShortestDecimal`` (no String per number).
  @inline(__always)
  public mutating func append(_ value: Double) {
    let start = bytes.count
    bytes.append(contentsOf: Self.padding)
    let written = bytes.withUnsafeMutableBytes { raw in
      ShortestDecimal.write(
        value + 0, into: UnsafeMutableRawBufferPointer(rebasing: raw[start...]))
    }
    bytes.removeLast(ShortestDecimal.maximumByteCount - written)
  }

  /// Room for one number's text.
  private static let padding = [UInt8](repeating: 0, count: ShortestDecimal.maximumByteCount)

  /// Writes the buffer out if it is large enough.
  @inline(__always)
  public mutating func flushIfFull() throws(CommandLineError) {
    if bytes.count >= Self.flushThreshold {
      written += bytes.count
      if let budget, written > budget { throw .failure(.writeFailed(reason: "output budget of \(budget) bytes reached")) }
      try flush()
    }
  }

  /// Writes everything buffered.
  public mutating func flush() throws(CommandLineError) {
    var offset = 0
    let total = bytes.count
    while offset < total {
      let written = bytes.withUnsafeBytes { raw in
        write(descriptor, raw.baseAddress! + offset, total - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        let reason = String(cString: strerror(errno))
        bytes.removeAll(keepingCapacity: true)
        throw .failure(.writeFailed(reason: reason))
      }
      offset += written
    }
    bytes.removeAll(keepingCapacity: true)
  }
}

/// Writes one line to stderr, unbuffered.
func writeToStandardError(_ line: String) {
  var text = line
  if !text.hasSuffix("\n") { text += "\n" }
  text.withUTF8 { buffer in
    var offset = 0
    while offset < buffer.count {
      let written = write(2, buffer.baseAddress! + offset, buffer.count - offset)
      if written <= 0 { return }
      offset += written
    }
  }
}
