import AnimationMath
import AnimationScenes
import Foundation
import TestSupport
import Testing

@testable import SpringBenchCLI

/// Foundation's JSONSerialization on Linux does not always read decimal text to the
/// nearest double (0.6799999999999997 came back 2 ulp off): a few ulps.
private let jsonReading = 8 * Double.ulpOfOne

/// The scene preview draws what a user's scene animates: size, colour, scale, corner
/// radius and opacity, read under Core Animation's key paths, at every sampled frame.
@Suite struct ScenePreviewTests {
  /// A user's scene: one layer whose bounds, background colour, scale, corner radius
  /// and opacity all change over one second (every property under its Core Animation
  /// key path), placed by its model position.
  static let cardScene = #"""
    {"name": "card", "duration": 1, "layers": [
      {"name": "card", "model": {"position": [200, 200], "bounds.size": {"width": 40, "height": 40}, "backgroundColor": "#0072B2"},
       "animations": [
        {"type": "basic", "keyPath": "bounds.size", "from": {"width": 40, "height": 40}, "to": {"width": 120, "height": 80}, "duration": 1},
        {"type": "basic", "keyPath": "backgroundColor", "from": "#0072B2", "to": "#D55E00", "duration": 1},
        {"type": "basic", "keyPath": "transform.scale", "from": 1, "to": 1.5, "duration": 1},
        {"type": "basic", "keyPath": "cornerRadius", "from": 0, "to": 20, "duration": 1},
        {"type": "basic", "keyPath": "opacity", "from": 1, "to": 0.6, "duration": 1}]}]}
    """#

  /// The page's data: the JSON in its `scene-data` script element.
  static func pageData(_ html: String) throws -> [String: Any] {
    let start = try #require(html.range(of: "<script id=\"scene-data\" type=\"application/json\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = String(html[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "\\u003c", with: "<")
    return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  /// Every frame's size, scale, colour, corner radius and opacity are in the page, equal
  /// to the scene's own values under their Core Animation key paths at the frame time.
  @Test func userScenesShowSizeColourScaleCornerAndOpacity() throws {
    let scene = try SceneLoader.load(Self.cardScene)
    var preview = ScenePreview()
    preview.fps = 10
    let data = try Self.pageData(preview.render(scene))
    let layer = try #require((data["layers"] as? [[String: Any]])?.first)
    #expect(layer["kind"] as? String == "layer")
    let tracks = try #require(layer["tracks"] as? [String: [Any]])
    let times = try #require(data["times"] as? [Double])
    #expect(times.count == 11)
    let model = scene.layers[0]
    for (k, time) in times.enumerated() {
      let values = model.values(at: time)
      guard case .size(let size)? = values["bounds.size"], case .color(let color)? = values["backgroundColor"],
        case .scalar(let scale)? = values["transform.scale"], case .scalar(let radius)? = values["cornerRadius"],
        case .scalar(let opacity)? = values["opacity"]
      else {
        Issue.record("the scene has no value at \(time)")
        continue
      }
      #expect(tracks["size"]?[k] as? [Double] == [size.width, size.height], "frame \(k)")
      #expect(tracks["scale"]?[k] as? [Double] == [scale, scale], "frame \(k)")
      #expect(tracks["background"]?[k] as? String == ScenePreview.css(color), "frame \(k)")
      expectClose(tracks["cornerRadius"]?[k] as? Double ?? .nan, radius, relative: jsonReading)
      expectClose(tracks["opacity"]?[k] as? Double ?? .nan, opacity, relative: jsonReading)
      #expect(tracks["position"]?[k] as? [Double] == [200, 200], "frame \(k)")
    }
    // The colour really changes: the first and last frames differ.
    #expect(tracks["background"]?.first as? String != tracks["background"]?.last as? String)
  }

  /// Seeds' short names and Core Animation's key paths reach the same property.
  @Test(
    "key path aliases",
    arguments: [
      ("transform.scale", "scale"), ("scale", "scale"), ("transform.rotation.z", "rotation"), ("rotation", "rotation"),
      ("bounds.size", "size"), ("backgroundColor", "background"),
    ])
  func aliases(keyPath: String, property: String) throws {
    let value: AnimationValue
    switch property {
    case "size": value = .size(Size(width: 30, height: 20))
    case "background": value = .color(RGBAColor(red: 1, green: 0, blue: 0))
    default: value = .scalar(0.7)
    }
    let layer = SceneLayer(name: "a", modelValues: [(keyPath, value)])
    let appearance = LayerAppearance(layer, values: [:], at: 0)
    switch property {
    case "scale": #expect(appearance.scaleX == 0.7 && appearance.scaleY == 0.7)
    case "rotation": #expect(appearance.rotation == 0.7)
    case "size": #expect(appearance.size == Size(width: 30, height: 20))
    default: #expect(appearance.background == RGBAColor(red: 1, green: 0, blue: 0))
    }
  }

  /// A layer with neither bounds nor colour stays a labelled placeholder box.
  @Test func layersWithNothingToDrawArePlaceholders() throws {
    let scene = try SceneLoader.load(
      #"{"layers": [{"name": "dot", "animations": [{"type": "basic", "keyPath": "opacity", "from": 1, "to": 0, "duration": 1}]}]}"#
    )
    let layer = try #require((try Self.pageData(ScenePreview().render(scene))["layers"] as? [[String: Any]])?.first)
    #expect(layer["kind"] as? String == "label")
  }
}

extension ScenePreviewTests {
  /// `position.x` alone moves the layer along x and keeps its default y (the stage's centre).
  @Test func onePositionComponentKeepsTheOther() throws {
    let layer = SceneLayer(name: "a", modelValues: [("position.x", .scalar(30))])
    let appearance = LayerAppearance(layer, values: [:], at: 0, defaultPosition: Point(x: 200, y: 150))
    #expect(appearance.position == Point(x: 30, y: 150))
  }
}
