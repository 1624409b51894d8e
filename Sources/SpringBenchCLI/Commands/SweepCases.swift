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

extension SweepCases {
  /// Runs `count` cases on `workers` workers and writes them in case order.
  ///
  /// Every case is made (validated) and counted first, on the same workers,
  /// so a usage error leaves stdout empty and ``SizeGuard`` sees the total
  /// rows before the header. Then with one worker each CSV case streams to
  /// stdout in constant memory; with more, each worker formats its cases
  /// into its own buffer and ``SweepRunner`` hands the buffers over in case
  /// order (a window of about ``SweepCommand/windowRows`` rows), so the bytes
  /// do not depend on `workers`.
  func run(
    count: Int, columns: [String], format: OutputFormat, workers: Int, arguments: ParsedArguments,
    output: inout OutputBuffer
  ) throws(CommandLineError) {
    var totalRows = 0
    var largestCase = 1
    let checking = ProgressReporter(label: "sweep: checking", total: count, unit: "cases")
    try SweepRunner.run(
      count: count, jobs: workers, window: 1 << 16,
      work: { caseID throws(CommandLineError) -> Int in try rowCount(caseID) },
      deliver: { (_: Int, rows: Int) throws(CommandLineError) in
        totalRows += rows
        largestCase = max(largestCase, rows)
        checking.advance()
      })
    checking.finish()
    let note = try SizeGuard.check(arguments, format: format, columns: columns.count, rows: totalRows)

    var writer = try format.writer(
      TableLayout(
        columns: columns, integerColumns: [0], expectedRows: totalRows,
        plot: PlotDecoration(title: "sweep", xLabel: ""), tableNumbers: .measurements))
    note.print()
    let progress = ProgressReporter(label: "sweep", total: count, unit: "cases")
    defer { progress.finish() }
    writer.begin(&output)
    let isCSV = format == .csv
    if isCSV, min(workers, count) == 1 {
      // One worker: each case straight into the output, in constant memory.
      for caseID in 0..<count {
        try writeCSV(caseID, into: &output)
        progress.advance()
      }
      try writer.end(&output)
      return
    }
    let window = max(workers, min(SweepCommand.maximumWindowCases, SweepCommand.windowRows / largestCase))
    // A budget on the output (the fuzzer's) bounds each case's buffer too.
    let budget = output.budget
    // About 64 bytes a row: room for most cases without growing.
    let capacity = min(largestCase, 1 << 20) * 64
    try SweepRunner.run(
      count: count, jobs: workers, window: window,
      work: { caseID throws(CommandLineError) -> SweepCaseOutput in
        guard isCSV else { return .rows(try cells(caseID)) }
        var buffer = OutputBuffer(collecting: capacity)
        buffer.budget = budget
        try writeCSV(caseID, into: &buffer)
        return .bytes(buffer.takeBytes())
      },
      deliver: { (_: Int, result: SweepCaseOutput) throws(CommandLineError) in
        switch result {
        case .bytes(let bytes):
          try output.emit(bytes: bytes)
        case .rows(let rows):
          for row in rows { try writer.append(cells: row, &output) }
        }
        progress.advance()
      })
    try writer.end(&output)
  }
}
