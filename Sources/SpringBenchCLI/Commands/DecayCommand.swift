import AnimationMath

/// `springbench decay --engine NAME --initial-velocity V`: a fling rendered frame by frame
/// as a decay engine renders it, `t,value,velocity,engine_time`, or `--summary`.
enum DecayCommand: BenchCommand {
  static let engine = Option<DecayEngineName>.choice(
    "engine", value: "name",
    help: "The decay engine: \(DecayEngineName.allCases.map(\.rawValue).joined(separator: ", ")).", default: nil)
  static let initialVelocity = Option<Double>.number(
    "initial-velocity", value: "units/s",
    help: "The fling's velocity in value units per second, + toward increasing values (react-native uses units/ms inside; the rest units/s).")
  static let from = Option<Double>.number("from", value: "x", help: "The start position.", default: 0)
  static let bounds = Option<String>.text(
    "bounds", value: "MIN,MAX", help: "Stop at these bounds; -inf and inf give one-sided bounds (react-native has none).")
  static let rate = Option<String>.text(
    "rate", value: "normal|fast|R",
    help: "The deceleration per ms: uikit's decelerationRate (normal 0.998, fast 0.99, or R), react-native's deceleration (R).")
  static let friction = Option<Double>.number(
    "friction", value: "scalar",
    help: "android-fling's setFriction, compose-exponential's frictionMultiplier (friction = -4.2 x this, 1/s).",
    range: .positive)
  static let summary = Option<Bool>.flag(
    "summary", help: "Print key: value lines (rest position, duration, distance; uikit: projection vs exact integral).")

  static let definition = CommandDefinition(
    name: "springbench decay",
    abstract: "Render a fling (decay) as an engine does: t,value,velocity,engine_time up to the stop frame.",
    usage: "springbench decay --engine <name> --initial-velocity <units/s> [--from <x>] [--bounds <min,max>] [<engine options>]",
    groups: [
      ("DECAY", [engine.definition, initialVelocity.definition, from.definition, bounds.definition, rate.definition,
                 friction.definition, EngineFlags.restSpeed.definition, EngineFlags.engineParams.definition, summary.definition]),
      ("FRAMES", [SamplingOptions.fps.definition, EngineFlags.frameTimes.definition, EngineFlags.frameTimeUnit.definition]),
      ("OUTPUT", [OutputFormat.curveOption.definition]),
    ],
    discussion: """
      Engines: ideal (x'' = -k x', engine-params k, restSpeed), uikit
      (d^(1000t), documented formulas only), flutter-friction (drag,
      constantDeceleration), compose-exponential (float32), react-native
      (DecayAnimation, Date.now() clock), android-fling (FlingAnimation,
      integer ms, float state). Every engine stops at a bound (no spring-back
      in this version). The t = 0 row is the start state; frames default to
      60 Hz.

      EXAMPLES:
        springbench decay --engine uikit --initial-velocity 3000 --summary
        springbench decay --engine flutter-friction --initial-velocity 3000 \\
          --engine-params constantDeceleration=1400
      """)

