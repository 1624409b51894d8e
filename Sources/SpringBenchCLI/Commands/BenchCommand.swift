/// One `springbench` subcommand: its definition (for parsing, help and
/// completions) and its run.
protocol BenchCommand {
  /// Name, abstract, usage and options.
  static var definition: CommandDefinition { get }
  /// Validates everything, then writes the result to `output`. Nothing is
  /// appended to `output` before validation has passed.
  static func run(_ arguments: ParsedArguments, output: inout OutputBuffer) throws(CommandLineError)
}
