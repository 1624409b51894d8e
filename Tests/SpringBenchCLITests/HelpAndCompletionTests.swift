import Foundation
@testable import SpringBenchCLI
import TestSupport
import Testing

/// `help`, `--help` and `--generate-completion-script`, from the same
/// declarations as parsing.
@Suite("Help and shell completions")
struct HelpAndCompletionTests {
  static let commands = [""] + SpringBench.subcommands.map(\.name)

  @Test("every --help fits in 80 columns, OVERVIEW and USAGE included", arguments: commands)
  func helpWidth(_ name: String) throws {
    let result = try BinaryRunner.run((name.isEmpty ? [] : [name]) + ["--help"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("OVERVIEW: "))
    for line in result.output.split(separator: "\n") {
      #expect(line.count <= HelpText.lineWidth, "\(name): \(line.count) columns: \(line)")
    }
  }

  @Test("springbench help [subcommand] prints the same as --help", arguments: commands)
  func helpSubcommand(_ name: String) throws {
    let viaHelp = try BinaryRunner.run(["help"] + (name.isEmpty ? [] : [name]))
    let viaFlag = try BinaryRunner.run((name.isEmpty ? [] : [name]) + ["--help"])
    #expect(viaHelp.status == 0 && viaHelp.output == viaFlag.output)
  }

  @Test("help for an unknown subcommand is a usage error")
  func helpUnknown() throws {
    expectUsageError(try BinaryRunner.run(["help", "nope"]), naming: "nope")
  }

  @Test("subcommands are listed in a stable order")
  func subcommandOrder() throws {
    let help = try BinaryRunner.run(["--help"]).output
    let listed = help.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("SUBCOMMANDS:") }.dropFirst()
      .prefix { !$0.isEmpty }.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(listed == SpringBench.subcommands.map(\.name))
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
      """
    let run = try Self.shell("/bin/bash", ["-c", probe])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("top: ease"), "\(run.output)")
    #expect(run.output.contains("format: csv json table svg"), "\(run.output)")
    #expect(run.output.contains("timing: --fill-mode"), "\(run.output)")
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

  @Test("the zsh script parses (zsh -n) and loads", .enabled(if: zsh != nil, "zsh is not installed (run-tests installs it with apt)"))
  func zshScript() throws {
    let url = try Self.script("zsh")
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try Self.shell(Self.zsh!, ["-n", url.path]).status == 0)
    let run = try Self.shell(Self.zsh!, ["-c", "autoload -U compinit && compinit -u && source '\(url.path)' && echo loaded"])
    #expect(run.output.contains("loaded"), "\(run.output)")
  }

  @Test("the fish script parses (fish -n) and completes", .enabled(if: fish != nil, "fish is not installed (run-tests installs it with apt)"))
  func fishScript() throws {
    let url = try Self.script("fish")
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try Self.shell(Self.fish!, ["-n", url.path]).status == 0)
    let run = try Self.shell(Self.fish!, ["-c", "source '\(url.path)'; complete -C 'springbench ease --form'"])
    #expect(run.output.contains("--format"), "\(run.output)")
  }

  @Test("an unknown shell is a usage error")
  func unknownShell() throws {
    expectUsageError(try BinaryRunner.run(["--generate-completion-script", "tcsh"]), naming: "tcsh")
  }
}
