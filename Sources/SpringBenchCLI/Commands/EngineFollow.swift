import AnimationMath

/// `--follow TRACE.csv`: spring engines driven by a moving target (`engines --follow`, one
/// row per engine and rate; `--engine NAME --follow`, that engine's frames).
enum EngineFollow {
  static let follow = Option<String>.text(
    "follow", value: "TRACE.csv",
    help: "Follow a moving target: a CSV with columns t,target (s); every sample is a retarget at its time.")

  /// The table's columns (`fps` first when several rates are given).
  static let columns = [
    "engine", "frames", "mean_lag", "max_lag", "max_overshoot", "velocity_jump", "settle_time", "notes",
  ]

  /// How the user gave the trace, for messages: the `--follow` flag as spelled, or the
  /// `engines follow` subcommand, whose trace is a positional argument.
  static func source(_ arguments: ParsedArguments, subcommand: String?) -> String {
    subcommand ?? arguments.spelling(follow)
  }

  /// Reads the trace at `path`; `flag` is how the user gave it (``source(_:subcommand:)``).
  static func trace(_ path: String, flag: String) throws(CommandLineError) -> FollowTrace {
    let csv = try CaptureCSV.read(
      path, names: ["t", "target"], columnsFlag: flag, millisecondTimes: false, command: flag)
    do {
      return try FollowTrace(times: csv.times, targets: csv.values)
    } catch {
      throw .usage(.invalidInput(input: "\(flag) \(path)", problem: error.description))
    }
  }

  /// The flags the trace replaces (start, target, velocity, `--retarget`), and why.
  static let replaced: [OptionDefinition] =
    [SpringFlags.from, SpringFlags.to, SpringFlags.velocity].map(\.definition) + [EngineFlags.retarget.definition]
  static let replacedAdvice = "the follow trace gives the start (at rest, at its first target) and every target"

  /// With `--follow`, none of the flags the trace replaces, unless `condition` holds.
  static func replacedRule(unless condition: CrossFlagRule.Condition? = nil) -> CrossFlagRule {
    .conflicts(replaced, with: follow.definition, advice: replacedAdvice, unless: condition)
  }

  /// Refuses the flags the trace replaces, where the trace is not a flag (`engines follow TRACE.csv`);
  /// the message names `source`, the subcommand the user typed.
  static func rejectReplaced(_ arguments: ParsedArguments, source: String) throws(CommandLineError) {
    if let flag = arguments.first(of: replaced) {
      throw .usage(.conflict(flag: arguments.spelling(flag), with: source, advice: replacedAdvice))
    }
  }

  /// The parameters block of a follow run: the spring's, with `from` and `to` the trace's
  /// first and last targets (the spring starts at rest at the first) rather than the
  /// spring flags' defaults, then the trace file.
  static func parameters(_ spring: SpringOptions, _ trace: FollowTrace, path: String) -> [(String, TableCell)] {
    SpringCurveCommand.parameters(spring).map { key, value in
      switch key {
      case "from": (key, .number(trace.start))
      case "to": (key, .number(trace.samples[trace.samples.count - 1].target))
      default: (key, value)
      }
    } + [("follow", .text(path))]
  }

  /// The request of `name`, at rest at the trace's first target.
  static func request(
    _ arguments: ParsedArguments, _ spring: SpringOptions, _ name: SpringEngineName, _ trace: FollowTrace
  ) throws(CommandLineError) -> SpringEngineRequest {
    var request = try EngineOptions.request(arguments, spring, for: name)
    request.from = trace.start
    request.to = trace.start
    request.initialVelocity = 0
    return request
  }

