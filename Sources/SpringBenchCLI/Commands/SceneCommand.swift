import AnimationMath
import AnimationScenes

/// `springbench scene FILE.json|NAME`: every animated property of a scene over
/// time, as CSV `t` plus one column per property component.
enum SceneCommand: ResolvingCommand {
  static let duration = Option<Double>.number(
    "duration", value: "seconds", help: "like, zan: the seed's duration variable (> 0).", default: 0.5,
    range: .positiveSeconds)
  static let release = Option<Double>.number(
    "release", value: "seconds", help: "shoot: when the press ends (≥ 0.25).", default: 1,
    range: NumberRange(text: "a finite number of seconds ≥ 0.25") { $0 >= 0.25 })
  static let seed = Option<Int>.integer(
    "seed", value: "n", help: "floating-heart: the seed of the random S curve (a whole number ≥ 0).", default: 0,
    bounds: 0...Int.max)

  /// The scene's `--format`: the curve formats plus `html`, the preview.
  enum Format: String, CaseIterable, Sendable {
    case csv, json, table, svg, html
  }
  static let format = Option<Format>.choice(
    "format", value: "csv|json|table|svg|html",
    help:
      "csv, json (Documentation/JSON.md), table (aligned columns), svg (a self-contained plot), or html (a page that plays the scene from these values, at --fps, default 60).",
    default: .csv)

  /// The seed flags apply to the built-in scenes; then the sampling rules.
  static let rules: [CrossFlagRule] =
    [
      .onlyWhen(
        [duration.definition, release.definition, seed.definition], .positionalOneOf(BuiltInScenes.names),
        context: "to the built-in scenes")
    ] + SamplingOptions.parentTimeRules

  static let definition = CommandDefinition(
    name: "springbench scene",
    abstract: "Write every animated property of a scene (a JSON file or a seed) as CSV: t,layer.property,…",
    usage:
      "springbench scene <file.json|\(BuiltInScenes.names.joined(separator: "|"))> [<options>] [<sampling options>]",
    groups: [
      ("BUILT-IN SCENES", [duration.definition, release.definition, seed.definition]),
      ("SAMPLING", SamplingOptions.parentTimeDefinitions + [format.definition]),
    ],
    discussion: """
      The argument is a built-in scene's name (like, shoot, zan, floating-heart,
      written from the seeds' own numbers) or a path to a JSON scene file (write
      ./like to read a file called like). Columns are t and layer.keyPath, with
      .x/.y (points), .width/.height (sizes), .r/.g/.b/.a (colors) or .p0.x,
      .p0.y, … (path points) for compound values; a cell is empty when the
      property has no value (no model value and no animation applied). The
      default grid runs over [0, the scene's duration] at 120 Hz. A malformed
      scene is a usage error naming the JSON path of the problem.

      EXAMPLES:
        springbench scene like --duration 10 --fps 30
        springbench scene floating-heart --seed 7 --step 0.1
        springbench scene my-scene.json --times 0,0.25,0.5
      """)

  /// A resolved `scene`: the scene and how to write it.
  struct Request {
    let scene: AnimationScene
    let output: Output
  }

  /// The html preview at a frame rate, or rows at the sampled times.
  enum Output {
    case preview(fps: Double)
    case rows(format: OutputFormat, times: SampleValues, sizeNote: SizeGuard.Note)
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    let source = try arguments.onePositional("<file.json|\(BuiltInScenes.names.joined(separator: "|"))>")
    let chosen = try arguments.value(Self.format)
    let scene = try load(source, arguments)
    if chosen == .html {
      // The preview samples its own frames (Plot/ScenePreview.swift).
      for other in SamplingOptions.parentTimeDefinitions where other.name != "fps" && arguments.has(other) {
        throw .usage(
          .invalidInput(input: arguments.spelling(other), problem: "does not apply to --format html (use --fps)"))
      }
      return Request(scene: scene, output: .preview(fps: try arguments.given(SamplingOptions.fps) ?? 60))
    }
    let format = OutputFormat(rawValue: chosen.rawValue)!  // csv, json, table, svg are OutputFormat cases
    let times = try SamplingOptions.parentTimes(arguments, defaultEnd: scene.duration)
    let sizeNote = try SizeGuard.check(arguments, format: format, columns: 1 + scene.header.count, values: times)
    return Request(scene: scene, output: .rows(format: format, times: times, sizeNote: sizeNote))
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    let scene = request.scene
    let (format, times, sizeNote): (OutputFormat, SampleValues, SizeGuard.Note)
    switch request.output {
    case .preview(let fps):
      var preview = ScenePreview()
      preview.fps = fps
      output.append(preview.render(scene))
      return
    case .rows(let chosen, let sampled, let note): (format, times, sizeNote) = (chosen, sampled, note)
    }
    var writer = try format.writer(
      TableLayout(
        columns: ["t"] + scene.header, expectedRows: times.count ?? 0,
        plot: PlotDecoration(
          title: "scene \(scene.name)", xLabel: "t (s)",
          figure: { columns in PlotFigure.scene(scene, times: columns[0]) }),
        parameters: {
          [("scene", .text(scene.name)), ("duration", .number(scene.duration))]
            + scene.notes.enumerated().map { ("note\($0.offset + 1)", .text($0.element)) }
        },
        tableNumbers: .measurements))
    sizeNote.print()
    writer.begin(&output)
    var values = times.makeIterator()
    while let t = try values.next() {
      var cells: [TableCell] = [.number(t)]
      for cell in scene.row(at: t) {
        guard let cell else {
          cells.append(.missing)
          continue
        }
        guard cell.isFinite else { throw .failure(.nonFinite(where: "at t = \(t)")) }
        cells.append(.number(cell))
      }
      try writer.append(cells: cells, &output)
    }
    try writer.end(&output)
    for note in scene.notes { writeToStandardError("note: \(note)") }
  }

  /// The built-in scene `source`, or the JSON file at `source`.
  static func load(_ source: String, _ arguments: ParsedArguments) throws(CommandLineError) -> AnimationScene {
    if BuiltInScenes.names.contains(source) {
      var parameters = BuiltInScenes.Parameters()
      parameters.duration = try arguments.given(duration)
      parameters.release = try arguments.given(release)
      parameters.seed = try arguments.given(seed).map { UInt64($0) }
      do {
        return try BuiltInScenes.scene(named: source, parameters)
      } catch {
        // A parameter the scene does not take, named by its flag.
        let flag = error.path.hasPrefix("(parameters).") ? "--" + error.path.dropFirst(13) : error.path
        throw .usage(.invalidInput(input: String(flag), problem: error.message))
      }
    }
    let bytes = try InputFile.text(of: source, input: "scene file")
    do {
      return try SceneLoader.load(bytes)
    } catch {
      if let syntax = error.syntax { throw .usage(.syntax(input: "scene file '\(source)' is not valid JSON", syntax)) }
      throw .usage(.invalidInput(input: "scene file '\(source)'", problem: error.description))
    }
  }
}
