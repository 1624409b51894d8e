import AnimationMath

/// `springbench engines follow TRACE.csv`: `engines --follow TRACE.csv` as its own node.
enum EnginesFollowCommand: ResolvingCommand {
  static let definition = CommandDefinition(
    name: "springbench engines follow",
    abstract: "Drive every spring engine after a moving target: lag, overshoot, velocity jumps, settling.",
    usage: "springbench engines follow TRACE.csv [<spring options>] [<engine options>] [--engines <list>]",
    groups: SpringFlags.groups + [
      (
        "ENGINES",
        [
          EnginesCommand.engines.definition, EngineFlags.fps.definition, EngineFlags.frameTimes.definition,
          EngineFlags.frameTimeUnit.definition, EngineFlags.engineParams.definition,
          OutputFormat.curveOption.definition,
        ] + EngineFlags.settingDefinitions
      )
    ],
    discussion: """
      The same as springbench engines --follow TRACE.csv. TRACE.csv has columns
      t,target (s); every sample is a retarget at its time, delivered right
      after the last frame at or before it; the spring starts at rest at the
      first target. Columns: engine, frames, mean_lag and max_lag (|target in
      effect - value| up to the last sample / the trace's range),
      max_overshoot (/ range), velocity_jump (units/s, empty without a
      velocity), settle_time (s from the last sample), notes. --fps 60,120,240
      adds an fps column; --format svg draws the target and every engine.

      EXAMPLE:
        springbench engines follow drag.csv --fps 60,120,240
      """)

  /// How errors name the trace's source: the subcommand as typed (it has no `--follow` flag).
  static let subcommand = "engines follow"

  /// One velocity and one band; frames from a rate or a list.
  static let rules: [CrossFlagRule] = SpringFlags.rules + EngineFlags.scheduleRules

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> EngineFollow.Table {
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
      throw .usage(
        .invalidInput(input: subcommand, problem: "give exactly one trace file (columns t,target)"))
    }
    let format = try arguments.value(OutputFormat.curveOption)
    try EngineFollow.rejectReplaced(arguments, source: subcommand)
    let spring = try SpringOptions(arguments)
    let names = try EnginesCommand.names(arguments)
    return try EngineFollow.table(arguments, spring, names, path: path, format: format, subcommand: subcommand)
  }

  static func run(_ request: EngineFollow.Table, output: inout OutputBuffer) throws(CommandLineError) {
    try EngineFollow.write(request, output: &output)
  }
}
