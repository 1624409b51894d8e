import AnimationMath

/// Layers and their animations, evaluated over scene time as one row of
/// property values per time.
///
/// Scene time 0 is the moment the animations are committed (the tap). Every
/// `beginTime` of a layer's animation is in scene seconds.
public struct AnimationScene: Sendable {
  /// The scene's name.
  public var name: String
  /// The layers, in CSV column order.
  public var layers: [SceneLayer]
  /// How long the scene lasts, in seconds: the default end of a sampling grid.
  public var duration: Double
  /// What a preview shows (nil: the layers' extent, on white).
  public var stage: SceneStage?

  /// One CSV column: a component of a layer's property.
  public struct Column: Sendable, Hashable {
    /// The column header, e.g. `ring.lineWidth` or `triangle3.path.p1.x`.
    public let name: String
    /// Index into ``AnimationScene/layers``.
    public let layer: Int
    /// The property.
    public let keyPath: String
    /// Index into the value's components.
    public let component: Int
  }

  /// The columns: every changing property of every layer, split into its
  /// components.
  public let columns: [Column]

  /// Creates a scene, checking that every value a property can take has the
  /// same structure.
  ///
  /// - Throws: ``SceneError`` at `layers[i]` (and the animation path) when a
  ///   property mixes kinds or path structures, or has no value to take its
  ///   structure from.
  public init(name: String, layers: [SceneLayer], duration: Double, stage: SceneStage? = nil) throws(SceneError) {
    self.name = name
    self.layers = layers
    self.duration = duration
    self.stage = stage
    var columns: [Column] = []
    for (index, layer) in layers.enumerated() {
      for keyPath in layer.animatedKeyPaths {
        let prototype = try Self.prototype(of: keyPath, in: layer, at: "layers[\(index)]")
        for (component, suffix) in prototype.componentNames.enumerated() {
          let name = "\(layer.name).\(keyPath)" + (suffix.isEmpty ? "" : ".\(suffix)")
          columns.append(Column(name: name, layer: index, keyPath: keyPath, component: component))
        }
      }
    }
    self.columns = columns
  }

  /// What the scene computes differently from what it was asked for, one
  /// sentence per case (a UIKit spring that fell back to the velocity-0
  /// stiffness), prefixed by the layer and property.
  public var notes: [String] {
    var result: [String] = []
    func visit(_ animation: LayerAnimation, _ layer: String) {
      switch animation {
      case .spring(let spring):
        if let text = spring.substitution { result.append("\(layer).\(spring.keyPath): \(text)") }
      case .group(let group): for child in group.animations { visit(child, layer) }
      default: break
      }
    }
    for layer in layers { for attached in layer.animations { visit(attached.animation, layer.name) } }
    return result
  }

  /// The CSV header names.
  public var header: [String] { columns.map(\.name) }

  /// The value of every column at `time`; nil where the property has no value.
  public func row(at time: Double) -> [Double?] {
    let values = layers.map { $0.values(at: time) }
    return columns.map { column in
      guard let value = values[column.layer][column.keyPath] else { return nil }
      let components = value.componentValues
      return column.component < components.count ? components[column.component] : nil
    }
  }

  /// The value of the column at index `column` at `time` (nil where the
  /// property has no value); evaluates that column's layer only.
  public func value(column index: Int, at time: Double) -> Double? {
    let column = columns[index]
    guard let value = layers[column.layer].values(at: time)[column.keyPath] else { return nil }
    let components = value.componentValues
    return column.component < components.count ? components[column.component] : nil
  }

  /// Every value `keyPath` can take in `layer` (model values, model changes,
  /// animation values) must be compatible with the first; returns the first.
  static func prototype(of keyPath: String, in layer: SceneLayer, at path: String) throws(SceneError)
    -> AnimationValue
  {
    var candidates: [(value: AnimationValue, path: String)] = []
    if let model = layer.modelValues.firstIndex(where: { $0.keyPath == keyPath }) {
      candidates.append((layer.modelValues[model].value, "\(path).model.\(keyPath)"))
    }
    for (i, change) in layer.modelChanges.enumerated() where change.keyPath == keyPath {
      if let value = change.value { candidates.append((value, "\(path).changes[\(i)].value")) }
    }
    for (i, attached) in layer.animations.enumerated() {
      collect(attached.animation, keyPath, "\(path).animations[\(i)]", into: &candidates)
    }
    guard let first = candidates.first else {
      throw SceneError(path: path, message: "property '\(keyPath)' has no value to take its structure from")
    }
    for candidate in candidates.dropFirst() where !candidate.value.isCompatible(with: first.value) {
      throw SceneError(
        path: candidate.path,
        message:
          "a \(candidate.value.kind) value for '\(keyPath)' does not match the \(first.value.kind) at \(first.path)"
          + (candidate.value.kind == first.value.kind ? " (paths need the same elements)" : ""))
    }
    return first.value
  }

  /// The values `animation` can give `keyPath`, with their paths.
  static func collect(
    _ animation: LayerAnimation, _ keyPath: String, _ path: String,
    into candidates: inout [(value: AnimationValue, path: String)]
  ) {
    switch animation {
    case .basic(let a) where a.keyPath == keyPath:
      for (value, key) in [(a.fromValue, "from"), (a.toValue, "to"), (a.byValue, "by")] {
        if let value { candidates.append((value, "\(path).\(key)")) }
      }
    case .spring(let a) where a.keyPath == keyPath:
      for (value, key) in [(a.fromValue, "from"), (a.toValue, "to"), (a.byValue, "by")] {
        if let value { candidates.append((value, "\(path).\(key)")) }
      }
    case .keyframe(let a) where a.keyPath == keyPath:
      for (i, value) in a.values.enumerated() { candidates.append((value, "\(path).values[\(i)]")) }
    case .path(let a):
      if a.keyPath == keyPath { candidates.append((.point(a.path.segments[0].start), "\(path).path")) }
      if a.rotationMode != nil, a.rotationKeyPath == keyPath { candidates.append((.scalar(0), "\(path).rotationMode")) }
    case .group(let g):
      for (i, child) in g.animations.enumerated() {
        collect(child, keyPath, "\(path).animations[\(i)]", into: &candidates)
      }
    default:
      break
    }
  }
}
