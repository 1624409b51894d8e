import AnimationMath

/// `springbench sweep decay --engine NAME`: a family of flings, the cartesian
/// product of the values of every numeric decay flag typed as a list `a,b,c`
/// or a range `start:stop:step` (``SweepPlan``, as `springbench sweep`).
///
/// Every case is the fling the same flags give `springbench decay`
/// (``DecayCommand/fling(_:_:)``), so a one-case sweep prints `decay`'s rows
/// with the case columns in front. Output is long format,
/// `case,<each swept flag>,t,value,velocity,engine_time`, or with `--summary`
/// one row per case with the numbers `decay --summary` prints.
enum SweepDecayCommand: ResolvingCommand {
  /// The decay flags that take a list or a range. `--rate` sweeps its
  /// numeric form R (each case's engine checks its range, before any output).
  static let sweepable: [SweepableFlag] =
    [DecayFlags.initialVelocity, DecayFlags.from].map(SweepableFlag.init)
    + [SweepableFlag(numbersOf: DecayFlags.rate)]
    + DecayFlags.numericSettings.map { SweepableFlag($0.option) }
    + [SweepableFlag(EngineFlags.fps)]

  /// The columns of the frame rows after the swept flags.
  static let frameColumns = ["t", "value", "velocity", "engine_time"]
  /// The columns of a `--summary` row after the swept flags: `decay --summary`'s keys.
  static let summaryColumns = [
    "completed", "rest_position", "duration", "distance", "frames", "model_rest_position",
    "handoff_phase", "handoff_time", "handoff_value", "handoff_velocity",
  ]
  /// Names a swept flag's column may not take (it gets `param_` instead).
  static let reservedColumns = Set(["case"] + frameColumns + summaryColumns)

  static let summary = Option<Bool>.flag(
    "summary",
    help:
      "One row per case: completed, rest_position, duration, distance, frames, model_rest_position and the hand-off (phase, time, value, velocity)."
  )

  static let definition = CommandDefinition(
    name: "springbench sweep decay",
    abstract: "Run a family of flings: every numeric decay flag takes a list a,b,c or a range start:stop:step.",
    usage: "springbench sweep decay --engine <name> --initial-velocity <list or range> [<decay options>] [--summary]",
    groups: [
      (
        "DECAY",
        [
          DecayCommand.engine.definition, DecayFlags.initialVelocity.definition, DecayFlags.from.definition,
          DecayFlags.bounds.definition,
        ]
      ),
      ("ENGINE SETTINGS", DecayFlags.settingDefinitions + [EngineFlags.engineParams.definition]),
      (
        "FRAMES", [EngineFlags.fps.definition, EngineFlags.frameTimes.definition, EngineFlags.frameTimeUnit.definition]
      ),
      ("SWEEP", [summary.definition, SweepCommand.jobs.definition, SweepCommand.format.definition]),
      ("OUTPUT", [SizeGuard.maxRows.definition]),
    ],
    discussion: """
      --initial-velocity, --from, --fps, --rate (its number R) and every
      numeric engine setting take a number, a list a,b,c or a range
      start:stop:step, as in 'springbench sweep' (decimals exact, stop
      included when on the grid, at most 10000000 cases, the first flag
      typed varying slowest, case 0-based). Each case is the fling
      'springbench decay' renders with the same flags.

      Columns: case, one per flag given as a list or range (named without
      dashes, - as _: --initial-velocity is initial_velocity; a name that is
      an output column gets param_), then t,value,velocity,engine_time per
      frame, or with --summary one row per case: completed (true or false),
      rest_position, duration (s; empty when not completed), distance,
      frames, model_rest_position (empty where the engine has no closed
      form), and the hand-off to a spring or a clamp (phase, or none; time,
      value, velocity). The output is byte-identical for every --jobs.

      EXAMPLES:
        springbench sweep decay --engine uikit --initial-velocity 500:4000:500 \\
          --rate 0.998,0.99 --summary
        springbench sweep decay --engine android --initial-velocity 1000,3000 \\
          --density 1,2.625
      """)

