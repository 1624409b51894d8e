/// Any Core Animation animation on ``AnimationValue``s: the form groups and
/// scenes hold, so that animations of different kinds and properties can sit
/// side by side.
public indirect enum LayerAnimation: Sendable {
  /// A `CABasicAnimation`.
  case basic(BasicAnimation<AnimationValue>)
  /// A `CAKeyframeAnimation` over values.
  case keyframe(KeyframeAnimation<AnimationValue>)
  /// A `CAKeyframeAnimation` along a path (writes a point, and a rotation with
  /// a rotation mode).
  case path(KeyframePathAnimation)
  /// A `CASpringAnimation`.
  case spring(SpringAnimation<AnimationValue>)
  /// A `CAAnimationGroup`.
  case group(AnimationGroup)

  /// The animation's timing.
  public var timing: MediaTiming {
    switch self {
    case .basic(let a): return a.timing
    case .keyframe(let a): return a.timing
    case .path(let a): return a.timing
    case .spring(let a): return a.timing
    case .group(let a): return a.timing
    }
  }

  /// The properties the animation writes, in order of first appearance.
  public var keyPaths: [String] {
    var result: [String] = []
    func add(_ keyPath: String) { if !result.contains(keyPath) { result.append(keyPath) } }
    switch self {
    case .basic(let a): add(a.keyPath)
    case .keyframe(let a): add(a.keyPath)
    case .path(let a):
      add(a.keyPath)
      if a.rotationMode != nil { add(a.rotationKeyPath) }
    case .spring(let a): add(a.keyPath)
    case .group(let g): for child in g.animations { child.keyPaths.forEach(add) }
    }
    return result
  }

  /// The values the animation applies at `parentTime`, in application order;
  /// empty when it is not applied.
  ///
  /// - Parameter modelValue: the model value of a property, for basic and
  ///   spring animations that lack a from or to value.
  public func values(
    parentTime: Double, in placement: MediaTiming.Placement = .topLevel,
    modelValue: (String) -> AnimationValue? = { _ in nil }
  ) -> [PropertyValue] {
    switch self {
    case .basic(let a):
      return a.value(parentTime: parentTime, in: placement, modelValue: modelValue(a.keyPath))
        .map { [PropertyValue(keyPath: a.keyPath, value: $0)] } ?? []
    case .keyframe(let a):
      return a.value(parentTime: parentTime, in: placement).map { [PropertyValue(keyPath: a.keyPath, value: $0)] }
        ?? []
    case .path(let a):
      guard let sample = a.sample(parentTime: parentTime, in: placement) else { return [] }
      var result = [PropertyValue(keyPath: a.keyPath, value: .point(sample.position))]
      if let rotation = sample.rotation {
        result.append(PropertyValue(keyPath: a.rotationKeyPath, value: .scalar(rotation)))
      }
      return result
    case .spring(let a):
      return a.value(parentTime: parentTime, in: placement, modelValue: modelValue(a.keyPath))
        .map { [PropertyValue(keyPath: a.keyPath, value: $0)] } ?? []
    case .group(let g):
      return g.values(parentTime: parentTime, in: placement, modelValue: modelValue)
    }
  }
}
