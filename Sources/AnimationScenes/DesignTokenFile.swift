import AnimationMath

/// The motion tokens of a W3C Design Tokens (DTCG 2025.10) file: `duration`,
/// `cubicBezier` and `transition` tokens, and springs, resolved into
/// ``MotionToken`` values.
///
/// Read as the format and its JSON Schemas say (design-tokens/community-group,
/// `technical-reports/format/` and `www/public/schemas/2025.10/format/` at
/// 53ca386fb3783888a7afa4604f086137d0308560): groups nest tokens; a token is
/// an object with `$value`; `$type` is inherited from the nearest group that
/// sets one; names do not start with `$` and hold no `{`, `}` or `.`; aliases
/// `{group.token}` are resolved (a cycle or an alias to nothing is refused);
/// `duration` is `{value, unit: "ms"|"s"}`; `cubicBezier` is four numbers,
/// x in [0, 1]; `transition` is `{duration, delay, timingFunction}`, each a value
/// or an alias. Every file the schema rejects is refused here, with the JSON path.
///
/// Stricter than the schema, and said so in each message: durations must be
/// finite, ≥ 0 and at most ``maximumSeconds``; a control point's y must be
/// within `Float`'s range (the platforms store `Float`); JSON Pointer references (`$ref`,
/// `{"$ref": …}`) and `$extends` are not supported; a token whose type cannot be
/// determined is refused. Tokens of other types (color, dimension, …) are not
/// read, and are listed in ``skipped``.
///
/// Springs, which DTCG does not define, are read from `"$type": "spring"` (or a
/// vendor type ending in `.spring`, such as `lms.spring`), or from a token's
/// `$extensions`: a member named `spring` or ending in `.spring`, or a vendor
/// object with a `spring` member. See ``springShapes`` for the accepted keys.
public struct DesignTokenFile: Sendable {
  /// The motion tokens, in document order.
  public let tokens: [MotionToken]
  /// The tokens of other types, not read: name and `$type`, in document order.
  public let skipped: [(name: String, type: String)]

  /// The longest duration accepted, in seconds (about 11.6 days): keeps every
  /// platform's whole-microsecond count far inside `Int`.
  public static let maximumSeconds = 1e6

  /// The `$type` values of DTCG 2025.10 (`format/tokenType.json`).
  public static let formatTypes = [
    "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number", "strokeStyle", "border",
    "transition", "shadow", "gradient", "typography",
  ]

  /// The accepted spring objects, in words (the same words as the errors).
  public static let springShapes =
    "{bounce, duration} (SwiftUI's Spring(duration:bounce:)), {response, dampingFraction} (also dampingRatio, or damping beside response), or {mass, stiffness, damping} (mass optional, default 1); durations as {value, unit}, \"400ms\" / \"0.4s\", or a number of seconds"

  /// Reads `text`.
  ///
  /// - Throws: ``SceneError`` with the JSON path of the first problem.
  public init(parsing text: String) throws(SceneError) {
    var reader = DesignTokenReader()
    try reader.collect(JSONNode(root: try JSONValue(parsing: text)), inherited: nil, isRoot: true)
    var tokens: [MotionToken] = []
    var skipped: [(name: String, type: String)] = []
    for name in reader.order {
      let entry = reader.entries[name]!
      if let spring = try reader.extensionSpring(entry) {
        _ = try reader.resolve(name, via: [])
        tokens.append(MotionToken(name: name, description: entry.description, value: spring))
        continue
      }
      let resolved = try reader.resolve(name, via: [])
      if let value = resolved.value {
        tokens.append(MotionToken(name: name, description: entry.description, value: value))
      } else {
        skipped.append((name, resolved.type))
      }
    }
    self.tokens = tokens
    self.skipped = skipped
  }
}
