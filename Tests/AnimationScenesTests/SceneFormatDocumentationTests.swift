import AnimationMath
import AnimationScenes
import Foundation
import Testing

/// Documentation/SceneFormat.md's complete example is a scene the loader reads, and it
/// uses every key the loader accepts, so the document cannot fall behind the format.
@Suite("Documentation/SceneFormat.md")
struct SceneFormatDocumentationTests {
  static let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Documentation/SceneFormat.md")

  /// The text of the document's first ```json block.
  static func example() throws -> String {
    let text = try String(contentsOf: document, encoding: .utf8)
    let start = try #require(text.range(of: "```json\n"))
    let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
    return String(text[start.upperBound..<end.lowerBound])
  }

  @Test("the complete example loads, with both layers and their animations")
  func exampleLoads() throws {
    let scene = try SceneLoader.load(try Self.example())
    #expect(scene.name == "button-pop")
    #expect(scene.layers.map(\.name) == ["button", "ring"])
    #expect(scene.layers.allSatisfy { !$0.animations.isEmpty })
  }

  /// The keys the loader accepts (its key lists and value shapes), each of which the
  /// example must use, quoted.
  static let formatKeys = [
    "name", "duration", "layers", "model", "changes", "at", "keyPath", "value", "animations", "type", "beginTime",
    "speed", "timeOffset", "repeatCount", "autoreverses", "fillMode", "removedOnCompletion", "timingFunction",
    "from", "to", "by", "values", "path", "keyTimes", "timingFunctions", "calculationMode", "rotationMode",
    "initialVelocity", "dampingRatio", "addedAt", "removedAt", "width", "height", "r", "g", "b", "a",
  ]

  @Test("the example uses every key a reader needs", arguments: formatKeys)
  func exampleUsesKey(_ key: String) throws {
    #expect(try Self.example().contains("\"\(key)\""))
  }
}
