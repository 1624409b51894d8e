/// Type-erased interpolation: both operands must be of the same kind (and,
/// for paths, the same structure); mixing kinds is a programming error.
extension AnimationValue: Interpolatable {
  /// Same kind, and for paths the same structure.
  public func isCompatible(with other: AnimationValue) -> Bool {
    switch (self, other) {
    case (.scalar, .scalar), (.point, .point), (.size, .size), (.color, .color): return true
    case (.path(let a), .path(let b)): return a.isCompatible(with: b)
    default: return false
    }
  }

  /// Interpolates values of the same kind.
  public func interpolated(to other: AnimationValue, by fraction: Double) -> AnimationValue {
    Self.pair(
      self, other, { .scalar($0.interpolated(to: $1, by: fraction)) },
      { .point($0.interpolated(to: $1, by: fraction)) }, { .size($0.interpolated(to: $1, by: fraction)) },
      { .color($0.interpolated(to: $1, by: fraction)) }, { .path($0.interpolated(to: $1, by: fraction)) })
  }

  /// `self + factor·other` for values of the same kind.
  public func adding(_ other: AnimationValue, scaledBy factor: Double) -> AnimationValue {
    Self.pair(
      self, other, { .scalar($0.adding($1, scaledBy: factor)) },
      { .point($0.adding($1, scaledBy: factor)) }, { .size($0.adding($1, scaledBy: factor)) },
      { .color($0.adding($1, scaledBy: factor)) }, { .path($0.adding($1, scaledBy: factor)) })
  }

  /// `factor·self`.
  public func scaled(by factor: Double) -> AnimationValue {
    switch self {
    case .scalar(let v): return .scalar(v.scaled(by: factor))
    case .point(let v): return .point(v.scaled(by: factor))
    case .size(let v): return .size(v.scaled(by: factor))
    case .color(let v): return .color(v.scaled(by: factor))
    case .path(let v): return .path(v.scaled(by: factor))
    }
  }

  /// The distance between values of the same kind.
  public func distance(to other: AnimationValue) -> Double {
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): return a.distance(to: b)
    case (.point(let a), .point(let b)): return a.distance(to: b)
    case (.size(let a), .size(let b)): return a.distance(to: b)
    case (.color(let a), .color(let b)): return a.distance(to: b)
    case (.path(let a), .path(let b)): return a.distance(to: b)
    default: preconditionFailure("values of different kinds (\(kind), \(other.kind)) have no distance")
    }
  }

  /// The wrapped value's component names.
  public var componentNames: [String] {
    switch self {
    case .scalar(let v): return v.componentNames
    case .point(let v): return v.componentNames
    case .size(let v): return v.componentNames
    case .color(let v): return v.componentNames
    case .path(let v): return v.componentNames
    }
  }

  /// The wrapped value's components.
  public var componentValues: [Double] {
    switch self {
    case .scalar(let v): return v.componentValues
    case .point(let v): return v.componentValues
    case .size(let v): return v.componentValues
    case .color(let v): return v.componentValues
    case .path(let v): return v.componentValues
    }
  }

  private static func pair(
    _ a: AnimationValue, _ b: AnimationValue, _ scalar: (Double, Double) -> AnimationValue,
    _ point: (Point, Point) -> AnimationValue, _ size: (Size, Size) -> AnimationValue,
    _ color: (RGBAColor, RGBAColor) -> AnimationValue, _ path: (BezierPath, BezierPath) -> AnimationValue
  ) -> AnimationValue {
    switch (a, b) {
    case (.scalar(let x), .scalar(let y)): return scalar(x, y)
    case (.point(let x), .point(let y)): return point(x, y)
    case (.size(let x), .size(let y)): return size(x, y)
    case (.color(let x), .color(let y)): return color(x, y)
    case (.path(let x), .path(let y)): return path(x, y)
    default: preconditionFailure("values of different kinds (\(a.kind), \(b.kind)) cannot be combined")
    }
  }
}
