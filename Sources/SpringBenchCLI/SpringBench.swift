/// The `springbench` command: dispatches argv to a subcommand and turns every
/// outcome into an exit status.
public enum SpringBench {
  /// The version `--version` prints.
  public static let version = "0.2.0"

  /// The subcommands in help order: springs and their engines first, then
  /// easings, paths, timing and scenes, then the ones that export, fit and check.
  static var subcommands: [(name: String, command: any BenchCommand.Type)] {
    [
      ("describe", DescribeCommand.self),
      ("sweep", SweepCommand.self),
      ("engines", EnginesCommand.self),
      ("decay", DecayCommand.self),
      ("rubber-band", RubberBandCommand.self),
      ("ease", EaseCommand.self),
      ("path", PathCommand.self),
      ("timing", TimingCommand.self),
      ("scene", SceneCommand.self),
      ("export", ExportCommand.self),
      ("fit", FitCommand.self),
      ("compare", CompareCommand.self),
      ("validate", ValidateCommand.self),
    ]
  }

  /// Runs `springbench` with `arguments` (argv, including the program name),
  /// writing to stdout and stderr, and returns the exit status.
  public static func main(_ arguments: [String]) -> Int32 {
    var rest = arguments.dropFirst()
    var command: any BenchCommand.Type = SpringCurveCommand.self
    var output = OutputBuffer(descriptor: 1)
    if let first = rest.first {
      if first == "engines", rest.dropFirst().first == "decay" {
        // `engines decay`: the decay table, a second word under `engines`.
        command = EnginesDecayCommand.self
        rest = rest.dropFirst(2)
      } else if first == "sweep", rest.dropFirst().first == "decay" {
        // `sweep decay`: a family of flings, a second word under `sweep`.
        command = SweepDecayCommand.self
        rest = rest.dropFirst(2)
      } else if first == "sweep", rest.dropFirst().first == "fit" {
        // `sweep fit FILE…`: many captures fitted, a second word under `sweep`.
        command = SweepFitCommand.self
        rest = rest.dropFirst(2)
      } else if let match = subcommands.first(where: { $0.name == first }) {
        command = match.command
        rest = rest.dropFirst()
      } else if first == "help" {
        return help(Array(rest.dropFirst()), &output)
      } else if first == "--generate-completion-script" {
        return completions(Array(rest.dropFirst()), &output)
      }
    }
    do {
      switch try CommandLineParser.parse(rest, for: command.definition) {
      case .help:
        output.append(helpText(for: command))
      case .version:
        output.append(version + "\n")
      case .run(let parsed):
        try command.run(parsed, output: &output)
      }
      try output.flush()
      return ExitStatus.success.rawValue
    } catch {
      // Whatever is buffered was complete rows; flush it so the error follows
      // the last full line, then report. A streamed input's late error
      // (stdin) keeps the rows of the numbers before it.
      if error.status == .failure { try? output.flush() }
      if case .usage(.streamed) = error { try? output.flush() }
      writeToStandardError(error.text(commandName: command.definition.name, usage: command.definition.usage))
      return error.status.rawValue
    }
  }

  /// The help of `command`, with the subcommand list for the top level.
  static func helpText(for command: any BenchCommand.Type) -> String {
    let list = command == SpringCurveCommand.self ? subcommands.map { ($0.name, $0.command.definition.abstract) } : []
    return HelpText.render(command.definition, subcommands: list)
  }

  /// `springbench help [subcommand]`.
  static func help(_ arguments: [String], _ output: inout OutputBuffer) -> Int32 {
    var command: any BenchCommand.Type = SpringCurveCommand.self
    if let name = arguments.first {
      guard let match = subcommands.first(where: { $0.name == name }), arguments.count == 1 else {
        let error = CommandLineError.usage(
          arguments.count > 1
            ? .unexpectedArgument(arguments[1])
            : .invalidValue(
              flag: "help's subcommand", accepted: "one of \(subcommands.map(\.name).joined(separator: ", "))", got: name))
        writeToStandardError(error.text(commandName: "springbench", usage: "springbench help [<subcommand>]"))
        return error.status.rawValue
      }
      command = match.command
    }
    output.append(helpText(for: command))
    return flush(&output)
  }

  /// `springbench --generate-completion-script bash|zsh|fish`.
  static func completions(_ arguments: [String], _ output: inout OutputBuffer) -> Int32 {
    guard arguments.count == 1, let shell = CompletionScript.Shell(rawValue: arguments[0]) else {
      let error = CommandLineError.usage(
        .invalidValue(
          flag: "--generate-completion-script", accepted: "one of bash, zsh, fish", got: arguments.first ?? ""))
      writeToStandardError(
        error.text(commandName: "springbench", usage: "springbench --generate-completion-script <bash|zsh|fish>"))
      return error.status.rawValue
    }
    let commands = [("", SpringCurveCommand.definition)] + subcommands.map { ($0.name, $0.command.definition) }
    output.append(CompletionScript.render(shell, commands: commands))
    return flush(&output)
  }

  private static func flush(_ output: inout OutputBuffer) -> Int32 {
    do {
      try output.flush()
      return ExitStatus.success.rawValue
    } catch {
      writeToStandardError(error.text(commandName: "springbench", usage: ""))
      return error.status.rawValue
    }
  }
}
