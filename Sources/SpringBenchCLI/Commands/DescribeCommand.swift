import AnimationMath

/// `springbench describe`: the canonical spring behind the spring flags, and
/// the same motion in every other ecosystem's parameters.
///
/// Every number comes from the core's conversions (`SpringParameters+…`);
/// this command only formats them.
enum DescribeCommand: BenchCommand {
  static let format = Option<OutputFormat>.choice(
    "format", value: "text|json", help: "text (key: value lines) or json.", default: .text, cases: [.text, .json])

  static let definition = CommandDefinition(
    name: "springbench describe",
    abstract: "Print the canonical spring (m, k, c, ω0, ζ, regime, settling) and its equivalents elsewhere.",
    usage: "springbench describe [<spring options>]",
    groups: SpringFlags.groups + [("OUTPUT", [format.definition]), EngineFlags.group, ("ENGINE FRAMES", [EngineFlags.fps.definition])],
    discussion: """
      Lines are 'key: value'. Equivalents describe the same motion; n/a says why
      one cannot. Numbers in the equivalents (code to paste) are the shortest
      decimals within 4 ulps of the computed values; the other lines print full
      round-trip precision. --engine NAME takes an engine of any family (spring,
      decay, rubber-band, easing): a spring engine's run is resolved, and every
      family with that name lists its --engine-params keys.
      """)

  static func run(_ arguments: ParsedArguments, output: inout OutputBuffer) throws(CommandLineError) {
    try arguments.requireNoPositionals()
    let format = try arguments.value(format)
    let spring = try SpringOptions(arguments)
    var lines = self.lines(spring)
    if let engine = try arguments.given(EngineFlags.engine) {
      lines += try engineLines(arguments, spring, named: engine)
    } else if let typed = (EngineFlags.engineOnlyDefinitions + [EngineFlags.fps.definition]).first(where: { arguments.has($0) }) {
      throw .usage(.requires(flag: arguments.spelling(typed), needs: "--engine"))
    }
    var writer = try format.writer(
      TableLayout(
        columns: ["key", "value"], expectedRows: lines.count,
        plot: PlotDecoration(title: "describe", xLabel: "")))
    writer.begin(&output)
    for (key, value) in lines { try writer.append(cells: [.text(key), .text(value)], &output) }
    try writer.end(&output)
  }

  /// The lines for `--engine NAME`: a spring engine's resolved run (``engineLines(_:_:_:)``),
  /// then the families that have the name, and each family's `--engine-params` keys.
  static func engineLines(_ arguments: ParsedArguments, _ spring: SpringOptions, named name: String)
    throws(CommandLineError) -> [(String, String)]
  {
    let engines = EngineID.named(name)
    var lines: [(String, String)]
    if case .spring(let springEngine)? = engines.first {
      lines = try engineLines(arguments, spring, springEngine)
    } else if engines.isEmpty {
      throw .usage(
        .invalidValue(
          flag: arguments.spelling(EngineFlags.engine),
          accepted: "one of \(EngineID.allNames.joined(separator: ", "))", got: name))
    } else if let typed = (EngineFlags.engineOnlyDefinitions + [EngineFlags.fps.definition]).first(where: { arguments.has($0) }) {
      throw .usage(
        .appliesOnly(
          flag: arguments.spelling(typed),
          context: "to spring engines; \(name) is a \(engines.map(\.family.rawValue).joined(separator: " and ")) engine"))
    } else {
      lines = [("engine", name)]
    }
    lines.append(("engine families", engines.map(\.family.rawValue).joined(separator: ", ")))
    for engine in engines { lines += keyLines(engine) }
    return lines
  }

  /// One line per `--engine-params` key of `engine`, labelled with its family.
  static func keyLines(_ engine: EngineID) -> [(String, String)] {
    let family = engine.family.rawValue
    var lines: [(String, String)] = []
    switch engine {
    case .decay(let name):
      if let summary = name.engineType.summary { lines.append(("engine \(family) model", summary)) }
    case .easing(let name): lines.append(("engine \(family) source", name.source))
    case .spring, .rubberBand: break
    }
    let keys = engine.configurationKeys
    if keys.isEmpty { return lines + [("engine \(family) keys", "(none)")] }
    return lines + keys.map { ("engine \(family) key \($0.name)", $0.summary) }
  }

  /// The spring engine's resolved parameters, stop rule, thresholds and completion time.
  static func engineLines(_ arguments: ParsedArguments, _ spring: SpringOptions, _ name: SpringEngineName)
    throws(CommandLineError) -> [(String, String)]
  {
    let options = try EngineOptions(arguments, spring: spring, name: name)
    var engine = try options.makeEngine(arguments)
    let description = engine.engineDescription
    let run = EngineHost(schedule: options.schedule, retargets: options.retargets).run(&engine)
    func text(_ value: EngineDescription.Value) -> String {
      switch value {
      case .number(let x): "\(x)"
      case .integer(let n): "\(n)"
      case .flag(let b): b ? "true" : "false"
      case .text(let t): t
      }
    }
    var lines: [(String, String)] = [("engine", name.rawValue), ("engine source", description.source)]
    for entry in description.parameters { lines.append(("engine \(entry.name)", text(entry.value))) }
    lines.append(("engine stop rule", description.stopRule))
    for entry in description.thresholds { lines.append(("engine threshold \(entry.name)", text(entry.value))) }
    lines.append(
      ("engine completion time (s)",
       run.completionTime.map { "\($0) (frame \(run.frames.count - 1))" }
         ?? run.divergenceTime.map { "not completed: \(EngineDivergence.rowNote(at: $0))" }
         ?? "not completed by the last frame (t = \(run.frames.last?.hostTime ?? 0))"))
    lines.append(("engine final value", "\(run.finalValue)"))
    lines.append(("engine does not model", description.limitations))
    return lines
  }

