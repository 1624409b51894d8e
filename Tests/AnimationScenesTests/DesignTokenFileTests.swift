import AnimationMath
import AnimationScenes
import TestSupport
import Testing

/// The DTCG 2025.10 JSON Schemas (design-tokens/community-group
/// `www/public/schemas/2025.10/format.json` and `format/{group,groupOrToken,token,tokenType}.json`,
/// `format/values/{duration,cubicBezier,transition}.json` at
/// 53ca386fb3783888a7afa4604f086137d0308560), read by hand into a table: each
/// file below says which schema rule accepts or rejects it. Every file the schema
/// rejects must be refused here, naming the JSON path; every file it accepts must be
/// read, except the rows marked stricter (refused here on purpose, and said so).
@Suite("DesignTokenFile: DTCG 2025.10 motion tokens")
struct DesignTokenFileTests {
  /// A file the schema accepts, and the tokens it holds.
  struct Valid: Sendable, CustomStringConvertible {
    let rule: String
    let json: String
    let tokens: [String]
    var description: String { rule }
  }

  static let valid: [Valid] = [
    Valid(
      rule: "duration {value, unit: ms} (values/duration.json)",
      json: #"{"fast": {"$type": "duration", "$value": {"value": 100, "unit": "ms"}}}"#, tokens: ["fast"]),
    Valid(
      rule: "duration in s, $schema at the root (format.json properties)",
      json:
        #"{"$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "slow": {"$type": "duration", "$value": {"value": 1.5, "unit": "s"}}}"#,
      tokens: ["slow"]),
    Valid(
      rule: "$type inherited from the group (group.json $type)",
      json:
        #"{"easing": {"$type": "cubicBezier", "$description": "curves", "standard": {"$value": [0.2, 0, 0, 1]}, "overshoot": {"$value": [0.3, -0.5, 0.7, 1.5]}}}"#,
      tokens: ["easing.standard", "easing.overshoot"]),
    Valid(
      rule: "transition with aliases in every member (transition.json tokenValueReference)",
      json: #"""
        {"d": {"$type": "duration", "short": {"$value": {"value": 200, "unit": "ms"}}, "none": {"$value": {"value": 0, "unit": "ms"}}},
         "e": {"$type": "cubicBezier", "std": {"$value": [0.4, 0, 0.2, 1]}},
         "t": {"$type": "transition", "enter": {"$value": {"duration": "{d.short}", "delay": "{d.none}", "timingFunction": "{e.std}"}}}}
        """#,
      tokens: ["d.short", "d.none", "e.std", "t.enter"]),
    Valid(
      rule: "a token aliasing a token (token.json $value reference), type from the target",
      json: #"{"a": {"$type": "duration", "$value": {"value": 1, "unit": "s"}}, "b": {"$value": "{a}"}}"#,
      tokens: ["a", "b"]),
    Valid(
      rule: "$deprecated, $extensions and other types beside motion ones (token.json)",
      json:
        #"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}, "d": {"$type": "duration", "$deprecated": "use e", "$extensions": {"x.y": 1}, "$value": {"value": 2, "unit": "ms"}}}"#,
      tokens: ["d"]),
    Valid(
      rule: "x at the ends of [0, 1], y unbounded (cubicBezier.json)",
      json: #"{"e": {"$type": "cubicBezier", "$value": [0, -10, 1, 10]}}"#, tokens: ["e"]),
    Valid(
      rule: "a spring in $extensions of a duration token (token.json $extensions: any object)",
      json:
        #"{"s": {"$type": "duration", "$value": {"value": 500, "unit": "ms"}, "$extensions": {"dev.springbench.spring": {"mass": 1, "stiffness": 200, "damping": 20}}}}"#,
      tokens: ["s"]),
  ]

  @Test("files the schema accepts are read", arguments: valid)
  func accepts(_ file: Valid) throws {
    let read = try DesignTokenFile(parsing: file.json)
    #expect(read.tokens.map(\.name) == file.tokens)
  }

  /// A file refused here, the JSON path named, and whether the schema rejects it too.
  struct Invalid: Sendable, CustomStringConvertible {
    let rule: String
    let json: String
    let path: String
    /// False for the rows where this reader is stricter than the schema.
    let schemaRejects: Bool
    var description: String { rule }
  }

  static let invalid: [Invalid] = [
    Invalid(
      rule: "unit outside ms|s (duration.json enum)",
      json: #"{"d": {"$type": "duration", "$value": {"value": 1, "unit": "min"}}}"#, path: "d.$value.unit",
      schemaRejects: true),
    Invalid(
      rule: "duration as a string (duration.json type object)",
      json: #"{"d": {"$type": "duration", "$value": "200ms"}}"#, path: "d.$value", schemaRejects: true),
    Invalid(
      rule: "duration without unit (duration.json required)",
      json: #"{"d": {"$type": "duration", "$value": {"value": 1}}}"#, path: "d.$value.unit", schemaRejects: true),
    Invalid(
      rule: "duration with another key (duration.json additionalProperties)",
      json: #"{"d": {"$type": "duration", "$value": {"value": 1, "unit": "s", "x": 0}}}"#, path: "d.$value.x",
      schemaRejects: true),
    Invalid(
      rule: "x above 1 (cubicBezier.json xCoordinate maximum)",
      json: #"{"e": {"$type": "cubicBezier", "$value": [1.2, 0, 0.5, 1]}}"#, path: "e.$value[0]",
      schemaRejects: true),
    Invalid(
      rule: "x below 0 (cubicBezier.json xCoordinate minimum)",
      json: #"{"e": {"$type": "cubicBezier", "$value": [0.2, 0, -0.1, 1]}}"#, path: "e.$value[2]",
      schemaRejects: true),
    Invalid(
      rule: "three numbers (cubicBezier.json minItems)",
      json: #"{"e": {"$type": "cubicBezier", "$value": [0.2, 0, 1]}}"#, path: "e.$value", schemaRejects: true),
    Invalid(
      rule: "a string control point (cubicBezier.json yCoordinate)",
      json: #"{"e": {"$type": "cubicBezier", "$value": [0.2, "0", 1, 1]}}"#, path: "e.$value[1]",
      schemaRejects: true),
    Invalid(
      rule: "transition without delay (transition.json required)",
      json:
        #"{"t": {"$type": "transition", "$value": {"duration": {"value": 1, "unit": "s"}, "timingFunction": [0, 0, 1, 1]}}}"#,
      path: "t.$value.delay", schemaRejects: true),
    Invalid(
      rule: "transition with an extra key (transition.json additionalProperties)",
      json:
        #"{"t": {"$type": "transition", "$value": {"duration": {"value": 1, "unit": "s"}, "delay": {"value": 0, "unit": "s"}, "timingFunction": [0, 0, 1, 1], "property": "opacity"}}}"#,
      path: "t.$value.property", schemaRejects: true),
    Invalid(
      rule: "unknown $type (tokenType.json enum)",
      json: #"{"d": {"$type": "time", "$value": "200ms"}}"#, path: "d.$type", schemaRejects: true),
    Invalid(
      rule: "unknown token property (token.json additionalProperties)",
      json: #"{"d": {"$type": "duration", "$value": {"value": 1, "unit": "s"}, "value": 2}}"#, path: "d.value",
      schemaRejects: true),
    Invalid(
      rule: "unknown group property (group.json additionalProperties)",
      json: #"{"g": {"$kind": "x", "d": {"$type": "duration", "$value": {"value": 1, "unit": "s"}}}}"#,
      path: "g.$kind", schemaRejects: true),
    Invalid(
      rule: "a name with { (format.json tokenOrGroupName pattern)",
      json: #"{"a{b": {"$type": "duration", "$value": {"value": 1, "unit": "s"}}}"#, path: "a{b",
      schemaRejects: true),
    Invalid(
      rule: "a transition member of the wrong kind (transition.json timingFunction oneOf)",
      json:
        #"{"t": {"$type": "transition", "$value": {"duration": {"value": 1, "unit": "s"}, "delay": {"value": 0, "unit": "s"}, "timingFunction": "ease"}}}"#,
      path: "t.$value.timingFunction", schemaRejects: true),
    Invalid(
      rule: "$value and $ref together (token.json allOf: not both)",
      json: ##"{"d": {"$type": "duration", "$value": {"value": 1, "unit": "s"}, "$ref": "#/x"}}"##, path: "d.$ref",
      schemaRejects: true),
    Invalid(
      rule: "an alias to nothing (aliases.md: MUST resolve)",
      json: #"{"d": {"$type": "duration", "$value": "{missing}"}}"#, path: "d.$value", schemaRejects: false),
    Invalid(
      rule: "an alias cycle (aliases.md: circular references are invalid)",
      json: #"{"a": {"$type": "duration", "$value": "{b}"}, "b": {"$type": "duration", "$value": "{a}"}}"#,
      path: "b.$value", schemaRejects: false),
    Invalid(
      rule: "stricter: a negative duration",
      json: #"{"d": {"$type": "duration", "$value": {"value": -1, "unit": "s"}}}"#, path: "d.$value.value",
      schemaRejects: false),
    Invalid(
      rule: "stricter: a y outside Float's range",
      json: #"{"e": {"$type": "cubicBezier", "$value": [0.5, 1e300, 0.5, 1]}}"#, path: "e.$value[1]",
      schemaRejects: false),
    Invalid(
      rule: "stricter: no $type anywhere",
      json: #"{"d": {"$value": {"value": 1, "unit": "s"}}}"#, path: "d", schemaRejects: false),
    Invalid(
      rule: "stricter: a JSON Pointer reference",
      json:
        ##"{"d": {"$type": "duration", "$ref": "#/e/$value"}, "e": {"$type": "duration", "$value": {"value": 1, "unit": "s"}}}"##,
      path: "d.$ref", schemaRejects: false),
    Invalid(
      rule: "an alias to a token of another type",
      json:
        #"{"a": {"$type": "duration", "$value": {"value": 1, "unit": "s"}}, "t": {"$type": "transition", "$value": {"duration": "{a}", "delay": "{a}", "timingFunction": "{a}"}}}"#,
      path: "t.$value.timingFunction", schemaRejects: false),
    Invalid(
      rule: "spring: a bounce outside (−1, 1]",
      json: #"{"s": {"$type": "spring", "$value": {"bounce": 2, "duration": "400ms"}}}"#, path: "s.$value.bounce",
      schemaRejects: false),
    Invalid(
      rule: "spring: a shape mixing keys",
      json: #"{"s": {"$type": "spring", "$value": {"response": 0.4, "dampingFraction": 0.8, "stiffness": 100}}}"#,
      path: "s.$value.stiffness", schemaRejects: false),
  ]

  @Test("files outside the format are refused with their JSON path", arguments: invalid)
  func refuses(_ file: Invalid) {
    do {
      let read = try DesignTokenFile(parsing: file.json)
      Issue.record("accepted: \(read.tokens.map(\.name))")
    } catch {
      #expect(error.path == file.path, "\(error)")
    }
  }

  @Test("the table covers both directions: schema rejections, and this reader's stricter rules")
  func tableShape() {
    #expect(Self.invalid.filter(\.schemaRejects).count == 16)
    #expect(Self.valid.count == 8)
  }

  /// The three spring shapes, in both places, read to the same canonical spring.
  static let springs: [(json: String, shape: MotionToken.SpringShape)] = [
    (#"{"$type": "spring", "$value": {"bounce": 0.3, "duration": {"value": 500, "unit": "ms"}}}"#, .bounceDuration),
    (#"{"$type": "lms.spring", "$value": {"bounce": 0.3, "duration": "0.5s"}}"#, .bounceDuration),
    (#"{"$type": "spring", "$value": {"response": 0.5, "dampingFraction": 0.7}}"#, .responseDampingFraction),
    (#"{"$type": "spring", "$value": {"response": "500ms", "damping": 0.7}}"#, .responseDampingFraction),
    (
      #"{"$type": "spring", "$value": {"mass": 1, "stiffness": 157.91367041742973, "damping": 17.59291886010284}}"#,
      .massStiffnessDamping
    ),
    (
      #"{"$type": "cubicBezier", "$value": [0, 0, 1, 1], "$extensions": {"com.figma": {"spring": {"stiffness": 157.91367041742973, "damping": 17.59291886010284}}}}"#,
      .massStiffnessDamping
    ),
  ]

  @Test("springs in three shapes, as $type or in $extensions")
  func springShapes() throws {
    for (json, shape) in Self.springs {
      let file = try DesignTokenFile(parsing: #"{"s": \#(json)}"#)
      guard case .spring(let p, let read) = try #require(file.tokens.first).value else {
        Issue.record("not a spring: \(json)")
        continue
      }
      #expect(read == shape)
      // ω0 = 2π/0.5 s; ζ = 0.7 or 1 − 0.3.
      expectClose(p.naturalFrequency, 2 * Double.pi / 0.5, relative: 1e-12, json)
      expectClose(p.dampingRatio, 0.7, relative: 1e-12, json)
    }
  }

  @Test("a written file reads back to the same values")
  func roundTrip() throws {
    let tokens = [
      MotionToken(name: "motion.duration.short", description: "Short \"quoted\"", value: .duration(0.2)),
      MotionToken(
        name: "motion.easing.standard", value: .cubicBezier(try CubicBezierTiming(x1: 0.2, y1: 0, x2: 0, y2: 1))),
      MotionToken(
        name: "motion.transition.enter",
        value: .transition(
          MotionTransition(
            duration: 0.25, delay: 0.05, timingFunction: try CubicBezierTiming(x1: 0.05, y1: 0.7, x2: 0.1, y2: 1)))),
      MotionToken(
        name: "motion.spring.bouncy",
        value: .spring(try SpringParameters(mass: 1.5, stiffness: 321.123456789, damping: 12.5), .massStiffnessDamping)),
    ]
    let text = DesignTokenFile.json(tokens)
    let read = try DesignTokenFile(parsing: text)
    #expect(read.tokens == tokens, "\(text)")
  }
}
