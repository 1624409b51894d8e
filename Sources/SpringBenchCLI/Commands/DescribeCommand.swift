import AnimationMath

/// `springbench describe`: the canonical spring behind the spring flags, and
/// the same motion in every other ecosystem's parameters.
///
/// Every number comes from the core's conversions (`SpringParameters+…`);
/// this command only formats them.
enum DescribeCommand: ResolvingCommand {

  static let definition = CommandDefinition(
    name: "springbench describe",
    abstract: "Print the canonical spring (m, k, c, ω0, ζ, regime, settling) and its equivalents elsewhere.",
    usage: "springbench describe [<spring options>]",
    groups: SpringFlags.groups + [
      ("OUTPUT", [OutputFormat.textOption.definition]), EngineFlags.group,
      ("ENGINE FRAMES", [EngineFlags.fps.definition]),
    ],
    discussion: """
      Lines are 'key: value'. Equivalents describe the same motion; n/a says why
      one cannot. Numbers in the equivalents (code to paste) are the shortest
      decimals within 4 ulps of the computed values; the other lines print full
      round-trip precision. --engine NAME takes an engine of any family (spring,
      decay, rubber-band, easing): a spring engine's run is resolved, and every
      family with that name lists its --engine-params keys. With --format csv,
      json or table each line is a row key,value,unit: a camelCase key, a
      number where the line is one (the equivalents are text), and its unit.
      """)

  /// One velocity and one band; the engine flags need `--engine`.
  static let rules: [CrossFlagRule] =
    SpringFlags.rules
    + (EngineFlags.engineOnlyDefinitions + [EngineFlags.fps.definition]).map {
      CrossFlagRule.requires($0, needs: EngineFlags.engine.definition)
    }

  /// A resolved `describe`: the lines to write, in the format asked for.
  struct Request {
    let format: OutputFormat
    let spring: SpringOptions
    let lines: [Line]
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    try arguments.requireNoPositionals()
    let format = try arguments.value(OutputFormat.textOption)
    let spring = try SpringOptions(arguments)
    var lines = self.lines(spring)
    if let engine = try arguments.given(EngineFlags.engine) {
      lines += try engineLines(arguments, spring, named: engine)
    }
    return Request(format: format, spring: spring, lines: lines)
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    let (format, spring, lines) = (request.format, request.spring, request.lines)
    if format == .text {
      var writer = try format.writer(
        TableLayout(
          columns: ["key", "value"], expectedRows: lines.count, plot: PlotDecoration(title: "describe", xLabel: "")))
      for line in lines where !line.label.isEmpty {
        try writer.append(cells: [.text(line.label), .text(line.text)], &output)
      }
      try writer.end(&output)
      return
    }
    var writer = try format.writer(
      TableLayout(
        columns: ["key", "value", "unit"], expectedRows: lines.count,
        plot: PlotDecoration(title: "describe", xLabel: ""),
        parameters: { SpringCurveCommand.parameters(spring) }, tableNumbers: .measurements,
        jsonShape: .records(name: "values")))
    writer.begin(&output)
    for line in lines {
      try writer.append(cells: [.text(line.key), line.value, line.unit.map { .text($0) } ?? .missing], &output)
    }
    try writer.end(&output)
  }

  /// One line of `describe`: its label and text (the key: value lines), and
  /// as data its camelCase key, value (a number where the line is one) and unit.
  struct Line {
    let label: String
    let text: String
    let key: String
    let value: TableCell
    let unit: String?

    /// A line whose text is `value` itself.
    init(_ label: String, key: String, _ value: TableCell, unit: String? = nil) {
      self.init(label, text: Self.text(value), key: key, value, unit: unit)
    }

    /// A line whose text says more than its value.
    init(_ label: String, text: String, key: String, _ value: TableCell, unit: String? = nil) {
      self.label = label
      self.text = text
      self.key = key
      self.value = value
      self.unit = unit
    }

    /// A line of text only (an equivalent: code to paste).
    init(_ label: String, key: String, text: String) {
      self.init(label, text: text, key: key, .text(text))
    }

    private static func text(_ cell: TableCell) -> String {
      switch cell {
      case .number(let x): "\(x)"
      case .wholeNumber(let x): KeyValueWriter.wholeNumberText(x)
      case .text(let word): word
      case .flag(let answer): answer ? "true" : "false"
      case .missing: ""
      }
    }
  }

