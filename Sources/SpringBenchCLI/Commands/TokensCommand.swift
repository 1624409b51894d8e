import AnimationMath
import AnimationScenes

/// `springbench tokens FILE.tokens.json`: a W3C design-token file's motion
/// tokens, listed, written as each platform's declarations (`--to`), or with
/// what each platform changes (`--report`).
///
/// Reading is ``DesignTokenFile``'s, declarations ``MotionToken/declarations(for:maximumError:)``'s
/// and deviations ``MotionToken/deviation(on:maximumError:)``'s: this command only formats them.
enum TokensCommand: ResolvingCommand {
  /// What `--to` accepts: a platform, `lottie` (keyframes), or all of the platforms.
  enum Target: String, CaseIterable, Sendable {
    case css, swiftui, uikit, compose, android, flutter, lottie, all

    /// The platforms this target writes (none for lottie).
    var platforms: [DeclarationPlatform] {
      switch self {
      case .all: DeclarationPlatform.allCases
      case .lottie: []
      default: [DeclarationPlatform(rawValue: rawValue)!]
      }
    }
  }

  static let to = Option<Target>.choice(
    "to", value: "platform",
    help:
      "css, swiftui, uikit, compose, android, flutter, lottie or all: write each token as that platform's declarations (all: the six platforms; lottie: each curve as keyframes within --max-error).",
    default: nil, defaultText: "list the tokens")
  static let report = Option<Bool>.flag(
    "report", help: "One row per token and platform: token, platform, max_deviation, at_progress, cause.")
  static let format = OutputFormat.option(
    [.text, .csv, .json, .table, .svg], default: .csv,
    help:
      "csv, json or table (the list and --report; default csv), text (--to; its default), svg (--report: the worst token per platform)."
  )

  static let definition = CommandDefinition(
    name: "springbench tokens",
    abstract: "Read a W3C design-token file's motion tokens; write them per platform, or report what each changes.",
    usage: "springbench tokens <file.tokens.json> [--to <platform> | --report] [--max-error <e>] [--format <format>]",
    groups: [
      (
        "TOKENS",
        [
          to.definition, report.definition, ExportCommand.maximumError.definition, ExportCommand.frameRate.definition,
          format.definition,
        ]
      )
    ],
    discussion: """
      Reads DTCG 2025.10 duration, cubicBezier and transition tokens, with
      groups, $type inheritance, $description and {group.token} aliases, and
      springs as "$type": "spring" or in $extensions, in three shapes:
      {bounce, duration}, {response, dampingFraction} and {mass, stiffness,
      damping} (Documentation/Tokens.md lists every accepted spelling). A file
      outside the format exits 64 naming the JSON path. Tokens of other types
      are not read; stderr says how many.
      Without --to or --report: one row per token (token, type, value,
      description). --to writes declarations: a spring in CSS is a linear()
      within --max-error and its duration. --report measures, per token and
      platform, the largest difference in output progress between the
      platform's evaluation and the exact curve on 10,001 inputs, where it is,
      and its causes (float32 control points, the PathInterpolator table,
      Flutter's 1e-3 solver, a linear()'s stops, float32 spring parameters,
      durations stored as whole ms or µs); SwiftUI's bézier solver is
      unpublished and reported as not modelled.
      """)

  /// `--max-error` is for declarations and reports, not the list.
  static let rules: [CrossFlagRule] = [
    .onlyWhen(
      [ExportCommand.maximumError.definition], .any([.given(to.definition), .given(report.definition)]),
      context: "without --to or --report"),
    .onlyWhen([ExportCommand.frameRate.definition], .oneOf(to, [.lottie]), context: "with --to lottie"),
  ]

