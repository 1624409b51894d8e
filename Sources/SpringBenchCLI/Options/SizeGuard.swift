#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size guard of the commands that write a row per sample: a one-line
/// note on stderr before an output estimated past 1 GB, and `--max-rows N`,
/// which refuses more than N rows before any is written.
///
/// The estimate is rows × (columns × ``bytesPerCell`` + 1). A count known in
/// advance (a grid, an inline list, a regular file, which ``NumberStream``
/// counts first) is checked before the first row. Stdin has no count in
/// advance: its note comes when the row count passes the estimate, and
/// `--max-rows` stops it at row N + 1 with the same usage error, after the
/// first N rows.
///
/// Written to a terminal, an output of more than ``terminalRowLimit`` rows is
/// refused (exit 64) unless `--max-rows` allows it: a typo such as
/// `--bounce -0.999999` would otherwise scroll hundreds of millions of rows.
enum SizeGuard {
  /// The most rows written to a terminal without `--max-rows`: far more than anyone
  /// reads on a screen, far fewer than a typo asks for.
  static let terminalRowLimit = 100_000
  /// `--max-rows`, declared once for every command that takes it.
  static let maxRows = Option<Int>.integer(
    "max-rows", value: "n",
    help:
      "Refuse an output of more than n rows (exit 64) before writing it; without it, an output estimated past 1 GB only gets a note on stderr.",
    bounds: 1...maximumRowLimit)
  /// The largest `--max-rows`: more rows than any output can hold in practice (10¹² rows is over 20 TB of CSV).
  static let maximumRowLimit = 1_000_000_000_000
  /// The size past which the note is printed: 1 GB (10⁹ bytes, as disk sizes are quoted).
  static let noteBytes = 1_000_000_000
  /// The bytes one numeric cell takes with its separator, on average: a
  /// shortest round-trip double has up to 17 significant digits plus a point
  /// and a sign or exponent (`0.008333333333333333,` is 21 bytes; the default
  /// curve at 10⁶ samples, `--samples 1000000 --until 1`, averages 19.6 bytes per cell).
  static let bytesPerCell = 20

  /// Whether the run's stdout is a terminal (``StandardStreams/outputIsTerminal``).
  static var standardOutputIsTerminal: Bool { StandardStreams.current.outputIsTerminal }

  /// Whether `format`'s size grows with the rows (an SVG plot is decimated).
  static func grows(_ format: OutputFormat) -> Bool { format == .csv || format == .json }

  /// The estimated bytes of one row of `columns` cells.
  static func bytesPerRow(columns: Int) -> Int { columns * bytesPerCell + 1 }

  /// The note to print once the command has passed its own checks, just
  /// before its first row (nil text: none).
  struct Note {
    let text: String?

    /// Writes the note, if any, to stderr.
    func print() {
      if let text { writeToStandardError(text) }
    }
  }

  /// Checks an output of `rows` rows of `columns` cells: throws the
  /// `--max-rows` error at once; returns the note for the command to print
  /// before its first row.
  static func check(_ arguments: ParsedArguments, format: OutputFormat, columns: Int, rows: Int)
    throws(CommandLineError) -> Note
  {
    if let limit = try arguments.given(maxRows), rows > limit {
      throw .usage(.tooManyRows(flag: arguments.spelling(maxRows), limit: limit, rows: rows, input: nil))
    }
    if !arguments.has(maxRows), grows(format), rows > terminalRowLimit, standardOutputIsTerminal {
      throw .usage(.tooManyRowsForTerminal(rows: rows, limit: terminalRowLimit, flag: arguments.spelling(maxRows)))
    }
    let perRow = bytesPerRow(columns: columns)
    let (bytes, overflow) = rows.multipliedReportingOverflow(by: perRow)
    guard grows(format), overflow || bytes > noteBytes else { return Note(text: nil) }
    return Note(
      text:
        "note: the output will be about \(gigabytes(Double(rows) * Double(perRow))) GB (\(rows) rows of about \(perRow) bytes); \(arguments.spelling(maxRows)) N refuses more than N rows"
    )
  }

  /// The same for the rows of `values`: a streamed input of unknown length
  /// gets the limit and the note attached, applied as it streams (its
  /// returned note is empty).
  static func check(_ arguments: ParsedArguments, format: OutputFormat, columns: Int, values: SampleValues)
    throws(CommandLineError) -> Note
  {
    if let rows = values.count {
      return try check(arguments, format: format, columns: columns, rows: rows)
    }
    guard case .streamed(let stream) = values else { return Note(text: nil) }
    if let limit = try arguments.given(maxRows) {
      let flag = arguments.spelling(maxRows)
      stream.limit = (limit, flag)
    }
    guard grows(format) else { return Note(text: nil) }
    let perRow = bytesPerRow(columns: columns)
    let input = stream.input
    stream.note = (
      after: noteBytes / perRow + 1,
      report: { rows in
        writeToStandardError(
          "note: \(input) streams, so its size was not known in advance; the output has passed about 1 GB (\(rows) rows of about \(perRow) bytes) and goes on"
        )
      }
    )
    return Note(text: nil)
  }

  /// `bytes` in GB with one decimal.
  static func gigabytes(_ bytes: Double) -> String {
    let tenths = (bytes / 1e8).rounded()
    return "\(Int(tenths) / 10).\(Int(tenths) % 10)"
  }
}
