import AnimationMath
import GSLOracle

/// The default command: a spring's position and velocity over time, as CSV.
enum SpringCurveCommand: ResolvingCommand {
  /// The most samples `--reference` integrates (the oracle keeps them in memory).
  static let maximumReferenceSamples = 10_000_000

  static let reference = Option<String>.text(
    "reference", value: "stepper,…",
    help:
      "Add STEPPER_value,STEPPER_velocity,STEPPER_error columns from GSL's ODE solver; steppers: \(GSLStepper.allCases.map(\.rawValue).joined(separator: ", "))."
  )
  static let referenceAbsolute = Option<Double>.number(
    "reference-epsabs", value: "x", help: "GSL absolute tolerance, as a fraction of the travel.", default: 1e-12,
    defaultText: "1e-12", range: .positive)
  static let referenceRelative = Option<Double>.number(
    "reference-epsrel", value: "x", help: "GSL relative tolerance.", default: 1e-12, defaultText: "1e-12",
    range: .positive)

  static let definition = CommandDefinition(
    name: "springbench",
    abstract: "Write a damped spring's curve as CSV: t,value,velocity.",
    usage: "springbench [<spring options>] [<sampling options>] [--reference <list>]",
    groups: SpringFlags.groups + [
      ("SAMPLING", SamplingOptions.definitions + [OutputFormat.curveOption.definition]),
      ("REFERENCE (GSL)", [reference.definition, referenceAbsolute.definition, referenceRelative.definition]),
      EngineFlags.group,
      ("FOLLOW", [EngineFollow.follow.definition]),
    ],
    discussion: """
      The default spring is UIKit's animate(withDuration: 0.5,
      usingSpringWithDamping: 0.6, initialSpringVelocity: 0) from 0 to 1, sampled
      at 120 Hz over [0, duration], both ends included. Other parametrisations run
      to the settling duration unless --until or --times says otherwise.
      Columns: t (s), value (units of --from/--to), velocity (units/s);
      STEPPER_error is |value - STEPPER_value|.

      EXAMPLES:
        springbench --damping 0.6 --velocity 0.8 > curve.csv
        springbench --response 0.4 --damping-fraction 0.7 --reference rk8pd
        springbench --stiffness 1500 --damping 0.5 --initial-velocity 2000
        springbench describe --mass 1 --stiffness 100 --damping-coefficient 5
      """)

  /// No engine other than `ideal` is named (an absent `--engine` or an unknown name holds:
  /// the engine's own check reports a name).
  private static let idealOrNoEngine = CrossFlagRule.Condition.oneOf(
    EngineFlags.engine.definition, [SpringEngineName.ideal.rawValue],
    choices: SpringEngineName.allCases.map(\.rawValue), default: nil)

  /// The flags that mean something only with an engine, `--follow` included.
  private static let engineFlags = EngineFlags.engineOnlyDefinitions + [EngineFollow.follow.definition]

  /// One velocity and band; the engine flags need `--engine`; an engine renders at its
  /// frames, not on a grid; GSL's tolerances need `--reference`; one way to sample.
  static let rules: [CrossFlagRule] = {
    let needEngine: [CrossFlagRule] = engineFlags.map {
      CrossFlagRule.requires($0, needs: EngineFlags.engine.definition)
    }
    let grid: [OptionDefinition] = [
      SamplingOptions.step.definition, SamplingOptions.samples.definition, SamplingOptions.times.definition,
      SamplingOptions.until.definition,
    ]
    let spring: CrossFlagRule.Condition = .all(
      [idealOrNoEngine] + engineFlags.map { CrossFlagRule.Condition.absent($0) })
    let modes: [CrossFlagRule] = [
      .onlyWhen(grid, spring, context: "to a spring grid; engines render at --fps or --frame-times"),
      .onlyWhen(
        [reference.definition],
        .any([.absent(EngineFollow.follow.definition), .absent(EngineFlags.engine.definition)]),
        context: "to an engine without --follow"),
      EngineFollow.replacedRule(unless: .absent(EngineFlags.engine.definition)),
      .requires(referenceAbsolute.definition, needs: reference.definition),
      .requires(referenceRelative.definition, needs: reference.definition),
    ]
    return SpringFlags.rules + needEngine + modes + SamplingOptions.rules
  }()

  /// A resolved spring command: an engine's frames, an engine following a trace, or the curve.
  enum Request {
    case engine(EngineCurve.Frames)
    case follow(EngineFollow.Frames)
    case curve(Curve)
  }

