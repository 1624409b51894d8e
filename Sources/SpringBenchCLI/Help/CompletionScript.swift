/// Shell completion scripts for bash, zsh and fish, generated from the
/// command tree and the same option declarations as parsing and help (as
/// swift-argument-parser's `--generate-completion-script` does).
///
/// Each script first walks the words before the cursor down the tree, as
/// dispatch does: the leading words that name subcommands (`sweep decay`)
/// select a command, whose key is its path (`springbench/sweep/decay`). It then
/// completes that command's options (with their aliases), option values from a
/// fixed set (`--format csv|json|svg`), and, while only subcommand words have
/// been typed, the subcommands under it. After `help`, it completes the
/// subcommands under the words typed so far.
enum CompletionScript {
  /// The shells served.
  enum Shell: String, CaseIterable, Sendable { case bash, zsh, fish }

  /// The script for `shell`, for the commands of `tree`.
  static func render(_ shell: Shell, tree: CommandTree) -> String {
    let commands = tree.nodes.map { Command(path: $0.path, node: $0.node) }
    switch shell {
    case .bash: return bash(commands)
    case .zsh: return zsh(commands)
    case .fish: return fish(commands)
    }
  }

  /// One node of the tree as the scripts see it.
  struct Command {
    /// The subcommand words that reach it (empty for the root).
    let path: [String]
    /// The node.
    let node: CommandTree

    /// `springbench`, `springbench/sweep`, `springbench/sweep/decay`: the
    /// key the scripts' walk computes.
    var key: String { (["springbench"] + path).joined(separator: "/") }
    var definition: CommandDefinition { node.command.definition }
    var isRoot: Bool { path.isEmpty }
    /// The words offered in subcommand position: the children, and `help`
    /// at the top.
    var subcommandWords: [(name: String, abstract: String)] {
      node.children.map { ($0.name, $0.command.definition.abstract) }
        + (isRoot ? [("help", "Show help for a subcommand")] : [])
    }
  }

