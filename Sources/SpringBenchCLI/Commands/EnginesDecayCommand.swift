import AnimationMath

/// `springbench engines decay`: the same fling through every decay engine, one row each.
enum EnginesDecayCommand: BenchCommand {
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

  static func run(_ arguments: ParsedArguments, output: inout OutputBuffer) throws(CommandLineError) {
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
    var rows: [[TableCell]] = []
    var runs: [DecayRun] = []
    for name in names {
      var notes: [String] = []
      let configuration: EngineConfiguration
      do {
        configuration = try DecayFlags.configuration(arguments, name)
      } catch {
        // A generic flag this engine has no key for: run it with its defaults.
        notes.append(error.message)
        configuration = .empty
      }
      var engineBounds = bounds
      if !bounds.isUnbounded, !name.engineType.supportsBounds {
        notes.append("\(name.rawValue) has no bounds: run unbounded")
        engineBounds = .unbounded
      }
      let run: DecayRun
      do {
        run = try name.run(
          DecayRequest(from: from, initialVelocity: velocity, bounds: engineBounds, configuration: configuration),
          schedule: schedule)
      } catch {
        rows.append([
          .text(name.rawValue), .missing, .missing, .missing, .missing,
          .text((notes + [error.description]).joined(separator: "; ")),
        ])
        continue
      }
      runs.append(run)
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
      rows.append([
        .text(name.rawValue), .wholeNumber(Double(run.frames.count - 1)),
        run.completionTime.map { .number($0) } ?? .missing, .number(run.finalValue), .number(run.distance),
        .text(notes.joined(separator: "; ")),
      ])
    }
    var writer = try format.writer(
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

  /// `, bounds MIN…MAX` for the picture's title, or nothing when unbounded.
  static func boundsText(_ bounds: DecayBounds) -> String {
    bounds.isUnbounded ? "" : ", bounds \(shortest(bounds.lower))…\(shortest(bounds.upper))"
  }

  /// `x` in shortest round-trip form, a whole number without its `.0` (`3000`, `0.5`, `-inf`).
  static func shortest(_ x: Double) -> String {
    x.isFinite && x == x.rounded() && abs(x) < 0x1p53 ? String(Int64(x)) : (x + 0).description
  }
}
