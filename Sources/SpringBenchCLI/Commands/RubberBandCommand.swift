import AnimationMath

/// `springbench rubber-band --engine NAME --extent D --offsets LIST`: the displayed offset
/// for each drag offset past a bound, `offset,displayed`.
enum RubberBandCommand: BenchCommand {
  static let engine = Option<RubberBandEngineName>.choice(
    "engine", value: "name",
    help: "uikit (c = 0.55, publicly reverse-engineered, not an Apple formula) or use-gesture (constant 0.15).",
    default: nil)
  static let extent = Option<Double>.number(
    "extent", value: "D",
    help: "uikit: the view's extent (> 0); use-gesture: the scroll range max - min (0 or inf: x^(5c)).",
    range: .nonNegativeOrInfinity)
  static let offsets = Option<[Double]>.numbers(
    "offsets", value: "x1,x2,…", help: "Signed drag offsets past the bound (negative: past the lower bound).",
    range: .finite)

  static let definition = CommandDefinition(
    name: "springbench rubber-band",
    abstract: "A rubber band as a function: offset,displayed for drag offsets past a bound.",
    usage: "springbench rubber-band --engine <name> --extent <D> --offsets <list> [--engine-params KEY=VALUE]",
    groups: [
      ("RUBBER BAND", [engine.definition, extent.definition, offsets.definition, EngineFlags.engineParams.definition]),
      ("OUTPUT", [OutputFormat.curveOption.definition]),
    ],
    discussion: """
      uikit: (1 - 1/(x c/d + 1)) d with c = 0.55 (engine-params coefficient=…),
      as reverse-engineered by Grant Paul (2012); use-gesture:
      rubberbandIfOutOfBounds, x L c/(L + c x) (engine-params constant=…).

      EXAMPLE:
        springbench rubber-band --engine uikit --extent 812 --offsets 0,50,100,400
      """)

  static func run(_ arguments: ParsedArguments, output: inout OutputBuffer) throws(CommandLineError) {
    try arguments.requireNoPositionals()
    guard let name = try arguments.given(engine) else {
      throw .usage(.missingArgument(label: "--engine", example: "uikit"))
    }
    guard let d = try arguments.given(extent) else {
      throw .usage(.missingArgument(label: "--extent", example: "812"))
    }
    guard let list = try arguments.given(offsets) else {
      throw .usage(.missingArgument(label: "--offsets", example: "0,50,100"))
    }
    if name == .uikit, !(d > 0 && d.isFinite) {
      throw .usage(.invalidValue(flag: arguments.spelling(extent), accepted: "a finite number > 0 for uikit", got: "\(d)"))
    }
    let band: RubberBand
    do {
      let text = try arguments.given(EngineFlags.engineParams)
      band = try name.rubberBand(text.map { try EngineConfiguration(parsing: $0) } ?? .empty)
    } catch let error as CommandLineError {
      throw error
    } catch {
      throw .usage(.invalidInput(input: arguments.spelling(EngineFlags.engineParams), problem: "\(error)"))
    }
    let format = try arguments.value(OutputFormat.curveOption)
    var writer = try format.writer(
      TableLayout(
        columns: ["offset", "displayed"], expectedRows: list.count,
        plot: PlotDecoration(title: "rubber band (\(name.rawValue))", xLabel: "offset"),
        parameters: { [("engine", name.rawValue), ("extent", "\(d)")] }))
    writer.begin(&output)
    for x in list { try writer.append([x, band.displayed(offset: x, extent: d)], &output) }
    try writer.end(&output)
  }
}
