/// Any value a layer property can take: the type-erased form of the
/// ``Interpolatable`` types, used where animations of different properties
/// live side by side (groups, scenes).
///
/// Two values are compatible when they are of the same kind (and, for paths,
/// of the same structure); the ``Interpolatable`` operations require it.
public enum AnimationValue: Sendable, Hashable, CustomStringConvertible {
  /// A number (`opacity`, `lineWidth`, `transform.scale`, an angle in radians).
  case scalar(Double)
  /// A point (`position`).
  case point(Point)
  /// A size (`bounds.size`).
  case size(Size)
  /// A color (`backgroundColor`).
  case color(RGBAColor)
  /// A path (`CAShapeLayer.path`).
  case path(BezierPath)

  /// `scalar`, `point`, `size`, `color` or `path`.
  public var kind: String {
    switch self {
    case .scalar: return "scalar"
    case .point: return "point"
    case .size: return "size"
    case .color: return "color"
    case .path: return "path"
    }
  }

  /// The wrapped value's own description.
  public var description: String {
    switch self {
    case .scalar(let v): return "\(v)"
    case .point(let v): return "\(v)"
    case .size(let v): return "\(v)"
    case .color(let v): return "\(v)"
    case .path(let v): return "path(\(v.elements.count) elements)"
    }
  }
}
