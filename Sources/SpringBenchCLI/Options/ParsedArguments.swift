/// The options and positional arguments of one invocation, read through the
/// options' declarations.
///
/// Values are typed by their ``Option``: `try arguments.value(SpringFlags.mass)`
/// is a `Double`, validated against the declared range, or a usage error that
/// names the flag as the user typed it.
struct ParsedArguments: Sendable {
  /// For each canonical option name: the spelling the user typed and the value
  /// (the last one given wins, as in swift-argument-parser).
  private var values: [String: (spelling: String, value: String)] = [:]
  /// Arguments that are not options, in order.
  private(set) var positionals: [String] = []
  /// The canonical names of the options given, in the order of their last
  /// occurrence on the command line (`sweep` orders its axes by it).
  private(set) var typedOrder: [String] = []

  mutating func set(_ definition: OptionDefinition, spelling: String, value: String) {
    if values[definition.name] != nil { typedOrder.removeAll { $0 == definition.name } }
    values[definition.name] = (spelling, value)
    typedOrder.append(definition.name)
  }

  /// Sets `definition` to `value`, keeping the spelling typed and the
  /// position in ``typedOrder`` (one case of a sweep).
  mutating func replace(_ definition: OptionDefinition, with value: String) {
    if values[definition.name] == nil { typedOrder.append(definition.name) }
    values[definition.name] = (spelling(definition), value)
  }

  mutating func append(positional: String) { positionals.append(positional) }

  /// Whether the option was given.
  func has(_ definition: OptionDefinition) -> Bool { values[definition.name] != nil }

  /// Whether the option was given.
  func has<Value>(_ option: Option<Value>) -> Bool { has(option.definition) }

  /// The flag as the user spelled it (`--damping-ratio`), or `--name`.
  func spelling(_ definition: OptionDefinition) -> String {
    values[definition.name]?.spelling ?? "--\(definition.name)"
  }

  /// The flag as the user spelled it, or `--name`.
  func spelling<Value>(_ option: Option<Value>) -> String { spelling(option.definition) }

  /// The text given for the option, if any.
  func raw(_ definition: OptionDefinition) -> String? { values[definition.name]?.value }

  /// The text given for the option, if any.
  func raw<Value>(_ option: Option<Value>) -> String? { raw(option.definition) }

  /// The spelling and text given for the option whose canonical name is `name`, if any:
  /// for messages that name a flag of whichever command is running (`--duration 0.5`).
  func typed(named name: String) -> String? {
    values[name].map { "\($0.spelling) \($0.value)" }
  }

  /// The value given, converted and range-checked; nil when absent.
  func given<Value>(_ option: Option<Value>) throws(CommandLineError) -> Value? {
    guard let text = values[option.name]?.value else { return nil }
    guard let value = option.convert(text) else {
      throw .usage(.invalidValue(flag: spelling(option), accepted: option.accepted, got: text))
    }
    return value
  }

  /// The value given, or the declared default.
  ///
  /// - Precondition: the option declares a default.
  func value<Value>(_ option: Option<Value>) throws(CommandLineError) -> Value {
    if let value = try given(option) { return value }
    guard let fallback = option.defaultValue else {
      preconditionFailure("option --\(option.name) has no default; read it with given(_:)")
    }
    return fallback
  }

  /// The first of `definitions` that was given.
  func first(of definitions: [OptionDefinition]) -> OptionDefinition? {
    definitions.first { has($0) }
  }

  /// Throws unless at most one of `definitions` was given; `advice` says what to choose.
  func requireAtMostOne(of definitions: [OptionDefinition], advice: String) throws(CommandLineError) {
    let given = definitions.filter { has($0) }
    if given.count > 1 {
      throw .usage(.conflict(flag: spelling(given[0]), with: spelling(given[1]), advice: advice))
    }
  }

  /// Throws when `definition` was given; it applies in `context` only.
  func reject(_ definitions: [OptionDefinition], context: String) throws(CommandLineError) {
    if let flag = first(of: definitions) {
      throw .usage(.appliesOnly(flag: spelling(flag), context: context))
    }
  }

  /// Throws if there is any positional argument.
  func requireNoPositionals() throws(CommandLineError) {
    if let extra = positionals.first { throw .usage(.unexpectedArgument(extra)) }
  }

  /// The single positional argument `label`, or a usage error.
  func onePositional(_ label: String, example: String? = nil) throws(CommandLineError) -> String {
    guard let first = positionals.first else { throw .usage(.missingArgument(label: label, example: example)) }
    if positionals.count > 1 { throw .usage(.unexpectedArgument(positionals[1])) }
    return first
  }
}
