/// A rule between flags, declared beside the options it relates, in the spirit of
/// swift-argument-parser's `validate()`: which flags cannot go together, which
/// need another, which apply only in one mode.
///
/// A rule reads only which flags were given and, for a mode, the text typed
/// for it; it never converts a value. Commands check their rules
/// (``ResolvingCommand/rules``) before they read any value, in the order declared,
/// so the first broken rule is the one reported whatever the order of the flags
/// on the command line. The message of each kind is ``UsageError``'s:
/// `.conflict`, `.requires` or `.appliesOnly`.
///
///     static let rules: [CrossFlagRule] = [
///       .exclusive([samples, step, inputs], advice: "choose one set of inputs"),
///       .requires(arcReading, needs: arc),
///       .onlyWhen([dragStep], .oneOf(engine, ["flutter"]), context: "with --engine flutter"),
///     ]
struct CrossFlagRule: Sendable {
  /// What the rule asks of the flags given.
  enum Kind: Sendable {
    /// At most one of the flags; two given are a `.conflict` naming the first two.
    case exclusive([OptionDefinition], advice: String)
    /// Each flag conflicts with `other` unless `unless` holds: a `.conflict`.
    case conflicts([OptionDefinition], with: OptionDefinition, advice: String, unless: Condition?)
    /// The flag needs `other`: a `.requires` whose `needs` is `--other` or `text`.
    case requires(OptionDefinition, needs: OptionDefinition, text: String?)
    /// The flags apply only while `condition` holds: an `.appliesOnly` with `context`.
    case onlyWhen([OptionDefinition], Condition, context: String)
  }

  /// A state of the command line a rule depends on.
  enum Condition: Sendable {
    /// The flag was given.
    case given(OptionDefinition)
    /// The flag was not given.
    case absent(OptionDefinition)
    /// The flag's text (its default when absent) is one of `values`. A text that
    /// is none of `choices`, or no text, holds too: the flag's own check reports it.
    case oneOf(OptionDefinition, [String], choices: [String], default: String?)
    /// The first positional argument is one of `values` (a built-in name, not a file).
    case positionalOneOf([String])
    /// Every one of the conditions holds.
    indirect case all([Condition])
    /// At least one of the conditions holds.
    indirect case any([Condition])

    /// Whether the condition holds for `arguments`.
    func holds(_ arguments: ParsedArguments) -> Bool {
      switch self {
      case .given(let flag): return arguments.has(flag)
      case .absent(let flag): return !arguments.has(flag)
      case .oneOf(let flag, let values, let choices, let fallback):
        guard let text = arguments.raw(flag) ?? fallback else { return true }
        return values.contains(text) || !choices.contains(text)
      case .positionalOneOf(let values):
        return arguments.positionals.first.map(values.contains) ?? true
      case .all(let conditions): return conditions.allSatisfy { $0.holds(arguments) }
      case .any(let conditions): return conditions.contains { $0.holds(arguments) }
      }
    }

    /// A choice option whose text is one of `values`.
    static func oneOf<Value: RawRepresentable & CaseIterable & Sendable>(
      _ option: Option<Value>, _ values: [Value]
    ) -> Condition where Value.RawValue == String {
      .oneOf(
        option.definition, values.map(\.rawValue), choices: Value.allCases.map(\.rawValue),
        default: option.defaultValue?.rawValue)
    }
  }

  let kind: Kind

  /// At most one of `flags`.
  static func exclusive(_ flags: [OptionDefinition], advice: String) -> CrossFlagRule {
    CrossFlagRule(kind: .exclusive(flags, advice: advice))
  }

  /// None of `flags` with `other`, unless `condition` holds.
  static func conflicts(
    _ flags: [OptionDefinition], with other: OptionDefinition, advice: String = "", unless condition: Condition? = nil
  ) -> CrossFlagRule {
    CrossFlagRule(kind: .conflicts(flags, with: other, advice: advice, unless: condition))
  }

  /// `flag` only with `other`; the message says it needs `text`, else `--other`.
  static func requires(_ flag: OptionDefinition, needs other: OptionDefinition, text: String? = nil) -> CrossFlagRule {
    CrossFlagRule(kind: .requires(flag, needs: other, text: text))
  }

  /// `flags` only while `condition` holds; `context` completes "applies only …".
  static func onlyWhen(_ flags: [OptionDefinition], _ condition: Condition, context: String) -> CrossFlagRule {
    CrossFlagRule(kind: .onlyWhen(flags, condition, context: context))
  }

  /// The usage error `arguments` break this rule with, or nil.
  func violation(in arguments: ParsedArguments) -> UsageError? {
    switch kind {
    case .exclusive(let flags, let advice):
      let given = flags.filter { arguments.has($0) }
      guard given.count > 1 else { return nil }
      return .conflict(flag: arguments.spelling(given[0]), with: arguments.spelling(given[1]), advice: advice)
    case .conflicts(let flags, let other, let advice, let condition):
      guard arguments.has(other), condition?.holds(arguments) != true,
        let flag = arguments.first(of: flags)
      else { return nil }
      return .conflict(flag: arguments.spelling(flag), with: arguments.spelling(other), advice: advice)
    case .requires(let flag, let other, let text):
      guard arguments.has(flag), !arguments.has(other) else { return nil }
      return .requires(flag: arguments.spelling(flag), needs: text ?? "--\(other.name)")
    case .onlyWhen(let flags, let condition, let context):
      guard let flag = arguments.first(of: flags), !condition.holds(arguments) else { return nil }
      return .appliesOnly(flag: arguments.spelling(flag), context: context)
    }
  }

  /// Throws the first rule of `rules` that `arguments` break.
  static func check(_ rules: [CrossFlagRule], _ arguments: ParsedArguments) throws(CommandLineError) {
    for rule in rules {
      if let error = rule.violation(in: arguments) { throw .usage(error) }
    }
  }
}
