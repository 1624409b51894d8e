/// The formatted text of one column of a table, collected as the rows come
/// (the JSON writer's column arrays): the bytes between `[` and `]`.
///
/// The bytes stay in memory up to a budget (``spillBytes``); past it they
/// move to a ``SpillFile``, so a column holds at most about that many bytes
/// in memory whatever the row count. ``emit(to:)`` writes the file's bytes,
/// then the ones still in memory: the same bytes, in order, as if all had
/// been kept.
///
/// A class so that a writer can hold one per column in an array; each owns
/// a collecting ``OutputBuffer``.
final class ColumnText {
  /// The bytes in memory: cells separated by commas. Only the writer that
  /// owns this column touches it, one cell at a time, so the dynamic
  /// exclusivity check of a class property (a runtime call per cell) is left out.
  @exclusivity(unchecked) var bytes: OutputBuffer
  /// Cells so far.
  @exclusivity(unchecked) var cells = 0
  /// Once the bytes in memory reach this many, they move to ``file``.
  let spillBytes: Int
  /// The earlier bytes, past the budget; nil until the first spill.
  private(set) var file: SpillFile?

  /// An empty column, with room for about `expectedBytes` bytes, keeping at
  /// most about `spillBytes` bytes in memory.
  init(expectedBytes: Int, spillBytes: Int) {
    self.spillBytes = spillBytes
    bytes = OutputBuffer(collecting: Swift.min(expectedBytes, spillBytes + 64))
  }

  /// The bytes of this column so far, in memory and in its file.
  var count: Int { bytes.count + (file?.count ?? 0) }

  /// The comma before every cell but the first.
  @inline(__always)
  func separate() {
    if cells > 0 { bytes.append(byte: 44) }
    cells += 1
  }

  /// A finite or infinite number (±∞ is `null`), after its comma.
  @inline(__always)
  func append(_ value: Double) {
    if cells > 0 { bytes.append(byte: 44) }
    cells += 1
    if value.isFinite { bytes.append(value) } else { bytes.append("null") }
  }

  /// Whether the bytes in memory have reached the budget (time to ``spill()``).
  @inline(__always)
  var isFull: Bool { bytes.count >= spillBytes }

  /// Moves the bytes in memory to the end of the file (created on first use).
  func spill() throws(CommandLineError) {
    let target: SpillFile
    if let file {
      target = file
    } else {
      target = try SpillFile()
      file = target
    }
    try bytes.spill(into: target)
  }

  /// Appends the whole column's bytes to `output`: the file's, then those in memory.
  func emit(to output: inout OutputBuffer) throws(CommandLineError) {
    if let file { try output.emit(contentsOf: file) }
    try output.emit(bytes: bytes.handOver())
  }
}
