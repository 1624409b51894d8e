import AnimationMath

/// `springbench sweep`: many springs in one run, the cartesian product of the
/// values of every spring flag typed as a list `a,b,c` or a range
/// `start:stop:step` (see ``SweepValues`` and ``SweepPlan``).
///
/// Output is long format, `case,<each swept flag>,t,value,velocity`, or with
/// `--summary` one row per case. Every case is the spring the same flags
/// give the default command (``SpringOptions``) and is sampled by
/// ``SpringCurveCommand/write(_:_:_:into:_:)``, so a one-case sweep prints
/// the default command's rows with the case columns in front.
///
/// Cases run on `--jobs` workers (``SweepRunner``); each formats its cases
/// into its own buffer and the buffers are written in case order, so the
/// bytes do not depend on the number of workers. Every case is validated
/// (its spring and its grid made) before anything is written, so a usage
/// error leaves stdout empty.
enum SweepCommand: ResolvingCommand {
  /// The flags that take a list or a range: every numeric spring flag, and
  /// the spring engines' settings (``SweepDecayCommand`` lists the decay flags).
  static let sweepable: [SweepableFlag] = [
    SpringFlags.damping, SpringFlags.velocity, SpringFlags.initialVelocity, SpringFlags.duration,
    SpringFlags.from, SpringFlags.to, SpringFlags.mass, SpringFlags.stiffness, SpringFlags.dampingCoefficient,
    SpringFlags.response, SpringFlags.dampingFraction, SpringFlags.bounce, SpringFlags.tension,
    SpringFlags.friction, SpringFlags.bounciness, SpringFlags.popSpeed, SpringFlags.epsilon,
    SpringFlags.epsilonAbsolute,
    // With --engine: the engine settings in value units.
    EngineFlags.restDelta, EngineFlags.restSpeed, EngineFlags.minVisibleChange, EngineFlags.visibilityThreshold,
    EngineFlags.animationDuration,
  ].map(SweepableFlag.init)

  static let summary = Option<Bool>.flag(
    "summary",
    help: "One row per case: its mass, stiffness, damping, damping_ratio, settling_duration, overshoot and peak_time.")
  static let jobs = Option<Int>.integer(
    "jobs", value: "n", help: "Run the cases on n workers (default: the processors online).", bounds: 1...4096)
  /// `--format` of the sweeps: svg draws every case's curve (not with
  /// `--summary`, nor for `sweep fit`: one row per case is not a curve).
  static let format = OutputFormat.option(
    OutputFormat.curveFormats, default: .csv,
    help: "csv, json (Documentation/JSON.md), table, or svg (every case's curve; not with --summary).")

  /// The columns of the curve rows after the swept flags.
  static let curveColumns = ["t", "value", "velocity"]
  /// The columns of an engine's frames (`--engine`) after the swept flags.
  static let engineColumns = ["t", "value", "velocity", "engine_time"]
  /// The columns of a `--summary` row after the swept flags.
  static let summaryColumns = [
    "mass", "stiffness", "damping", "damping_ratio", "settling_duration", "overshoot", "peak_time",
  ]
  /// Names a swept flag's column may not take (it gets `param_` instead),
  /// the same with and without `--summary`.
  static let reservedColumns = Set(["case"] + engineColumns + summaryColumns)

  /// The rows of one unit of consecutive cases that a worker formats into
  /// one buffer (about 128 KB of CSV; a longer case is a unit alone).
  static let unitRows = 1 << 11
  /// The rows the units in flight hold at most (about 4 MB of CSV), beyond
  /// two units per worker.
  static let windowRows = 1 << 16

