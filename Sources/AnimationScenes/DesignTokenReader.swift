import AnimationMath

/// The work of ``DesignTokenFile``: collecting tokens from groups, then
/// resolving each token's type and value, aliases followed.
struct DesignTokenReader {
  /// A token as written: its node, its own or inherited `$type`, its description.
  struct Entry {
    let node: JSONNode
    let type: String?
    let description: String?
  }

  /// A resolved token: its type, and its value when it is a motion type.
  struct Resolved {
    let type: String
    let value: MotionToken.Value?
  }

  private(set) var entries: [String: Entry] = [:]
  private(set) var order: [String] = []
  private var resolved: [String: Resolved] = [:]

  static let groupKeys = ["$type", "$description", "$extensions", "$extends", "$deprecated", "$root"]
  static let tokenKeys = ["$value", "$type", "$ref", "$description", "$extensions", "$deprecated"]

  /// Walks a group: its properties, then its tokens and groups.
  mutating func collect(_ group: JSONNode, inherited: String?, isRoot: Bool) throws(SceneError) {
    let members = try group.members()
    var type = inherited
    for (key, value) in members where key.hasPrefix("$") {
      let node = try group.required(key)
      switch key {
      case "$type": type = try Self.type(node)
      case "$description": _ = try node.string()
      case "$extensions": _ = try node.members()
      case "$deprecated": try Self.deprecated(node)
      case "$schema" where isRoot: _ = try node.string()
      case "$extends":
        throw node.error("group inheritance ($extends) is not supported by this reader")
      case "$root": _ = value
      default:
        throw node.error(
          "unknown group property; expected \((isRoot ? ["$schema"] : []) + Self.groupKeys), a token or a group")
      }
    }
    for (key, _) in members where !key.hasPrefix("$") || key == "$root" {
      let node = try group.required(key)
      if key != "$root" { try Self.checkName(key, node) }
      let object = try node.members()
      if object.contains(where: { $0.key == "$value" || $0.key == "$ref" }) || key == "$root" {
        try addToken(node, inherited: type)
      } else {
        try collect(node, inherited: type, isRoot: false)
      }
    }
  }

  private mutating func addToken(_ node: JSONNode, inherited: String?) throws(SceneError) {
    try node.requireKeys(in: Self.tokenKeys)
    if let reference = try node.optional("$ref") {
      throw reference.error("JSON Pointer references ($ref) are not supported by this reader; use $value")
    }
    _ = try node.required("$value")
    let type = try node.optional("$type").map { (n: JSONNode) throws(SceneError) in try Self.type(n) } ?? inherited
    let description = try node.optional("$description").map { (n: JSONNode) throws(SceneError) in try n.string() }
    if let deprecated = try node.optional("$deprecated") { try Self.deprecated(deprecated) }
    if let extensions = try node.optional("$extensions") { _ = try extensions.members() }
    entries[node.path] = Entry(node: node, type: type, description: description)
    order.append(node.path)
  }

  /// A `$type`: one of DTCG's, `spring`, or a vendor type ending in `.spring`.
  static func type(_ node: JSONNode) throws(SceneError) -> String {
    let text = try node.string()
    guard DesignTokenFile.formatTypes.contains(text) || isSpringType(text) else {
      throw node.error(
        "unknown $type \"\(text)\"; expected one of \(DesignTokenFile.formatTypes.joined(separator: ", ")), or spring")
    }
    return text
  }

  static func isSpringType(_ text: String) -> Bool { text == "spring" || text.hasSuffix(".spring") }

  static func deprecated(_ node: JSONNode) throws(SceneError) {
    switch node.value {
    case .bool, .string: return
    default: throw node.error("must be true, false or a string; got \(node.value.kind)")
    }
  }

  /// A group or token name: not starting with `$`, no `{`, `}` or `.`.
  static func checkName(_ name: String, _ node: JSONNode) throws(SceneError) {
    guard !name.isEmpty, !name.hasPrefix("$"), !name.contains(where: { "{}.".contains($0) }) else {
      throw node.error("invalid token or group name: names must not be empty, start with $, or contain {, } or .")
    }
  }

  /// The token `name` resolved: aliases followed (`via` holds the chain, for cycles).
  mutating func resolve(_ name: String, via chain: [String]) throws(SceneError) -> Resolved {
    if let done = resolved[name] { return done }
    let entry = entries[name]!
    let value = try entry.node.required("$value")
    let result: Resolved
    if let target = try Self.alias(value) {
      let resolvedTarget = try follow(target, from: value, chain: chain + [name])
      if let type = entry.type, type != resolvedTarget.type,
        !(Self.isSpringType(type) && Self.isSpringType(resolvedTarget.type))
      {
        throw value.error("the alias {\(target)} is a \(resolvedTarget.type) token, not \(type)")
      }
      result = resolvedTarget
    } else {
      guard let type = entry.type else {
        throw entry.node.error("has no $type (none on the token or its groups, and its $value is not an alias)")
      }
      result = Resolved(type: type, value: try self.value(value, type: type, chain: chain + [name]))
    }
    resolved[name] = result
    return result
  }

  /// The token an alias names, resolved; a missing token or a cycle is an error at `node`.
  mutating func follow(_ target: String, from node: JSONNode, chain: [String]) throws(SceneError) -> Resolved {
    guard entries[target] != nil else { throw node.error("the alias {\(target)} names no token in this file") }
    if chain.contains(target) {
      throw node.error("alias cycle: \((chain + [target]).map { "{\($0)}" }.joined(separator: " → "))")
    }
    return try resolve(target, via: chain)
  }

  /// The name inside `{…}` when `node` is an alias string, else nil.
  static func alias(_ node: JSONNode) throws(SceneError) -> String? {
    guard case .string(let text) = node.value, text.hasPrefix("{") else { return nil }
    let inner = text.dropFirst().dropLast()
    let parts = inner.split(separator: ".", omittingEmptySubsequences: false)
    guard text.hasSuffix("}"), !parts.isEmpty,
      parts.allSatisfy({ !$0.isEmpty && !$0.contains(where: { "{}".contains($0) }) })
    else {
      throw node.error("invalid alias \"\(text)\"; expected {group.token}")
    }
    return String(inner)
  }
}
