import AnimationMath

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The numbers of `--times @FILE|-` or `ease --inputs @FILE|-`, read 64 KiB at
/// a time so that 10⁷ of them use the same memory as ten.
///
/// One number per line, or one column of a CSV file with a header row
/// (RFC 4180, the rules of ``CSVTable``, read by ``CSVRecordReader``). A
/// UTF-8 byte-order mark, CRLF line ends and blank lines are accepted; a line
/// that is not an accepted number is a usage error naming its line.
///
/// A regular file is read twice: a first pass checks every line and counts
/// the numbers (``count``) before any row is written, so that a bad line
/// leaves stdout empty and the size guard knows the row count; the second
/// pass gives the numbers. Stdin and other pipes are read once, as they
/// stream: a bad line found after rows were made is still a usage error
/// (exit 64) naming the line, wrapped in ``UsageError/streamed(_:rowsBefore:)``,
/// and the CSV rows of the numbers before it are written (see
/// ``SpringBench/main(_:)``).
final class NumberStream {
  /// How the input names itself in errors: `--times 'times.txt'`, `--times - (stdin)`.
  let input: String
  /// The numbers the input holds, known before the first ``next()`` for a
  /// regular file; nil for a stream whose end is not known yet.
  private(set) var count: Int?
  /// The most numbers accepted from a stream of unknown length (`--max-rows`):
  /// the next one is a usage error naming `flag`.
  var limit: (count: Int, flag: String)?
  /// Called once when this many numbers have streamed (the size guard's note
  /// for inputs of unknown length).
  var note: (after: Int, report: (Int) -> Void)?

  private let descriptor: Int32
  /// Whether the descriptor was opened here (a file), so closed here (not stdin).
  private let ownsDescriptor: Bool
  private let path: String
  private let flag: String
  private let accepts: (Double) -> Bool
  private let accepted: String
  private let column: (name: String, flag: String)?
  /// A regular file: checked and counted in a first pass, so its errors come before any row.
  private var isRegular = false

  /// Bytes read and not yet consumed are `buffer[start..<end]`.
  private var buffer: [UInt8]
  private var start = 0
  private var end = 0
  private var atEnd = false
  private var atFirstByte = true
  /// The physical line of the last line taken (1-based).
  private var line = 0
  /// Numbers given so far in this pass.
  private var given = 0
  /// The CSV column's index and the header's cell count, once read.
  private var csvColumn: (index: Int, cells: Int)?
  /// The CSV column's records, once opened.
  private var csvReader: CSVRecordReader?

  /// The size of one read.
  static let chunkSize = 1 << 16
  /// The longest line (or CSV record) accepted, so that a file without line
  /// breaks cannot grow the buffer without bound.
  static let maximumLineBytes = 1 << 20

  /// Opens `path` (`-` is stdin) for `flag`; a regular file is checked and
  /// counted at once.
  ///
  /// - Parameters:
  ///   - accepts: whether a finite number read from a line is in the option's range.
  ///   - accepted: what a line may hold, for the error text ("finite numbers ≥ 0").
  ///   - column: the CSV column to read and its flag as typed, or nil for one number per line.
  init(
    path: String, flag: String, accepts: @escaping (Double) -> Bool, accepted: String,
    column: (name: String, flag: String)?
  ) throws(CommandLineError) {
    self.path = path
    self.flag = flag
    self.accepts = accepts
    self.accepted = accepted
    self.column = column
    input = "\(flag) \(path == "-" ? "- (stdin)" : "'\(path)'")"
    buffer = [UInt8](repeating: 0, count: Self.chunkSize)
    ownsDescriptor = path != "-"
    let opened: Int32 = StandardStreams.descriptor(forInput: path) ?? open(path, O_RDONLY)
    guard opened >= 0 else {
      throw .usage(.unreadable(input: flag, path: path, reason: String(cString: strerror(errno))))
    }
    descriptor = opened
    var status = stat()
    let regular = path != "-" && fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    if regular {
      isRegular = true
      var counted = 0
      while try next() != nil { counted += 1 }
      count = counted
      try rewind()
    }
  }

  deinit {
    if ownsDescriptor { close(descriptor) }
  }

  /// The next number, or nil at the end; a bad line, a CSV syntax error or
  /// a number beyond ``limit`` throws.
  func next() throws(CommandLineError) -> Double? {
    do throws(CommandLineError) {
      let value = try column == nil ? nextLineNumber() : nextColumnNumber()
      guard let value else {
        if given == 0 { throw CommandLineError.usage(.invalidInput(input: input, problem: "it holds no numbers")) }
        return nil
      }
      given += 1
      if let limit, given > limit.count {
        throw CommandLineError.usage(.tooManyRows(flag: limit.flag, limit: limit.count, rows: nil, input: input))
      }
      if let note, given == note.after { note.report(given) }
      return value
    } catch {
      // A stream that has given numbers has made rows already.
      guard !isRegular, given > 0, case .usage(let usage) = error else { throw error }
      throw .usage(.streamed(usage, rowsBefore: given))
    }
  }

  /// Back to the first number (regular files only).
  private func rewind() throws(CommandLineError) {
    guard lseek(descriptor, 0, SEEK_SET) == 0 else {
      throw .usage(.unreadable(input: flag, path: path, reason: String(cString: strerror(errno))))
    }
    start = 0
    end = 0
    atEnd = false
    atFirstByte = true
    line = 0
    given = 0
    csvColumn = nil
    csvReader = nil
  }

  // MARK: Lines

