import AnimationMath

/// `springbench --engine NAME`: the frames an engine renders, as t,value,velocity,engine_time
/// (+ ideal_value with `--reference ideal`).
enum EngineCurve {
  /// A resolved engine curve: the engine's run, and how to write it.
  struct Frames {
    let name: SpringEngineName
    let format: OutputFormat
    let spring: SpringOptions
    let run: EngineRun
    /// Whether the ideal curve's value is a column (`--reference ideal`).
    let withIdeal: Bool
    let sizeNote: SizeGuard.Note
  }

  /// Runs the engine `name` after reading its flags; `--reference` takes only `ideal`.
  static func frames(_ arguments: ParsedArguments, spring: SpringOptions, name: SpringEngineName, format: OutputFormat)
    throws(CommandLineError) -> Frames
  {
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
    let run = EngineHost(schedule: options.schedule, retargets: options.retargets).run(&engine)
    let sizeNote = try SizeGuard.check(
      arguments, format: format, columns: withIdeal ? 5 : 4, rows: run.frames.count)
    return Frames(name: name, format: format, spring: spring, run: run, withIdeal: withIdeal, sizeNote: sizeNote)
  }

  /// Writes the run; a run that ran out of frames says so on stderr.
  static func write(_ frames: Frames, output: inout OutputBuffer) throws(CommandLineError) {
    let (name, format, spring, result, withIdeal) =
      (frames.name, frames.format, frames.spring, frames.run, frames.withIdeal)
    var columns = ["t", "value", "velocity", "engine_time"]
    if withIdeal { columns.append("ideal_value") }
    let ideal = spring.solution
    var writer = try format.writer(
      TableLayout(
        columns: columns, expectedRows: result.frames.count,
        plot: PlotDecoration(title: "\(name.rawValue): \(spring.summary)", xLabel: "t (s)"),
        parameters: { SpringCurveCommand.parameters(spring) + [("engine", .text(name.rawValue))] },
        tableNumbers: .measurements))
    frames.sizeNote.print()
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
