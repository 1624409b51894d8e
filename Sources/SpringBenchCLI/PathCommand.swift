import AnimationMath
import GSLOracle

/// `springbench path "M 0 0 C …"`: points along a path, by Bézier parameter or
/// by arc length, as CSV `segment,param,arc_length,x,y,angle`.
enum PathCommand: BenchCommand {
  static let definition = CommandDefinition(
    name: "springbench path",
    abstract: "Sample an SVG path: segment,param,arc_length,x,y,angle as CSV.",
    usage: "springbench path <path-data> [--samples <n>] [--spacing parameter|arc] [--length]",
    groups: [
      (
        "PATH",
        [
          OptionDefinition("samples", value: "n", help: "Number of samples, both ends included (n ≥ 2).", default: "101"),
          OptionDefinition(
            "spacing", value: "parameter|arc",
            help: "parameter: equal Bézier-parameter shares per segment, as Core Animation's linear keyframe mode; arc: equal arc length, as paced mode.",
            default: "parameter"),
          OptionDefinition("length", help: "Print only the total arc length."),
          OptionDefinition(
            "reference", value: "gsl", help: "With --length, also print GSL's length (qag GAUSS61 per speed-monotone piece)."),
          CurveWriter.formatOption,
        ]
      )
    ],
    discussion: """
      <path-data> is SVG path data: M, L, H, V, C, S, Q, T, Z, absolute and
      relative (A is not supported). arc_length is measured from the path's start;
      angle is the tangent's direction in radians (rotationMode auto), with the
      one-sided limit at zero-speed points such as cusps.
      """)

  static func run(_ arguments: ParsedArguments, output: inout OutputBuffer) throws(CommandLineError) {
    guard let data = arguments.positionals.first else {
      throw .usage("path needs <path-data>, for example 'M 0 0 C 30 0 70 100 100 100'")
    }
    if arguments.positionals.count > 1 { throw .usage("Unexpected argument '\(arguments.positionals[1])'") }
    let path: BezierPath
    do {
      path = try SVGPathParser.parse(data)
    } catch {
      throw .usage("<path-data>: \(error.description)")
    }
    let count = try arguments.integer("samples", bounds: 2...PathMeasure.maximumSampleCount) ?? 101
    let spacingName = try arguments.choice("spacing", PathSampleSpacing.allCases.map(\.rawValue)) ?? "parameter"
    let spacing = PathSampleSpacing(rawValue: spacingName)!
    let measure = PathMeasure(path)
    if arguments.has("length") {
      for name in ["samples", "spacing", "format"] where arguments.has(name) {
        throw .usage("\(arguments.spelling(name)) cannot be combined with --length")
      }
      var reference: Double?
      if let name = arguments.raw("reference") {
        guard name == "gsl" else { throw .usage("\(arguments.spelling("reference")) takes 'gsl'; got '\(name)'") }
        do {
          var total = 0.0
          for segment in path.segments { total += try GSLArcLengthOracle.measure(segment).qag }
          reference = total
        } catch {
          throw .failure("GSL reference failed: \(error)")
        }
      }
      guard measure.length.isFinite else { throw .failure("the path's length overflows a double") }
      output.append(measure.length)
      if let reference {
        output.append(byte: 44)
        output.append(reference)
      }
      output.append(byte: 10)
      return
    }
    if arguments.has("reference") { throw .usage("\(arguments.spelling("reference")) applies with --length") }
    let samples: [PathSample]
    do {
      samples = try measure.samples(count: count, spacing: spacing)
    } catch {
      throw .usage("<path-data>: \(error.description)")
    }
    var writer = try CurveWriter(
      arguments, columns: ["segment", "param", "arc_length", "x", "y", "angle"], rowCount: samples.count,
      parameters: [("path", data), ("spacing", spacingName), ("length", "\(measure.length)")],
      decoration: .init(band: nil, title: "path (\(spacingName) spacing)", xLabel: "segment"))
    writer.integerColumns = [0]
    writer.begin(&output)
    for sample in samples {
      try writer.append(
        [Double(sample.segment), sample.parameter, sample.arcLength, sample.x, sample.y, sample.angle], &output)
    }
    writer.end(&output)
  }
}
