import AnimationMath
import GSLOracle

/// `springbench validate`: the validation matrix against GSL, one row per family.
enum ValidateCommand: BenchCommand {
  static let groupNames = ["springs", "easing", "paths", "timing", "all"]

  static let definition = CommandDefinition(
    name: "springbench validate",
    abstract: "Check the core against GSL, one row per family; exit 1 on any failure.",
    usage: "springbench validate [springs|easing|paths|timing|all] [--cases <n>] [--seed <s>] [--format table|csv]",
    groups: [
      (
        "VALIDATION",
        [
          OptionDefinition("cases", value: "n", help: "Random cases per family.", default: "200"),
          OptionDefinition("seed", value: "s", help: "Seed of the random cases (a whole number).", default: "2026"),
          OptionDefinition("format", value: "table|csv", help: "Output format.", default: "table"),
        ]
      )
    ],
    discussion: """
      Each row: family, reference, cases, worst absolute and relative error, the
      parameters of the worst case, the tolerance, and pass or fail. Spring errors
      are relative to the travel (velocity: travel·ω0); GSL runs at 1e-13.
      Easing and timing compare outputs absolutely; paths compare arc length
      relative to GSL's.
      """)

  static func run(_ arguments: ParsedArguments, output: inout OutputBuffer) throws(CommandLineError) {
    guard arguments.positionals.count <= 1 else {
      throw .usage("Unexpected argument '\(arguments.positionals[1])'")
    }
    let group = arguments.positionals.first ?? "all"
    guard groupNames.contains(group) else {
      throw .usage("validate takes one of \(groupNames.joined(separator: ", ")); got '\(group)'")
    }
    let cases = try arguments.integer("cases", bounds: 1...1_000_000) ?? 200
    let seed = try arguments.integer("seed", bounds: 0...Int(Int32.max)) ?? 2026
    let format = try arguments.choice("format", ["table", "csv"]) ?? "table"
    var rows: [ValidationRow] = []
    let all = group == "all"
    if group == "springs" || all { rows += SpringValidation.run(cases: cases, seed: UInt64(seed)) }
    if group == "easing" || all { rows.append(CurveValidation.easing(cases: cases, seed: UInt64(seed))) }
    if group == "paths" || all { rows.append(CurveValidation.paths(cases: cases, seed: UInt64(seed))) }
    if group == "timing" || all { rows.append(CurveValidation.timing(cases: cases, seed: UInt64(seed))) }
    write(rows, format: format, to: &output)
    try output.flush()
    if let failed = rows.first(where: { !$0.passed }) {
      throw .failure("validation failed: \(failed.family) worst relative error \(failed.worstRelative) > \(failed.tolerance) at \(failed.worstAt)")
    }
  }

  static func write(_ rows: [ValidationRow], format: String, to output: inout OutputBuffer) {
    if format == "csv" {
      output.append("family,reference,cases,worst_abs_error,worst_rel_error,worst_at,tolerance,result\n")
      for row in rows {
        output.append("\(row.family),\(row.reference),\(row.cases),")
        output.append(row.worstAbsolute)
        output.append(byte: 44)
        output.append(row.worstRelative)
        output.append(",\"\(row.worstAt)\",")
        output.append(row.tolerance)
        output.append(row.passed ? ",pass\n" : ",fail\n")
      }
      return
    }
    let header = ["family", "reference", "cases", "worst abs", "worst rel", "tolerance", "result", "worst at"]
    var table = [header]
    for row in rows {
      table.append([
        row.family, row.reference, "\(row.cases)", scientific(row.worstAbsolute), scientific(row.worstRelative),
        scientific(row.tolerance), row.passed ? "pass" : "FAIL", row.worstAt,
      ])
    }
    var widths = [Int](repeating: 0, count: header.count)
    for line in table { for (i, cell) in line.enumerated() { widths[i] = max(widths[i], cell.count) } }
    for line in table {
      var text = ""
      for (i, cell) in line.enumerated() {
        text += i == line.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count + 2)
      }
      output.append(text + "\n")
    }
  }

  /// `1.2e-11`-style text with two significant digits.
  static func scientific(_ x: Double) -> String {
    guard x.isFinite else { return "\(x)" }
    guard x > 0 else { return "0" }
    var exponent = 0
    var mantissa = x
    while mantissa >= 10 { mantissa /= 10; exponent += 1 }
    while mantissa < 1 { mantissa *= 10; exponent -= 1 }
    var rounded = (mantissa * 10).rounded() / 10
    if rounded >= 10 {
      rounded /= 10
      exponent += 1
    }
    return exponent == 0 ? "\(rounded)" : "\(rounded)e\(exponent)"
  }
}
