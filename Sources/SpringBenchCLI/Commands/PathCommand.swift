import AnimationMath
import GSLOracle

/// `springbench path "M 0 0 C …"`: points along a path, by Bézier parameter or
/// by arc length, as CSV `segment,param,arc_length,x,y,angle`.
enum PathCommand: ResolvingCommand {
  static let samples = Option<Int>.integer(
    "samples", value: "n", help: "Number of samples, both ends included (n ≥ 2).", default: 101,
    bounds: 2...PathMeasure.maximumSampleCount)
  static let spacing = Option<PathSampleSpacing>.choice(
    "spacing", value: "parameter|arc",
    help:
      "parameter: equal Bézier-parameter shares per segment, as Core Animation's linear keyframe mode; arc: equal arc length, as paced mode.",
    default: .parameter)
  static let atLength = Option<[Double]>.numbers(
    "at-length", value: "s1,s2,…",
    help: "Sample the points at these arc lengths from the start (0 ≤ s ≤ the length), in this order.",
    range: .nonNegative)
  static let format = OutputFormat.option(
    OutputFormat.curveFormats, default: .csv,
    help: "csv, json (Documentation/JSON.md), table, or svg (the path in its plane; not with --length or --bounds).")
  static let length = Option<Bool>.flag(
    "length",
    help: "Print only the total arc length: a bare number, or with --format csv|json|table a table with its header.")
  static let bounds = Option<Bool>.flag(
    "bounds",
    help:
      "Print only the tight bounding box, min_x,min_y,max_x,max_y (from the derivative's roots, not the control points)."
  )
  static let arc = Option<[Double]>(
    "arc", value: "cx,cy,r,start,end,cw",
    help:
      "Instead of <path-data>: the arc UIBezierPath(arcCenter:…) builds, center cx,cy, radius r, angles in radians, clockwise cw 1 or 0.",
    default: nil, accepted: "six numbers cx,cy,r,start,end,cw with r > 0 and cw 0 or 1"
  ) { text in
    let fields = text.split(separator: ",", omittingEmptySubsequences: false).map { NumberSyntax.double(String($0)) }
    guard fields.count == 6, fields.allSatisfy({ $0?.isFinite == true }) else { return nil }
    let values = fields.map { $0! }
    guard values[2] > 0, values[5] == 0 || values[5] == 1 else { return nil }
    return values
  }
  static let arcReading = Option<ArcReading>.choice(
    "arc-reading", value: "exact|coreGraphicsCubics",
    help:
      "--arc as the exact circle, or as the ≤ 90° cubics Core Graphics is publicly understood to store (an assumption).",
    default: .exact)
  static let curvature = Option<Bool>.flag(
    "curvature", help: "Add a curvature column (1/length, + turning left in y-up axes).")
  enum Reference: String, CaseIterable, Sendable { case gsl }
  static let reference = Option<Reference>.choice(
    "reference", value: "gsl",
    help: "With --length, also print GSL's length (qag GAUSS61 per speed-monotone piece; qagp for arcs).",
    default: nil)

  /// `--arc-reading` reads `--arc`; `--bounds` and `--length` print one row and take
  /// no sampling flags; `--reference` checks the length; `--at-length` lists every sample.
  static let rules: [CrossFlagRule] = [
    .requires(arcReading.definition, needs: arc.definition),
    .conflicts(
      [samples.definition, spacing.definition, atLength.definition, length.definition, reference.definition],
      with: bounds.definition),
    .conflicts([samples.definition, spacing.definition, atLength.definition], with: length.definition),
    .requires(reference.definition, needs: length.definition),
    .conflicts(
      [samples.definition, spacing.definition], with: atLength.definition, advice: "--at-length lists every sample"),
  ]

  static let definition = CommandDefinition(
    name: "springbench path",
    abstract: "Sample an SVG path: segment,param,arc_length,x,y,angle as CSV.",
    usage: "springbench path <path-data> [--samples <n>] [--spacing parameter|arc] [--at-length <s,…>] [--length]",
    groups: [
      (
        "PATH",
        [
          samples.definition, spacing.definition, atLength.definition, length.definition, bounds.definition,
          arc.definition, arcReading.definition, curvature.definition, reference.definition,
          format.definition, SizeGuard.maxRows.definition,
        ]
      )
    ],
    discussion: """
      <path-data> is SVG path data: M, L, H, V, C, S, Q, T, A, Z, absolute and
      relative (arcs by the SVG 2 rules, with exact elliptic arc length), or
      --arc. arc_length is the arc length of the printed point, from the
      path's start; angle is the tangent's direction in radians (rotationMode
      auto), with the one-sided limit at zero-speed points such as cusps.
      --format svg draws the path in its plane (y down, as in SVG).
      """)

