import AnimationMath
import Synchronization

/// `springbench sweep fit FILE…`: many captures fitted in one run, one row
/// per file, on every core (``SweepCases``, as `springbench sweep`).
///
/// Each file is read and fitted exactly as `springbench fit FILE` does it
/// (``FitCommand/load(_:_:)``, ``FitCommand/solve(_:_:model:_:)``), with the same
/// `--model`, `--columns`, `--time-unit`, `--fix` and `--max-iterations` for
/// every file. Every file is read and checked before the first row, so a bad
/// file is a usage error with nothing written; a fit that does not converge,
/// a poor fit (``FitQuality``) and a capture with no motion still get their
/// row (a capture with no motion gets no parameters), and the run then exits
/// 1 naming the cases by cause.
enum SweepFitCommand: ResolvingCommand {
  static let model = Option<FitCommand.Model>.choice(
    "model", value: "spring|cubic-bezier|decay", help: "The curve family fitted to every file.", default: .spring,
    cases: [.spring, .cubicBezier, .decay])

  static let definition = CommandDefinition(
    name: "springbench sweep fit",
    abstract:
      "Fit many captures (CSV files) in one run: one row per file with the parameters and their standard errors.",
    usage:
      "springbench sweep fit <file.csv>… [--model <m>] [--columns <T,V>] [--time-unit <s|ms>] [--fix <NAME=VALUE,…>]",
    groups: [
      (
        "FIT",
        [
          model.definition, FitCommand.columns.definition, FitCommand.timeUnit.definition, FitCommand.fix.definition,
          FitCommand.maximumIterations.definition,
        ]
      ),
      ("SWEEP", [SweepCommand.jobs.definition, OutputFormat.dataOption.definition]),
    ],
    discussion: """
      Columns: case (0-based, in the order the files are given), file, then
      converged, rms_residual, max_residual, samples, max_curve_standard_error,
      fit_quality (good, poor: residual RMS more than \(FitQuality.poorFitRatio)× the
      noise estimate, or noMotion: every value equal, no fit and no
      parameters), noise_estimate, and per parameter of the model its value
      and <name>_se (empty where the data do not determine it), named as
      'springbench fit --format json' names them, in snake case: spring from,
      to, mass, stiffness, damping,
      damping_ratio, initial_velocity, time_offset; cubic-bezier x1, y1, x2,
      y2, duration, from, to, delay; decay from, initial_velocity,
      decay_rate, rest_position, time_offset.
      Exit 1 after the rows when a fit did not converge, is poor, or has no
      motion; 64 for a bad file
      (nothing written). The output is byte-identical for every --jobs.

      EXAMPLES:
        springbench sweep fit captures/*.csv --model spring
        springbench sweep fit a.csv b.csv --model cubic-bezier --fix from=0,to=1 \\
          --format table
      """)

  /// The parameters of `model`, as `fit --format json` names them.
  static func parameterKeys(_ model: FitCommand.Model) -> [String] {
    switch model {
    case .spring: FitCommand.springKeys
    case .cubicBezier: CubicBezierFitParameter.allCases.map(\.description)
    case .decay: ["from", "initialVelocity", "decayRate", "restPosition", "timeOffset"]
    case .auto: []
    }
  }

  /// `dampingRatio` → `damping_ratio`.
  static func snakeCase(_ name: String) -> String {
    var out = ""
    for character in name {
      if character.isUppercase {
        out += "_" + character.lowercased()
      } else {
        out.append(character)
      }
    }
    return out
  }

  /// The columns of the rows: the case, the file, the verdicts, then each of `keys` and its standard error.
  static func columns(_ keys: [String]) -> [String] {
    [
      "case", "file", "converged", "rms_residual", "max_residual", "samples", "max_curve_standard_error", "fit_quality",
      "noise_estimate",
    ]
      + keys.flatMap { [snakeCase($0), snakeCase($0) + "_se"] }
  }

  /// The row of a capture with no motion: nothing fitted, no solver verdict, residual or parameter.
  static func noMotionRow(_ file: String, _ capture: FitCapture, keys: [String], caseID: Int = 0) -> [TableCell] {
    [
      .wholeNumber(Double(caseID)), .text(file), .missing, .missing, .missing,
      .wholeNumber(Double(capture.count)), .missing, .text(FitQuality.Verdict.noMotion.rawValue),
      .number(FitQuality.noiseEstimate(of: capture.values)),
    ]
      + [TableCell](repeating: .missing, count: 2 * keys.count)
  }

  /// The row of a fit: its verdicts, then each of `keys` and its standard error.
  static func row(_ file: String, _ result: FitResult, keys: [String], caseID: Int = 0) -> [TableCell] {
    let band = result.largestCurveStandardError()
    let quality = result.quality
    var row: [TableCell] = [
      .wholeNumber(Double(caseID)), .text(file), .flag(result.converged),
      .number(result.rmsResidual), .number(result.maxResidual), .wholeNumber(Double(result.sampleCount)),
      .number(band.standardError), .text(quality.verdict.rawValue), .number(quality.noiseEstimate),
    ]
    let parameters = FitCommand.contractParameters(result)
    for key in keys {
      let parameter = parameters.first { $0.0 == key }
      row.append(parameter.map { .number($0.1) } ?? .missing)
      row.append(parameter?.2.map { .number($0) } ?? .missing)
    }
    return row
  }

