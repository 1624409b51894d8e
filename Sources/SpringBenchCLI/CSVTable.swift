import AnimationMath

/// A CSV file as `compare` reads it: a header row and rows of cells.
///
/// RFC 4180: fields separated by commas, rows by LF or CRLF, fields may be
/// quoted with `"` (a doubled `""` inside is one quote). A final newline is
/// optional; blank lines are skipped. Every row must have as many cells as the
/// header.
struct CSVTable: Sendable {
  /// Column names.
  let header: [String]
  /// Data rows, each with `header.count` cells.
  let rows: [[String]]

  /// A syntax error at `line` (1-based), column 1.
  private static func malformed(line: Int, _ message: String) -> SyntaxError {
    SyntaxError(.csv, line: line, column: 1, message: message)
  }

  /// Parses `bytes` (UTF-8; a leading byte-order mark is skipped).
  init(parsing bytes: [UInt8]) throws(SyntaxError) {
    let bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    var records: [[String]] = []
    var recordLines: [Int] = []
    var field: [UInt8] = []
    var record: [String] = []
    var line = 1
    var index = 0
    var inQuotes = false
    var fieldWasQuoted = false
    var recordStart = 1
    var quoteStart = 1
    func endField() {
      record.append(String(decoding: field, as: UTF8.self))
      field.removeAll(keepingCapacity: true)
      fieldWasQuoted = false
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if inQuotes {
        if byte == UInt8(ascii: "\"") {
          if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            field.append(byte)
            index += 1
          } else {
            inQuotes = false
          }
        } else {
          if byte == 10 { line += 1 }
          field.append(byte)
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        guard field.isEmpty, !fieldWasQuoted else {
          throw Self.malformed(line: line, "a quote inside an unquoted field")
        }
        inQuotes = true
        fieldWasQuoted = true
        quoteStart = line
      case UInt8(ascii: ","):
        endField()
      case 13 where index < bytes.count && bytes[index] == 10:
        break
      case 10:
        endField()
        if !(record.count == 1 && record[0].isEmpty) {
          records.append(record)
          recordLines.append(recordStart)
        }
        record.removeAll(keepingCapacity: true)
        line += 1
        recordStart = line
      default:
        guard !fieldWasQuoted else {
          throw Self.malformed(line: line, "text after a closing quote")
        }
        field.append(byte)
      }
    }
    if inQuotes { throw Self.malformed(line: quoteStart, "a quoted field is not closed") }
    if !field.isEmpty || !record.isEmpty || fieldWasQuoted {
      endField()
      records.append(record)
      recordLines.append(recordStart)
    }
    guard let first = records.first else { throw Self.malformed(line: 1, "no header row") }
    for (cells, number) in zip(records.dropFirst(), recordLines.dropFirst()) where cells.count != first.count {
      throw Self.malformed(line: number, "\(cells.count) cells where the header has \(first.count)")
    }
    header = first
    rows = Array(records.dropFirst())
  }
}
