import AnimationMath

/// `springbench timing`: one timed object (Core Animation or Web Animations)
/// evaluated over parent times, as CSV `t,phase,iteration,progress`.
enum TimingCommand: ResolvingCommand {
  /// The timing models.
  enum Model: String, CaseIterable, Sendable { case ca, web }
  /// Core Animation's fill modes, as `CAMediaTimingFillMode` names them.
  enum CAFill: String, CaseIterable, Sendable { case removed, forwards, backwards, both }
  /// Web Animations' fill keywords.
  enum WebFill: String, CaseIterable, Sendable { case none, forwards, backwards, both, auto }
  /// Web Animations' playback directions.
  enum Direction: String, CaseIterable, Sendable {
    case normal, reverse, alternate
    case alternateReverse = "alternate-reverse"
  }

  static let model = Option<Model>.choice(
    "model", value: "ca|web", help: "The timing model: Core Animation's CAMediaTiming or W3C Web Animations Level 1.",
    default: .ca)
  static let duration = Option<Double>.number(
    "duration", value: "time|infinity",
    help: "The basic (ca) or iteration (web) duration, ≥ 0. ca: 0 means Core Animation's default 0.25.", default: 0,
    range: .nonNegativeOrInfinity)
  static let beginTime = Option<Double>.number(
    "begin-time", value: "time", help: "beginTime, in parent time.", default: 0)
  static let speed = Option<Double>.number(
    "speed", value: "x",
    help: "CAMediaTiming speed (not POP's --speed of the spring command); negative plays backwards, 0 freezes.",
    default: 1)
  static let timeOffset = Option<Double>.number(
    "time-offset", value: "time", help: "timeOffset, in local time; it wraps.", default: 0)
  static let repeatCount = Option<Double>.number(
    "repeat-count", value: "n|infinity",
    help: "repeatCount ≥ 0; 0 means once; 3.4028235e38 (FLT_MAX) or infinity repeats forever.",
    default: 0, range: .nonNegativeOrInfinity)
  static let repeatDuration = Option<Double>.number(
    "repeat-duration", value: "time|infinity", help: "repeatDuration ≥ 0; 0 means use repeatCount.", default: 0,
    range: .nonNegativeOrInfinity)
  static let autoreverses = Option<Bool>.flag("autoreverses", help: "Play each repeat forwards then backwards.")
  static let fillMode = Option<CAFill>.choice(
    "fill-mode", value: "mode", help: "removed, forwards, backwards or both (evaluated with removedOnCompletion = NO).",
    default: .removed)
  static let timingFunction = Option<String>.text(
    "timing-function", value: "easing",
    help: "The timing function, applied after the reverse fold (CSS or Core Animation name).", default: "linear")
  static let iterations = Option<Double>.number(
    "iterations", value: "n|infinity", help: "The iteration count, ≥ 0.", default: 1, range: .nonNegativeOrInfinity)
  static let iterationStart = Option<Double>.number(
    "iteration-start", value: "x", help: "The iteration start, ≥ 0.", default: 0, range: .nonNegative)
  static let delay = Option<Double>.number(
    "delay", value: "time", help: "The start delay (may be negative).", default: 0)
  static let endDelay = Option<Double>.number(
    "end-delay", value: "time", help: "The end delay (may be negative).", default: 0)
  static let direction = Option<Direction>.choice(
    "direction", value: "dir", help: "normal, reverse, alternate or alternate-reverse.", default: .normal)
  static let fill = Option<WebFill>.choice(
    "fill", value: "mode", help: "none, forwards, backwards, both or auto.", default: .auto)
  static let playbackRate = Option<Double>.number(
    "playback-rate", value: "x",
    help: "The animation's playback rate; only its sign matters (the phase rules at the boundaries).",
    default: 1)
  static let easing = Option<String>.text(
    "easing", value: "easing", help: "The effect's easing (CSS syntax).", default: "linear")

  /// The flags of `--model ca`.
  static let coreAnimationFlags = [
    beginTime.definition, speed.definition, timeOffset.definition, repeatCount.definition, repeatDuration.definition,
    autoreverses.definition, fillMode.definition, timingFunction.definition,
  ]
  /// The flags of `--model web`.
  static let webFlags = [
    iterations.definition, iterationStart.definition, delay.definition, endDelay.definition, direction.definition,
    fill.definition, playbackRate.definition, easing.definition,
  ]

