import AnimationMath

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A CSV file (or stdin) read one record at a time, by the rules of
/// ``CSVTable``, in large chunks: a record's cells are byte ranges in the
/// reader's buffer, so that a caller keeps only the cells it needs (`fit -`
/// keeps two numbers a row, not a string per cell).
///
/// RFC 4180: fields separated by commas, records by LF or CRLF, fields may be
/// quoted with `"` (a doubled `""` inside is one quote, and line breaks are
/// part of the field). A leading UTF-8 byte-order mark is skipped, blank
/// records are skipped, and a final newline is optional (a CR before the end
/// of input ends the last record as CRLF does).
///
/// `fit` and `compare` read their captures with it, and ``NumberStream``
/// reads a CSV column of `--times @FILE` or `--inputs @FILE` with it.
final class CSVRecordReader {
  /// One cell of the current record: `buffer[start..<end]`, the quotes
  /// removed for a quoted cell (whose doubled quotes ``text(_:)`` undoes).
  struct Cell {
    var start: Int
    var end: Int
    var quoted: Bool
  }

  /// The cells of the current record (valid until the next ``next()``).
  private(set) var cells: [Cell] = []
  /// The physical line the current record starts on (1-based).
  private(set) var recordLine = 0

  private let descriptor: Int32
  /// Whether the descriptor was opened here (a file), so closed here (not stdin).
  private let ownsDescriptor: Bool
  private let path: String
  private let flag: String
  private let syntaxInput: String
  private let rejectsBinary: Bool
  private let recordLimit: RecordLimit?
  private var buffer: [UInt8]
  private var start = 0
  private var end = 0
  private var atEnd = false
  private var atFirstByte = true
  /// Line breaks consumed before ``start``.
  private var linesBefore = 0

  /// The size of one read.
  static let chunkSize = 1 << 20

  /// The longest record a reader accepts, and how the input names itself
  /// in the error (`--times 'times.csv'`).
  struct RecordLimit {
    /// A record's bytes, line breaks not counted.
    var bytes: Int
    /// The input as the error names it.
    var input: String
    /// How far past ``bytes`` one unfinished line may grow before it is
    /// refused as a line (the slack of a streamed read).
    var lineSlack: Int
  }

  /// Opens `path` (`-` is stdin); `flag` names it when it cannot be read,
  /// `syntaxInput` when it is not valid CSV ("fit: 'x.csv' is not valid CSV").
  /// With `rejectsBinary`, an input that does not start as UTF-8 text is
  /// refused as such before any record; with `recordLimit`, a longer record
  /// is a usage error naming its line.
  init(
    path: String, flag: String, syntaxInput: String, rejectsBinary: Bool = true, recordLimit: RecordLimit? = nil
  ) throws(CommandLineError) {
    self.path = path
    self.flag = flag
    self.syntaxInput = syntaxInput
    self.rejectsBinary = rejectsBinary
    self.recordLimit = recordLimit
    buffer = [UInt8](repeating: 0, count: Self.chunkSize)
    ownsDescriptor = path != "-"
    let opened: Int32 = StandardStreams.descriptor(forInput: path) ?? open(path, O_RDONLY)
    guard opened >= 0 else {
      throw .usage(.unreadable(input: flag, path: path, reason: String(cString: strerror(errno))))
    }
    descriptor = opened
  }

  deinit {
    if ownsDescriptor { close(descriptor) }
  }

