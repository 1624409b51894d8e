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

  /// Why a CSV text is malformed: the 1-based line and the problem.
  struct Malformed: Error, Sendable {
    let line: Int
    let message: String
  }

  /// Parses `bytes` (UTF-8).
  init(parsing bytes: [UInt8]) throws(Malformed) {
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
          throw Malformed(line: line, message: "a quote inside an unquoted field")
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
          throw Malformed(line: line, message: "text after a closing quote")
        }
        field.append(byte)
      }
    }
    if inQuotes { throw Malformed(line: quoteStart, message: "a quoted field is not closed") }
    if !field.isEmpty || !record.isEmpty || fieldWasQuoted {
      endField()
      records.append(record)
      recordLines.append(recordStart)
    }
    guard let first = records.first else { throw Malformed(line: 1, message: "no header row") }
    for (cells, number) in zip(records.dropFirst(), recordLines.dropFirst()) where cells.count != first.count {
      throw Malformed(line: number, message: "\(cells.count) cells where the header has \(first.count)")
    }
    header = first
    rows = Array(records.dropFirst())
  }
}