  /// The spring's curve on its times, with GSL's states at each.
  struct Curve {
    let format: OutputFormat
    let spring: SpringOptions
    let times: SampleValues
    let references: [(String, [SpringState])]
    let sizeNote: SizeGuard.Note
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    try arguments.requireNoPositionals()
    let format = try arguments.value(OutputFormat.curveOption)
    let spring = try SpringOptions(arguments)
    if let engine = try EngineOptions.name(arguments),
      engine != .ideal || EngineOptions.hasEngineOnlyFlags(arguments) || arguments.has(EngineFollow.follow)
    {
      if let path = try arguments.given(EngineFollow.follow) {
        return .follow(try EngineFollow.frames(arguments, spring, engine, path: path, format: format))
      }
      return .engine(try EngineCurve.frames(arguments, spring: spring, name: engine, format: format))
    }
    var times = try SamplingOptions.grid(
      arguments,
      defaultEnd: { () throws(CommandLineError) -> Double in
        if let end = spring.defaultEnd { return end }
        return try spring.finiteSettlingDuration(for: "the curve")
      },
      settled: { () throws(CommandLineError) -> Double in try spring.finiteSettlingDuration(for: "--until settled") })
    if case .streamed = times, arguments.has(reference) {
      // GSL integrates to every time at once: the streamed times are collected.
      let list = try times.collected(
        limit: maximumReferenceSamples, what: "\(arguments.spelling(reference)) (it keeps every sample in memory)")
      do {
        times = .grid(try TimeGrid(.explicit(list)))
      } catch {
        throw .usage(.invalidInput(input: arguments.spelling(SamplingOptions.times), problem: "\(error)"))
      }
    }
    // Rows are checked before GSL runs: each --reference stepper adds three columns.
    let steppers = try arguments.given(reference).map { Set($0.split(separator: ",")).count } ?? 0
    let sizeNote = try SizeGuard.check(arguments, format: format, columns: 3 + 3 * steppers, values: times)
    let references = try referenceColumns(arguments, spring: spring, times: times)
    return .curve(Curve(format: format, spring: spring, times: times, references: references, sizeNote: sizeNote))
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    switch request {
    case .engine(let frames): try EngineCurve.write(frames, output: &output)
    case .follow(let frames): try EngineFollow.write(frames, output: &output)
    case .curve(let curve): try write(curve, output: &output)
    }
  }

  /// The curve's rows, each reference's three columns after the spring's.
  static func write(_ curve: Curve, output: inout OutputBuffer) throws(CommandLineError) {
    let (spring, times, references) = (curve.spring, curve.times, curve.references)
    var columns = ["t", "value", "velocity"]
    for (stepper, _) in references {
      columns += ["\(stepper)_value", "\(stepper)_velocity", "\(stepper)_error"]
    }
    let layout = TableLayout(
      columns: columns, expectedRows: times.count ?? 0, plot: decoration(spring, references: references.map(\.0)),
      parameters: { parameters(spring) }, tableNumbers: .measurements)
    var writer = try curve.format.writer(layout)
    curve.sizeNote.print()
    switch times {
    case .grid(let grid):
      // CSV (the main job) through a concrete writer, so that the row loop is
      // specialised with direct calls instead of one witness call per row.
      if var csv = writer as? CSVWriter {
        try write(spring, grid, references, into: &csv, &output)
      } else {
        try write(spring, grid, references, into: &writer, &output)
      }
    default: try write(spring, times, into: &writer, &output)
    }
  }

  /// The rows, generic over the writer so that the CSV path is direct calls.
  static func write<W: TableWriter>(
    _ spring: SpringOptions, _ grid: TimeGrid, _ references: [(String, [SpringState])], into writer: inout W,
    _ output: inout OutputBuffer
  ) throws(CommandLineError) {
    let columns = 3 + 3 * references.count
    writer.begin(&output)
    let solution = spring.solution
    var row = [Double](repeating: 0, count: columns)
    // Uniform grids go through the re-anchored recurrence (within 1e-14 of
    // travel of 60-digit references over 1e6 steps); explicit --times keep
    // the closed form at each time.
    var index = -1
    var explicit = grid.indices.makeIterator()
    var uniform = SpringGridSamples(solution, grid: grid).makeIterator()
    let isExplicit: Bool
    if case .explicit = grid.layout { isExplicit = true } else { isExplicit = false }
    while true {
      let t: Double
      let state: SpringState
      if isExplicit {
        guard let next = explicit.next() else { break }
        t = grid[next]
        state = solution.state(at: t)
      } else {
        guard let next = uniform.next() else { break }
        (t, state) = next
      }
      index += 1
      row[0] = t
      row[1] = state.position
      row[2] = state.velocity
      for (k, (_, states)) in references.enumerated() {
        let reference = states[index]
        row[3 + 3 * k] = reference.position
        row[4 + 3 * k] = reference.velocity
        row[5 + 3 * k] = abs(state.position - reference.position)
      }
      try writer.append(row, &output)
    }
    try writer.end(&output)
  }

  /// The rows at streamed (or listed) times, each by the closed form.
  static func write<W: TableWriter>(
    _ spring: SpringOptions, _ times: SampleValues, into writer: inout W, _ output: inout OutputBuffer
  ) throws(CommandLineError) {
    writer.begin(&output)
    let solution = spring.solution
    var row = [Double](repeating: 0, count: 3)
    var values = times.makeIterator()
    while let t = try values.next() {
      let state = solution.state(at: t)
      row[0] = t
      row[1] = state.position
      row[2] = state.velocity
      try writer.append(row, &output)
    }
    try writer.end(&output)
  }

