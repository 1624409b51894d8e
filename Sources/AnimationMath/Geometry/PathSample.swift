/// One point of a path sampled for animation: where it is, how far along,
/// and which way it faces.
///
/// The six fields are the `springbench path` CSV columns
/// `segment,param,arc_length,x,y,angle`.
public struct PathSample: Sendable, Hashable {
  /// Index into ``BezierPath/segments`` (drawing segments; moves are not counted).
  public var segment: Int
  /// The Bézier parameter t ∈ [0, 1] inside that segment.
  public var parameter: Double
  /// Arc length from the start of the path (moves add nothing).
  public var arcLength: Double
  /// The position on the path.
  public var position: Point
  /// The tangent direction in radians, `atan2(dy/dt, dx/dt)` in [−π, π], as
  /// `rotationMode = auto` uses it (limit direction at zero-speed points,
  /// see ``CubicBezier/tangentAngle(at:)``).
  public var angle: Double

  /// Creates a sample from its six fields.
  public init(segment: Int, parameter: Double, arcLength: Double, position: Point, angle: Double) {
    self.segment = segment
    self.parameter = parameter
    self.arcLength = arcLength
    self.position = position
    self.angle = angle
  }

  /// The x coordinate of ``position``.
  public var x: Double { position.x }
  /// The y coordinate of ``position``.
  public var y: Double { position.y }
}
