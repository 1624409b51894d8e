/// The formatted text of one column of a table, collected as the rows come
/// (the JSON writer's column arrays): the bytes between `[` and `]`.
///
/// A class so that a writer can hold one per column in an array; each owns
/// a collecting ``OutputBuffer``, which grows geometrically.
final class ColumnText {
  /// The bytes so far: cells separated by commas.
  var bytes: OutputBuffer
  /// Cells so far.
  var cells = 0

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
}
