/// The `springbench` command: dispatches argv to a subcommand and turns every
/// outcome into an exit status.
public enum SpringBench {
  /// The version `--version` prints.
  public static let version = "0.1.0"

  static var subcommands: [(name: String, command: any BenchCommand.Type)] {
    [("timing", TimingCommand.self), ("scene", SceneCommand.self)] +
    [("describe", DescribeCommand.self), ("validate", ValidateCommand.self),
      ("compare", CompareCommand.self),
      ("ease", EaseCommand.self),
      ("export", ExportCommand.self),
      ("path", PathCommand.self)]
  }

  /// Runs `springbench` with `arguments` (argv, including the program name),
  /// writing to stdout and stderr, and returns the exit status.
  public static func main(_ arguments: [String]) -> Int32 {
    var rest = arguments.dropFirst()
    var command: any BenchCommand.Type = SpringCurveCommand.self
    if let first = rest.first, let match = subcommands.first(where: { $0.name == first }) {
      command = match.command
      rest = rest.dropFirst()
    }
    var output = OutputBuffer(descriptor: 1)
    do {
      switch try CommandLineParser.parse(rest, for: command.definition) {
      case .help:
        let list = command == SpringCurveCommand.self
          ? subcommands.map { ($0.name, $0.command.definition.abstract) } : []
        output.append(HelpText.render(command.definition, subcommands: list))
      case .version:
        output.append(version + "\n")
      case .run(let parsed):
        try command.run(parsed, output: &output)
      }
      try output.flush()
      return ExitStatus.success.rawValue
    } catch {
      // Whatever is buffered was complete rows; flush it so the error follows
      // the last full line, then report.
      if error.status == .failure { try? output.flush() }
      writeToStandardError(error.line(commandName: command.definition.name))
      return error.status.rawValue
    }
  }
}
