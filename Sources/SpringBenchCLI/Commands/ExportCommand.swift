import AnimationMath
import AnimationScenes

/// `springbench export`: a curve as CSS `linear()`, and a spring as the
/// equivalent parameters of other engines.
enum ExportCommand: ResolvingCommand {
  /// The export targets.
  enum Target: String, CaseIterable, Sendable {
    case css, swiftui, caspring, android, flutter, framer, all, tokens, lottie
  }

  static let target = Option<Target>.choice(
    "target", value: "engine",
    help:
      "css, swiftui, caspring, android, flutter, framer, or all (all: every engine a spring maps to); tokens: a W3C design-token (DTCG) file of the spring, easing or scene; lottie: the spring or easing baked into Lottie keyframes.",
    default: nil, defaultText: "all for springs, css for easings")
  static let maximumError = Option<Double>.number(
    "max-error", value: "e", help: "Largest |linear() − curve| (or |keyframes − curve|) allowed, in output progress.",
    default: 0.001,
    range: NumberRange(text: "a number in [1e-6, 1] (stops print 6 decimals)") { $0 >= 1e-6 && $0 <= 1 })
  static let easing = Option<String>.text(
    "easing", value: "function", help: "Export this timing function instead of a spring.")
  static let until = Option<Double>.number(
    "until", value: "seconds",
    help:
      "The CSS animation-duration a spring's linear() covers, or the Lottie keyframes' duration (default: UIKit's --duration if typed, else the time after which the spring stays within --max-error/2 of rest; an easing in Lottie: 1).",
    range: .positiveSeconds)
  static let scene = Option<String>.text(
    "scene", value: "name|file.json",
    help: "Export a scene channel (with --channel), or with --target tokens all its channels, instead of a spring.")
  static let channel = Option<String>.text(
    "channel", value: "column", help: "The scene column to export, e.g. heart.scale.")
  static let valueOnly = Option<Bool>.flag(
    "value-only", help: "Print only the CSS value linear(…), with no comment and no property name (CSS only).")

  static let definition = CommandDefinition(
    name: "springbench export",
    abstract: "Export a curve as CSS linear() and a spring as other engines' parameters.",
    usage: "springbench export [--target <engine>] [--max-error <e>] [<spring options> | --easing <function>]",
    groups: [
      (
        "EXPORT",
        [
          target.definition, maximumError.definition, easing.definition, until.definition, scene.definition,
          channel.definition, SceneCommand.release.definition, SceneCommand.seed.definition, frameRate.definition,
        ]
      ),
      ("OUTPUT", [valueOnly.definition, OutputFormat.textOption.definition]),
    ] + SpringFlags.groups,
    discussion: """
      CSS: the curve is output progress (x − from)/(to − from) against input progress
      t/D over the spring's duration D (--until, or UIKit's --duration if typed,
      else the time after which the spring stays within half of --max-error of
      rest); set animation-duration to D. Stops lie on the curve and the last
      stop is the rest value 1: where the spring is not yet there at D, the
      linear() jumps at the end, and that jump counts in the reported max error,
      which covers every input in [0, 1] (verified on a grid 32,000 points fine
      with our own linear() evaluation, plus the chord allowance between its
      points). A max error above --max-error is said in the comment and on stderr.
      Velocities: the spring flags' --velocity is relative (travel per second);
      each engine line states the units it expects.
      Every CSS export (a spring, an easing, a scene channel) prints one shape:
      a /* comment */ line, then animation-timing-function: linear(…); and
      --value-only prints the bare linear(…) alone. --format csv, json or
      table prints one row per line of code: target, code, comment, and for
      CSS its duration (s), stops, max_error and worst_input.
      Lottie (--target lottie): the spring or easing as the fewest cubic-bezier
      keyframes (greedy, on whole frames at --fps) within --max-error, their
      o/i handles rounded to 3 decimals as bodymovin writes them; the max error
      is measured after rounding on the property as Lottie evaluates it, over
      every input (a grid of 32,000 points or more, with the same allowance
      between points). Text: a // comment, then the animated property object
      {"a":1,"k":[…]} on one line; --format json prints the object alone; csv
      and table give it a row as for CSS, stops counting keyframes.
      """)

