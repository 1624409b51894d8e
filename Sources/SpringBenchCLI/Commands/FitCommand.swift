import AnimationMath
import GSLOracle

/// `springbench fit FILE.csv`: the spring, cubic-bézier or exponential decay
/// behind a recorded animation, with standard errors.
///
/// The fitting is the core's (`SpringFit`, `CubicBezierFit`, `DecayFit`, `FitComparison`);
/// this command reads the CSV, formats the result and maps failures to exit
/// statuses: 0 for a fit, 1 when the solver does not converge (with the
/// reason), when the fit is poor (``FitQuality``: residual RMS far above the
/// noise estimate) or when the capture has no motion, 64 for bad input
/// naming the row and column.
enum FitCommand: ResolvingCommand {
  enum Model: String, CaseIterable, Sendable {
    case spring
    case cubicBezier = "cubic-bezier"
    case decay
    case auto
  }
  enum TimeUnit: String, CaseIterable, Sendable {
    case s
    case ms
  }
  enum Reference: String, CaseIterable, Sendable {
    case gsl
  }

  static let model = Option<Model>.choice(
    "model", help: "The curve family; auto fits every family and ranks them by AIC.",
    default: .spring)
  static let columns = Option<[String]>(
    "columns", value: "T,V",
    help: "The time and value columns (default: 't' and 'value', else the first two numeric columns).",
    default: nil, accepted: "two column names separated by a comma"
  ) { text in
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    return names.count == 2 && !names.contains(where: \.isEmpty) ? names : nil
  }
  static let timeUnit = Option<TimeUnit>.choice("time-unit", help: "The unit of the time column.", default: .s)
  static let fix = Option<String>.text(
    "fix", value: "NAME=VALUE,…",
    help:
      "Hold parameters, e.g. from=0,to=1 (spring: from, to, naturalFrequency, stiffness, dampingRatio, initialVelocity, timeOffset; cubic-bezier: x1, y1, x2, y2, duration, from, to, delay; decay: from, initialVelocity, decayRate, timeOffset)."
  )
  static let reference = Option<Reference>.choice(
    "reference",
    help: "Add GSL's solution (gsl_multifit_nlinear, started 1e-4 away from ours) beside ours (spring, decay).",
    default: nil)
  static let maximumIterations = Option<Int>.integer(
    "max-iterations", value: "n",
    help: "Most Levenberg–Marquardt iterations per solve (default 200); the fit exits 1 if none converges.",
    bounds: 1...100_000)
  /// text (key: value lines), json (the fit's own object), or csv and table:
  /// one row with the columns of `sweep fit` (without `case`).
  static let format = OutputFormat.textOption

  static let definition = CommandDefinition(
    name: "springbench fit",
    abstract: "Fit a spring, cubic-bezier or decay to a recorded animation (CSV), with standard errors.",
    usage:
      "springbench fit <file.csv> [--model <m>] [--columns <T,V>] [--time-unit <s|ms>] [--fix <NAME=VALUE,…>] [--reference gsl] [--max-iterations <n>] [--format <text|csv|json|table>]",
    groups: [
      (
        "FIT",
        [
          model.definition, columns.definition, timeUnit.definition, fix.definition, reference.definition,
          maximumIterations.definition,
        ]
      ),
      ("OUTPUT", [format.definition]),
    ],
    discussion: """
      Standard errors are √(s²·(JᵀJ)⁻¹) at the optimum where the model is
      close to linear; elsewhere (near a bound, a curved valley) the interval
      is traced on the profile of the cost (±3σ-equivalent, asymmetric or
      one-sided if need be) and printed instead. Parameters the data cannot
      determine are reported as such (null in JSON), never as a silent
      number. The residual RMS is judged against a noise level estimated from
      the samples alone (third differences of neighbours): a fit more than
      \(FitQuality.poorFitRatio)× above it prints "poor fit" (JSON fitQuality
      "poor"). Use '-' for stdin. Exit 1 when the solver does not converge,
      for a poor fit, and for a capture with no motion (every value equal).
      --format csv or table prints one row with the columns of 'sweep fit'
      (without case).
      """)