  static let definition = CommandDefinition(
    name: "springbench sweep",
    abstract: "Run a family of springs: every flag takes a list a,b,c or a range start:stop:step.",
    usage: "springbench sweep [<spring options with lists or ranges>] [<sampling options>] [--summary]",
    groups: SpringFlags.groups + [
      ("SAMPLING", SamplingOptions.definitions),
      ("SWEEP", [summary.definition, jobs.definition, format.definition]),
      EngineFlags.group,
    ],
    discussion: """
      Every numeric spring flag takes a number, a list a,b,c or a range
      start:stop:step. A range's values are start + i·step (decimals exactly,
      with no accumulated rounding) up to stop, which is included when it lies
      on the grid: 0.2:1.0:0.2 is 0.2, 0.4, 0.6, 0.8, 1.0. The cases are the
      cartesian product of the lists and ranges (at most 10000000), in the
      order the flags are typed, the first varying slowest. case is 0-based.

      Columns: case, then one per flag given as a list or range (even of one
      value, as 0.5:0.5:1; a plain number gets none), named without dashes, - as _
      (--damping-fraction: damping_fraction); a name that is an output column
      gets param_ (--damping: param_damping, --mass: param_mass). Then
      t,value,velocity per sample, or with --summary one row per case:
      mass, stiffness, damping (the coefficient), damping_ratio,
      settling_duration (s, in the --epsilon band), overshoot (the largest
      excursion past --to, as a fraction of the travel) and peak_time (s, its
      time; empty when the spring never passes --to).
      With --engine NAME every case is that engine's frames at --fps (default
      60): t,value,velocity,engine_time, as 'springbench --engine NAME'; the
      settings --rest-delta, --rest-speed, --min-visible-change,
      --visibility-threshold and --animation-duration take lists and ranges too.
      Flings: 'springbench sweep decay --engine NAME' sweeps the decay flags;
      captures: 'springbench sweep fit FILE…' fits many files, a row each.
      The output is byte-identical for every --jobs; with --jobs 1 each case
      streams to stdout, with more a window of about 65536 rows is buffered.

      EXAMPLES:
        springbench sweep --response 0.3:0.6:0.1 --damping-fraction 0.5,0.8
        springbench sweep --damping 0.1:1:0.1 --velocity 0,2 --summary
      """)

  /// A summary has no samples and no engine; an engine renders frames, not a
  /// grid; the engine's own flags need `--engine`; then the sampling flags'
  /// rules. With `--engine`, each case's frame schedule checks its own rules.
  static let rules: [CrossFlagRule] =
    [
      .onlyWhen(
        SamplingOptions.definitions, .absent(summary.definition),
        context: "without --summary (a summary has no samples)"),
      .onlyWhen([summary.definition], .absent(EngineFlags.engine.definition), context: "without --engine"),
      .onlyWhen(
        [
          SamplingOptions.step.definition, SamplingOptions.samples.definition, SamplingOptions.times.definition,
          SamplingOptions.until.definition,
        ], .absent(EngineFlags.engine.definition), context: "to a spring grid; engines render at --fps or --frame-times"
      ),
    ] + EngineFlags.engineOnlyDefinitions.map { .requires($0, needs: EngineFlags.engine.definition) }
    + SamplingOptions.rules

  /// A resolved `sweep`: every case made and counted, and how to write them.
  struct Request {
    let context: CaseContext
    let check: SweepCheck
    let columns: [String]
    let format: OutputFormat
    let workers: Int
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    try arguments.requireNoPositionals()
    let format = try OutputFormat.value(
      Self.format, arguments,
      accepting: isSummaryTyped(arguments) ? OutputFormat.dataFormats : OutputFormat.curveFormats,
      context: "with --summary", default: .csv)
    let workers = try arguments.given(jobs) ?? SweepRunner.activeProcessorCount
    let isSummary = arguments.has(summary)
    let engine = try EngineOptions.name(arguments)
    if engine != nil { try EngineFlags.rejectStreamedFrameTimes(arguments) }
    let plan = try SweepPlan(arguments, sweepable: sweepable, reservedColumns: reservedColumns)
    // --times is read once (it may be a file or stdin) and shared by every case.
    let sharedGrid: TimeGrid? =
      arguments.has(SamplingOptions.times)
      ? try timeGrid(
        SamplingOptions.grid(
          arguments, defaultEnd: { () throws(CommandLineError) in 0 }, settled: { () throws(CommandLineError) in 0 }),
        arguments)
      : nil
    let columns =
      ["case"] + plan.axes.map(\.column) + (isSummary ? summaryColumns : engine != nil ? engineColumns : curveColumns)
    let context = CaseContext(
      plan: plan, sharedGrid: sharedGrid, isSummary: isSummary, engine: engine,
      layout: .sweepCases(columns))
    let check = try context.check(
      count: plan.count, columns: columns, format: format, workers: workers, arguments: arguments)
    return Request(context: context, check: check, columns: columns, format: format, workers: workers)
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    let (plan, columns) = (request.context.plan, request.columns)
    try request.context.write(
      count: plan.count, columns: columns, format: request.format, workers: request.workers, check: request.check,
      figure: curveFigure(title: "sweep: \(plan.count) springs", columns: columns, axes: plan.axes.count),
      output: &output)
  }