  /// `decay`'s rules: each shared setting with the engines that take it, and the frame schedule's.
  static let rules: [CrossFlagRule] = DecayCommand.rules

  /// A resolved `sweep decay`: every fling made and counted, and how to write them.
  struct Request {
    let cases: Cases
    let check: SweepCheck
    let columns: [String]
    let format: OutputFormat
    let workers: Int
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    try arguments.requireNoPositionals()
    guard let name = try arguments.given(DecayCommand.engine) else {
      throw .usage(.missingArgument(label: "--engine", example: "uikit"))
    }
    try EngineFlags.rejectStreamedFrameTimes(arguments)
    let format = try OutputFormat.value(
      SweepCommand.format, arguments,
      accepting: arguments.has(summary) ? OutputFormat.dataFormats : OutputFormat.curveFormats,
      context: "with --summary",
      default: .csv)
    let workers = try arguments.given(SweepCommand.jobs) ?? SweepRunner.activeProcessorCount
    let plan = try SweepPlan(arguments, sweepable: sweepable, reservedColumns: reservedColumns)
    let isSummary = arguments.has(summary)
    let columns = ["case"] + plan.axes.map(\.column) + (isSummary ? summaryColumns : frameColumns)
    let cases = Cases(
      plan: plan, engine: name, isSummary: isSummary,
      layout: .sweepCases(columns))
    let check = try cases.check(
      count: plan.count, columns: columns, format: format, workers: workers, arguments: arguments)
    return Request(cases: cases, check: check, columns: columns, format: format, workers: workers)
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    let (plan, columns) = (request.cases.plan, request.columns)
    try request.cases.write(
      count: plan.count, columns: columns, format: request.format, workers: request.workers, check: request.check,
      figure: SweepCommand.curveFigure(
        title: "sweep decay (\(request.cases.engine.rawValue)): \(plan.count) flings", columns: columns,
        axes: plan.axes.count),
      output: &output)
  }

  /// The flings of a plan.
  struct Cases: SweepCases {
    let plan: SweepPlan
    let engine: DecayEngineName
    let isSummary: Bool
    let layout: TableLayout

    func rowCount(_ caseID: Int) throws(CommandLineError) -> Int {
      isSummary ? try cells(caseID).count : try DecayCommand.fling(plan.arguments(of: caseID), engine).run.frames.count
    }

    func writeCSV(_ caseID: Int, into output: inout OutputBuffer) throws(CommandLineError) {
      var csv = try CSVWriter(layout)
      for row in try cells(caseID) { try csv.append(cells: row, &output) }
    }

    func cells(_ caseID: Int) throws(CommandLineError) -> [[TableCell]] {
      let run = try DecayCommand.fling(plan.arguments(of: caseID), engine).run
      let head: [TableCell] = [.wholeNumber(Double(caseID))] + plan.values(of: caseID).map { .number($0) }
      if isSummary { return [head + SweepDecayCommand.summaryCells(run)] }
      return run.frames.map { frame in
        head + [
          .number(frame.hostTime), .number(frame.value), frame.velocity.map { .number($0) } ?? .missing,
          frame.engineTime.map { .number($0) } ?? .missing,
        ]
      }
    }
  }

  /// The ``summaryColumns`` of one run: the numbers `decay --summary` prints.
  static func summaryCells(_ run: DecayRun) -> [TableCell] {
    var row: [TableCell] = [
      .flag(run.completed), .number(run.finalValue),
      run.completionTime.map { .number($0) } ?? .missing, .number(run.distance),
      .wholeNumber(Double(run.frames.count - 1)), run.modelRestPosition.map { .number($0) } ?? .missing,
    ]
    if let handOff = run.handOff {
      row += [.text(handOff.phase), .number(handOff.time), .number(handOff.value), .number(handOff.velocity)]
    } else {
      row += [.text("none"), .missing, .missing, .missing]
    }
    return row
  }
}
