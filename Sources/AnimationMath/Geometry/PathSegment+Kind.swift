/// An operation that works on any kind of segment, given as its own type:
/// how ``PathSegment`` hands a call to the kind it stores.
protocol SegmentOperation {
  associatedtype Result
  func callAsFunction<Kind: MeasurableSegment>(_ segment: Kind) -> Result
}

extension PathSegment {
  /// `operation` applied to the stored segment as its own kind. This is the
  /// one place that looks at the kind; each kind's behaviour lives with its
  /// type.
  @inline(__always)
  func apply<Operation: SegmentOperation>(_ operation: Operation) -> Operation.Result {
    switch self {
    case .line(let line): operation(line)
    case .quadratic(let quadratic): operation(quadratic)
    case .cubic(let cubic): operation(cubic)
    case .arc(let arc): operation(arc)
    }
  }
}

/// The per-kind operations ``PathSegment`` forwards.
enum SegmentOperations {
  struct Start: SegmentOperation {
    func callAsFunction<Kind: MeasurableSegment>(_ segment: Kind) -> Point { segment.start }
  }
  struct End: SegmentOperation {
    func callAsFunction<Kind: MeasurableSegment>(_ segment: Kind) -> Point { segment.end }
  }
  struct PointAt: SegmentOperation {
    let t: Double
    func callAsFunction<Kind: MeasurableSegment>(_ segment: Kind) -> Point { segment.point(at: t) }
  }
  struct Derivative: SegmentOperation {
    let t: Double
    func callAsFunction<Kind: MeasurableSegment>(_ segment: Kind) -> Point {
      segment.derivative(at: t)
    }
  }
  struct SecondDerivative: SegmentOperation {
    let t: Double
    func callAsFunction<Kind: MeasurableSegment>(_ segment: Kind) -> Point {
      segment.secondDerivative(at: t)
    }
  }
  struct TangentAngle: SegmentOperation {
    let t: Double
    func callAsFunction<Kind: MeasurableSegment>(_ segment: Kind) -> Double {
      segment.tangentAngle(at: t)
    }
  }
  struct Curvature: SegmentOperation {
    let t: Double
    func callAsFunction<Kind: MeasurableSegment>(_ segment: Kind) -> Double {
      segment.curvature(at: t)
    }
  }
  struct Bounds: SegmentOperation {
    func callAsFunction<Kind: MeasurableSegment>(_ segment: Kind) -> BoundingBox {
      segment.boundingBox
    }
  }
  struct Split: SegmentOperation {
    let t: Double
    func callAsFunction<Kind: MeasurableSegment>(_ segment: Kind) -> (PathSegment, PathSegment) {
      let (first, second) = segment.split(at: t)
      return (first.pathSegment, second.pathSegment)
    }
  }
  struct Cubic: SegmentOperation {
    func callAsFunction<Kind: MeasurableSegment>(_ segment: Kind) -> CubicBezier {
      segment.cubicApproximation
    }
  }
  struct PowerFormDerivative: SegmentOperation {
    func callAsFunction<Kind: MeasurableSegment>(_ segment: Kind) -> (a: Point, b: Point, c: Point) {
      segment.powerFormDerivative
    }
  }
  struct GravesenEstimate: SegmentOperation {
    let scale: Double
    func callAsFunction<Kind: MeasurableSegment>(_ segment: Kind) -> Double {
      segment.gravesenEstimate(scale: scale)
    }
  }
}
