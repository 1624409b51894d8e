import AnimationMath
import GSLOracle

/// `springbench ease FUNCTION`: a timing function's value and slope as CSV.
enum EaseCommand: ResolvingCommand {
  /// Default number of inputs on [0, 1] (a step of 0.01).
  static let defaultSamples = 101

  static let samples = Option<Int>.integer(
    "samples", value: "n", help: "n evenly spaced inputs on [0, 1], both ends included.", default: 101,
    bounds: 2...TimeGrid.maximumCount)
  static let step = Option<SamplingOptions.Step>(
    "step", value: "x", help: "Inputs 0, x, 2x, … on [0, 1], plus 1 (k × the decimal typed).", default: nil,
    accepted: "a number in (0, 1]",
    convert: { text in SamplingOptions.Step.parse(text).flatMap { $0.value <= 1 ? $0 : nil } })
  static let inputs = Option<[Double]>.numbers(
    "inputs", value: "p1,p2,…|@file|-",
    help: "Exactly these inputs (any finite numbers, also outside [0, 1]); @FILE or - reads one per line.",
    range: .finite)
  static let inputsColumn = Option<String>.text(
    "inputs-column", value: "name", help: "With --inputs @FILE or -: read the inputs from this column of a CSV file.")
  static let beforeFlag = Option<Bool>.flag(
    "before-flag", help: "Set the Web Animations before flag (matters for steps() only).")
  static let float32 = Option<Bool>.flag(
    "float32", help: "Add a float32_value column: the function evaluated in Float, as Core Animation does.")
  enum Reference: String, CaseIterable, Sendable { case gsl }
  static let reference = Option<Reference>.choice(
    "reference", value: "gsl",
    help: "Add gsl_value and gsl_error columns from GSL's root finder (cubic-bezier functions, inputs in [0, 1]).",
    default: nil)

  static let list = Option<Bool>.flag(
    "list",
    help:
      "List every accepted function name and spring preset, grouped by ecosystem: ecosystem,name (csv, json or table).")
  static let engine = Option<EasingEngine>(
    "engine", value: "name",
    help:
      "Evaluate as this engine does: \(EasingEngine.allCases.map(\.name).joined(separator: ", ")) (float32 = core-animation).",
    default: .ideal, defaultText: "ideal",
    accepted: "one of \(EasingEngine.allCases.map(\.name).joined(separator: ", "))", convert: EasingEngine.init(name:))
  static let animationDuration = Option<Double>.number(
    "animation-duration", value: "seconds",
    help: "The animation's duration, for engines whose solver depends on it (webkit: tolerance 1/(1000·duration)).",
    range: .positiveSeconds)

  /// One set of inputs; the ideal function's extra columns only without another engine.
  static let rules: [CrossFlagRule] = [
    .exclusive([samples.definition, step.definition, inputs.definition], advice: "choose one set of inputs"),
    .conflicts(
      [float32.definition, reference.definition, beforeFlag.definition], with: engine.definition,
      advice: "compare engines with --engine ideal",
      unless: .oneOf(
        engine.definition, [EasingEngine.ideal.name], choices: EasingEngine.allCases.map(\.name) + ["float32"],
        default: EasingEngine.ideal.name)),
  ]

  static let definition = CommandDefinition(
    name: "springbench ease",
    abstract: "Write a timing function's output as CSV: progress,value,slope.",
    usage: "springbench ease <function> [--samples <n> | --step <x> | --inputs <p1,…>] [<options>]",
    groups: [
      (
        "INPUTS",
        [
          samples.definition, step.definition, inputs.definition, inputsColumn.definition, beforeFlag.definition,
          float32.definition,
          reference.definition, OutputFormat.curveOption.definition, SizeGuard.maxRows.definition, list.definition,
        ]
      ),
      (
        "ENGINE",
        [engine.definition, animationDuration.definition]
      ),
    ] + SpringFlags.groups,
    discussion: """
      <function> is CSS (cubic-bezier(x1, y1, x2, y2), steps(n, jump-end), linear(0,
      0.25 75%, 1), ease, ease-in-out, step-start, …), a Core Animation name (easeIn,
      easeInEaseOut, default, …), or 'spring': the spring flags' curve normalised to
      progress over its duration (UIKit's --duration, or the settling duration).
      slope is d value / d progress.
      """)

  /// A resolved `ease`: the list of names, or a function's curve.
  enum Request {
    case list(OutputFormat)
    case curve(Curve)
  }

  /// A function, its inputs, and the columns to write.
  struct Curve {
    let text: String
    let function: TimingFunction
    let format: OutputFormat
    let inputs: SampleValues
    let engine: EasingEngine
    /// The engine's curve; nil: the ideal function.
    let engineCurve: (any EasingEngineCurve)?
    let beforeFlag: Bool
    let withFloat: Bool
    /// The cubic-bezier GSL checks (`--reference gsl`), its inputs all collected in `inputs`.
    let reference: CubicBezierTiming?
    let sizeNote: SizeGuard.Note

