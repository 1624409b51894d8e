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
    "drag-step", value: "units",
    help:
      "flutter: apply the drag in whole steps of this size from the bound, then the remainder smaller than a step as one last partial step, so every offset is applied in full (default 1; at most 10000000 steps per offset).",
    range: .positive)

  static let rules: [CrossFlagRule] = [
    .onlyWhen(
      [dragStep.definition, DecayFlags.rate.definition], .oneOf(engine, [.flutter]), context: "with --engine flutter")
  ]

  /// The `--rate` values rubber-band flutter takes: BouncingScrollPhysics' ScrollDecelerationRate.
  static let rates = ["normal", "fast"]

  static let definition = CommandDefinition(
    name: "springbench rubber-band",
    abstract: "A rubber band as a function: offset,displayed for drag offsets past a bound.",
    usage: "springbench rubber-band --engine <name> --extent <D> --offsets <list|@file|-> [--engine-params KEY=VALUE]",
    groups: [
      (
        "RUBBER BAND",
        [
          engine.definition, extent.definition, offsets.definition, offsetsColumn.definition, dragStep.definition,
          DecayFlags.rate.definition, EngineFlags.engineParams.definition,
        ]
      ),
      ("OUTPUT", [OutputFormat.curveOption.definition]),
    ],
    discussion: """
      uikit: (1 - 1/(x c/d + 1)) d with c = 0.55 (engine-params coefficient=…),
      as reverse-engineered by Grant Paul (2012); use-gesture:
      rubberbandIfOutOfBounds, x L c/(L + c x) (engine-params constant=…);
      flutter: applyPhysicsToUserOffset per --drag-step from the bound: the
      whole steps, then the remainder (smaller than a step, when > 0) as one
      last partial step; --rate normal|fast (friction base 0.52 or 0.26).
      Reanimated has no such function: its
      rubberBandEffect is a pull inside withDecay (decay --engine reanimated
      --engine-params rubberBandEffect=true).

      EXAMPLE:
        springbench rubber-band --engine uikit --extent 812 --offsets 0,50,100,400
        springbench rubber-band --engine uikit --extent 812 --offsets @drag.txt
        springbench rubber-band --engine flutter --rate fast --extent 812 --offsets 50
      """)

  /// A resolved `rubber-band`: the engine's band and the offsets to display.
  struct Request {
    let name: RubberBandEngineName
    let extent: Double
    let band: RubberBand
    let offsets: SampleValues
    /// `--drag-step` as typed, for the step-count error.
    let stepFlag: String
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
    if let rate = try arguments.given(DecayFlags.rate) {
      guard rates.contains(rate) else {
        throw .usage(
          .invalidValue(
            flag: arguments.spelling(DecayFlags.rate), accepted: "normal or fast (ScrollDecelerationRate)", got: rate))
      }
      if pairs.contains(where: { $0.key == RubberBandEngineName.Key.rate.name }) {
        throw .usage(
          .conflict(
            flag: arguments.spelling(DecayFlags.rate), with: "--engine-params rate", advice: "give one of them"))
      }
      pairs.append((RubberBandEngineName.Key.rate.name, rate))
    }
    let band: RubberBand
    do {
      band = try name.rubberBand(try EngineConfiguration(pairs))
    } catch {
      throw .usage(.invalidInput(input: arguments.spelling(EngineFlags.engineParams), problem: "\(error)"))
    }
    // A listed drag is refused before any row; a streamed one when its line is read.
    if case .listed(let values) = list {
      for x in values { try checkSteps(band, offset: x, flag: arguments.spelling(dragStep)) }
    }
    return Request(
      name: name, extent: d, band: band, offsets: list, stepFlag: arguments.spelling(dragStep),
      format: try arguments.value(OutputFormat.curveOption))
  }

  /// Refuses a flutter drag that needs more than ``RubberBand/maximumDragSteps`` steps,
  /// naming the drag step and the smallest one that would do.
  static func checkSteps(_ band: RubberBand, offset: Double, flag: String) throws(CommandLineError) {
    guard case .flutter(_, let step) = band,
      RubberBand.dragSteps(offset: offset, dragStep: step) > Double(RubberBand.maximumDragSteps)
    else { return }
    let smallest = abs(offset) / Double(RubberBand.maximumDragSteps)
    throw .usage(
      .invalidValue(
        flag: flag,
        accepted:
          "a step ≥ \(PasteNumber.text(smallest)) for the offset \(PasteNumber.text(offset)) (at most \(RubberBand.maximumDragSteps) steps per offset)",
        got: PasteNumber.text(step)))
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
    while let x = try values.next() {
      try checkSteps(request.band, offset: x, flag: request.stepFlag)
      try writer.append([x, request.band.displayed(offset: x, extent: d)], &output)
    }
    try writer.end(&output)
  }
}