  /// One target's export: a comment and the lines to paste; for CSS the fit's figures.
  struct Entry {
    /// The target, as `--target` spells it.
    let target: Target
    /// What the lines are, in words.
    let comment: String
    /// The lines to paste.
    let code: [String]
    /// For CSS: the linear() fit and the animation-duration it covers (s; nil for an easing).
    var css: (fit: LinearEasing.Fit, duration: Double?)? = nil
    /// For Lottie: the keyframes baked and their clock.
    var lottie: LottieExport? = nil
  }

  /// Which flags go with which source (a spring, an easing, a scene channel) and target.
  static let rules: [CrossFlagRule] =
    [
      .conflicts(
        [valueOnly.definition], with: OutputFormat.textOption.definition,
        advice: "--value-only prints one bare CSS value"),
      .onlyWhen([valueOnly.definition], .oneOf(target, [.css]), context: "to CSS (--target css)"),
      .onlyWhen(
        [channel.definition, until.definition, maximumError.definition],
        .oneOf(target, Target.allCases.filter { $0 != .tokens }), context: "to --target css, not tokens"),
      .conflicts(
        SpringFlags.all.filter { $0.name != SpringFlags.duration.name } + [easing.definition, until.definition],
        with: scene.definition, advice: "export a spring, an easing or a scene channel"),
      .onlyWhen(
        [channel.definition, SceneCommand.release.definition, SceneCommand.seed.definition], .given(scene.definition),
        context: "with --scene"),
      .conflicts(SpringFlags.all, with: easing.definition, advice: "export a spring or an easing"),
      .conflicts(
        [until.definition], with: easing.definition, advice: "export a spring or an easing",
        unless: .oneOf(target, [.lottie])),
      .onlyWhen([until.definition], .oneOf(target, [.css, .all, .lottie]), context: "to --target css, lottie or all"),
      .onlyWhen([frameRate.definition], .oneOf(target, [.lottie]), context: "to Lottie (--target lottie)"),
    ] + SpringFlags.rules

  /// A resolved `export`: a DTCG token file, or the entries to write.
  enum Request {
    case tokens(String)
    case entries([Entry], format: OutputFormat, valueOnly: Bool, maximumError: Double)
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    try arguments.requireNoPositionals()
    let format = try arguments.value(OutputFormat.textOption)
    let valueOnly = try arguments.value(Self.valueOnly)
    if try arguments.given(target) == .tokens {
      return .tokens(try tokenFile(arguments, format: format))
    }
    let entries = try self.entries(arguments, valueOnly: valueOnly)
    return .entries(entries, format: format, valueOnly: valueOnly, maximumError: try arguments.value(maximumError))
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    switch request {
    case .tokens(let file): output.append(file)
    case .entries(let entries, let format, let valueOnly, let maximumError):
      try write(entries, format: format, valueOnly: valueOnly, maximumError: maximumError, &output)
    }
  }