  /// A resolved `path`: the path, its data, and what to print of it.
  struct Request {
    let path: BezierPath
    /// The path data, as typed or as `--arc` writes it.
    let data: String
    let format: OutputFormat
    let mode: Mode
  }

  /// What `path` prints.
  enum Mode {
    /// `--bounds`: the tight bounding box.
    case bounds(BoundingBox)
    /// `--length`: the arc length, with GSL's (`--reference gsl`); `header` when
    /// the reference or a `--format` was typed.
    case length(reference: Bool, header: Bool)
    /// Points along the path.
    case samples(Samples)
  }

  /// The points sampled, how, and whether with curvature.
  struct Samples {
    let measure: PathMeasure
    let points: [PathSample]
    let spacingName: String
    let withCurvature: Bool
    let sizeNote: SizeGuard.Note
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    // --bounds and --length are numbers, not a curve: csv, json or table.
    let wantsBounds = try arguments.value(bounds)
    let wantsLength = try arguments.value(length)
    let format = try OutputFormat.value(
      Self.format, arguments,
      accepting: wantsBounds || wantsLength ? OutputFormat.dataFormats : OutputFormat.curveFormats,
      context: wantsBounds ? "with --bounds" : "with --length", default: .csv)
    let (path, data) = try pathAndData(arguments)
    try InputLimits.checkPath(path, input: arguments.has(arc) ? arguments.spelling(arc) : "<path-data>")
    let mode: Mode
    if wantsBounds {
      guard let box = path.boundingBox else {
        throw .usage(.invalidInput(input: "<path-data>", problem: "it draws nothing, so it has no bounding box"))
      }
      mode = .bounds(box)
    } else if wantsLength {
      // Without --format, the length alone has no header line (a number for
      // scripts); with the reference, or a --format typed, it has its header.
      let reference = try arguments.given(reference) != nil
      mode = .length(reference: reference, header: reference || arguments.has(Self.format))
    } else {
      mode = .samples(try samples(path, format, arguments))
    }
    return Request(path: path, data: data, format: format, mode: mode)
  }

  /// The path of `--arc` or of `<path-data>`, and its SVG path data.
  static func pathAndData(_ arguments: ParsedArguments) throws(CommandLineError) -> (BezierPath, String) {
    if let values = try arguments.given(arc) {
      try arguments.requireNoPositionals()
      let path = BezierPath(
        arcCenter: Point(x: values[0], y: values[1]), radius: values[2], startAngle: values[3], endAngle: values[4],
        clockwise: values[5] == 1, reading: try arguments.value(arcReading))
      return (path, path.svgPathData)
    }
    let data = try arguments.onePositional("<path-data>", example: "'M 0 0 C 30 0 70 100 100 100' (or --arc)")
    do {
      return (try SVGPathParser.parse(data), data)
    } catch {
      throw .usage(.syntax(input: "<path-data>", error))
    }
  }

  /// The points `--samples` and `--spacing`, or `--at-length`, ask for.
  static func samples(_ path: BezierPath, _ format: OutputFormat, _ arguments: ParsedArguments)
    throws(CommandLineError) -> Samples
  {
    let measure = PathMeasure(path)
    let withCurvature = try arguments.value(curvature)
    let lengths = try arguments.given(atLength)
    var requested = try arguments.value(samples)
    if let lengths { requested = lengths.count }
    let sizeNote = try SizeGuard.check(arguments, format: format, columns: withCurvature ? 7 : 6, rows: requested)
    let points: [PathSample]
    do {
      if let lengths {
        try checkLengths(lengths, measure.length, arguments)
        points = try measure.samples(atArcLengths: lengths)
      } else {
        points = try measure.samples(count: try arguments.value(samples), spacing: try arguments.value(spacing))
      }
    } catch let error as CommandLineError {
      throw error
    } catch let error as PathSamplingError {
      throw .usage(.invalidInput(input: "<path-data>", problem: error.description))
    } catch {
      throw .usage(.invalidInput(input: "<path-data>", problem: "\(error)"))
    }
    let spacingName = lengths != nil ? "at-length" : (try arguments.value(spacing)).rawValue
    return Samples(
      measure: measure, points: points, spacingName: spacingName, withCurvature: withCurvature, sizeNote: sizeNote)
  }