  /// The lines for `--engine NAME`: a spring engine's resolved run (``engineLines(_:_:_:)``),
  /// then the families that have the name, and each family's `--engine-params` keys.
  static func engineLines(_ arguments: ParsedArguments, _ spring: SpringOptions, named name: String)
    throws(CommandLineError) -> [Line]
  {
    let engines = EngineID.named(name)
    var lines: [Line]
    if case .spring(let springEngine)? = engines.first {
      lines = try engineLines(arguments, spring, springEngine)
    } else if engines.isEmpty {
      throw .usage(
        .invalidValue(
          flag: arguments.spelling(EngineFlags.engine),
          accepted: "one of \(EngineID.allNames.joined(separator: ", "))", got: name))
    } else if let typed = (EngineFlags.engineOnlyDefinitions + [EngineFlags.fps.definition]).first(where: {
      arguments.has($0)
    }) {
      throw .usage(
        .appliesOnly(
          flag: arguments.spelling(typed),
          context: "to spring engines; \(name) is a \(engines.map(\.family.rawValue).joined(separator: " and ")) engine"
        ))
    } else {
      lines = [Line("engine", key: "engine", text: name)]
    }
    lines.append(
      Line("engine families", key: "engineFamilies", text: engines.map(\.family.rawValue).joined(separator: ", ")))
    for engine in engines { lines += keyLines(engine) }
    return lines
  }

