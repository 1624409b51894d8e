/// The formatted text of one column of a table, collected as the rows come
/// (the JSON writer's column arrays): the bytes between `[` and `]`.
///
/// A class so that a writer can hold one per column in an array; each owns
/// a collecting ``OutputBuffer``, which grows geometrically.
final class ColumnText {
  /// The bytes so far: cells separated by commas. Only the writer that owns
  /// this column touches it, one cell at a time, so the dynamic exclusivity
  /// check of a class property (a runtime call per cell) is left out.
  @exclusivity(unchecked) var bytes: OutputBuffer
  /// Cells so far.
  @exclusivity(unchecked) var cells = 0

  /// An empty column, with room for about `expectedBytes` bytes.
  init(expectedBytes: Int) {
    bytes = OutputBuffer(collecting: Swift.min(expectedBytes, 1 << 24))
  }

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
}