  /// GSL's solution only for the models it fits.
  static let rules: [CrossFlagRule] = [
    .onlyWhen([reference.definition], .oneOf(model, [.spring, .decay]), context: "with --model spring or decay")
  ]

  /// A resolved `fit`: the capture read, the model, how to solve it and how to write it.
  struct Request {
    let model: Model
    let format: OutputFormat
    let wantsGSL: Bool
    let loaded: LoadedCapture
    let capture: FitCapture
    let settings: Settings
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    guard arguments.positionals.count == 1 else {
      if arguments.positionals.isEmpty {
        throw .usage(.missingArgument(label: "<file.csv>", example: "springbench fit capture.csv"))
      }
      throw .usage(.unexpectedArgument(arguments.positionals[1]))
    }
    let model = try arguments.value(model)
    let format = try arguments.value(format)
    let wantsGSL = try arguments.given(reference) != nil
    let loaded = try load(arguments.positionals[0], arguments)
    let capture = try loaded.capture(arguments)
    return Request(
      model: model, format: format, wantsGSL: wantsGSL, loaded: loaded, capture: capture,
      settings: try settings(model: model, arguments))
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    let (model, format, wantsGSL) = (request.model, request.format, request.wantsGSL)
    let (path, loaded, capture) = (request.loaded.path, request.loaded, request.capture)
    if FitQuality.showsNoMotion(capture.values) {
      if format == .csv || format == .table {
        try writeRow(
          SweepFitCommand.noMotionRow(path, capture, keys: SweepFitCommand.parameterKeys(model)),
          keys: SweepFitCommand.parameterKeys(model), format: format, &output)
      } else {
        output.append(format == .json ? noMotionJSON(capture, model: model) : noMotionText(capture))
      }
      try output.flush()
      throw .failure(.noMotion(samples: capture.count, value: capture.values[0]))
    }
    let (result, ranking) = try solve(capture, loaded, model: model, request.settings)
    var gsl: GSLFitOracle.Solution?
    if wantsGSL {
      let free = result.estimates.map { $0.status != .fixed }
      // Started 1e-4 (relative) away from our optimum, so GSL takes its own steps to its own optimum.
      let start = result.estimates.map { $0.status == .fixed ? $0.value : $0.value * (1 + 1e-4) + 1e-12 }
      do {
        gsl =
          model == .decay
          ? try GSLFitOracle.fitDecay(times: result.sampleTimes, values: result.sampleValues, start: start, free: free)
          : try GSLFitOracle.fitSpring(times: result.sampleTimes, values: result.sampleValues, start: start, free: free)
      } catch {
        throw .failure(.referenceFailed(reference: "GSL multifit_nlinear", detail: "\(error)", advice: ""))
      }
    }
    switch format {
    case .json: output.append(json(result, gsl: gsl, ranking: ranking))
    case .csv, .table:
      let keys = contractParameters(result).map(\.0)
      try writeRow(SweepFitCommand.row(path, result, keys: keys), keys: keys, format: format, &output)
    default: output.append(text(result, gsl: gsl, ranking: ranking))
    }
    try output.flush()
    if !result.converged {
      throw .failure(.fitFailed(reason: result.termination.description))
    }
    let quality = result.quality
    if quality.verdict == .poor {
      throw .failure(.poorFit(rmsResidual: result.rmsResidual, noiseEstimate: quality.noiseEstimate))
    }
  }

  /// A capture file read: its header, the time and value columns chosen, and their numbers
  /// (times in seconds).
  struct LoadedCapture: Sendable {
    let path: String
    let header: [String]
    let timeColumn: Int, valueColumn: Int
    let times: [Double], values: [Double]

    /// The core's capture of these samples (``FitCapture`` cleans them), its
    /// input errors mapped as ``FitCommand/inputError(_:_:)`` maps them.
    func capture(_ arguments: ParsedArguments) throws(CommandLineError) -> FitCapture {
      do throws(FitInputError) {
        return try FitCapture(times: times, values: values)
      } catch {
        throw FitCommand.inputError(error, self)
      }
    }
  }

