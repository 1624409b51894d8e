/// One option a command accepts, for parsing and for help.
struct OptionDefinition: Sendable {
  /// The canonical long name without dashes, e.g. `damping`.
  let name: String
  /// Other long names, without dashes, e.g. `damping-ratio`.
  let aliases: [String]
  /// The placeholder of the value, e.g. `ratio`; nil for a flag without a value.
  let valueName: String?
  /// One sentence of help.
  let help: String
  /// The default, shown as `(default: …)`; nil when there is none.
  let defaultText: String?

  init(_ name: String, aliases: [String] = [], value: String? = nil, help: String, default defaultText: String? = nil) {
    self.name = name
    self.aliases = aliases
    self.valueName = value
    self.help = help
    self.defaultText = defaultText
  }

  /// `--name <value>` as usage messages show it.
  var label: String {
    valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
  }
}

/// A command: its name, what it does, and its options.
struct CommandDefinition: Sendable {
  /// The full invocation, e.g. `springbench describe`.
  let name: String
  /// One line shown under OVERVIEW.
  let abstract: String
  /// The usage line after `USAGE: `.
  let usage: String
  /// Option groups, each with a heading, in help order.
  let groups: [(heading: String, options: [OptionDefinition])]
  /// Text shown after the options.
  let discussion: String

  /// Every option of every group.
  var options: [OptionDefinition] { groups.flatMap(\.options) }

  /// The option called `name` or one of its aliases.
  func option(named name: String) -> OptionDefinition? {
    options.first { $0.name == name || $0.aliases.contains(name) }
  }
}
