extension ShortestDecimal {
  /// ``ShortestDecimal`` for hot loops: the powers-of-ten table is looked up
  /// once, when the writer is made, instead of once a number.
  ///
  /// The table is a lazily initialised global, and on Linux every read of
  /// such a global calls the runtime's `swift_once`; a loop that writes
  /// millions of numbers (the CSV writer) makes one writer and keeps it.
  /// The text is the same as ``ShortestDecimal/write(_:into:)``'s.
  package struct Writer: @unchecked Sendable {
    // @unchecked: the table is immutable after its one-time initialisation
    // and never freed.
    @usableFromInline let table: UnsafePointer<UInt64>

    /// A writer holding the table.
    @inlinable
    package init() { table = ShortestDecimal.powersOfTenStorage }

    /// Writes the text of `value` at `output` and returns its length (at
    /// most ``ShortestDecimal/maximumByteCount``); the caller guarantees
    /// ``ShortestDecimal/requiredCapacity`` bytes of room at `output` (bytes
    /// past the text may be overwritten).
    @inlinable
    package func write(_ value: Double, to output: UnsafeMutableRawPointer) -> Int {
      ShortestDecimal.write(value, to: output.assumingMemoryBound(to: UInt8.self), table: table)
    }
  }
}