  /// Reads `path` (`-` for stdin): the columns `--columns` names (else `t`
  /// and `value`, else the first two numeric ones), every cell a finite number
  /// (``CaptureCSV``).
  static func load(_ path: String, _ arguments: ParsedArguments) throws(CommandLineError) -> LoadedCapture {
    let read = try CaptureCSV.read(
      path, names: try arguments.given(columns), columnsFlag: arguments.spelling(columns),
      millisecondTimes: try arguments.value(timeUnit) == .ms)
    return LoadedCapture(
      path: path, header: read.header, timeColumn: read.timeColumn, valueColumn: read.valueColumn, times: read.times,
      values: read.values)
  }

  /// How a model is solved: the solver's limits and the parameters `--fix` holds.
  struct Settings {
    var solver = LevenbergMarquardt()
    var springFixes: [SpringFitParameter: Double] = [:]
    var bezierFixes: [CubicBezierFitParameter: Double] = [:]
    var decayFixes: [DecayFitParameter: Double] = [:]
  }

  /// `--max-iterations`, and `--fix` read for `model` (it applies to one model, not auto).
  static func settings(model: Model, _ arguments: ParsedArguments) throws(CommandLineError) -> Settings {
    var settings = Settings()
    if let limit = try arguments.given(maximumIterations) { settings.solver.maximumIterations = limit }
    if model == .auto, arguments.has(fix) {
      throw fixError(FitFixes.Problem(message: "applies to one model, not auto"), arguments)
    }
    // Only the chosen model's list is read, so its names are the ones known.
    if model == .spring { settings.springFixes = try held(arguments, FitFixes.spring) }
    if model == .cubicBezier { settings.bezierFixes = try held(arguments, FitFixes.cubicBezier) }
    if model == .decay { settings.decayFixes = try held(arguments, FitFixes.decay) }
    return settings
  }

  /// The fit of `capture` by `model` with `--fix` and `--max-iterations` read from `arguments`.
  static func solve(_ capture: FitCapture, _ loaded: LoadedCapture, model: Model, _ arguments: ParsedArguments)
    throws(CommandLineError) -> (result: FitResult, ranking: FitComparison?)
  {
    try solve(capture, loaded, model: model, settings(model: model, arguments))
  }

  /// The fit of `capture` by `model` with `settings`
  /// (and, for `auto`, the ranking of every model, with a progress line).
  static func solve(_ capture: FitCapture, _ loaded: LoadedCapture, model: Model, _ settings: Settings)
    throws(CommandLineError) -> (result: FitResult, ranking: FitComparison?)
  {
    let solver = settings.solver
    let (springFixes, bezierFixes, decayFixes) = (settings.springFixes, settings.bezierFixes, settings.decayFixes)
    do throws(FitInputError) {
      switch model {
      case .spring:
        var options = SpringFit.Options()
        options.solver = solver
        return (try SpringFit.fit(capture, fixing: springFixes, options: options), nil)
      case .cubicBezier:
        return (try CubicBezierFit.fit(capture, fixing: bezierFixes, solver: solver), nil)
      case .decay:
        return (try DecayFit.fit(capture, fixing: decayFixes, solver: solver), nil)
      case .auto:
        // A progress line on stderr when it is a terminal: one unit per model fitted.
        let progress = ProgressReporter(label: "fit --model auto", total: 3, unit: "models")
        defer { progress.finish() }
        let comparison = try FitComparison(capture) { _, _ in progress.advance() }
        return (comparison.rows[0].result, comparison)
      }
    } catch {
      throw inputError(error, loaded)
    }
  }

  /// A core input error as the usage error that names the file, row and column.
  static func inputError(_ error: FitInputError, _ loaded: LoadedCapture) -> CommandLineError {
    var problem = error.description
    if let row = error.row, let column = error.column {
      problem =
        "row \(row + 1), column '\(loaded.header[column == "t" ? loaded.timeColumn : loaded.valueColumn])': \(error.message)"
    }
    return .usage(.invalidInput(input: "fit: '\(loaded.path)'", problem: problem))
  }

