import AnimationScenes
import Testing

@Suite("JSONValue: a strict JSON reader whose errors say where")
struct JSONValueTests {
  @Test("parses every kind of value, keeps key order, decodes escapes")
  func valid() throws {
    let value = try JSONValue(parsing: #" {"b": [1, -2.5e-1, true, false, null], "a": "x\u00e9\n\ud83d\ude00"} "#)
    #expect(
      value
        == .object([
          (key: "b", value: .array([.number(1), .number(-0.25), .bool(true), .bool(false), .null])),
          (key: "a", value: .string("xé\n😀")),
        ]))
  }

  struct Bad: Sendable, CustomStringConvertible {
    let text: String
    let location: String
    let fragment: String
    var description: String { text }
  }

  static let bad: [Bad] = [
    .init(text: "{\"a\": 1,}", location: "(line 1, column 9)", fragment: "expected a key"),
    .init(text: "{\"a\": \n [1 2]}", location: "(line 2, column 5)", fragment: "expected ',' or ']'"),
    .init(text: "[1, 2", location: "(line 1, column 6)", fragment: "unexpected end"),
    .init(text: "{\"a\": 1, \"a\": 2}", location: "(line 1, column 10)", fragment: "duplicate key 'a'"),
    .init(text: "[1e400]", location: "(line 1, column 2)", fragment: "out of the double range"),
    .init(text: "[01]", location: "(line 1, column 3)", fragment: "expected ',' or ']'"),
    .init(text: "[NaN]", location: "(line 1, column 2)", fragment: "expected a value"),
    .init(text: "{} {}", location: "(line 1, column 4)", fragment: "after the JSON document"),
    .init(text: "", location: "(line 1, column 1)", fragment: "unexpected end"),
    .init(text: "[\"tab\there\"]", location: "(line 1, column 6)", fragment: "control character"),
  ]

  @Test("malformed documents name line and column", arguments: bad)
  func malformed(_ c: Bad) {
    do {
      _ = try JSONValue(parsing: c.text)
      Issue.record("accepted \(c.text)")
    } catch {
      #expect(error.path == c.location, "\(error)")
      #expect(error.message.contains(c.fragment), "\(error)")
    }
  }

  @Test("nodes report the JSON path of missing, unknown and ill-typed members")
  func paths() throws {
    let root = JSONNode(root: try JSONValue(parsing: #"{"layers": [{"name": "a", "animations": [{"durtion": -1}]}]}"#))
    let animation = try root.required("layers").elements()[0].required("animations").elements()[0]
    #expect(animation.path == "layers[0].animations[0]")
    do {
      try animation.requireKeys(in: ["duration"])
      Issue.record("unknown key accepted")
    } catch {
      #expect(error.path == "layers[0].animations[0].durtion")
    }
    do {
      _ = try animation.required("duration")
      Issue.record("missing key accepted")
    } catch {
      #expect(error.description == "layers[0].animations[0].duration: is required")
    }
    do {
      _ = try root.required("layers").elements()[0].required("name").number()
      Issue.record("string read as a number")
    } catch {
      #expect(error.description == "layers[0].name: must be a finite number; got \"a\"")
    }
  }
}
