import AnimationMath
import FrameDecoding

/// `springbench measure INPUT`: one row per frame of a video, a folder of PNG
/// frames or a list of PNG files, `frame,t,x,y,angle,width,height,coverage,clipped`,
/// from the image moments of the tracked shape's coverage.
enum MeasureCommand: ResolvingCommand {
  static let color = Option<PixelColor>(
    "color", value: "#RRGGBB", help: "Track the shape drawn in this colour; a pixel's coverage is its blend fraction.",
    default: nil, accepted: "a colour #RRGGBB (six hex digits)"
  ) { PixelColor(hex: $0) }
  static let tolerance = Option<Double>.number(
    "tolerance", value: "T",
    help:
      "With --color, how far a pixel may lie from the background–colour blend, a fraction of the full RGB distance.",
    default: CoverageKey.defaultTolerance, range: NumberRange(text: "a number from 0 to 1") { $0 >= 0 && $0 <= 1 })
  static let alpha = Option<Bool>.flag("alpha", help: "Track the alpha channel: a pixel's coverage is its alpha.")
  static let background = Option<BackgroundChoice>(
    "background", value: "auto|#RRGGBB",
    help: "The still background: a colour, or auto (each pixel's median over the frames). "
      + "Default: the most common colour of the first frame's border.",
    default: nil, accepted: "auto or a colour #RRGGBB"
  ) { text in text == "auto" ? .auto : PixelColor(hex: text).map { .color($0) } }
  static let roi = Option<PixelRegion>(
    "roi", value: "x,y,w,h", help: "Measure only this region: columns x..<x+w, rows y..<y+h, px from the top-left.",
    default: nil, accepted: "four whole numbers x,y,w,h with x, y ≥ 0 and w, h > 0"
  ) { text in
    let fields = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
    guard fields.count == 4, let x = fields[0], let y = fields[1], let w = fields[2], let h = fields[3],
      x >= 0, y >= 0, w > 0, h > 0
    else { return nil }
    return PixelRegion(x: x, y: y, width: w, height: h)
  }
  static let fps = Option<Double>.number(
    "fps", value: "N", help: "PNG frames' rate: frame k is at t = k/N s (a video keeps its own timestamps).",
    default: 60, range: .positive)
  static let frameTimes = Option<[Double]>.numbers(
    "frame-times", value: "@FILE|t1,t2,…",
    help: "Each frame's time in seconds, one per frame (frames captured at uneven times).",
    range: .finite)
  static let format = OutputFormat.option(
    OutputFormat.curveFormats, default: .csv,
    help:
      "csv, json (Documentation/JSON.md), table, or svg (the tracks and a contact sheet of frames, centroid marked).")

  static let columns = ["frame", "t", "x", "y", "angle", "width", "height", "coverage", "clipped"]

  static let definition = CommandDefinition(
    name: "springbench measure",
    abstract: "Measure a shape in video or PNG frames: frame,t,x,y,angle,width,height,coverage,clipped as CSV.",
    usage: "springbench measure <video|folder|png…> (--color <#RRGGBB> | --alpha) [--roi <x,y,w,h>] [--fps <N>]",
    groups: [
      (
        "MEASURE",
        [
          color.definition, tolerance.definition, alpha.definition, background.definition, roi.definition,
          fps.definition, frameTimes.definition, format.definition,
        ]
      )
    ],
    discussion: """
      Frames are decoded by ffmpeg, run as a process (Debian's ffmpeg package).
      A folder's .png files go in natural name order (frame2 before frame10).
      x, y: the coverage-weighted centroid, px, y down; pixel (i, j) covers
      [i, i+1) × [j, j+1). angle: the major axis, degrees from +x toward +y,
      in (−90, 90], empty for a round shape. width, height: the extents along
      the principal axes, 4σ (a uniform ellipse's full axes). coverage: area ×
      opacity, px². clipped: 1 when a covered pixel touches the region's edge.
      A frame with nothing tracked is a row of empty cells. `fit -` reads the
      CSV and skips those rows and the clipped ones.
      """)

  /// `--background`: a colour, or each pixel's temporal median.
  enum BackgroundChoice: Sendable {
    case auto
    case color(PixelColor)
  }

  /// `--alpha` or `--color`, and the colour's tolerance and background only with `--color`.
  static let rules: [CrossFlagRule] = [
    .conflicts([color.definition], with: alpha.definition),
    .onlyWhen([tolerance.definition, background.definition], .absent(alpha.definition), context: "with --color"),
  ]

