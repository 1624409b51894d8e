import AnimationMath
import AnimationScenes
import TestSupport
import Testing

/// Lerps and keyframe fractions of small numbers: a few ulp.
private let valueTolerance = 1e-12

/// The example of SceneLoader's documentation.
private let exampleScene = #"""
  {
    "name": "ring",
    "duration": 0.6,
    "layers": [
      {
        "name": "ring",
        "model": { "lineWidth": 1, "path": null },
        "changes": [ { "at": 0.5, "keyPath": "lineWidth", "value": 2 } ],
        "animations": [
          { "type": "group", "beginTime": 0.15, "duration": 0.25, "animations": [
            { "type": "basic", "keyPath": "path", "from": "M 0 0 L 1 0", "to": "M 0 0 L 2 0" },
            { "type": "keyframe", "keyPath": "lineWidth", "values": [1, 4, 0.3], "keyTimes": [0, 0.7, 0.9] }
          ] }
        ]
      },
      {
        "name": "dot",
        "model": { "position": [0, 0], "color": "#FF000080" },
        "animations": [
          { "type": "keyframe", "keyPath": "position", "path": "M 0 0 L 100 0 L 100 300", "calculationMode": "paced",
            "duration": 1, "rotationMode": "auto", "addedAt": 0, "removedAt": 0.9 },
          { "type": "basic", "keyPath": "color", "to": {"r": 0, "g": 0, "b": 1, "a": 1}, "duration": 1 },
          { "type": "spring", "keyPath": "size", "from": {"width": 0, "height": 0}, "to": {"width": 10, "height": 20},
            "stiffness": 39.47841760435743, "damping": 0, "duration": 1 }
        ]
      }
    ]
  }
  """#

@Suite("SceneLoader: JSON scenes, and malformed ones named by JSON path")
struct SceneLoaderTests {
  func value(_ scene: AnimationScene, _ column: String, _ t: Double) -> Double? {
    scene.row(at: t)[scene.header.firstIndex(of: column)!]
  }

  @Test("the documented example loads and evaluates")
  func example() throws {
    let scene = try SceneLoader.load(exampleScene)
    #expect(scene.name == "ring")
    #expect(
      scene.header == [
        "ring.path.p0.x", "ring.path.p0.y", "ring.path.p1.x", "ring.path.p1.y", "ring.lineWidth", "dot.position.x",
        "dot.position.y", "dot.rotation", "dot.color.r", "dot.color.g", "dot.color.b", "dot.color.a", "dot.size.width",
        "dot.size.height",
      ])
    // lineWidth at 0.7 of the group (0.15 + 0.175) is 4; the model change to 2 at 0.5.
    expectClose(value(scene, "ring.lineWidth", 0.325) ?? .nan, 4, absolute: valueTolerance)
    expectClose(value(scene, "ring.lineWidth", 0.55) ?? .nan, 2, absolute: valueTolerance)
    #expect(value(scene, "ring.path.p1.x", 0.1) == nil)  // no model path
    expectClose(value(scene, "ring.path.p1.x", 0.275) ?? .nan, 1.5, absolute: valueTolerance)  // halfway 1 → 2
    // Paced along the "L" (lengths 100, 300): at 0.5 s, arc length 200 → (100, 100), heading π/2.
    expectClose(value(scene, "dot.position.y", 0.5) ?? .nan, 100, absolute: 1e-9)
    expectClose(value(scene, "dot.rotation", 0.5) ?? .nan, Double.pi / 2, absolute: valueTolerance)
    // Removed at 0.9: the model position.
    expectClose(value(scene, "dot.position.y", 0.95) ?? .nan, 0, absolute: valueTolerance)
    // Color from the model (#FF000080: 1, 0, 0, 128/255) to blue, halfway.
    expectClose(value(scene, "dot.color.r", 0.5) ?? .nan, 0.5, absolute: valueTolerance)
    expectClose(value(scene, "dot.color.a", 0.5) ?? .nan, (128.0 / 255 + 1) / 2, absolute: valueTolerance)
    // Undamped spring with k = 4π² (ω0 = 2π): 1 − cos(2πt) → 2 × the travel at ½ s.
    expectClose(value(scene, "dot.size.height", 0.5) ?? .nan, 40, absolute: 1e-9)
  }

  struct Bad: Sendable, CustomStringConvertible {
    let name: String
    let json: String
    let path: String
    let fragment: String
    var description: String { name }
  }

  /// A one-layer scene whose single animation is `animation`.
  static func one(_ animation: String, model: String = "{}") -> String {
    #"{"layers": [{"name": "a", "model": \#(model), "animations": [\#(animation)]}]}"#
  }

  static let bad: [Bad] = [
    .init(name: "invalid JSON", json: #"{"layers": [}"#, path: "(line 1, column 13)", fragment: "invalid JSON"),
    .init(name: "no layers", json: #"{"layers": []}"#, path: "layers", fragment: "at least one layer"),
    .init(name: "missing layers", json: #"{"name": "x"}"#, path: "layers", fragment: "is required"),
    .init(name: "unknown top-level key", json: #"{"layer": []}"#, path: "layer", fragment: "unknown key"),
    .init(
      name: "negative duration",
      json: one(#"{"type": "basic", "keyPath": "x", "from": 0, "to": 1, "duration": -1}"#),
      path: "layers[0].animations[0].duration", fragment: "≥ 0"),
    .init(
      name: "negative repeatCount",
      json: one(#"{"type": "basic", "keyPath": "x", "from": 0, "to": 1, "repeatCount": -2}"#),
      path: "layers[0].animations[0].repeatCount", fragment: "≥ 0"),
    .init(
      name: "unknown fillMode",
      json: one(#"{"type": "basic", "keyPath": "x", "from": 0, "to": 1, "fillMode": "none"}"#),
      path: "layers[0].animations[0].fillMode", fragment: "removed, forwards, backwards, both"),
    .init(
      name: "unknown type", json: one(#"{"type": "tween", "keyPath": "x"}"#),
      path: "layers[0].animations[0].type", fragment: "basic, keyframe, spring, group"),
    .init(
      name: "unknown calculationMode",
      json: one(#"{"type": "keyframe", "keyPath": "x", "values": [0, 1], "calculationMode": "smooth"}"#),
      path: "layers[0].animations[0].calculationMode", fragment: "discrete, linear, paced, cubic, cubicPaced"),
    .init(
      name: "typo in a key",
      json: one(#"{"type": "basic", "keyPath": "x", "from": 0, "to": 1, "durtion": 1}"#),
      path: "layers[0].animations[0].durtion", fragment: "unknown key"),
    .init(
      name: "missing keyPath", json: one(#"{"type": "basic", "from": 0, "to": 1}"#),
      path: "layers[0].animations[0].keyPath", fragment: "is required"),
    .init(
      name: "mixed value kinds", json: one(#"{"type": "keyframe", "keyPath": "x", "values": [0, [1, 2]]}"#),
      path: "layers[0].animations[0].values[1]", fragment: "does not match"),
    .init(
      name: "paths with different elements",
      json: one(#"{"type": "basic", "keyPath": "p", "from": "M 0 0 L 1 1", "to": "M 0 0 L 1 1 L 2 2"}"#),
      path: "layers[0].animations[0].to", fragment: "same elements"),
    .init(
      name: "bad SVG path", json: one(#"{"type": "basic", "keyPath": "p", "from": "M 0 0 Q", "to": "M 0 0"}"#),
      path: "layers[0].animations[0].from", fragment: "SVG path data"),
    .init(
      name: "bad timing function",
      json: one(#"{"type": "basic", "keyPath": "x", "from": 0, "to": 1, "timingFunction": "wobbly"}"#),
      path: "layers[0].animations[0].timingFunction", fragment: "not an easing"),
    .init(
      name: "key time count",
      json: one(#"{"type": "keyframe", "keyPath": "x", "values": [0, 1, 2], "keyTimes": [0, 1]}"#),
      path: "layers[0].animations[0].keyTimes", fragment: "needs 3 key times"),
    .init(
      name: "decreasing key times",
      json: one(#"{"type": "keyframe", "keyPath": "x", "values": [0, 1, 2], "keyTimes": [0, 0.8, 0.5]}"#),
      path: "layers[0].animations[0].keyTimes[2]", fragment: "must not decrease"),
    .init(
      name: "key time outside [0, 1]",
      json: one(#"{"type": "keyframe", "keyPath": "x", "values": [0, 1], "keyTimes": [0, 1.5]}"#),
      path: "layers[0].animations[0].keyTimes[1]", fragment: "[0, 1]"),
    .init(
      name: "spring with both parametrisations",
      json: one(#"{"type": "spring", "keyPath": "x", "to": 1, "dampingRatio": 0.5, "stiffness": 100}"#),
      path: "layers[0].animations[0].stiffness", fragment: "cannot be combined"),
    .init(
      name: "spring without stiffness",
      json: one(#"{"type": "spring", "keyPath": "x", "to": 1, "damping": 1}"#),
      path: "layers[0].animations[0].stiffness", fragment: "is required"),
    .init(
      name: "removedAt before addedAt",
      json: one(#"{"type": "basic", "keyPath": "x", "to": 1, "addedAt": 2, "removedAt": 1}"#),
      path: "layers[0].animations[0].removedAt", fragment: "before addedAt"),
    .init(
      name: "rotationMode without a path",
      json: one(#"{"type": "keyframe", "keyPath": "x", "values": [0, 1], "rotationMode": "auto"}"#),
      path: "layers[0].animations[0].rotationMode", fragment: "with a path only"),
    .init(
      name: "model kind differs from the animation",
      json: one(#"{"type": "basic", "keyPath": "x", "to": 1}"#, model: #"{"x": [0, 0]}"#),
      path: "layers[0].animations[0].to", fragment: "does not match the point"),
    .init(
      name: "group child with addedAt",
      json: one(#"{"type": "group", "animations": [{"type": "basic", "keyPath": "x", "to": 1, "addedAt": 1}]}"#),
      path: "layers[0].animations[0].animations[0].addedAt", fragment: "unknown key"),
    .init(
      name: "duplicate layer names",
      json: #"{"layers": [{"name": "a"}, {"name": "a"}]}"#, path: "layers[1].name", fragment: "duplicate"),
    .init(
      name: "color out of range", json: one(#"{"type": "basic", "keyPath": "c", "to": {"r": 2, "g": 0, "b": 0}}"#),
      path: "layers[0].animations[0].to.r", fragment: "[0, 1]"),
    .init(
      name: "infinite nesting depth is refused", json: String(repeating: "[", count: 300),
      path: "(line 1, column 257)", fragment: "nesting"),
  ]

  @Test("malformed scenes name the JSON path", arguments: bad)
  func malformed(_ c: Bad) {
    do {
      _ = try SceneLoader.load(c.json)
      Issue.record("accepted: \(c.name)")
    } catch {
      #expect(error.path == c.path, "\(c.name): \(error)")
      #expect(error.message.contains(c.fragment), "\(c.name): \(error)")
    }
  }

  @Test("repeatCount infinity and the default duration")
  func defaults() throws {
    let scene = try SceneLoader.load(
      Self.one(
        #"{"type": "basic", "keyPath": "x", "from": 5, "to": 10, "duration": 0.5, "autoreverses": true, "repeatCount": "infinity", "beginTime": 1, "fillMode": "backwards"}"#
      ))
    // One cycle (1 s) after its begin at 1 s.
    expectClose(scene.duration, 2, absolute: valueTolerance)
    expectClose(scene.row(at: 0)[0] ?? .nan, 5, absolute: valueTolerance)  // backwards fill
    expectClose(scene.row(at: 1.75)[0] ?? .nan, 7.5, absolute: valueTolerance)  // φ .75 → p ½
  }
}
