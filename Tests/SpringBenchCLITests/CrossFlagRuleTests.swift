import TestSupport
import Testing

@testable import SpringBenchCLI

/// Every cross-flag rule a command declares, broken on the command line: the
/// run exits 64 with the rule's one message and writes nothing to stdout. The
/// cases come from the declarations (``ResolvingCommand/rules`` of every node of
/// ``SpringBench/tree``), so a rule added to a command is tested here at once.
@Suite("Every declared cross-flag rule fires with its message")
struct CrossFlagRuleTests {
  struct Case: Sendable, CustomStringConvertible {
    let definition: CommandDefinition
    let arguments: [String]
    let expected: UsageError
    var description: String { arguments.joined(separator: " ") }
  }

  /// The command line that breaks `rule`, and the error it must give.
  static func breaking(_ rule: CrossFlagRule) -> (arguments: [String], expected: UsageError) {
    func typed(_ flag: OptionDefinition, _ value: String = "1") -> [String] {
      flag.valueName == nil ? ["--\(flag.name)"] : ["--\(flag.name)", value]
    }
    /// Flags that make `condition` false.
    func falsifying(_ condition: CrossFlagRule.Condition) -> [String] {
      switch condition {
      case .given: return []
      case .absent(let flag): return typed(flag)
      case .oneOf(let flag, let values, let choices, _): return typed(flag, choices.first { !values.contains($0) }!)
      case .positionalOneOf(let values): return [values.joined() + ".json"]
      case .all(let conditions): return falsifying(conditions[0])
      case .any(let conditions): return conditions.flatMap(falsifying)
      }
    }
    switch rule.kind {
    case .exclusive(let flags, let advice):
      return (
        typed(flags[0]) + typed(flags[1]),
        .conflict(flag: "--\(flags[0].name)", with: "--\(flags[1].name)", advice: advice)
      )
    case .conflicts(let flags, let other, let advice, let condition):
      // The condition falsified, and `other` typed unless that already typed it.
      let falsified = condition.map(falsifying) ?? []
      return (
        typed(flags[0]) + (falsified.contains("--\(other.name)") ? falsified : typed(other) + falsified),
        .conflict(flag: "--\(flags[0].name)", with: "--\(other.name)", advice: advice)
      )
    case .requires(let flag, let other, let text):
      return (typed(flag), .requires(flag: "--\(flag.name)", needs: text ?? "--\(other.name)"))
    case .onlyWhen(let flags, let condition, let context):
      return (typed(flags[0]) + falsifying(condition), .appliesOnly(flag: "--\(flags[0].name)", context: context))
    }
  }

  static var cases: [Case] {
    SpringBench.tree.nodes.flatMap { path, node -> [Case] in
      guard let command = node.command as? any ResolvingCommand.Type else { return [] }
      return command.rules.map { rule in
        let (arguments, expected) = breaking(rule)
        return Case(definition: command.definition, arguments: path + arguments, expected: expected)
      }
    }
  }

  @Test("each rule fires with its message, exit 64, and no stdout", arguments: cases)
  func fires(_ c: Case) throws {
    let result = try BinaryRunner.run(c.arguments)
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    let definition = c.definition
    let expected = CommandLineError.usage(c.expected).text(commandName: definition.name, usage: definition.usage)
    #expect(result.standardError == expected)
    // The flags typed in the other order: the same rule, the same message.
    let reversed = try BinaryRunner.run(Self.reversingFlags(c.arguments))
    #expect(reversed.standardError == expected)
  }

  /// `arguments` with the flags (each with its value) in reverse order, the words before them kept.
  static func reversingFlags(_ arguments: [String]) -> [String] {
    guard let first = arguments.firstIndex(where: { $0.hasPrefix("--") }) else { return arguments }
    var groups: [[String]] = []
    for argument in arguments[first...] {
      if argument.hasPrefix("--") || groups.isEmpty {
        groups.append([argument])
      } else {
        groups[groups.count - 1].append(argument)
      }
    }
    return Array(arguments[..<first]) + groups.reversed().flatMap { $0 }
  }

  @Test("the converted commands declare rules, so the table above is not empty")
  func rulesAreDeclared() {
    #expect(Self.cases.count >= 10, "\(Self.cases.count) rules")
  }
}