  /// Each model's flags apply to that model only; then the sampling rules.
  static let rules: [CrossFlagRule] =
    [
      .onlyWhen(webFlags, .oneOf(model, [.web]), context: "to --model web"),
      .onlyWhen(coreAnimationFlags, .oneOf(model, [.ca]), context: "to --model ca"),
    ] + SamplingOptions.parentTimeRules

  static let definition = CommandDefinition(
    name: "springbench timing",
    abstract: "Evaluate one timed object (CAMediaTiming or Web Animations) as CSV: t,phase,iteration,progress.",
    usage: "springbench timing [--model ca|web] [<timing options>] [<sampling options>]",
    groups: [
      ("MODEL", [model.definition, duration.definition]),
      ("CORE ANIMATION (--model ca)", coreAnimationFlags),
      ("WEB ANIMATIONS (--model web)", webFlags),
      ("SAMPLING", SamplingOptions.parentTimeDefinitions + [OutputFormat.curveOption.definition]),
    ],
    discussion: """
      t is the local time of the object's parent: the layer or group time for
      --model ca, the animation's current time for --model web. Any time unit
      works if used consistently. phase is before, active or after; iteration is
      the current iteration (ca: a forward+back pair counts as one repeat), as
      Web Animations defines it: floor of the overall progress, which starts at
      the iteration start (web) or at timeOffset / cycle (ca). So
      --time-offset 2.5 --duration 1 plays once, through iterations 2 and 3,
      exactly as Chromium reports for iterationStart 2.5. progress is the eased
      (transformed) progress. iteration and progress are
      empty when the object is not in effect. The default grid runs from 0 to the
      end of the active interval (one cycle when it repeats forever).

      EXAMPLES:
        springbench timing --duration 0.5 --autoreverses --repeat-count infinity
        springbench timing --model web --duration 1 --iterations 3 --fill both
        springbench timing --model web --duration 2 --fill both --times -1,0,1,2
      """)

  /// A resolved `timing`: the object's evaluation, its parameters and the times.
  struct Request {
    let model: Model
    let evaluate: @Sendable (Double) -> TimingSample
    let parameters: [(String, TableCell)]
    let times: SampleValues
    let format: OutputFormat
    let sizeNote: SizeGuard.Note
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    try arguments.requireNoPositionals()
    let format = try arguments.value(OutputFormat.curveOption)
    let model = try arguments.value(Self.model)
    let evaluate: @Sendable (Double) -> TimingSample
    let defaultEnd: Double
    let parameters: [(String, TableCell)]
    switch model {
    case .ca:
      let timing = try coreAnimationTiming(arguments)
      let function = try TimingFunctionOption.function(arguments, timingFunction)
      evaluate = { t in
        let state = timing.evaluate(parentTime: t)
        return (state.phase, state.iteration, state.progress.map { function($0, false) })
      }
      defaultEnd = max(timing.activeIntervalInParentTime.end, 0)
      parameters = [
        ("model", .text("ca")), ("duration", .number(timing.duration)), ("beginTime", .number(timing.beginTime)),
        ("speed", .number(timing.speed)), ("timeOffset", .number(timing.timeOffset)),
        ("repeatCount", .number(timing.repeatCount)), ("repeatDuration", .number(timing.repeatDuration)),
        ("autoreverses", .flag(timing.autoreverses)), ("fillMode", .text(try arguments.value(fillMode).rawValue)),
        ("timingFunction", .text(try arguments.value(timingFunction))), ("removedOnCompletion", .flag(false)),
      ]
    case .web:
      let timing = try webTiming(arguments)
      let function = try TimingFunctionOption.function(arguments, easing)
      evaluate = { t in
        let state = timing.evaluate(localTime: t)
        return (state.phase, state.currentIteration, state.transformedProgress(function))
      }
      defaultEnd = timing.defaultSampleEnd
      parameters = [
        ("model", .text("web")), ("duration", .number(timing.duration)), ("iterations", .number(timing.iterations)),
        ("iterationStart", .number(timing.iterationStart)), ("delay", .number(timing.delay)),
        ("endDelay", .number(timing.endDelay)), ("direction", .text(try arguments.value(direction).rawValue)),
        ("fill", .text(try arguments.value(fill).rawValue)), ("playbackRate", .number(timing.playbackRate)),
        ("easing", .text(try arguments.value(easing))),
      ]
    }
    let times = try SamplingOptions.parentTimes(arguments, defaultEnd: defaultEnd)
    let sizeNote = try SizeGuard.check(arguments, format: format, columns: 4, values: times)
    return Request(
      model: model, evaluate: evaluate, parameters: parameters, times: times, format: format, sizeNote: sizeNote)
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    let (model, evaluate, parameters) = (request.model, request.evaluate, request.parameters)
    var writer = try request.format.writer(
      TableLayout(
        columns: ["t", "phase", "iteration", "progress"], expectedRows: request.times.count ?? 0,
        plot: PlotDecoration(
          title: "timing (--model \(model.rawValue))", xLabel: "t",
          figure: { columns in
            PlotFigure.timing(title: "timing (--model \(model.rawValue))", times: columns[0], evaluate: evaluate)
          }),
        parameters: { parameters }, tableNumbers: .measurements))
    request.sizeNote.print()
    writer.begin(&output)
    var values = request.times.makeIterator()
    while let t = try values.next() {
      let row = evaluate(t)
      try writer.append(
        cells: [
          .number(t), .text(row.phase.rawValue),
          row.iteration.map { .wholeNumber($0) } ?? .missing,
          row.progress.map { .number($0) } ?? .missing,
        ], &output)
    }
    try writer.end(&output)
  }

