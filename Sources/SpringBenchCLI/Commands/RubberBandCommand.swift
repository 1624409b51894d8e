import AnimationMath

/// `springbench rubber-band --engine NAME --extent D --offsets LIST|@FILE|-`: the displayed offset
/// for each drag offset past a bound, `offset,displayed`.
enum RubberBandCommand: ResolvingCommand {
  static let engine = Option<RubberBandEngineName>.choice(
    "engine", value: "name",
    help:
      "uikit (c = 0.55, publicly reverse-engineered, not an Apple formula), use-gesture (constant 0.15) or flutter (BouncingScrollPhysics, per drag step).",
    default: nil)
  static let extent = Option<Double>.number(
    "extent", value: "D",
    help: "uikit and flutter: the view's extent (> 0); use-gesture: the scroll range max - min (0 or inf: x^(5c)).",
    range: .nonNegativeOrInfinity)
  static let offsets = Option<[Double]>.numbers(
    "offsets", value: "x1,x2,…|@file|-",
    help: "Signed drag offsets past the bound (negative: past the lower bound); @FILE or - reads one per line.",
    range: .finite)
  static let offsetsColumn = Option<String>.text(
    "offsets-column", value: "name", help: "With --offsets @FILE or -: read the offsets from this column of a CSV file."
  )

  static let dragStep = Option<Double>.number(
    "drag-step", value: "units", help: "flutter: apply the drag in steps of this size (default 1).", range: .positive)

  static let rules: [CrossFlagRule] = [
    .onlyWhen([dragStep.definition], .oneOf(engine, [.flutter]), context: "with --engine flutter")
  ]

  static let definition = CommandDefinition(
    name: "springbench rubber-band",
    abstract: "A rubber band as a function: offset,displayed for drag offsets past a bound.",
    usage: "springbench rubber-band --engine <name> --extent <D> --offsets <list|@file|-> [--engine-params KEY=VALUE]",
    groups: [
      (
        "RUBBER BAND",
        [
          engine.definition, extent.definition, offsets.definition, offsetsColumn.definition, dragStep.definition,
          EngineFlags.engineParams.definition,
        ]
      ),
      ("OUTPUT", [OutputFormat.curveOption.definition]),
    ],
    discussion: """
      uikit: (1 - 1/(x c/d + 1)) d with c = 0.55 (engine-params coefficient=…),
      as reverse-engineered by Grant Paul (2012); use-gesture:
      rubberbandIfOutOfBounds, x L c/(L + c x) (engine-params constant=…);
      flutter: applyPhysicsToUserOffset per --drag-step from the bound
      (engine-params rate=normal|fast). Reanimated has no such function: its
      rubberBandEffect is a pull inside withDecay (decay --engine reanimated
      --engine-params rubberBandEffect=true).

      EXAMPLE:
        springbench rubber-band --engine uikit --extent 812 --offsets 0,50,100,400
        springbench rubber-band --engine uikit --extent 812 --offsets @drag.txt
      """)

  /// A resolved `rubber-band`: the engine's band and the offsets to display.
  struct Request {
    let name: RubberBandEngineName
    let extent: Double
    let band: RubberBand
    let offsets: SampleValues
    let format: OutputFormat
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    try arguments.requireNoPositionals()
    guard let name = try arguments.given(engine) else {
      throw .usage(.missingArgument(label: "--engine", example: "uikit"))
    }
    guard let d = try arguments.given(extent) else {
      throw .usage(.missingArgument(label: "--extent", example: "812"))
    }
    guard let list = try arguments.numberList(offsets, column: offsetsColumn) else {
      throw .usage(.missingArgument(label: "--offsets", example: "0,50,100"))
    }
    if name != .useGesture, !(d > 0 && d.isFinite) {
      throw .usage(
        .invalidValue(
          flag: arguments.spelling(extent), accepted: "a finite number > 0 for \(name.rawValue)", got: "\(d)"))
    }
    var pairs = try EngineFlags.engineParamPairs(arguments)
    if let step = try arguments.given(dragStep) {
      // A value given twice, by its flag and by its key: not a rule between flags.
      if pairs.contains(where: { $0.key == "dragStep" }) {
        throw .usage(
          .conflict(flag: arguments.spelling(dragStep), with: "--engine-params dragStep", advice: "give one of them"))
      }
      pairs.append(("dragStep", "\(step)"))
    }
    let band: RubberBand
    do {
      band = try name.rubberBand(try EngineConfiguration(pairs))
    } catch {
      throw .usage(.invalidInput(input: arguments.spelling(EngineFlags.engineParams), problem: "\(error)"))
    }
    return Request(
      name: name, extent: d, band: band, offsets: list, format: try arguments.value(OutputFormat.curveOption))
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    let (name, d) = (request.name, request.extent)
    var writer = try request.format.writer(
      TableLayout(
        columns: ["offset", "displayed"], expectedRows: request.offsets.count ?? 0,
        plot: PlotDecoration(title: "rubber band (\(name.rawValue))", xLabel: "offset"),
        parameters: { [("engine", .text(name.rawValue)), ("extent", d.isFinite ? .number(d) : .missing)] },
        tableNumbers: .measurements))
    writer.begin(&output)
    var values = request.offsets.makeIterator()
    while let x = try values.next() { try writer.append([x, request.band.displayed(offset: x, extent: d)], &output) }
    try writer.end(&output)
  }
}
