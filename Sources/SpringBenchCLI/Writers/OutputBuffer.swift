import AnimationMath

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Bytes on their way to a file descriptor, written in large blocks.
///
/// The main job prints millions of numbers; collecting them in one buffer and
/// writing 64 KiB at a time keeps system calls rare. A failed write (a full
/// disk, a closed pipe with SIGPIPE ignored) becomes a ``CommandLineError``.
public struct OutputBuffer: ~Copyable {
  /// The bytes: only the first `used` are output, the rest up to `capacity`
  /// is room to write into. Owned memory (freed in `deinit`) rather than an
  /// array, so that a hot append is a bounds test and a store, with no
  /// uniqueness check or slice.
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var used = 0
  private let descriptor: Int32
  /// Writes the digits of every double, holding ShortestDecimal's table.
  private let decimal = ShortestDecimal.Writer()
  /// When the buffer reaches this size it is written out.
  static let flushThreshold = 1 << 16

  /// When set, a failure once this many bytes have been written: the fuzzer
  /// bounds every command's work this way.
  var budget: Int?
  private var written = 0

  /// A buffer for `descriptor` (1 for stdout).
  public init(descriptor: Int32) {
    self.descriptor = descriptor
    capacity = Self.flushThreshold + 4096
    storage = .allocate(capacity: capacity)
  }

  deinit { storage.deallocate() }

  /// Makes room for `count` more bytes (growing only for very long texts and
  /// for collecting buffers).
  @inline(__always)
  private mutating func reserve(_ count: Int) {
    if used + count > capacity { grow(toAtLeast: used + count) }
  }

  /// Moves the bytes into a block of at least `needed` bytes, at least twice
  /// the current one, so that a buffer that collects n bytes copies O(n)
  /// bytes in all.
  private mutating func grow(toAtLeast needed: Int) {
    let newCapacity = Swift.max(needed + 4096, 2 * capacity)
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    larger.update(from: storage, count: used)
    storage.deallocate()
    storage = larger
    capacity = newCapacity
    growthCount += 1
  }

  /// How many times the storage moved to a larger block (for tests of the
  /// growth rule).
  private(set) var growthCount = 0

  /// The number of bytes collected and not yet written out.
  var count: Int { used }

  /// A buffer that only collects (no descriptor): one case of a sweep,
  /// formatted by a worker and written out later in case order.
  init(collecting capacity: Int) {
    descriptor = -1
    self.capacity = max(4096, capacity)
    storage = .allocate(capacity: self.capacity)
  }

  /// The bytes collected so far.
  consuming func collectedBytes() -> [UInt8] {
    Array(UnsafeBufferPointer(start: storage, count: used))
  }

  /// The bytes collected so far, handed over without a copy (a sweep case's
  /// output, written later by another thread).
  consuming func takeBytes() -> CollectedBytes {
    let bytes = CollectedBytes(start: storage, count: used)
    storage = .allocate(capacity: 1)
    capacity = 1
    used = 0
    return bytes
  }

  /// The bytes collected so far, handed over without a copy; the buffer is
  /// left empty (a JSON column's text, written out at the end).
  mutating func handOver() -> CollectedBytes {
    let bytes = CollectedBytes(start: storage, count: used)
    storage = .allocate(capacity: 1)
    capacity = 1
    used = 0
    return bytes
  }