  /// The schedules: `--frame-times`, or each rate of `--fps` (a comma list), frames up to
  /// the trace's last sample plus the default horizon.
  static func schedules(_ arguments: ParsedArguments, _ trace: FollowTrace) throws(CommandLineError)
    -> [(fps: Double?, schedule: FrameSchedule)]
  {
    guard let text = arguments.raw(EngineFlags.fps) else {
      if arguments.has(EngineFlags.frameTimes) { return [(nil, try EngineOptions.schedule(arguments))] }
      return [(EngineFlags.defaultFramesPerSecond, try schedule(EngineFlags.defaultFramesPerSecond, trace))]
    }
    try CrossFlagRule.check([EngineFlags.frameSourceRule], arguments)
    var result: [(fps: Double?, schedule: FrameSchedule)] = []
    for field in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let fps = EngineFlags.fps.convert(String(field)), !result.contains(where: { $0.fps == fps }) else {
        throw .usage(
          .invalidValue(
            flag: arguments.spelling(EngineFlags.fps),
            accepted: "a rate or a comma list of distinct rates, each \(EngineFlags.fps.accepted)", got: text))
      }
      result.append((fps, try schedule(fps, trace)))
    }
    return result
  }

  private static func schedule(_ fps: Double, _ trace: FollowTrace) throws(CommandLineError) -> FrameSchedule {
    do {
      return try FrameSchedule(framesPerSecond: fps, horizon: trace.lastTime + FrameSchedule.defaultHorizon)
    } catch {
      throw .usage(.invalidInput(input: "--fps", problem: error.description))
    }
  }

  /// One table row: the metrics of `run`, or the engine's refusal.
  static func row(_ name: SpringEngineName, _ result: Result<EngineRun, EngineError>, _ trace: FollowTrace)
    -> [TableCell]
  {
    let run: EngineRun
    switch result {
    case .failure(let error):
      return [
        .text(name.rawValue), .missing, .missing, .missing, .missing, .missing, .missing, .text(error.description),
      ]
    case .success(let value): run = value
    }
    let metrics = FollowMetrics(run: run, trace: trace)
    var notes: [String] = []
    if let time = run.divergenceTime {
      notes.append(EngineDivergence.rowNote(at: time))
    } else if !run.completed {
      notes.append("had not completed by the last frame")
    }
    if run.frames.lazy.filter({ $0.hostTime <= trace.lastTime }).allSatisfy({ $0.value == trace.start }) {
      notes.append("did not move before the last sample" + (name.engineType.followStall.map { ": \($0)" } ?? ""))
    }
    return [
      .text(name.rawValue), .wholeNumber(Double(metrics.frames)), .number(metrics.meanLag), .number(metrics.maximumLag),
      .number(metrics.maximumOvershoot), metrics.velocityJump.map { .number($0) } ?? .missing,
      metrics.settleTime.map { .number($0) } ?? .missing, .text(notes.joined(separator: "; ")),
    ]
  }

  /// A resolved follow table: the trace, its schedules, and each engine's request.
  struct Table {
    let path: String
    let format: OutputFormat
    let spring: SpringOptions
    let trace: FollowTrace
    let schedules: [(fps: Double?, schedule: FrameSchedule)]
    let requests: [(name: SpringEngineName, request: SpringEngineRequest)]
  }

  /// `engines --follow`: the trace and every engine's request, read before any row;
  /// `subcommand` is `engines follow` when the user typed it (the trace is then no flag).
  static func table(
    _ arguments: ParsedArguments, _ spring: SpringOptions, _ names: [SpringEngineName], path: String,
    format: OutputFormat, subcommand: String? = nil
  ) throws(CommandLineError) -> Table {
    let trace = try trace(path, flag: source(arguments, subcommand: subcommand))
    let schedules = try schedules(arguments, trace)
    var requests: [(name: SpringEngineName, request: SpringEngineRequest)] = []
    for name in names { requests.append((name, try request(arguments, spring, name, trace))) }
    return Table(
      path: path, format: format, spring: spring, trace: trace, schedules: schedules, requests: requests)
  }

  /// `engines --follow`: one row per engine (and rate).
  static func write(_ table: Table, output: inout OutputBuffer) throws(CommandLineError) {
    let (trace, schedules, path, spring) = (table.trace, table.schedules, table.path, table.spring)
    let withRate = schedules.count > 1
    var rows: [[TableCell]] = []
    var runs: [EngineRun] = []
    for (fps, schedule) in schedules {
      for (name, request) in table.requests {
        let result = Result { () throws(EngineError) in try name.follow(request, schedule: schedule, trace: trace) }
        if case .success(let run) = result, fps == schedules[0].fps { runs.append(run) }
        let row = row(name, result, trace)
        rows.append(withRate ? [.number(fps ?? 0)] + row : row)
      }
    }
    var writer = try table.format.writer(
      TableLayout(
        columns: (withRate ? ["fps"] : []) + columns, integerColumns: withRate ? [2] : [1], expectedRows: rows.count,
        plot: PlotDecoration(
          title: "engines following \(path)", xLabel: "",
          figure: { [runs] _ in PlotFigure.follow(title: "every engine following \(path)", runs: runs, trace: trace) }),
        parameters: { parameters(spring, trace, path: path) },
        tableNumbers: .measurements))
    writer.begin(&output)
    for row in rows { try writer.append(cells: row, &output) }
    try writer.end(&output)
  }
}

