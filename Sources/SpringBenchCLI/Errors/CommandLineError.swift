import AnimationMath

/// An error that ends the command: a usage error (exit 64) or a runtime
/// failure (exit 1), each a value with typed payloads.
///
/// Every message is written in one place, ``UsageError/message`` and
/// ``RuntimeFailure/message``. The layout on stderr is swift-argument-parser's:
///
///     Error: --damping must be a number in (0, 1]; got '1.5'.
///     Usage: springbench [<spring options>] [<sampling options>] [--reference <list>]
///       See 'springbench --help' for more information.
///
/// The first line alone is complete: it names the flag as the user typed it,
/// what is accepted and what was given. Runtime failures print that line only.
public enum CommandLineError: Error, Sendable, Equatable {
  /// Bad flags or values; nothing was written to stdout, except the rows made
  /// before a streamed input's late error (``UsageError/streamed(_:rowsBefore:)``).
  case usage(UsageError)
  /// The command could not finish (a full disk, a failed reference, a failed check).
  case failure(RuntimeFailure)

  /// The exit status: 64 for usage errors, 1 for failures.
  public var status: ExitStatus {
    switch self {
    case .usage: .usage
    case .failure: .failure
    }
  }

  /// The message, without `Error: `.
  public var message: String {
    switch self {
    case .usage(let error): error.message
    case .failure(let failure): failure.message
    }
  }

  /// What stderr gets, for the command `commandName` with usage line `usage`.
  public func text(commandName: String, usage: String) -> String {
    let sentence = message.hasSuffix("?") || message.hasSuffix(".") ? message : message + "."
    switch self {
    case .usage:
      return "Error: \(sentence)\nUsage: \(usage)\n  See '\(commandName) --help' for more information.\n"
    case .failure:
      return "Error: \(sentence)\n"
    }
  }
}

/// A usage error: what the user typed is not accepted. Flags are carried as
/// the user spelled them (`--damping-ratio`, not the canonical `--damping`).
public enum UsageError: Error, Sendable, Equatable {
  /// An option no declaration knows, with the closest known one.
  case unknownOption(String, suggestion: String?)
  /// An option that takes a value was last on the line, or followed by another option.
  case missingValue(label: String)
  /// `--flag=value` for a flag without a value.
  case flagTakesNoValue(flag: String, got: String)
  /// A positional argument the command does not take.
  case unexpectedArgument(String)
  /// A positional argument that is required, with an example.
  case missingArgument(label: String, example: String?)
  /// A value outside the option's accepted range.
  case invalidValue(flag: String, accepted: String, got: String)
  /// A core parameter error, mapped to the flag that carried it.
  case parameter(flag: String, accepted: String, value: Double)
  /// A flag whose value gives a derived core parameter out of range (UIKit's
  /// stiffness from `--duration`).
  case derivedParameter(flag: String, given: String, parameter: String, accepted: String, value: Double)
  /// An option given twice (under one spelling or two aliases): `first` is how it
  /// was spelled the first time. Every option takes one value; lists are comma lists.
  case repeated(flag: String, first: String)
  /// Two flags that cannot be given together.
  case conflict(flag: String, with: String, advice: String)
  /// A flag that needs another flag or input.
  case requires(flag: String, needs: String)
  /// A flag that applies in another context only.
  case appliesOnly(flag: String, context: String)
  /// Malformed text in an input named `input` (a flag, `<function>`, a file).
  case syntax(input: String, SyntaxError)
  /// An input that is well-formed but has no meaning here.
  case invalidInput(input: String, problem: String)
  /// A request larger than the command will serve.
  /// `unit` names what `limit` counts ("times", "bytes"), when `what` does not.
  case tooLarge(what: String, limit: Int, unit: String = "", got: Int?, advice: String)
  /// A file that cannot be read.
  case unreadable(input: String, path: String, reason: String)
  /// The request has no finite end (a spring that never settles …).
  case noEnd(what: String, reason: String, advice: String)
  /// More rows than `--max-rows` allows: `rows` when counted in advance, or
  /// the streamed `input` that holds more.
  case tooManyRows(flag: String, limit: Int, rows: Int?, input: String?)
  /// More rows than ``SizeGuard/terminalRowLimit`` bound for a terminal, without `--max-rows`.
  case tooManyRowsForTerminal(rows: Int, limit: Int, flag: String)
  /// An error in a streamed input (stdin, a pipe) found after rows were made
  /// from the `rowsBefore` numbers before it; those CSV rows are written.
  indirect case streamed(UsageError, rowsBefore: Int)
  /// A spring parametrisation that has no solution for these inputs.
  case noSolution(input: String, reason: String, advice: String)
  /// A `sweep` flag whose text is not a number, list or range, or whose
  /// values leave the flag's range; `problem` says which and what is accepted.
  case invalidSweep(flag: String, got: String, problem: String)