  /// The parameters a JSON document carries with its columns.
  static func parameters(_ spring: SpringOptions) -> [(String, TableCell)] {
    let p = spring.parameters
    let settling = spring.solution.settlingDuration(band: spring.band)
    return [
      ("parametrisation", .text(spring.summary)),
      ("from", .number(spring.from)), ("to", .number(spring.to)),
      ("relativeVelocity", .number(spring.relativeVelocity)), ("initialVelocity", .number(spring.absoluteVelocity + 0)),
      ("mass", .number(p.mass)), ("stiffness", .number(p.stiffness)), ("damping", .number(p.damping)),
      ("naturalFrequency", .number(p.naturalFrequency)), ("dampingRatio", .number(p.dampingRatio)),
      ("regime", .text(p.regime.rawValue)), ("overdamping", .text(spring.clampsOverdamping ? "clamp" : "exact")),
      // A spring that never settles has no settling duration: null.
      ("settlingDuration", settling.isFinite ? .number(settling) : .missing),
    ]
  }

  /// The plot's title: the parametrisation, then what else tells two springs apart
  /// (from, to, initial velocity), so two different curves never share a title.
  static func plotTitle(_ spring: SpringOptions) -> String {
    var name = Substring(spring.summary.split(separator: "(", maxSplits: 1).first ?? Substring(spring.summary))
    while name.last == " " { name = name.dropLast() }
    return "spring: \(name); from \(PasteNumber.text(spring.from)) to \(PasteNumber.text(spring.to)), "
      + "initial velocity \(PasteNumber.text(spring.relativeVelocity)) travel/s"
  }

  /// The plot: value with the settling band, velocity, distance from rest on
  /// a log axis, and each reference's error.
  static func decoration(_ spring: SpringOptions, references: [String]) -> PlotDecoration {
    let half = spring.band.halfWidth(travel: spring.to - spring.from)
    let title = Self.plotTitle(spring)
    let epsilon: String
    switch spring.band {
    case .relative(let e): epsilon = "settling band ε = \(e) of the travel"
    case .absolute(let e): epsilon = "settling band ε = \(e)"
    }
    let to = spring.to
    return PlotDecoration(
      title: title, xLabel: "t (s)",
      figure: { columns in
        PlotFigure.spring(
          title: title, time: columns[0], value: columns[1], velocity: columns[2], rest: to, bandHalfWidth: half,
          epsilonLabel: epsilon,
          references: references.enumerated().map { k, name in
            PlotFigure.SpringReference(
              name: name, value: columns[3 + 3 * k], velocity: columns[4 + 3 * k], error: columns[5 + 3 * k])
          })
      })
  }

  /// GSL's states on the grid for each `--reference` stepper, computed before
  /// any output so that a GSL failure leaves stdout empty.
  static func referenceColumns(_ arguments: ParsedArguments, spring: SpringOptions, times: SampleValues)
    throws(CommandLineError) -> [(String, [SpringState])]
  {
    guard let list = try arguments.given(reference) else { return [] }
    let names = GSLStepper.allCases.map(\.rawValue)
    var steppers: [GSLStepper] = []
    for field in list.split(separator: ",", omittingEmptySubsequences: false) {
      guard let stepper = GSLStepper(rawValue: String(field)) else {
        throw .usage(
          .invalidValue(
            flag: arguments.spelling(reference),
            accepted: "a comma-separated list of steppers from \(names.joined(separator: ", "))",
            got: String(field)))
      }
      if !steppers.contains(stepper) { steppers.append(stepper) }
    }
    let epsabs = try arguments.value(referenceAbsolute)
    let epsrel = try arguments.value(referenceRelative)
    guard case .grid(let grid) = times else { return [] }  // streamed times were collected into a grid
    guard grid.count <= maximumReferenceSamples else {
      throw .usage(
        .tooLarge(
          what: "\(arguments.spelling(reference)) (it keeps every sample in memory)", limit: maximumReferenceSamples,
          got: grid.count, advice: "fewer samples"))
    }
    let times = Array(grid)
    var columns: [(String, [SpringState])] = []
    for stepper in steppers {
      let oracle = GSLSpringOracle(stepper: stepper, absoluteTolerance: epsabs, relativeTolerance: epsrel)
      let states: [SpringState]
      do {
        states = try oracle.states(
          parameters: spring.parameters, from: spring.from, to: spring.to,
          initialVelocity: spring.absoluteVelocity, times: times)
      } catch {
        throw .failure(
          .referenceFailed(
            reference: "GSL reference \(stepper.rawValue)", detail: "\(error)",
            advice:
              "try looser --reference-epsabs/--reference-epsrel, or an implicit stepper such as bsimp or msbdf for stiff springs"
          ))
      }
      guard states.allSatisfy({ $0.position.isFinite && $0.velocity.isFinite }) else {
        throw .failure(
          .referenceFailed(
            reference: "GSL reference \(stepper.rawValue)", detail: "it diverged to a non-finite value",
            advice: "try tighter tolerances or another stepper"))
      }
      columns.append((stepper.rawValue, states))
    }
    return columns
  }
}
