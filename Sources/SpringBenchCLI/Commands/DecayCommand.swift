import AnimationMath

/// `springbench decay --engine NAME --initial-velocity V`: a fling rendered frame by frame
/// as a decay engine renders it, `t,value,velocity,engine_time`, or `--summary`.
enum DecayCommand: ResolvingCommand {
  static let engine = Option<DecayEngineName>.choice(
    "engine", value: "name",
    help: "The decay engine: \(DecayEngineName.allCases.map(\.rawValue).joined(separator: ", ")).", default: nil)
  /// The frames are a curve (csv, json, table, svg); `--summary` is text by
  /// default, or data (csv, json, table).
  static let format = OutputFormat.option(
    [.csv, .json, .table, .svg, .text], default: .csv,
    help:
      "The frames: csv, json (Documentation/JSON.md), table or svg; with --summary: text (its default), csv, json or table."
  )
  static let summary = Option<Bool>.flag(
    "summary",
    help:
      "Print key: value lines (rest position, duration, distance; uikit: projection vs exact integral); with --format csv|json|table, as data."
  )

  /// Each shared engine setting applies to the engines that take it; the frames
  /// come from a rate or a list.
  static let rules: [CrossFlagRule] = DecayFlags.settingRules(engine) + EngineFlags.scheduleRules

  static let definition = CommandDefinition(
    name: "springbench decay",
    abstract: "Render a fling (decay) as an engine does: t,value,velocity,engine_time up to the stop frame.",
    usage:
      "springbench decay --engine <name> --initial-velocity <units/s> [--from <x>] [--bounds <min,max>] [<engine options>]",
    groups: [
      (
        "DECAY",
        [
          engine.definition, DecayFlags.initialVelocity.definition, DecayFlags.from.definition,
          DecayFlags.bounds.definition, summary.definition,
        ]
      ),
      ("ENGINE SETTINGS", DecayFlags.settingDefinitions + [EngineFlags.engineParams.definition]),
      (
        "FRAMES", [EngineFlags.fps.definition, EngineFlags.frameTimes.definition, EngineFlags.frameTimeUnit.definition]
      ),
      ("OUTPUT", [format.definition]),
    ],
    discussion: engineList + """

      The t = 0 row is the start state; frames default to 60 Hz. Velocities are
      units/s at the command line whatever unit the engine uses inside.

      EXAMPLES:
        springbench decay --engine uikit --initial-velocity 3000 --summary
        springbench decay --engine flutter-friction --initial-velocity 3000 \\
          --engine-params constantDeceleration=1400
      """)

  /// ENGINES: each engine with the velocity unit it uses inside and its one-line summary.
  static var engineList: String {
    "ENGINES (velocity unit inside):\n"
      + DecayEngineName.allCases.map { name in
        HelpText.entry(
          label: "  \(name.rawValue) (\(name.internalVelocityUnit))", help: name.engineType.summary ?? "")
      }.joined()
  }

  /// A resolved `decay`: the engine's run of the fling, and what to write of it.
  struct Request {
    let name: DecayEngineName
    let fling: DecayRequest
    /// The engine's frames: an engine checks its configuration as it runs.
    let run: DecayRun
    let summary: Bool
    let format: OutputFormat
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    try arguments.requireNoPositionals()
    guard let name = try arguments.given(engine) else {
      throw .usage(.missingArgument(label: "--engine", example: "uikit"))
    }
    let (request, run) = try fling(arguments, name)
    let isSummary = try arguments.value(summary)
    // The summary is not a curve: text lines by default, or data without svg.
    let format =
      isSummary
      ? try OutputFormat.value(
        Self.format, arguments, accepting: OutputFormat.textFormats, context: "with --summary", default: .text)
      : try OutputFormat.value(
        Self.format, arguments, accepting: OutputFormat.curveFormats, context: "without --summary", default: .csv)
    return Request(name: name, fling: request, run: run, summary: isSummary, format: format)
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    if request.summary { return try writeSummary(request, &output) }
    let (name, fling, run) = (request.name, request.fling, request.run)
    var writer = try request.format.writer(
      TableLayout(
        columns: ["t", "value", "velocity", "engine_time"], expectedRows: run.frames.count,
        plot: PlotDecoration(
          title: "decay (\(name.rawValue))", xLabel: "t (s)",
          figure: { [run, fling] _ in
            PlotFigure.decay(title: PlotFigure.decayTitle(engine: name, request: fling), run: run, bounds: fling.bounds)
          }),
        parameters: { flingParameters(name, fling) },
        tableNumbers: .measurements))
    writer.begin(&output)
    for frame in run.frames {
      try writer.append(
        cells: [
          .number(frame.hostTime), .number(frame.value), frame.velocity.map { .number($0) } ?? .missing,
          frame.engineTime.map { .number($0) } ?? .missing,
        ], &output)
    }
    try writer.end(&output)
    // What the engine did that the rows alone do not say (a run that never starts,
    // a hand-off to a spring): the same notes as `--summary` and `engines decay`.
    for note in run.notes { writeToStandardError("note: engine \(name.rawValue): \(note)") }
    if let time = run.divergenceTime {
      writeToStandardError(
        EngineDivergence.note(engine: name.rawValue, at: time, lastFrame: run.frames.last?.hostTime ?? 0))
    } else if !run.completed {
      writeToStandardError(
        "note: engine \(name.rawValue) had not stopped by the last frame (t = \(run.frames.last?.hostTime ?? 0) s)")
    }
  }

