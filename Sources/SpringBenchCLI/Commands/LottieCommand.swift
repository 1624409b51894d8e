import AnimationMath
import AnimationScenes

/// `springbench lottie FILE.json`: every animated property of a bodymovin
/// file, frame by frame, as CSV `frame,t,<layer>.<property>[.<component>],…`.
enum LottieCommand: ResolvingCommand {
  /// The frames to evaluate: a list, or `A:B:STEP` (A, A + STEP, … ≤ B).
  static let frames = Option<[Double]>(
    "frames", value: "LIST|A:B:STEP",
    help: "Composition frames to evaluate: a comma-separated list, or A:B:STEP (fractional frames allowed).",
    default: nil, accepted: "a comma-separated list of finite frames, or A:B:STEP with A ≤ B and STEP > 0",
    convert: parseFrames)
  static let times = Option<[Double]>.numbers(
    "times", value: "t1,t2,…", help: "Composition times in seconds (frame = t·fr) instead of frames.",
    range: NumberRange(text: "a finite number of seconds") { $0.isFinite })
  static let strict = Option<Bool>.flag(
    "strict", help: "Refuse a non-hold keyframe without o/i handles instead of reading it as linear.")
  static let player = Option<LottiePlayer>.choice(
    "player", value: "name",
    help:
      "exact: After Effects' meaning, exact in Double; lottie-ios-ca: lottie-ios' Core Animation renderer (Float timing functions, Bézier-parameter paths); lottie-web: 150-point polyline paths, Float32 vectors; rlottie: whole frames, Float, approximate path lengths; thorvg: Float, approximate path lengths."
      + " lottie-android: Android's PathInterpolator easing, Skia contour-measure paths, Float values; lottie-ios: the Main Thread renderer (closed-form cubic roots, a 20-sample path walk); skottie: Halley-solved Float easing, contour-measure paths, refuses two keyframes at one t.",
    default: .exact)
  static let format = Option<OutputFormat>.choice(
    "format", value: "csv|json|svg|table",
    help:
      "csv, json (Documentation/JSON.md), table (aligned columns) or svg (small multiples per layer and property, and positions in the x–y plane).",
    default: .csv, cases: [.csv, .json, .svg, .table])
  /// The most rows `A:B:STEP` may ask for.
  static let maximumFrames = 1_000_000

  static let definition = CommandDefinition(
    name: "springbench lottie",
    abstract: "Evaluate every animated property of a Lottie (bodymovin) file: frame,t,layer.property,… as CSV.",
    usage:
      "springbench lottie <file.json> [--frames LIST|A:B:STEP | --times LIST] [--strict] [--format csv|json|svg|table]",
    groups: [
      ("LOTTIE", [frames.definition, times.definition, strict.definition, player.definition, format.definition])
    ],
    discussion: """
      Columns are frame (the composition frame), t (frame/fr, seconds) and one
      column per component of every animated property, layers in file order:
      <layer>.<property>[.<component>], <precomp layer>/<layer>.… for a
      precomp's layers, <layer>/<group>/…/<shape>.<property> for shapes. By
      default one row per integer frame from ip to op − 1. A file that breaks
      the Lottie specification (keyframes out of order, more than two at one
      t, an x handle outside [0, 1]) is refused naming its JSON path.
      Documentation/Lottie.md has the naming rules and the time model.

      EXAMPLES:
        springbench lottie heart.json
        springbench lottie heart.json --frames 0:30:0.5 --format table
      """)

  /// Frames or times, not both.
  static let rules: [CrossFlagRule] = [
    .exclusive([frames.definition, times.definition], advice: "give frames or times")
  ]