  /// The `key: value` pairs.
  static func lines(_ spring: SpringOptions) -> [(String, String)] {
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
    var lines: [(String, String)] = [
      ("parametrisation", spring.summary),
      ("from", "\(spring.from)"),
      ("to", "\(spring.to)"),
      ("initial velocity", "\(v) travel/s = \(vAbsolute) units/s (+ toward to)"),
      ("overdamping", spring.clampsOverdamping ? "clamp (ζ > 1 evaluated as critical)" : "exact"),
      ("mass", "\(p.mass)"),
      ("stiffness", "\(p.stiffness)"),
      ("damping coefficient", "\(p.damping)"),
      ("natural frequency ω0 (rad/s)", "\(p.naturalFrequency)"),
      ("damping ratio ζ", "\(zeta)"),
      ("decay rate λ (1/s)", "\(p.decayRate)"),
      ("regime", p.regime.rawValue),
      ("settling duration (s)", settle.isFinite ? "\(settle) (last exit from \(bandText))" : "never (ζ = 0 or a band of width 0)"),
    ]
    if spring.clampsOverdamping, spring.exactParameters.dampingRatio > 1 {
      lines.append(("unclamped damping ratio ζ", "\(spring.exactParameters.dampingRatio)"))
    }
    let overNote = zeta > 1 ? " (treats ζ > 1 as critical: use --overdamping clamp to see its curve)" : ""
    if let d = p.uikitDuration(relativeVelocity: v) {
      lines.append(("UIKit", "animate(withDuration: \(paste(d)), usingSpringWithDamping: \(paste(zeta)), initialSpringVelocity: \(paste(v))) (duration by the Framer hypothesis)"))
    } else {
      lines.append(("UIKit", "n/a (UIKit's duration API takes ζ in (0, 1] and this spring is not on the hypothesis' branch)"))
    }
    lines.append(("CASpringAnimation", "mass \(paste(p.mass)), stiffness \(paste(p.stiffness)), damping \(paste(p.damping)), initialVelocity \(paste(v))\(zeta > 1 ? " (needs allowsOverdamping, iOS 17+)" : "")"))
    lines.append(("SwiftUI", "Spring(response: \(paste(p.response)), dampingRatio: \(paste(zeta))) = Spring(duration: \(paste(p.response)), bounce: \(paste(p.bounce)))\(zeta > 1 ? " (needs allowOverDamping for the mass/stiffness/damping form)" : "")"))
    lines.append(("React Native", "stiffness \(paste(p.stiffness)), damping \(paste(p.damping)), mass \(paste(p.mass))\(overNote)"))
    if p.origamiFriction >= 0 {
      lines.append(("React Native Origami", "tension \(paste(p.origamiTension)), friction \(paste(p.origamiFriction)) (mass 1)"))
    } else {
      lines.append(("React Native Origami", "n/a (friction ≥ 0 gives damping per unit mass ≥ 1/s; this spring's is \(paste(p.damping / p.mass)))"))
    }
    if let pop = p.bouncinessAndSpeed {
      lines.append(("React Native / POP", "bounciness \(paste(pop.bounciness)), speed \(paste(pop.speed)) (mass 1)"))
    } else {
      lines.append(("React Native / POP", "n/a (no bounciness ≥ 0 and speed ≥ 0 give this spring)"))
    }
    lines.append(("Android SpringForce", "stiffness \(paste(p.androidStiffness)), dampingRatio \(paste(zeta)) (mass 1)"))
    lines.append(("Flutter", "SpringDescription(mass: \(paste(p.mass)), stiffness: \(paste(p.stiffness)), damping: \(paste(p.damping)))"))
    let css = p.webKitSpringArguments
    lines.append(("CSS spring() (WebKit)", "spring(\(paste(css.mass)) \(paste(css.stiffness)) \(paste(css.damping)) \(paste(v)))\(overNote)"))
    if let framer = p.framerVisualDurationAndBounce {
      lines.append(("framer-motion", "stiffness \(paste(p.stiffness)), damping \(paste(p.damping)), mass \(paste(p.mass)); visualDuration \(paste(framer.visualDuration)), bounce \(paste(framer.bounce))"))
    } else {
      lines.append(("framer-motion", "stiffness \(paste(p.stiffness)), damping \(paste(p.damping)), mass \(paste(p.mass)) (duration-based springs take ζ in [0.05, 1] only)"))
    }
    return lines
  }
}
