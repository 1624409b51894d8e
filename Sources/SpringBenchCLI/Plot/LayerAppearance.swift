import AnimationMath
import AnimationScenes

/// What a scene preview draws of one layer at one time: the layer's properties read
/// under Core Animation's key paths (`transform.scale`, `bounds.size`,
/// `backgroundColor`, …) and the seeds' short names (`scale`, `rotation`, `size`), the
/// animated value where one applies, else the model value. nil: the layer has no
/// value for that property at that time.
struct LayerAppearance: Sendable, Hashable {
  /// The anchor (centre) position, view points, y down.
  var position: Point?
  /// The horizontal scale factor (1: natural size).
  var scaleX: Double?
  /// The vertical scale factor.
  var scaleY: Double?
  /// The rotation about the anchor, radians, positive clockwise on screen (y down).
  var rotation: Double?
  /// The opacity, 0 (invisible) … 1.
  var opacity: Double?
  /// The bounds' size, points.
  var size: Size?
  /// The fill (`backgroundColor`).
  var background: RGBAColor?
  /// The border's colour (`borderColor`).
  var borderColor: RGBAColor?
  /// The border's width, points, drawn inside the bounds.
  var borderWidth: Double?
  /// The corner radius, points.
  var cornerRadius: Double?

  /// The key paths read for each property, first match wins: a property the scene sets
  /// under any of these names is drawn.
  enum Names {
    static let position = ["position"]
    static let positionX = ["position.x"]
    static let positionY = ["position.y"]
    static let scale = ["transform.scale", "scale"]
    static let scaleX = ["transform.scale.x", "scale.x"]
    static let scaleY = ["transform.scale.y", "scale.y"]
    static let rotation = ["transform.rotation.z", "transform.rotation", "rotation"]
    static let opacity = ["opacity"]
    static let size = ["bounds.size", "bounds", "size"]
    static let width = ["bounds.size.width", "size.width"]
    static let height = ["bounds.size.height", "size.height"]
    static let background = ["backgroundColor"]
    static let borderColor = ["borderColor"]
    static let borderWidth = ["borderWidth"]
    static let cornerRadius = ["cornerRadius"]
  }

  /// The appearance of `layer` at `time`, given its animated `values` at that time
  /// (``SceneLayer/values(at:)``); `defaultPosition` supplies the coordinate that
  /// `position.x` or `position.y` alone leaves open.
  init(
    _ layer: SceneLayer, values: [String: AnimationValue], at time: Double, defaultPosition: Point = Point(x: 0, y: 0)
  ) {
    func value(_ names: [String]) -> AnimationValue? {
      for name in names { if let v = values[name] ?? layer.modelValue(name, at: time) { return v } }
      return nil
    }
    func scalar(_ names: [String]) -> Double? {
      if case .scalar(let v)? = value(names) { return v }
      return nil
    }
    func color(_ names: [String]) -> RGBAColor? {
      if case .color(let c)? = value(names) { return c }
      return nil
    }
    if case .point(let p)? = value(Names.position) { position = p }
    if let x = scalar(Names.positionX) { position = Point(x: x, y: position?.y ?? defaultPosition.y) }
    if let y = scalar(Names.positionY) { position = Point(x: position?.x ?? defaultPosition.x, y: y) }
    if let s = scalar(Names.scale) { (scaleX, scaleY) = (s, s) }
    if let s = scalar(Names.scaleX) { scaleX = s }
    if let s = scalar(Names.scaleY) { scaleY = s }
    rotation = scalar(Names.rotation)
    opacity = scalar(Names.opacity)
    if case .size(let s)? = value(Names.size) { size = s }
    if let w = scalar(Names.width) { size = Size(width: w, height: size?.height ?? 0) }
    if let h = scalar(Names.height) { size = Size(width: size?.width ?? 0, height: h) }
    background = color(Names.background)
    borderColor = color(Names.borderColor)
    borderWidth = scalar(Names.borderWidth)
    cornerRadius = scalar(Names.cornerRadius)
  }

}
