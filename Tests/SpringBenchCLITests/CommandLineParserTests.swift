import Testing

@testable import SpringBenchCLI

@Suite("The argument parser behaves like swift-argument-parser")
struct CommandLineParserTests {
  static let command = SpringCurveCommand.definition

  func parse(_ arguments: [String]) throws -> ParsedArguments {
    guard case .run(let parsed) = try CommandLineParser.parse(arguments[...], for: Self.command) else {
      throw CommandLineError.usage(.unexpectedArgument("not a run"))
    }
    return parsed
  }

  @Test("--opt value and --opt=value are the same")
  func equalsForm() throws {
    #expect(try parse(["--damping", "0.3"]).raw(SpringFlags.damping) == "0.3")
    #expect(try parse(["--damping=0.3"]).raw(SpringFlags.damping) == "0.3")
  }

  @Test("a value may start with a dash: --from -1, --times=-0")
  func negativeValues() throws {
    #expect(try parse(["--from", "-1"]).raw(SpringFlags.from) == "-1")
    #expect(try parse(["--from", "-1e-3", "--to", "-2"]).raw(SpringFlags.to) == "-2")
  }

  @Test("aliases resolve to the canonical name and keep the user's spelling")
  func aliases() throws {
    let parsed = try parse(["--damping-ratio", "0.7"])
    #expect(parsed.raw(SpringFlags.damping) == "0.7")
    #expect(parsed.spelling(SpringFlags.damping) == "--damping-ratio")
  }

  @Test("--help and --version win; -- ends the options")
  func helpAndVersion() throws {
    guard case .help = try CommandLineParser.parse(["--damping", "0.3", "-h"][...], for: Self.command) else {
      Issue.record("expected help")
      return
    }
    guard case .version = try CommandLineParser.parse(["--version"][...], for: Self.command) else {
      Issue.record("expected version")
      return
    }
    #expect(try parse(["--", "--damping"]).positionals == ["--damping"])
  }

  struct ErrorCase: Sendable, CustomStringConvertible {
    let arguments: [String]
    let fragment: String
    var description: String { arguments.joined(separator: " ") }
  }

  static let errorCases: [ErrorCase] = [
    .init(arguments: ["--bogus"], fragment: "Unknown option '--bogus'"),
    .init(arguments: ["--dampng", "1"], fragment: "Did you mean '--damping'?"),
    .init(arguments: ["--damping"], fragment: "Missing value for '--damping <ratio>'"),
    .init(arguments: ["-x"], fragment: "Unknown option '-x'"),
    .init(arguments: ["--help=1"], fragment: "Unknown option"),
    .init(arguments: ["--damping", "0.3", "--damping", "0.4"], fragment: "--damping is given twice"),
    .init(arguments: ["--damping=0.3", "--damping-ratio", "0.4"], fragment: "--damping-ratio repeats --damping"),
    .init(
      arguments: ["--overshoot-clamping", "--overshoot-clamping"], fragment: "--overshoot-clamping is given twice"),
  ]

  @Test("usage errors use argument-parser's phrasing", arguments: errorCases)
  func errors(_ c: ErrorCase) {
    do {
      _ = try CommandLineParser.parse(c.arguments[...], for: Self.command)
      Issue.record("no error for \(c)")
    } catch {
      #expect(error.status == .usage)
      #expect(error.message.contains(c.fragment), "\(error.message)")
    }
  }

  @Test("help lists every contract flag with the 26-column layout")
  func helpText() {
    let help = HelpText.render(Self.command)
    let contract = [
      "--damping", "--damping-ratio", "--velocity", "--duration", "--from", "--to", "--mass", "--stiffness",
      "--damping-coefficient", "--response", "--damping-fraction", "--bounce", "--tension", "--friction",
      "--bounciness", "--speed", "--overdamping", "--epsilon", "--fps", "--step", "--samples", "--times",
      "--until", "--reference", "--reference-epsabs", "--reference-epsrel", "--help", "--version",
    ]
    for flag in contract {
      #expect(help.contains(flag), "help lacks \(flag)")
    }
    #expect(help.hasPrefix("OVERVIEW: "))
    #expect(help.contains("\nUSAGE: "))
    for line in help.split(separator: "\n") where line.hasPrefix("  --to ") {
      #expect(line.firstIndex(of: "R").map { line.distance(from: line.startIndex, to: $0) } == HelpText.labelWidth)
    }
    for line in help.split(separator: "\n") {
      #expect(line.count <= HelpText.lineWidth, "too wide: \(line)")
    }
  }
}
