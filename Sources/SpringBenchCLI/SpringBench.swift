/// The `springbench` command: dispatches argv to a subcommand and turns every
/// outcome into an exit status.
public enum SpringBench {
  /// The version `--version` prints.
  public static let version = "0.2.0"

  /// The command tree, each level in help order: springs and their engines
  /// first, then easings, paths, timing and scenes, then the ones that export,
  /// fit and check. The root runs the spring curve.
  static var tree: CommandTree {
    CommandTree(
      "", SpringCurveCommand.self,
      [
        CommandTree("describe", DescribeCommand.self),
        CommandTree(
          "sweep", SweepCommand.self,
          [CommandTree("decay", SweepDecayCommand.self), CommandTree("fit", SweepFitCommand.self)]),
        CommandTree(
          "engines", EnginesCommand.self,
          [CommandTree("decay", EnginesDecayCommand.self), CommandTree("follow", EnginesFollowCommand.self)]),
        CommandTree("decay", DecayCommand.self),
        CommandTree("rubber-band", RubberBandCommand.self),
        CommandTree("ease", EaseCommand.self),
        CommandTree("path", PathCommand.self),
        CommandTree("timing", TimingCommand.self),
        CommandTree("scene", SceneCommand.self),
        CommandTree("lottie", LottieCommand.self, [CommandTree("players", LottiePlayersCommand.self)]),
        CommandTree("export", ExportCommand.self),
        CommandTree("tokens", TokensCommand.self),
        CommandTree("measure", MeasureCommand.self),
        CommandTree("fit", FitCommand.self),
        CommandTree("compare", CompareCommand.self),
        CommandTree("validate", ValidateCommand.self),
      ])
  }

  /// Runs `springbench` with `arguments` (argv, including the program name),
  /// reading and writing `streams`, and returns the exit status.
  ///
  /// Nothing else of the process is touched: no exit, no signal handler, no
  /// environment read (the executable reads it into ``StandardStreams/process``),
  /// so runs may go on in parallel in one process, each with its own streams.
  public static func main(_ arguments: [String], streams: StandardStreams = .process) -> Int32 {
    streams.scoped { run(arguments, streams) }
  }

  /// ``main(_:streams:)`` with `streams` current.
  static func run(_ arguments: [String], _ streams: StandardStreams) -> Int32 {
    var output = OutputBuffer(descriptor: streams.output)
    switch arguments.dropFirst().first {
    case "help": return help(Array(arguments.dropFirst(2)), &output)
    case "--generate-completion-script": return completions(Array(arguments.dropFirst(2)), &output)
    default: break
    }
    let (node, _, rest) = tree.resolve(arguments.dropFirst())
    let command = node.command
    do {
      switch try CommandLineParser.parse(rest, for: command.definition) {
      case .help:
        output.append(helpText(for: node))
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

  /// The help of `node`, with its subcommands listed.
  static func helpText(for node: CommandTree) -> String {
    HelpText.render(
      node.command.definition, subcommands: node.children.map { ($0.name, $0.command.definition.abstract) })
  }

  /// `springbench help [<subcommand>…]`: the help of the command the words
  /// name, `help sweep fit` as `sweep fit --help`.
  static func help(_ arguments: [String], _ output: inout OutputBuffer) -> Int32 {
    let (node, path, rest) = tree.resolve(arguments[...])
    if let word = rest.first {
      let error = CommandLineError.usage(
        node.children.isEmpty
          ? .unexpectedArgument(word)
          : .invalidValue(
            flag: "help's subcommand", accepted: "one of \(node.children.map(\.name).joined(separator: ", "))",
            got: word))
      let usage = (["springbench", "help"] + path).joined(separator: " ") + " [<subcommand>]"
      writeToStandardError(error.text(commandName: "springbench", usage: usage))
      return error.status.rawValue
    }
    output.append(helpText(for: node))
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
    output.append(CompletionScript.render(shell, tree: tree))
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
