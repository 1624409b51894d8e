import AnimationMath

/// A capture file for fitting (`fit FILE`, `fit -`, `sweep fit`): a CSV
/// file with a header, read as it streams, keeping only the time and value
/// columns as numbers.
///
/// The columns are `--columns T,V`, else `t` and `value`, else the first two
/// columns whose every cell is a number. Every kept cell must be a finite
/// number. Errors keep the precedence of reading the whole table first: a
/// CSV syntax error anywhere wins over a cell that is not a number.
enum CaptureCSV {
  /// The columns read: the header, the indices chosen and their numbers.
  struct Columns {
    let header: [String]
    let timeColumn: Int
    let valueColumn: Int
    /// The time column, in seconds.
    let times: [Double]
    let values: [Double]
  }

  /// The first cell that is not a finite number: its data row (0-based), column and text.
  private struct BadCell {
    let row: Int
    let column: Int
    let text: String
  }

  /// Reads `path` (`-` for stdin).
  ///
  /// - Parameters:
  ///   - names: the `--columns` names, or nil.
  ///   - columnsFlag: `--columns` as typed, for its error.
  ///   - millisecondTimes: whether the time column is in ms (divided by 1000).
  ///   - command: the command or flag reading the file, for its errors.
  static func read(
    _ path: String, names: [String]?, columnsFlag: String, millisecondTimes: Bool, command: String = "fit"
  )
    throws(CommandLineError)
    -> Columns
  {
    let reader = try CSVRecordReader(path: path, flag: command, syntaxInput: "\(command): '\(path)' is not valid CSV")
    guard try reader.next() else {
      throw .usage(
        .syntax(
          input: "\(command): '\(path)' is not valid CSV",
          SyntaxError(.csv, line: 1, column: 1, message: "no header row")))
    }
    let header = reader.cells.map(reader.text)
    var chosen: (Int, Int)?
    if let names {
      var indices: [Int] = []
      for name in names {
        guard let index = header.firstIndex(of: name) else {
          throw .usage(
            .invalidValue(
              flag: columnsFlag, accepted: "columns of the file (\(header.joined(separator: ",")))", got: name))
        }
        indices.append(index)
      }
      chosen = (indices[0], indices[1])
    } else if let t = header.firstIndex(of: "t"), let v = header.firstIndex(of: "value") {
      chosen = (t, v)
    }
    // Without a choice, every column that is numeric so far is kept.
    let kept = chosen.map { $0.0 == $0.1 ? [$0.0] : [$0.0, $0.1] } ?? Array(header.indices)
    var numbers: [[Double]?] = Array(repeating: [], count: header.count)
    var bad: [BadCell?] = Array(repeating: nil, count: header.count)
    var rows = 0
    // A row with an empty cell in a kept column (a frame `measure` tracked
    // nothing in), or with clipped = 1, is skipped and counted.
    let clipped = header.firstIndex(of: "clipped")
    var skipped = 0
    while try reader.next() {
      guard reader.cells.count == header.count else {
        throw .usage(
          .syntax(
            input: "\(command): '\(path)' is not valid CSV",
            SyntaxError(
              .csv, line: reader.recordLine, column: 1,
              message: "\(reader.cells.count) cells where the header has \(header.count)")))
      }
      if kept.contains(where: { reader.text(reader.cells[$0]).isEmpty })
        || clipped.map({ reader.text(reader.cells[$0]) == "1" }) == true
      {
        skipped += 1
        rows += 1
        continue
      }
      for column in kept where numbers[column] != nil {
        let cell = reader.cells[column]
        guard let number = reader.withBytes(cell, { DecimalParser.double($0) }) else {
          if bad[column] == nil { bad[column] = BadCell(row: rows, column: column, text: reader.text(cell)) }
          // A chosen column stops collecting at its first bad cell; an
          // unchosen one is no longer a candidate.
          if chosen == nil { numbers[column] = nil }
          continue
        }
        if !number.isFinite, bad[column] == nil {
          bad[column] = BadCell(row: rows, column: column, text: reader.text(cell))
        }
        if bad[column] == nil { numbers[column]!.append(number) }
      }
      rows += 1
    }
    if skipped > 0 {
      writeToStandardError("note: fit skipped \(skipped) row(s) of '\(path)' with an empty cell or clipped = 1")
    }
    let t: Int, v: Int
    if let chosen { (t, v) = chosen } else { (t, v) = try firstNumericPair(numbers, rows: rows) }
    // The first bad cell in row order, the time column first within a row.
    let firstBad = [bad[t], bad[v]].compactMap { $0 }.min {
      ($0.row, $0.column == t ? 0 : 1) < ($1.row, $1.column == t ? 0 : 1)
    }
    if let firstBad {
      throw .usage(
        .invalidInput(
          input: "\(command): '\(path)'",
          problem:
            "row \(firstBad.row + 1), column '\(header[firstBad.column])': '\(firstBad.text)' is not a finite number"))
    }
    let times = millisecondTimes ? numbers[t]!.map { $0 / 1000 } : numbers[t]!
    return Columns(header: header, timeColumn: t, valueColumn: v, times: times, values: numbers[v]!)
  }

  /// The first two columns whose every cell is a number (of a table with rows).
  private static func firstNumericPair(_ numbers: [[Double]?], rows: Int) throws(CommandLineError) -> (Int, Int) {
    let numeric = numbers.indices.filter { numbers[$0] != nil }
    guard rows > 0, numeric.count >= 2 else {
      throw .usage(
        .invalidInput(
          input: "fit", problem: "no 't' and 'value' columns and fewer than two numeric columns (give --columns T,V)"))
    }
    return (numeric[0], numeric[1])
  }
}