  /// A resolved `tokens`: the file's motion tokens, and what to write of them.
  struct Request {
    let tokens: [MotionToken]
    /// The platforms of `--to`; nil: the list (or, with `isReport`, every platform).
    let target: Target?
    let isReport: Bool
    let format: OutputFormat
    let maximumError: Double
    /// `--fps`, for `--to lottie`.
    var frameRate = 60.0
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    let path = try arguments.onePositional("FILE.tokens.json", example: "springbench tokens motion.tokens.json")
    let maximumError = try arguments.value(ExportCommand.maximumError)
    let target = try arguments.given(to)
    let isReport = try arguments.value(report)
    if target == .lottie, isReport {
      throw .usage(
        .invalidValue(
          flag: arguments.spelling(to),
          accepted:
            "css, swiftui, uikit, compose, android, flutter or all with --report (lottie: keyframes, no report)",
          got: "lottie"))
    }
    // Every flag is checked before the file is read.
    let chosen: OutputFormat
    if isReport {
      chosen = try OutputFormat.value(
        format, arguments, accepting: OutputFormat.curveFormats, context: "with --report", default: .csv)
    } else if target == .lottie {
      chosen = try OutputFormat.value(
        format, arguments, accepting: [.text, .json], context: "with --to lottie", default: .text)
    } else if target != nil {
      chosen = try OutputFormat.value(
        format, arguments, accepting: OutputFormat.textFormats, context: "with --to", default: .text)
    } else {
      chosen = try OutputFormat.value(
        format, arguments, accepting: OutputFormat.dataFormats, context: "for the token list", default: .csv)
    }
    var request = Request(
      tokens: try load(path).tokens, target: target, isReport: isReport, format: chosen, maximumError: maximumError)
    request.frameRate = try arguments.value(ExportCommand.frameRate)
    return request
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    let (tokens, target, format, maximumError) = (request.tokens, request.target, request.format, request.maximumError)
    if target == .lottie {
      let entries = try lottieEntries(tokens, frameRate: request.frameRate, maximumError: maximumError)
      writeLottie(entries, format: format, &output)
    } else if request.isReport {
      try writeReport(
        tokens, platforms: target?.platforms ?? DeclarationPlatform.allCases, format: format,
        maximumError: maximumError, &output)
    } else if let target {
      try writeDeclarations(tokens, platforms: target.platforms, maximumError: maximumError, format: format, &output)
    } else {
      try writeList(tokens, format: format, &output)
    }
  }

  /// The list: one row per token.
  static func writeList(_ tokens: [MotionToken], format: OutputFormat, _ output: inout OutputBuffer)
    throws(CommandLineError)
  {
    var writer = try format.writer(
      TableLayout(
        columns: ["token", "type", "value", "description"], expectedRows: tokens.count,
        plot: PlotDecoration(title: "tokens", xLabel: "")))
    writer.begin(&output)
    for token in tokens {
      try writer.append(
        cells: [
          .text(token.name), .text(token.type), .text(summary(token.value)),
          token.description.map { .text($0) } ?? .missing,
        ], &output)
    }
    try writer.end(&output)
  }

  /// The token file at `path`; a file outside the format is a usage error naming the JSON path.
  static func load(_ path: String) throws(CommandLineError) -> DesignTokenFile {
    let text = try InputFile.text(of: path, input: "token file")
    let file: DesignTokenFile
    do {
      file = try DesignTokenFile(parsing: text)
    } catch {
      if let syntax = error.syntax { throw .usage(.syntax(input: "token file '\(path)' is not valid JSON", syntax)) }
      throw .usage(.invalidInput(input: "token file '\(path)'", problem: error.description))
    }
    guard !file.tokens.isEmpty else {
      throw .usage(
        .invalidInput(
          input: "token file '\(path)'",
          problem:
            "it holds no motion token (duration, cubicBezier, transition or spring); \(file.skipped.count) of other types"
        ))
    }
    if !file.skipped.isEmpty {
      var counts: [(type: String, count: Int)] = []
      for entry in file.skipped {
        if let index = counts.firstIndex(where: { $0.type == entry.type }) {
          counts[index].count += 1
        } else {
          counts.append((entry.type, 1))
        }
      }
      writeToStandardError(
        "note: tokens: \(file.skipped.count) tokens of other types not read (\(counts.map { "\($0.type): \($0.count)" }.joined(separator: ", ")))"
      )
    }
    return file
  }

  /// A token's value in one line: `200ms`, `cubic-bezier(…)`, `200ms cubic-bezier(…) 0ms`, a spring's parameters.
  static func summary(_ value: MotionToken.Value) -> String {
    switch value {
    case .duration(let seconds): EasingDeclarations.cssDuration(seconds)
    case .cubicBezier(let curve): EasingDeclarations(curve).css
    case .transition(let t):
      "\(EasingDeclarations.cssDuration(t.duration)) \(EasingDeclarations(t.timingFunction).css) \(EasingDeclarations.cssDuration(t.delay))"
    case .spring(let p, let shape):
      "\(shape.rawValue): mass \(p.mass), stiffness \(p.stiffness), damping \(p.damping) (ζ \(p.dampingRatio))"
    }
  }