  /// Appends bytes formatted elsewhere (a sweep case's buffer).
  mutating func append(bytes: [UInt8]) {
    reserve(bytes.count)
    bytes.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { (storage + used).update(from: base, count: source.count) }
    }
    used += bytes.count
  }

  /// Appends text.
  public mutating func append(_ text: String) {
    let utf8 = text.utf8
    reserve(utf8.count)
    for byte in utf8 {
      storage[used] = byte
      used += 1
    }
  }

  /// Appends one byte.
  @inline(__always)
  public mutating func append(byte: UInt8) {
    reserve(1)
    storage[used] = byte
    used += 1
  }

  /// Appends a double in its shortest round-trip form (`0.1`, `1e-05`, `-2.5`),
  /// the text of `Double.description`; negative zero prints as `0.0`.
  ///
  /// The digits are written straight into the buffer by
  /// ``AnimationMath/ShortestDecimal`` (no String per number).
  @inline(__always)
  public mutating func append(_ value: Double) {
    reserve(ShortestDecimal.requiredCapacity)
    used += decimal.write(value + 0, to: storage + used)
  }

  /// Appends `value` in shortest round-trip form followed by the byte
  /// `separator` (a CSV cell and its comma or line break).
  @inline(__always)
  public mutating func append(_ value: Double, then separator: UInt8) {
    reserve(ShortestDecimal.requiredCapacity + 1)
    let count = decimal.write(value + 0, to: storage + used)
    storage[used + count] = separator
    used += count + 1
  }

  /// Writes the buffer out if it is large enough.
  @inline(__always)
  public mutating func flushIfFull() throws(CommandLineError) {
    if used >= Self.flushThreshold, descriptor < 0 {
      // A collecting buffer (descriptor −1) only grows, within its budget.
      if let budget, used > budget { throw .failure(.writeFailed(reason: "output budget of \(budget) bytes reached")) }
      return
    }
    if used >= Self.flushThreshold {
      written += used
      if let budget, written > budget {
        throw .failure(.writeFailed(reason: "output budget of \(budget) bytes reached"))
      }
      try flush()
    }
  }

  /// Appends bytes formatted elsewhere (a sweep case) and writes them out:
  /// a block of at least ``flushThreshold`` bytes goes straight to the
  /// descriptor after what is buffered, without a copy.
  mutating func emit(bytes: CollectedBytes) throws(CommandLineError) {
    guard descriptor >= 0, bytes.count >= Self.flushThreshold else {
      reserve(bytes.count)
      (storage + used).update(from: bytes.start, count: bytes.count)
      used += bytes.count
      try flushIfFull()
      return
    }
    written += used + bytes.count
    if let budget, written > budget { throw .failure(.writeFailed(reason: "output budget of \(budget) bytes reached")) }
    try flush()
    var offset = 0
    while offset < bytes.count {
      let count = write(descriptor, bytes.start + offset, bytes.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        throw .failure(.writeFailed(reason: String(cString: strerror(errno))))
      }
      offset += count
    }
  }

  /// Moves the bytes collected so far to the end of `file` and empties the
  /// buffer, keeping its storage (a JSON column past its memory budget).
  mutating func spill(into file: SpillFile) throws(CommandLineError) {
    try file.write(storage, count: used)
    used = 0
  }

  /// Appends the bytes of `file`, in order: a collecting buffer copies them
  /// in; a buffer with a descriptor writes what it holds, then the file's
  /// bytes straight to the descriptor, a block at a time.
  mutating func emit(contentsOf file: SpillFile) throws(CommandLineError) {
    guard descriptor >= 0 else {
      reserve(file.count)
      try file.forEachBlock { (block: UnsafeBufferPointer<UInt8>) throws(CommandLineError) in
        (storage + used).update(from: block.baseAddress!, count: block.count)
        used += block.count
      }
      try flushIfFull()
      return
    }
    written += used + file.count
    if let budget, written > budget { throw .failure(.writeFailed(reason: "output budget of \(budget) bytes reached")) }
    try flush()
    let descriptor = descriptor
    try file.forEachBlock { (block: UnsafeBufferPointer<UInt8>) throws(CommandLineError) in
      var offset = 0
      while offset < block.count {
        let count = write(descriptor, block.baseAddress! + offset, block.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          throw .failure(.writeFailed(reason: String(cString: strerror(errno))))
        }
        offset += count
      }
    }
  }

  /// Writes everything buffered.
  public mutating func flush() throws(CommandLineError) {
    var offset = 0
    let total = used
    while offset < total {
      let count = write(descriptor, storage + offset, total - offset)
      if count < 0 {
        if errno == EINTR { continue }
        let reason = String(cString: strerror(errno))
        used = 0
        throw .failure(.writeFailed(reason: reason))
      }
      offset += count
    }
    used = 0
  }
}

/// Bytes an ``OutputBuffer`` collected, owned until this object goes away.
final class CollectedBytes: @unchecked Sendable {
  /// The first byte.
  let start: UnsafeMutablePointer<UInt8>
  /// The number of bytes.
  let count: Int

  init(start: UnsafeMutablePointer<UInt8>, count: Int) {
    self.start = start
    self.count = count
  }

  deinit { start.deallocate() }
}

/// Writes one line to the run's stderr (``StandardStreams/current``), unbuffered.
func writeToStandardError(_ line: String) {
  var text = line
  if !text.hasSuffix("\n") { text += "\n" }
  writeRaw(text, to: StandardStreams.current.error)
}

/// Writes `text` to `descriptor` as it is, unbuffered; a failed write ends it quietly.
func writeRaw(_ text: String, to descriptor: Int32) {
  var text = text
  text.withUTF8 { buffer in
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written <= 0 { return }
      offset += written
    }
  }
}