  /// The indices in ``buffer`` of the next line without its LF (nil at the
  /// end of input), the byte-order mark dropped; valid until the next call.
  private func nextLineRange() throws(CommandLineError) -> Range<Int>? {
    var scanned = 0
    while true {
      let from = start + scanned
      let found = buffer.withUnsafeBufferPointer { raw -> Int? in
        guard from < end, let hit = memchr(raw.baseAddress! + from, 10, end - from) else { return nil }
        return raw.baseAddress!.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      }
      if let newline = found {
        let range = start..<newline
        start = newline + 1
        line += 1
        return stripBOM(range)
      }
      if atEnd {
        guard start < end else { return nil }
        let range = start..<end
        start = end
        line += 1
        return stripBOM(range)
      }
      scanned = end - start
      try fill()
    }
  }

  /// Reads another chunk after the unconsumed bytes (moved to the front).
  private func fill() throws(CommandLineError) {
    if start > 0 {
      let pending = end - start
      if pending > 0 {
        buffer.withUnsafeMutableBytes { raw in
          _ = memmove(raw.baseAddress!, raw.baseAddress! + start, pending)
        }
      }
      end = pending
      start = 0
    }
    if buffer.count - end < Self.chunkSize {
      guard buffer.count < Self.maximumLineBytes + Self.chunkSize else {
        throw .usage(
          .invalidInput(
            input: "\(input) line \(line + 1)", problem: "the line is longer than \(Self.maximumLineBytes) bytes"))
      }
      buffer.append(contentsOf: repeatElement(0, count: Self.chunkSize))
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

  /// `range` without a UTF-8 byte-order mark when it is the input's first line.
  private func stripBOM(_ range: Range<Int>) -> Range<Int> {
    guard atFirstByte else { return range }
    atFirstByte = false
    return buffer[range].starts(with: [0xEF, 0xBB, 0xBF]) ? range.dropFirst(3) : range
  }

  /// One number per line: CR before LF dropped, blank lines skipped. The
  /// digits are read in place (no text is made unless the line is refused).
  private func nextLineNumber() throws(CommandLineError) -> Double? {
    while let range = try nextLineRange() {
      var first = range.lowerBound
      var last = range.upperBound
      if last > first, buffer[last - 1] == 13 { last -= 1 }
      while first < last, buffer[first] == 32 || buffer[first] == 9 { first += 1 }
      while last > first, buffer[last - 1] == 32 || buffer[last - 1] == 9 { last -= 1 }
      guard first < last else { continue }
      let value = buffer.withUnsafeBufferPointer { raw in
        DecimalParser.double(UnsafeBufferPointer(rebasing: raw[first..<last]))
      }
      if let value, value.isFinite, accepts(value) { return value }
      try refuse(String(decoding: buffer[first..<last], as: UTF8.self), line: line)
    }
    return nil
  }

  /// One CSV cell as a number, checked against the option's range.
  private func number(_ text: String, line: Int) throws(CommandLineError) -> Double {
    var bytes = text
    let value = bytes.withUTF8 { DecimalParser.double($0) }
    guard let value, value.isFinite, accepts(value) else { try refuse(text, line: line) }
    return value
  }

  /// The usage error for a line or cell that is not an accepted number.
  private func refuse(_ text: String, line: Int) throws(CommandLineError) -> Never {
    // Bytes that are not text are named as such, never echoed into the message.
    if text.unicodeScalars.contains(where: { $0 == "\u{FFFD}" || ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F })
    {
      throw .usage(
        .invalidInput(
          input: "\(input) line \(line)", problem: "not UTF-8 text; each line holds one number, \(accepted)"))
    }
    let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
    throw .usage(
      .invalidInput(
        input: "\(input) line \(line)", problem: "'\(shown)' is not accepted; each line holds one number, \(accepted)"))
  }

  // MARK: CSV

  /// The reader of the CSV column's records (``CSVRecordReader``, the
  /// same rules as `fit`'s captures), opened at the first use and after a
  /// rewind.
  private func csvRecords() throws(CommandLineError) -> CSVRecordReader {
    if let csvReader { return csvReader }
    let reader = try CSVRecordReader(
      path: path, flag: flag, syntaxInput: "\(input) is not valid CSV", rejectsBinary: false,
      recordLimit: .init(bytes: Self.maximumLineBytes, input: input, lineSlack: Self.chunkSize))
    csvReader = reader
    return reader
  }

  /// The next number of the CSV column.
  private func nextColumnNumber() throws(CommandLineError) -> Double? {
    let reader = try csvRecords()
    if csvColumn == nil {
      guard try reader.next() else {
        throw .usage(
          .syntax(input: "\(input) is not valid CSV", SyntaxError(.csv, line: 1, column: 1, message: "no header row")))
      }
      let header = reader.cells.map(reader.text)
      guard let index = header.firstIndex(of: column!.name) else {
        throw .usage(
          .invalidValue(
            flag: column!.flag, accepted: "a column of \(input) (\(header.joined(separator: ",")))", got: column!.name))
      }
      csvColumn = (index, header.count)
    }
    guard try reader.next() else { return nil }
    let start = reader.recordLine
    guard reader.cells.count == csvColumn!.cells else {
      throw .usage(
        .syntax(
          input: "\(input) is not valid CSV",
          SyntaxError(
            .csv, line: start, column: 1,
            message: "\(reader.cells.count) cells where the header has \(csvColumn!.cells)")))
    }
    return try number(reader.text(reader.cells[csvColumn!.index]), line: start)
  }
}
