import AnimationMath
import GSLOracle

/// `springbench validate`: the validation matrix against GSL, one row per family.
enum ValidateCommand: ResolvingCommand {
  /// The validation families.
  enum Group: String, CaseIterable, Sendable { case springs, easing, paths, timing, all }

  static let cases = Option<Int>.integer(
    "cases", value: "n", help: "Random cases per family.", default: 200, bounds: 1...1_000_000)
  static let seed = Option<Int>.integer(
    "seed", value: "s", help: "Seed of the random cases (a whole number).", default: 2026, bounds: 0...Int(Int32.max))
  /// The data formats, table first (the default), and svg: each family's worst error against its tolerance.
  static let format = OutputFormat.option([.table, .csv, .json, .svg], default: .table)

  static let definition = CommandDefinition(
    name: "springbench validate",
    abstract: "Check the core against GSL, one row per family; exit 1 on any failure.",
    usage:
      "springbench validate [springs|easing|paths|timing|all] [--cases <n>] [--seed <s>] [--format table|csv|json|svg]",
    groups: [("VALIDATION", [cases.definition, seed.definition, format.definition])],
    discussion: """
      Each row: family, reference, cases drawn (--cases), those skipped (an input
      the model refuses), comparisons made, worst absolute and relative error, the
      parameters of the worst case, the tolerance, and pass or fail. Spring errors
      are relative to the travel (velocity: travel·ω0); GSL runs at 1e-13.
      Easing and timing compare outputs absolutely; paths compare arc length
      relative to GSL's.
      """)

  /// A resolved `validate`: the families, the cases per family, the seed, the format.
  struct Request {
    let group: Group
    let count: Int
    let seed: UInt64
    let format: OutputFormat
  }

  static func resolve(_ arguments: ParsedArguments) throws(CommandLineError) -> Request {
    guard arguments.positionals.count <= 1 else { throw .usage(.unexpectedArgument(arguments.positionals[1])) }
    let text = arguments.positionals.first ?? "all"
    guard let group = Group(rawValue: text) else {
      throw .usage(
        .invalidValue(
          flag: "validate's family", accepted: "one of \(Group.allCases.map(\.rawValue).joined(separator: ", "))",
          got: text))
    }
    return Request(
      group: group, count: try arguments.value(cases), seed: UInt64(try arguments.value(Self.seed)),
      format: try arguments.value(Self.format))
  }

  static func run(_ request: Request, output: inout OutputBuffer) throws(CommandLineError) {
    let (group, count, seed, format) = (request.group, request.count, request.seed, request.format)
    var rows: [ValidationRow] = []
    let all = group == .all
    // A progress line on stderr when it is a terminal: one unit per drawn case.
    let families =
      (group == .springs || all ? SpringValidation.families.count + 1 : 0) + (all ? 3 : group == .springs ? 0 : 1)
    let progress = ProgressReporter(label: "validate \(group.rawValue)", total: families * count, unit: "cases")
    if group == .springs || all { rows += SpringValidation.run(cases: count, seed: seed, progress: progress) }
    if group == .easing || all { rows.append(CurveValidation.easing(cases: count, seed: seed, progress: progress)) }
    if group == .paths || all { rows.append(CurveValidation.paths(cases: count, seed: seed, progress: progress)) }
    if group == .timing || all { rows.append(CurveValidation.timing(cases: count, seed: seed, progress: progress)) }
    progress.finish()
    // One set of columns, in one order, for every format.
    let columns = [
      "family", "reference", "cases", "worst_abs_error", "worst_rel_error", "worst_at", "tolerance", "result",
      "skipped",
      "comparisons",
    ]
    var writer = try format.writer(
      TableLayout(
        columns: columns, expectedRows: rows.count,
        plot: PlotDecoration(
          title: "validate", xLabel: "family",
          figure: { [rows] _ in
            PlotFigure.validation(
              title: "validate: worst relative error per family against GSL",
              rows: rows.map { (family: $0.family, worst: $0.worstRelative, tolerance: $0.tolerance) })
          }),
        parameters: {
          [
            ("group", .text(group.rawValue)), ("cases", .wholeNumber(Double(count))),
            ("seed", .wholeNumber(Double(seed))),
          ]
        }))
    writer.begin(&output)
    for row in rows {
      let cells: [TableCell] = [
        .text(row.family), .text(row.reference), .wholeNumber(Double(count)), .number(row.worstAbsolute),
        .number(row.worstRelative), .text(row.worstAt), .number(row.tolerance), .text(row.passed ? "pass" : "fail"),
        .wholeNumber(Double(row.skipped)), .wholeNumber(Double(row.cases)),
      ]
      try writer.append(cells: cells, &output)
    }
    try writer.end(&output)
    try output.flush()
    if let failed = rows.first(where: { !$0.passed }) {
      throw .failure(
        .validationFailed(
          family: failed.family, worst: failed.worstRelative, tolerance: failed.tolerance, at: failed.worstAt))
    }
  }
}
