import Foundation
import TestSupport
import Testing

/// One section of Documentation/JSON.md: a command, its example and its key table.
struct JSONDocumentSection: Sendable, CustomTestStringConvertible {
  /// One row of the key table.
  struct Key: Sendable {
    /// Where the key sits: `(top)`, `parameters`, `columns`, `values.*` (`*`: any one key).
    let container: String
    /// The key; `<…>` stands for any text.
    let key: String
    /// `number`, `string`, `boolean`, `null`, `object`, `T[]`, alternatives joined by `|`.
    let type: String
    /// `always`, or when the key appears.
    let present: String
  }

  let title: String
  /// The example's arguments after `springbench`.
  let arguments: [String]
  let keys: [Key]
  /// The example's JSON text as the document shows it.
  let example: String

  var testDescription: String { title }

  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Documentation/JSON.md").path

  /// The sections of the document.
  static let all: [JSONDocumentSection] = {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
    return text.components(separatedBy: "\n## ").dropFirst().compactMap(parse)
  }()

  static func parse(_ text: String) -> JSONDocumentSection? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let title = lines.first,
      let command = lines.first(where: { $0.hasPrefix("Example: `springbench ") }),
      let start = text.range(of: "```json\n"),
      let end = text.range(of: "\n```", range: start.upperBound..<text.endIndex)
    else { return nil }
    let shown = command.dropFirst("Example: `springbench ".count).dropLast()
    var keys: [Key] = []
    for line in lines where line.hasPrefix("| ") && !line.hasPrefix("| in |") {
      let cells = line.replacingOccurrences(of: "\\|", with: "\u{1}").split(
        separator: "|", omittingEmptySubsequences: false
      )
      .map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\u{1}", with: "|") }
      guard cells.count >= 7 else { continue }
      keys.append(
        Key(
          container: cells[1], key: cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`")), type: cells[3],
          present: cells[5]))
    }
    return JSONDocumentSection(
      title: title, arguments: words(String(shown)), keys: keys,
      example: String(text[start.upperBound..<end.lowerBound]))
  }

  /// Shell-like words: spaces separate, single quotes group.
  static func words(_ text: String) -> [String] {
    var result: [String] = []
    var word = ""
    var quoted = false
    var started = false
    for character in text {
      if character == "'" {
        quoted.toggle()
        started = true
      } else if character == " ", !quoted {
        if started { result.append(word) }
        word = ""
        started = false
      } else {
        word.append(character)
        started = true
      }
    }
    if started { result.append(word) }
    return result
  }

  /// Every key of `object` with the path of the object that holds it; arrays are not entered.
  static func keyPaths(_ object: [String: JSONValue], container: [String] = []) -> [(
    container: [String], key: String, value: JSONValue
  )] {
    var result: [(container: [String], key: String, value: JSONValue)] = []
    for (key, value) in object {
      result.append((container, key, value))
      if case .object(let child) = value { result += keyPaths(child, container: container + [key]) }
    }
    return result
  }

  /// Whether `key` at `container` is this row.
  static func matches(_ row: Key, container: [String], key: String) -> Bool {
    let pattern = row.container == "(top)" ? [] : row.container.split(separator: ".").map(String.init)
    guard pattern.count == container.count, zip(pattern, container).allSatisfy({ $0 == "*" || $0 == $1 }) else {
      return false
    }
    let regex =
      "^"
      + NSRegularExpression.escapedPattern(for: row.key).replacingOccurrences(
        of: "<[^>]*>", with: ".+", options: .regularExpression) + "$"
    return key.range(of: regex, options: .regularExpression) != nil
  }

  /// Whether `value` has one of the types `type` lists (an array's elements may be null).
  static func hasType(_ value: JSONValue, _ type: String) -> Bool {
    type.split(separator: "|").contains { alternative in
      let name = String(alternative)
      if name.hasSuffix("[]") {
        guard case .array(let array) = value else { return false }
        let element = String(name.dropLast(2))
        return array.allSatisfy { $0 == .null || hasType($0, element) }
      }
      switch (name, value) {
      case ("null", .null), ("object", .object), ("string", .string), ("boolean", .boolean), ("number", .number):
        return true
      default: return false
      }
    }
  }
}

/// A JSON value with its type kept: a boolean is never a number (JSONDecoder is strict about both).
enum JSONValue: Decodable, Equatable {
  case null
  case boolean(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .boolean(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The object `data` holds, or nil.
  static func object(_ data: Data) -> [String: JSONValue]? {
    guard case .object(let object) = try? JSONDecoder().decode(JSONValue.self, from: data) else { return nil }
    return object
  }
}

@Suite("Documentation/JSON.md declares every command's JSON keys, and the binary writes exactly those")
struct JSONDocumentationTests {
  @Test("the document has a section for every command that writes JSON")
  func coverage() {
    let titles = Set(JSONDocumentSection.all.map(\.title))
    for name in [
      "springbench (the spring curve)", "springbench --engine NAME", "describe", "sweep", "sweep --summary",
      "sweep decay",
      "sweep decay --summary", "sweep fit", "engines", "engines --follow", "engines decay", "decay", "decay --summary",
      "rubber-band",
      "ease",
      "ease --list", "path", "path --length", "path --bounds", "timing --model ca", "timing --model web", "scene",
      "export",
      "fit", "compare", "validate", "tokens", "tokens --to", "tokens --report", "measure", "lottie", "lottie players",
    ] {
      #expect(titles.contains(name), "no section \(name) in \(JSONDocumentSection.path)")
    }
  }

  @Test("each example's keys and types are the table's", arguments: JSONDocumentSection.all)
  func section(_ section: JSONDocumentSection) throws {
    #expect(!section.keys.isEmpty, "\(section.title): no key table")
    let arguments = section.arguments.map { word in
      switch word {
      case "capture.csv": FormatMatrixFiles.capture
      case "a.csv": FormatMatrixFiles.table
      case "motion.tokens.json": FormatMatrixFiles.tokens
      case "trace.csv": FormatMatrixFiles.trace
      case "frames/": FormatMatrixFiles.frames
      case "travel.json": lottieFixture("travel.json")
      default: word
      }
    }
    // Without ffmpeg, measure cannot decode its frames; .ci/ensure-test-tools counts
    // that skip ("the measure tests that decode frames"), and under CI=true it fails.
    if section.arguments.first == "measure", MeasureCommandTests.ffmpeg == nil { return }
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 0, "\(section.title): \(result.standardError)")
    let written = try #require(
      JSONValue.object(result.standardOutput), "\(section.title): the binary's JSON does not parse")
    let shown = try #require(
      JSONValue.object(Data(section.example.utf8)), "\(section.title): the example does not parse")
    var seen = Set<Int>()
    for (source, object) in [("the binary", written), ("the example", shown)] {
      for path in JSONDocumentSection.keyPaths(object) {
        let where_ = (path.container.isEmpty ? "" : path.container.joined(separator: ".") + ".") + path.key
        // The most specific row wins: `fromSe` is `<parameter>Se`, not `<parameter>`; a named key beats both.
        let matching = section.keys.indices.filter {
          JSONDocumentSection.matches(section.keys[$0], container: path.container, key: path.key)
        }
        func literal(_ index: Int) -> Int {
          section.keys[index].key.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression).count
            + (section.keys[index].key.contains("<") ? 0 : 1000)
        }
        guard let index = matching.max(by: { literal($0) < literal($1) }) else {
          Issue.record("\(section.title): \(source) writes \(where_), which the table does not declare")
          continue
        }
        if source == "the binary" { seen.insert(index) }
        #expect(
          JSONDocumentSection.hasType(path.value, section.keys[index].type),
          "\(section.title): \(source)'s \(where_) is not \(section.keys[index].type): \(path.value)")
      }
    }
    for (index, key) in section.keys.enumerated() where key.present == "always" && !seen.contains(index) {
      Issue.record(
        "\(section.title): \(key.container) \(key.key) is declared always present, but the binary does not write it")
    }
  }
}
