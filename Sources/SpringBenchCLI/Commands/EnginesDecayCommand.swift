import AnimationMath

/// `springbench engines decay`: the same fling through every decay engine, one row each.
enum EnginesDecayCommand: ResolvingCommand {
  static let engines = Option<String>.text(
    "engines", value: "a,b,…", help: "Only these decay engines (default: all, in registry order).")

  static let definition = CommandDefinition(
    name: "springbench engines decay",
    abstract: "Run the same fling through every decay engine: frames, stop time, rest value, distance.",
    usage:
      "springbench engines decay --initial-velocity <units/s> [--from <x>] [--bounds <min,max>] [--engines <list>]",
    groups: [
      (
        "DECAY",
        [
          DecayFlags.initialVelocity.definition, DecayFlags.from.definition, DecayFlags.bounds.definition,
          engines.definition,
        ]
      ),
      ("ENGINE SETTINGS", DecayFlags.settingDefinitions),
      (
        "FRAMES", [EngineFlags.fps.definition, EngineFlags.frameTimes.definition, EngineFlags.frameTimeUnit.definition]
      ),
      ("OUTPUT", [OutputFormat.curveOption.definition]),
    ],
    discussion: """
      Columns: engine; frames (rendered, the t = 0 row not counted);
      completion_time (s, empty when the frames ran out first); final_value;
      distance (final value - start); notes (a hand-off to a spring-back,
      overfling or clamp phase: its time, value and velocity). An engine
      without bounds (react-native, popmotion, react-spring) runs unbounded,
      and says so.
      Each engine setting applies to the engines that have it; the others
      run with their defaults and note it. Frames default to 60 Hz.

      EXAMPLE:
        springbench engines decay --initial-velocity 3000 --from 0 --bounds 0,2000
      """)

  /// The frames come from a rate or a list. The shared settings are no rule here:
  /// an engine without a setting runs with its defaults, and its row says so.
  static let rules: [CrossFlagRule] = EngineFlags.scheduleRules

  /// A resolved `engines decay`: the fling, and each engine's configuration or the note of why it has none.
  struct Request {
    let velocity: Double
    let from: Double
    let bounds: DecayBounds
    let schedule: FrameSchedule
    let engines: [(name: DecayEngineName, configuration: EngineConfiguration, notes: [String])]
    let format: OutputFormat
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    try arguments.requireNoPositionals()
    let format = try arguments.value(OutputFormat.curveOption)
    guard let velocity = try arguments.given(DecayFlags.initialVelocity) else {
      throw .usage(.missingArgument(label: "--initial-velocity", example: "3000"))
    }
    var names = DecayEngineName.allCases
    if let list = try arguments.given(engines) {
      names = []
      for field in list.split(separator: ",", omittingEmptySubsequences: false) {
        guard let name = DecayEngineName(rawValue: String(field)) else {
          throw .usage(
            .invalidValue(
              flag: arguments.spelling(engines),
              accepted: "a comma list of \(DecayEngineName.allCases.map(\.rawValue).joined(separator: ", "))",
              got: String(field)))
        }
        names.append(name)
      }
    }
    let bounds = try DecayFlags.bounds(arguments)
    let from = try arguments.value(DecayFlags.from)
    let schedule = try EngineOptions.schedule(arguments)
    var configured: [(name: DecayEngineName, configuration: EngineConfiguration, notes: [String])] = []
    for name in names {
      do {
        configured.append((name, try DecayFlags.configuration(arguments, name), []))
      } catch {
        // A generic flag this engine has no key for: run it with its defaults.
        configured.append((name, .empty, [error.message]))
      }
    }
    return Request(
      velocity: velocity, from: from, bounds: bounds, schedule: schedule, engines: configured, format: format)
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    let (velocity, from, bounds) = (request.velocity, request.from, request.bounds)
    var rows: [[TableCell]] = []
    var runs: [DecayRun] = []
    for engine in request.engines {
      let (row, run) = row(engine, request)
      rows.append(row)
      if let run { runs.append(run) }
    }
    var writer = try request.format.writer(
      TableLayout(
        columns: ["engine", "frames", "completion_time", "final_value", "distance", "notes"],
        integerColumns: [1], expectedRows: rows.count,
        plot: PlotDecoration(
          title: "engines decay", xLabel: "",
          figure: { [runs] _ in
            PlotFigure.decayEngines(
              title:
                "one fling, every decay engine: \(shortest(velocity)) units/s from \(shortest(from))\(boundsText(bounds))",
              runs: runs,
              bounds: bounds)
          }),
        parameters: { [("initialVelocity", .number(velocity)), ("from", .number(from))] },
        tableNumbers: .measurements))
    writer.begin(&output)
    for row in rows { try writer.append(cells: row, &output) }
    try writer.end(&output)
  }

  /// One engine's row (its run's numbers and notes) and its run, if it ran.
  static func row(
    _ engine: (name: DecayEngineName, configuration: EngineConfiguration, notes: [String]), _ request: Request
  ) -> (row: [TableCell], run: DecayRun?) {
    let (name, from, bounds) = (engine.name, request.from, request.bounds)
    var notes = engine.notes
    var engineBounds = bounds
    if !bounds.isUnbounded, !name.engineType.supportsBounds {
      notes.append("\(name.rawValue) has no bounds: run unbounded")
      engineBounds = .unbounded
    }
    let run: DecayRun
    do {
      run = try name.run(
        DecayRequest(
          from: from, initialVelocity: request.velocity, bounds: engineBounds, configuration: engine.configuration),
        schedule: request.schedule)
    } catch {
      let text = (notes + [error.description]).joined(separator: "; ")
      return ([.text(name.rawValue), .missing, .missing, .missing, .missing, .text(text)], nil)
    }
    notes += run.notes
    if let time = run.divergenceTime {
      notes.append(EngineDivergence.rowNote(at: time))
    } else if !run.completed {
      notes.append("had not stopped by the last frame")
    }
    if let handOff = run.handOff {
      notes.append(
        "\(handOff.phase) from t = \(TextTableWriter.measurement(handOff.time)) s at "
          + "\(TextTableWriter.measurement(handOff.value)) with v = \(TextTableWriter.measurement(handOff.velocity)) units/s"
      )
    }
    if name == .flutterFriction, run.frames.count == 2, from == bounds.lower || from == bounds.upper {
      notes.append(
        "BoundedFrictionSimulation is done within tolerance.distance of either bound: a start on a bound stops at once"
      )
    }
    let row: [TableCell] = [
      .text(name.rawValue), .wholeNumber(Double(run.frames.count - 1)),
      run.completionTime.map { .number($0) } ?? .missing, .number(run.finalValue), .number(run.distance),
      .text(notes.joined(separator: "; ")),
    ]
    return (row, run)
  }

  /// `, bounds MIN…MAX` for the picture's title, or nothing when unbounded.
  static func boundsText(_ bounds: DecayBounds) -> String {
    bounds.isUnbounded ? "" : ", bounds \(shortest(bounds.lower))…\(shortest(bounds.upper))"
  }

  /// `x` in shortest round-trip form, a whole number without its `.0` (`3000`, `0.5`, `-inf`).
  static func shortest(_ x: Double) -> String {
    x.isFinite && x == x.rounded() && abs(x) < 0x1p53 ? String(Int64(x)) : (x + 0).description
  }
}