  /// The exports the flags ask for: a scene channel, an easing, or a spring's targets.
  static func entries(_ arguments: ParsedArguments, valueOnly: Bool) throws(CommandLineError) -> [Entry] {
    let maximumError = try arguments.value(Self.maximumError)
    if let source = try arguments.given(scene) {
      return [try exportScene(source, arguments, maximumError: maximumError)]
    }
    if let text = try arguments.given(easing) {
      let chosen = try arguments.given(target)
      if let chosen, chosen != .css, chosen != .lottie {
        throw .usage(
          .invalidValue(flag: arguments.spelling(target), accepted: "css or lottie for an easing", got: chosen.rawValue)
        )
      }
      let function = try TimingFunctionOption.parse(text, input: "\(arguments.spelling(easing)) '\(text)'")
      if chosen == .lottie {
        return [try easingLottieEntry(function, text: text, arguments, maximumError: maximumError)]
      }
      let fit = try linear({ function.value(at: $0) }, maximumError: maximumError, source: "easing \(text)")
      var entry = Entry(
        target: .css,
        comment:
          "\(function.description): \(fit.easing.points.count) stops, max error \(fit.maximumError) at input \(fit.worstInput) (allowed \(maximumError))",
        code: ["animation-timing-function: \(fit.css);"])
      entry.css = (fit, nil)
      return [entry]
    }
    return try springEntries(arguments, valueOnly: valueOnly, maximumError: maximumError)
  }

  /// A spring's exports: each target `--target` asks for (all by default; CSS with `--value-only`).
  static func springEntries(_ arguments: ParsedArguments, valueOnly: Bool, maximumError: Double)
    throws(CommandLineError) -> [Entry]
  {
    let chosen = try arguments.given(target) ?? (valueOnly ? .css : .all)
    let spring = try SpringOptions(arguments)
    if chosen == .lottie { return [try springLottieEntry(arguments, spring, maximumError: maximumError)] }
    var entries: [Entry] = []
    let p = spring.parameters
    let zeta = p.dampingRatio
    let v = spring.relativeVelocity
    let vAbsolute = spring.absoluteVelocity + 0
    let code = SpringDeclarations(p, relativeVelocity: v)
    func wants(_ t: Target) -> Bool { chosen == t || chosen == .all }
    if wants(.swiftui) {
      entries.append(
        Entry(
          target: .swiftui,
          comment:
            "SwiftUI (no initial velocity in .spring; interpolatingSpring's initialVelocity is relative: \(PasteNumber.text(v)))",
          code: [
            code.swiftUIAnimationDuration, code.swiftUIAnimationResponse,
            code.swiftUIInterpolatingSpring
              + (zeta > 1
                ? " // ζ > 1: SwiftUI's mass/stiffness/damping form treats it as critical unless allowOverDamping"
                : ""),
          ]))
    }
    if wants(.caspring) {
      entries.append(
        Entry(
          target: .caspring, comment: "CASpringAnimation (initialVelocity relative to the travel, + toward toValue)",
          code: [code.coreAnimationCode]))
    }
    if wants(.android) {
      entries.append(
        Entry(
          target: .android,
          comment: "Android SpringForce (mass 1: stiffness = k/m; setStartVelocity in units/s)",
          code: [
            "\(code.androidSpringForce(finalPosition: spring.to)) // startVelocity \(PasteNumber.text(vAbsolute))f"
          ]))
    }
    if wants(.flutter) {
      entries.append(
        Entry(
          target: .flutter, comment: "Flutter (SpringSimulation velocity in units/s)",
          code: [code.flutterSimulation(from: spring.from, to: spring.to, absoluteVelocity: vAbsolute)]))
    }
    if wants(.framer) {
      entries.append(
        Entry(
          target: .framer, comment: "framer-motion (velocity in units/s)",
          code: [code.framerTransition(absoluteVelocity: vAbsolute)]))
    }
    if wants(.css) {
      let duration = try cssDuration(arguments, spring, maximumError: maximumError)
      let motion = spring.solution
      let travel = spring.to - spring.from
      guard !travel.isZero else {
        throw .usage(
          .invalidInput(
            input: "CSS linear()", problem: "it needs --from and --to to differ (progress is relative to the travel)"))
      }
      // The last stop is the rest value 1, so that an element with
      // fill-mode: forwards rests on its target; a spring not yet there at the
      // duration jumps onto it (two stops at 100%), an error that counts.
      let fit = try linear(
        { q in (motion.position(at: q * duration) - spring.from) / travel },
        maximumError: maximumError, endStop: 1, source: "the spring")
      var entry = Entry(
        target: .css, comment: cssComment(fit, duration: duration, maximumError: maximumError),
        code: ["animation-timing-function: \(fit.css);"])
      entry.css = (fit, duration)
      entries.append(entry)
      if fit.maximumError > maximumError {
        writeToStandardError(
          "note: export: the CSS linear() is off by \(fit.maximumError) at input \(fit.worstInput), more than --max-error \(maximumError): at \(duration) s the spring is \(abs(fit.endJump)) of the travel from rest (give a longer --until)"
        )
      }
    }
    return entries
  }