  /// Whether `--summary` was typed (its rows are not a curve).
  static func isSummaryTyped(_ arguments: ParsedArguments) -> Bool { arguments.has(summary) }

  /// The svg figure of a long-format sweep: each case's curve.
  static func curveFigure(title: String, columns: [String], axes: Int) -> @Sendable ([[Double]]) -> PlotFigure {
    { values in PlotFigure.sweep(title: title, columnNames: columns, columns: values, axes: axes) }
  }

  /// What every case shares: the plan, a `--times` grid, the mode.
  struct CaseContext: SweepCases {
    let plan: SweepPlan
    let sharedGrid: TimeGrid?
    let isSummary: Bool
    let engine: SpringEngineName?
    let layout: TableLayout

    /// The cells of case `caseID`'s engine frames.
    func engineRows(
      _ arguments: ParsedArguments, _ spring: SpringOptions, _ prefix: [Double], _ engine: SpringEngineName
    )
      throws(CommandLineError) -> [[TableCell]]
    {
      let head: [TableCell] = [.wholeNumber(prefix[0])] + prefix.dropFirst().map { .number($0) }
      return try SweepCommand.engineFrames(arguments, spring, engine).map { frame in
        head + [
          .number(frame.hostTime), .number(frame.value), frame.velocity.map { .number($0) } ?? .missing,
          frame.engineTime.map { .number($0) } ?? .missing,
        ]
      }
    }

    /// Case `caseID`'s spring and its prefix cells (case id, swept values).
    func spring(_ caseID: Int) throws(CommandLineError) -> (ParsedArguments, SpringOptions, [Double]) {
      let arguments = plan.arguments(of: caseID)
      return (arguments, try SpringOptions(arguments), [Double(caseID)] + plan.values(of: caseID))
    }

    /// The grid of case `caseID`.
    func grid(_ arguments: ParsedArguments, _ spring: SpringOptions) throws(CommandLineError) -> TimeGrid {
      if let sharedGrid { return sharedGrid }
      return try SweepCommand.grid(arguments, spring)
    }

    /// Case `caseID`'s row count: one for a summary, else its frames or samples.
    func rowCount(_ caseID: Int) throws(CommandLineError) -> Int {
      let (arguments, spring, _) = try spring(caseID)
      if isSummary { return 1 }
      if let engine { return try SweepCommand.engineFrames(arguments, spring, engine).count }
      return try grid(arguments, spring).count
    }

    /// Case `caseID`'s CSV rows, appended to `output`.
    func writeCSV(_ caseID: Int, into output: inout OutputBuffer) throws(CommandLineError) {
      let (arguments, spring, prefix) = try spring(caseID)
      if let engine {
        var csv = try CSVWriter(layout)
        for row in try engineRows(arguments, spring, prefix, engine) { try csv.append(cells: row, &output) }
        return
      }
      if isSummary {
        var csv = try CSVWriter(layout)
        try csv.append(cells: summaryRow(prefix, spring), &output)
        return
      }
      var rows = CaseRowWriter(prefix: prefix, collectsCells: false)
      try SpringCurveCommand.write(spring, try grid(arguments, spring), [], into: &rows, &output)
    }

    /// Case `caseID`'s rows as cells, for the in-memory formats.
    func cells(_ caseID: Int) throws(CommandLineError) -> [[TableCell]] {
      let (arguments, spring, prefix) = try spring(caseID)
      if let engine { return try engineRows(arguments, spring, prefix, engine) }
      if isSummary { return [summaryRow(prefix, spring)] }
      var rows = CaseRowWriter(prefix: prefix, collectsCells: true)
      var unused = OutputBuffer(collecting: 0)
      try SpringCurveCommand.write(spring, try grid(arguments, spring), [], into: &rows, &unused)
      return rows.cells
    }
  }

  /// The frames of one case's engine run, as ``EngineCurve`` renders them
  /// for `springbench --engine NAME`.
  static func engineFrames(_ arguments: ParsedArguments, _ spring: SpringOptions, _ name: SpringEngineName)
    throws(CommandLineError) -> [EngineFrame]
  {
    let options = try EngineOptions(arguments, spring: spring, name: name)
    var engine = try options.makeEngine(arguments)
    return EngineHost(schedule: options.schedule, retargets: options.retargets).run(&engine).frames
  }

