import Foundation
import TestSupport
import Testing

@testable import SpringBenchCLI

/// `help`, `--help` and `--generate-completion-script`, from the same
/// command tree and declarations as parsing.
@Suite("Help and shell completions")
struct HelpAndCompletionTests {
  /// The words of every command in the tree, the root's empty.
  static let commands = SpringBench.tree.nodes.map(\.path)

  @Test("the tree has the nested commands: sweep decay, sweep fit, engines decay, engines follow, lottie players")
  func nestedCommands() {
    let paths = Self.commands.map { $0.joined(separator: " ") }
    #expect(
      ["sweep decay", "sweep fit", "engines decay", "engines follow", "lottie players"].allSatisfy(paths.contains),
      "\(paths)")
    #expect(paths.count == 1 + SpringBench.tree.children.count + 5)
  }

  @Test("every --help fits in 80 columns, OVERVIEW and USAGE included", arguments: commands)
  func helpWidth(_ path: [String]) throws {
    let result = try BinaryRunner.run(path + ["--help"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("OVERVIEW: "))
    for line in result.output.split(separator: "\n") {
      #expect(line.count <= HelpText.lineWidth, "\(path): \(line.count) columns: \(line)")
    }
  }

  @Test("springbench help [subcommand…] prints the same as --help, nested ones included", arguments: commands)
  func helpSubcommand(_ path: [String]) throws {
    let viaHelp = try BinaryRunner.run(["help"] + path)
    let viaFlag = try BinaryRunner.run(path + ["--help"])
    #expect(viaHelp.status == 0 && viaHelp.output == viaFlag.output, "\(path): \(viaHelp.standardError)")
    #expect(viaHelp.output.contains("USAGE: springbench\(path.map { " " + $0 }.joined())"), "\(path)")
  }

  @Test(
    "help for an unknown subcommand is a usage error naming it, at any depth",
    arguments: [
      (["nope"], "nope"), (["sweep", "nope"], "nope"), (["sweep", "fit", "extra"], "extra"), (["describe", "x"], "x"),
    ])
  func helpUnknown(_ words: [String], _ named: String) throws {
    expectUsageError(try BinaryRunner.run(["help"] + words), naming: named)
  }

  /// The names under SUBCOMMANDS: in `help`.
  static func listedSubcommands(_ help: String) -> [String] {
    help.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("SUBCOMMANDS:") }.dropFirst()
      .prefix { !$0.isEmpty }.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
  }

  @Test("each command lists its own subcommands, in the tree's order", arguments: commands)
  func subcommandOrder(_ path: [String]) throws {
    let node = SpringBench.tree.resolve(path[...]).node
    #expect(Self.listedSubcommands(try BinaryRunner.run(path + ["--help"]).output) == node.children.map(\.name))
  }

  @Test("the top level lists sweep and engines once, not their nested commands")
  func topLevelList() throws {
    let listed = Self.listedSubcommands(try BinaryRunner.run(["--help"]).output)
    #expect(listed.first == "describe" && listed.filter { $0 == "sweep" || $0 == "decay" }.count == 2, "\(listed)")
    #expect(Self.listedSubcommands(try BinaryRunner.run(["sweep", "--help"]).output) == ["decay", "fit"])
    #expect(Self.listedSubcommands(try BinaryRunner.run(["engines", "--help"]).output) == ["decay", "follow"])
  }

  @Test("--speed says which speed it is on each command")
  func speedHelp() throws {
    #expect(try BinaryRunner.run(["--help"]).output.contains("POP speed"))
    #expect(try BinaryRunner.run(["timing", "--help"]).output.contains("CAMediaTiming speed"))
  }

  static func script(_ shell: String) throws -> URL {
    let result = try BinaryRunner.run(["--generate-completion-script", shell])
    #expect(result.status == 0)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("springbench-completion-\(UUID()).\(shell)")
    try result.standardOutput.write(to: url)
    return url
  }

  static func shell(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test("the bash script parses (bash -n), loads, and completes subcommands and option values")
  func bash() throws {
    let url = try Self.script("bash")
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try Self.shell("/bin/bash", ["-n", url.path]).status == 0)
    let probe = """
      source '\(url.path)'
      COMP_WORDS=(springbench ea); COMP_CWORD=1; _springbench; echo "top: ${COMPREPLY[*]}"
      COMP_WORDS=(springbench ease --format ''); COMP_CWORD=3; _springbench; echo "format: ${COMPREPLY[*]}"
      COMP_WORDS=(springbench timing --fill-m); COMP_CWORD=2; _springbench; echo "timing: ${COMPREPLY[*]}"
      COMP_WORDS=(springbench sweep de); COMP_CWORD=2; _springbench; echo "sweep sub: ${COMPREPLY[*]}"
      COMP_WORDS=(springbench sweep decay --ra); COMP_CWORD=3; _springbench; echo "sweep decay: ${COMPREPLY[*]}"
      COMP_WORDS=(springbench sweep --ra); COMP_CWORD=2; _springbench; echo "sweep: ${COMPREPLY[*]}"
      COMP_WORDS=(springbench sweep decay --rate ''); COMP_CWORD=4; _springbench; echo "rate: ${COMPREPLY[*]}"
      COMP_WORDS=(springbench sweep fit --mo); COMP_CWORD=3; _springbench; echo "sweep fit: ${COMPREPLY[*]}"
      COMP_WORDS=(springbench engines decay --eng); COMP_CWORD=3; _springbench; echo "engines decay: ${COMPREPLY[*]}"
      COMP_WORDS=(springbench help sweep ''); COMP_CWORD=3; _springbench; echo "help sweep: ${COMPREPLY[*]}"
      COMP_WORDS=(springbench sweep --summary de); COMP_CWORD=3; _springbench; echo "after a flag: ${COMPREPLY[*]}"
      """
    let run = try Self.shell("/bin/bash", ["-c", probe])
    #expect(run.status == 0, "\(run.output)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("top: ease"), "\(run.output)")
    #expect(lines.contains("format: csv json table svg"), "\(run.output)")
    #expect(lines.contains("timing: --fill-mode"), "\(run.output)")
    #expect(lines.contains("sweep sub: decay"), "\(run.output)")
    #expect(lines.contains("sweep decay: --rate"), "\(run.output)")
    #expect(lines.contains("sweep: "), "\(run.output)")
    #expect(lines.contains("rate: normal fast R"), "\(run.output)")
    #expect(lines.contains("sweep fit: --model"), "\(run.output)")
    #expect(lines.contains("engines decay: --engines"), "\(run.output)")
    #expect(lines.contains("help sweep: decay fit"), "\(run.output)")
    #expect(lines.contains("after a flag: "), "\(run.output)")
  }

  static let zsh = ["/usr/bin/zsh", "/bin/zsh"].first { FileManager.default.isExecutableFile(atPath: $0) }
  static let fish = ["/usr/bin/fish", "/bin/fish"].first { FileManager.default.isExecutableFile(atPath: $0) }

  /// Under CI=true the completion tests may not be skipped: both shells must be here.
  @Test(
    "zsh and fish are installed when CI=true", .enabled(if: ProcessInfo.processInfo.environment["CI"] == "true"))
  func shellsPresentUnderCI() {
    #expect(Self.zsh != nil, "CI=true, but zsh is missing: the zsh completion test would be skipped")
    #expect(Self.fish != nil, "CI=true, but fish is missing: the fish completion test would be skipped")
  }

  @Test(
    "the zsh script parses (zsh -n) and loads",
    .enabled(if: zsh != nil, "zsh is not installed (run-tests installs it with apt)"))
  func zshScript() throws {
    let url = try Self.script("zsh")
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try Self.shell(Self.zsh!, ["-n", url.path]).status == 0)
    let run = try Self.shell(
      Self.zsh!, ["-c", "autoload -U compinit && compinit -u && source '\(url.path)' && echo loaded"])
    #expect(run.output.contains("loaded"), "\(run.output)")
  }

  /// Runs the zsh completion function for `words` (the cursor on the last)
  /// with `_arguments`, `_describe` and `_files` replaced by functions that
  /// print what they were given: which command's specs the walk chose.
  static func zshCompletion(_ script: URL, _ words: [String]) throws -> String {
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let probe = """
      autoload -U compinit && compinit -u && source '\(script.path)'
      _arguments() { print -r -- "ARGUMENTS $*" }
      _describe() { print -r -- "DESCRIBE ${(P)2}" }
      _files() { : }
      words=(\(quoted)); CURRENT=${#words}; _springbench
      """
    return try shell(zsh!, ["-c", probe]).output
  }

  @Test(
    "the zsh script offers each nested command's own options and subcommands",
    .enabled(if: zsh != nil, "zsh is not installed (run-tests installs it with apt)"))
  func zshNested() throws {
    let url = try Self.script("zsh")
    defer { try? FileManager.default.removeItem(at: url) }
    let sweepDecay = try Self.zshCompletion(url, ["springbench", "sweep", "decay", "--ra"])
    #expect(sweepDecay.contains("'--rate=") || sweepDecay.contains("--rate=["), "\(sweepDecay)")
    let sweep = try Self.zshCompletion(url, ["springbench", "sweep", "--ra"])
    #expect(sweep.contains("ARGUMENTS") && !sweep.contains("--rate="), "\(sweep)")
    let sweepWord = try Self.zshCompletion(url, ["springbench", "sweep", ""])
    #expect(sweepWord.contains("1: :{_describe subcommand subcommands}"), "\(sweepWord)")
    let fit = try Self.zshCompletion(url, ["springbench", "sweep", "fit", "--mo"])
    #expect(fit.contains("--model=") && fit.contains("*:file:_files"), "\(fit)")
    let help = try Self.zshCompletion(url, ["springbench", "help", "sweep", ""])
    #expect(help.contains("DESCRIBE decay:") && help.contains("fit:") && !help.contains("ARGUMENTS"), "\(help)")
  }

  @Test(
    "the fish script parses (fish -n) and completes",
    .enabled(if: fish != nil, "fish is not installed (run-tests installs it with apt)"))
  func fishScript() throws {
    let url = try Self.script("fish")
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try Self.shell(Self.fish!, ["-n", url.path]).status == 0)
    let run = try Self.shell(Self.fish!, ["-c", "source '\(url.path)'; complete -C 'springbench ease --form'"])
    #expect(run.output.contains("--format"), "\(run.output)")
  }

  @Test(
    "the fish script offers each nested command's own options and subcommands",
    .enabled(if: fish != nil, "fish is not installed (run-tests installs it with apt)"))
  func fishNested() throws {
    let url = try Self.script("fish")
    defer { try? FileManager.default.removeItem(at: url) }
    func complete(_ line: String) throws -> [String] {
      let run = try Self.shell(Self.fish!, ["-c", "source '\(url.path)'; complete -C '\(line)'"])
      return run.output.split(separator: "\n").compactMap { $0.split(separator: "\t").first.map(String.init) }
    }
    #expect(try complete("springbench sweep decay --ra") == ["--rate"])
    #expect(try complete("springbench sweep --ra").isEmpty)
    #expect(try complete("springbench sweep de") == ["decay"])
    #expect(try complete("springbench sweep fit --mo") == ["--model"])
    #expect(try complete("springbench engines decay --engin") == ["--engines"])
    #expect(try complete("springbench help sweep ") == ["decay", "fit"])
    #expect(try complete("springbench decay --ra") == ["--rate"])
  }

  @Test("an unknown shell is a usage error")
  func unknownShell() throws {
    expectUsageError(try BinaryRunner.run(["--generate-completion-script", "tcsh"]), naming: "tcsh")
  }
}