  /// A resolved `measure`: the frames opened, the shape's key, the region and each frame's time.
  struct Request {
    let format: OutputFormat
    let key: CoverageKey
    let input: FrameInput
    let region: PixelRegion
    let times: [Double]
    /// `--background`; nil: the first frame's border colour.
    let background: BackgroundChoice?
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    let format = try arguments.value(Self.format)
    guard !arguments.positionals.isEmpty else {
      throw .usage(.missingArgument(label: "<video|folder|png…>", example: "recording.mp4 --color '#FF2D55'"))
    }
    let key = try coverageKey(arguments)
    let input = try decoding { () throws(FrameDecodingError) in try FrameInput.open(arguments.positionals) }
    let region = try region(arguments, input)
    let times = try frameTimes(arguments, input)
    return Request(
      format: format, key: key, input: input, region: region, times: times,
      background: try arguments.given(background))
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    let (format, key, input, region, times) = (
      request.format, request.key, request.input, request.region, request.times
    )
    let run = try measureFrames(
      input, key: key, region: region, background: request.background, keepFrames: format == .svg)
    guard run.measurements.contains(where: { $0 != nil }) else {
      let what =
        switch key {
        case .alpha: "no pixel has alpha > 0"
        case .color(let color, let tolerance): "no pixel matches \(color) within --tolerance \(tolerance)"
        }
      throw .usage(.invalidInput(input: "measure", problem: "\(what) in any of the \(input.count) frames"))
    }
    if format == .svg {
      output.append(MeasureFigure.svg(run, times: times, region: region))
    } else {
      try write(run.measurements, times: times, format: format, key: key, &output)
    }
    let empty = run.measurements.indices.filter { run.measurements[$0] == nil }
    if !empty.isEmpty {
      let listed = empty.prefix(10).map(String.init).joined(separator: ", ") + (empty.count > 10 ? ", …" : "")
      writeToStandardError("note: nothing tracked in \(empty.count) frame(s) (\(listed)); their cells are empty")
    }
  }

  /// `--color` or `--alpha`, exactly one.
  static func coverageKey(_ arguments: ParsedArguments) throws(CommandLineError) -> CoverageKey {
    if try arguments.value(alpha) { return .alpha }
    guard let key = try arguments.given(color) else {
      throw .usage(.requires(flag: "measure", needs: "--color #RRGGBB (the shape's colour) or --alpha"))
    }
    return .color(key, tolerance: try arguments.value(tolerance))
  }

  /// `--roi`, inside the frame, or the whole frame.
  static func region(_ arguments: ParsedArguments, _ input: FrameInput) throws(CommandLineError) -> PixelRegion {
    guard let region = try arguments.given(roi) else {
      return PixelRegion(x: 0, y: 0, width: input.width, height: input.height)
    }
    guard region.fits(width: input.width, height: input.height) else {
      throw .usage(
        .invalidValue(
          flag: arguments.spelling(roi),
          accepted: "a region inside the \(input.width)×\(input.height) px frame", got: arguments.raw(roi) ?? ""))
    }
    return region
  }

  /// Each frame's time: `--frame-times`, else a video's timestamps, else k / `--fps`.
  static func frameTimes(_ arguments: ParsedArguments, _ input: FrameInput) throws(CommandLineError) -> [Double] {
    if arguments.has(fps), input.timestamps != nil {
      throw .usage(.appliesOnly(flag: arguments.spelling(fps), context: "to PNG frames (a video has its timestamps)"))
    }
    if let text = arguments.raw(frameTimes) {
      let times: [Double]
      if text.hasPrefix("@") {
        let path = String(text.dropFirst())
        let body = try InputFile.text(of: path, input: arguments.spelling(frameTimes))
        var read: [Double] = []
        for (line, field) in body.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "," }).enumerated() {
          let cell = String(field).trimmingBlanks
          guard !cell.isEmpty else { continue }
          guard let time = NumberSyntax.double(cell), time.isFinite else {
            throw .usage(
              .invalidInput(
                input: "\(arguments.spelling(frameTimes)) '\(path)'",
                problem: "entry \(line + 1), '\(cell)', is not a finite number of seconds"))
          }
          read.append(time)
        }
        times = read
      } else {
        times = try arguments.value(frameTimes)
      }
      guard times.count == input.count else {
        throw .usage(
          .invalidValue(
            flag: arguments.spelling(frameTimes), accepted: "one time per frame (\(input.count))",
            got: "\(times.count) times"))
      }
      return times
    }
    if let stamps = input.timestamps { return stamps }
    let rate = try arguments.value(fps)
    return (0..<input.count).map { Double($0) / rate }
  }

  /// The CSV, JSON or table of the measurements.
  static func write(
    _ measurements: [ShapeMeasurement?], times: [Double], format: OutputFormat, key: CoverageKey,
    _ output: inout OutputBuffer
  ) throws(CommandLineError) {
    var writer = try format.writer(
      TableLayout(
        columns: columns, integerColumns: [0, 8], expectedRows: measurements.count,
        plot: PlotDecoration(title: "measure", xLabel: "frame"),
        parameters: {
          switch key {
          case .alpha: [("key", .text("alpha"))]
          case .color(let color, let tolerance): [("color", .text("\(color)")), ("tolerance", .number(tolerance))]
          }
        }, tableNumbers: .measurements))
    writer.begin(&output)
    for (index, measurement) in measurements.enumerated() {
      var cells: [TableCell] = [.wholeNumber(Double(index)), .number(times[index])]
      if let m = measurement {
        cells += [.number(m.x), .number(m.y), m.angle.map { .number($0) } ?? .missing]
        cells += [.number(m.width), .number(m.height), .number(m.coverage), .wholeNumber(m.clipped ? 1 : 0)]
      } else {
        cells += Array(repeating: .missing, count: 7)
      }
      try writer.append(cells: cells, &output)
    }
    try writer.end(&output)
  }

  /// Runs `body`, mapping a decoding error to exit 64 (the input) or 1 (a missing ffmpeg).
  static func decoding<T>(_ body: () throws(FrameDecodingError) -> T) throws(CommandLineError) -> T {
    do throws(FrameDecodingError) {
      return try body()
    } catch {
      if error.isInputError { throw .usage(.invalidInput(input: "measure", problem: error.message)) }
      throw .failure(.missingTool(message: error.message))
    }
  }
}
