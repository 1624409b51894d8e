import AnimationMath

/// `springbench timing`: one timed object (Core Animation or Web Animations)
/// evaluated over parent times, as CSV `t,phase,iteration,progress`.
enum TimingCommand: BenchCommand {
  /// The flags of `--model ca`.
  static let coreAnimationFlags = [
    "begin-time", "speed", "time-offset", "repeat-count", "repeat-duration", "autoreverses", "fill-mode",
    "timing-function",
  ]
  /// The flags of `--model web`.
  static let webFlags = [
    "iterations", "iteration-start", "delay", "end-delay", "direction", "fill", "playback-rate", "easing",
  ]

  static let definition = CommandDefinition(
    name: "springbench timing",
    abstract: "Evaluate one timed object (CAMediaTiming or Web Animations) as CSV: t,phase,iteration,progress.",
    usage: "springbench timing [--model ca|web] [<timing options>] [<sampling options>]",
    groups: [
      (
        "MODEL",
        [
          OptionDefinition(
            "model", value: "ca|web",
            help: "The timing model: Core Animation's CAMediaTiming or W3C Web Animations Level 1.", default: "ca"),
          OptionDefinition(
            "duration", value: "time|infinity",
            help: "The basic (ca) or iteration (web) duration, ≥ 0. ca: 0 means Core Animation's default 0.25.",
            default: "0"),
        ]
      ),
      (
        "CORE ANIMATION (--model ca)",
        [
          OptionDefinition("begin-time", value: "time", help: "beginTime, in parent time.", default: "0"),
          OptionDefinition("speed", value: "x", help: "speed; negative plays backwards, 0 freezes.", default: "1"),
          OptionDefinition("time-offset", value: "time", help: "timeOffset, in local time; it wraps.", default: "0"),
          OptionDefinition(
            "repeat-count", value: "n|infinity",
            help: "repeatCount ≥ 0; 0 means once; 3.4028235e38 (FLT_MAX) or infinity repeats forever.",
            default: "0"),
          OptionDefinition(
            "repeat-duration", value: "time|infinity", help: "repeatDuration ≥ 0; 0 means use repeatCount.",
            default: "0"),
          OptionDefinition("autoreverses", help: "Play each repeat forwards then backwards."),
          OptionDefinition(
            "fill-mode", value: "mode",
            help: "removed, forwards, backwards or both (evaluated with removedOnCompletion = NO).",
            default: "removed"),
          OptionDefinition(
            "timing-function", value: "easing",
            help: "The timing function, applied after the reverse fold (CSS or Core Animation name).",
            default: "linear"),
        ]
      ),
      (
        "WEB ANIMATIONS (--model web)",
        [
          OptionDefinition(
            "iterations", value: "n|infinity", help: "The iteration count, ≥ 0.", default: "1"),
          OptionDefinition("iteration-start", value: "x", help: "The iteration start, ≥ 0.", default: "0"),
          OptionDefinition("delay", value: "time", help: "The start delay (may be negative).", default: "0"),
          OptionDefinition("end-delay", value: "time", help: "The end delay (may be negative).", default: "0"),
          OptionDefinition(
            "direction", value: "dir", help: "normal, reverse, alternate or alternate-reverse.", default: "normal"),
          OptionDefinition("fill", value: "mode", help: "none, forwards, backwards, both or auto.", default: "auto"),
          OptionDefinition(
            "playback-rate", value: "x",
            help: "The animation's playback rate; only its sign matters (the phase rules at the boundaries).",
            default: "1"),
          OptionDefinition("easing", value: "easing", help: "The effect's easing (CSS syntax).", default: "linear"),
        ]
      ),
      ("SAMPLING", samplingDefinitions),
    ],
    discussion: """
      t is the local time of the object's parent: the layer or group time for
      --model ca, the animation's current time for --model web. Any time unit
      works if used consistently. phase is before, active or after; iteration is
      the current iteration (ca: a forward+back pair counts as one repeat);
      progress is the eased (transformed) progress. iteration and progress are
      empty when the object is not in effect. The default grid runs from 0 to the
      end of the active interval (one cycle when it repeats forever).

      EXAMPLES:
        springbench timing --duration 0.5 --autoreverses --repeat-count infinity
        springbench timing --model web --duration 1 --iterations 3 --fill both
        springbench timing --model web --duration 2 --fill both --times -1,0,1,2
      """)

  /// The shared sampling flags, with `--times` accepting any finite time and
  /// `--until` without `settled`.
  static var samplingDefinitions: [OptionDefinition] {
    SamplingOptions.definitions.map { option in
      switch option.name {
      case "times":
        return OptionDefinition(
          "times", value: "t1,t2,…", help: "Evaluate exactly these times (any finite times, negative ones too), in this order.")
      case "until":
        return OptionDefinition("until", value: "time", help: "End of the uniform grid (which starts at 0).")
      default:
        return option
      }
    } + [CurveWriter.formatOption]
  }