    var columns: [String] {
      ["progress", "value", "slope"] + (withFloat ? ["float32_value"] : [])
        + (reference != nil ? ["gsl_value", "gsl_error"] : [])
    }
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    if try arguments.value(list) {
      try arguments.requireNoPositionals()
      // A list of names is not a curve: csv, json or table.
      return .list(
        try OutputFormat.value(
          OutputFormat.curveOption, arguments, accepting: OutputFormat.dataFormats, context: "with --list",
          default: .csv))
    }
    let text = try arguments.onePositional(
      "<function>", example: "'cubic-bezier(0.42, 0, 0.58, 1)', 'steps(4)' or 'spring'")
    let format = try arguments.value(OutputFormat.curveOption)
    let function = try timingFunction(text, arguments)
    var inputs = try inputGrid(arguments)
    let chosenEngine = try arguments.value(engine)
    let engineCurve = try engineCurve(chosenEngine, function, text, arguments)
    var reference: CubicBezierTiming?
    if try arguments.given(Self.reference) != nil {
      guard case .cubicBezier(let curve) = function else {
        throw .usage(
          .appliesOnly(
            flag: arguments.spelling(Self.reference), context: "to cubic-bezier functions ('\(text)' is not one)"))
      }
      reference = curve
    }
    let withFloat = try arguments.value(float32)
    let columns = 3 + (withFloat ? 1 : 0) + (reference != nil ? 2 : 0)
    let sizeNote = try SizeGuard.check(arguments, format: format, columns: columns, values: inputs)
    if reference != nil { inputs = .listed(try referenceInputs(inputs, arguments)) }
    return .curve(
      Curve(
        text: text, function: function, format: format, inputs: inputs, engine: chosenEngine,
        engineCurve: engineCurve, beforeFlag: try arguments.value(beforeFlag), withFloat: withFloat,
        reference: reference, sizeNote: sizeNote))
  }

  /// The curve of `chosen` for `function`; nil for the ideal function without `--animation-duration`.
  static func engineCurve(
    _ chosen: EasingEngine, _ function: TimingFunction, _ text: String, _ arguments: ParsedArguments
  ) throws(CommandLineError) -> (any EasingEngineCurve)? {
    if chosen == .ideal, !arguments.has(animationDuration) { return nil }
    let duration = try arguments.given(animationDuration)
    do throws(EasingEngineError) {
      return try chosen.curve(function, animationDuration: duration)
    } catch {
      if case .missingAnimationDuration = error {
        throw .usage(
          .requires(
            flag: "\(arguments.spelling(engine)) \(chosen.name)",
            needs: "--animation-duration SECONDS (its solver tolerance depends on it)"))
      }
      if case .unusedAnimationDuration = error {
        throw .usage(.appliesOnly(flag: arguments.spelling(animationDuration), context: "with --engine webkit"))
      }
      throw .usage(
        .invalidValue(
          flag: arguments.spelling(engine), accepted: "an engine that can evaluate '\(text)' (\(error.description))",
          got: chosen.name))
    }
  }

  /// Every input, read at once for `--reference gsl` and checked to lie in [0, 1].
  static func referenceInputs(_ inputs: SampleValues, _ arguments: ParsedArguments) throws(CommandLineError)
    -> [Double]
  {
    let what = "\(arguments.spelling(Self.reference)) (it keeps every input in memory)"
    guard (inputs.count ?? 0) <= SpringCurveCommand.maximumReferenceSamples else {
      throw .usage(
        .tooLarge(
          what: what, limit: SpringCurveCommand.maximumReferenceSamples, got: inputs.count, advice: "fewer inputs"))
    }
    let all = try inputs.collected(limit: SpringCurveCommand.maximumReferenceSamples, what: what)
    if let p = all.first(where: { !($0 >= 0 && $0 <= 1) }) {
      throw .usage(
        .invalidValue(
          flag: arguments.spelling(Self.inputs), accepted: "inputs in [0, 1] with --reference gsl", got: "\(p)"))
    }
    return all
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    switch request {
    case .list(let format): try writeList(format, &output)
    case .curve(let curve): try writeCurve(curve, &output)
    }
  }

  /// `--list`: every accepted function name and spring preset, by ecosystem.
  static func writeList(_ format: OutputFormat, _ output: inout OutputBuffer) throws(CommandLineError) {
    let groups = EasingParser.acceptedNames + [("spring presets (--preset)", SpringPreset.all.map(\.name))]
    let rows = groups.flatMap { group in group.names.map { (group.ecosystem, $0) } }
    var writer = try format.writer(
      TableLayout(
        columns: ["ecosystem", "name"], expectedRows: rows.count, plot: PlotDecoration(title: "", xLabel: "")))
    writer.begin(&output)
    for (ecosystem, name) in rows { try writer.append(cells: [.text(ecosystem), .text(name)], &output) }
    try writer.end(&output)
  }

