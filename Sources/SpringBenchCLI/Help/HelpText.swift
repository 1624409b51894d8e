/// Renders help the way swift-argument-parser lays it out: OVERVIEW, USAGE,
/// option sections with a 26-column label field, wrapped at 80 columns.
enum HelpText {
  static let labelWidth = 26
  static let lineWidth = 80

  static func render(_ command: CommandDefinition, subcommands: [(String, String)] = []) -> String {
    var out = hanging("OVERVIEW: ", command.abstract) + "\n" + hanging("USAGE: ", command.usage)
    for group in command.groups {
      out += "\n\(group.heading):\n"
      for option in group.options {
        var label = "  " + option.label
        for alias in option.aliases { label += ", --\(alias)" }
        var help = option.help
        if let value = option.defaultText { help += " (default: \(value))" }
        out += entry(label: label, help: help)
      }
    }
    out += "\nOPTIONS:\n"
    out += entry(label: "  --version", help: "Show the version.")
    out += entry(label: "  -h, --help", help: "Show help information.")
    if !subcommands.isEmpty {
      out += "\nSUBCOMMANDS:\n"
      for (name, abstract) in subcommands { out += entry(label: "  " + name, help: abstract) }
    }
    if !command.discussion.isEmpty { out += "\n" + command.discussion + "\n" }
    return out
  }

  /// `label` then `text` wrapped to the line width, continuation lines
  /// indented under the text.
  static func hanging(_ label: String, _ text: String) -> String {
    let indent = String(repeating: " ", count: label.count)
    let lines = wrap(text, width: lineWidth - label.count)
    return lines.enumerated().map { ($0.offset == 0 ? label : indent) + $0.element + "\n" }.joined()
  }

  /// One label and its wrapped description.
  static func entry(label: String, help: String) -> String {
    let indent = String(repeating: " ", count: labelWidth)
    let lines = wrap(help, width: lineWidth - labelWidth)
    var out: String
    if label.count < labelWidth - 1 {
      out = label + String(repeating: " ", count: labelWidth - label.count) + (lines.first ?? "") + "\n"
    } else {
      out = label + "\n" + indent + (lines.first ?? "") + "\n"
    }
    for line in lines.dropFirst() { out += indent + line + "\n" }
    return out
  }

  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
