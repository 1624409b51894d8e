import AnimationMath

extension DesignTokenFile {
  /// The extension key under which springs are written (a token's `$extensions`).
  public static let springExtensionKey = "dev.springbench.spring"

  /// `tokens` as a DTCG 2025.10 file that the format's schema accepts and this reader
  /// reads back to the same values: names split at `.` into groups; durations in ms;
  /// numbers as the shortest decimals that read back as the same doubles. A spring,
  /// which DTCG does not define, is a `duration` token (the time after which it stays
  /// within 0.05 % of rest, whole ms, for tools that read only the format) carrying
  /// `{mass, stiffness, damping}` under `$extensions."dev.springbench.spring"`.
  public static func json(_ tokens: [MotionToken]) -> String {
    var root = Node()
    for token in tokens { root.insert(token, path: token.name.split(separator: ".").map(String.init)[...]) }
    var text = "{\n  \"$schema\": \"https://www.designtokens.org/schemas/2025.10/format.json\""
    root.write(into: &text, indent: "  ", continuing: true)
    return text + "\n}\n"
  }

  /// A group being written: its children in insertion order.
  private struct Node {
    var children: [(name: String, node: Node)] = []
    var token: MotionToken?

    mutating func insert(_ token: MotionToken, path: ArraySlice<String>) {
      guard let first = path.first else {
        self.token = token
        return
      }
      if let index = children.firstIndex(where: { $0.name == first }) {
        children[index].node.insert(token, path: path.dropFirst())
      } else {
        var child = Node()
        child.insert(token, path: path.dropFirst())
        children.append((first, child))
      }
    }

    func write(into text: inout String, indent: String, continuing: Bool) {
      for (index, child) in children.enumerated() {
        text += (index > 0 || continuing ? ",\n" : "\n") + indent + quoted(child.name) + ": {"
        if let token = child.node.token {
          text += DesignTokenFile.members(token).map { "\n\(indent)  \($0)" }.joined(separator: ",")
        } else {
          child.node.write(into: &text, indent: indent + "  ", continuing: false)
        }
        text += "\n" + indent + "}"
      }
    }
  }

  /// A token's members, each `"key": value`.
  static func members(_ token: MotionToken) -> [String] {
    var members: [String] = []
    if let description = token.description { members.append("\"$description\": \(quoted(description))") }
    switch token.value {
    case .duration(let seconds):
      members += ["\"$type\": \"duration\"", "\"$value\": \(duration(seconds))"]
    case .cubicBezier(let curve):
      members += ["\"$type\": \"cubicBezier\"", "\"$value\": \(bezier(curve))"]
    case .transition(let t):
      members += [
        "\"$type\": \"transition\"",
        "\"$value\": {\"duration\": \(duration(t.duration)), \"delay\": \(duration(t.delay)), \"timingFunction\": \(bezier(t.timingFunction))}",
      ]
    case .spring(let p, _):
      let settle = (try? SpringSolution(parameters: p, from: 0, to: 1, relativeVelocity: 0))?.settlingDuration(
        band: .relative(5e-4))
      let milliseconds = settle.map { $0.isFinite ? ($0 * 1000).rounded(.up) : 0 } ?? 0
      members += [
        "\"$type\": \"duration\"", "\"$value\": {\"value\": \(number(milliseconds)), \"unit\": \"ms\"}",
        "\"$extensions\": {\(quoted(springExtensionKey)): {\"mass\": \(number(p.mass)), \"stiffness\": \(number(p.stiffness)), \"damping\": \(number(p.damping))}}",
      ]
    }
    return members
  }

  static func duration(_ seconds: Double) -> String { "{\"value\": \(number(seconds * 1000)), \"unit\": \"ms\"}" }

  static func bezier(_ curve: CubicBezierTiming) -> String {
    "[\([curve.x1, curve.y1, curve.x2, curve.y2].map(number).joined(separator: ", "))]"
  }

  /// A JSON number: the shortest round-trip decimal (`1.0` prints `1`).
  static func number(_ x: Double) -> String {
    let text = "\(x + 0)"
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }
}

/// `text` as a JSON string.
private func quoted(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    case "\r": out += "\\r"
    default:
      if scalar.value < 0x20 {
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }
  return out + "\""
}
