import AnimationMath
import AnimationScenes

/// `springbench lottie players FILE.json`: for every player and every column,
/// the largest |player − exact| over the frames, with its frame and unit.
enum LottiePlayersCommand: ResolvingCommand {
  static let format = Option<OutputFormat>.choice(
    "format", value: "csv|json|table", help: "csv, json (Documentation/JSON.md) or table (aligned columns).",
    default: .table, cases: [.csv, .json, .table])

  static let definition = CommandDefinition(
    name: "springbench lottie players",
    abstract: "The largest difference of each player from exact, per column of a Lottie file.",
    usage: "springbench lottie players <file.json> [--frames LIST|A:B:STEP | --times LIST] [--format csv|json|table]",
    groups: [
      (
        "LOTTIE",
        [
          LottieCommand.frames.definition, LottieCommand.times.definition, LottieCommand.strict.definition,
          format.definition,
        ]
      )
    ],
    discussion: """
      One row per player (other than exact) and column: player, column, the
      largest |player − exact| over the frames (ip … op − 1 by default), the
      first frame where it occurs, and the column's unit (px, deg, %, or 1 for
      colours, counts and shares). A property a player refuses (Skottie: two
      keyframes at one t) has no rows for that player, and a note on stderr
      says so. Documentation/Lottie.md lists each player's rules.
      """)

  /// Frames or times, not both, as for `lottie`.
  static let rules: [CrossFlagRule] = LottieCommand.rules

  /// A resolved `lottie players`: the file read, the frames to compare at, and the format.
  struct Request {
    let file: LottieFile
    let frames: [Double]
    let format: OutputFormat
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    let (file, frames) = try LottieCommand.load(arguments)
    return Request(file: file, frames: frames, format: try arguments.value(Self.format))
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    let (file, frames, format) = (request.file, request.frames, request.format)
    let header = file.header
    let exact = frames.map { file.row(atFrame: $0) }
    var rows: [[TableCell]] = []
    for player in LottiePlayer.allCases where player != .exact {
      let refusals = file.refusals(by: player)
      let refused = Set(refusals.flatMap { $0.channel.columns })
      for (channel, reason) in refusals {
        writeToStandardError("note: \(player.rawValue) refuses \(channel.name) (\(reason)); its columns are left out")
      }
      var worst = Array(repeating: (difference: 0.0, frame: frames.first ?? 0), count: header.count)
      for (index, frame) in frames.enumerated() {
        let row = file.row(atFrame: frame, player: player)
        for column in header.indices where !refused.contains(header[column]) {
          let difference = abs(row[column] - exact[index][column])
          guard difference.isFinite else {
            throw .failure(
              .nonFinite(where: "in column \(header[column]) at frame \(frame) (--player \(player.rawValue))"))
          }
          if difference > worst[column].difference { worst[column] = (difference, frame) }
        }
      }
      for column in header.indices where !refused.contains(header[column]) {
        rows.append([
          .text(player.rawValue), .text(header[column]), .number(worst[column].difference),
          .number(worst[column].frame), .text(unit(of: header[column])),
        ])
      }
    }
    var writer = try format.writer(
      TableLayout(
        columns: ["player", "column", "max_difference", "frame", "unit"], expectedRows: rows.count,
        plot: PlotDecoration(title: "lottie players", xLabel: ""), tableNumbers: .measurements))
    writer.begin(&output)
    for row in rows { try writer.append(cells: row, &output) }
    try writer.end(&output)
  }

  /// The unit of a column, from its property name: px, deg, % or 1.
  static func unit(of column: String) -> String {
    let property = column.split(separator: ".").dropFirst().first.map(String.init) ?? ""
    switch property {
    case "rotation", "orientation", "skew", "skewAxis": return "deg"
    case "scale", "opacity", "start", "end": return "%"
    case "color", "visible", "points", "innerRoundness", "outerRoundness": return "1"
    default: return property.hasPrefix("stop") ? "1" : "px"
    }
  }
}
