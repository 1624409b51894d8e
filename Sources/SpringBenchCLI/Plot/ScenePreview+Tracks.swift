import AnimationMath
import AnimationScenes

extension ScenePreview {
  /// The side of the box drawn for a layer with no bounds, points.
  static let placeholderSide = 40.0

  /// Writes a layer's per-frame values as the page reads them: one array per property,
  /// one entry per frame (null where the layer has no value), for the properties the
  /// layer has at some frame: `position` [x, y], `scale` [sx, sy], `rotation`,
  /// `opacity`, `size` [w, h], `background`, `borderColor` (CSS), `borderWidth`,
  /// `cornerRadius`, and a shape layer's `path` and `lineWidth`.
  static func writeTracks(
    _ appearances: [LayerAppearance], raw: [[String: AnimationValue]], into data: inout PreviewJSON
  ) {
    data.open()
    func track<T>(_ key: String, _ value: (LayerAppearance) -> T?, _ write: (T, inout PreviewJSON) -> Void) {
      guard appearances.contains(where: { value($0) != nil }) else { return }
      data.key(key)
      data.openArray()
      for appearance in appearances {
        if let v = value(appearance) { write(v, &data) } else { data.null() }
      }
      data.closeArray()
    }
    track("position", \.position) { p, d in d.numbers([p.x, p.y]) }
    let scale: (LayerAppearance) -> [Double]? = { a in
      a.scaleX == nil && a.scaleY == nil ? nil : [a.scaleX ?? 1, a.scaleY ?? a.scaleX ?? 1]
    }
    track("scale", scale) { s, d in d.numbers(s) }
    track("rotation", \.rotation) { v, d in d.number(v) }
    track("opacity", \.opacity) { v, d in d.number(v) }
    track("size", \.size) { s, d in d.numbers([s.width, s.height]) }
    track("background", \.background) { c, d in d.string(css(c)) }
    track("borderColor", \.borderColor) { c, d in d.string(css(c)) }
    track("borderWidth", \.borderWidth) { v, d in d.number(v) }
    track("cornerRadius", \.cornerRadius) { v, d in d.number(v) }
    for keyPath in ["path", "lineWidth"] where raw.contains(where: { $0[keyPath] != nil }) {
      data.key(keyPath)
      data.openArray()
      for frame in raw {
        switch frame[keyPath] {
        case .scalar(let v)?: data.number(v)
        case .path(let path)?: data.string(pathData(path))
        default: data.null()
        }
      }
      data.closeArray()
    }
    data.close()
  }
}