  /// The message, in one place.
  public var message: String {
    switch self {
    case .unknownOption(let spelling, let suggestion):
      return suggestion.map { "Unknown option '\(spelling)'. Did you mean '\($0)'?" } ?? "Unknown option '\(spelling)'"
    case .missingValue(let label):
      return "Missing value for '\(label)'"
    case .flagTakesNoValue(let flag, let got):
      return "\(flag) takes no value; got '\(got)'"
    case .unexpectedArgument(let argument):
      return "Unexpected argument '\(argument)'"
    case .missingArgument(let label, let example):
      return "Missing expected argument '\(label)'" + (example.map { ", for example \($0)" } ?? "")
    case .invalidValue(let flag, let accepted, let got):
      return "\(flag) must be \(accepted); got '\(got)'"
    case .parameter(let flag, let accepted, let value):
      return "\(flag) must be \(accepted); got \(value)"
    case .derivedParameter(let flag, let given, let parameter, let accepted, let value):
      return "\(flag) \(given) gives a \(parameter) of \(value); the \(parameter) must be \(accepted)"
    case .repeated(let flag, let first):
      return flag == first
        ? "\(flag) is given twice; give it once (a list is one comma-separated value)"
        : "\(flag) repeats \(first) (another name for the same option); give it once"
    case .conflict(let flag, let other, let advice):
      return "\(flag) cannot be combined with \(other)" + (advice.isEmpty ? "" : "; \(advice)")
    case .requires(let flag, let needs):
      return "\(flag) needs \(needs)"
    case .appliesOnly(let flag, let context):
      return "\(flag) applies only \(context)"
    case .syntax(let input, let error):
      return "\(input): \(error.description)"
    case .tooManyRows(let flag, let limit, let rows, let input):
      if let rows { return "the output would have \(rows) rows, more than \(flag) \(limit) allows" }
      return
        "\(input ?? "the input") holds more than \(limit) numbers: the output would have more rows than \(flag) \(limit) allows"
    case .tooManyRowsForTerminal(let rows, let limit, let flag):
      return "the output would have \(rows) rows, more than the \(limit) written to a terminal; "
        + "redirect it to a file or a pipe, or give \(flag) \(rows) to print them here"
    case .streamed(let error, let rows):
      return
        "\(error.message); the input is read as it streams, so the CSV rows of the \(rows) numbers before it were written"
    case .invalidInput(let input, let problem):
      return "\(input): \(problem)"
    case .tooLarge(let what, let limit, let unit, let got, let advice):
      return "\(what) is limited to \(limit)\(unit.isEmpty ? "" : " " + unit)"
        + (got.map { "; this one has \($0)" } ?? "") + (advice.isEmpty ? "" : " (\(advice))")
    case .unreadable(let input, let path, let reason):
      return "\(input) cannot read '\(path)': \(reason)"
    case .noEnd(let what, let reason, let advice):
      return "\(reason), so \(what) has no end; \(advice)"
    case .noSolution(let input, let reason, let advice):
      return "\(input) admits no spring: \(reason) (\(advice))"
    case .invalidSweep(let flag, let got, let problem):
      return "\(flag) '\(got)': \(problem)"
    }
  }
}

