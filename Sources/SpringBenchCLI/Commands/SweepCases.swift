/// The cases of one kind of sweep, as ``SweepCases/run(count:columns:format:workers:arguments:output:)``
/// runs them: spring curves and engine frames (``SweepCommand``), flings
/// (``SweepDecayCommand``).
///
/// Each case is made from its own arguments (``SweepPlan/arguments(of:)``)
/// by the code the one-case command uses, so making it validates it.
protocol SweepCases: Sendable {
  /// The number of rows case `caseID` writes; throws what making the case throws.
  func rowCount(_ caseID: Int) throws(CommandLineError) -> Int
  /// Case `caseID`'s rows as CSV, without a header, appended to `output`.
  func writeCSV(_ caseID: Int, into output: inout OutputBuffer) throws(CommandLineError)
  /// Case `caseID`'s rows as cells, for the in-memory formats (json, table).
  func cells(_ caseID: Int) throws(CommandLineError) -> [[TableCell]]
}

/// One worker's result for a case.
enum SweepCaseOutput: Sendable {
  /// CSV rows, formatted.
  case bytes(CollectedBytes)
  /// Rows for an in-memory format, written by the caller.
  case rows([[TableCell]])
}

/// What checking every case found: the rows in all and in the largest case,
/// and the ``SizeGuard`` note to print before the first row.
struct SweepCheck {
  let totalRows: Int
  let largestCase: Int
  let note: SizeGuard.Note
}

extension TableLayout {
  /// The layout of a sweep's rows: `columns`, the first (`case`) an integer.
  static func sweepCases(_ columns: [String]) -> TableLayout {
    TableLayout(
      columns: columns, integerColumns: [0], expectedRows: 1, plot: PlotDecoration(title: "", xLabel: ""))
  }
}

extension SweepCases {
  /// Checks `count` cases on `workers` workers (``check(count:columns:format:workers:arguments:)``),
  /// then writes them in case order (``write(count:columns:format:workers:check:figure:output:)``).
  func run(
    count: Int, columns: [String], format: OutputFormat, workers: Int, arguments: ParsedArguments,
    figure: (@Sendable ([[Double]]) -> PlotFigure)? = nil, output: inout OutputBuffer
  ) throws(CommandLineError) {
    let check = try check(count: count, columns: columns, format: format, workers: workers, arguments: arguments)
    try write(
      count: count, columns: columns, format: format, workers: workers, check: check, figure: figure, output: &output)
  }

  /// Makes (validates) and counts every case, on `workers` workers, so a usage
  /// error is found before any output and ``SizeGuard`` sees the total rows
  /// before the header.
  func check(count: Int, columns: [String], format: OutputFormat, workers: Int, arguments: ParsedArguments)
    throws(CommandLineError) -> SweepCheck
  {
    var totalRows = 0
    var largestCase = 1
    let checking = ProgressReporter(label: "sweep: checking", total: count, unit: "cases")
    // Making a case is quick: units of count/(16·workers) cases keep both
    // the hand-overs and the imbalance small.
    let checkUnit = Swift.max(1, count / (16 * workers))
    try SweepRunner.run(
      count: Self.unitCount(count, checkUnit), jobs: workers, window: 1 << 16,
      work: { unit throws(CommandLineError) -> (total: Int, largest: Int) in
        var total = 0
        var largest = 0
        for caseID in Self.cases(of: unit, checkUnit, count) {
          let rows = try rowCount(caseID)
          total += rows
          largest = Swift.max(largest, rows)
        }
        return (total, largest)
      },
      deliver: { (unit: Int, rows: (total: Int, largest: Int)) throws(CommandLineError) in
        totalRows += rows.total
        largestCase = Swift.max(largestCase, rows.largest)
        checking.advance(by: Self.cases(of: unit, checkUnit, count).count)
      })
    checking.finish()
    let note = try SizeGuard.check(arguments, format: format, columns: columns.count, rows: totalRows)
    return SweepCheck(totalRows: totalRows, largestCase: largestCase, note: note)
  }

  /// Writes `count` checked cases in case order.
  ///
  /// With one worker each CSV case streams to stdout in constant memory; with
  /// more, the cases go out in units of consecutive cases of about
  /// ``SweepCommand/unitRows`` rows: each worker formats a unit into its own
  /// buffer, and ``SweepRunner`` hands the buffers over in order, about
  /// ``SweepCommand/windowRows`` rows at a time, so the bytes do not depend on
  /// `workers`. Units small enough to stay in a core's cache (128 KB of CSV)
  /// measured faster than larger ones.
  func write(
    count: Int, columns: [String], format: OutputFormat, workers: Int, check: SweepCheck,
    figure: (@Sendable ([[Double]]) -> PlotFigure)? = nil, output: inout OutputBuffer
  ) throws(CommandLineError) {
    let (totalRows, largestCase, note) = (check.totalRows, check.largestCase, check.note)
    var writer = try format.writer(
      TableLayout(
        columns: columns, integerColumns: [0], expectedRows: totalRows,
        plot: PlotDecoration(title: "sweep", xLabel: "", figure: figure), tableNumbers: .measurements))
    note.print()
    let progress = ProgressReporter(label: "sweep", total: count, unit: "cases")
    defer { progress.finish() }
    writer.begin(&output)
    let isCSV = format == .csv
    if isCSV, Swift.min(workers, count) == 1 {
      // One worker: each case straight into the output, in constant memory.
      for caseID in 0..<count {
        try writeCSV(caseID, into: &output)
        progress.advance()
      }
      try writer.end(&output)
      return
    }
    // Units of about unitRows rows, but at least 4 per worker while the cases last.
    let unit = Swift.max(1, Swift.min(SweepCommand.unitRows / largestCase, count / (4 * workers)))
    let window = Swift.max(2 * workers, SweepCommand.windowRows / (unit * largestCase))
    // A budget on the output (the fuzzer's) bounds each unit's buffer too.
    let budget = output.budget
    // About 64 bytes a row: room for most units without growing.
    let capacity = Swift.min(unit * largestCase, 1 << 20) * 64
    try SweepRunner.run(
      count: Self.unitCount(count, unit), jobs: workers, window: window,
      work: { index throws(CommandLineError) -> SweepCaseOutput in
        let cases = Self.cases(of: index, unit, count)
        guard isCSV else {
          var rows: [[TableCell]] = []
          for caseID in cases { rows += try cells(caseID) }
          return .rows(rows)
        }
        var buffer = OutputBuffer(collecting: capacity)
        buffer.budget = budget
        for caseID in cases { try writeCSV(caseID, into: &buffer) }
        return .bytes(buffer.takeBytes())
      },
      deliver: { (index: Int, result: SweepCaseOutput) throws(CommandLineError) in
        switch result {
        case .bytes(let bytes):
          try output.emit(bytes: bytes)
        case .rows(let rows):
          for row in rows { try writer.append(cells: row, &output) }
        }
        progress.advance(by: Self.cases(of: index, unit, count).count)
      })
    try writer.end(&output)
  }

  /// The number of units of `size` consecutive cases in `count` cases.
  static func unitCount(_ count: Int, _ size: Int) -> Int { (count + size - 1) / size }

  /// The cases of unit `index`, units of `size` consecutive cases out of `count`.
  static func cases(of index: Int, _ size: Int, _ count: Int) -> Range<Int> {
    index * size..<Swift.min(count, (index + 1) * size)
  }
}