  /// `--to`: each platform's declarations (text: one block per platform; rows otherwise).
  static func writeDeclarations(
    _ tokens: [MotionToken], platforms: [DeclarationPlatform], maximumError: Double, format chosen: OutputFormat,
    _ output: inout OutputBuffer
  ) throws(CommandLineError) {
    let blocks = platforms.map { platform in
      (platform, tokens.map { $0.declarations(for: platform, maximumError: maximumError) })
    }
    if chosen == .text {
      for (index, (platform, lines)) in blocks.enumerated() {
        if index > 0 { output.append("\n") }
        let framed = frame(lines.flatMap { $0 }, platform: platform)
        for line in framed { output.append(line + "\n") }
      }
      return
    }
    var writer = try chosen.writer(
      TableLayout(
        columns: ["token", "platform", "code"], expectedRows: blocks.reduce(0) { $0 + $1.1.joined().count },
        plot: PlotDecoration(title: "tokens --to", xLabel: "")))
    writer.begin(&output)
    for (platform, lines) in blocks {
      for (token, code) in zip(tokens, lines) {
        for line in code.dropFirst() {
          try writer.append(cells: [.text(token.name), .text(platform.rawValue), .text(line)], &output)
        }
      }
    }
    try writer.end(&output)
  }

  /// A platform's lines with what holds them: CSS in `:root { }`, others under a heading comment.
  static func frame(_ lines: [String], platform: DeclarationPlatform) -> [String] {
    switch platform {
    case .css: return [":root {"] + lines.map { "  " + $0 } + ["}"]
    case .android: return ["<!-- Android -->"] + lines
    case .swiftui: return ["// SwiftUI"] + lines
    case .uikit: return ["// UIKit"] + lines
    case .compose: return ["// Compose"] + lines
    case .flutter: return ["// Flutter"] + lines
    }
  }

  /// `--report`: one row per token and platform; with svg, the worst token's deviation per platform.
  static func writeReport(
    _ tokens: [MotionToken], platforms: [DeclarationPlatform], format chosen: OutputFormat, maximumError: Double,
    _ output: inout OutputBuffer
  ) throws(CommandLineError) {
    let rows = tokens.map { token in
      (token, platforms.map { token.deviation(on: $0, maximumError: maximumError) })
    }
    if chosen == .svg {
      try writeWorstCases(rows, platforms: platforms, &output)
      return
    }
    var writer = try chosen.writer(
      TableLayout(
        columns: ["token", "platform", "max_deviation", "at_progress", "cause"],
        expectedRows: tokens.count * platforms.count, plot: PlotDecoration(title: "tokens --report", xLabel: ""),
        parameters: { [("maxError", .number(maximumError))] }))
    writer.begin(&output)
    for (token, deviations) in rows {
      for deviation in deviations {
        try writer.append(
          cells: [
            .text(token.name), .text(deviation.platform.rawValue),
            deviation.maximumDeviation.map { .number($0) } ?? .missing,
            deviation.atProgress.map { .number($0) } ?? .missing, .text(deviation.cause),
          ], &output)
      }
    }
    try writer.end(&output)
  }

  /// The SVG of `--report`: per platform, platform − exact over input progress for the token
  /// with the largest deviation there (platforms with no model, or no deviation, are left out).
  static func writeWorstCases(
    _ rows: [(MotionToken, [PlatformDeviation])], platforms: [DeclarationPlatform], _ output: inout OutputBuffer
  ) throws(CommandLineError) {
    var columns: [(name: String, curve: [Double])] = []
    for (index, platform) in platforms.enumerated() {
      let worst = rows.filter { ($0.1[index].maximumDeviation ?? 0) > 0 }.max {
        $0.1[index].maximumDeviation! < $1.1[index].maximumDeviation!
      }
      if let (token, deviations) = worst {
        columns.append(("\(platform.rawValue): \(token.name)", deviations[index].curve))
      }
    }
    let n = MotionToken.deviationGridPoints
    var writer = try OutputFormat.svg.writer(
      TableLayout(
        columns: ["progress"] + columns.map(\.name), expectedRows: n + 1,
        plot: PlotDecoration(
          title: columns.isEmpty
            ? "tokens --report: no modelled platform changes these tokens"
            : "tokens --report: platform − exact, worst token per platform", xLabel: "progress")))
    writer.begin(&output)
    for k in 0...n {
      try writer.append(cells: [.number(Double(k) / Double(n))] + columns.map { .number($0.curve[k]) }, &output)
    }
    try writer.end(&output)
  }
}
