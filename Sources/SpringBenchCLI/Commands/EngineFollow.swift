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

  /// Reads the trace at `path`.
  static func trace(_ path: String, _ arguments: ParsedArguments) throws(CommandLineError) -> FollowTrace {
    let flag = arguments.spelling(follow)
    let csv = try CaptureCSV.read(
      path, names: ["t", "target"], columnsFlag: flag, millisecondTimes: false, command: flag)
    do {
      return try FollowTrace(times: csv.times, targets: csv.values)
    } catch {
      throw .usage(.invalidInput(input: "\(flag) \(path)", problem: error.description))
    }
  }

  /// Refuses the flags the trace replaces (start, target, velocity, --retarget).
  static func rejectReplaced(_ arguments: ParsedArguments) throws(CommandLineError) {
    for name in ["from", "to", "velocity", "retarget"] {
      if let typed = arguments.typed(named: name) {
        throw .usage(
          .conflict(
            flag: String(typed.prefix { $0 != " " }), with: arguments.spelling(follow),
            advice: "the follow trace gives the start (at rest, at its first target) and every target"))
      }
    }
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
    try arguments.requireAtMostOne(
      of: [EngineFlags.frameTimes.definition, SamplingOptions.fps.definition],
      advice: "frames come either from a rate or from a list")
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

  /// `engines --follow`: one row per engine (and rate).
  static func table(
    _ arguments: ParsedArguments, _ spring: SpringOptions, _ names: [SpringEngineName], path: String,
    format: OutputFormat, output: inout OutputBuffer
  ) throws(CommandLineError) {
    try rejectReplaced(arguments)
    let trace = try trace(path, arguments)
    let schedules = try schedules(arguments, trace)
    let withRate = schedules.count > 1
    var rows: [[TableCell]] = []
    var runs: [EngineRun] = []
    for (fps, schedule) in schedules {
      for name in names {
        let request = try request(arguments, spring, name, trace)
        let result = Result { () throws(EngineError) in try name.follow(request, schedule: schedule, trace: trace) }
        if case .success(let run) = result, fps == schedules[0].fps { runs.append(run) }
        let row = row(name, result, trace)
        rows.append(withRate ? [.number(fps ?? 0)] + row : row)
      }
    }
    var writer = try format.writer(
      TableLayout(
        columns: (withRate ? ["fps"] : []) + columns, integerColumns: withRate ? [2] : [1], expectedRows: rows.count,
        plot: PlotDecoration(
          title: "engines following \(path)", xLabel: "",
          figure: { [runs] _ in PlotFigure.follow(title: "every engine following \(path)", runs: runs, trace: trace) }),
        parameters: { SpringCurveCommand.parameters(spring) + [("follow", .text(path))] },
        tableNumbers: .measurements))
    writer.begin(&output)
    for row in rows { try writer.append(cells: row, &output) }
    try writer.end(&output)
  }
}

extension EngineFollow {
  /// `--engine NAME --follow`: the engine's frames (t,value,velocity,engine_time), from the
  /// t = 0 row at the first target until it completes after the last sample.
  static func frames(
    _ arguments: ParsedArguments, _ spring: SpringOptions, _ name: SpringEngineName, path: String,
    format: OutputFormat, output: inout OutputBuffer
  ) throws(CommandLineError) {
    try rejectReplaced(arguments)
    let trace = try trace(path, arguments)
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
    let columns = ["t", "value", "velocity", "engine_time"]
    let sizeNote = try SizeGuard.check(arguments, format: format, columns: columns.count, rows: run.frames.count)
    var writer = try format.writer(
      TableLayout(
        columns: columns, expectedRows: run.frames.count,
        plot: PlotDecoration(title: "\(name.rawValue) following \(path)", xLabel: "t (s)"),
        parameters: {
          SpringCurveCommand.parameters(spring) + [("engine", .text(name.rawValue)), ("follow", .text(path))]
        },
        tableNumbers: .measurements))
    sizeNote.print()
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