  /// `--summary`: key: value lines, or the same as data.
  static func writeSummary(_ request: Request, _ output: inout OutputBuffer) throws(CommandLineError) {
    let (name, format) = (request.name, request.format)
    let lines = summaryLines(request.run, request.fling, name)
    var writer = try format.writer(
      TableLayout(
        columns: ["key", "value"], expectedRows: lines.count, plot: PlotDecoration(title: "decay", xLabel: ""),
        parameters: { flingParameters(name, request.fling) }, tableNumbers: .measurements,
        jsonShape: .records(name: "summary")))
    writer.begin(&output)
    for line in lines {
      try writer.append(
        cells: format == .text ? [.text(line.key), .text(line.text)] : [.text(line.dataKey), line.value], &output)
    }
    try writer.end(&output)
  }

  /// The parameters JSON prints: the engine and the fling's start.
  static func flingParameters(_ name: DecayEngineName, _ request: DecayRequest) -> [(String, TableCell)] {
    [
      ("engine", .text(name.rawValue)), ("initialVelocity", .number(request.initialVelocity)),
      ("from", .number(request.from)),
    ]
  }

  /// The fling the decay flags in `arguments` describe and `name`'s run of it
  /// (`--initial-velocity`, `--from`, `--bounds`, the engine settings, the frames).
  static func fling(_ arguments: ParsedArguments, _ name: DecayEngineName) throws(CommandLineError)
    -> (request: DecayRequest, run: DecayRun)
  {
    guard let velocity = try arguments.given(DecayFlags.initialVelocity) else {
      throw .usage(.missingArgument(label: "--initial-velocity", example: "3000"))
    }
    let request = DecayRequest(
      from: try arguments.value(DecayFlags.from), initialVelocity: velocity, bounds: try DecayFlags.bounds(arguments),
      configuration: try DecayFlags.configuration(arguments, name))
    let schedule = try EngineOptions.schedule(arguments)
    do {
      return (request, try name.run(request, schedule: schedule))
    } catch {
      throw .usage(.invalidInput(input: "--engine \(name.rawValue)", problem: error.description))
    }
  }

  /// One line of `--summary`: its key, its text (the key: value lines) and
  /// its value as data (csv, json, table).
  struct SummaryLine {
    let key: String
    let text: String
    let value: TableCell
    /// The key as data, unique (each `note` is `note1`, `note2`, …).
    var dataKey: String

    init(_ key: String, _ text: String, _ value: TableCell) {
      self.key = key
      self.text = text
      self.value = value
      dataKey = key
    }

    /// A number, or `n/a` (data: missing) when there is none.
    init(_ key: String, _ number: Double?, absent: String = "n/a") {
      self.init(key, number.map { "\($0)" } ?? absent, number.map { .number($0) } ?? .missing)
    }
  }

  /// The lines of `--summary`.
  static func summaryLines(_ run: DecayRun, _ request: DecayRequest, _ name: DecayEngineName) -> [SummaryLine] {
    let completed =
      run.completed
      ? "true"
      : run.divergenceTime.map { "false (\(EngineDivergence.rowNote(at: $0)))" } ?? "false (the frames ran out first)"
    var lines: [SummaryLine] = [
      SummaryLine("engine", name.rawValue, .text(name.rawValue)),
      SummaryLine("completed", completed, .flag(run.completed)),
      SummaryLine("rest_position", run.finalValue),
      SummaryLine("duration", run.completionTime, absent: "n/a (not completed)"),
      SummaryLine("distance", run.distance),
      SummaryLine("frames", "\(run.frames.count - 1)", .wholeNumber(Double(run.frames.count - 1))),
      SummaryLine("model_rest_position", run.modelRestPosition),
    ]
    if let handOff = run.handOff {
      lines += [
        SummaryLine("handoff_phase", handOff.phase, .text(handOff.phase)),
        SummaryLine("handoff_time", handOff.time),
        SummaryLine("handoff_frame", "\(handOff.frameIndex)", .wholeNumber(Double(handOff.frameIndex))),
        SummaryLine("handoff_value", handOff.value),
        SummaryLine("handoff_velocity", handOff.velocity),
        SummaryLine("handoff_target", handOff.target),
      ]
    } else {
      lines.append(SummaryLine("handoff_phase", "none", .text("none")))
    }
    // The text repeats the key `note`; as data each note has its own key.
    for (index, note) in run.notes.enumerated() {
      var line = SummaryLine("note", note, .text(note))
      line.dataKey = "note\(index + 1)"
      lines.append(line)
    }
    if name == .uikit, let engine = try? UIKitDecayEngine(request) {
      let projection = UIKitDecayEngine.projection(velocity: request.initialVelocity, rate: engine.rate)
      let exact = engine.modelRestPosition! - request.from
      lines += [
        SummaryLine("deceleration_rate", engine.rate),
        SummaryLine("projection_wwdc18", projection),
        SummaryLine("exact_integral", exact),
        SummaryLine("projection_minus_exact", projection - exact),
      ]
    }
    return lines
  }
}