  static func coreAnimationTiming(_ arguments: ParsedArguments) throws(CommandLineError) -> MediaTiming {
    let fill: FillMode
    switch try arguments.value(fillMode) {
    case .removed: fill = .removed
    case .forwards: fill = .forwards
    case .backwards: fill = .backwards
    case .both: fill = .both
    }
    do {
      return try MediaTiming(
        beginTime: try arguments.value(beginTime), duration: try arguments.value(duration),
        speed: try arguments.value(speed), timeOffset: try arguments.value(timeOffset),
        repeatCount: try arguments.value(repeatCount), repeatDuration: try arguments.value(repeatDuration),
        autoreverses: try arguments.value(autoreverses), fillMode: fill, removedOnCompletion: false)
    } catch let error as CommandLineError {
      throw error
    } catch let error as TimingParameterError {
      throw .usage(
        .parameter(flag: flag(for: error.parameter, arguments), accepted: error.accepted, value: error.value))
    } catch {
      throw .usage(.invalidInput(input: "the timing flags", problem: "\(error)"))
    }
  }

  static func webTiming(_ arguments: ParsedArguments) throws(CommandLineError) -> WebAnimationTiming {
    do {
      return try WebAnimationTiming(
        delay: try arguments.value(delay), endDelay: try arguments.value(endDelay),
        iterations: try arguments.value(iterations), iterationStart: try arguments.value(iterationStart),
        duration: try arguments.value(duration),
        direction: PlaybackDirection(keyword: try arguments.value(direction).rawValue) ?? .normal,
        fill: FillMode(webKeyword: try arguments.value(fill).rawValue) ?? .auto,
        playbackRate: try arguments.value(playbackRate))
    } catch let error as CommandLineError {
      throw error
    } catch let error as TimingParameterError {
      throw .usage(
        .parameter(flag: flag(for: error.parameter, arguments), accepted: error.accepted, value: error.value))
    } catch {
      throw .usage(.invalidInput(input: "the timing flags", problem: "\(error)"))
    }
  }

  /// The flag that carries core timing parameter `parameter`.
  static func flag(for parameter: TimingParameterError.Parameter, _ arguments: ParsedArguments) -> String {
    let all = [duration.definition] + coreAnimationFlags + webFlags
    let kebab = parameter.rawValue.reduce(into: "") { text, c in
      text += c.isUppercase ? "-" + c.lowercased() : String(c)
    }
    return all.first { $0.name == kebab }.map { arguments.spelling($0) } ?? "--" + kebab
  }
}
