import AnimationMath
import AnimationScenes

/// `springbench scene FILE.json|NAME`: every animated property of a scene over
/// time, as CSV `t` plus one column per property component.
enum SceneCommand: BenchCommand {
  static let definition = CommandDefinition(
    name: "springbench scene",
    abstract: "Write every animated property of a scene (a JSON file or a seed) as CSV: t,layer.property,…",
    usage: "springbench scene <file.json|\(BuiltInScenes.names.joined(separator: "|"))> [<options>] [<sampling options>]",
    groups: [
      (
        "BUILT-IN SCENES",
        [
          OptionDefinition(
            "duration", value: "seconds", help: "like, zan: the seed's duration variable (> 0).", default: "0.5"),
          OptionDefinition(
            "release", value: "seconds", help: "shoot: when the press ends (≥ 0.25).", default: "1"),
          OptionDefinition(
            "seed", value: "n", help: "floating-heart: the seed of the random S curve (a whole number ≥ 0).",
            default: "0"),
        ]
      ),
      ("SAMPLING", TimingCommand.samplingDefinitions),
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

  static func run(_ arguments: ParsedArguments, output: inout OutputBuffer) throws(CommandLineError) {
    guard let source = arguments.positionals.first else {
      throw .usage("Missing expected argument '<file.json|\(BuiltInScenes.names.joined(separator: "|"))>'")
    }
    if let extra = arguments.positionals.dropFirst().first {
      throw .usage("Unexpected argument '\(extra)'")
    }
    let scene = try load(source, arguments)
    let times = try SampleValues(parentTimes: arguments, defaultEnd: scene.duration)

    var writer = try CurveWriter(
      arguments, columns: ["t"] + scene.header, rowCount: times.count,
      parameters: [("scene", scene.name), ("duration", "\(scene.duration)")],
      decoration: .init(band: nil, title: "scene \(scene.name)", xLabel: "t (s)"))
    writer.begin(&output)
    for index in 0..<times.count {
      let t = times[index]
      var cells: [CurveWriter.Cell] = [.number(t)]
      for cell in scene.row(at: t) {
        guard let cell else {
          cells.append(.missing)
          continue
        }
        guard cell.isFinite else {
          throw .failure("internal error: a non-finite value at t = \(t); output stops here")
        }
        cells.append(.number(cell))
      }
      try writer.append(cells: cells, &output)
    }
    writer.end(&output)
  }

  /// The built-in scene `source`, or the JSON file at `source`.
  static func load(_ source: String, _ arguments: ParsedArguments) throws(CommandLineError) -> AnimationScene {
    if BuiltInScenes.names.contains(source) {
      var parameters = BuiltInScenes.Parameters()
      parameters.duration = try arguments.double("duration", range: "a finite number of seconds > 0") { $0 > 0 }
      parameters.release = try arguments.double("release", range: "a finite number of seconds ≥ 0.25") { $0 >= 0.25 }
      parameters.seed = try arguments.integer("seed", bounds: 0...Int.max).map { UInt64($0) }
      do {
        return try BuiltInScenes.scene(named: source, parameters)
      } catch {
        // A parameter the scene does not take, named by its flag.
        let flag = error.path.hasPrefix("(parameters).") ? "--" + error.path.dropFirst(13) : error.path
        throw .usage("\(flag) \(error.message)")
      }
    }
    for flag in ["duration", "release", "seed"] where arguments.has(flag) {
      throw .usage("\(arguments.spelling(flag)) applies to the built-in scenes only")
    }
    let bytes = try InputFile.contents(of: source, flag: "scene")
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .usage("scene file '\(source)' is not UTF-8 text")
    }
    do {
      return try SceneLoader.load(text)
    } catch {
      throw .usage("scene file '\(source)': \(error)")
    }
  }
}
