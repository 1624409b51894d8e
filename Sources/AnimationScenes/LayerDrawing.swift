import AnimationMath

/// How a preview draws a layer: its shape, where it sits on the stage, and
/// its fixed (not animated) rotation.
///
/// The seeds describe layers only through their code; ``LayerDrawing`` holds
/// what that code sets once (bounds, colours, `position`, a fixed transform)
/// so that a preview can draw the animated values on top. Coordinates are
/// the seed's view points, y down (UIKit). A layer without a drawing is
/// previewed from its own properties (bounds, background and border colours,
/// corner radius), as Core Animation draws a plain layer.
public struct LayerDrawing: Sendable, Hashable {
  /// The kinds of shape a preview knows.
  public enum Shape: Sendable, Hashable {
    /// A heart image `side` points square, filled with `color`, centred on
    /// the layer's position; outline ``LayerDrawing/heartOutline(side:)``.
    /// The seeds' images are not published, so the outline is ours.
    case heart(side: Double, color: RGBAColor)
    /// A `CAShapeLayer`: its animated `path` (in layer coordinates, origin at
    /// the layer's position) filled with `fill` and stroked with `stroke`
    /// at the width of its `lineWidth` property (1 pt when not animated).
    case shapePath(fill: RGBAColor?, stroke: RGBAColor?)
    /// A plain `CALayer` of `size` centred on its position: `fill` is its
    /// backgroundColor, `border` its borderColor (drawn inside the bounds at
    /// its `borderWidth`), `cornerRadius` its model corner radius (animated
    /// `cornerRadius` overrides it).
    case box(size: Size, fill: RGBAColor?, border: RGBAColor?, cornerRadius: Double)
  }

  /// The shape.
  public var shape: Shape
  /// The layer's model position (its anchor, the centre), in view points;
  /// an animated `position` overrides it.
  public var position: Point
  /// A fixed rotation in radians, positive clockwise on screen (y down), set
  /// once by the seed (e.g. `CATransform3DMakeRotation(i·π/3, 0, 0, 1)`);
  /// an animated `rotation` adds to it.
  public var rotation: Double
  /// Stacking order: higher depths are drawn on top (the seed's sublayer
  /// order, which differs from the scene's column order).
  public var depth: Int

  /// Creates a drawing.
  public init(_ shape: Shape, position: Point, rotation: Double = 0, depth: Int = 0) {
    self.shape = shape
    self.position = position
    self.rotation = rotation
    self.depth = depth
  }

  /// UIKit's `UIColor.red`.
  public static let uiRed = RGBAColor(red: 1, green: 0, blue: 0)
  /// The red of the heart images (the seeds' images are not published;
  /// Douyin's brand red #FE2C55 is assumed).
  public static let heartRed = RGBAColor(red: 254.0 / 255, green: 44.0 / 255, blue: 85.0 / 255)

  /// The heart outline for ``Shape/heart(side:color:)``, centred on the
  /// origin (y down, tip at the bottom): two lobes of three cubics each,
  /// mirror images, spanning x ∈ [−0.45, 0.45]·side and
  /// y ∈ [−0.3825, 0.3825]·side (90 % of the image wide, as icons keep a
  /// margin). Every extreme point has a horizontal or vertical tangent at a
  /// segment end, so the outline's bounding box is exactly that rectangle,
  /// centred on the layer's position.
  public static func heartOutline(side: Double) -> BezierPath {
    let s = 0.9 * side
    func p(_ x: Double, _ y: Double) -> Point { Point(x: x * s, y: (y + 0.025) * s) }
    var path = BezierPath()
    path.move(to: p(0, 0.4))
    path.addCurve(to: p(-0.5, -0.15), control1: p(-0.1, 0.3), control2: p(-0.5, 0.1))
    path.addCurve(to: p(-0.22, -0.45), control1: p(-0.5, -0.35), control2: p(-0.35, -0.45))
    path.addCurve(to: p(0, -0.3), control1: p(-0.1, -0.45), control2: p(-0.02, -0.38))
    path.addCurve(to: p(0.22, -0.45), control1: p(0.02, -0.38), control2: p(0.1, -0.45))
    path.addCurve(to: p(0.5, -0.15), control1: p(0.35, -0.45), control2: p(0.5, -0.35))
    path.addCurve(to: p(0, 0.4), control1: p(0.5, 0.1), control2: p(0.1, 0.3))
    path.closeSubpath()
    return path
  }
}
