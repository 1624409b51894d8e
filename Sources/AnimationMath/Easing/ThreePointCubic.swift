/// Flutter's `ThreePointCubic`: two cubic Béziers joined at `midpoint`,
/// running (0, 0) → midpoint → (1, 1).
///
/// As Flutter's `ThreePointCubic.transformInternal` (curves.dart, flutter/flutter
/// commit 00c84e6c905e5dd7238069eeb9d3d2c108e01575): for t < midpoint.x the
/// first curve is `Cubic(a1.x/sx, a1.y/sy, b1.x/sx, b1.y/sy)` with
/// sx = midpoint.x, sy = midpoint.y, evaluated at t/sx and scaled by sy;
/// otherwise the second is `Cubic((a2 − m)/s, (b2 − m)/s)` with
/// s = (1 − midpoint), evaluated at (t − m.x)/s.x, scaled and shifted by m.y.
/// Each cubic is solved exactly (Flutter bisects to 0.001).
public struct ThreePointCubic: Sendable, Hashable, CustomStringConvertible {
  /// First control point of the first curve.
  public let a1: Point
  /// Second control point of the first curve.
  public let b1: Point
  /// The shared point the curve passes through.
  public let midpoint: Point
  /// First control point of the second curve.
  public let a2: Point
  /// Second control point of the second curve.
  public let b2: Point
  let first: CubicBezierTiming
  let second: CubicBezierTiming

  /// Creates the curve.
  ///
  /// - Throws: ``EasingParameterError`` unless 0 < midpoint.x < 1,
  ///   midpoint.y ∉ {0, 1}, and the rescaled control x's lie in [0, 1].
  public init(a1: Point, b1: Point, midpoint: Point, a2: Point, b2: Point)
    throws(EasingParameterError)
  {
    guard midpoint.x > 0, midpoint.x < 1 else {
      throw EasingParameterError(
        parameter: .midpoint, value: midpoint.x, accepted: "an x in (0, 1)")
    }
    guard midpoint.y != 0, midpoint.y != 1, midpoint.y.isFinite else {
      throw EasingParameterError(
        parameter: .midpoint, value: midpoint.y, accepted: "a finite y other than 0 and 1")
    }
    let sx1 = midpoint.x
    let sy1 = midpoint.y
    let sx2 = 1 - midpoint.x
    let sy2 = 1 - midpoint.y
    first = try CubicBezierTiming(x1: a1.x / sx1, y1: a1.y / sy1, x2: b1.x / sx1, y2: b1.y / sy1)
    second = try CubicBezierTiming(
      x1: (a2.x - midpoint.x) / sx2, y1: (a2.y - midpoint.y) / sy2,
      x2: (b2.x - midpoint.x) / sx2, y2: (b2.y - midpoint.y) / sy2)
    self.a1 = a1
    self.b1 = b1
    self.midpoint = midpoint
    self.a2 = a2
    self.b2 = b2
  }

  /// The output for input `t` (Flutter's `transformInternal`).
  public func value(at t: Double) -> Double {
    if t < midpoint.x { return first.value(at: t / midpoint.x) * midpoint.y }
    let sx = 1 - midpoint.x
    return second.value(at: (t - midpoint.x) / sx) * (1 - midpoint.y) + midpoint.y
  }

  /// The slope at `t`, on the piece ``value(at:)`` uses.
  public func slope(at t: Double) -> Double {
    if t < midpoint.x { return first.slope(at: t / midpoint.x) * midpoint.y / midpoint.x }
    let sx = 1 - midpoint.x
    return second.slope(at: (t - midpoint.x) / sx) * (1 - midpoint.y) / sx
  }

  /// `ThreePointCubic(Offset(x, y), …)`, the Dart spelling the parser accepts.
  public var description: String {
    let points = [a1, b1, midpoint, a2, b2].map { "Offset(\($0.x), \($0.y))" }
    return "ThreePointCubic(\(points.joined(separator: ", ")))"
  }

  /// Equal when the five points are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.a1 == rhs.a1 && lhs.b1 == rhs.b1 && lhs.midpoint == rhs.midpoint && lhs.a2 == rhs.a2
      && lhs.b2 == rhs.b2
  }

  /// Hashes the five points.
  public func hash(into hasher: inout Hasher) {
    for point in [a1, b1, midpoint, a2, b2] { hasher.combine(point) }
  }
}
