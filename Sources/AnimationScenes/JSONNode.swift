/// A JSON value together with its path in the document, so that every
/// problem can be reported as a ``SceneError`` naming where it is
/// (`layers[2].animations[0].duration`).
package struct JSONNode: Sendable {
  /// The value.
  package let value: JSONValue
  /// The JSON path of the value; empty for the document root.
  package let path: String

  /// The root of a document.
  package init(root value: JSONValue) {
    self.value = value
    self.path = ""
  }

  init(_ value: JSONValue, path: String) {
    self.value = value
    self.path = path
  }

  /// The path printed in errors: the path, or `(document)` for the root.
  var displayPath: String { path.isEmpty ? "(document)" : path }

  /// An error at this node.
  package func error(_ message: String) -> SceneError { SceneError(path: displayPath, message: message) }

  /// The path of member `key`.
  func path(of key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  /// The members of an object.
  package func members() throws(SceneError) -> [(key: String, value: JSONValue)] {
    guard case .object(let members) = value else { throw error("must be an object; got \(value.kind)") }
    return members
  }

  /// Fails on keys outside `allowed`, naming the first unknown one.
  package func requireKeys(in allowed: [String]) throws(SceneError) {
    for (key, _) in try members() where !allowed.contains(key) {
      throw SceneError(
        path: path(of: key), message: "unknown key; expected one of \(allowed.joined(separator: ", "))")
    }
  }

  /// Member `key`, or nil when absent (or `null`).
  package func optional(_ key: String) throws(SceneError) -> JSONNode? {
    guard let member = try members().first(where: { $0.key == key }) else { return nil }
    if case .null = member.value { return nil }
    return JSONNode(member.value, path: path(of: key))
  }

  /// Member `key`; an error naming it when absent.
  package func required(_ key: String) throws(SceneError) -> JSONNode {
    guard let node = try optional(key) else {
      throw SceneError(path: path(of: key), message: "is required")
    }
    return node
  }

  /// The elements of an array, each with its path.
  package func elements() throws(SceneError) -> [JSONNode] {
    guard case .array(let items) = value else { throw error("must be an array; got \(value.kind)") }
    return items.enumerated().map { JSONNode($1, path: "\(path)[\($0)]") }
  }

  /// A finite number accepted by `accepts`; `range` states what is accepted.
  package func number(_ range: String = "a finite number", accepts: (Double) -> Bool = { _ in true })
    throws(SceneError) -> Double
  {
    guard case .number(let x) = value, accepts(x) else { throw error("must be \(range); got \(describe)") }
    return x
  }

  /// A number ≥ 0, or the string `"infinity"`.
  package func nonNegativeOrInfinity() throws(SceneError) -> Double {
    if case .string(let text) = value, text == "infinity" || text == "Infinity" { return .infinity }
    return try number("a number ≥ 0 or \"infinity\"") { $0 >= 0 }
  }

  /// A string.
  package func string() throws(SceneError) -> String {
    guard case .string(let text) = value else { throw error("must be a string; got \(describe)") }
    return text
  }

  /// One of `choices`.
  package func choice(_ choices: [String]) throws(SceneError) -> String {
    let text = try string()
    guard choices.contains(text) else {
      throw error("must be one of \(choices.joined(separator: ", ")); got \"\(text)\"")
    }
    return text
  }

  /// A boolean.
  package func bool() throws(SceneError) -> Bool {
    guard case .bool(let flag) = value else { throw error("must be true or false; got \(describe)") }
    return flag
  }

  /// The value in a few words, for messages: `-1.0`, `"fast"`, `an array`.
  var describe: String {
    switch value {
    case .number(let x): return "\(x)"
    case .string(let text): return "\"\(text)\""
    case .bool(let flag): return "\(flag)"
    default: return value.kind
    }
  }
}