  /// A resolved `lottie`: the file read, the frames to evaluate, the player and the format.
  struct Request {
    let format: OutputFormat
    let player: LottiePlayer
    let source: String
    let file: LottieFile
    let frames: [Double]
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    let format = try arguments.value(Self.format)
    let chosenPlayer = try arguments.value(player)
    let (file, frameList) = try load(arguments)
    let source = try arguments.onePositional("<file.json>")
    return Request(format: format, player: chosenPlayer, source: source, file: file, frames: frameList)
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    let (format, chosenPlayer, source) = (request.format, request.player, request.source)
    let (file, frameList) = (request.file, request.frames)
    let header = file.header
    if let (channel, reason) = file.refusals(by: chosenPlayer).first {
      throw .failure(
        .playerRefuses(player: chosenPlayer.rawValue, file: source, property: channel.name, reason: reason))
    }
    var writer = try format.writer(
      TableLayout(
        columns: ["frame", "t"] + header, expectedRows: frameList.count,
        plot: PlotDecoration(
          title: "lottie \(source)", xLabel: "t (s)",
          figure: { columns in
            PlotFigure.lottie(
              title: "lottie \(source) (--player \(chosenPlayer.rawValue))", header: header, columns: columns)
          }),
        parameters: {
          [("file", .text(source)), ("fr", .number(file.frameRate)), ("player", .text(chosenPlayer.rawValue))]
        },
        tableNumbers: .measurements))
    // Every row is computed before anything is written, so no partial row reaches stdout.
    var rows: [[Double]] = []
    rows.reserveCapacity(frameList.count)
    for frame in frameList {
      let row = [frame, frame / file.frameRate] + file.row(atFrame: frame, player: chosenPlayer)
      if let bad = row.firstIndex(where: { !$0.isFinite }) {
        let column = (["frame", "t"] + header)[bad]
        throw .failure(.nonFinite(where: "in column \(column) at frame \(frame)"))
      }
      rows.append(row)
    }
    writer.begin(&output)
    for row in rows { try writer.append(row, &output) }
    try writer.end(&output)
    for note in file.notes { writeToStandardError("note: \(note)") }
    if chosenPlayer != .exact, chosenPlayer != .lottieWeb, header.contains(where: { $0.hasSuffix(".orientation") }) {
      writeToStandardError(
        "note: orientation columns are the exact angle; --player \(chosenPlayer.rawValue) does not model it")
    }
  }

  /// The file named by the one positional argument, read (with `--strict`), and
  /// the frames asked for by `--frames`, `--times` or the default ip … op − 1.
  static func load(_ arguments: ParsedArguments) throws(CommandLineError) -> (LottieFile, [Double]) {
    let source = try arguments.onePositional("<file.json>", example: "animation.json")
    let isStrict = try arguments.value(strict)
    let text = try InputFile.text(of: source, input: "Lottie file")
    let file: LottieFile
    do {
      file = try LottieReader.read(text, strict: isStrict)
    } catch {
      if let syntax = error.syntax { throw .usage(.syntax(input: "Lottie file '\(source)' is not valid JSON", syntax)) }
      throw .usage(.invalidInput(input: "Lottie file '\(source)'", problem: error.description))
    }
    if let given = try arguments.given(frames) { return (file, given) }
    if let seconds = try arguments.given(times) { return (file, seconds.map { $0 * file.frameRate }) }
    return (file, file.defaultFrames)
  }

  /// `A:B:STEP` or a comma-separated list of finite numbers.
  @Sendable static func parseFrames(_ text: String) -> [Double]? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { NumberSyntax.double(String($0)) }
    if parts.count == 3 {
      guard let a = parts[0], let b = parts[1], let step = parts[2], a.isFinite, b.isFinite, step.isFinite,
        a <= b, step > 0, (b - a) / step < Double(maximumFrames)
      else { return nil }
      let count = Int(((b - a) / step * (1 + 1e-12)).rounded(.down)) + 1
      return (0..<count).map { a + Double($0) * step }
    }
    guard parts.count == 1, !text.isEmpty else { return nil }
    var out: [Double] = []
    for field in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let value = NumberSyntax.double(String(field)), value.isFinite else { return nil }
      out.append(value)
    }
    return out
  }
}
