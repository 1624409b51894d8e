/// Splits argv into options and positionals, the way swift-argument-parser does.
///
/// - `--name value` and `--name=value` both work; the token after an option
///   that takes a value is its value (so `--from -1` reads -1) unless it looks
///   like another option (`--to`), which is a missing value.
/// - `-h`/`--help` and `--version` win wherever they appear (except as a value).
/// - `--` ends the options.
/// - Unknown options are usage errors, with a suggestion when one is close.
enum CommandLineParser {
  /// What the command line asks for.
  enum Request: Sendable {
    case run(ParsedArguments)
    case help
    case version
  }

  static func parse(_ arguments: ArraySlice<String>, for command: CommandDefinition) throws(CommandLineError)
    -> Request
  {
    var parsed = ParsedArguments()
    var index = arguments.startIndex
    var optionsEnded = false
    while index < arguments.endIndex {
      let token = arguments[index]
      index += 1
      if optionsEnded || !token.hasPrefix("-") || token == "-" || isNegativeNumber(token) {
        parsed.append(positional: token)
        continue
      }
      if token == "--" {
        optionsEnded = true
        continue
      }
      if token == "-h" || token == "--help" { return .help }
      if token == "--version" { return .version }
      guard token.hasPrefix("--") else {
        throw .usage(.unknownOption(token, suggestion: nil))
      }
      let body = token.dropFirst(2)
      let name: Substring
      var inlineValue: String?
      if let equals = body.firstIndex(of: "=") {
        name = body[..<equals]
        inlineValue = String(body[body.index(after: equals)...])
      } else {
        name = body
      }
      let spelling = "--" + name
      guard let option = command.option(named: String(name)) else {
        throw .usage(.unknownOption(spelling, suggestion: suggestion(for: spelling, in: command)))
      }
      if parsed.has(option) {
        throw .usage(.repeated(flag: spelling, first: parsed.spelling(option)))
      }
      if option.valueName == nil {
        if let inlineValue {
          throw .usage(.flagTakesNoValue(flag: spelling, got: inlineValue))
        }
        parsed.set(option, spelling: spelling, value: "")
        continue
      }
      if let inlineValue {
        parsed.set(option, spelling: spelling, value: inlineValue)
      } else if index < arguments.endIndex, !looksLikeOption(arguments[index]) {
        parsed.set(option, spelling: spelling, value: arguments[index])
        index += 1
      } else {
        throw .usage(.missingValue(label: "\(spelling) <\(option.valueName ?? "value")>"))
      }
    }
    return .run(parsed)
  }

  /// `--to`, `--help`, `-h`: a token that is an option, not a value.
  private static func looksLikeOption(_ token: String) -> Bool {
    if token == "-h" { return true }
    guard token.hasPrefix("--"), let third = token.utf8.dropFirst(2).first else { return false }
    return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(third)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(third)
  }

  /// `-1`, `-.5`, `-2e3`: a positional number, not an option.
  private static func isNegativeNumber(_ token: String) -> Bool {
    token.count > 1 && NumberSyntax.double(token) != nil
  }

  /// The closest known option to `spelling`, if one is close.
  private static func suggestion(for spelling: String, in command: CommandDefinition) -> String? {
    let candidates = command.options.flatMap { [$0.name] + $0.aliases }
    let typed = String(spelling.dropFirst(2).prefix { $0 != "=" })
    let best = candidates.map { (name: $0, distance: editDistance(typed, $0)) }.min { $0.distance < $1.distance }
    guard let best, best.distance <= max(2, typed.count / 3) else { return nil }
    return "--" + best.name
  }

  /// Levenshtein distance, for suggestions.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.utf8)
    let b = Array(b.utf8)
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
