/// A command that resolves its arguments, then runs: in the spirit of
/// swift-argument-parser, where every property is parsed and `validate()` has
/// passed before `run()` starts.
///
/// ``resolve(_:)`` reads every flag, opens every file and makes every value the
/// run needs into one ``Request``; ``rules`` are checked before it reads any
/// value. ``run(_:output:)`` then only computes and writes. So every usage error
/// is found before the first byte of output, and the first one reported
/// depends on the rules' order, not on the order the flags were typed.
protocol ResolvingCommand: BenchCommand {
  /// Everything the run needs, read from the command line.
  associatedtype Request
  /// The cross-flag rules, checked in order before any value is read.
  static var rules: [CrossFlagRule] { get }
  /// Reads every flag and opens every file named, or throws a usage error.
  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request
  /// Computes and writes the result of `request`.
  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError)
}

extension ResolvingCommand {
  static var rules: [CrossFlagRule] { [] }

  static func run(_ arguments: ParsedArguments, output: inout OutputBuffer) throws(CommandLineError) {
    try CrossFlagRule.check(rules, arguments)
    let request = try resolve(arguments)
    try run(request, output: &output)
  }
}