  static func run(_ arguments: ParsedArguments, output: inout OutputBuffer) throws(CommandLineError) {
    try requireNoPositionals(arguments)
    let model = try arguments.choice("model", ["ca", "web"]) ?? "ca"
    let evaluate: (Double) -> (phase: TimingPhase, iteration: Double?, progress: Double?)
    let defaultEnd: Double
    if model == "ca" {
      try reject(webFlags, arguments, model: "web")
      let timing = try coreAnimationTiming(arguments)
      let easing = try TimingFunctionOption.parse(arguments, "timing-function")
      evaluate = { t in
        let state = timing.evaluate(parentTime: t)
        return (state.phase, state.iteration, state.progress.map { easing($0, false) })
      }
      defaultEnd = coreAnimationEnd(timing)
    } else {
      try reject(coreAnimationFlags, arguments, model: "ca")
      let timing = try webTiming(arguments)
      let easing = try TimingFunctionOption.parse(arguments, "easing")
      evaluate = { t in
        let state = timing.evaluate(localTime: t)
        return (state.phase, state.currentIteration, state.transformedProgress(easing))
      }
      let end = timing.endTime
      defaultEnd = end.isFinite ? end : max(timing.delay, 0) + (timing.duration.isFinite ? timing.duration : 1)
    }
    let times = try SampleValues(parentTimes: arguments, defaultEnd: defaultEnd)

    var writer = try CurveWriter(
      arguments, columns: ["t", "phase", "iteration", "progress"], rowCount: times.count,
      parameters: [("model", model)],
      decoration: .init(band: nil, title: "timing (--model \(model))", xLabel: "t"))
    writer.begin(&output)
    for index in 0..<times.count {
      let t = times[index]
      let row = evaluate(t)
      try writer.append(
        cells: [
          .number(t), .text(row.phase.rawValue),
          row.iteration.map { .wholeNumber($0) } ?? .missing,
          row.progress.map { .number($0) } ?? .missing,
        ], &output)
    }
    writer.end(&output)
  }

  /// Fails if a flag of the other model was given.
  static func reject(_ flags: [String], _ arguments: ParsedArguments, model: String) throws(CommandLineError) {
    if let flag = flags.first(where: { arguments.has($0) }) {
      throw .usage("\(arguments.spelling(flag)) applies to --model \(model) only")
    }
  }

  /// A finite number, or `infinity`/`Infinity` when `allowsInfinity`.
  static func number(
    _ arguments: ParsedArguments, _ name: String, default fallback: Double, range: String,
    allowsInfinity: Bool = false, accepts: (Double) -> Bool = { _ in true }
  ) throws(CommandLineError) -> Double {
    if allowsInfinity, let text = arguments.raw(name), text == "infinity" || text == "Infinity" {
      return .infinity
    }
    return try arguments.double(name, default: fallback, range: range, accepts: accepts)!
  }

  static func coreAnimationTiming(_ arguments: ParsedArguments) throws(CommandLineError) -> MediaTiming {
    let nonNegative = "a number ≥ 0 or infinity"
    let duration = try number(
      arguments, "duration", default: 0, range: nonNegative, allowsInfinity: true, accepts: { $0 >= 0 })
    let begin = try number(arguments, "begin-time", default: 0, range: "a finite number")
    let speed = try number(arguments, "speed", default: 1, range: "a finite number")
    let offset = try number(arguments, "time-offset", default: 0, range: "a finite number")
    let repeatCount = try number(
      arguments, "repeat-count", default: 0, range: nonNegative, allowsInfinity: true, accepts: { $0 >= 0 })
    let repeatDuration = try number(
      arguments, "repeat-duration", default: 0, range: nonNegative, allowsInfinity: true, accepts: { $0 >= 0 })
    let fillName = try arguments.choice("fill-mode", ["removed", "forwards", "backwards", "both"]) ?? "removed"
    do {
      return try MediaTiming(
        beginTime: begin, duration: duration, speed: speed, timeOffset: offset, repeatCount: repeatCount,
        repeatDuration: repeatDuration, autoreverses: arguments.has("autoreverses"),
        fillMode: FillMode(coreAnimationName: fillName) ?? .removed, removedOnCompletion: false)
    } catch {
      throw .usage("\(error)")
    }
  }

  static func webTiming(_ arguments: ParsedArguments) throws(CommandLineError) -> WebAnimationTiming {
    let nonNegative = "a number ≥ 0 or infinity"
    let duration = try number(
      arguments, "duration", default: 0, range: nonNegative, allowsInfinity: true, accepts: { $0 >= 0 })
    let iterations = try number(
      arguments, "iterations", default: 1, range: nonNegative, allowsInfinity: true, accepts: { $0 >= 0 })
    let start = try number(arguments, "iteration-start", default: 0, range: "a finite number ≥ 0") { $0 >= 0 }
    let delay = try number(arguments, "delay", default: 0, range: "a finite number")
    let endDelay = try number(arguments, "end-delay", default: 0, range: "a finite number")
    let rate = try number(arguments, "playback-rate", default: 1, range: "a finite number")
    let directionName = try arguments.choice("direction", PlaybackDirection.allCases.map(\.keyword)) ?? "normal"
    let fillName = try arguments.choice("fill", ["none", "forwards", "backwards", "both", "auto"]) ?? "auto"
    do {
      return try WebAnimationTiming(
        delay: delay, endDelay: endDelay, iterations: iterations, iterationStart: start, duration: duration,
        direction: PlaybackDirection(keyword: directionName) ?? .normal, fill: FillMode(webKeyword: fillName) ?? .auto,
        playbackRate: rate)
    } catch {
      throw .usage("\(error)")
    }
  }

  /// The parent time at which a Core Animation object's active interval ends
  /// (one cycle after it starts when it repeats forever), at least 0.
  static func coreAnimationEnd(_ timing: MediaTiming) -> Double {
    var span = timing.activeDuration()
    if !span.isFinite { span = timing.cycleDuration() }
    if !span.isFinite { span = 1 }
    guard !timing.speed.isZero else { return max(timing.beginTime + span, 0) }
    // For negative speed the interval is [b − AD/|s|, b] in parent time.
    let end = timing.speed > 0 ? timing.beginTime + span / timing.speed : timing.beginTime
    return max(end, 0)
  }
}