  /// The entries as text (each comment, then its lines: `//` comments for
  /// code, `/* */` for CSS), as the bare CSS value, or as rows.
  static func write(
    _ entries: [Entry], format: OutputFormat, valueOnly: Bool, maximumError: Double, _ output: inout OutputBuffer
  ) throws(CommandLineError) {
    if valueOnly {
      for entry in entries { if let css = entry.css { output.append("\(css.fit.css)\n") } }
      return
    }
    if format == .json, entries.count == 1, let lottie = entries[0].lottie {
      output.append(lottie.json + "\n")
      return
    }
    if format == .text {
      for entry in entries {
        output.append(entry.css == nil ? "// \(entry.comment)\n" : "/* \(entry.comment) */\n")
        for line in entry.code { output.append(line + "\n") }
      }
      return
    }
    var writer = try format.writer(
      TableLayout(
        columns: ["target", "code", "comment", "duration", "stops", "max_error", "worst_input"],
        expectedRows: entries.reduce(0) { $0 + $1.code.count }, plot: PlotDecoration(title: "export", xLabel: ""),
        parameters: { [("allowedError", .number(maximumError))] }, tableNumbers: .measurements))
    writer.begin(&output)
    for entry in entries {
      for line in entry.code {
        let fit = entry.css?.fit
        let baked = entry.lottie
        let duration = entry.css?.duration ?? baked?.duration
        let stops = fit.map { $0.easing.points.count } ?? baked?.fit.keyframes.count
        let error = fit?.maximumError ?? baked?.fit.maximumError
        let worst = fit?.worstInput ?? baked?.fit.worstInput
        try writer.append(
          cells: [
            .text(entry.target.rawValue), .text(line), .text(entry.comment), duration.map { .number($0) } ?? .missing,
            stops.map { .wholeNumber(Double($0)) } ?? .missing, error.map { .number($0) } ?? .missing,
            worst.map { .number($0) } ?? .missing,
          ], &output)
      }
    }
    try writer.end(&output)
  }