  /// `values` as one grid that every case shares: a file's or stdin's times are read into
  /// memory once (up to ``TimeGrid/maximumCount``).
  static func timeGrid(_ values: SampleValues, _ arguments: ParsedArguments) throws(CommandLineError) -> TimeGrid {
    if case .grid(let grid) = values { return grid }
    let times = try values.collected(
      limit: TimeGrid.maximumCount, what: "\(arguments.spelling(SamplingOptions.times)) in a sweep")
    do {
      return try TimeGrid(.explicit(times), end: 0)
    } catch {
      throw .usage(.invalidInput(input: arguments.spelling(SamplingOptions.times), problem: "\(error)"))
    }
  }

  /// The grid of one case: the sampling flags, ending by default at the
  /// case's settling duration (or UIKit's duration), as the default command.
  static func grid(_ arguments: ParsedArguments, _ spring: SpringOptions) throws(CommandLineError) -> TimeGrid {
    try timeGrid(
      SamplingOptions.grid(
        arguments,
        defaultEnd: { () throws(CommandLineError) -> Double in
          if let end = spring.defaultEnd { return end }
          return try spring.finiteSettlingDuration(for: "the curve")
        },
        settled: { () throws(CommandLineError) -> Double in try spring.finiteSettlingDuration(for: "--until settled") }),
      arguments)
  }

  /// `case, <swept values>, mass, stiffness, damping, damping_ratio,
  /// settling_duration, overshoot, peak_time`: the parameters and settling
  /// duration `describe` prints, and the core's ``SpringSolution/largestOvershoot()``.
  static func summaryRow(_ prefix: [Double], _ spring: SpringOptions) -> [TableCell] {
    let p = spring.parameters
    let travel = spring.to - spring.from
    var row: [TableCell] = [.wholeNumber(prefix[0])] + prefix.dropFirst().map { .number($0) }
    row += [.number(p.mass), .number(p.stiffness), .number(p.damping), .number(p.dampingRatio)]
    row.append(.number(spring.solution.settlingDuration(band: spring.band)))
    if travel.isZero {
      row += [.missing, .missing]
    } else if let peak = spring.solution.largestOvershoot() {
      row += [.number(abs(peak.displacement) / abs(travel)), .number(peak.time)]
    } else {
      // Never past `to`: no overshoot, and no peak time.
      row += [.number(0), .missing]
    }
    return row
  }
}

/// The rows of one sweep case: `case,<swept values>` then the row the curve
/// writer gives, as CSV text or as cells.
struct CaseRowWriter: TableWriter {
  /// The case id then the swept values.
  private let prefix: [Double]
  /// The prefix as CSV text, formatted once per case.
  private var prefixText: [UInt8] = []
  private let collectsCells: Bool
  private var rowCount = 0
  /// The rows, when collecting cells.
  private(set) var cells: [[TableCell]] = []

  init(prefix: [Double], collectsCells: Bool) {
    self.prefix = prefix
    self.collectsCells = collectsCells
    guard !collectsCells else { return }
    var text = OutputBuffer(collecting: 256)
    text.append(CSVWriter.wholeNumberText(prefix[0]))
    for value in prefix.dropFirst() {
      text.append(byte: 44)
      text.append(value)
    }
    text.append(byte: 44)
    prefixText = text.collectedBytes()
  }

  init(_ layout: TableLayout) throws(CommandLineError) {
    self.init(prefix: [0], collectsCells: true)
  }

  func begin(_ output: inout OutputBuffer) {}

  mutating func append(_ row: [Double], _ output: inout OutputBuffer) throws(CommandLineError) {
    rowCount += 1
    if collectsCells {
      cells.append([.wholeNumber(prefix[0])] + prefix.dropFirst().map { .number($0) } + row.map { .number($0) })
      return
    }
    for value in row where value.isNaN {
      throw .failure(.nonFinite(where: "(NaN) in case \(Int(prefix[0])), row \(rowCount)"))
    }
    output.append(bytes: prefixText)
    for (index, value) in row.enumerated() {
      if index > 0 { output.append(byte: 44) }
      output.append(value)
    }
    output.append(byte: 10)
    try output.flushIfFull()
  }

  mutating func append(cells row: [TableCell], _ output: inout OutputBuffer) throws(CommandLineError) {
    try append(row.map { cell in if case .number(let x) = cell { x } else { .nan } }, &output)
  }

  func end(_ output: inout OutputBuffer) {}
}