  /// The parameters `--fix` holds, read by `read` (none without `--fix`).
  static func held<Parameter>(
    _ arguments: ParsedArguments, _ read: (String) throws(FitFixes.Problem) -> [Parameter: Double]
  ) throws(CommandLineError) -> [Parameter: Double] {
    guard let text = try arguments.given(fix) else { return [:] }
    do throws(FitFixes.Problem) {
      return try read(text)
    } catch {
      throw fixError(error, arguments)
    }
  }

  /// A `--fix` problem as the usage error naming the flag and the text typed.
  static func fixError(_ problem: FitFixes.Problem, _ arguments: ParsedArguments) -> CommandLineError {
    .usage(.invalidInput(input: "\(arguments.spelling(fix)) \(arguments.raw(fix) ?? "")", problem: problem.message))
  }

  /// JSON names of the spring contract, in order.
  static let springKeys = [
    "from", "to", "mass", "stiffness", "damping", "dampingRatio", "initialVelocity", "timeOffset",
  ]

  /// (value, standard error) per contract key: the core's reported parameters
  /// (``FitResult/reportedParameters``), derived ones included.
  static func contractParameters(_ r: FitResult) -> [(String, Double, Double?)] {
    r.reportedParameters.map { ($0.name, $0.value, $0.standardError) }
  }