/// A runtime failure: the input was fine, the work was not.
public enum RuntimeFailure: Error, Sendable, Equatable {
  /// stdout could not be written.
  case writeFailed(reason: String)
  /// A temporary file (a JSON column past its memory budget) could not be created, written or read.
  case temporaryFileFailed(directory: String, reason: String)
  /// A GSL reference failed or diverged.
  case referenceFailed(reference: String, detail: String, advice: String)
  /// A computed value was NaN or infinite where the core promised a number.
  case nonFinite(where: String)
  /// A validation family exceeded its tolerance.
  case validationFailed(family: String, worst: Double, tolerance: Double, at: String)
  /// `compare` found differences beyond the tolerance.
  case comparisonFailed(failed: Int, of: Int, column: String, row: Int, a: String, b: String)
  /// `compare`'s two files differ in shape.
  case shapeDiffers(String)
  /// No CSS `linear()` meets the requested error.
  case noLinearFit(maximumError: Double, source: String, resolution: Int)
  /// `export --target lottie`: no keyframes meet the requested error.
  case noKeyframeFit(maximumError: Double, source: String)
  /// `fit`: the least-squares solver did not converge.
  case fitFailed(reason: String)
  /// `fit`: the residual RMS is far above the noise estimate (a local minimum or the wrong model).
  case poorFit(rmsResidual: Double, noiseEstimate: Double)
  /// `fit`: every sample has the same value.
  case noMotion(samples: Int, value: Double)
  /// `export --target tokens --scene`: no animated channel has a DTCG form.
  case noTokens(scene: String, skipped: Int)
  /// `sweep fit`: some files gave no fit; the summary names them by cause.
  case notFits(summary: String)
  /// An external program the command runs (ffmpeg) is not installed; the text says how to install it.
  case missingTool(message: String)
  /// `lottie --player`: the player refuses a property of the file (Skottie: two keyframes at one `t`).
  case playerRefuses(player: String, file: String, property: String, reason: String)

  /// The message, in one place.
  public var message: String {
    switch self {
    case .writeFailed(let reason):
      return "cannot write the output: \(reason)"
    case .temporaryFileFailed(let directory, let reason):
      return
        "cannot keep the output's columns in a temporary file in '\(directory)': \(reason) (set TMPDIR to a directory with room)"
    case .referenceFailed(let reference, let detail, let advice):
      return "\(reference) failed: \(detail)" + (advice.isEmpty ? "" : " (\(advice))")
    case .nonFinite(let place):
      return "internal error: a non-finite value \(place); output stops here"
    case .validationFailed(let family, let worst, let tolerance, let at):
      return "validation failed: \(family) worst relative error \(worst) > \(tolerance) at \(at)"
    case .comparisonFailed(let failed, let total, let column, let row, let a, let b):
      return
        "\(failed) of \(total) columns differ beyond the tolerance; first: '\(column)' at row \(row) (\(a) vs \(b))"
    case .shapeDiffers(let detail):
      return "the files differ in shape: \(detail)"
    case .missingTool(let message):
      return message
    case .playerRefuses(let player, let file, let property, let reason):
      return "--player \(player) refuses Lottie file '\(file)': \(property): \(reason)"
    case .fitFailed(let reason):
      return "the fit did not converge: \(reason) (try --fix to hold parameters the data do not determine)"
    case .poorFit(let rms, let noise):
      return
        "poor fit: residual RMS \(rms) against noise estimate \(noise) (a local minimum or a model that does not describe the data; try another --model or --fix)"
    case .noMotion(let samples, let value):
      return "no motion in the capture: all \(samples) samples are \(value), so there is nothing to fit"
    case .noTokens(let scene, let skipped):
      return
        "scene \(scene) has no channel a DTCG token can state (\(skipped) skipped, each named above), so no file was written"
    case .notFits(let summary):
      return summary
    case .noLinearFit(let maximumError, let source, let resolution):
      return
        "no linear() within --max-error \(maximumError) of \(source) was found from \(resolution) samples (a corner or jump finer than 1/\(resolution) of the duration, or a tolerance near the 6-decimal stops)"
    case .noKeyframeFit(let maximumError, let source):
      return
        "no Lottie keyframes within --max-error \(maximumError) of \(source) were found (a corner finer than 1/65536 frame, or a tolerance near what 3-decimal handles allow)"
    }
  }
}
