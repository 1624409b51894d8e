import AnimationMath

/// A JSON document (RFC 8259), parsed strictly: no trailing commas, comments,
/// `NaN` or leading zeros; duplicate keys are errors; object keys keep their
/// order.
package indirect enum JSONValue: Sendable, Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as the nearest double (finite).
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, keys in document order.
  case object([(key: String, value: JSONValue)])

  /// Equal when structurally equal (object keys in the same order).
  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a.bitPattern == b.bitPattern
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// The kind of value, for error messages: `null`, `a boolean`, `a number`, …
  package var kind: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// Parses `text`.
  ///
  /// - Throws: ``SceneError`` with path `(line L, column C)` and what was
  ///   expected.
  package init(parsing text: String) throws(SceneError) {
    var parser = JSONParser(Array(text.utf8))
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.atEnd else { throw parser.error("unexpected text after the JSON document") }
    self = value
  }
}

/// A recursive-descent JSON parser over UTF-8 bytes.
struct JSONParser {
  /// Nesting deeper than this is refused (a scene needs a handful of levels).
  static let maximumDepth = 256

  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var atEnd: Bool { index >= bytes.count }

  /// A SceneError located at the current byte.
  func error(_ message: String) -> SceneError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(index, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SceneError(syntax: SyntaxError(.json, line: line, column: column, message: message))
  }

  mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  mutating func parseValue(depth: Int) throws(SceneError) -> JSONValue {
    guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    guard index < bytes.count else { throw error("unexpected end of the document") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error("expected a value")
    }
  }

  private mutating func expectWord(_ word: String) throws(SceneError) {
    for byte in word.utf8 {
      guard index < bytes.count, bytes[index] == byte else { throw error("expected '\(word)'") }
      index += 1
    }
  }

  private mutating func parseObject(depth: Int) throws(SceneError) -> JSONValue {
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
      let keyStart = index
      let key = try parseString()
      if members.contains(where: { $0.key == key }) {
        index = keyStart
        throw error("duplicate key '\(key)'")
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
      index += 1
      skipWhitespace()
      members.append((key, try parseValue(depth: depth + 1)))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end inside an object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
      index += 1
      return .object(members)
    }
  }

  private mutating func parseArray(depth: Int) throws(SceneError) -> JSONValue {
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end inside an array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
      index += 1
      return .array(elements)
    }
  }

  private mutating func parseString() throws(SceneError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flush(_ run: inout [UInt8], into scalars: inout String.UnicodeScalarView) {
      if !run.isEmpty {
        scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
        run.removeAll()
      }
    }
    while true {
      guard index < bytes.count else { throw error("unterminated string") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        flush(&run, into: &scalars)
        return String(scalars)
      }
      guard byte >= 0x20 else { throw error("control character in a string") }
      if byte != UInt8(ascii: "\\") {
        run.append(byte)
        index += 1
        continue
      }
      flush(&run, into: &scalars)
      index += 1
      guard index < bytes.count else { throw error("unterminated escape") }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{08}")
      case UInt8(ascii: "f"): scalars.append("\u{0C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        var code = try parseHex4()
        if (0xD800..<0xDC00).contains(code) {
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
          else { throw error("unpaired surrogate") }
          index += 2
          let low = try parseHex4()
          guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate") }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
        scalars.append(scalar)
      default:
        index -= 1
        throw error("invalid escape")
      }
    }
  }

  private mutating func parseHex4() throws(SceneError) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = hexValue(bytes[index]) else { throw error("expected 4 hex digits") }
      code = code << 4 | digit
      index += 1
    }
    return code
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  private mutating func parseNumber() throws(SceneError) -> Double {
    let start = index
    func digits(_ parser: inout JSONParser) -> Int {
      var count = 0
      while parser.index < parser.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
      {
        parser.index += 1
        count += 1
      }
      return count
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count else { throw error("expected a digit") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      guard digits(&self) > 0 else { throw error("expected a digit") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits(&self) > 0 else { throw error("expected a digit after '.'") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits(&self) > 0 else { throw error("expected a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      index = start
      throw error("number '\(text)' is out of the double range")
    }
    return value
  }
}
