/// One `springbench` subcommand: its definition (for parsing and help) and its run.
protocol BenchCommand {
  /// Name, abstract, usage and options.
  static var definition: CommandDefinition { get }
  /// Validates everything, then writes the result to `output`. Nothing is
  /// appended to `output` before validation has passed.
  static func run(_ arguments: ParsedArguments, output: inout OutputBuffer) throws(CommandLineError)
}

extension BenchCommand {
  /// Rejects positional arguments for commands that take none.
  static func requireNoPositionals(_ arguments: ParsedArguments) throws(CommandLineError) {
    if let extra = arguments.positionals.first {
      throw .usage("Unexpected argument '\(extra)'")
    }
  }
}