  static func run(_ arguments: ParsedArguments, output: inout OutputBuffer) throws(CommandLineError) {
    try arguments.requireNoPositionals()
    guard let name = try arguments.given(engine) else {
      throw .usage(.missingArgument(label: "--engine", example: "uikit"))
    }
    guard let velocity = try arguments.given(initialVelocity) else {
      throw .usage(.missingArgument(label: "--initial-velocity", example: "3000"))
    }
    let request = DecayRequest(
      from: try arguments.value(from), initialVelocity: velocity, bounds: try parseBounds(arguments),
      configuration: try configuration(arguments, name))
    let schedule = try EngineOptions.schedule(arguments)
    let run: DecayRun
    do {
      run = try name.run(request, schedule: schedule)
    } catch {
      throw .usage(.invalidInput(input: "--engine \(name.rawValue)", problem: error.description))
    }
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
        plot: PlotDecoration(title: "decay (\(name.rawValue))", xLabel: "t (s)"),
        parameters: { [("engine", name.rawValue), ("initial_velocity", "\(velocity)"), ("from", "\(request.from)")] }))
    writer.begin(&output)
    for frame in run.frames {
      try writer.append(
        cells: [.number(frame.hostTime), .number(frame.value), frame.velocity.map { .number($0) } ?? .missing,
                frame.engineTime.map { .number($0) } ?? .missing], &output)
    }
    try writer.end(&output)
    if !run.completed {
      writeToStandardError(
        "note: engine \(name.rawValue) had not stopped by the last frame (t = \(run.frames.last?.hostTime ?? 0) s)")
    }
  }

  /// The key: value lines of `--summary`.
  static func summaryLines(_ run: DecayRun, _ request: DecayRequest, _ name: DecayEngineName) -> [(String, String)] {
    var lines: [(String, String)] = [
      ("engine", name.rawValue),
      ("completed", run.completed ? "true" : "false (the frames ran out first)"),
      ("rest_position", "\(run.finalValue)"),
      ("duration", run.completionTime.map { "\($0)" } ?? "n/a (not completed)"),
      ("distance", "\(run.distance)"),
      ("frames", "\(run.frames.count - 1)"),
      ("model_rest_position", run.modelRestPosition.map { "\($0)" } ?? "n/a"),
    ]
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

  /// `--bounds MIN,MAX` with `-inf`/`inf`.
  static func parseBounds(_ arguments: ParsedArguments) throws(CommandLineError) -> DecayBounds {
    guard let text = try arguments.given(bounds) else { return .unbounded }
    let fields = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    func number(_ field: String) -> Double? {
      switch field {
      case "inf", "+inf", "infinity": .infinity
      case "-inf", "-infinity": -.infinity
      default: NumberSyntax.double(field).flatMap { $0.isFinite ? $0 : nil }
      }
    }
    guard fields.count == 2, let lower = number(fields[0]), let upper = number(fields[1]), lower <= upper else {
      throw .usage(.invalidValue(flag: arguments.spelling(bounds), accepted: "MIN,MAX with MIN ≤ MAX (numbers, -inf or inf)", got: text))
    }
    do {
      return try DecayBounds(lower: lower, upper: upper)
    } catch {
      throw .usage(.invalidInput(input: arguments.spelling(bounds), problem: error.description))
    }
  }

  /// `--engine-params` plus the generic flags mapped onto the engine's own keys.
  static func configuration(_ arguments: ParsedArguments, _ name: DecayEngineName) throws(CommandLineError)
    -> EngineConfiguration
  {
    var pairs: [(key: String, value: String)] = []
    if let text = try arguments.given(EngineFlags.engineParams) {
      do {
        pairs = try EngineConfiguration(parsing: text).pairs
      } catch {
        throw .usage(.invalidInput(input: arguments.spelling(EngineFlags.engineParams), problem: error.description))
      }
    }
    func map(_ flag: OptionDefinition, _ value: String?, keys: [DecayEngineName: String]) throws(CommandLineError) {
      guard let value else { return }
      guard let key = keys[name] else {
        let takers = keys.keys.map(\.rawValue).sorted().joined(separator: ", ")
        throw .usage(.appliesOnly(flag: arguments.spelling(flag), context: "with --engine \(takers)"))
      }
      if pairs.contains(where: { $0.key == key }) {
        throw .usage(.conflict(flag: arguments.spelling(flag), with: "--engine-params \(key)", advice: "give one of them"))
      }
      pairs.append((key, value))
    }
    try map(rate.definition, try arguments.given(rate), keys: [.uikit: "decelerationRate", .reactNative: "deceleration"])
    try map(friction.definition, try arguments.given(friction).map { "\($0)" },
            keys: [.androidFling: "friction", .composeExponential: "frictionMultiplier"])
    try map(EngineFlags.restSpeed.definition, try arguments.given(EngineFlags.restSpeed).map { "\($0)" },
            keys: [.ideal: "restSpeed", .uikit: "restSpeed"])
    do {
      return try EngineConfiguration(pairs)
    } catch {
      throw .usage(.invalidInput(input: arguments.spelling(EngineFlags.engineParams), problem: error.description))
    }
  }
}