  static func text(_ r: FitResult, gsl: GSLFitOracle.Solution?, ranking: FitComparison?) -> String {
    var lines: [String] = []
    if let ranking {
      lines.append("ranking (AIC):")
      lines += ranking.table.split(separator: "\n").map { "  \($0)" }
      if let tie = ranking.tieNote { lines.append(tie) }
    }
    lines.append("model: \(r.model)")
    for e in r.estimates {
      lines.append("\(e.name): \(e.value)\(uncertaintyText(e)) (\(e.status.rawValue))")
    }
    if r.model == .spring {
      let c = contractParameters(r)
      lines.append("stiffness (mass 1): \(c[3].1)")
      lines.append("damping coefficient (mass 1): \(c[4].1)")
    }
    if let gsl {
      for (j, e) in r.estimates.enumerated() { lines.append("gsl \(e.name): \(gsl.parameters[j])") }
    }
    lines.append("rms residual: \(r.rmsResidual)")
    lines.append("max residual: \(r.maxResidual)")
    let band = r.largestCurveStandardError()
    lines.append("largest curve standard error: \(band.standardError) at t = \(band.time) s")
    lines.append("samples: \(r.sampleCount)")
    lines.append("converged: \(r.converged) (\(r.termination))")
    for note in r.notes { lines.append("note: \(note)") }
    let quality = r.quality
    // A poor fit is not a result: no line to paste into code.
    if quality.verdict == .good { lines += pasteLines(r) }
    lines.append(quality.summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The fit in each ecosystem's spelling, lines to paste into code.
  static func pasteLines(_ r: FitResult) -> [String] {
    var lines: [String] = []
    if r.model == .spring,
      let p = try? SpringParameters(
        naturalFrequency: r["naturalFrequency"]!.value, dampingRatio: r["dampingRatio"]!.value)
    {
      let travel = r["to"]!.value - r["from"]!.value
      let relative = travel == 0 ? 0 : r["initialVelocity"]!.value / travel
      let code = SpringDeclarations(p, relativeVelocity: relative)
      if let uikit = code.uikitAnimate { lines.append("UIKit: \(uikit) (duration by the Framer hypothesis)") }
      lines.append("SwiftUI: \(code.swiftUISpringResponse)")
      lines.append("CASpringAnimation: \(code.coreAnimationProperties)")
      lines.append("Android SpringForce: \(code.androidSpringForceProperties)")
      lines.append("React Native: \(code.physicsOptions)")
    } else if r.model == .decay {
      lines += decayEquivalents(r)
    } else if r.model == .cubicBezier {
      let x = r.estimates.map(\.value)
      lines.append(
        "CSS: transition-timing-function: cubic-bezier(\(x[0]), \(x[1]), \(x[2]), \(x[3])); duration \(x[4]) s")
    }
    return lines
  }

  /// One fit as a one-row table: the columns of `sweep fit` without `case`.
  static func writeRow(_ row: [TableCell], keys: [String], format: OutputFormat, _ output: inout OutputBuffer)
    throws(CommandLineError)
  {
    var writer = try format.writer(
      TableLayout(
        columns: Array(SweepFitCommand.columns(keys).dropFirst()), expectedRows: 1,
        plot: PlotDecoration(title: "fit", xLabel: ""), tableNumbers: .measurements))
    writer.begin(&output)
    try writer.append(cells: Array(row.dropFirst()), &output)
    try writer.end(&output)
  }

  /// What `fit` prints for a capture whose samples all have one value: that, and no parameters.
  static func noMotionText(_ capture: FitCapture) -> String {
    "no motion in the capture: all \(capture.count) samples are \(capture.values[0])\n"
  }

  /// The JSON of a capture without motion: the verdict, the samples, and no parameters.
  static func noMotionJSON(_ capture: FitCapture, model: Model) -> String {
    "{\"model\": \(jsonString(model.rawValue)), \"fitQuality\": \"noMotion\", \"samples\": \(capture.count), "
      + "\"value\": \(jsonNumber(capture.values[0])), \"converged\": false}\n"
  }

  /// A JSON number, null when absent or not finite.
  static func jsonNumber(_ x: Double?) -> String {
    guard let x, x.isFinite else { return "null" }
    return x.description
  }

  /// A JSON string literal of `s`, escaped.
  static func jsonString(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default:
        if scalar.value < 0x20 {
          out +=
            "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
            + String(scalar.value, radix: 16)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  static func json(_ r: FitResult, gsl: GSLFitOracle.Solution?, ranking: FitComparison?) -> String {
    let number = jsonNumber
    let string = jsonString
    let c = contractParameters(r)
    let band = r.largestCurveStandardError()
    let parameters = c.map { "\(string($0.0)): \(number($0.1))" }.joined(separator: ", ")
    let errors = c.map { "\(string($0.0)): \(number($0.2))" }.joined(separator: ", ")
    var fields =
      [
        "\"model\": \(string(r.model.rawValue))", "\"parameters\": {\(parameters)}", "\"standardErrors\": {\(errors)}",
        "\"rmsResidual\": \(number(r.rmsResidual))", "\"maxResidual\": \(number(r.maxResidual))",
        "\"samples\": \(r.sampleCount)", "\"converged\": \(r.converged)",
        "\"fitQuality\": \(string(r.quality.verdict.rawValue))",
        "\"noiseEstimate\": \(number(r.quality.noiseEstimate))",
        "\"poorFitRatio\": \(number(FitQuality.poorFitRatio))",
        "\"notes\": [\(r.notes.map(string).joined(separator: ", "))]",
        "\"maxCurveStandardError\": \(number(band.standardError))",
        "\"maxCurveStandardErrorTime\": \(number(band.time))",
      ] + intervalFields(r, number: number, string: string)
    if let gsl {
      let names = r.estimates.map(\.name)
      fields.append(
        "\"gsl\": {\(names.enumerated().map { "\(string($0.element)): \(number(gsl.parameters[$0.offset]))" }.joined(separator: ", "))}"
      )
    }
    if let ranking {
      fields.append(
        "\"ranking\": [\(ranking.rows.map { "{\"model\": \(string($0.model.rawValue)), \"aic\": \(number($0.result.aic)), \"deltaAIC\": \(number($0.deltaAIC)), \"tied\": \($0.isTied)}" }.joined(separator: ", "))]"
      )
    }
    return "{" + fields.joined(separator: ", ") + "}\n"
  }
}
