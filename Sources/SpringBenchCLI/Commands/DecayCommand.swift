import AnimationMath

/// `springbench decay --engine NAME --initial-velocity V`: a fling rendered frame by frame
/// as a decay engine renders it, `t,value,velocity,engine_time`, or `--summary`.
enum DecayCommand: BenchCommand {
  static let engine = Option<DecayEngineName>.choice(
    "engine", value: "name",
    help: "The decay engine: \(DecayEngineName.allCases.map(\.rawValue).joined(separator: ", ")).", default: nil)
  static let summary = Option<Bool>.flag(
    "summary", help: "Print key: value lines (rest position, duration, distance; uikit: projection vs exact integral).")

  static let definition = CommandDefinition(
    name: "springbench decay",
    abstract: "Render a fling (decay) as an engine does: t,value,velocity,engine_time up to the stop frame.",
    usage: "springbench decay --engine <name> --initial-velocity <units/s> [--from <x>] [--bounds <min,max>] [<engine options>]",
    groups: [
      ("DECAY", [engine.definition, DecayFlags.initialVelocity.definition, DecayFlags.from.definition,
                 DecayFlags.bounds.definition, summary.definition]),
      ("ENGINE SETTINGS", DecayFlags.settingDefinitions + [EngineFlags.engineParams.definition]),
      ("FRAMES", [EngineFlags.fps.definition, EngineFlags.frameTimes.definition, EngineFlags.frameTimeUnit.definition]),
      ("OUTPUT", [OutputFormat.curveOption.definition]),
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

  static func run(_ arguments: ParsedArguments, output: inout OutputBuffer) throws(CommandLineError) {
    try arguments.requireNoPositionals()
    guard let name = try arguments.given(engine) else {
      throw .usage(.missingArgument(label: "--engine", example: "uikit"))
    }
    let (request, run) = try fling(arguments, name)
    let velocity = request.initialVelocity
    if try arguments.value(summary) {
      if arguments.has(OutputFormat.curveOption) {
        throw .usage(.conflict(flag: arguments.spelling(OutputFormat.curveOption), with: arguments.spelling(summary), advice: "--summary prints key: value lines"))
      }
      let lines = summaryLines(run, request, name)
      var writer = try OutputFormat.text.writer(
        TableLayout(columns: ["key", "value"], expectedRows: lines.count, plot: PlotDecoration(title: "decay", xLabel: "")))
      writer.begin(&output)
      for (key, value) in lines { try writer.append(cells: [.text(key), .text(value)], &output) }
      try writer.end(&output)
      return
    }
    let format = try arguments.value(OutputFormat.curveOption)
    var writer = try format.writer(
      TableLayout(
        columns: ["t", "value", "velocity", "engine_time"], expectedRows: run.frames.count,
        plot: PlotDecoration(
          title: "decay (\(name.rawValue))", xLabel: "t (s)",
          figure: { [run, request] _ in
            PlotFigure.decay(title: PlotFigure.decayTitle(engine: name, request: request), run: run, bounds: request.bounds)
          }),
        parameters: { [("engine", name.rawValue), ("initial_velocity", "\(velocity)"), ("from", "\(request.from)")] }))
    writer.begin(&output)
    for frame in run.frames {
      try writer.append(
        cells: [.number(frame.hostTime), .number(frame.value), frame.velocity.map { .number($0) } ?? .missing,
                frame.engineTime.map { .number($0) } ?? .missing], &output)
    }
    try writer.end(&output)
    // What the engine did that the rows alone do not say (a run that never starts,
    // a hand-off to a spring): the same notes as `--summary` and `engines decay`.
    for note in run.notes { writeToStandardError("note: engine \(name.rawValue): \(note)") }
    if let time = run.divergenceTime {
      writeToStandardError(EngineDivergence.note(engine: name.rawValue, at: time, lastFrame: run.frames.last?.hostTime ?? 0))
    } else if !run.completed {
      writeToStandardError(
        "note: engine \(name.rawValue) had not stopped by the last frame (t = \(run.frames.last?.hostTime ?? 0) s)")
    }
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

  /// The key: value lines of `--summary`.
  static func summaryLines(_ run: DecayRun, _ request: DecayRequest, _ name: DecayEngineName) -> [(String, String)] {
    var lines: [(String, String)] = [
      ("engine", name.rawValue),
      ("completed", run.completed ? "true" : run.divergenceTime.map { "false (\(EngineDivergence.rowNote(at: $0)))" } ?? "false (the frames ran out first)"),
      ("rest_position", "\(run.finalValue)"),
      ("duration", run.completionTime.map { "\($0)" } ?? "n/a (not completed)"),
      ("distance", "\(run.distance)"),
      ("frames", "\(run.frames.count - 1)"),
      ("model_rest_position", run.modelRestPosition.map { "\($0)" } ?? "n/a"),
    ]
    if let handOff = run.handOff {
      lines += [
        ("handoff_phase", handOff.phase),
        ("handoff_time", "\(handOff.time)"),
        ("handoff_frame", "\(handOff.frameIndex)"),
        ("handoff_value", "\(handOff.value)"),
        ("handoff_velocity", "\(handOff.velocity)"),
        ("handoff_target", handOff.target.map { "\($0)" } ?? "n/a"),
      ]
    } else {
      lines.append(("handoff_phase", "none"))
    }
    for note in run.notes { lines.append(("note", note)) }
    if name == .uikit, let engine = try? UIKitDecayEngine(request) {
      let projection = UIKitDecayEngine.projection(velocity: request.initialVelocity, rate: engine.rate)
      let exact = engine.modelRestPosition! - request.from
      lines += [
        ("deceleration_rate", "\(engine.rate)"),
        ("projection_wwdc18", "\(projection)"),
        ("exact_integral", "\(exact)"),
        ("projection_minus_exact", "\(projection - exact)"),
      ]
    }
    return lines
  }
}
