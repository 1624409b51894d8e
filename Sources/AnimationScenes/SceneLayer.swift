import AnimationMath

/// One layer of a scene: its model values and its animations.
///
/// At scene time `t` a property shows its model value (the initial one, or the
/// last ``ModelChange`` at or before `t`), overridden by every attached
/// animation that applies a value, later animations winning (Core Animation's
/// non-additive rule).
public struct SceneLayer: Sendable {
  /// The layer's name, the first part of its CSV columns (`heart.scale`).
  public var name: String
  /// The initial model values; a property absent here has none.
  public var modelValues: [(keyPath: String, value: AnimationValue)]
  /// Later model changes, in any order.
  public var modelChanges: [ModelChange]
  /// The animations, in the order they were added.
  public var animations: [SceneAnimation]
  /// How a preview draws the layer; nil: from the layer's own properties.
  public var drawing: LayerDrawing?

  /// Creates a layer.
  public init(
    name: String, modelValues: [(keyPath: String, value: AnimationValue)] = [], modelChanges: [ModelChange] = [],
    animations: [SceneAnimation] = [], drawing: LayerDrawing? = nil
  ) {
    self.name = name
    self.modelValues = modelValues
    self.modelChanges = modelChanges
    self.animations = animations
    self.drawing = drawing
  }

  /// The model value of `keyPath` at `time`.
  public func modelValue(_ keyPath: String, at time: Double) -> AnimationValue? {
    var value = modelValues.first(where: { $0.keyPath == keyPath })?.value
    var latest = -Double.infinity
    for change in modelChanges where change.keyPath == keyPath && change.time <= time && change.time >= latest {
      latest = change.time
      value = change.value
    }
    return value
  }

  /// The properties that change over time (animated or with model changes),
  /// in order of first appearance: animations first, then model changes.
  public var animatedKeyPaths: [String] {
    var result: [String] = []
    for keyPath in animations.flatMap(\.animation.keyPaths) + modelChanges.map(\.keyPath)
    where !result.contains(keyPath) {
      result.append(keyPath)
    }
    return result
  }

  /// The value of every property at `time` (model values overridden by the
  /// attached animations).
  public func values(at time: Double) -> [String: AnimationValue] {
    var result: [String: AnimationValue] = [:]
    for keyPath in animatedKeyPaths {
      if let value = modelValue(keyPath, at: time) { result[keyPath] = value }
    }
    for attached in animations where attached.isAttached(at: time) {
      let applied = attached.animation.values(parentTime: time) { self.modelValue($0, at: time) }
      for item in applied { result[item.keyPath] = item.value }
    }
    return result
  }
}
