import AnimationMath

/// `springbench engines`: one row per engine for the same spring, the "why it differs" table.
enum EnginesCommand: ResolvingCommand {
  static let engines = Option<String>.text(
    "engines", value: "a,b,…", help: "Only these engines (default: all, in registry order).")

  static let definition = CommandDefinition(
    name: "springbench engines",
    abstract: "Run the same spring through every engine: frames, completion, snap, deviation from the ideal curve.",
    usage: "springbench engines [<spring options>] [<engine options>] [--engines <list>]",
    groups: SpringFlags.groups + [
      (
        "ENGINES",
        [
          engines.definition, EngineFlags.fps.definition, EngineFollow.follow.definition,
          OutputFormat.curveOption.definition,
        ]
          + EngineFlags.engineOnlyDefinitions
      )
    ],
    discussion: """
      Columns: engine; frames (rendered, the t = 0 row not counted);
      completion_time (s, empty when the frames ran out first); final_value;
      snap_jump (|final value - ideal value at the engine's own time of the last
      frame| / travel); max_deviation (largest |engine - ideal| at the host times
      over in-flight frames / travel); overshoot (largest excursion past the
      target / travel); notes. Frames default to 60 Hz. --follow TRACE.csv
      drives every engine after a moving target (columns t,target, s) and
      writes engine,frames,mean_lag,max_lag,max_overshoot,velocity_jump,
      settle_time,notes; --fps 60,120,240 adds an fps column. --format svg draws every
      engine's frames over the ideal curve, and each one's distance from it.

      EXAMPLES:
        springbench engines --response 0.55 --damping-fraction 0.825 --to 300
        springbench engines --stiffness 1500 --damping 0.5 --engines android,compose
      """)

  /// One velocity and one band; frames from a rate or a list; with `--follow`, no start or target.
  static let rules: [CrossFlagRule] = SpringFlags.rules + EngineFlags.scheduleRules + [EngineFollow.replacedRule()]

  /// A resolved `engines`: every engine made (or its refusal), or the follow table.
  enum Request {
    case table(Table)
    case follow(EngineFollow.Table)
  }

  /// The engines of one spring, made for one schedule, each a ready engine or its refusal.
  struct Table {
    let format: OutputFormat
    let spring: SpringOptions
    let host: EngineHost
    let engines: [(name: SpringEngineName, engine: Result<any SpringEngine, EngineError>)]
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    try arguments.requireNoPositionals()
    let format = try arguments.value(OutputFormat.curveOption)
    let spring = try SpringOptions(arguments)
    let names = try Self.names(arguments)
    if let path = try arguments.given(EngineFollow.follow) {
      return .follow(try EngineFollow.table(arguments, spring, names, path: path, format: format))
    }
    let host = EngineHost(
      schedule: try EngineOptions.schedule(arguments), retargets: try EngineOptions.retargets(arguments))
    var engines: [(name: SpringEngineName, engine: Result<any SpringEngine, EngineError>)] = []
    for name in names {
      let request = try EngineOptions.request(arguments, spring, for: name)
      engines.append((name, Result { () throws(EngineError) in try name.makeEngine(request) }))
    }
    let unknownKeys = engines.compactMap { entry -> String? in
      if case .failure(.unknownKey(_, let key, _)) = entry.engine { return key }
      return nil
    }
    if unknownKeys.count == names.count, let key = unknownKeys.first {
      throw .usage(
        .invalidValue(
          flag: arguments.spelling(EngineFlags.engineParams),
          accepted: "keys that at least one of these engines has (describe --engine NAME lists them)", got: key))
    }
    return .table(Table(format: format, spring: spring, host: host, engines: engines))
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    switch request {
    case .follow(let table): try EngineFollow.write(table, output: &output)
    case .table(let table): try write(table, output: &output)
    }
  }

  /// One row per engine: its run, or its refusal.
  static func write(_ table: Table, output: inout OutputBuffer) throws(CommandLineError) {
    let spring = table.spring
    var rows: [[TableCell]] = []
    var runs: [EngineRun] = []
    for (name, made) in table.engines {
      switch made {
      case .failure(let error):
        rows.append([
          .text(name.rawValue), .missing, .missing, .missing, .missing, .missing, .missing, .text(error.description),
        ])
      case .success(var engine):
        let run = table.host.run(&engine)
        rows.append(row(name, run, spring))
        runs.append(run)
      }
    }
    var writer = try table.format.writer(
      TableLayout(
        columns: [
          "engine", "frames", "completion_time", "final_value", "snap_jump", "max_deviation", "overshoot", "notes",
        ],
        integerColumns: [1], expectedRows: rows.count,
        plot: PlotDecoration(
          title: "engines", xLabel: "",
          figure: { [runs] _ in
            PlotFigure.engines(
              title: "one spring, every engine: \(spring.summary)", runs: runs, ideal: spring.solution,
              travel: spring.to - spring.from)
          }),
        parameters: { SpringCurveCommand.parameters(spring) },
        tableNumbers: .measurements))
    writer.begin(&output)
    for row in rows { try writer.append(cells: row, &output) }
    try writer.end(&output)
  }

  /// The engines of `--engines` (default: all, in registry order).
  static func names(_ arguments: ParsedArguments) throws(CommandLineError) -> [SpringEngineName] {
    var names = SpringEngineName.allCases
    if let list = try arguments.given(engines) {
      names = []
      for field in list.split(separator: ",", omittingEmptySubsequences: false) {
        guard let name = SpringEngineName(rawValue: String(field)) else {
          throw .usage(
            .invalidValue(
              flag: arguments.spelling(engines),
              accepted: "a comma list of \(SpringEngineName.allCases.map(\.rawValue).joined(separator: ", "))",
              got: String(field)))
        }
        guard !names.contains(name) else {
          throw .usage(
            .invalidValue(
              flag: arguments.spelling(engines), accepted: "a comma list naming each engine once", got: list))
        }
        names.append(name)
      }
    }
    return names
  }

  /// A snap larger than this share of the travel gets a note: a user sees it as a jump.
  static let snapNoteShare = 0.01

  /// The table row of one run.
  static func row(_ name: SpringEngineName, _ run: EngineRun, _ spring: SpringOptions) -> [TableCell] {
    let travel = abs(spring.to - spring.from)
    let deviation = EngineDeviation(run: run, ideal: spring.solution, from: spring.from, to: spring.to)
    var notes: [String] = []
    if let time = run.divergenceTime {
      notes.append(EngineDivergence.rowNote(at: time))
    } else if !run.completed {
      notes.append("had not completed by the last frame")
    }
    if run.completed, deviation.snapJump > snapNoteShare {
      notes.append(
        "snapped \(PasteNumber.text(100 * deviation.snapJump, significantDigits: 3))% of the travel to the target: its rest thresholds are in value units "
          + "(such as Android's 1 px minimumVisibleChange), large against a travel of \(PasteNumber.text(travel)); give --from/--to in pixels"
      )
    }
    if !run.deliveredRetargets.isEmpty {
      notes.append("\(run.deliveredRetargets.count) retarget(s); deviations against the unretargeted ideal")
    }
    return [
      .text(name.rawValue), .wholeNumber(Double(run.frames.count - 1)),
      run.completionTime.map { .number($0) } ?? .missing, .number(run.finalValue), .number(deviation.snapJump),
      .number(deviation.maximumDeviation), .number(deviation.overshoot), .text(notes.joined(separator: "; ")),
    ]
  }
}
