import AnimationMath

/// The part of a scene's coordinate plane a preview shows, and its
/// background: a rectangle in view points (y down) that holds every shape
/// the seed's animations reach.
public struct SceneStage: Sendable, Hashable {
  /// The top-left corner, in view points.
  public var origin: Point
  /// The width and height, in view points.
  public var size: Size
  /// The background colour behind the layers.
  public var background: RGBAColor

  /// Creates a stage.
  public init(origin: Point, size: Size, background: RGBAColor) {
    self.origin = origin
    self.size = size
    self.background = background
  }
}