  /// The text of `cell` (doubled quotes undone in a quoted cell).
  func text(_ cell: Cell) -> String {
    guard cell.quoted else { return String(decoding: buffer[cell.start..<cell.end], as: UTF8.self) }
    var bytes: [UInt8] = []
    var index = cell.start
    while index < cell.end {
      bytes.append(buffer[index])
      // A doubled quote inside a quoted cell is one quote.
      index += buffer[index] == UInt8(ascii: "\"") ? 2 : 1
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `body` on the bytes of `cell` as they are in the buffer.
  func withBytes<Result>(_ cell: Cell, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    buffer.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[cell.start..<cell.end])) }
  }

  /// Reads the next non-blank record into ``cells``; false at the end of input.
  func next() throws(CommandLineError) -> Bool {
    while true {
      if atFirstByte {
        while end - start < 3, !atEnd { try fill() }
        atFirstByte = false
        if buffer[start..<end].starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        // A file that is not text (an image, a binary) is named as such, not
        // parsed into a CSV error about quotes.
        if rejectsBinary, Self.looksBinary(buffer[start..<min(end, start + 4096)]) {
          throw .usage(.invalidInput(input: syntaxInput.replacingCSVWording, problem: "not UTF-8 text"))
        }
      }
      guard let (after, breaks) = try scan() else {
        if atEnd { return false }
        if let recordLimit { try checkUnfinished(recordLimit) }
        try fill()
        continue
      }
      if let recordLimit, after - start - breaks > recordLimit.bytes {
        throw refusal(recordLimit, upTo: after)
      }
      recordLine = linesBefore + 1
      linesBefore += breaks
      start = after
      if cells.count == 1, cells[0].start == cells[0].end { continue }
      return true
    }
  }

  /// Scans one record from ``start``: its cells, the index after it and the
  /// line breaks it holds; nil when the buffer ends inside it before the end
  /// of input (or when nothing is left).
  private func scan() throws(CommandLineError) -> (after: Int, breaks: Int)? {
    cells.removeAll(keepingCapacity: true)
    guard start < end else { return nil }
    var index = start
    var breaks = 0
    let end = self.end
    let atEnd = self.atEnd
    let linesBefore = self.linesBefore
    return try buffer.withUnsafeBufferPointer { (bytes) throws(CommandLineError) -> (after: Int, breaks: Int)? in
      while true {
        // One field from `index`.
        if index < end, bytes[index] == UInt8(ascii: "\"") {
          let quoteLine = linesBefore + breaks + 1
          var cursor = index + 1
          while true {
            guard cursor < end else {
              if atEnd { throw malformed(quoteLine, "a quoted field is not closed") }
              return nil
            }
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\"") {
              if cursor + 1 < end, bytes[cursor + 1] == UInt8(ascii: "\"") {
                cursor += 2
                continue
              }
              if cursor + 1 == end, !atEnd { return nil }
              break
            }
            if byte == 10 { breaks += 1 }
            cursor += 1
          }
          cells.append(Cell(start: index + 1, end: cursor, quoted: true))
          index = cursor + 1
          // What follows the closing quote: a comma, LF, CRLF or the end.
          if end - index < 2, !atEnd { return nil }
          if index + 1 < end, bytes[index] == 13, bytes[index + 1] == 10 { index += 1 }
          if index + 1 == end, atEnd, bytes[index] == 13 { index += 1 }
          if index < end, bytes[index] != UInt8(ascii: ","), bytes[index] != 10 {
            throw malformed(linesBefore + breaks + 1, "text after a closing quote")
          }
        } else {
          var cursor = index
          while cursor < end {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: ",") || byte == 10 { break }
            if byte == UInt8(ascii: "\"") {
              throw malformed(linesBefore + breaks + 1, "a quote inside an unquoted field")
            }
            cursor += 1
          }
          if cursor == end, !atEnd { return nil }
          var fieldEnd = cursor
          // A CR before LF, or before the end of input, is part of the line end.
          if cursor == end || bytes[cursor] == 10, fieldEnd > index, bytes[fieldEnd - 1] == 13 { fieldEnd -= 1 }
          cells.append(Cell(start: index, end: fieldEnd, quoted: false))
          index = cursor
        }
        // The separator after the field.
        if index == end { return (index, breaks) }
        if bytes[index] == 10 { return (index + 1, breaks + 1) }
        index += 1  // a comma
      }
    }
  }

  /// Refuses an unfinished record that cannot fit the limit: one line past
  /// the limit and its slack, or lines past it together.
  private func checkUnfinished(_ limit: RecordLimit) throws(CommandLineError) {
    guard end - start > limit.bytes + limit.lineSlack else { return }
    throw refusal(limit, upTo: end)
  }

  /// The error for the record in `buffer[start..<upTo]`, past the limit: a
  /// line longer than the limit and its slack is named as the line, else the
  /// record is.
  private func refusal(_ limit: RecordLimit, upTo: Int) -> CommandLineError {
    var lineStart = start
    var breaks = 0
    for index in start..<upTo where index == upTo - 1 || buffer[index] == 10 {
      let lineEnd = buffer[index] == 10 ? index : upTo
      if lineEnd - lineStart > limit.bytes + limit.lineSlack {
        return tooLong(limit, line: linesBefore + breaks + 1, "line")
      }
      lineStart = index + 1
      breaks += 1
    }
    return tooLong(limit, line: linesBefore + 1, "record")
  }

  /// The usage error for a `what` ("record", "line") longer than the limit.
  private func tooLong(_ limit: RecordLimit, line: Int, _ what: String) -> CommandLineError {
    .usage(
      .invalidInput(input: "\(limit.input) line \(line)", problem: "the \(what) is longer than \(limit.bytes) bytes"))
  }

  /// A syntax error at `line`.
  private func malformed(_ line: Int, _ message: String) -> CommandLineError {
    .usage(.syntax(input: syntaxInput, SyntaxError(.csv, line: line, column: 1, message: message)))
  }

  /// Moves the unconsumed bytes to the front and reads another chunk after
  /// them, doubling the buffer when one record fills it.
  private func fill() throws(CommandLineError) {
    if start > 0 {
      let pending = end - start
      if pending > 0 {
        buffer.withUnsafeMutableBytes { raw in _ = memmove(raw.baseAddress!, raw.baseAddress! + start, pending) }
      }
      end = pending
      start = 0
    }
    if buffer.count - end < Self.chunkSize / 2 {
      buffer.append(contentsOf: repeatElement(0, count: buffer.count))
    }
    while true {
      let room = buffer.count - end
      let got = buffer.withUnsafeMutableBytes { raw in read(descriptor, raw.baseAddress! + end, room) }
      if got < 0 {
        if errno == EINTR { continue }
        throw .usage(.unreadable(input: flag, path: path, reason: String(cString: strerror(errno))))
      }
      if got == 0 { atEnd = true }
      end += got
      return
    }
  }
}

extension CSVRecordReader {
  /// Whether `bytes` (the start of an input) are not text: a NUL, a control character
  /// other than tab, CR, LF and form feed, or a byte sequence that is not UTF-8 (a
  /// sequence cut at the end of the window is allowed).
  static func looksBinary(_ bytes: ArraySlice<UInt8>) -> Bool {
    if bytes.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0x0C }) { return true }
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var consumed = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        consumed += scalar.value < 0x80 ? 1 : scalar.value < 0x800 ? 2 : scalar.value < 0x10000 ? 3 : 4
      case .emptyInput: return false
      case .error: return bytes.count - consumed > 3
      }
    }
  }
}

extension String {
  /// "fit: 'x.csv' is not valid CSV" → "fit: 'x.csv'": the input's name without the claim.
  fileprivate var replacingCSVWording: String {
    hasSuffix(" is not valid CSV") ? String(dropLast(" is not valid CSV".count)) : self
  }
}