extension EngineFollow {
  /// A resolved `--engine NAME --follow`: the engine's run after the trace, and how to write it.
  struct Frames {
    let name: SpringEngineName
    let path: String
    let format: OutputFormat
    let spring: SpringOptions
    let run: EngineRun
    let trace: FollowTrace
    let sizeNote: SizeGuard.Note
  }

  /// The columns of `--engine NAME --follow`.
  static let frameColumns = ["t", "value", "velocity", "engine_time"]

  /// `--engine NAME --follow`: the engine run after the trace, from the t = 0 row at the
  /// first target until it completes after the last sample.
  static func frames(
    _ arguments: ParsedArguments, _ spring: SpringOptions, _ name: SpringEngineName, path: String,
    format: OutputFormat
  ) throws(CommandLineError) -> Frames {
    let trace = try trace(path, flag: arguments.spelling(follow))
    let schedules = try schedules(arguments, trace)
    guard schedules.count == 1 else {
      throw .usage(
        .invalidValue(
          flag: arguments.spelling(EngineFlags.fps), accepted: "one rate with --engine (engines --follow takes a list)",
          got: arguments.raw(EngineFlags.fps) ?? ""))
    }
    let request = try request(arguments, spring, name, trace)
    let run: EngineRun
    do {
      run = try name.follow(request, schedule: schedules[0].schedule, trace: trace)
    } catch {
      throw EngineOptions.usageError(error, arguments)
    }
    let sizeNote = try SizeGuard.check(arguments, format: format, columns: frameColumns.count, rows: run.frames.count)
    return Frames(
      name: name, path: path, format: format, spring: spring, run: run, trace: trace, sizeNote: sizeNote)
  }

  /// The engine's frames (t,value,velocity,engine_time); a run that did not complete says so on stderr.
  static func write(_ frames: Frames, output: inout OutputBuffer) throws(CommandLineError) {
    let (name, path, spring, run) = (frames.name, frames.path, frames.spring, frames.run)
    var writer = try frames.format.writer(
      TableLayout(
        columns: frameColumns, expectedRows: run.frames.count,
        plot: PlotDecoration(title: "\(name.rawValue) following \(path)", xLabel: "t (s)"),
        parameters: { [("engine", .text(name.rawValue))] + parameters(spring, frames.trace, path: path) },
        tableNumbers: .measurements))
    frames.sizeNote.print()
    writer.begin(&output)
    for frame in run.frames {
      try writer.append(
        cells: [
          .number(frame.hostTime), .number(frame.value), frame.velocity.map { .number($0) } ?? .missing,
          frame.engineTime.map { .number($0) } ?? .missing,
        ], &output)
    }
    try writer.end(&output)
    if let time = run.divergenceTime {
      writeToStandardError(
        EngineDivergence.note(engine: name.rawValue, at: time, lastFrame: run.frames.last?.hostTime ?? 0))
    } else if !run.completed {
      writeToStandardError(
        "note: engine \(name.rawValue) had not completed by the last frame (t = \(run.frames.last?.hostTime ?? 0) s)")
    }
  }
}
