import AnimationMath
import AnimationScenes

/// `springbench lottie players FILE.json`: for every player and every column,
/// the largest |player − exact| over the frames, with its frame and unit.
enum LottiePlayersCommand: ResolvingCommand {
  static let format = Option<OutputFormat>.choice(
    "format", value: "csv|json|svg|table",
    help:
      "csv, json (Documentation/JSON.md), table (aligned columns) or svg (the players overlaid on the columns where they differ most).",
    default: .table, cases: [.csv, .json, .svg, .table])
  /// The columns `--format svg` draws: those with the largest difference of any player from exact.
  static let plottedColumns = 4

  static let definition = CommandDefinition(
    name: "springbench lottie players",
    abstract: "The largest difference of each player from exact, per column of a Lottie file.",
    usage:
      "springbench lottie players <file.json> [--frames LIST|A:B:STEP | --times LIST] [--format csv|json|svg|table]",
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
      says so. --format svg draws, for the columns where some player differs
      most (at most 4, none that no player changes), exact and every player
      against t. Documentation/Lottie.md lists each player's rules.
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
    let players = LottiePlayer.allCases.filter { $0 != .exact }
    let evaluated = players.map { player in frames.map { file.row(atFrame: $0, player: player) } }
    let refused = players.map { player in
      let refusals = file.refusals(by: player)
      for (channel, reason) in refusals {
        writeToStandardError("note: \(player.rawValue) refuses \(channel.name) (\(reason)); its columns are left out")
      }
      return Set(refusals.flatMap { $0.channel.columns })
    }
    var rows: [[TableCell]] = []
    var largest = Array(repeating: 0.0, count: header.count)
    for (playerIndex, player) in players.enumerated() {
      let kept = header.indices.filter { !refused[playerIndex].contains(header[$0]) }
      let worst = try largestDifferences(
        evaluated[playerIndex], exact: exact, frames: frames, columns: kept, header: header, player: player)
      for column in kept {
        largest[column] = max(largest[column], worst[column].difference)
        rows.append([
          .text(player.rawValue), .text(header[column]), .number(worst[column].difference),
          .number(worst[column].frame), .text(unit(of: header[column])),
        ])
      }
    }
    let plotted = header.indices.filter { largest[$0] > 0 }.sorted { largest[$0] > largest[$1] }
      .prefix(plottedColumns)
    let time = frames.map { $0 / file.frameRate }
    let series = plotted.map { column in
      (
        name: header[column], exact: exact.map { $0[column] },
        players: players.indices.filter { !refused[$0].contains(header[column]) }.map {
          (players[$0].rawValue, evaluated[$0].map { $0[column] })
        }
      )
    }
    var writer = try format.writer(
      TableLayout(
        columns: ["player", "column", "max_difference", "frame", "unit"], expectedRows: rows.count,
        plot: PlotDecoration(
          title: "lottie players", xLabel: "",
          figure: { _ in
            PlotFigure.lottiePlayers(title: "lottie players: where they differ most", time: time, columns: series)
          }),
        tableNumbers: .measurements))
    writer.begin(&output)
    for row in rows { try writer.append(cells: row, &output) }
    try writer.end(&output)
  }

  /// Per column, the largest |player − exact| over `frames` and the first frame where it
  /// occurs, over `columns` only; a non-finite difference is an error naming the column.
  static func largestDifferences(
    _ rows: [[Double]], exact: [[Double]], frames: [Double], columns: [Int], header: [String], player: LottiePlayer
  ) throws(CommandLineError) -> [(difference: Double, frame: Double)] {
    var worst = Array(repeating: (difference: 0.0, frame: frames.first ?? 0), count: header.count)
    for (index, frame) in frames.enumerated() {
      for column in columns {
        let difference = abs(rows[index][column] - exact[index][column])
        guard difference.isFinite else {
          throw .failure(
            .nonFinite(where: "in column \(header[column]) at frame \(frame) (--player \(player.rawValue))"))
        }
        if difference > worst[column].difference { worst[column] = (difference, frame) }
      }
    }
    return worst
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
