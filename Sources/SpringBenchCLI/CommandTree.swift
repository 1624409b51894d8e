/// A node of the `springbench` command tree: the command its words name and
/// the subcommands under it.
///
/// One declaration (``SpringBench/tree``) feeds dispatch, help, `help a b`
/// and the completion scripts, so a subcommand added there is parsed, listed
/// and completed everywhere at once.
struct CommandTree {
  /// The word typed to reach this node ("" for the root).
  let name: String
  /// The command that runs when no further subcommand word follows.
  let command: any BenchCommand.Type
  /// The subcommands, in help order.
  let children: [CommandTree]

  init(_ name: String, _ command: any BenchCommand.Type, _ children: [CommandTree] = []) {
    self.name = name
    self.command = command
    self.children = children
  }

  /// The child named `word`, if any.
  func child(_ word: String) -> CommandTree? { children.first { $0.name == word } }

  /// The deepest node the leading words of `words` name, the words that
  /// named it, and the words left for its parser. A word that names no child
  /// ends the walk, so `sweep --damping 0.5` runs `sweep` with its flags.
  func resolve(_ words: ArraySlice<String>) -> (node: CommandTree, path: [String], rest: ArraySlice<String>) {
    var node = self
    var path: [String] = []
    var rest = words
    while let word = rest.first, let next = node.child(word) {
      node = next
      path.append(word)
      rest = rest.dropFirst()
    }
    return (node, path, rest)
  }

  /// Every node with the words that reach it, parents before children, the
  /// root first with an empty path.
  var nodes: [(path: [String], node: CommandTree)] {
    var out: [(path: [String], node: CommandTree)] = []
    func visit(_ node: CommandTree, _ path: [String]) {
      out.append((path, node))
      for child in node.children { visit(child, path + [child.name]) }
    }
    visit(self, [])
    return out
  }
}