  /// A resolved `sweep fit`: every file read and its capture made, and how to write the fits.
  struct Request {
    let cases: Cases
    let check: SweepCheck
    let columns: [String]
    let format: OutputFormat
    let workers: Int
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    let files = arguments.positionals
    guard !files.isEmpty else {
      throw .usage(.missingArgument(label: "<file.csv>", example: "springbench sweep fit a.csv b.csv"))
    }
    if files.contains("-") {
      throw .usage(.appliesOnly(flag: "-", context: "in 'springbench fit' (a sweep reads files)"))
    }
    let model = try arguments.value(model)
    let format = try arguments.value(OutputFormat.dataOption)
    let workers = try arguments.given(SweepCommand.jobs) ?? SweepRunner.activeProcessorCount
    let keys = parameterKeys(model)
    let columns = columns(keys)
    let cases = Cases(
      files: files, model: model, keys: keys, arguments: arguments,
      layout: .sweepCases(columns))
    let check = try cases.check(
      count: files.count, columns: columns, format: format, workers: workers, arguments: arguments)
    return Request(cases: cases, check: check, columns: columns, format: format, workers: workers)
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    let (cases, files) = (request.cases, request.cases.files)
    try cases.write(
      count: files.count, columns: request.columns, format: request.format, workers: request.workers,
      check: request.check, output: &output)
    let failed = cases.unconverged.withLock { $0 }.sorted()
    let poor = cases.poor.withLock { $0 }.sorted()
    let still = cases.noMotion.withLock { $0 }.sorted()
    guard !failed.isEmpty || !poor.isEmpty || !still.isEmpty else { return }
    try output.flush()
    func list(_ cases: [Int]) -> String {
      cases.prefix(10).map { "case \($0) (\(files[$0]))" }.joined(separator: ", ") + (cases.count > 10 ? ", …" : "")
    }
    if poor.isEmpty && still.isEmpty {
      throw .failure(.fitFailed(reason: "\(failed.count) of \(files.count) fits did not converge: \(list(failed))"))
    }
    var parts: [String] = []
    if !failed.isEmpty { parts.append("\(failed.count) of \(files.count) fits did not converge: \(list(failed))") }
    if !poor.isEmpty {
      parts.append(
        "\(poor.count) of \(files.count) fits are poor (residual RMS above \(FitQuality.poorFitRatio)× the noise estimate): \(list(poor))"
      )
    }
    if !still.isEmpty { parts.append("\(still.count) of \(files.count) captures have no motion: \(list(still))") }
    throw .failure(.notFits(summary: parts.joined(separator: "; ")))
  }

  /// The fits of the files.
  final class Cases: SweepCases, Sendable {
    let files: [String]
    let model: FitCommand.Model
    let keys: [String]
    let arguments: ParsedArguments
    let layout: TableLayout
    /// The cases whose fit did not converge.
    let unconverged = Mutex<[Int]>([])
    /// The converged cases whose fit is poor.
    let poor = Mutex<[Int]>([])
    /// The cases whose capture has no motion (not fitted).
    let noMotion = Mutex<[Int]>([])

    init(files: [String], model: FitCommand.Model, keys: [String], arguments: ParsedArguments, layout: TableLayout) {
      self.files = files
      self.model = model
      self.keys = keys
      self.arguments = arguments
      self.layout = layout
    }

    /// One row; reading the file and making its capture checks it (no fit).
    func rowCount(_ caseID: Int) throws(CommandLineError) -> Int {
      _ = try FitCommand.load(files[caseID], arguments).capture(arguments)
      return 1
    }

    func writeCSV(_ caseID: Int, into output: inout OutputBuffer) throws(CommandLineError) {
      var csv = try CSVWriter(layout)
      for row in try cells(caseID) { try csv.append(cells: row, &output) }
    }

    func cells(_ caseID: Int) throws(CommandLineError) -> [[TableCell]] {
      let loaded = try FitCommand.load(files[caseID], arguments)
      let capture = try loaded.capture(arguments)
      if FitQuality.showsNoMotion(capture.values) {
        noMotion.withLock { $0.append(caseID) }
        return [SweepFitCommand.noMotionRow(files[caseID], capture, keys: keys, caseID: caseID)]
      }
      let (result, _) = try FitCommand.solve(capture, loaded, model: model, arguments)
      let quality = result.quality
      if !result.converged {
        unconverged.withLock { $0.append(caseID) }
      } else if quality.verdict != .good {
        poor.withLock { $0.append(caseID) }
      }
      return [SweepFitCommand.row(files[caseID], result, keys: keys, caseID: caseID)]
    }
  }
}
