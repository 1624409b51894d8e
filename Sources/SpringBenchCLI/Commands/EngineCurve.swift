import AnimationMath

/// `springbench --engine NAME`: the frames an engine renders, as t,value,velocity,engine_time
/// (+ ideal_value with `--reference ideal`).
enum EngineCurve {
  /// Writes the run; a run that ran out of frames says so on stderr.
  static func run(
    _ arguments: ParsedArguments, spring: SpringOptions, name: SpringEngineName, format: OutputFormat,
    output: inout OutputBuffer
  ) throws(CommandLineError) {
    try arguments.reject(
      [
        SamplingOptions.step.definition, SamplingOptions.samples.definition, SamplingOptions.times.definition,
        SamplingOptions.until.definition,
      ],
      context: "to a spring grid; engines render at --fps or --frame-times")
    if let path = try arguments.given(EngineFollow.follow) {
      try arguments.reject([SpringCurveCommand.reference.definition], context: "to an engine without --follow")
      try EngineFollow.frames(arguments, spring, name, path: path, format: format, output: &output)
      return
    }
    var withIdeal = false
    if let list = try arguments.given(SpringCurveCommand.reference) {
      guard list == "ideal" else {
        throw .usage(
          .invalidValue(
            flag: arguments.spelling(SpringCurveCommand.reference), accepted: "ideal (with --engine)", got: list))
      }
      withIdeal = true
    }
    let options = try EngineOptions(arguments, spring: spring, name: name)
    var engine = try options.makeEngine(arguments)
    let result = EngineHost(schedule: options.schedule, retargets: options.retargets).run(&engine)
    var columns = ["t", "value", "velocity", "engine_time"]
    if withIdeal { columns.append("ideal_value") }
    let ideal = spring.solution
    let sizeNote = try SizeGuard.check(arguments, format: format, columns: columns.count, rows: result.frames.count)
    var writer = try format.writer(
      TableLayout(
        columns: columns, expectedRows: result.frames.count,
        plot: PlotDecoration(title: "\(name.rawValue): \(spring.summary)", xLabel: "t (s)"),
        parameters: { SpringCurveCommand.parameters(spring) + [("engine", .text(name.rawValue))] },
        tableNumbers: .measurements))
    sizeNote.print()
    writer.begin(&output)
    for frame in result.frames {
      var cells: [TableCell] = [
        .number(frame.hostTime), .number(frame.value), frame.velocity.map { .number($0) } ?? .missing,
        frame.engineTime.map { .number($0) } ?? .missing,
      ]
      if withIdeal { cells.append(.number(ideal.position(at: frame.hostTime))) }
      try writer.append(cells: cells, &output)
    }
    try writer.end(&output)
    if let time = result.divergenceTime {
      writeToStandardError(
        EngineDivergence.note(engine: name.rawValue, at: time, lastFrame: result.frames.last?.hostTime ?? 0))
    } else if !result.completed {
      writeToStandardError(
        "note: engine \(name.rawValue) had not completed by the last frame (t = \(result.frames.last?.hostTime ?? 0) s)"
      )
    }
  }
}