  /// Throws unless `lengths` are at most the sample limit and within [0, `total`].
  static func checkLengths(_ lengths: [Double], _ total: Double, _ arguments: ParsedArguments)
    throws(CommandLineError)
  {
    guard lengths.count <= PathMeasure.maximumSampleCount else {
      throw .usage(
        .tooLarge(
          what: arguments.spelling(atLength), limit: PathMeasure.maximumSampleCount, got: lengths.count, advice: ""))
    }
    if let beyond = lengths.firstIndex(where: { $0 > total }) {
      let typed = (arguments.raw(atLength) ?? "").split(separator: ",", omittingEmptySubsequences: false)
      let text = beyond < typed.count ? String(typed[beyond]).filter { $0 != " " } : "\(lengths[beyond])"
      throw .usage(
        .invalidValue(
          flag: arguments.spelling(atLength), accepted: "arc lengths in [0, \(total)] (the path's length)", got: text))
    }
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    switch request.mode {
    case .bounds(let box):
      let data = request.data
      var writer = try request.format.writer(
        TableLayout(
          columns: ["min_x", "min_y", "max_x", "max_y"], expectedRows: 1,
          plot: PlotDecoration(title: "bounds", xLabel: ""),
          parameters: { [("path", .text(data))] }, tableNumbers: .measurements))
      writer.begin(&output)
      try writer.append([box.minimum.x, box.minimum.y, box.maximum.x, box.maximum.y], &output)
      try writer.end(&output)
    case .length(let reference, let header):
      try writeLength(request, reference: reference, header: header, &output)
    case .samples(let samples):
      try writeSamples(request, samples, &output)
    }
  }

  /// GSL's length of `path`: per segment, qag for Bézier segments and the elliptic quadrature for arcs.
  static func referenceLength(_ path: BezierPath) throws(CommandLineError) -> Double {
    do {
      var total = 0.0
      for segment in path.segments {
        if case .arc(let arc) = segment {
          total += try GSLEllipticArcOracle.length(of: arc).quadrature
        } else {
          total += try GSLArcLengthOracle.measure(segment).qag
        }
      }
      return total
    } catch {
      throw .failure(.referenceFailed(reference: "GSL reference", detail: "\(error)", advice: ""))
    }
  }

  /// `--length`: the arc length, and GSL's beside it.
  static func writeLength(_ request: Request, reference: Bool, header: Bool, _ output: inout OutputBuffer)
    throws(CommandLineError)
  {
    let referenceLength = reference ? try referenceLength(request.path) : nil
    let length = PathMeasure(request.path).length
    guard length.isFinite else { throw .failure(.nonFinite(where: "(the path's length overflows a double)")) }
    let data = request.data
    var writer = try request.format.writer(
      TableLayout(
        columns: referenceLength == nil ? ["length"] : ["length", "gsl_length"], expectedRows: 1,
        plot: PlotDecoration(title: "", xLabel: ""), parameters: { [("path", .text(data))] }))
    if header { writer.begin(&output) }
    try writer.append([length] + (referenceLength.map { [$0] } ?? []), &output)
    try writer.end(&output)
  }

  /// The sampled points, one row each, with the curvature when asked.
  static func writeSamples(_ request: Request, _ samples: Samples, _ output: inout OutputBuffer)
    throws(CommandLineError)
  {
    let (path, data, points, measure) = (request.path, request.data, samples.points, samples.measure)
    let (spacingName, withCurvature) = (samples.spacingName, samples.withCurvature)
    var writer = try request.format.writer(
      TableLayout(
        columns: ["segment", "param", "arc_length", "x", "y", "angle"] + (withCurvature ? ["curvature"] : []),
        integerColumns: [0], expectedRows: points.count,
        plot: PlotDecoration(
          title: "path (\(spacingName) spacing)", xLabel: "arc length",
          figure: { _ in PlotFigure.path(title: "path (\(spacingName) spacing)", path: path, samples: points) }),
        parameters: { [("path", .text(data)), ("spacing", .text(spacingName)), ("length", .number(measure.length))] },
        tableNumbers: .measurements))
    samples.sizeNote.print()
    writer.begin(&output)
    var cusps: [Int] = []
    for (index, sample) in points.enumerated() {
      var cells: [TableCell] =
        [.wholeNumber(Double(sample.segment))]
        + [sample.parameter, sample.arcLength, sample.x, sample.y, sample.angle].map { .number($0) }
      if withCurvature {
        // At a cusp the one-sided limit is ±∞: the cell is left empty and a note names the row.
        let kappa = measure.curvature(at: sample)
        if kappa.isFinite {
          cells.append(.number(kappa))
        } else {
          cells.append(.missing)
          cusps.append(index + 1)
        }
      }
      try writer.append(cells: cells, &output)
    }
    try writer.end(&output)
    if !cusps.isEmpty {
      writeToStandardError(
        "note: the curvature is unbounded (a cusp: the speed is 0 and the path turns) at row(s) "
          + cusps.map(String.init).joined(separator: ", ") + "; those cells are empty")
    }
  }
}