  /// `name` with its first letter upper-cased: the tail of a camelCase JSON key.
  private static func capitalised(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

  /// One line per `--engine-params` key of `engine`, labelled with its family.
  static func keyLines(_ engine: EngineID) -> [Line] {
    let family = engine.family.rawValue
    let keyFamily = JSONKey.camelCase(family.split(separator: "-").joined(separator: "_"))
    var lines: [Line] = []
    switch engine {
    case .decay(let name):
      if let summary = name.engineType.summary {
        lines.append(Line("engine \(family) model", key: "engine\(capitalised(keyFamily))Model", text: summary))
      }
    case .easing(let name):
      lines.append(Line("engine \(family) source", key: "engine\(capitalised(keyFamily))Source", text: name.source))
    case .spring, .rubberBand: break
    }
    let keys = engine.configurationKeys
    if keys.isEmpty {
      return lines + [Line("engine \(family) keys", key: "engine\(capitalised(keyFamily))Keys", text: "(none)")]
    }
    return lines
      + keys.map {
        Line(
          "engine \(family) key \($0.name)", key: "engine\(capitalised(keyFamily))Key\(capitalised($0.name))",
          text: $0.summary)
      }
  }

  /// The spring engine's resolved parameters, stop rule, thresholds and completion time.
  static func engineLines(_ arguments: ParsedArguments, _ spring: SpringOptions, _ name: SpringEngineName)
    throws(CommandLineError) -> [Line]
  {
    let options = try EngineOptions(arguments, spring: spring, name: name)
    var engine = try options.makeEngine(arguments)
    let description = engine.engineDescription
    let run = EngineHost(schedule: options.schedule, retargets: options.retargets).run(&engine)
    func cell(_ value: EngineDescription.Value) -> TableCell {
      switch value {
      case .number(let x): .number(x)
      case .integer(let n): .wholeNumber(Double(n))
      case .flag(let b): .flag(b)
      case .text(let t): .text(t)
      }
    }
    var lines: [Line] = [
      Line("engine", key: "engine", text: name.rawValue),
      Line("engine source", key: "engineSource", text: description.source),
    ]
    for entry in description.parameters {
      lines.append(Line("engine \(entry.name)", key: "engine\(capitalised(entry.name))", cell(entry.value)))
    }
    lines.append(Line("engine stop rule", key: "engineStopRule", text: description.stopRule))
    for entry in description.thresholds {
      lines.append(
        Line("engine threshold \(entry.name)", key: "engineThreshold\(capitalised(entry.name))", cell(entry.value)))
    }
    lines.append(
      Line(
        "engine completion time (s)",
        text: run.completionTime.map { "\($0) (frame \(run.frames.count - 1))" }
          ?? run.divergenceTime.map { "not completed: \(EngineDivergence.rowNote(at: $0))" }
          ?? "not completed by the last frame (t = \(run.frames.last?.hostTime ?? 0))",
        key: "engineCompletionTime", run.completionTime.map { .number($0) } ?? .missing, unit: "s"))
    lines.append(Line("engine final value", key: "engineFinalValue", .number(run.finalValue), unit: "units"))
    lines.append(Line("engine does not model", key: "engineDoesNotModel", text: description.limitations))
    return lines
  }

  /// The spring's lines, then its equivalents.
  static func lines(_ spring: SpringOptions) -> [Line] {
    let p = spring.parameters
    let zeta = p.dampingRatio
    let settle = spring.solution.settlingDuration(band: spring.band)
    let bandText: String
    switch spring.band {
    case .relative(let e): bandText = "|x - to| ≤ \(e)·|to - from|"
    case .absolute(let e): bandText = "|x - to| ≤ \(e)"
    }
    let v = spring.relativeVelocity
    let vAbsolute = spring.absoluteVelocity + 0
    func paste(_ x: Double) -> String { PasteNumber.text(x) }
    var lines: [Line] = [
      Line("parametrisation", key: "parametrisation", text: spring.summary),
      Line("from", key: "from", .number(spring.from), unit: "units"),
      Line("to", key: "to", .number(spring.to), unit: "units"),
      Line(
        "initial velocity", text: "\(v) travel/s = \(vAbsolute) units/s (+ toward to)", key: "relativeVelocity",
        .number(v),
        unit: "travel/s"),
      Line(
        "overdamping", text: spring.clampsOverdamping ? "clamp (ζ > 1 evaluated as critical)" : "exact",
        key: "overdamping",
        .text(spring.clampsOverdamping ? "clamp" : "exact")),
      Line("mass", key: "mass", .number(p.mass), unit: "kg"),
      Line("stiffness", key: "stiffness", .number(p.stiffness), unit: "N/m"),
      Line("damping coefficient", key: "dampingCoefficient", .number(p.damping), unit: "N·s/m"),
      Line("natural frequency ω0 (rad/s)", key: "naturalFrequency", .number(p.naturalFrequency), unit: "rad/s"),
      Line("damping ratio ζ", key: "dampingRatio", .number(zeta)),
      Line("decay rate λ (1/s)", key: "decayRate", .number(p.decayRate), unit: "1/s"),
      Line("regime", key: "regime", text: p.regime.rawValue),
      Line(
        "settling duration (s)",
        text: settle.isFinite ? "\(settle) (last exit from \(bandText))" : "never (ζ = 0 or a band of width 0)",
        key: "settlingDuration", settle.isFinite ? .number(settle) : .missing, unit: "s"),
    ]
    // The initial velocity in units/s, as data only (no label: the text line above holds both).
    let absoluteVelocity = Line("", text: "", key: "initialVelocity", .number(vAbsolute), unit: "units/s")
    lines.insert(absoluteVelocity, at: 4)
    if spring.clampsOverdamping, spring.exactParameters.dampingRatio > 1 {
      lines.append(
        Line("unclamped damping ratio ζ", key: "unclampedDampingRatio", .number(spring.exactParameters.dampingRatio)))
    }
    let overNote = zeta > 1 ? " (treats ζ > 1 as critical: use --overdamping clamp to see its curve)" : ""
    let code = SpringDeclarations(p, relativeVelocity: v)
    lines.append(
      Line(
        "UIKit", key: "uikit",
        text: code.uikitAnimate.map { "\($0) (duration by the Framer hypothesis)" }
          ?? "n/a (UIKit's duration API takes ζ in (0, 1] and this spring is not on the hypothesis' branch)"))
    lines.append(
      Line(
        "CASpringAnimation", key: "caSpringAnimation",
        text: code.coreAnimationProperties + (zeta > 1 ? " (needs allowsOverdamping, iOS 17+)" : "")))
    lines.append(
      Line(
        "SwiftUI", key: "swiftUI",
        text: "\(code.swiftUISpringResponse) = \(code.swiftUISpringDuration)"
          + (zeta > 1 ? " (needs allowOverDamping for the mass/stiffness/damping form)" : "")))
    lines.append(Line("React Native", key: "reactNative", text: code.physicsOptions + overNote))
    lines.append(
      Line(
        "React Native Origami", key: "reactNativeOrigami",
        text: code.reactNativeOrigami.map { "\($0) (mass 1)" }
          ?? "n/a (friction ≥ 0 gives damping per unit mass ≥ 1/s; this spring's is \(paste(p.damping / p.mass)))"))
    lines.append(
      Line(
        "React Native / POP", key: "reactNativePop",
        text: code.reactNativeBouncinessAndSpeed.map { "\($0) (mass 1)" }
          ?? "n/a (no bounciness ≥ 0 and speed ≥ 0 give this spring)"))
    lines.append(
      Line("Android SpringForce", key: "androidSpringForce", text: "\(code.androidSpringForceProperties) (mass 1)"))
    lines.append(Line("Flutter", key: "flutter", text: code.flutterSpringDescription))
    lines.append(Line("CSS spring() (WebKit)", key: "cssSpringWebKit", text: code.cssSpring + overNote))
    lines.append(
      Line(
        "framer-motion", key: "framerMotion",
        text: code.framerVisualDuration.map { "\(code.physicsOptions); \($0)" }
          ?? "\(code.physicsOptions) (duration-based springs take ζ in [0.05, 1] only)"))
    return lines
  }
}