  /// A scene channel as CSS: output progress (v − v(0))/scale over the scene's
  /// duration T, scale = v(T) − v(0) (or the channel's range if that is 0); the
  /// comment gives the keyframe values to pair it with.
  static func exportScene(_ source: String, _ arguments: ParsedArguments, maximumError: Double)
    throws(CommandLineError) -> Entry
  {
    if let chosen = try arguments.given(target), chosen != .css {
      throw .usage(
        .invalidValue(flag: arguments.spelling(target), accepted: "css for a scene channel", got: chosen.rawValue))
    }
    // A scene exported as CSS is one channel; as tokens (tokenFile) it is every channel.
    guard let channel = try arguments.given(Self.channel) else {
      throw .usage(
        .requires(flag: arguments.spelling(Self.scene), needs: "--channel <column>, for example heart.scale"))
    }
    let scene = try SceneCommand.load(source, arguments)
    guard let column = scene.header.firstIndex(of: channel) else {
      let known = scene.header.prefix(8).joined(separator: ", ")
      throw .usage(
        .invalidValue(
          flag: arguments.spelling(Self.channel),
          accepted: "a column of scene \(scene.name) (\(known)\(scene.header.count > 8 ? ", …" : ""))", got: channel))
    }
    let duration = scene.duration
    guard let first = scene.value(column: column, at: 0), let last = scene.value(column: column, at: duration) else {
      throw .usage(
        .invalidInput(
          input: "\(arguments.spelling(Self.channel)) '\(channel)'",
          problem: "it has no value at the start or end of the scene"))
    }
    // Output progress is (v − v(0))/scale with scale = v(T) − v(0), or the
    // channel's range when it ends where it starts (pair the linear() with
    // keyframes from v(0) to v(0) + scale either way).
    var scale = last - first
    if scale.isZero {
      var lower = first
      var upper = first
      for k in 0...LinearEasing.fittingSamples {
        if let v = scene.value(column: column, at: duration * Double(k) / Double(LinearEasing.fittingSamples)) {
          lower = min(lower, v)
          upper = max(upper, v)
        }
      }
      scale = upper - lower
    }
    guard scale.isFinite, !scale.isZero else {
      throw .usage(
        .invalidInput(
          input: "\(arguments.spelling(Self.channel)) '\(channel)'",
          problem: "it is constant (\(first)); there is no curve to export"))
    }
    var missing: Double?
    let fit = try linear(
      { p in
        guard let value = scene.value(column: column, at: p * duration) else {
          missing = missing ?? p * duration
          return .nan
        }
        return (value - first) / scale
      }, maximumError: maximumError, source: "\(scene.name) \(channel)")
    if let missing {
      throw .usage(
        .invalidInput(
          input: "\(arguments.spelling(Self.channel)) '\(channel)'", problem: "it has no value at t = \(missing)"))
    }
    var entry = Entry(
      target: .css,
      comment:
        "\(scene.name) \(channel): keyframes from \(first) to \(first + scale), animation-duration: \(duration)s; \(fit.easing.points.count) stops, max error \(fit.maximumError) (progress) at input \(fit.worstInput) (allowed \(maximumError))",
      code: ["animation-timing-function: \(fit.css);"])
    entry.css = (fit, duration)
    return entry
  }

  /// The CSS animation-duration of a spring's linear(), in seconds: --until,
  /// else UIKit's --duration if typed, else the time after which the spring
  /// stays within half of `maximumError` (of the travel) of rest, so that the
  /// jump onto the rest value at the end leaves half the tolerance to the fit.
  static func cssDuration(_ arguments: ParsedArguments, _ spring: SpringOptions, maximumError: Double)
    throws(CommandLineError)
    -> Double
  {
    if let until = try arguments.given(until) { return until }
    if let end = spring.defaultEnd, arguments.has(SpringFlags.duration) { return end }
    return try spring.finiteSettlingDuration(
      for: "the CSS linear() export (give --until SECONDS, or --target with a parameter-only engine)",
      band: .relative(maximumError / 2))
  }

  /// The comment above a spring's linear() (without its delimiters): the duration, the stops, the
  /// max error over every input with where it occurs, the jump onto the rest
  /// value at the end, and, when the max error exceeds `maximumError`, so.
  static func cssComment(_ fit: LinearEasing.Fit, duration: Double, maximumError: Double) -> String {
    let within = fit.maximumError <= maximumError
    let claim = within ? "(allowed \(maximumError))" : "EXCEEDS the allowed \(maximumError)"
    return
      "CSS: animation-duration: \(duration)s; \(fit.easing.points.count) stops, max error \(fit.maximumError) at input \(fit.worstInput) \(claim); "
      + "at \(duration)s the spring is \(abs(fit.endJump)) of the travel from rest and the last stop is the rest value (included in the max error)"
  }

  static func linear(_ curve: (Double) -> Double, maximumError: Double, endStop: Double? = nil, source: String)
    throws(CommandLineError) -> LinearEasing.Fit
  {
    guard let fit = LinearEasing.fitting(curve, maximumError: maximumError, endStop: endStop) else {
      throw .failure(.noLinearFit(maximumError: maximumError, source: source, resolution: LinearEasing.fittingSamples))
    }
    return fit
  }
}