  /// GSL's value at every input, computed before the first row so that a failure leaves stdout empty.
  static func referenceValues(_ curve: Curve) throws(CommandLineError) -> [Double] {
    guard let bezier = curve.reference, case .listed(let all) = curve.inputs else { return [] }
    var values: [Double] = []
    values.reserveCapacity(all.count)
    for p in all {
      do {
        values.append(try GSLTimingOracle.evaluate(bezier, at: p).value)
      } catch {
        throw .failure(.referenceFailed(reference: "GSL reference at progress \(p)", detail: "\(error)", advice: ""))
      }
    }
    return values
  }

  /// The table layout of `curve`: its columns, its figure and its parameters.
  static func layout(_ curve: Curve) -> TableLayout {
    let (function, chosenEngine, columns) = (curve.function, curve.engine, curve.columns)
    let (text, beforeFlag) = (curve.text, curve.beforeFlag)
    return TableLayout(
      columns: columns, expectedRows: curve.inputs.count ?? 0,
      plot: PlotDecoration(
        title: "ease: \(function.description)", xLabel: "input progress",
        figure: { values in
          PlotFigure.easing(
            title: "ease: \(function.description)\(chosenEngine == .ideal ? "" : " (engine \(chosenEngine.name))")",
            progress: values[0], value: values[1], slope: values[2],
            function: chosenEngine == .ideal ? function : nil,
            extra: (3..<columns.count).map { (name: columns[$0], values: values[$0]) })
        }),
      parameters: {
        [
          ("function", .text(function.description)), ("input", .text(text)),
          ("beforeFlag", .flag(beforeFlag)), ("engine", .text(chosenEngine.name)),
          ("engineSource", .text(chosenEngine.source)),
        ]
      },
      tableNumbers: .measurements)
  }

  /// The rows of `curve`: value and slope at each input, and the extra columns asked for.
  static func writeCurve(_ curve: Curve, _ output: inout OutputBuffer) throws(CommandLineError) {
    let gslValues = try referenceValues(curve)
    let (function, beforeFlag) = (curve.function, curve.beforeFlag)
    var writer = try curve.format.writer(layout(curve))
    curve.sizeNote.print()
    writer.begin(&output)
    var row = [Double](repeating: 0, count: curve.columns.count)
    var values = curve.inputs.makeIterator()
    var index = -1
    while let p = try values.next() {
      index += 1
      row[0] = p
      if let engineCurve = curve.engineCurve {
        // A slope the engine does not define (nil or NaN) is an empty cell.
        let slope = engineCurve.slope(at: p).flatMap { $0.isNaN ? nil : $0 }
        try writer.append(
          cells: [.number(p), .number(engineCurve.value(at: p)), slope.map { .number($0) } ?? .missing], &output)
        continue
      }
      let (value, slope) = function.valueAndSlope(at: p, beforeFlag: beforeFlag)
      row[1] = value
      row[2] = slope
      var k = 3
      if curve.withFloat {
        row[k] = Double(function.float32Value(at: Float(p), beforeFlag: beforeFlag))
        k += 1
      }
      if curve.reference != nil {
        row[k] = gslValues[index]
        row[k + 1] = abs(value - gslValues[index])
      }
      try writer.append(row, &output)
    }
    try writer.end(&output)
  }

  /// The function `text` names; `spring` takes the spring flags.
  static func timingFunction(_ text: String, _ arguments: ParsedArguments) throws(CommandLineError) -> TimingFunction {
    if text == "spring" {
      let spring = try SpringOptions(arguments)
      let duration: SpringEasing.Duration = spring.defaultEnd.map { .seconds($0) } ?? .settling(spring.band)
      do {
        return .spring(
          try SpringEasing(parameters: spring.parameters, relativeVelocity: spring.relativeVelocity, duration: duration)
        )
      } catch {
        throw .usage(
          .noEnd(
            what: "the spring easing", reason: "the spring never settles", advice: "give --duration with UIKit flags"))
      }
    }
    if let flag = arguments.first(of: SpringFlags.all) {
      throw .usage(.appliesOnly(flag: arguments.spelling(flag), context: "to the function 'spring' (not to '\(text)')"))
    }
    return try TimingFunctionOption.parse(text, input: "<function> '\(text)'")
  }

  /// The inputs: a grid on [0, 1] or the listed values.
  static func inputGrid(_ arguments: ParsedArguments) throws(CommandLineError) -> SampleValues {
    if let list = try arguments.numberList(inputs, column: inputsColumn) { return list }
    do {
      if let step = try arguments.given(step) {
        return .grid(try TimeGrid(step.layout, end: 1))
      }
      return .grid(try TimeGrid(.samples(try arguments.value(samples)), end: 1))
    } catch let error as CommandLineError {
      throw error
    } catch {
      throw .usage(
        .tooLarge(
          what: "the input grid of \(arguments.spelling(step)) \(arguments.raw(step) ?? "")",
          limit: TimeGrid.maximumCount,
          unit: "inputs", got: nil, advice: "give a larger --step"))
    }
  }
}