  /// `--format`'s `csv|json|svg` as values, when the placeholder lists words.
  static func values(_ option: OptionDefinition) -> [String] {
    guard let placeholder = option.valueName, placeholder.contains("|") else { return [] }
    let words = placeholder.split(separator: "|").map(String.init)
    return words.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } } ? words : []
  }

  static func flags(_ option: OptionDefinition) -> [String] { ([option.name] + option.aliases).map { "--" + $0 } }

  /// The keys of every command but the root, `|`-separated for a `case` pattern.
  private static func subcommandKeys(_ commands: [Command]) -> String {
    commands.filter { !$0.isRoot }.map(\.key).joined(separator: "|")
  }

  private static func bash(_ commands: [Command]) -> String {
    var out = """
      # bash completion for springbench; load with: source <(springbench --generate-completion-script bash)
      _springbench() {
        local cur prev cmd next help="" i=1
        cur="${COMP_WORDS[COMP_CWORD]}"
        prev="${COMP_WORDS[COMP_CWORD-1]}"
        cmd=springbench
        if [ "$COMP_CWORD" -gt 1 ] && [ "${COMP_WORDS[1]}" = help ]; then help=1; i=2; fi
        while [ "$i" -lt "$COMP_CWORD" ]; do
          next="$cmd/${COMP_WORDS[i]}"
          case "$next" in
            \(subcommandKeys(commands))) cmd="$next"; i=$((i + 1)) ;;
            *) break ;;
          esac
        done
        if [ -n "$help" ]; then
          [ "$i" -eq "$COMP_CWORD" ] || return
          case "$cmd" in

      """
    for command in commands where !command.node.children.isEmpty {
      let names = command.node.children.map(\.name).joined(separator: " ")
      out += "      \(command.key)) COMPREPLY=($(compgen -W \"\(names)\" -- \"$cur\")) ;;\n"
    }
    out += "    esac\n    return\n  fi\n  case \"$cmd\" in\n"
    for command in commands {
      out += "    \(command.key))\n      case \"$prev\" in\n"
      for option in command.definition.options where !values(option).isEmpty {
        out +=
          "        \(flags(option).joined(separator: "|"))) COMPREPLY=($(compgen -W \"\(values(option).joined(separator: " "))\" -- \"$cur\")); return ;;\n"
      }
      out += "      esac\n"
      let words = command.definition.options.flatMap(flags) + ["--help"]
      let first =
        command.subcommandWords.map(\.name) + (command.isRoot ? ["--version", "--generate-completion-script"] : [])
      out += "      local words=\"\(words.joined(separator: " "))\"\n"
      if !first.isEmpty {
        out += "      [ \"$i\" -eq \"$COMP_CWORD\" ] && words=\"\(first.joined(separator: " ")) $words\"\n"
      }
      out += "      COMPREPLY=($(compgen -W \"$words\" -- \"$cur\")) ;;\n"
    }
    out += "  esac\n}\ncomplete -F _springbench springbench\n"
    return out
  }

  private static func zsh(_ commands: [Command]) -> String {
    var out = """
      #compdef springbench
      # zsh completion for springbench; put in a directory on $fpath as _springbench,
      # or load with: source <(springbench --generate-completion-script zsh)
      _springbench() {
        local cmd=springbench next
        local -i i=2 help=0
        local -a subcommands spec
        if (( CURRENT > 2 )) && [[ ${words[2]} == help ]]; then help=1; i=3; fi
        while (( i < CURRENT )); do
          next="$cmd/${words[i]}"
          case $next in
            (\(subcommandKeys(commands))) cmd=$next; (( i++ )) ;;
            (*) break ;;
          esac
        done
        case $cmd in

      """
    for command in commands {
      let words = command.subcommandWords.map { "'\(escapeZsh($0.name)):\(escapeZsh($0.abstract))'" }
      out += "    (\(command.key)) subcommands=(\(words.joined(separator: " "))) ;;\n"
    }
    out += """
        esac
        if (( help )); then
          subcommands=(${subcommands:#help:*})
          (( i == CURRENT && ${#subcommands} )) && _describe subcommand subcommands
          return
        fi
        # The words after the command's path, as if it were typed alone.
        words=(${words[1]} ${words[i,-1]})
        (( CURRENT -= i - 2 ))
        (( CURRENT == 2 && ${#subcommands} )) && spec=('1: :{_describe subcommand subcommands}')
        case $cmd in

      """
    for command in commands {
      let rest = command.node.children.isEmpty && !command.isRoot ? " '*:file:_files'" : ""
      out += "    (\(command.key)) _arguments \(arguments(command.definition))\(rest) \"${spec[@]}\" ;;\n"
    }
    out +=
      "  esac\n}\nif [[ $zsh_eval_context[-1] == loadautofunc ]]; then _springbench \"$@\"; else compdef _springbench springbench; fi\n"
    return out
  }

  /// The `_arguments` specs of `definition`'s options.
  private static func arguments(_ definition: CommandDefinition) -> String {
    definition.options.flatMap { option -> [String] in
      let help = escapeZsh(option.help)
      return flags(option).map { flag in
        guard let valueName = option.valueName else { return "'\(flag)[\(help)]'" }
        let choices = values(option)
        let action = choices.isEmpty ? "" : "(\(choices.joined(separator: " ")))"
        return "'\(flag)=[\(help)]:\(escapeZsh(valueName)):\(action)'"
      }
    }.joined(separator: " ")
  }

  private static func fish(_ commands: [Command]) -> String {
    var out = """
      # fish completion for springbench; load with: springbench --generate-completion-script fish | source
      complete -c springbench -f
      # The command the words before the cursor name: its path (springbench/sweep/decay),
      # + when other words follow it, and a help: prefix after `springbench help`.
      function __springbench_key
          set -l tokens (commandline -opc)
          set -e tokens[1]
          set -l prefix ''
          if test (count $tokens) -gt 0; and test $tokens[1] = help
              set prefix help:
              set -e tokens[1]
          end
          set -l key springbench
          for word in $tokens
              if contains -- $key/$word \(commands.filter { !$0.isRoot }.map(\.key).joined(separator: " "))
                  set key $key/$word
              else
                  echo $prefix$key+
                  return
              end
          end
          echo $prefix$key
      end

      """
    for command in commands {
      for (name, abstract) in command.subcommandWords {
        out +=
          "complete -c springbench -n 'test (__springbench_key) = \(command.key)' -a \(name) -d '\(escapeFish(abstract))'\n"
      }
      for child in command.node.children {
        out +=
          "complete -c springbench -n 'test (__springbench_key) = help:\(command.key)' -a \(child.name) -d '\(escapeFish(child.command.definition.abstract))'\n"
      }
      let condition = "contains -- (__springbench_key) \(command.key) \(command.key)+"
      for option in command.definition.options {
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
