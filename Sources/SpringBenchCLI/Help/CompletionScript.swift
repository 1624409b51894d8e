/// Shell completion scripts for bash, zsh and fish, generated from the same
/// option declarations as parsing and help (as swift-argument-parser's
/// `--generate-completion-script` does).
///
/// Each completes the subcommand in first position, then the options of the
/// command given (with their aliases); options with a fixed set of values
/// (`--format csv|json|svg`) complete those values.
enum CompletionScript {
  /// The shells served.
  enum Shell: String, CaseIterable, Sendable { case bash, zsh, fish }

  /// The script for `shell`; `commands` pairs each subcommand name ("" for the
  /// top level) with its definition.
  static func render(_ shell: Shell, commands: [(String, CommandDefinition)]) -> String {
    switch shell {
    case .bash: bash(commands)
    case .zsh: zsh(commands)
    case .fish: fish(commands)
    }
  }

  /// `--format`'s `csv|json|svg` as values, when the placeholder lists words.
  static func values(_ option: OptionDefinition) -> [String] {
    guard let placeholder = option.valueName, placeholder.contains("|") else { return [] }
    let words = placeholder.split(separator: "|").map(String.init)
    return words.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } } ? words : []
  }

  static func flags(_ option: OptionDefinition) -> [String] { ([option.name] + option.aliases).map { "--" + $0 } }

  private static func subcommandNames(_ commands: [(String, CommandDefinition)]) -> [String] {
    commands.map(\.0).filter { !$0.isEmpty } + ["help"]
  }

  private static func bash(_ commands: [(String, CommandDefinition)]) -> String {
    var out = """
      # bash completion for springbench; load with: source <(springbench --generate-completion-script bash)
      _springbench() {
        local cur prev sub
        cur="${COMP_WORDS[COMP_CWORD]}"
        prev="${COMP_WORDS[COMP_CWORD-1]}"
        sub=""
        if [ "${COMP_CWORD}" -gt 1 ]; then sub="${COMP_WORDS[1]}"; fi
        case "$sub" in

      """
    func body(_ definition: CommandDefinition, extra: [String]) -> String {
      var text = "      case \"$prev\" in\n"
      for option in definition.options where !values(option).isEmpty {
        text += "        \(flags(option).joined(separator: "|"))) COMPREPLY=($(compgen -W \"\(values(option).joined(separator: " "))\" -- \"$cur\")); return ;;\n"
      }
      text += "      esac\n"
      let words = extra + definition.options.flatMap(flags) + ["--help"]
      text += "      COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
      return text
    }
    for (name, definition) in commands where !name.isEmpty {
      out += "    \(name))\n" + body(definition, extra: [])
    }
    out += "    help) COMPREPLY=($(compgen -W \"\(commands.map(\.0).filter { !$0.isEmpty }.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
    let top = commands.first { $0.0.isEmpty }!.1
    out += "    *)\n" + body(top, extra: subcommandNames(commands) + ["--version", "--generate-completion-script"])
    out += "  esac\n}\ncomplete -F _springbench springbench\n"
    return out
  }

  private static func zsh(_ commands: [(String, CommandDefinition)]) -> String {
    var out = """
      #compdef springbench
      # zsh completion for springbench; put in a directory on $fpath as _springbench,
      # or load with: source <(springbench --generate-completion-script zsh)
      _springbench() {
        local -a subcommands
        subcommands=(

      """
    for (name, definition) in commands where !name.isEmpty {
      out += "    '\(name):\(escapeZsh(definition.abstract))'\n"
    }
    out += "    'help:Show help for a subcommand'\n  )\n"
    out += "  local sub=${words[2]}\n  case $sub in\n"
    func arguments(_ definition: CommandDefinition) -> String {
      definition.options.flatMap { option -> [String] in
        let help = escapeZsh(option.help)
        return flags(option).map { flag in
          if option.valueName == nil { return "'\(flag)[\(help)]'" }
          let choices = values(option)
          let action = choices.isEmpty ? "" : "(\(choices.joined(separator: " ")))"
          return "'\(flag)=[\(help)]:\(escapeZsh(option.valueName!)):\(action)'"
        }
      }.joined(separator: " ")
    }
    for (name, definition) in commands where !name.isEmpty {
      out += "    \(name)) shift words; (( CURRENT-- )); _arguments \(arguments(definition)) '*:file:_files' ;;\n"
    }
    let top = commands.first { $0.0.isEmpty }!.1
    out += "    *) _arguments \(arguments(top)) '1: :{_describe subcommand subcommands}' ;;\n"
    out += "  esac\n}\nif [[ $zsh_eval_context[-1] == loadautofunc ]]; then _springbench \"$@\"; else compdef _springbench springbench; fi\n"
    return out
  }

  private static func fish(_ commands: [(String, CommandDefinition)]) -> String {
    var out = "# fish completion for springbench; load with: springbench --generate-completion-script fish | source\n"
    out += "complete -c springbench -f\n"
    let names = commands.map(\.0).filter { !$0.isEmpty }
    let noSub = "not __fish_seen_subcommand_from \(names.joined(separator: " ")) help"
    for (name, definition) in commands where !name.isEmpty {
      out += "complete -c springbench -n '\(noSub)' -a \(name) -d '\(escapeFish(definition.abstract))'\n"
    }
    out += "complete -c springbench -n '\(noSub)' -a help -d 'Show help for a subcommand'\n"
    for (name, definition) in commands {
      let condition = name.isEmpty ? noSub : "__fish_seen_subcommand_from \(name)"
      for option in definition.options {
        var line = "complete -c springbench -n '\(condition)' -l \(option.name)"
        for alias in option.aliases { line += " -l \(alias)" }
        if option.valueName != nil { line += " -r" }
        let choices = values(option)
        if !choices.isEmpty { line += " -a '\(choices.joined(separator: " "))'" }
        line += " -d '\(escapeFish(option.help))'\n"
        out += line
      }
    }
    return out
  }

  private static func escapeZsh(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "'": out += "'\\''"
      case "[", "]", ":": out += "\\" + String(c)
      default: out.append(c)
      }
    }
    return out
  }

  private static func escapeFish(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "'": out += "\\'"
      case "\\": out += "\\\\"
      default: out.append(c)
      }
    }
    return out
  }
}
